"""One Azul player's board (pattern lines, wall, floor, score) and the constants of its scoring.

The wall is a flat row-major list of 25 cells holding a colour index or -1; `row_mask` and
`col_mask` mirror it as per-row and per-column colour bit masks for fast checks.
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

from ..errors import RecordError
from .moves import COLOURS

FLOOR_PENALTIES = (1, 1, 2, 2, 2, 3, 3)
FLOOR_SLOTS = len(FLOOR_PENALTIES)
# Penalty of a floor holding k items, k = 0..7.
FLOOR_LOSS = tuple(sum(FLOOR_PENALTIES[:k]) for k in range(FLOOR_SLOTS + 1))
MARKER = 5  # the first-player marker as a floor item (tiles are 0..4)
MARKER_CODE = "1"  # how the marker is written in saved floors
TILES_PER_COLOUR = 20
FULL = 0b11111  # a row/column colour mask with all five colours
ROW_BONUS, COLUMN_BONUS, COLOUR_BONUS = 2, 7, 10


def wall_column(row: int, colour: int) -> int:
    """Coloured side: the column of `colour` in `row` (0-based)."""
    return (colour + row) % 5


def wall_colour(row: int, column: int) -> int:
    """Coloured side: the colour printed at (row, column)."""
    return (column - row) % 5


def tile_points(wall: list[int], row: int, column: int) -> int:
    """Points for a tile just placed at (row, column): its horizontal and vertical runs."""
    base = row * 5
    h = 1
    c = column - 1
    while c >= 0 and wall[base + c] >= 0:
        h += 1
        c -= 1
    c = column + 1
    while c < 5 and wall[base + c] >= 0:
        h += 1
        c += 1
    v = 1
    r = row - 1
    while r >= 0 and wall[r * 5 + column] >= 0:
        v += 1
        r -= 1
    r = row + 1
    while r < 5 and wall[r * 5 + column] >= 0:
        v += 1
        r += 1
    if h == 1 and v == 1:
        return 1
    return (h if h > 1 else 0) + (v if v > 1 else 0)


class AzulPlayer:
    """One player's board: score, pattern lines, wall, floor, and the score breakdown."""

    __slots__ = (
        "_accepts",
        "bonus_colours",
        "bonus_columns",
        "bonus_rows",
        "col_mask",
        "floor",
        "floor_losses",
        "line_colour",
        "line_count",
        "row_mask",
        "score",
        "wall",
        "wall_points",
    )

    def __init__(self) -> None:
        self.score = 0
        self.line_colour = [-1] * 5  # colour of the tiles in each pattern line, -1 when empty
        self.line_count = [0] * 5
        self.wall = [-1] * 25  # row-major; colour index or -1
        self.row_mask = [0] * 5  # bit c set: colour c is on that wall row
        self.col_mask = [0] * 5
        self.floor: list[int] = []  # colours and MARKER, left to right
        self.wall_points = 0
        self.floor_losses = 0
        self.bonus_rows = self.bonus_columns = self.bonus_colours = 0
        self._accepts: list[int] | None = None

    def accepts(self) -> list[int]:
        """Per colour, a bit mask of the pattern lines that may take it now (cached until the
        lines or the wall change)."""
        acc = self._accepts
        if acc is None:
            acc = [0, 0, 0, 0, 0]
            counts, colours, rows = self.line_count, self.line_colour, self.row_mask
            for r in range(5):
                n = counts[r]
                if n == r + 1:
                    continue
                if n:
                    acc[colours[r]] |= 1 << r
                else:
                    free = rows[r]
                    for c in range(5):
                        if not free >> c & 1:
                            acc[c] |= 1 << r
            self._accepts = acc
        return acc

    def copy(self) -> AzulPlayer:
        p = AzulPlayer.__new__(AzulPlayer)
        p.score = self.score
        p.line_colour = self.line_colour[:]
        p.line_count = self.line_count[:]
        p.wall = self.wall[:]
        p.row_mask = self.row_mask[:]
        p.col_mask = self.col_mask[:]
        p.floor = self.floor[:]
        p._accepts = self._accepts  # never mutated in place, only replaced
        p.wall_points = self.wall_points
        p.floor_losses = self.floor_losses
        p.bonus_rows, p.bonus_columns, p.bonus_colours = (
            self.bonus_rows,
            self.bonus_columns,
            self.bonus_colours,
        )
        return p

    def complete_rows(self) -> int:
        return sum(1 for m in self.row_mask if m == FULL)

    def has_colour_in_row(self, row: int, colour: int) -> bool:
        return bool(self.row_mask[row] >> colour & 1)

    def free_columns(self, row: int, colour: int) -> list[int]:
        """Grey side: columns of `row` where `colour` may go (empty, colour not in the column)."""
        bit = 1 << colour
        wall = self.wall
        return [c for c in range(5) if wall[row * 5 + c] < 0 and not self.col_mask[c] & bit]

    def row_can_be_completed(self, row: int) -> bool:
        """Whether the row's missing colours can still fill its empty spaces without repeating a
        colour in a column (always true on the coloured side, where colours have fixed places)."""
        base = row * 5
        empty = [c for c in range(5) if self.wall[base + c] < 0]
        missing = [x for x in range(5) if not self.row_mask[row] >> x & 1]
        cols = self.col_mask
        return any(
            all(not cols[c] >> x & 1 for c, x in zip(empty, order, strict=True))
            for order in permutations(missing)
        )

    def put_on_floor(self, colour: int, count: int) -> tuple[int, int]:
        """Add `count` tiles left to right; returns (on floor, overflow for the lid)."""
        room = FLOOR_SLOTS - len(self.floor)
        k = count if count < room else room
        if k > 0:
            self.floor.extend([colour] * k)
        else:
            k = 0
        return k, count - k

    def place_on_wall(self, row: int, column: int, colour: int) -> int:
        self.wall[row * 5 + column] = colour
        self.row_mask[row] |= 1 << colour
        self.col_mask[column] |= 1 << colour
        self._accepts = None
        points = tile_points(self.wall, row, column)
        self.score += points
        self.wall_points += points
        self.line_count[row] = 0
        self.line_colour[row] = -1
        return points

    # -- JSON ----

    def to_dict(self) -> dict[str, Any]:
        return {
            "score": self.score,
            "lines": [
                COLOURS[c] * n if n else ""
                for c, n in zip(self.line_colour, self.line_count, strict=True)
            ],
            "wall": [
                "".join("." if x < 0 else COLOURS[x] for x in self.wall[r * 5 : r * 5 + 5])
                for r in range(5)
            ],
            "floor": "".join(MARKER_CODE if x == MARKER else COLOURS[x] for x in self.floor),
            "breakdown": [
                self.wall_points,
                self.floor_losses,
                self.bonus_rows,
                self.bonus_columns,
                self.bonus_colours,
            ],
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> AzulPlayer:
        p = cls()
        p.score = int(d["score"])
        for r, text in enumerate(d["lines"]):
            if text:
                if len(set(text)) != 1 or len(text) > r + 1:
                    raise RecordError(f"pattern line {r + 1} {text!r} is impossible")
                p.line_colour[r] = COLOURS.index(text[0])
                p.line_count[r] = len(text)
        for r, text in enumerate(d["wall"]):
            for c, ch in enumerate(text):
                if ch != ".":
                    colour = COLOURS.index(ch)
                    p.wall[r * 5 + c] = colour
                    p.row_mask[r] |= 1 << colour
                    p.col_mask[c] |= 1 << colour
        p.floor = [MARKER if ch == MARKER_CODE else COLOURS.index(ch) for ch in d["floor"]]
        (
            p.wall_points,
            p.floor_losses,
            p.bonus_rows,
            p.bonus_columns,
            p.bonus_colours,
        ) = (int(x) for x in d["breakdown"])
        return p
