"""Summer Pavilion position values: score, plus what the board and the tiles in hand promise.

Tiles are the currency of this game: every one in hand becomes points when placed, a few can be
kept between rounds, and the rest cost a point each when passing. So a seat's value is its score,
plus a share of the end bonuses it is working towards (complete stars, every space of a number),
plus its tiles valued by how many of them the board can still use this round.
"""

from __future__ import annotations

from ..base import ACQUIRE
from ..pavilion.game import PavilionGame
from ..pavilion.geometry import (
    COSTS,
    FREE_SPACES,
    NUM_COLOURS,
    NUMBER_BONUSES,
    RING,
    ROUNDS,
    STAR_POINTS,
    UNFIXED,
)
from ..pavilion.player import PavilionPlayer

# Share of a star's end bonus credited with k = 0..6 of its spaces covered (before the game
# ends; a complete star is certain). Its expensive spaces come last, so progress is back-loaded.
STAR_SHARE = (0.0, 0.04, 0.1, 0.2, 0.33, 0.55, 1.0)
UNFIXED_STAR_POINTS = 14  # grey side: what a star not yet decided is likely to become
TILE = 0.7  # a tile in hand that the board can use this round
WILD = 1.1  # a wild tile: it pays for any colour
SPARE = 0.25  # a tile the board cannot use now (it may be kept for the next round)
KEEP = 0.6  # a tile kept on the corner spaces for the next round
KEEP_WILD = 1.0  # ... of the colour that will be wild next round
CAP_SPACES = 3  # how many of the cheapest open spaces a colour counts on this round
NUMBER_EXP = 4  # a number bonus's share grows as (covered fraction) ** NUMBER_EXP


def star_points(kind: int) -> int:
    return UNFIXED_STAR_POINTS if kind == UNFIXED else STAR_POINTS[kind]


def open_costs(p: PavilionPlayer, grey: bool) -> list[list[int]]:
    """Per colour, the costs of the free spaces that accept it now, cheapest first."""
    costs = COSTS[grey]
    out: list[list[int]] = [[] for _ in range(NUM_COLOURS)]
    covered = p.covered
    for star in range(7):
        ring = covered >> (star * RING) & 0x3F
        if ring == 0x3F:
            continue
        allowed = p.allowed_colours(star)
        base = star * RING
        spaces = [costs[base + pos] for pos in FREE_SPACES[ring]]
        for c in range(NUM_COLOURS):
            if allowed >> c & 1:
                out[c].extend(spaces)
    for lst in out:
        lst.sort()
    return out


def capacity(p: PavilionPlayer, grey: bool) -> list[int]:
    """Per colour, how many tiles of it the board could take this round (roughly). Cached: the
    board changes far less often than it is asked about (what a star takes follows from its
    colours, so covered spaces and star colours are the whole key)."""
    key = (grey, p.covered, *p.star_mask)
    found = _capacity.get(key)
    if found is None:
        found = [sum(lst[:CAP_SPACES]) for lst in open_costs(p, grey)]
        if len(_capacity) > _CACHE_LIMIT:
            _capacity.clear()
        _capacity[key] = found
    return found


_capacity: dict[tuple[bool | int, ...], list[int]] = {}
_CACHE_LIMIT = 20_000  # a bound on memory (a few MB), not a tuning knob


def hand_value(hand: list[int], cap: list[int], wild: int) -> float:
    """Tiles in hand: usable ones (up to the colour's capacity) and wilds at full value, spares
    at little; wild tiles top up the colours short of capacity."""
    value = 0.0
    for c in range(NUM_COLOURS):
        if c == wild:
            continue
        n = hand[c]
        use = n if n < cap[c] else cap[c]
        value += TILE * use + SPARE * (n - use)
    return value + WILD * hand[wild]


def board_value(p: PavilionPlayer, grey: bool, rounds_left: float) -> float:
    """End bonuses: certain for complete stars and numbers, a share of them for progress (less
    as the rounds run out)."""
    covered = p.covered
    time = rounds_left / 3.0 if rounds_left < 3 else 1.0
    value = 0.0
    for star in range(7):
        k = (covered >> (star * RING) & 0x3F).bit_count()
        if k == RING:
            value += STAR_POINTS[p.star_kind[star]]
        elif k:
            value += star_points(p.star_kind[star]) * STAR_SHARE[k] * time
    for _, mask, pts in NUMBER_BONUSES[grey]:
        have = (covered & mask).bit_count()
        size = mask.bit_count()
        if have == size:
            value += pts
        elif have:
            value += pts * (have / size) ** NUMBER_EXP * time
    return value


def rounds_left(game: PavilionGame) -> float:
    """Rounds still to play after this one, plus a part of this one if it is under way."""
    left = ROUNDS - game.round
    return left + (0.8 if game.phase == ACQUIRE else 0.4)


def pavilion_values(game: PavilionGame) -> list[float]:
    if game.is_over:
        return [float(s) for s in game.scores]
    grey = game.grey
    left = rounds_left(game)
    wild = game.round - 1
    out = []
    for p in game.players:
        v = p.score + board_value(p, grey, left)
        if any(p.hand):
            v += hand_value(p.hand, capacity(p, grey), wild)
        if any(p.corner):
            v += KEEP * sum(p.corner)
        out.append(v)
    return out
