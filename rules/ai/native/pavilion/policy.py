"""The search's quick move values, candidate moves, rollout policy and position values for
Summer Pavilion, compiled: `pavilion_policy` (its `Valuer`) and `pavilion_eval` on `layout`'s
array, term for term and in the same order, so the values are the very same floats. Tests hold
them to the Python ones. A `Valuer`'s facts about the position (`prepare`) live in the
caller's scratch arrays: the capacity in `ints`, the rest in `floats` (`FACTS` of them).
"""

from __future__ import annotations

import numpy as np

from ....pavilion.geometry import CORNER_SPACES, MAX_COST, MULTI, ROUNDS, STAR_POINTS
from ...pavilion_eval import (
    CAP_SPACES,
    KEEP,
    KEEP_WILD,
    NUMBER_EXP,
    SPARE,
    STAR_SHARE,
    TILE,
    UNFIXED_STAR_POINTS,
    WILD,
)
from ...pavilion_policy import MARKER_VALUE
from ..basics import popcount, uniform
from ..header import P_OVER, PHASE, PLAYERS, ROUND, TURN
from ..jit import njit
from .engine import (
    COST,
    NUMBER_MASK,
    NUMBER_POINTS,
    RUNS,
    STARS_POINTS,
    allowed_colours,
    board,
    ring_of,
)
from .engine import owed as structures_owed
from .layout import (
    CORNER,
    COVERED,
    FACTORIES,
    GREY,
    HAND,
    MARKER_HOLDER,
    P_ACQUIRE,
    PASS,
    PLACE,
    SCORE,
    SOURCES,
    STAR_KIND,
    STAR_MASK,
    SUPPLY_COUNTS,
    SUPPLY_TOTAL,
)

STAR_SHARES = np.array(STAR_SHARE)
# `pavilion_eval.star_points` by kind + 1 (UNFIXED is -1).
KIND_POINTS = np.array((UNFIXED_STAR_POINTS, *STAR_POINTS), dtype=np.int64)
EXPONENT = float(NUMBER_EXP)  # a float power, as Python's `float ** int` computes it
UNFIXED_KIND = -1

# The facts of a position for the player to act (`prepare`), in the float array `facts`.
BEFORE, BONUS_TILE, TIME = 0, 1, 2
NUMBERS = 3  # NUMBERS + cost: number-bonus progress of covering one more space of that cost
FACTS = NUMBERS + MAX_COST + 1
# ... and in the int array `ints`: the capacity per colour.
CAP = 0


# -- pavilion_eval ---------------------------------------------------------------------------


@njit(cache=True)
def capacity(st, b, grey, cap):
    """`pavilion_eval.capacity` into `cap`: per colour, the costs of the `CAP_SPACES` cheapest
    free spaces that accept it now (a count per cost instead of a sorted list)."""
    counts = np.zeros((6, MAX_COST + 1), np.int64)
    covered = st[b + COVERED]
    for star in range(7):
        ring = ring_of(covered, star)
        if ring == 0x3F:
            continue
        allowed = allowed_colours(st, b, star)
        for pos in range(6):
            if not (ring >> pos) & 1:
                cost = COST[grey, star * 6 + pos]
                for c in range(6):
                    if (allowed >> c) & 1:
                        counts[c, cost] += 1
    for c in range(6):
        left = CAP_SPACES
        total = 0
        for cost in range(MAX_COST + 1):
            k = counts[c, cost] if counts[c, cost] < left else left
            total += k * cost
            left -= k
        cap[c] = total


@njit(cache=True)
def hand_value(st, h, cap, wild):
    """`pavilion_eval.hand_value` of the hand at `st[h:h + 6]`."""
    value = 0.0
    for c in range(6):
        if c == wild:
            continue
        n = st[h + c]
        use = n if n < cap[c] else cap[c]
        value += TILE * use + SPARE * (n - use)
    return value + WILD * st[h + wild]


@njit(cache=True)
def board_value(st, b, grey, left):
    """`pavilion_eval.board_value`."""
    covered = st[b + COVERED]
    time = left / 3.0 if left < 3 else 1.0
    value = 0.0
    for star in range(7):
        k = popcount(ring_of(covered, star))
        kind = st[b + STAR_KIND + star]
        if k == 6:
            value += STARS_POINTS[kind]
        elif k:
            value += KIND_POINTS[kind + 1] * STAR_SHARES[k] * time
    for i in range(4):
        mask = NUMBER_MASK[grey, i]
        pts = NUMBER_POINTS[grey, i]
        have = popcount(covered & mask)
        size = popcount(mask)
        if have == size:
            value += pts
        elif have:
            value += pts * (have / size) ** EXPONENT * time
    return value


@njit(cache=True)
def rounds_left(st):
    left = ROUNDS - st[ROUND]
    return left + (0.8 if st[PHASE] == P_ACQUIRE else 0.4)


@njit(cache=True)
def values(st, out, ints, floats):
    """`pavilion_eval.pavilion_values` into `out`."""
    n = st[PLAYERS]
    if st[PHASE] == P_OVER:
        for seat in range(n):
            out[seat] = st[board(seat) + SCORE]
        return
    grey = st[GREY]
    left = rounds_left(st)
    wild = st[ROUND] - 1
    cap = ints[CAP : CAP + 6]
    for seat in range(n):
        b = board(seat)
        v = st[b + SCORE] + board_value(st, b, grey, left)
        in_hand = 0
        corner = 0
        for c in range(6):
            in_hand += st[b + HAND + c]
            corner += st[b + CORNER + c]
        if in_hand:
            capacity(st, b, grey, cap)
            v += hand_value(st, b + HAND, cap, wild)
        if corner:
            v += KEEP * corner
        out[seat] = v


# -- pavilion_policy.Valuer ------------------------------------------------------------------


@njit(cache=True)
def prepare(st, ints, facts):
    """`Valuer.__init__` for the player to act: capacity, hand value, bonus tile, time, numbers."""
    b = board(st[TURN])
    grey = st[GREY]
    wild = st[ROUND] - 1
    cap = ints[CAP : CAP + 6]
    capacity(st, b, grey, cap)
    facts[BEFORE] = hand_value(st, b + HAND, cap, wild)
    if st[SUPPLY_COUNTS + wild]:
        facts[BONUS_TILE] = WILD
    else:
        facts[BONUS_TILE] = TILE if st[SUPPLY_TOTAL] else 0.0
    left = rounds_left(st)
    t = left / 3.0 if left < 3 else 1.0
    facts[TIME] = t
    covered = st[b + COVERED]
    for cost in range(MAX_COST + 1):
        facts[NUMBERS + cost] = 0.0
    for i in range(4):
        cost = i + 1
        mask = NUMBER_MASK[grey, i]
        pts = NUMBER_POINTS[grey, i]
        have, size = popcount(covered & mask), popcount(mask)
        f0 = (have / size) ** EXPONENT
        f1 = ((have + 1) / size) ** EXPONENT
        if have + 1 == size:
            facts[NUMBERS + cost] = pts - pts * f0 * t
        elif have < size:
            facts[NUMBERS + cost] = pts * (f1 - f0) * t


@njit(cache=True)
def tiles(cap, wild, c, n):
    """`Valuer.tiles`: what `n` tiles of colour `c` in hand are worth."""
    if c == wild:
        return WILD * n
    k = cap[c]
    return TILE * n if n <= k else TILE * k + SPARE * (n - k)


@njit(cache=True)
def acquire_value(st, ints, facts, s, c):
    """`Valuer.acquire`."""
    b = board(st[TURN])
    wild = st[ROUND] - 1
    src = SOURCES + 6 * s
    if c == wild:
        n, w = 1, 0
    else:
        n, w = st[src + c], 1 if st[src + wild] else 0
    cap = ints[CAP : CAP + 6]
    value = 0.0
    for k in range(6):
        if k == wild:
            continue
        m = st[b + HAND + k] + (n if k == c else 0)
        use = m if m < cap[k] else cap[k]
        value += TILE * use + SPARE * (m - use)
    gain = value + WILD * (st[b + HAND + wild] + (n if c == wild else 0) + w) - facts[BEFORE]
    if s == 0 and st[MARKER_HOLDER] < 0:
        loss = n + w
        if loss > st[b + SCORE] - 1:
            loss = st[b + SCORE] - 1
        gain += MARKER_VALUE - loss
    return gain


@njit(cache=True)
def star_gain(st, b, facts, star, colour):
    """`Valuer.star_gain`: star-bonus progress of one more tile of `colour` on `star`."""
    mask = st[b + STAR_MASK + star]
    k = popcount(ring_of(st[b + COVERED], star))
    kind = st[b + STAR_KIND + star]
    if kind < 0 and k == 1:
        kind = colour if mask == 1 << colour else MULTI
    pts = KIND_POINTS[kind + 1]
    if k == 5:
        return STARS_POINTS[kind] - pts * STAR_SHARES[k] * facts[TIME]
    return pts * (STAR_SHARES[k + 1] - STAR_SHARES[k]) * facts[TIME]


@njit(cache=True)
def owed(st, b, cell):
    """`Valuer.owed`: bonus tiles covering `cell` earns, at most what the supply holds."""
    n = structures_owed(st[b + COVERED], cell)
    return n if n < st[SUPPLY_TOTAL] else st[SUPPLY_TOTAL]


@njit(cache=True)
def place_value(st, ints, facts, cell, colour, k, bonus):
    """`Valuer.place` with its bonus tiles given (2 bits a colour)."""
    b = board(st[TURN])
    grey = st[GREY]
    wild = st[ROUND] - 1
    cap = ints[CAP : CAP + 6]
    star, pos = cell // 6, cell % 6
    ring = ring_of(st[b + COVERED], star) | 1 << pos
    real = COST[grey, cell] - k
    have = st[b + HAND + colour]
    value = (
        RUNS[ring * 6 + pos]
        + tiles(cap, wild, colour, have - real)
        - tiles(cap, wild, colour, have)
    )
    value -= WILD * k
    if bonus:
        for c in range(6):
            got = (bonus >> (2 * c)) & 3
            if got:
                n = st[b + HAND + c] - (real if c == colour else 0) - (k if c == wild else 0)
                value += tiles(cap, wild, c, n + got) - tiles(cap, wild, c, n)
    gain = star_gain(st, b, facts, star, colour)
    return value + (gain + facts[NUMBERS + COST[grey, cell]])


@njit(cache=True)
def keep_value(st, ints, c):
    """`Valuer.keep_values`: next round's wild colour is the best to keep, then usable ones."""
    base = KEEP_WILD if c == st[ROUND] else KEEP
    return base + 0.05 * (1.0 if ints[CAP + c] > 0 else 0.0)


@njit(cache=True)
def pass_value(st, ints, facts, kept):
    """`Valuer.pass_value` of keeping `kept` (3 bits a colour)."""
    b = board(st[TURN])
    total = 0
    for c in range(6):
        total += st[b + HAND + c]
    keep = 0.0
    kept_total = 0
    for c in range(6):
        if st[ROUND] == ROUNDS:
            n = 0
        elif total <= CORNER_SPACES:
            n = st[b + HAND + c]
        else:
            n = (kept >> (3 * c)) & 7
        keep += keep_value(st, ints, c) * n
        kept_total += n
    loss = total - kept_total
    if loss > st[b + SCORE] - 1:
        loss = st[b + SCORE] - 1
    return keep - loss - facts[BEFORE]


@njit(cache=True)
def best_pass(st, ints):
    """`Valuer.best_pass`, as a move code."""
    b = board(st[TURN])
    total = 0
    for c in range(6):
        total += st[b + HAND + c]
    if st[ROUND] == ROUNDS or total <= CORNER_SPACES:
        return PASS
    left = np.empty(6, np.int64)
    for c in range(6):
        left[c] = st[b + HAND + c]
    kept = 0
    for _ in range(CORNER_SPACES):
        best = -1
        best_v = -1e18
        for c in range(6):
            if left[c]:
                v = keep_value(st, ints, c)
                if v > best_v:
                    best, best_v = c, v
        left[best] -= 1
        kept += 1 << (3 * best)
    return PASS | kept


@njit(cache=True)
def build_place(st, ints, cell, colour, k):
    """`pavilion_policy.build_place`: the placement's code, with the best bonus tiles when it
    earns some (`Valuer.best_bonus`: one by one, each adding most to the hand's value)."""
    code = PLACE | cell << 18 | colour << 15 | k << 12
    b = board(st[TURN])
    due = owed(st, b, cell)
    if not due:
        return code
    wild = st[ROUND] - 1
    cap = ints[CAP : CAP + 6]
    hand = np.empty(6, np.int64)
    supply = np.empty(6, np.int64)
    for c in range(6):
        hand[c] = st[b + HAND + c]
        supply[c] = st[SUPPLY_COUNTS + c]
    hand[colour] -= COST[st[GREY], cell] - k
    hand[wild] -= k
    bonus = 0
    for _ in range(due):
        best, best_v = -1, -1e9
        for c in range(6):
            if supply[c]:
                n = hand[c]
                v = tiles(cap, wild, c, n + 1) - tiles(cap, wild, c, n)
                if v > best_v:
                    best, best_v = c, v
        supply[best] -= 1
        hand[best] += 1
        bonus += 1 << (2 * best)
    return code | bonus


# -- moves: the search's candidates, the playouts' policy --------------------------------------


@njit(cache=True)
def acquisitions(st, moves):
    """`PavilionGame.legal_moves` in phase 1; how many."""
    wild = st[ROUND] - 1
    k = 0
    for s in range(st[FACTORIES] + 1):  # the centre, then the factories
        src = SOURCES + 6 * s
        only_wild = True
        for c in range(6):
            if st[src + c] and c != wild:
                moves[k] = s * 6 + c
                k += 1
                only_wild = False
        if only_wild and st[src + wild]:
            moves[k] = s * 6 + wild
            k += 1
    return k


@njit(cache=True)
def options(st, moves, vals, ints, floats):
    """`pavilion_policy.candidates` into `moves` and their `move_values` into `vals`: every
    acquisition; in phase 2 each placement paid with the fewest and with the most wilds, with
    its best bonus tiles, and the best pass. How many."""
    facts = floats[:FACTS]
    prepare(st, ints, facts)
    if st[PHASE] == P_ACQUIRE:
        k = acquisitions(st, moves)
        for i in range(k):
            vals[i] = acquire_value(st, ints, facts, moves[i] // 6, moves[i] % 6)
        return k
    b = board(st[TURN])
    grey = st[GREY]
    wild = st[ROUND] - 1
    w = st[b + HAND + wild]
    in_hand = 0
    for c in range(6):
        if st[b + HAND + c]:
            in_hand |= 1 << c
    covered = st[b + COVERED]
    k = 0
    for star in range(7):
        ring = ring_of(covered, star)
        if ring == 0x3F:
            continue
        allowed = allowed_colours(st, b, star) & in_hand
        if not allowed:
            continue
        for pos in range(6):
            if (ring >> pos) & 1:
                continue
            cell = star * 6 + pos
            cost = COST[grey, cell]
            for c in range(6):
                if not (allowed >> c) & 1:
                    continue
                n = st[b + HAND + c]
                if c == wild:
                    if n >= cost:
                        moves[k] = build_place(st, ints, cell, c, 0)
                        k += 1
                    continue
                if n + w < cost:
                    continue
                fewest = cost - n if cost > n else 0
                moves[k] = build_place(st, ints, cell, c, fewest)
                k += 1
                most = w if w < cost - 1 else cost - 1
                if most > fewest:
                    moves[k] = build_place(st, ints, cell, c, most)
                    k += 1
    moves[k] = best_pass(st, ints)
    k += 1
    for i in range(k):
        m = moves[i]
        if m >= PASS:
            vals[i] = pass_value(st, ints, facts, m - PASS)
        else:
            cell, colour, wilds = (m >> 18) & 63, (m >> 15) & 7, (m >> 12) & 7
            vals[i] = place_value(st, ints, facts, cell, colour, wilds, m & 0xFFF)
    return k


@njit(cache=True)
def rollout_move(st, rng, noise, moves, vals, ints, floats):
    """`pavilion_policy.rollout_move`: the best quick value after `noise` times a uniform draw,
    built without listing every legal move (`_best_placement`, inlined as there)."""
    facts = floats[:FACTS]
    prepare(st, ints, facts)
    if st[PHASE] == P_ACQUIRE:
        wild = st[ROUND] - 1
        best = -1
        best_v = -1e9
        for s in range(st[FACTORIES] + 1):
            src = SOURCES + 6 * s
            only_wild = True
            for c in range(6):
                if st[src + c] and c != wild:
                    only_wild = False
                    v = acquire_value(st, ints, facts, s, c) + noise * uniform(rng)
                    if v > best_v:
                        best, best_v = s * 6 + c, v
            if only_wild and st[src + wild]:
                v = acquire_value(st, ints, facts, s, wild) + noise * uniform(rng)
                if v > best_v:
                    best, best_v = s * 6 + wild, v
        return best
    passing = best_pass(st, ints)
    best_v = pass_value(st, ints, facts, passing - PASS) + noise * uniform(rng)
    b = board(st[TURN])
    grey = st[GREY]
    wild = st[ROUND] - 1
    cap = ints[CAP : CAP + 6]
    w = st[b + HAND + wild]
    covered = st[b + COVERED]
    bonus_tile = facts[BONUS_TILE]
    supply_total = st[SUPPLY_TOTAL]
    in_hand = 0
    for c in range(6):
        if st[b + HAND + c]:
            in_hand |= 1 << c
    best_cell = best_colour = best_k = -1
    for star in range(7):
        ring = ring_of(covered, star)
        if ring == 0x3F:
            continue
        allowed = allowed_colours(st, b, star) & in_hand
        if not allowed:
            continue
        fixed_kind = st[b + STAR_KIND + star] >= 0
        gain = star_gain(st, b, facts, star, -1) if fixed_kind else 0.0
        for pos in range(6):
            if (ring >> pos) & 1:
                continue
            cell = star * 6 + pos
            cost = COST[grey, cell]
            due = structures_owed(covered, cell)
            if due > supply_total:
                due = supply_total
            fixed = RUNS[(ring | 1 << pos) * 6 + pos] + due * bonus_tile + facts[NUMBERS + cost]
            for c in range(6):
                if not (allowed >> c) & 1:
                    continue
                n = st[b + HAND + c]
                if c == wild:
                    if n < cost:
                        continue
                    k = 0
                    v = fixed - WILD * cost
                else:
                    if n + w < cost:
                        continue
                    k = cost - n if cost > n else 0
                    v = (
                        fixed
                        + tiles(cap, wild, c, n - cost + k)
                        - tiles(cap, wild, c, n)
                        - WILD * k
                    )
                star_v = gain if fixed_kind else star_gain(st, b, facts, star, c)
                v += star_v + noise * uniform(rng)
                if v > best_v:
                    best_v = v
                    best_cell, best_colour, best_k = cell, c, k
    if best_cell < 0:
        return passing
    return build_place(st, ints, best_cell, best_colour, best_k)
