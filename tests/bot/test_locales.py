"""The uk, ru, cs and is catalogues: complete, the same placeholders as English, reachable."""

from __future__ import annotations

import discord
import pytest

from bot.i18n.catalogue import CATALOGUES, EN, plural, text
from bot.i18n.msgformat import arguments
from bot.i18n.reasons import TILE_COUNTS

# CLDR plural forms of each language, as `bot.messages.plural_form` picks them.
FORMS = {
    "uk": ("one", "few", "many"),
    "ru": ("one", "few", "many"),
    "cs": ("one", "few", "other"),
    "is": ("one", "other"),
}
LANGUAGES = sorted(FORMS)
# Plural families of the English catalogue: "label.wilds" for "label.wilds.one"/".other".
FAMILIES = {k.rsplit(".", 1)[0] for k in EN if k.endswith((".one", ".other"))}


def _family(key: str) -> str | None:
    base, _, form = key.rpartition(".")
    return base if base in FAMILIES and form in ("one", "few", "many", "other") else None


def expected_keys(lang: str) -> set[str]:
    plain = {k for k in EN if _family(k) is None}
    return plain | {f"{family}.{form}" for family in FAMILIES for form in FORMS[lang]}


def fields(template: str) -> set[str]:
    """Every argument a sentence uses (plain fields and ICU selectors' arguments)."""
    return arguments(template)


def english_for(key: str) -> str:
    """The English text a translated key answers: a plural form other than "one" answers
    `.other`."""
    family = _family(key)
    if family is not None and not key.endswith(".one"):
        return EN[f"{family}.other"]
    return EN[key]


def test_there_are_plural_families():
    assert {"label.wilds", "narr.wilds_used", "narr.undone"} <= FAMILIES


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_key_and_exactly_the_languages_plural_forms(lang):
    keys = set(CATALOGUES[lang])
    expected = expected_keys(lang)
    assert not expected - keys, sorted(expected - keys)
    assert not keys - expected, sorted(keys - expected)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_placeholders_as_in_english(lang):
    def used(key: str, template: str) -> set[str]:
        # A refusal or a hint may name its colour's tiles (`tile`, `tiles`: see
        # `bot.reasons.catalogue_params`) where English names the colour, and `tiles` carries
        # its count too.
        names = fields(template)
        code = (_family(key) or key).partition(".")[2]
        if key.startswith(("illegal.", "hint.")) and "colour" in fields(english_for(key)):
            if "tile" in names:
                names = names - {"tile"} | {"colour"}
            if "tiles" in names:
                names = names - {"tiles"} | {"colour", TILE_COUNTS[code]}
        # A plural form may show its count or not ("one" in uk also covers 21: it must show
        # it); `plural()` always passes `n`.
        return names - {"n"} if _family(key) is not None else names

    wrong = {
        key: (sorted(fields(value)), sorted(fields(english_for(key))))
        for key, value in CATALOGUES[lang].items()
        if used(key, value) != used(key, english_for(key))
    }
    assert not wrong, wrong


@pytest.mark.parametrize("lang", LANGUAGES)
def test_texts_are_translated_and_keep_markdown(lang):
    catalogue = CATALOGUES[lang]
    for key, value in catalogue.items():
        assert value.strip(), key
        english = english_for(key)
        for mark in ("**", "`"):
            assert value.count(mark) == english.count(mark), (key, mark)
    # Most sentences differ from English (names such as "Azul" may not).
    same = [k for k in EN if k in catalogue and catalogue[k] == EN[k] and len(EN[k]) > 12]
    assert len(same) <= 5, same


@pytest.mark.parametrize("lang", LANGUAGES)
def test_command_descriptions_fit_discord(lang):
    catalogue = CATALOGUES[lang]
    too_long = {
        k: len(v)
        for k, v in catalogue.items()
        if k.startswith(("cmd.", "choice.")) and len(v) > 100
    }
    assert not too_long, too_long


@pytest.mark.parametrize(
    ("locale", "lang"),
    [
        (discord.Locale.ukrainian, "uk"),
        (discord.Locale.russian, "ru"),
        (discord.Locale.czech, "cs"),
        ("is", "is"),
        ("is-IS", "is"),
        ("uk", "uk"),
    ],
)
def test_text_answers_in_the_locale(locale, lang):
    assert text("error.no_game", locale) == CATALOGUES[lang]["error.no_game"] != EN["error.no_game"]
    assert text("turn.your_turn", locale, mention="<@1>").startswith("<@1>")


@pytest.mark.parametrize(
    ("lang", "n", "form"),
    [
        ("uk", 1, "one"),
        ("uk", 3, "few"),
        ("uk", 5, "many"),
        ("uk", 11, "many"),
        ("uk", 22, "few"),
        ("ru", 1, "one"),
        ("ru", 4, "few"),
        ("ru", 12, "many"),
        ("cs", 1, "one"),
        ("cs", 2, "few"),
        ("cs", 5, "other"),
        ("is", 1, "one"),
        ("is", 11, "other"),
        ("is", 21, "one"),
        ("is", 3, "other"),
    ],
)
def test_plural_picks_the_languages_form(lang, n, form):
    expected = CATALOGUES[lang][f"label.wilds.{form}"].format(n=n)
    assert plural("label.wilds", lang, n) == expected
    assert str(n) in expected


def test_plural_with_a_discord_locale():
    assert plural("label.wilds", discord.Locale.ukrainian, 2) == CATALOGUES["uk"][
        "label.wilds.few"
    ].format(n=2)
    assert plural("narr.undone", discord.Locale.russian, 5, name="Аня").startswith("Аня ")
