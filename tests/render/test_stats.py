"""Statistics and leaderboard images: every word comes from the caller, names stay in their
column, and the same input gives the same bytes."""

from __future__ import annotations

import io
import itertools
import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from render.stats import (
    CELL_PAD,
    COLUMNS,
    COMPUTER,
    HIGHLIGHT,
    MAX_BINS,
    MAX_ROWS,
    MEDALS,
    ROW_H,
    WIDTH,
    ZEBRA,
    EditionStats,
    LadderRow,
    StatsLabels,
    _axis,
    _bins,
    _tag_place,
    leaderboard_png,
    leaderboard_size,
    row_fill,
    row_top,
    stats_png,
    stats_size,
)
from render.theme import BOARD

from ..pictures import picture
from .helpers import close

PNG = b"\x89PNG\r\n\x1a\n"
LABELS = StatsLabels("Rating", "Scores", "No rated games yet")
HEADERS = ["#", "Player", "Rating", "Games", "Wins"]
LONG = "Bořivoj Þórðarson Олександрович the Very Long Named Player of the Azul Tables"
MISSING = "\ue000"  # a private-use code point: no font draws it (the fallback box)


def decode(data: bytes) -> Image.Image:
    assert data.startswith(PNG)
    img = Image.open(io.BytesIO(data))
    assert img.format == "PNG"
    return img.convert("RGB")


def azul(seed: int = 1, games: int = 200, summary: int = 2) -> EditionStats:
    rng = random.Random(seed)
    rating, ratings = 1500.0, []
    for _ in range(games):
        rating += rng.gauss(2, 18)
        ratings.append(rating)
    scores = [max(0, round(rng.gauss(62, 18))) for _ in range(games)]
    lines = ["200 games · 87 wins · average 61.2 · best 112", "Rank 3 of 41"][:summary]
    return EditionStats("Azul", ratings, scores, lines)


def ladder(n: int = 25, **changes) -> list[LadderRow]:
    names = ["Ana", "Юлія", "Dóra", "Þórdís", "Jiří Dvořák"]
    rows = [
        LadderRow(i + 1, f"{names[i % 5]} {i}", 1800 - 17 * i, 40 + i, 20 + i) for i in range(n)
    ]
    for i, row in changes.items():
        rows[int(i.lstrip("r"))] = row
    return rows


def row_pixels(img: Image.Image, i: int, x0: int, x1: int) -> bytes:
    """The pixels of leaderboard row `i` between x0 and x1 (exclusive)."""
    y = row_top(i)
    return img.crop((x0, y, x1, y + ROW_H)).tobytes()


# -- a player's statistics ----------------------------------------------------------------------


def test_stats_png_is_a_png_of_the_announced_size():
    panels = [azul(1), azul(2, games=30, summary=1)]
    img = decode(stats_png("Ana", panels, LABELS))
    assert img.size == stats_size(panels)
    assert img.width == WIDTH and 400 < img.height < 1200


def test_a_second_band_makes_the_image_taller():
    one = decode(stats_png("Ana", [azul(1)], LABELS))
    two = decode(stats_png("Ana", [azul(1), azul(2)], LABELS))
    assert one.width == two.width
    assert two.height > one.height + 250
    # More summary lines, a taller band.
    assert stats_size([azul(1, summary=2)])[1] > stats_size([azul(1, summary=1)])[1]


def test_no_data_still_draws_and_says_so():
    empty = EditionStats("Azul", [], [], ["0 games"])
    some = EditionStats("Azul", [1500.0, 1512.5], [61, 74], ["0 games"])
    blank = decode(stats_png("Ana", [empty], StatsLabels("Rating", "Scores", "")))
    said = decode(stats_png("Ana", [empty], LABELS))
    drawn = decode(stats_png("Ana", [some], LABELS))
    assert said.size == blank.size == drawn.size
    half = WIDTH // 2
    for x0, x1 in ((0, half), (half, WIDTH)):  # the no_games words, in both charts
        box = (x0, 0, x1, said.height)
        assert said.crop(box).tobytes() != blank.crop(box).tobytes()
    assert said.tobytes() != drawn.tobytes()


@pytest.mark.parametrize(
    ("ratings", "scores"),
    [
        ([1500.0], [0]),  # one game
        ([25.0] * 40, [50] * 40),  # a flat line, every score in one bin
        ([1500.0, 1400.0], [-3, 12]),  # a fall; a negative score
        ([float("nan"), 1.5, float("inf"), 2.25], [0, 1000, 7]),  # not numbers; a wide range
        ([-0.004, 0.003], [10**9]),  # tiny values; one huge score
    ],
)
def test_odd_data_draws(ratings, scores):
    with_data = decode(stats_png("Ana", [EditionStats("Azul", ratings, scores, [])], LABELS))
    without = decode(stats_png("Ana", [EditionStats("Azul", [], [], [])], LABELS))
    assert with_data.size == without.size
    assert with_data.tobytes() != without.tobytes()


def test_stats_are_the_same_picture_for_the_same_input():
    panels = [azul(3), azul(4)]
    drawn = picture(stats_png("Ana", panels, LABELS))
    assert picture(stats_png("Ana", list(panels), LABELS)) == drawn
    assert picture(stats_png("Ana", [azul(3), azul(5)], LABELS)) != drawn


@pytest.mark.parametrize(
    ("player", "title", "labels", "summary"),
    [
        (
            "Олександра",
            "Літній павільйон",
            StatsLabels("Рейтинг", "Очки", "Ще немає рейтингових ігор"),
            "42 гри · 17 перемог · середнє 61,2 · найкраще 94",
        ),
        (
            "Þórdís Guðrún",
            "Sumarskálinn",
            StatsLabels("Stig", "Skor", "Engir leikir enn"),
            "42 leikir · 17 sigrar · meðaltal 61,2 · best 94",
        ),
        (
            "Bořivoj Dvořák",
            "Letní pavilon",
            StatsLabels("Hodnocení", "Skóre", "Zatím žádné hodnocené hry"),
            "42 her · 17 výher · průměr 61,2 · nejlepší 94",
        ),
    ],
)
def test_translated_words_are_drawn_in_their_own_letters(player, title, labels, summary):
    panel = EditionStats(title, [], [80], [summary])
    drawn = decode(stats_png(player, [panel], labels))
    # The same words as fallback boxes: if the font lacked these letters, the images would match.
    tofu = StatsLabels(*(MISSING * len(w) for w in (labels.rating, labels.scores, labels.no_games)))
    boxes = EditionStats(MISSING * len(title), [], [80], [MISSING * len(summary)])
    assert drawn.tobytes() != decode(stats_png(MISSING * len(player), [boxes], tofu)).tobytes()


def test_any_unicode_is_drawn_without_failing():
    weird = "🤖 日本語 ẞ\u0301 \ud800 e\u200de\n\ttab" + "W" * 200
    panel = EditionStats(weird, [1.0, 2.0], [3], [weird, weird, weird, weird])
    img = decode(stats_png(weird, [panel], StatsLabels(weird, weird, weird)))
    assert img.size == stats_size([panel])  # at most three summary lines
    rows = [LadderRow(1, weird, 1, 1, 1, computer=True), LadderRow(2, "", 2, 2, 2)]
    assert decode(leaderboard_png(weird, [weird] * 5, rows)).size == leaderboard_size(2)


@settings(max_examples=200, deadline=None)
@given(
    st.floats(-1e6, 1e6, allow_nan=False),
    st.floats(0, 1e5, allow_nan=False),
)
def test_the_rating_axis_has_three_to_five_round_ticks_around_the_data(lo, span):
    hi = lo + span
    bottom, top, ticks = _axis(lo, hi)
    assert 3 <= len(ticks) <= 5
    assert bottom <= lo and top >= hi
    step = ticks[1] - ticks[0]
    # Inside the range, give or take the rounding `_axis` allows a tick (a billionth of a step:
    # -510000 for a range from -509999.9999988 with steps of 5000).
    slack = max(1e-6, 1e-9 * step)
    assert all(bottom - slack <= t <= top + slack for t in ticks)
    assert all(math.isclose(b - a, step, rel_tol=1e-6) for a, b in itertools.pairwise(ticks))
    mantissa = step / 10 ** math.floor(math.log10(step) + 1e-9)
    assert any(math.isclose(mantissa, m, rel_tol=1e-6) for m in (1, 2, 5))


def test_score_bins_are_tens_from_zero_unless_the_range_is_wide():
    assert _bins([0, 9, 10, 94]) == (0, 10, [2, 1, 0, 0, 0, 0, 0, 0, 0, 1])
    assert _bins([55, 61]) == (0, 10, [0, 0, 0, 0, 0, 1, 1])
    start, width, counts = _bins([0, 400])
    assert (start, width, len(counts)) == (0, 50, 9)
    assert _bins([-12, 5])[:2] == (-20, 10)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(-500, 10**6), min_size=1, max_size=60))
def test_every_score_falls_in_one_of_few_bins(scores):
    start, width, counts = _bins(scores)
    assert sum(counts) == len(scores)
    assert 1 <= len(counts) <= MAX_BINS
    assert start <= 0 and start % width == 0 and start <= min(scores)
    assert start + width * len(counts) > max(scores)
    assert width >= 10


def test_the_last_value_tag_keeps_off_the_line():
    tw, th = 50, 24
    rising = [(100 + 10 * i, 300 - 20 * i) for i in range(10)]  # up to the last point
    falling = [(100 + 10 * i, 100 + 20 * i) for i in range(10)]
    (rx, ry), (fx, fy) = (
        _tag_place(rising, tw, th, (0, 1000)),
        _tag_place(falling, tw, th, (0, 1000)),
    )
    assert ry + th <= rising[-1][1]  # above the end of a rising line
    assert fy >= falling[-1][1]  # below the end of a falling one
    assert rx + tw <= rising[-1][0] and fx + tw <= falling[-1][0]
    # Kept inside the plot, even where the preferred side has no room.
    assert _tag_place([(0, 500), (100, 5)], tw, th, (0, 1000))[1] >= 0


# -- the leaderboard --------------------------------------------------------------------------


def test_leaderboard_png_is_a_png_sized_by_its_rows():
    img = decode(leaderboard_png("Leaderboard", HEADERS, ladder(25)))
    assert img.size == leaderboard_size(25) and img.width == WIDTH
    assert leaderboard_size(10)[1] < img.height < 1300
    # More than MAX_ROWS: the rest are left out.
    assert decode(leaderboard_png("L", HEADERS, ladder(30))).size == leaderboard_size(MAX_ROWS)


def test_an_empty_leaderboard_is_just_the_title_and_headers():
    empty = decode(leaderboard_png("Leaderboard", HEADERS, []))
    assert empty.size == leaderboard_size(0)
    assert empty.height < row_top(1)
    assert empty.tobytes() != decode(leaderboard_png("Leaderboard", [""] * 5, [])).tobytes()


def test_headers_are_five():
    with pytest.raises(ValueError):
        leaderboard_png("Leaderboard", HEADERS[:4], [])


@pytest.mark.parametrize("computer", [False, True])
@pytest.mark.parametrize("i", [1, 4])  # a shaded row and a plain one (a medal and no medal)
def test_a_long_name_never_leaves_its_column(i, computer):
    long = ladder(6, **{f"r{i}": LadderRow(i + 1, LONG, 1700, 50, 20, computer=computer)})
    blank = ladder(6, **{f"r{i}": LadderRow(i + 1, "", 1700, 50, 20, computer=computer)})
    a = decode(leaderboard_png("L", HEADERS, long))
    b = decode(leaderboard_png("L", HEADERS, blank))
    name_x0, name_x1 = COLUMNS[1]
    # The name is drawn, right up to its column's padding...
    assert row_pixels(a, i, name_x0, name_x1) != row_pixels(b, i, name_x0, name_x1)
    assert row_pixels(a, i, name_x1 - CELL_PAD - 40, name_x1 - CELL_PAD) != row_pixels(
        b, i, name_x1 - CELL_PAD - 40, name_x1 - CELL_PAD
    )
    # ...and not one pixel further: the padding is bare row and the rest of the row is unchanged.
    fill = row_fill(i, long[i])
    y = row_top(i)
    for x in range(name_x1 - CELL_PAD, name_x1):
        for dy in range(ROW_H):
            assert a.getpixel((x, y + dy)) == fill, (x, dy)
    assert row_pixels(a, i, name_x1 - CELL_PAD, WIDTH) == row_pixels(
        b, i, name_x1 - CELL_PAD, WIDTH
    )
    # The other rows are the same.
    assert row_pixels(a, i - 1, 0, WIDTH) == row_pixels(b, i - 1, 0, WIDTH)


def test_rows_alternate_and_the_askers_row_is_highlighted():
    rows = ladder(8)
    mine = ladder(8, r5=LadderRow(6, "Ana 5", 1715, 45, 25, highlight=True))
    plain, lit = (
        decode(leaderboard_png("L", HEADERS, rows)),
        decode(leaderboard_png("L", HEADERS, mine)),
    )
    x = COLUMNS[0][0] + 12  # the rank column's left edge: no text or medal there
    at = [plain.getpixel((x, row_top(i) + 4)) for i in range(8)]
    assert at == [BOARD, ZEBRA] * 4
    assert lit.getpixel((x, row_top(5) + 4)) == HIGHLIGHT
    assert HIGHLIGHT not in (BOARD, ZEBRA)
    assert lit.getpixel((x, row_top(4) + 4)) == BOARD  # only the asker's row
    # The highlight is behind the whole row, numbers included.
    wins_x = COLUMNS[4][1] - 6
    assert (
        lit.getpixel((wins_x, row_top(5) + 4))
        == HIGHLIGHT
        != plain.getpixel((wins_x, row_top(5) + 4))
    )


def test_the_first_three_get_medals():
    img = decode(leaderboard_png("L", HEADERS, ladder(5)))
    rank_x0, rank_x1 = COLUMNS[0]
    cx = (rank_x0 + rank_x1) // 2
    for i in range(5):
        # Left of the number, inside the disc: the medal's colour, or the row's where none.
        pixel = img.getpixel((cx - 9, row_top(i) + ROW_H // 2))
        if i < 3:
            assert close(pixel, MEDALS[i + 1]), (i, pixel)
        else:
            assert pixel == row_fill(i, LadderRow(i + 1, "", 0, 0, 0))


def test_computer_players_are_marked():
    rows = ladder(5)
    bots = ladder(5, r3=LadderRow(4, rows[3].name, rows[3].rating, 43, 23, computer=True))
    a = decode(leaderboard_png("L", HEADERS, rows))
    b = decode(leaderboard_png("L", HEADERS, bots))
    x0, x1 = COLUMNS[1]
    assert row_pixels(a, 3, x0, x1) != row_pixels(b, 3, x0, x1)
    teal = [b.getpixel((x, row_top(3) + ROW_H // 2)) for x in range(x0, x1)]
    assert sum(close(p, COMPUTER, 6) for p in teal) >= 6  # the robot and the name, in teal
    assert not any(
        close(a.getpixel((x, row_top(3) + ROW_H // 2)), COMPUTER, 6) for x in range(x0, x1)
    )


@pytest.mark.parametrize(
    ("title", "headers", "name"),
    [
        ("Рейтинг сервера", ["№", "Гравець", "Рейтинг", "Ігри", "Перемоги"], "Олександра Ґудзь"),
        ("Stigatafla", ["#", "Leikmaður", "Stig", "Leikir", "Sigrar"], "Þórdís Guðrún Ævarsdóttir"),
        ("Žebříček", ["#", "Hráč", "Hodnocení", "Odehrané hry", "Výhry"], "Bořivoj Dvořák"),
    ],
)
def test_translated_leaderboards_are_drawn_in_their_own_letters(title, headers, name):
    rows = [LadderRow(1, name, 1500, 3, 2), LadderRow(2, name, 1490, 3, 1, highlight=True)]
    drawn = decode(leaderboard_png(title, headers, rows))
    tofu_rows = [LadderRow(r.rank, MISSING * len(name), r.rating, r.games, r.wins) for r in rows]
    tofu = leaderboard_png(MISSING * len(title), [MISSING * len(h) for h in headers], tofu_rows)
    assert drawn.size == leaderboard_size(2)
    assert row_pixels(drawn, 0, *COLUMNS[1]) != row_pixels(decode(tofu), 0, *COLUMNS[1])
    assert drawn.tobytes() != decode(tofu).tobytes()


def test_the_package_exports_them():
    import render

    assert render.stats_png is stats_png and render.leaderboard_png is leaderboard_png
    assert {"EditionStats", "StatsLabels", "LadderRow", "stats_png", "leaderboard_png"} <= set(
        render.__all__
    )


def test_leaderboards_are_the_same_picture_for_the_same_input():
    rows = ladder(25, r7=LadderRow(8, LONG, 1650, 10, 5, computer=True, highlight=True))
    drawn = picture(leaderboard_png("L", HEADERS, rows))
    assert picture(leaderboard_png("L", list(HEADERS), list(rows))) == drawn
    assert picture(leaderboard_png("L", HEADERS, rows[:24])) != drawn
