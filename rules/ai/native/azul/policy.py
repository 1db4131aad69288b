"""The search's quick move values, rollout policy and position values, compiled: `azul_policy`
and `azul_eval` (hand-set weights) on `layout`'s array, term for term and in the same order, so
the values are the very same floats. Tests hold them to the Python ones."""

from __future__ import annotations

import numpy as np

from ....azul.player import COLOUR_BONUS, COLUMN_BONUS, ROW_BONUS
from ...azul_eval import COLOUR_SHARE, COLUMN_SHARE, PARTIAL_BASE, PARTIAL_FILL, ROW_SHARE
from ...azul_policy import (
    _COLOUR_STEP,
    _COLUMN_STEP,
    _NO_PLACE,
    _ROW_STEP,
    FULL_LINE,
    MARKER,
    OPEN_LINE,
)
from ..basics import popcount, uniform
from ..header import P_OVER, PHASE, PLAYERS, TURN
from ..jit import njit
from .engine import FLOOR_LOSSES, FLOOR_SLOTS, FULL, accepts, board, tile_points
from .layout import (
    COL_MASK,
    FACTORIES,
    FLOOR_LEN,
    GREY,
    LINE_COLOUR,
    LINE_COUNT,
    MARKER_IN,
    P_DRAFT,
    ROW_MASK,
    SCORE,
    SOURCES,
    WALL_CELLS,
    WALL_MOVE,
    WALL_ROW,
    WALL_SEAT,
)

COLUMN_STEP = np.array(_COLUMN_STEP)
COLOUR_STEP = np.array(_COLOUR_STEP)
ROW_STEP = np.array(_ROW_STEP)
COLUMN_SHARES = np.array(COLUMN_SHARE)
COLOUR_SHARES = np.array(COLOUR_SHARE)
ROW_SHARES = np.array(ROW_SHARE)
NO_PLACE = _NO_PLACE


@njit(cache=True)
def colour_counts(st, w, out):
    for c in range(5):
        out[c] = 0
    for cell in range(25):
        x = st[w + cell]
        if x >= 0:
            out[x] += 1


@njit(cache=True)
def tile_value(st, b, grey, r, c, colours):
    """`azul_policy._tile_value`: points plus bonus progress of a `c` tile reaching row `r`."""
    w = b + WALL_CELLS
    if grey:
        best = NO_PLACE
        for col in range(5):
            if st[w + r * 5 + col] < 0 and not (st[b + COL_MASK + col] >> c) & 1:
                v = tile_points(st, w, r, col) + COLUMN_STEP[popcount(st[b + COL_MASK + col])]
                if v > best:
                    best = v
        if best == NO_PLACE:
            return best
        return best + COLOUR_STEP[colours[c]] + ROW_STEP[popcount(st[b + ROW_MASK + r])]
    col = (c + r) % 5
    if st[w + r * 5 + col] >= 0:
        return NO_PLACE
    return (
        tile_points(st, w, r, col)
        + COLUMN_STEP[popcount(st[b + COL_MASK + col])]
        + COLOUR_STEP[colours[c]]
        + ROW_STEP[popcount(st[b + ROW_MASK + r])]
    )


@njit(cache=True)
def draft_options(st, moves, values, ints, floats):
    """`azul_policy.draft_options` into `moves` / `values` (in its order); returns how many."""
    b = board(st[TURN])
    grey = st[GREY]
    colours = ints[:5]
    colour_counts(st, b + WALL_CELLS, colours)
    table = floats[:25]
    for k in range(25):
        table[k] = 1e9  # not computed yet
    floor = st[b + FLOOR_LEN]
    marker = st[MARKER_IN]
    loss_here = FLOOR_LOSSES[floor]
    k = 0
    for s in range(st[FACTORIES] + 1):
        first = marker and s == 0
        src = SOURCES + 5 * s
        for c in range(5):
            n = st[src + c]
            if not n:
                continue
            mask = accepts(st, b, c)
            t = 0
            while mask:
                if mask & 1:
                    gain = 0.0
                    items = 0
                    if first:
                        items = 1
                        gain = MARKER
                    size = t + 1
                    have = st[b + LINE_COUNT + t]
                    room = size - have
                    tv = table[t * 5 + c]
                    if tv == 1e9:
                        tv = tile_value(st, b, grey, t, c, colours)
                        table[t * 5 + c] = tv
                    if n >= room:
                        items += n - room
                        if tv == NO_PLACE:
                            items += size
                        else:
                            gain += tv + FULL_LINE * (5 - t)
                            if have:
                                gain -= (PARTIAL_BASE + PARTIAL_FILL * have / size) * (tv + 0.5)
                    elif tv == NO_PLACE:
                        gain -= 0.5 * n
                    else:
                        gain += PARTIAL_FILL * n / size * (tv + 0.5)
                        if not have:
                            gain += PARTIAL_BASE * (tv + 0.5) - OPEN_LINE
                    end = floor + items
                    if end > FLOOR_SLOTS:
                        end = FLOOR_SLOTS
                    moves[k] = s * 30 + c * 6 + t
                    values[k] = gain - (FLOOR_LOSSES[end] - loss_here)
                    k += 1
                mask >>= 1
                t += 1
            end = floor + n + 1 if first else floor + n
            if end > FLOOR_SLOTS:
                end = FLOOR_SLOTS
            moves[k] = s * 30 + c * 6 + 5
            values[k] = (MARKER if first else 0.0) - (FLOOR_LOSSES[end] - loss_here)
            k += 1
    return k


@njit(cache=True)
def wall_options(st, moves, values, ints):
    """Grey side's column choices for the pending line, with `azul_policy.move_values`."""
    b = board(st[WALL_SEAT])
    r = st[WALL_ROW]
    colours = ints[:5]
    colour_counts(st, b + WALL_CELLS, colours)
    c = st[b + LINE_COLOUR + r]
    k = 0
    for col in range(5):
        if st[b + WALL_CELLS + r * 5 + col] < 0 and not (st[b + COL_MASK + col] >> c) & 1:
            moves[k] = WALL_MOVE + col
            values[k] = (
                tile_points(st, b + WALL_CELLS, r, col)
                + COLUMN_STEP[popcount(st[b + COL_MASK + col])]
                + 0.01 * colours[c]
            )
            k += 1
    return k


@njit(cache=True)
def options(st, moves, values, ints, floats):
    """Every legal move of the player to act with its quick value; returns how many."""
    if st[PHASE] == P_DRAFT:
        return draft_options(st, moves, values, ints, floats)
    return wall_options(st, moves, values, ints)


@njit(cache=True)
def rollout_move(st, rng, noise, moves, values, ints, floats):
    """`azul_policy.rollout_move`: the best quick value after `noise` times a uniform draw."""
    k = options(st, moves, values, ints, floats)
    if k == 1 and st[PHASE] != P_DRAFT:
        return moves[0]
    best = 0
    best_v = -1e9
    for i in range(k):
        v = values[i] + noise * uniform(rng)
        if v > best_v:
            best_v, best = v, i
    return moves[best]


# -- position values (azul_eval, hand-set weights) -------------------------------------------


@njit(cache=True)
def best_grey_column(wall, cols, r, c):
    best = -1
    best_key = -1.0
    for col in range(5):
        if wall[r * 5 + col] >= 0 or (cols[col] >> c) & 1:
            continue
        key = tile_points(wall, 0, r, col) + 0.1 * popcount(cols[col])
        if key > best_key:
            best, best_key = col, key
    return best


@njit(cache=True)
def seat_value(st, seat, ints):
    """One seat's `azul_eval` value with its projected tiling: as the game goes on (score and
    potential), as if it ended there (score and end bonuses), and whether a row completes."""
    b = board(seat)
    grey = st[GREY]
    wall = ints[:25]
    rows = ints[25:30]
    cols = ints[30:35]
    for i in range(25):
        wall[i] = st[b + WALL_CELLS + i]
    for i in range(5):
        rows[i] = st[b + ROW_MASK + i]
        cols[i] = st[b + COL_MASK + i]
    gained = 0
    floor = st[b + FLOOR_LEN]
    for r in range(5):
        if st[b + LINE_COUNT + r] != r + 1:
            continue
        c = st[b + LINE_COLOUR + r]
        if grey:
            col = best_grey_column(wall, cols, r, c)
            if col < 0:
                floor += r + 1
                continue
        else:
            col = (c + r) % 5
        gained += tile_points(wall, 0, r, col)
        wall[r * 5 + col] = c
        rows[r] |= 1 << c
        cols[col] |= 1 << c
    if floor > FLOOR_SLOTS:
        floor = FLOOR_SLOTS
    score = st[b + SCORE] + gained - FLOOR_LOSSES[floor]
    if score < 0:
        score = 0
    per_colour = ints[35:40]
    for c in range(5):
        per_colour[c] = 0
    for i in range(25):
        if wall[i] >= 0:
            per_colour[wall[i]] += 1
    row_done = False
    full_rows = 0
    full_cols = 0
    full_colours = 0
    for i in range(5):
        if rows[i] == FULL:
            row_done = True
            full_rows += 1
        if cols[i] == FULL:
            full_cols += 1
        if per_colour[i] == 5:
            full_colours += 1
    final = float(
        score + ROW_BONUS * full_rows + COLUMN_BONUS * full_cols + COLOUR_BONUS * full_colours
    )
    lines = 0.0
    for r in range(5):
        n = st[b + LINE_COUNT + r]
        if not n or n == r + 1:
            continue
        c = st[b + LINE_COLOUR + r]
        if grey:
            col = best_grey_column(wall, cols, r, c)
            if col < 0:
                lines -= 0.5 * n
                continue
        else:
            col = (c + r) % 5
        share = PARTIAL_BASE + PARTIAL_FILL * n / (r + 1)
        lines += share * (tile_points(wall, 0, r, col) + 0.5)
    colours = 0.0
    columns = 0.0
    rows_v = 0.0
    for c in range(5):
        colours += COLOUR_BONUS * COLOUR_SHARES[per_colour[c]]
    for i in range(5):
        columns += COLUMN_BONUS * COLUMN_SHARES[popcount(cols[i])]
    for i in range(5):
        rows_v += ROW_BONUS * ROW_SHARES[popcount(rows[i])]
    return score + (1.0 * lines + 1.0 * colours + 1.0 * columns + 1.0 * rows_v), final, row_done


@njit(cache=True)
def values(st, out, ints, floats):
    """`azul_eval.azul_values` (hand-set weights) into `out`."""
    n = st[PLAYERS]
    if st[PHASE] == P_OVER:
        for seat in range(n):
            out[seat] = st[board(seat) + SCORE]
        return
    finals = floats[:4]
    any_done = False
    for seat in range(n):
        v, final, done = seat_value(st, seat, ints)
        out[seat] = v
        finals[seat] = final
        any_done = any_done or done
    if any_done:  # the tiling ends the game: every seat gets its exact end bonuses
        for seat in range(n):
            out[seat] = finals[seat]
