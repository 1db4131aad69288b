"""Every sentence the bot shows to people, in one catalogue.

Code never writes user-facing English inline: it asks for a key, `text("error.not_your_turn",
locale, name=...)`. English, Ukrainian, Russian, Czech and Icelandic are dicts with the same
keys in `locales/`. A key missing from a translation falls back to English, so a partial one
is still usable. Plurals go through `plural()`, which knows each of these languages' forms.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .locales.cs import CS
from .locales.en import EN
from .locales.icelandic import IS
from .locales.ru import RU
from .locales.uk import UK
from .msgformat import has_selectors, resolve

if TYPE_CHECKING:
    from render import Locale

DEFAULT_LOCALE = "en"


CATALOGUES: dict[str, dict[str, str]] = {"en": EN, "uk": UK, "ru": RU, "cs": CS, "is": IS}


def language(locale: Locale) -> str:
    """`discord.Locale` or a string such as "en-US" / "uk" → a catalogue language we have."""
    if locale is None:
        return DEFAULT_LOCALE
    try:
        return _LANGUAGE_OF[locale]
    except KeyError:
        pass
    code = str(getattr(locale, "value", locale)).split("-")[0].lower()
    found = code if code in CATALOGUES else DEFAULT_LOCALE
    if len(_LANGUAGE_OF) < 1024:  # Discord's locales and the codes people type: a few dozen
        _LANGUAGE_OF[locale] = found
    return found


# Asked for every sentence and, at each command sync, some eight thousand times.
_LANGUAGE_OF: dict[object, str] = {}


# The languages a game can be played in, by their own names (as the `language` menus show them).
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "uk": "Українська",
    "ru": "Русский",
    "cs": "Čeština",
    "is": "Íslenska",
}


def check_language(code: str) -> str:
    """`code` if a game can be played in it, else a UserError naming the choices."""
    from .errors import UserError  # here: bot.errors imports this module

    if code not in LANGUAGE_NAMES:
        raise UserError("error.bad_language", value=code[:20], allowed=", ".join(LANGUAGE_NAMES))
    return code


def game_language(
    chosen: str | None,
    server_setting: str | None,
    server_locale: Locale,
    server_chose_locale: bool,
    host_locale: Locale,
) -> str:
    """The language of a new game's table: the host's choice (`/azul new language:`), else the
    server's (`/azul settings server language:`), else the server's locale if the server could
    choose one (only Community servers can; every other server reports en-US), else the host's
    Discord language, else English. Unknown codes count as no choice."""
    for candidate in (chosen, server_setting):
        if candidate in CATALOGUES:
            return candidate
    if server_chose_locale and server_locale is not None:
        return language(server_locale)
    return language(host_locale)


def text(key: str, locale: Locale = None, /, **params: object) -> str:
    """The sentence `key` in `locale` (English when missing), with `params` filled in."""
    lang = language(locale)
    template = CATALOGUES[lang].get(key)
    if template is None:
        template = EN[key]
    if params and has_selectors(template):
        template = resolve(template, lang, params, _category)
    return template.format(**params) if params else template


def _category(lang: str, n: float) -> str:
    if not float(n).is_integer():  # CLDR: fractions are "other" (Czech: "many")
        return "many" if lang == "cs" else "other"
    return plural_form(lang, int(n))


def plural_form(locale: Locale, n: int) -> str:
    """CLDR plural category of `n` for the languages we expect ("one", "few", "many", "other")."""
    lang = language(locale)
    n = abs(n)
    if lang in ("uk", "ru"):
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return "few"
        return "many"
    if lang == "cs":
        return "one" if n == 1 else "few" if 2 <= n <= 4 else "other"
    if lang == "is":
        return "one" if n % 10 == 1 and n % 100 != 11 else "other"
    return "one" if n == 1 else "other"


def plural(key: str, locale: Locale, n: int, /, **params: object) -> str:
    """`key.<form>` for the plural form of `n` (falling back to `key.other`)."""
    form = plural_form(locale, n)
    lang = language(locale)
    for candidate in (f"{key}.{form}", f"{key}.other"):
        if candidate in CATALOGUES[lang] or candidate in EN:
            return text(candidate, locale, n=n, **params)
    raise KeyError(key)
