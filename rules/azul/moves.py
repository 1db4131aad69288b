"""Azul moves and their notation (see shared/rules/records.md).

Every possible move exists once, built at import time: legal-move generation then only picks
ready-made objects out of tables, which keeps random playouts fast, and moves compare by value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import final

from ..errors import NotationError

COLOURS = "BYRKW"
COLOUR_NAMES = ("blue", "yellow", "red", "black", "white")
FLOOR = 5  # target index of the floor line; pattern lines are 0..4
CENTRE = 0  # source index of the centre; factories are 1..9
MAX_FACTORIES = 9


@final  # never subclassed: the engine dispatches on `type(move) is ...`
@dataclass(frozen=True, slots=True)
class Draft:
    """Take all tiles of `colour` from `source` (0 = centre) onto `target` (5 = floor)."""

    source: int
    colour: int
    target: int

    def __str__(self) -> str:
        src = "C" if self.source == CENTRE else str(self.source)
        tgt = "F" if self.target == FLOOR else str(self.target + 1)
        return f"{src}{COLOURS[self.colour]}-{tgt}"


@final
@dataclass(frozen=True, slots=True)
class WallChoice:
    """Grey side: the tile of complete pattern line `row` goes to wall `column` (both 0-based)."""

    row: int
    column: int

    def __str__(self) -> str:
        return f"{self.row + 1}>{self.column + 1}"


Move = Draft | WallChoice

# DRAFTS[source][colour][target] and WALL_CHOICES[row][column]: the only instances the engine makes.
DRAFTS = tuple(
    tuple(tuple(Draft(s, c, t) for t in range(6)) for c in range(5))
    for s in range(MAX_FACTORIES + 1)
)
# DRAFT_SETS[source][colour][mask]: the drafts onto the pattern lines whose bits are set in `mask`,
# plus the floor (always allowed). Legal-move generation is then a few tuple concatenations.
DRAFT_SETS = tuple(
    tuple(
        tuple(
            (*tuple(DRAFTS[s][c][t] for t in range(5) if mask >> t & 1), DRAFTS[s][c][FLOOR])
            for mask in range(32)
        )
        for c in range(5)
    )
    for s in range(MAX_FACTORIES + 1)
)
WALL_CHOICES = tuple(tuple(WallChoice(r, c) for c in range(5)) for r in range(5))

_DRAFT_RE = re.compile(r"^([1-9C])([BYRKW])-([1-5F])$")
_WALL_RE = re.compile(r"^([1-5])>([1-5])$")


def parse_move(text: str) -> Move:
    """Parse Azul notation (`4K-2`, `CR-F`, `2>4`); raises NotationError with the expected form."""
    s = text.strip().upper()
    m = _DRAFT_RE.match(s)
    if m:
        src, col, tgt = m.groups()
        return DRAFTS[0 if src == "C" else int(src)][COLOURS.index(col)][
            FLOOR if tgt == "F" else int(tgt) - 1
        ]
    m = _WALL_RE.match(s)
    if m:
        return WALL_CHOICES[int(m.group(1)) - 1][int(m.group(2)) - 1]
    raise NotationError(
        f"{text.strip()!r} is not an Azul move: write <source><colour>-<line>, e.g. 4K-2 or CR-F "
        "(source 1-9 or C, colour B Y R K W, line 1-5 or F), or <row>><column> such as 2>4 "
        "for a grey-wall column",
        "azul.notation",
        text=repr(text.strip()),
    )
