"""Summer Pavilion board geometry: colours, stars, cells, costs, bonus structures, end bonuses.

Everything here is a constant table built once at import, so that the engine only indexes tuples.

Indices used throughout the engine (all 0-based):
- colour: index into `COLOURS` = "PGOYBR" (purple, green, orange, yellow, blue, red). This is also
  the order of tile lists in notation, and colour `r - 1` is the wild colour of round `r`.
- star: index into `STAR_CODES` = "ORBYGPC": the six outer stars clockwise from the upper left,
  named after their coloured-side colour, then the centre star `CENTRE` = 6.
- space: 0..5 around a star's ring (notation `<star><space + 1>`); 0 and 5 are ring neighbours.
- cell: `star * 6 + space`, 0..41: the flat index of boards and cost tables; bit `cell` of a
  player's `covered` mask is set when that space is covered.
- star kind (what a star is, or has become on the grey side): a colour index for a single-colour
  star, `MULTI` for a multicolour star, `UNFIXED` while a grey-side star holds fewer than two tiles.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

COLOURS = "PGOYBR"
COLOUR_NAMES = ("purple", "green", "orange", "yellow", "blue", "red")
NUM_COLOURS = 6
ALL_COLOURS = (1 << NUM_COLOURS) - 1  # colour bit mask with every colour
TILES_PER_COLOUR = 22
TOTAL_TILES = NUM_COLOURS * TILES_PER_COLOUR  # 132
ROUNDS = 6
SUPPLY_SPACES = 10
CORNER_SPACES = 4  # tiles a player may keep when passing

STAR_CODES = "ORBYGPC"
STAR_NAMES = ("orange", "red", "blue", "yellow", "green", "purple", "centre")
CENTRE = 6
NUM_STARS = 7
RING = 6  # spaces per star
NUM_CELLS = NUM_STARS * RING

MULTI = 6  # star kind: six different colours
UNFIXED = -1  # star kind: grey side, not yet decided by two tiles

# Coloured side: the kind printed on each star (outer stars one colour, the centre multicolour).
COLOURED_KINDS = (*(COLOURS.index(code) for code in STAR_CODES[:CENTRE]), MULTI)

# End bonus of a complete star, indexed by kind (colour index, or MULTI).
STAR_POINTS = (20, 18, 17, 16, 15, 14, 12)

# Printed cost of every space: COSTS[grey][cell]. Coloured side: the space number itself.
# Grey side: outer spaces 1..6 cost 3, 2, 1, 4, 5, 6; the whole centre star costs 3.
_GREY_OUTER = (3, 2, 1, 4, 5, 6)
COSTS = (
    tuple(pos + 1 for _ in range(NUM_STARS) for pos in range(RING)),
    tuple(
        3 if star == CENTRE else _GREY_OUTER[pos]
        for star in range(NUM_STARS)
        for pos in range(RING)
    ),
)
MAX_COST = 6

# End bonus for covering every space of cost k (k = 1..4).
NUMBER_POINTS = {1: 4, 2: 8, 3: 12, 4: 16}


def cell_index(star: int, space: int) -> int:
    return star * RING + space


def cell_name(cell: int) -> str:
    """Notation name of a space, e.g. `O4`, `C1`."""
    return f"{STAR_CODES[cell // RING]}{cell % RING + 1}"


def space_cost(grey: bool, star: int, space: int) -> int:
    """The number printed on a space: how many tiles it costs."""
    return COSTS[grey][star * RING + space]


def _mask(cells: Iterable[int]) -> int:
    m = 0
    for s in cells:
        m |= 1 << s
    return m


# -- bonus structures ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Structure:
    """A window, statue or pillar printed between spaces; covering its last space earns `reward`
    tiles from the supply."""

    id: int  # 0..17: windows 0-5, statues 6-11, pillars 12-17
    kind: str  # "window", "statue" or "pillar"
    name: str  # e.g. "window O", "statue O|R", "pillar O"
    cells: tuple[int, ...]
    reward: int
    mask: int  # bit mask of `cells`


def _structures() -> tuple[Structure, ...]:
    out: list[Structure] = []
    outer = STAR_CODES[:CENTRE]
    for i, code in enumerate(outer):  # window: X5, X6
        cells: tuple[int, ...] = (cell_index(i, 4), cell_index(i, 5))
        out.append(Structure(len(out), "window", f"window {code}", cells, 3, _mask(cells)))
    for i, code in enumerate(outer):  # statue between X and X': X1, X2, X'3, X'4
        j = (i + 1) % CENTRE
        cells = (cell_index(i, 0), cell_index(i, 1), cell_index(j, 2), cell_index(j, 3))
        name = f"statue {code}|{outer[j]}"
        out.append(Structure(len(out), "statue", name, cells, 2, _mask(cells)))
    for i, code in enumerate(outer):  # pillar k: X_k2, X_k3, C(k-1), C(k), with C0 = C6
        cells = (
            cell_index(i, 1),
            cell_index(i, 2),
            cell_index(CENTRE, (i - 1) % RING),
            cell_index(CENTRE, i),
        )
        out.append(Structure(len(out), "pillar", f"pillar {code}", cells, 1, _mask(cells)))
    return tuple(out)


STRUCTURES = _structures()

# STRUCTURES_AT[cell]: (mask of the structure's other cells, reward, structure id) for every
# structure containing `cell`. Covering `cell` completes it when the other spaces are covered.
STRUCTURES_AT = tuple(
    tuple((st.mask & ~(1 << s), st.reward, st.id) for st in STRUCTURES if s in st.cells)
    for s in range(NUM_CELLS)
)

# NUMBER_BONUSES[grey]: (cost k, mask of every space of cost k, points).
NUMBER_BONUSES = tuple(
    tuple(
        (k, _mask(s for s in range(NUM_CELLS) if COSTS[grey][s] == k), pts)
        for k, pts in NUMBER_POINTS.items()
    )
    for grey in (0, 1)
)


# -- ring runs -----------------------------------------------------------------------------------


def _run_length(ring: int, pos: int) -> int:
    """Size of the contiguous run of covered positions on a 6-ring that contains `pos`."""
    if ring == (1 << RING) - 1:
        return RING
    n = 1
    p = (pos + 1) % RING
    while ring >> p & 1:
        n += 1
        p = (p + 1) % RING
    p = (pos - 1) % RING
    while ring >> p & 1:
        n += 1
        p = (p - 1) % RING
    return n


# RUN[ring * 6 + space]: points for covering `pos` when the star's covered ring mask (including pos)
# is `ring`.
RUN = tuple(
    _run_length(ring, pos) if ring >> pos & 1 else 0
    for ring in range(1 << RING)
    for pos in range(RING)
)

# FREE_SPACES[ring]: the uncovered spaces of a star whose covered ring mask is `ring`.
FREE_SPACES = tuple(tuple(p for p in range(RING) if not ring >> p & 1) for ring in range(1 << RING))

# BITS[mask]: the colour indices set in a 6-bit colour mask.
BITS = tuple(tuple(c for c in range(NUM_COLOURS) if m >> c & 1) for m in range(1 << NUM_COLOURS))


def tiles_text(counts: Iterable[int]) -> str:
    """Per-colour counts as notation, in the order P G O Y B R (e.g. `PGG`)."""
    return "".join(COLOURS[c] * n for c, n in enumerate(counts))


def counts_of(text: str) -> list[int]:
    """Per-colour counts of a string of colour codes (raises ValueError on a foreign code)."""
    out = [0] * NUM_COLOURS
    for ch in text:
        i = COLOURS.find(ch)
        if i < 0:
            raise ValueError(f"{ch!r} is not a tile colour")
        out[i] += 1
    return out
