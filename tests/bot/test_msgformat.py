"""ICU MessageFormat selectors in the catalogues (bot/msgformat.py), and every sentence of every
catalogue formatting without error."""

from __future__ import annotations

import pytest

from bot.i18n.catalogue import CATALOGUES, plural_form
from bot.i18n.msgformat import arguments, number, resolve


def _rule(lang: str, n: float) -> str:
    return plural_form(lang, int(n)) if float(n).is_integer() else "other"


def fmt(template: str, lang: str = "en", **params: object) -> str:
    return resolve(template, lang, params, _rule).format(**params)


UK_TILES = "{n, plural, one {# плитку} few {# плитки} many {# плиток} other {# плитки}}"


@pytest.mark.parametrize(
    ("n", "expected"),
    [
        (1, "1 плитку"),
        (2, "2 плитки"),
        (4, "4 плитки"),
        (5, "5 плиток"),
        (11, "11 плиток"),
        (12, "12 плиток"),
        (21, "21 плитку"),
        (22, "22 плитки"),
        (25, "25 плиток"),
        (101, "101 плитку"),
        (111, "111 плиток"),
    ],
)
def test_plural_picks_the_languages_category_and_writes_the_number(n, expected):
    assert fmt(UK_TILES, "uk", n=n) == expected


def test_an_exact_branch_beats_the_category_and_hash_is_the_number():
    template = "{n, plural, =1 {a tile} one {# tile} other {# tiles}} for {name}"
    assert fmt(template, n=1, name="Ana") == "a tile for Ana"
    assert fmt(template, n=0, name="Ana") == "0 tiles for Ana"
    assert fmt(template, n=21, name="Ana") == "21 tiles for Ana"


def test_select_and_nesting():
    template = "{g, select, f {{n, plural, one {# dcera} other {# dcery}}} other {# ?}}"
    assert fmt(template, "cs", g="f", n=2) == "2 dcery"
    assert fmt(template, "cs", g="x", n=2) == "# ?"  # `#` belongs to a plural branch only


def test_numbers_are_written_the_languages_way():
    assert number(2.5, "uk", signed=True) == "+2,5"
    assert number(2.5, "en", signed=True) == "+2.5"
    assert number(-1.5, "cs") == "-1,5"
    assert number(3, "is") == "3"
    assert number(3, "is", signed=True, fixed=True) == "+3.0".replace(".", ",")
    assert fmt("{v, number, signed} pts", "ru", v=2.5) == "+2,5 pts"


def test_plain_fields_and_format_specs_are_left_to_str_format():
    assert fmt("{name} has {n:02d}", name="Bo", n=7) == "Bo has 07"


def test_malformed_sentences_are_refused():
    with pytest.raises(ValueError):
        fmt("{n, plural, one {# tile} few {# tiles}", n=1)  # unbalanced
    with pytest.raises(ValueError):
        fmt("{n, plural, one {# tile}}", n=5)  # no branch for 5, no `other`
    with pytest.raises(ValueError):
        fmt("{n, ordinal, one {#st}}", n=1)  # not supported


def test_arguments_are_found_in_every_branch():
    template = "{name}: {n, plural, one {# {colour} tile} other {# tiles, {extra}}}"
    assert arguments(template) == {"name", "n", "colour", "extra"}


@pytest.mark.parametrize("lang", sorted(CATALOGUES))
def test_every_sentence_of_every_catalogue_formats(lang):
    """Any count in a sentence (0, 1, 2, 5, 21): no sentence may fail to format."""
    for key, template in CATALOGUES[lang].items():
        names = arguments(template)
        for value in (0, 1, 2, 5, 21):
            params = {name: value for name in names}
            try:
                fmt(template, lang, **params)
            except (ValueError, KeyError, IndexError) as exc:
                raise AssertionError(f"{lang} {key} with {value}: {exc}") from None
