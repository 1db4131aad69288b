"""Summer Pavilion moves and their notation (shared/rules/records.md).

Three kinds of decision, each one move: `Acquire` (phase 1), `Place` and `Pass` (phase 2).
The record notation writes the bonus tiles inside the placement (`O6+PGG`) and the kept tiles inside
the pass (`pass:GOOB`), so those choices are part of the move objects, not separate moves.

Tile lists (bonus, kept) are per-colour count tuples in `COLOURS` order, which makes every choice
canonical: two ways of writing the same tiles are the same move. The engine hands out interned
instances (tables built here and small caches), so that legal-move generation allocates little.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import final

from ..errors import NotationError
from .geometry import (
    CENTRE,
    COLOURS,
    CORNER_SPACES,
    MAX_COST,
    NUM_CELLS,
    NUM_COLOURS,
    RING,
    STAR_CODES,
    counts_of,
    tiles_text,
)

CENTRE_SOURCE = 0  # source index of the centre of the table; factories are 1..9
MAX_FACTORIES = 9
NO_TILES: tuple[int, ...] = (0,) * NUM_COLOURS


@final  # never subclassed: the engine dispatches on `type(move) is ...`
@dataclass(frozen=True, slots=True)
class Acquire:
    """Phase 1: take every `colour` tile from `source` (0 = centre, 1..9 = factory), plus one wild
    tile if the source has any. From a source holding only wild tiles, `colour` is the wild colour
    and exactly one tile is taken. Notation `3O`, `CB`."""

    source: int
    colour: int

    def __str__(self) -> str:
        src = "C" if self.source == CENTRE_SOURCE else str(self.source)
        return f"{src}{COLOURS[self.colour]}"


@final
@dataclass(frozen=True, slots=True)
class Place:
    """Phase 2: put a `colour` tile on `space` (0..5) of `star` (0..6, see geometry), paying the
    space's cost with `wilds` wild tiles and the rest in `colour`, then take `bonus` (per-colour
    counts) from the supply for the structures this completes. `grey` marks a grey-side move, whose
    notation always names the colour. Notation `R4w2`, `C3B`, `O6+PGG`, `B2Y`."""

    star: int
    space: int
    colour: int
    wilds: int = 0
    bonus: tuple[int, ...] = NO_TILES
    grey: bool = False

    @property
    def cell(self) -> int:
        """The flat index `star * 6 + space` (see geometry)."""
        return self.star * RING + self.space

    def __str__(self) -> str:
        text = f"{STAR_CODES[self.star]}{self.space + 1}"
        if self.grey or self.star == CENTRE:
            text += COLOURS[self.colour]
        if self.wilds:
            text += f"w{self.wilds}"
        if any(self.bonus):
            text += "+" + tiles_text(self.bonus)
        return text


@final
@dataclass(frozen=True, slots=True)
class Pass:
    """Phase 2: stop placing for this round, keeping `kept` (per-colour counts, at most 4 tiles) on
    the corner spaces; every other tile in hand goes to the tower at -1 point each. With 4 or fewer
    tiles in hand plain `pass` (kept all zero) keeps them all; in round 6 it keeps nothing.
    Notation `pass`, `pass:GOOB`."""

    kept: tuple[int, ...] = NO_TILES

    def __str__(self) -> str:
        return "pass:" + tiles_text(self.kept) if any(self.kept) else "pass"


Move = Acquire | Place | Pass

# -- interned instances -------------------------------------------------------------------------

ACQUIRES = tuple(tuple(Acquire(s, c) for c in range(NUM_COLOURS)) for s in range(MAX_FACTORIES + 1))
PASS = Pass()

# PLACES[grey][cell][colour][wilds]: placements without bonus tiles (wilds < the largest cost).
PLACES = tuple(
    tuple(
        tuple(
            tuple(Place(s // RING, s % RING, c, k, NO_TILES, bool(grey)) for k in range(MAX_COST))
            for c in range(NUM_COLOURS)
        )
        for s in range(NUM_CELLS)
    )
    for grey in (0, 1)
)

# Each cache is cleared when it grows past this: a bound on memory (under 2 MB in all, for a bot
# that lives for months), not a tuning knob. The same keys come back within a game, so random
# play and the computer players run as fast as with 200 times more (measured).
_CACHE_LIMIT = 1_000


def _all_of_size(size: int) -> tuple[tuple[int, ...], ...]:
    """Every per-colour count tuple adding up to `size`, in notation order (PP before PG...)."""
    if size == 0:
        return (NO_TILES,)
    out = []
    for first in range(NUM_COLOURS):
        for rest in _all_of_size(size - 1):
            if rest == NO_TILES or first <= min(c for c in range(NUM_COLOURS) if rest[c]):
                t = list(rest)
                t[first] += 1
                out.append(tuple(t))
    return tuple(out)


# Bonus choices hold at most 3 tiles (two structures) and kept tiles at most 4.
_OF_SIZE = tuple(_all_of_size(n) for n in range(CORNER_SPACES + 1))


# Every possible pass, by kept tiles (interned: 210 of them).
_KEPT = {k: Pass(k) for size in range(1, CORNER_SPACES + 1) for k in _OF_SIZE[size]}


def pass_move(kept: tuple[int, ...]) -> Pass:
    """The interned pass keeping `kept` (built fresh for an impossible choice such as 5 tiles)."""
    return _KEPT.get(kept) or Pass(kept)


def multisets(counts: tuple[int, ...], size: int) -> tuple[tuple[int, ...], ...]:
    """Every distinct choice of `size` (at most 4) tiles out of `counts` (per colour), as count
    tuples in notation order. Cached: supplies and hands repeat a lot."""
    key = (counts, size)
    found = _multisets.get(key)
    if found is None:
        a, b, c, d, e, f = counts
        found = tuple(
            t
            for t in _OF_SIZE[size]
            if t[0] <= a and t[1] <= b and t[2] <= c and t[3] <= d and t[4] <= e and t[5] <= f
        )
        if len(_multisets) > _CACHE_LIMIT:
            _multisets.clear()
        _multisets[key] = found
    return found


_multisets: dict[tuple[tuple[int, ...], int], tuple[tuple[int, ...], ...]] = {}
_bonus_places: dict[tuple[int, tuple[int, ...], int], tuple[Place, ...]] = {}
_pass_sets: dict[tuple[int, ...], tuple[Pass, ...]] = {}


def places_with_bonus(base: Place, supply: tuple[int, ...], size: int) -> tuple[Place, ...]:
    """`base` with every distinct choice of `size` bonus tiles from `supply` (interned)."""
    key = (id(base), supply, size)  # `base` is one of the interned PLACES, alive for good
    found = _bonus_places.get(key)
    if found is None:
        found = tuple(
            Place(base.star, base.space, base.colour, base.wilds, b, base.grey)
            for b in multisets(supply, size)
        )
        if len(_bonus_places) > _CACHE_LIMIT:
            _bonus_places.clear()
        _bonus_places[key] = found
    return found


def pass_choices(hand: tuple[int, ...]) -> tuple[Pass, ...]:
    """Every distinct pass from a hand of 5 or more tiles: keep nothing, or 1 to 4 tiles."""
    hand = tuple(n if n < CORNER_SPACES else CORNER_SPACES for n in hand)  # more never matter
    found = _pass_sets.get(hand)
    if found is None:
        found = (PASS, *(_KEPT[k] for n in range(1, 5) for k in multisets(hand, n)))
        if len(_pass_sets) > _CACHE_LIMIT:
            _pass_sets.clear()
        _pass_sets[hand] = found
    return found


# -- notation -----------------------------------------------------------------------------------

_ACQUIRE_RE = re.compile(r"^([1-9C])([PGOYBR])$")
_PLACE_RE = re.compile(r"^([ORBYGPC])([1-6])([PGOYBR])?(?:W(\d))?(?:\+([PGOYBR]+))?$")
_PASS_RE = re.compile(r"^PASS(?::([PGOYBR]+))?$")

_FORMS = (
    "write <source><colour> to take tiles (e.g. 3O, CB; source 1-9 or C), "
    "<star><space>[<colour>][w<wilds>][+<bonus>] to place (e.g. R4w2, C3B, O6+PGG, B2Y; "
    "star O R B Y G P C, space 1-6, colours P G O Y B R), or pass / pass:<kept> (e.g. pass:GOOB)"
)


def parse_move(text: str, grey: bool = False) -> Move:
    """Parse Summer Pavilion notation for a game on the given side; raises NotationError saying
    what was expected. The result equals the move the engine lists in `legal_moves()`."""
    s = text.strip().upper()
    m = _ACQUIRE_RE.match(s)
    if m:
        src, col = m.groups()
        return ACQUIRES[0 if src == "C" else int(src)][COLOURS.index(col)]
    m = _PLACE_RE.match(s)
    if m:
        star_code, pos, col, wilds, bonus = m.groups()
        star = STAR_CODES.index(star_code)
        if col is None:
            if grey:
                raise NotationError(
                    f"{text.strip()!r}: on the grey side a placement names its colour, "
                    f"e.g. {star_code}{pos}B",
                    "pavilion.notation_grey_colour",
                    text=repr(text.strip()),
                    space=f"{star_code}{pos}",
                )
            if star == CENTRE:
                raise NotationError(
                    f"{text.strip()!r}: a placement on the centre star names its colour, "
                    f"e.g. C{pos}B",
                    "pavilion.notation_centre_colour",
                    text=repr(text.strip()),
                    space=f"C{pos}",
                )
            colour = COLOURS.index(star_code)  # outer stars are named after their colour
        else:
            colour = COLOURS.index(col)
        cell = star * RING + int(pos) - 1
        k = int(wilds) if wilds else 0
        if k >= MAX_COST:
            raise NotationError(
                f"{text.strip()!r}: no space costs more than {MAX_COST} tiles, and one of them "
                "must be a real tile, so at most 5 wild tiles can be used",
                "pavilion.notation_wilds",
                text=repr(text.strip()),
                cost=MAX_COST,
            )
        b = tuple(counts_of(bonus)) if bonus else NO_TILES
        if b == NO_TILES:
            return PLACES[grey][cell][colour][k]
        return Place(star, int(pos) - 1, colour, k, b, grey)
    m = _PASS_RE.match(s)
    if m:
        if m.group(1) is None:
            return PASS
        if len(m.group(1)) > 4:
            raise NotationError(
                f"{text.strip()!r}: a pass keeps at most 4 tiles on the corner spaces",
                "pavilion.notation_keeps",
                text=repr(text.strip()),
            )
        return pass_move(tuple(counts_of(m.group(1))))
    raise NotationError(
        f"{text.strip()!r} is not a Summer Pavilion move: {_FORMS}",
        "pavilion.notation",
        text=repr(text.strip()),
    )
