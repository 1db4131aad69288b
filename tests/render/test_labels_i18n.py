"""The table images' words in uk, ru, cs and is: complete, same placeholders, about as short."""

from __future__ import annotations

import string

import pytest
from PIL import Image, ImageDraw

from render.labels_i18n import TRANSLATED_LABELS
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


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_label_is_much_wider_than_the_english(lang):
    f = font(SIZE)
    supply_width = max(f.getlength(LABELS[k]) for k in SUPPLY)
    too_wide = {}
    for key, english in LABELS.items():
        width = f.getlength(TRANSLATED_LABELS[lang][key].format(**SAMPLE))
        limit = 1.6 * (supply_width if key in SUPPLY else f.getlength(english.format(**SAMPLE)))
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
