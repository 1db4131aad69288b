"""A drawn scoring example: one player's Azul wall, a newly placed tile and the points it scores.

For lessons and the rules reference. The wall is drawn as on the player board (the coloured
side's faint printed pattern, or the grey side's plain spaces) with the same tile sprites; the new
tile has a bright ring, its horizontal and vertical runs are outlined in two colours, each run's
count is written beside it and the sum under the wall. Like the rest of `render`, nothing here
knows Discord or the message catalogues: every word is passed in by the caller, already translated
(`ScoringLabels`); numbers are filled in here.

    >>> wall = [[None] * 5 for _ in range(5)]
    >>> for c in range(4):  # a row of four in row 2 (0-based), ending at column 3
    ...     wall[2][c] = (c - 2) % 5
    >>> for r in (0, 1):  # two tiles above column 3 make a column of three
    ...     wall[r][3] = (3 - r) % 5
    >>> labels = ScoringLabels("Tiling: the new tile scores its row and its column",
    ...     "{n} in the row", "{n} in the column", "alone: 1 point", "= {points} points")
    >>> png = scoring_example_png("colour", wall, (2, 3), labels)  # "4 + 3 = 7 points"

The score is Azul's (`rules.azul.tile_points`): h and v are the runs of contiguous tiles through
the new one, counting it; a tile with neither neighbour scores 1, otherwise each run longer than
1 scores its length. Same input, same bytes (see `render.png`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from rules.azul.game import wall_colour

from . import sprites, theme
from .azul import _faint_tile, _paste_tile
from .layout import MARGIN, Box
from .png import encode
from .stats import _box
from .text import draw_text, fit, text_width
from .theme import RGB

SIDES = ("colour", "grey")
SIZE = 5  # the wall is 5 x 5

# -- geometry ---------------------------------------------------------------------------------

TILE = 60
GAP = 16  # wider than on the board (8 at this size), so outlines and ring sit between tiles
STRIDE = TILE + GAP
WALL_W = SIZE * STRIDE - GAP
HEAD_H = 60  # the title band on the felt
TITLE_Y = 32  # its middle
PANEL_PAD = 24  # the wall's inset from the parchment's edge
WALL_X = MARGIN + PANEL_PAD
WALL_Y = HEAD_H + PANEL_PAD
LABEL_GAP = 22  # from the wall to the row's count
LABEL_W = 166  # room for the row's count, right of the wall
LABEL_X = WALL_X + WALL_W + LABEL_GAP
PANEL: Box = (MARGIN, HEAD_H, LABEL_X + LABEL_W + PANEL_PAD, WALL_Y + WALL_W + 92)
COLUMN_LABEL_Y = WALL_Y + WALL_W + 24  # the middle of the column's count, under the wall
TOTAL_Y = COLUMN_LABEL_Y + 42  # the middle of the sum
WIDTH = PANEL[2] + MARGIN
HEIGHT = PANEL[3] + MARGIN

LABEL_SIZE, LABEL_SMALLEST = 18, 12
TOTAL_SIZE, TOTAL_SMALLEST = 24, 14
OUTLINE_PAD, OUTLINE_WIDTH, OUTLINE_RADIUS = 5, 3, 10  # a run's outline, outside its tiles
RING_PAD, RING_WIDTH, RING_RADIUS = 7, 5, 13  # the new tile's ring, over the outlines
LEADER_WIDTH = 2  # the line from a run to its count, seen in the gaps between spaces

# -- colours ----------------------------------------------------------------------------------

ROW_INK: RGB = (28, 108, 206)  # the horizontal run and its count
COLUMN_INK: RGB = (158, 46, 160)  # the vertical run and its count
RING: RGB = (255, 128, 0)  # the new tile
RING_INNER: RGB = (255, 255, 255)  # a hairline between the ring and the tile


@dataclass(frozen=True)
class ScoringLabels:
    """Every word on the scoring example, in the reader's language."""

    title: str  # e.g. "Tiling: the new tile scores its row and its column"
    row: str  # e.g. "{n} in the row" (filled in with str.format(n=h))
    column: str  # e.g. "{n} in the column" (str.format(n=v))
    alone: str  # e.g. "alone: 1 point" (a tile with no neighbour: instead of the sum)
    total: str  # e.g. "= {points} points" (str.format(points=...)), after "4 + 3 "


def scoring_size() -> tuple[int, int]:
    """The image's size (the same for every example)."""
    return (WIDTH, HEIGHT)


def wall_cell(row: int, column: int) -> Box:
    """The box of the wall space at (row, column) on the image."""
    x, y = WALL_X + column * STRIDE, WALL_Y + row * STRIDE
    return (x, y, x + TILE, y + TILE)


# -- the score --------------------------------------------------------------------------------


def _check_shape(wall: Sequence[Sequence[object]], row: int, column: int) -> None:
    if len(wall) != SIZE or any(len(line) != SIZE for line in wall):
        raise ValueError("a wall is 5 rows of 5 spaces")
    if not (0 <= row < SIZE and 0 <= column < SIZE):
        raise ValueError(f"({row}, {column}) is not a space of the wall")


def runs(wall: Sequence[Sequence[bool]], row: int, column: int) -> tuple[Box, Box]:
    """The horizontal run through (row, column) as (row, first column, row, last column) and the
    vertical one as (first row, column, last row, column): contiguous tiles, ends included."""
    _check_shape(wall, row, column)
    if not wall[row][column]:
        raise ValueError(f"no tile at ({row}, {column}) to score")
    c0 = c1 = column
    while c0 > 0 and wall[row][c0 - 1]:
        c0 -= 1
    while c1 < SIZE - 1 and wall[row][c1 + 1]:
        c1 += 1
    r0 = r1 = row
    while r0 > 0 and wall[r0 - 1][column]:
        r0 -= 1
    while r1 < SIZE - 1 and wall[r1 + 1][column]:
        r1 += 1
    return (row, c0, row, c1), (r0, column, r1, column)


def tile_points(wall: Sequence[Sequence[bool]], row: int, column: int) -> tuple[int, int, int]:
    """(h, v, points) for the tile at (row, column), which must be on `wall` (True: a tile):
    the lengths of its horizontal and vertical runs, counting it, and what it scores in Azul
    (1 alone, else each run longer than 1 adds its length). ValueError without a tile there."""
    across, down = runs(wall, row, column)
    h, v = across[3] - across[1] + 1, down[2] - down[0] + 1
    if h == 1 and v == 1:
        return h, v, 1
    return h, v, (h if h > 1 else 0) + (v if v > 1 else 0)


def _check(side: str, wall: Sequence[Sequence[int | None]], placed: tuple[int, int]) -> None:
    """ValueError unless `wall` could be a wall of `side` with a tile at `placed`."""
    if side not in SIDES:
        raise ValueError(f"side must be one of {SIDES}, not {side!r}")
    row, column = placed
    _check_shape(wall, row, column)
    for r, line in enumerate(wall):
        for c, v in enumerate(line):
            if v is None:
                continue
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < SIZE:
                raise ValueError(f"({r}, {c}) holds {v!r}: a colour is 0-4 (B, Y, R, K, W)")
            if side == "colour" and v != wall_colour(r, c):
                raise ValueError(
                    f"({r}, {c}) holds colour {v}, but the coloured wall has "
                    f"colour {wall_colour(r, c)} there"
                )
    # The grey side: any colour anywhere, but each colour once per row and per column (on the
    # coloured side the pattern sees to that).
    for k in range(SIZE):
        for name, cells in (("row", wall[k]), ("column", [line[k] for line in wall])):
            tiles = [v for v in cells if v is not None]
            if len(tiles) != len(set(tiles)):
                raise ValueError(f"a colour is twice in {name} {k} of the wall")
    if wall[row][column] is None:
        raise ValueError(f"no tile at {placed}: the placed tile must be on the wall")


# -- drawing ----------------------------------------------------------------------------------


def _outline(
    img: Image.Image, first: Box, last: Box, colour: RGB, pad: int, width: int, radius: int
) -> None:
    """A rounded outline `pad` px outside the boxes from `first` to `last` (a run, or one
    tile), `width` px thick inwards from there."""
    x0, y0, x1, y1 = first[0] - pad, first[1] - pad, last[2] + pad, last[3] + pad
    fr = sprites.frame(x1 - x0, y1 - y0, radius, colour, width)
    img.paste(fr, (x0, y0), fr)


def _ring(img: Image.Image, box: Box) -> None:
    """The new tile's highlight: a bright ring, a white hairline on its inner edge."""
    _outline(img, box, box, RING, RING_PAD, RING_WIDTH, RING_RADIUS)
    inner = RING_PAD - RING_WIDTH + 1
    _outline(img, box, box, RING_INNER, inner, 1, RING_RADIUS - RING_WIDTH + 1)


def _wall(img: Image.Image, side: str, wall: Sequence[Sequence[int | None]], cb: bool) -> None:
    """The spaces as on the board, then the tiles on them."""
    grey = sprites.rounded_box(TILE, TILE, 9, theme.GREY_WALL, theme.GREY_WALL_EDGE, 2)
    for r in range(SIZE):
        for c in range(SIZE):
            x0, y0, _, _ = wall_cell(r, c)
            if side == "colour":
                img.paste(_faint_tile(wall_colour(r, c), TILE, cb), (x0, y0))
            else:
                img.paste(grey, (x0, y0), grey)
    for r, line in enumerate(wall):
        for c, v in enumerate(line):
            if v is not None:
                _paste_tile(img, v, wall_cell(r, c), cb)


def _total(d: ImageDraw.ImageDraw, parts: list[tuple[str, RGB]]) -> None:
    """Words of different colours on one line, a space apart, centred under the wall; drawn
    smaller if too wide for the panel (and the last cut if even that is not enough). The spaces
    are left here, not in the parts: `draw_text` with a width strips a text's outer spaces."""
    room = PANEL[2] - PANEL[0] - 2 * 12
    texts = [t.strip() for t, _ in parts]

    def widths(size: int) -> tuple[list[float], float]:
        return [text_width(t, size, True) for t in texts], text_width(" ", size, True)

    size = TOTAL_SIZE
    while size > TOTAL_SMALLEST:
        ws, space = widths(size)
        if sum(ws) + space * (len(ws) - 1) <= room:
            break
        size -= 1
    ws, space = widths(size)
    width = min(sum(ws) + space * (len(ws) - 1), room)
    x = min(max(WALL_X + WALL_W / 2 - width / 2, PANEL[0] + 12), PANEL[2] - 12 - width)
    for text, (_, ink), w in zip(texts, parts, ws, strict=True):
        left = PANEL[2] - 12 - x
        if left <= 0:
            break
        draw_text(d, (x, TOTAL_Y), text, size, ink, bold=True, anchor="lm", max_width=left)
        x += w + space


def draw_title(d: ImageDraw.ImageDraw, title: str, width: int) -> None:
    """An example's title above its panel, on the table's colour (the Summer Pavilion example
    too): drawn smaller, down to 14 px, then cut, if too wide for an image `width` wide."""
    draw_text(
        d,
        (MARGIN, TITLE_Y),
        title,
        22,
        theme.TABLE_TEXT,
        bold=True,
        anchor="lm",
        max_width=width - 2 * MARGIN,
        smallest=14,
    )


def scoring_example_image(
    side: str,
    wall: Sequence[Sequence[int | None]],
    placed: tuple[int, int],
    labels: ScoringLabels,
    colour_blind: bool = False,
) -> Image.Image:
    _check(side, wall, placed)
    row, column = placed
    filled = [[v is not None for v in line] for line in wall]
    across, down = runs(filled, row, column)
    h, v, points = tile_points(filled, row, column)

    img = Image.new("RGB", scoring_size(), theme.TABLE)
    d = ImageDraw.Draw(img)
    draw_title(d, labels.title, WIDTH)
    _box(img, PANEL, 14, theme.BOARD, theme.BOARD_EDGE, 2)

    # Leaders from each run to its count, drawn under the spaces: they show in the gaps only.
    last_in_row, last_in_column = wall_cell(row, across[3]), wall_cell(down[2], column)
    cy = (last_in_row[1] + last_in_row[3]) // 2
    cx = (last_in_column[0] + last_in_column[2]) // 2
    if h > 1:
        d.line((last_in_row[2] + OUTLINE_PAD, cy, LABEL_X - 8, cy), ROW_INK, LEADER_WIDTH)
    if v > 1:
        y0, y1 = last_in_column[3] + OUTLINE_PAD, COLUMN_LABEL_Y - LABEL_SIZE // 2 - 6
        d.line((cx, y0, cx, y1), COLUMN_INK, LEADER_WIDTH)

    _wall(img, side, wall, colour_blind)
    if h > 1:
        first = wall_cell(row, across[1])
        _outline(img, first, last_in_row, ROW_INK, OUTLINE_PAD, OUTLINE_WIDTH, OUTLINE_RADIUS)
    if v > 1:
        first = wall_cell(down[0], column)
        _outline(img, first, last_in_column, COLUMN_INK, OUTLINE_PAD, OUTLINE_WIDTH, OUTLINE_RADIUS)
    _ring(img, wall_cell(row, column))

    if h > 1:
        draw_text(
            d,
            (LABEL_X, cy),
            labels.row.format(n=h),
            LABEL_SIZE,
            ROW_INK,
            bold=True,
            anchor="lm",
            max_width=LABEL_W,
            smallest=LABEL_SMALLEST,
        )
    if v > 1:
        # Centred under the column, but kept inside the panel.
        room = PANEL[2] - PANEL[0] - 2 * 12
        text = labels.column.format(n=v)
        size = LABEL_SIZE
        while size > LABEL_SMALLEST and text_width(text, size, True) > room:
            size -= 1
        text = fit(text, size, True, room)
        w = text_width(text, size, True)
        x = min(max(cx - w / 2, PANEL[0] + 12), PANEL[2] - 12 - w)
        draw_text(d, (x, COLUMN_LABEL_Y), text, size, COLUMN_INK, bold=True, anchor="lm")

    if h == 1 and v == 1:
        parts = [(labels.alone, theme.BOARD_TEXT)]
    else:
        parts = []
        if h > 1:
            parts.append((str(h), ROW_INK))
        if h > 1 and v > 1:
            parts.append(("+", theme.BOARD_TEXT))
        if v > 1:
            parts.append((str(v), COLUMN_INK))
        parts.append((labels.total.format(points=points), theme.BOARD_TEXT))
    _total(d, parts)
    return img


def scoring_example_png(
    side: str,
    wall: Sequence[Sequence[int | None]],
    placed: tuple[int, int],
    labels: ScoringLabels,
    colour_blind: bool = False,
) -> bytes:
    """A scoring example: `labels.title` above, then the wall of `side` ("colour" or "grey")
    where `wall[r][c]` is the colour (0-4: B, Y, R, K, W) of the tile at row r, column c, or
    None. The tile at `placed` (row, column) is the new one: a bright ring round it, its
    horizontal run outlined in one colour with `labels.row` to the right of the row, its vertical
    run in another with `labels.column` under the column (each only if longer than 1), and the
    sum under the wall ("4 + 3 = 7 points"), or `labels.alone` for a tile with no neighbour.

    ValueError if `placed` holds no tile, a colour is not 0-4, a colour repeats in a row or
    column, or (coloured side) a tile is not on its colour's printed space."""
    return encode(scoring_example_image(side, wall, placed, labels, colour_blind))
