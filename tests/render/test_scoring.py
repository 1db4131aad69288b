"""The scoring example: Azul's tile score, and an image of the wall that shows it (the new tile
ringed, its runs outlined, their counts and the sum written) from the caller's words."""

from __future__ import annotations

import io
import random
from dataclasses import replace

import pytest
from PIL import Image

from render.scoring import (
    COLUMN_INK,
    COLUMN_LABEL_Y,
    LABEL_X,
    OUTLINE_PAD,
    PANEL,
    RING,
    RING_PAD,
    ROW_INK,
    ScoringLabels,
    scoring_example_image,
    scoring_example_png,
    scoring_size,
    tile_points,
    wall_cell,
)
from rules.azul.game import tile_points as rules_tile_points
from rules.azul.game import wall_colour

from .helpers import close

PNG = b"\x89PNG\r\n\x1a\n"
LABELS = ScoringLabels(
    "Tiling: the new tile scores its row and its column",
    "{n} in the row",
    "{n} in the column",
    "alone: 1 point",
    "= {points} points",
)
# The rulebook's example: four in row 2 (columns 0-3) and three in column 3 (rows 0-2), the new
# tile at (2, 3) where they cross.
RULEBOOK = {(2, 0), (2, 1), (2, 2), (2, 3), (0, 3), (1, 3)}
ALONE = {(0, 0), (0, 2), (2, 3), (4, 4)}  # (2, 3) has no neighbour
ROW_OF_THREE = {(1, 1), (1, 2), (1, 3), (3, 2)}  # placed at (1, 2): 3 across, 1 down


def filled(cells: set[tuple[int, int]]) -> list[list[bool]]:
    return [[(r, c) in cells for c in range(5)] for r in range(5)]


def coloured(cells: set[tuple[int, int]]) -> list[list[int | None]]:
    """A coloured-side wall with tiles on `cells`, each on its printed colour."""
    return [[wall_colour(r, c) if (r, c) in cells else None for c in range(5)] for r in range(5)]


def decode(data: bytes) -> Image.Image:
    assert data.startswith(PNG)
    img = Image.open(io.BytesIO(data))
    assert img.format == "PNG"
    return img.convert("RGB")


def image(cells=RULEBOOK, placed=(2, 3), labels=LABELS, side="colour", colour_blind=False):
    wall = coloured(cells)
    return scoring_example_image(side, wall, placed, labels, colour_blind)


def colours(img: Image.Image) -> set[tuple[int, int, int]]:
    return {rgb for _, rgb in img.getcolors(maxcolors=img.width * img.height)}


def band(img: Image.Image, y0: int, y1: int) -> bytes:
    return img.crop((0, y0, img.width, y1)).tobytes()


# -- the score ----------------------------------------------------------------------------------


def test_a_tile_alone_scores_one():
    assert tile_points(filled(ALONE), 2, 3) == (1, 1, 1)
    assert tile_points(filled({(0, 0)}), 0, 0) == (1, 1, 1)


def test_the_rulebook_example_four_in_the_row_and_three_in_the_column_scores_seven():
    assert tile_points(filled(RULEBOOK), 2, 3) == (4, 3, 7)


def test_only_a_row_scores_its_length():
    assert tile_points(filled(ROW_OF_THREE), 1, 2) == (3, 1, 3)
    assert tile_points(filled({(1, 4), (2, 4)}), 2, 4) == (1, 2, 2)  # only a column of two


def test_a_full_row_and_a_full_column_score_ten():
    cross = {(2, c) for c in range(5)} | {(r, 2) for r in range(5)}
    assert tile_points(filled(cross), 2, 2) == (5, 5, 10)
    corner = {(4, c) for c in range(5)} | {(r, 4) for r in range(5)}
    assert tile_points(filled(corner), 4, 4) == (5, 5, 10)


def test_a_gap_breaks_a_run():
    # Row 1: X X . X X, the new tile at column 3 sees only column 4; column 3: X . X X.
    cells = {(1, 0), (1, 1), (1, 3), (1, 4), (3, 3), (4, 3), (2, 2)}
    assert tile_points(filled(cells), 1, 3) == (2, 1, 2)
    assert tile_points(filled(cells), 3, 3) == (1, 2, 2)
    # Diagonal neighbours are no neighbours.
    assert tile_points(filled({(1, 1), (2, 2), (3, 3)}), 2, 2) == (1, 1, 1)


def test_the_score_is_the_engines_on_random_walls():
    rng = random.Random(7)
    for _ in range(300):
        cells = {(r, c) for r in range(5) for c in range(5) if rng.random() < 0.5}
        r, c = rng.randrange(5), rng.randrange(5)
        cells.add((r, c))
        flat = [0 if (i // 5, i % 5) in cells else -1 for i in range(25)]
        h, v, points = tile_points(filled(cells), r, c)
        assert points == rules_tile_points(flat, r, c), (sorted(cells), r, c)
        assert 1 <= h <= 5 and 1 <= v <= 5


def test_a_space_without_a_tile_or_off_the_wall_is_refused():
    with pytest.raises(ValueError):
        tile_points(filled(RULEBOOK), 4, 4)
    with pytest.raises(ValueError):
        tile_points(filled(RULEBOOK), 5, 0)
    with pytest.raises(ValueError):
        tile_points([[True] * 5] * 4, 0, 0)


# -- the image ----------------------------------------------------------------------------------


def test_the_png_is_a_compact_png_of_the_same_size_for_every_example():
    rulebook = decode(scoring_example_png("colour", coloured(RULEBOOK), (2, 3), LABELS))
    grey = decode(scoring_example_png("grey", coloured(ALONE), (2, 3), LABELS, True))
    assert rulebook.size == grey.size == scoring_size()
    assert 500 <= rulebook.width <= 700 and rulebook.height < 700
    assert rulebook.tobytes() == image().tobytes()  # the PNG holds the image's pixels


def test_the_same_input_gives_the_same_bytes():
    a = scoring_example_png("colour", coloured(RULEBOOK), (2, 3), LABELS)
    b = scoring_example_png("colour", coloured(set(RULEBOOK)), (2, 3), replace(LABELS))
    assert a == b


def _ring_points(box):
    """Just inside the ring's outer edge, at the middle of each side of a tile's box."""
    x0, y0, x1, y1 = box
    cx, cy, k = (x0 + x1) // 2, (y0 + y1) // 2, RING_PAD - 1
    return [(cx, y0 - k), (cx, y1 - 1 + k), (x0 - k, cy), (x1 - 1 + k, cy)]


def test_the_placed_tile_is_ringed_and_no_other():
    img = image()
    for xy in _ring_points(wall_cell(2, 3)):
        assert close(img.getpixel(xy), RING, 2), xy
    for other in ((0, 3), (2, 0), (4, 4)):
        assert not any(close(img.getpixel(xy), RING, 40) for xy in _ring_points(wall_cell(*other)))
    # The same wall with the new tile at (0, 3): the ring moves there.
    moved = image(placed=(0, 3))
    assert all(close(moved.getpixel(xy), RING, 2) for xy in _ring_points(wall_cell(0, 3)))
    assert not any(close(moved.getpixel(xy), RING, 40) for xy in _ring_points(wall_cell(2, 3)))


def test_the_runs_are_outlined_in_two_colours_only_when_longer_than_one():
    img = image()
    x0, y0, _, y1 = wall_cell(2, 0)  # the row's first tile: its outline's left side
    assert close(img.getpixel((x0 - OUTLINE_PAD + 1, (y0 + y1) // 2)), ROW_INK, 2)
    cx0, cy0, cx1, _ = wall_cell(0, 3)  # the column's first tile: its outline's top
    assert close(img.getpixel(((cx0 + cx1) // 2, cy0 - OUTLINE_PAD + 1)), COLUMN_INK, 2)
    assert {ROW_INK, COLUMN_INK, RING} <= colours(img)
    only_row = colours(image(ROW_OF_THREE, (1, 2)))
    assert ROW_INK in only_row and COLUMN_INK not in only_row  # no outline, no count
    alone = colours(image(ALONE))
    assert RING in alone and ROW_INK not in alone and COLUMN_INK not in alone


def test_the_counts_and_the_sum_are_filled_in_and_drawn_where_they_belong():
    img = image()
    # The numbers are formatted in: the same pixels as the caller's words with them written.
    written = replace(LABELS, row="4 in the row", column="3 in the column", total="= 7 points")
    assert image(labels=written).tobytes() == img.tobytes()
    # The sum under the wall: another total changes that band and nothing above it.
    top = COLUMN_LABEL_Y + 16
    other = image(labels=replace(LABELS, total="= 8 points"))
    assert band(other, top, PANEL[3]) != band(img, top, PANEL[3])
    assert band(other, 0, top) == band(img, 0, top)
    # The row's count right of its row; the column's under the wall.
    _, ry0, _, ry1 = wall_cell(2, 3)
    row_box = (LABEL_X, ry0, PANEL[2], ry1)
    changed = image(labels=replace(LABELS, row="{n} across"))
    assert changed.crop(row_box).tobytes() != img.crop(row_box).tobytes()
    assert band(changed, ry1, PANEL[3]) == band(img, ry1, PANEL[3])
    changed = image(labels=replace(LABELS, column="{n} down"))
    wall_bottom = wall_cell(4, 0)[3]
    assert band(changed, wall_bottom, top) != band(img, wall_bottom, top)
    assert band(changed, 0, wall_bottom) == band(img, 0, wall_bottom)


def test_a_tile_alone_shows_the_alone_words_instead_of_a_sum():
    img = image(ALONE)
    top = COLUMN_LABEL_Y + 16
    assert image(ALONE, labels=replace(LABELS, total="= 99 points")).tobytes() == img.tobytes()
    other = image(ALONE, labels=replace(LABELS, alone="alone: one point"))
    assert band(other, top, PANEL[3]) != band(img, top, PANEL[3])
    blank = image(ALONE, labels=replace(LABELS, alone=""))
    assert band(blank, top, PANEL[3]) != band(img, top, PANEL[3])


def test_the_title_is_drawn_above_the_wall():
    img = image()
    untitled = image(labels=replace(LABELS, title=""))
    assert band(untitled, 0, PANEL[1]) != band(img, 0, PANEL[1])
    assert band(untitled, PANEL[1], img.height) == band(img, PANEL[1], img.height)


def test_colour_blind_tiles_carry_glyphs():
    plain, glyphs = image(), image(colour_blind=True)
    assert plain.size == glyphs.size
    tile = wall_cell(2, 0)
    assert plain.crop(tile).tobytes() != glyphs.crop(tile).tobytes()
    empty = wall_cell(4, 0)  # the printed pattern carries them too
    assert plain.crop(empty).tobytes() != glyphs.crop(empty).tobytes()


def test_the_coloured_side_refuses_a_tile_off_its_printed_space():
    wrong_placed = coloured(RULEBOOK)
    wrong_placed[2][3] = (wall_colour(2, 3) + 1) % 5
    wrong_other = coloured(RULEBOOK)
    wrong_other[0][3] = (wall_colour(0, 3) + 2) % 5
    for wall in (wrong_placed, wrong_other):
        with pytest.raises(ValueError):
            scoring_example_png("colour", wall, (2, 3), LABELS)


def test_the_grey_side_takes_any_colour_once_per_row_and_column():
    # The coloured side's pattern turned round: wrong there, fine on the grey side.
    wall = [[(r + c) % 5 if (r, c) in RULEBOOK else None for c in range(5)] for r in range(5)]
    with pytest.raises(ValueError):
        scoring_example_png("colour", wall, (2, 3), LABELS)
    img = scoring_example_image("grey", wall, (2, 3), LABELS)
    assert img.size == scoring_size()
    assert {ROW_INK, COLUMN_INK, RING} <= colours(img)  # scored the same: 4 + 3
    sample = wall_cell(4, 0)  # an empty space: plain grey, no printed pattern
    assert image(side="grey").crop(sample).tobytes() != image().crop(sample).tobytes()
    twice = [line[:] for line in wall]
    twice[2][4] = twice[2][0]  # a colour twice in a row
    with pytest.raises(ValueError):
        scoring_example_png("grey", twice, (2, 3), LABELS)


@pytest.mark.parametrize(
    ("side", "placed", "change"),
    [
        ("colour", (4, 4), None),  # no tile where the new one should be
        ("colour", (5, 0), None),  # off the wall
        ("pavilion", (2, 3), None),
        ("grey", (2, 3), ((0, 0), 5)),  # no such colour
        ("grey", (2, 3), ((0, 0), True)),
    ],
)
def test_bad_input_is_refused(side, placed, change):
    wall = coloured(RULEBOOK)
    if change is not None:
        (r, c), v = change
        wall[r][c] = v
    with pytest.raises(ValueError):
        scoring_example_png(side, wall, placed, LABELS)


def test_a_wall_not_five_by_five_is_refused():
    wall = coloured(RULEBOOK)
    with pytest.raises(ValueError):
        scoring_example_png("colour", wall[:4], (2, 3), LABELS)
    with pytest.raises(ValueError):
        scoring_example_png("colour", [*wall[:4], wall[4][:4]], (2, 3), LABELS)


def test_long_and_foreign_words_are_drawn_without_failing():
    long = ScoringLabels(
        "Обкладання стіни: нова плитка приносить очки за свій ряд і свій стовпець " * 2,
        "{n} плиток у ряду поспіль, рахуючи нову " * 3,
        "{n} flísar í dálkinum, nýja flísin talin með " * 3,
        "samotná: 1 bod",
        "= {points} bodů za tuto dlaždici " * 4,
    )
    img = image(labels=long)
    assert img.size == scoring_size()
    assert img.getpixel((img.width - 2, img.height // 2)) == img.getpixel((1, 1))  # felt
