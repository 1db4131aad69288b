"""The table images' words in uk, ru, cs and is: complete, same placeholders, about as short."""

from __future__ import annotations

import string

import pytest
from PIL import Image, ImageDraw

from render.final import LABEL_W as FINAL_LABEL_W
from render.labels_i18n import TRANSLATED_LABELS
from render.shared import SUPPLY_LABEL_SMALLEST, SUPPLY_LABEL_WIDTH
from render.text import fitted_size
from render.theme import LABELS, font

LANGUAGES = ("uk", "ru", "cs", "is")
SAMPLE = {"n": 3, "total": 6, "name": "Player"}
# Bag, Lid and Tower are drawn in one column, sized by the widest English word in it.
SUPPLY = ("bag", "lid", "tower")
SIZE = 20


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def test_exactly_these_languages():
    assert set(TRANSLATED_LABELS) == set(LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_label_with_the_same_placeholders(lang):
    labels = TRANSLATED_LABELS[lang]
    assert set(labels) == set(LABELS)
    for key, english in LABELS.items():
        assert fields(labels[key]) == fields(english), key
        assert labels[key].strip(), key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_banners_are_capitals(lang):
    for key in ("last_round", "game_over"):
        assert TRANSLATED_LABELS[lang][key] == TRANSLATED_LABELS[lang][key].upper()


# Labels drawn in a column of their own, at the size and width they are drawn with.
SUPPLY_FIT = (15, SUPPLY_LABEL_WIDTH, SUPPLY_LABEL_SMALLEST)  # size, width, smallest size
FINAL_FIT = (15, FINAL_LABEL_W - 24)  # the score breakdown's category names
FINAL_KEYS = (
    "wall",
    "floor",
    "rows",
    "columns",
    "colours",
    "start",
    "placements",
    "first_player",
    "discards",
    "stars",
    "numbers",
    "total",
)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_supply_labels_fit_their_column_at_a_readable_size(lang):
    """Bag, Lid and Tower: a longer word is drawn smaller, but never below 12 px nor cut."""
    size, width, smallest = SUPPLY_FIT
    for key in SUPPLY:
        word = TRANSLATED_LABELS[lang][key]
        fitted = fitted_size(word, size, True, width, smallest)
        assert font(fitted, True).getlength(word) <= width, (key, word)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_breakdown_names_fit_their_column(lang):
    size, width = FINAL_FIT
    for key in FINAL_KEYS:
        if key in TRANSLATED_LABELS[lang]:
            word = TRANSLATED_LABELS[lang][key]
            assert font(size, True).getlength(word) <= width, (key, word)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_other_label_is_much_wider_than_the_english(lang):
    f = font(SIZE)
    too_wide = {}
    for key, english in LABELS.items():
        if key in SUPPLY or key in FINAL_KEYS:
            continue  # checked against their columns above
        width = f.getlength(TRANSLATED_LABELS[lang][key].format(**SAMPLE))
        limit = 1.6 * f.getlength(english.format(**SAMPLE))
        if width > limit:
            too_wide[key] = (TRANSLATED_LABELS[lang][key], round(width / limit * 1.6, 2))
    assert not too_wide, too_wide


def _picture(ch: str) -> bytes:
    image = Image.new("L", (48, 48))
    ImageDraw.Draw(image).text((8, 8), ch, font=font(SIZE), fill=255)
    return image.tobytes()


def test_a_missing_glyph_is_noticed():
    assert _picture("\u4e00") == _picture("\uffff")  # DejaVu has no CJK: the same box


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_letter_is_in_the_font(lang):
    """DejaVu has a glyph for every letter used (no boxes for missing characters)."""
    missing = _picture("\uffff")
    for key, value in TRANSLATED_LABELS[lang].items():
        for ch in set(value) - set(" {}"):
            assert _picture(ch) != missing, (key, ch)
