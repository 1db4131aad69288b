"""Text: the shipped font covers the project's languages, and long names are cut, never spill."""

from __future__ import annotations

import pytest

from render.text import ELLIPSIS, fit, text_width
from render.theme import FONT_DIR, LABELS, font, label

MISSING = "\ue000"  # a private-use code point: no font draws it, so it shows the fallback box


def test_fonts_ship_with_their_licence():
    assert (FONT_DIR / "DejaVuSans.ttf").is_file()
    assert (FONT_DIR / "DejaVuSans-Bold.ttf").is_file()
    assert "Bitstream" in (FONT_DIR / "LICENSE.txt").read_text()


@pytest.mark.parametrize("bold", [False, True])
def test_font_covers_latin_cyrillic_icelandic_czech(bold):
    f = font(20, bold)
    fallback = bytes(f.getmask(MISSING))
    for ch in "ÞþÐðÆæÖöÁáÍíÚúÝýЁёЇїЄєҐґІіЩщЪъЫыřŘůŮěĚčČšŠžŽ…−×★":
        assert bytes(f.getmask(ch)) != fallback, ch


def test_long_names_get_an_ellipsis_and_fit():
    name = "Þórðarson Олександрович Dvořák the Very Long Named"
    cut = fit(name, 20, True, 160)
    assert cut.endswith(ELLIPSIS)
    assert text_width(cut, 20, True) <= 160
    assert name.startswith(cut[:-1].rstrip())
    assert fit("Ana", 20, True, 160) == "Ana"
    assert fit("line\nbreak", 20, False, 500) == "line break"
    assert fit("W" * 10, 20, False, 1) == ELLIPSIS


def test_labels_live_in_one_dict():
    assert label("round", n=3) == "Round 3"
    assert label("no_such_key") == "No such key"
    assert all(isinstance(v, str) and v for v in LABELS.values())
