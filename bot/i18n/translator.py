"""Slash-command names and descriptions from the message catalogue.

Discord shows each user the command texts of their client's language; discord.py asks a
`Translator` for them when it syncs the command tree. Texts are written `T("cmd.new")` in the
cogs: the English text is the default, and every other catalogue that has the key provides a
translation.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

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


# The tree's payload, translated, by its untranslated form: discord.py asks the translator
# some eight thousand times for it (every string in every Discord locale), and every bot of
# a process has the same commands and catalogue.
_TRANSLATED: dict[str, list[dict[str, Any]]] = {}


async def translated_payload(
    tree: app_commands.CommandTree, commands: Sequence[Any]
) -> list[dict[str, Any]]:
    """The commands as Discord receives them, in every language the catalogue has."""
    translator = tree.translator
    plain = [c.to_dict(tree) for c in commands]
    if translator is None:
        return plain
    key = f"{type(translator).__qualname__}:{json.dumps(plain, sort_keys=True, default=str)}"
    if key not in _TRANSLATED:
        _TRANSLATED.clear()  # one tree a process: no older one is asked for again
        _TRANSLATED[key] = [await c.get_translated_payload(tree, translator) for c in commands]
    return _TRANSLATED[key]
