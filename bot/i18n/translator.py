"""Slash-command names and descriptions from the message catalogue.

Discord shows each user the command texts of their client's language; discord.py asks a
`Translator` for them when it syncs the command tree. Texts are written `T("cmd.new")` in the
cogs: the English text is the default, and every other catalogue that has the key provides a
translation.
"""

from __future__ import annotations

import discord
from discord import app_commands

from .catalogue import CATALOGUES, DEFAULT_LOCALE, EN, language
from .durations import say_written


def T(key: str) -> app_commands.locale_str:
    return app_commands.locale_str(EN[key], key=key)


class CatalogueTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        lang = language(locale)
        if key == "duration":  # a choice of /azul new timer: "5 minutes" in each language
            return say_written(string.extras["written"], lang)
        if key is None or lang == DEFAULT_LOCALE:
            return None  # English is the default text already
        return CATALOGUES[lang].get(key)
