"""The tournament standings image: every word comes from the caller, names stay in their column,
ranks are drawn as given, and the same input gives the same bytes."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from PIL import Image

from render.standings import (
    BYES_W,
    CELL_PAD,
    COLUMNS,
    MAX_ROWS,
    NAME_SMALLEST,
    ROW_H,
    TAG_FILL,
    WIDTH,
    StandingsLabels,
    StandingsRow,
    format_points,
    row_fill,
    row_top,
    standings_png,
    standings_size,
)
from render.stats import MEDALS
from render.text import ELLIPSIS, fit, text_width

from ..pictures import picture
from .helpers import close

PNG = b"\x89PNG\r\n\x1a\n"
LABELS = StandingsLabels(
    "Spring Swiss — standings after round 3 of 5",
    "Azul · coloured side · tables of 3",
    "#",
    "Player",
    "Points",
    "Opponents",
    "Score",
    "Games",
    "withdrew",
    "Win 3 · second 2 · third 1 · tie-breaks: opponents' points, then total score",
)
CYRILLIC = "Ярослав Володимирович Григоренко"  # 32 characters: fits only drawn smaller
CAPITALS = "ЩЕРБАЖИЮК ШУМЕЙКО-ЖДАНЮК ШЕВЧУКЮ"  # 32 wide capitals: too wide even then
ICELANDIC = "Þórdís Guðrún Æsa ðþæö Ólafsdótt"
MISSING = "\ue000"  # a private-use code point: no font draws it (the fallback box)


def decode(data: bytes) -> Image.Image:
    assert data.startswith(PNG)
    img = Image.open(io.BytesIO(data))
    assert img.format == "PNG"
    return img.convert("RGB")


def table(n: int = 8, **changes: StandingsRow) -> list[StandingsRow]:
    """`n` rows in order, ranks 1..n; `r3=...` replaces row 3."""
    names = ["Ana", "Юлія", "Dóra", "Þórdís", "Jiří Dvořák"]
    rows = [
        StandingsRow(i + 1, f"{names[i % 5]} {i}", 12 - i / 2, 30 - i, 400 - 7 * i, 5, 0, False)
        for i in range(n)
    ]
    for key, row in changes.items():
        rows[int(key.lstrip("r"))] = row
    return rows


def row_pixels(img: Image.Image, i: int, x0: int, x1: int) -> bytes:
    """The pixels of row `i` between x0 and x1 (exclusive)."""
    y = row_top(i)
    return img.crop((x0, y, x1, y + ROW_H)).tobytes()


def ink_right(img: Image.Image, i: int, k: int) -> int:
    """The x of the rightmost pixel of column `k` in row `i` that is not the row's colour."""
    x0, x1 = COLUMNS[k]
    y, fill = row_top(i), row_fill(i)
    inked = [x for x in range(x0, x1) for dy in range(ROW_H) if img.getpixel((x, y + dy)) != fill]
    return max(inked)


def test_standings_png_is_a_png_that_grows_with_its_rows():
    sizes = []
    for n in (0, 1, 10, MAX_ROWS):
        img = decode(standings_png(table(n), LABELS))
        assert img.size == standings_size(n) and img.width == WIDTH
        sizes.append(img.height)
    assert sizes == sorted(set(sizes))
    assert sizes[2] - sizes[1] == 9 * ROW_H  # each row adds the same height
    assert sizes[-1] < 1600  # 32 rows still fit a phone's scroll


def test_empty_standings_still_draw_the_header_headings_and_footer():
    empty = decode(standings_png([], LABELS))
    blank = decode(standings_png([], StandingsLabels(*[""] * 10)))
    assert empty.size == blank.size == standings_size(0)
    assert empty.height == standings_size(1)[1] - ROW_H
    head = (0, 0, WIDTH, row_top(0))  # title, subtitle and headings
    foot = (0, row_top(0) + 12, WIDTH, empty.height)
    for box in (head, foot):
        assert empty.crop(box).tobytes() != blank.crop(box).tobytes()


@pytest.mark.parametrize("withdrawn", [False, True])
@pytest.mark.parametrize("name", [CYRILLIC, CAPITALS, ICELANDIC])
@pytest.mark.parametrize("i", [1, 4])  # a shaded row and a plain one (a medal and no medal)
def test_a_long_name_never_leaves_its_column(i, name, withdrawn):
    long = table(6, **{f"r{i}": StandingsRow(i + 1, name, 9.5, 20.5, 300, 5, 1, withdrawn)})
    blank = table(6, **{f"r{i}": StandingsRow(i + 1, "", 9.5, 20.5, 300, 5, 1, withdrawn)})
    a = decode(standings_png(long, LABELS))
    b = decode(standings_png(blank, LABELS))
    name_x0, name_x1 = COLUMNS[1]
    assert row_pixels(a, i, name_x0, name_x1) != row_pixels(b, i, name_x0, name_x1)
    # Not one pixel beyond the column's padding: that is bare row, and the rest of the row (the
    # numbers) is as without the name.
    fill, y = row_fill(i), row_top(i)
    for x in range(name_x1 - CELL_PAD, name_x1):
        for dy in range(ROW_H):
            assert a.getpixel((x, y + dy)) == fill, (x, dy)
    edge = name_x1 - CELL_PAD
    assert row_pixels(a, i, edge, WIDTH) == row_pixels(b, i, edge, WIDTH)
    assert row_pixels(a, i - 1, 0, WIDTH) == row_pixels(b, i - 1, 0, WIDTH)


def test_a_name_too_wide_even_when_smaller_is_cut_with_an_ellipsis():
    x0, x1 = COLUMNS[1]
    room = x1 - x0 - 2 * CELL_PAD
    assert fit(CYRILLIC, NAME_SMALLEST, True, room) == CYRILLIC
    shown = fit(CAPITALS, NAME_SMALLEST, True, room)
    assert shown.endswith(ELLIPSIS) and len(shown) > 20
    # Drawn as measured: the cut name and its ellipsis end where `text_width` says.
    rows = table(3, r2=StandingsRow(3, CAPITALS, 9.5, 20.5, 300, 5, 0, False))
    right = ink_right(decode(standings_png(rows, LABELS)), 2, 1)
    assert abs(right - (x0 + CELL_PAD + text_width(shown, NAME_SMALLEST, True))) <= 3
    assert right < x1 - CELL_PAD


def test_withdrawn_players_are_greyed_and_marked_in_place():
    rows = table(6)
    gone = [*rows[:3], replace(rows[3], withdrawn=True), *rows[4:]]
    a = decode(standings_png(rows, LABELS))
    b = decode(standings_png(gone, LABELS))
    assert a.size == b.size  # still listed, in its place
    for x0, x1 in (COLUMNS[1], COLUMNS[2], COLUMNS[5]):  # the name, and the numbers greyed
        assert row_pixels(a, 3, x0, x1) != row_pixels(b, 3, x0, x1)
    assert row_pixels(a, 3, *COLUMNS[0]) == row_pixels(b, 3, *COLUMNS[0])  # its rank stays
    for i in (2, 4):
        assert row_pixels(a, i, 0, WIDTH) == row_pixels(b, i, 0, WIDTH)
    # The word, on its pill after the name.
    cy = row_top(3) + ROW_H // 2
    assert any(b.getpixel((x, cy - 8)) == TAG_FILL for x in range(*COLUMNS[1]))
    assert not any(a.getpixel((x, cy - 8)) == TAG_FILL for x in range(*COLUMNS[1]))
    wordless = decode(standings_png(gone, replace(LABELS, withdrawn="")))
    assert row_pixels(wordless, 3, *COLUMNS[1]) not in (
        row_pixels(a, 3, *COLUMNS[1]),
        row_pixels(b, 3, *COLUMNS[1]),
    )


def test_shared_ranks_are_drawn_as_given():
    ranks = [1, 1, 3, 4, 5, 5, 5, 8]
    rows = [replace(row, rank=r) for row, r in zip(table(8), ranks, strict=True)]
    img = decode(standings_png(rows, LABELS))
    r0, r1 = COLUMNS[0]
    cx = (r0 + r1) // 2
    medals = [img.getpixel((cx - 9, row_top(i) + ROW_H // 2)) for i in range(3)]
    assert close(medals[0], MEDALS[1]) and close(medals[1], MEDALS[1])  # two firsts...
    assert close(medals[2], MEDALS[3])  # ...then a third, and no second
    assert all(not close(m, MEDALS[2]) for m in medals)
    assert img.getpixel((cx - 9, row_top(3) + ROW_H // 2)) == row_fill(3)  # no medal for 4th
    # Rows 4 and 6 (both plain) share rank 5: the same rank cell; 6 would differ.
    assert row_pixels(img, 4, r0, r1) == row_pixels(img, 6, r0, r1)
    sixth = [*rows[:6], replace(rows[6], rank=6), rows[7]]
    other = decode(standings_png(sixth, LABELS))
    assert row_pixels(other, 6, r0, r1) != row_pixels(img, 6, r0, r1)


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (12.0, "12"),
        (7.5, "7.5"),
        (0.0, "0"),
        (-0.0, "0"),
        (-0.001, "0"),
        (0.25, "0.25"),
        (1 / 3, "0.33"),
        (7.4999999, "7.5"),
        (100.0, "100"),
        (-1.5, "−1.5"),
    ],
)
def test_points_are_written_without_a_needless_decimal(value, text):
    assert format_points(value) == text


def test_numbers_are_right_aligned():
    short = table(3, r1=StandingsRow(2, "Bo", 7.5, 9.0, 8, 5, 0, False))
    wide = table(3, r1=StandingsRow(2, "Bo", 117.5, 109.25, 1008, 15, 0, False))
    a, b = decode(standings_png(short, LABELS)), decode(standings_png(wide, LABELS))
    for k in range(2, len(COLUMNS)):
        assert row_pixels(a, 1, *COLUMNS[k]) != row_pixels(b, 1, *COLUMNS[k])
        assert abs(ink_right(a, 1, k) - ink_right(b, 1, k)) <= 1, k  # glyphs' side bearings


def test_byes_are_drawn_after_the_games():
    rows = table(3)
    bye = [rows[0], replace(rows[1], byes=1), rows[2]]
    a, b = decode(standings_png(rows, LABELS)), decode(standings_png(bye, LABELS))
    x1 = COLUMNS[-1][1] - CELL_PAD
    assert row_pixels(a, 1, x1 - BYES_W, WIDTH) != row_pixels(b, 1, x1 - BYES_W, WIDTH)
    assert row_pixels(a, 1, 0, x1 - BYES_W) == row_pixels(b, 1, 0, x1 - BYES_W)


def test_more_rows_than_one_image_holds_are_refused():
    full = decode(standings_png(table(MAX_ROWS), LABELS))  # the most: drawn
    assert full.size == standings_size(MAX_ROWS)
    with pytest.raises(ValueError):
        standings_png(table(MAX_ROWS + 1), LABELS)


@pytest.mark.parametrize(
    ("labels", "name"),
    [
        (
            StandingsLabels(
                "Весняний турнір — після туру 3 з 5",
                "Azul · кольоровий бік · столи по 3",
                "№",
                "Гравець",
                "Очки",
                "Суперники",
                "Рахунок",
                "Ігри",
                "вибув",
                "Перемога 3 · тай-брейки: очки суперників, рахунок",
            ),
            CYRILLIC,
        ),
        (
            StandingsLabels(
                "Vormót — staðan eftir 3. umferð af 5",
                "Azul · litahliðin · þriggja manna borð",
                "#",
                "Leikmaður",
                "Stig",
                "Mótherjar",
                "Skor",
                "Leikir",
                "hætti",
                "Sigur 3 · jafntefli: stig mótherja, skor",
            ),
            ICELANDIC,
        ),
        (
            StandingsLabels(
                "Jarní švýcar — pořadí po 3. kole z 5",
                "Azul · barevná strana · stoly po 3",
                "#",
                "Hráč",
                "Body",
                "Body soupeřů",
                "Skóre",
                "Hry",
                "odstoupil",
                "Výhra 3 · rozhodují body soupeřů, pak skóre",
            ),
            "Bořivoj Dvořák Šťastný",
        ),
    ],
)
def test_translated_standings_are_drawn_in_their_own_letters(labels, name):
    rows = [
        StandingsRow(1, name, 9, 20, 300, 3, 0, False),
        StandingsRow(2, name, 6, 21, 280, 3, 0, True),
    ]
    tofu_labels = StandingsLabels(*(MISSING * len(w) for w in vars(labels).values()))
    tofu_rows = [replace(r, name=MISSING * len(name)) for r in rows]
    drawn = decode(standings_png(rows, labels))
    tofu = decode(standings_png(tofu_rows, tofu_labels))
    assert drawn.size == tofu.size == standings_size(2)
    assert row_pixels(drawn, 0, *COLUMNS[1]) != row_pixels(tofu, 0, *COLUMNS[1])
    assert (
        drawn.crop((0, 0, WIDTH, row_top(0))).tobytes()
        != tofu.crop((0, 0, WIDTH, row_top(0))).tobytes()
    )


def test_any_unicode_is_drawn_without_failing():
    weird = "🤖 日本語 ẞ\u0301 \ud800 e\u200de\n\ttab" + "W" * 200
    rows = [StandingsRow(1, weird, float("nan"), float("inf"), -5, 0, 99, True)]
    assert decode(standings_png(rows, StandingsLabels(*[weird] * 10))).size == standings_size(1)


def test_standings_are_the_same_picture_for_the_same_input():
    rows = table(MAX_ROWS, r7=StandingsRow(7, CAPITALS, 8.5, 20.25, 300, 5, 1, True))
    drawn = picture(standings_png(rows, LABELS))
    assert picture(standings_png(list(rows), replace(LABELS))) == drawn
    assert picture(standings_png(rows[:-1], LABELS)) != drawn
