"""Azul's rules on the flat array of `layout`, compiled: drafts, wall tiling (both sides), floor
penalties, dealing and the game's end, as `rules.azul` plays them for moves known to be legal
(no checks, no events). Tests hold it to the Python engine move by move."""

from __future__ import annotations

import numpy as np

from ....azul.player import COLOUR_BONUS, COLUMN_BONUS, FLOOR_LOSS, MARKER, ROW_BONUS
from ..basics import draw_from
from ..header import DEAL_UNTIL, DREW, P_OVER, PHASE, PLAYERS, ROUND, TURN, WINNERS
from ..jit import njit
from .layout import (
    BAG,
    BOARD,
    BOARDS,
    COL_MASK,
    FACTORIES,
    FLOOR_ITEMS,
    FLOOR_LEN,
    GREY,
    LID,
    LINE_COLOUR,
    LINE_COUNT,
    MARKER_IN,
    MARKER_TAKER,
    P_DRAFT,
    P_WALL,
    ROW_MASK,
    SCORE,
    SOURCES,
    START,
    TABLE,
    WALL_CELLS,
    WALL_MOVE,
    WALL_ROW,
    WALL_SEAT,
)

FLOOR_LOSSES = np.array(FLOOR_LOSS, dtype=np.int64)
FLOOR_SLOTS = 7
FULL = 31
# -- boards ----------------------------------------------------------------------------------


@njit(cache=True)
def board(seat):
    return BOARDS + seat * BOARD


@njit(cache=True)
def tile_points(wall, w, row, col):
    """Points of a tile just placed at (row, col) of the wall at `wall[w:w + 25]`."""
    base = w + row * 5
    h = 1
    c = col - 1
    while c >= 0 and wall[base + c] >= 0:
        h += 1
        c -= 1
    c = col + 1
    while c < 5 and wall[base + c] >= 0:
        h += 1
        c += 1
    v = 1
    r = row - 1
    while r >= 0 and wall[w + r * 5 + col] >= 0:
        v += 1
        r -= 1
    r = row + 1
    while r < 5 and wall[w + r * 5 + col] >= 0:
        v += 1
        r += 1
    if h == 1 and v == 1:
        return 1
    return (h if h > 1 else 0) + (v if v > 1 else 0)


@njit(cache=True)
def accepts(st, b, c):
    """Bit mask of the pattern lines of board `b` that may take colour `c` now."""
    m = 0
    for r in range(5):
        n = st[b + LINE_COUNT + r]
        if n == r + 1:
            continue
        if n:
            if st[b + LINE_COLOUR + r] == c:
                m |= 1 << r
        elif not (st[b + ROW_MASK + r] >> c) & 1:
            m |= 1 << r
    return m


@njit(cache=True)
def free_columns(st, b, r, c):
    """Grey side: bit mask of the columns of row `r` where colour `c` may go."""
    m = 0
    for col in range(5):
        if st[b + WALL_CELLS + r * 5 + col] < 0 and not (st[b + COL_MASK + col] >> c) & 1:
            m |= 1 << col
    return m


@njit(cache=True)
def put_on_floor(st, b, c, count):
    """`count` tiles of `c` onto the floor, left to right; returns the overflow (for the lid)."""
    fl = st[b + FLOOR_LEN]
    room = FLOOR_SLOTS - fl
    k = count if count < room else room
    if k <= 0:
        return count
    for i in range(k):
        st[b + FLOOR_ITEMS + fl + i] = c
    st[b + FLOOR_LEN] = fl + k
    return count - k


@njit(cache=True)
def place_on_wall(st, b, r, col, c):
    st[b + WALL_CELLS + r * 5 + col] = c
    st[b + ROW_MASK + r] |= 1 << c
    st[b + COL_MASK + col] |= 1 << c
    st[b + SCORE] += tile_points(st, b + WALL_CELLS, r, col)
    st[b + LINE_COUNT + r] = 0
    st[b + LINE_COLOUR + r] = -1


# -- moves -----------------------------------------------------------------------------------


@njit(cache=True)
def play(st, move, draws):
    """Apply a legal move (`layout`'s code); a round it ends is dealt from `draws`."""
    if move >= WALL_MOVE:
        place_line(st, move - WALL_MOVE, draws)
    else:
        take(st, move // 30, (move // 6) % 5, move % 6, draws)


@njit(cache=True)
def take(st, s, c, t, draws):
    seat = st[TURN]
    b = board(seat)
    src = SOURCES + 5 * s
    n = st[src + c]
    st[src + c] = 0
    if s:
        for k in range(5):
            if st[src + k]:
                st[SOURCES + k] += st[src + k]
                st[src + k] = 0
    elif st[MARKER_IN]:
        st[MARKER_IN] = 0
        st[MARKER_TAKER] = seat
        fl = st[b + FLOOR_LEN]
        if fl < FLOOR_SLOTS:  # convention: on a full floor the marker costs nothing
            st[b + FLOOR_ITEMS + fl] = MARKER
            st[b + FLOOR_LEN] = fl + 1
    st[TABLE] -= n
    excess = n
    if t != 5:
        room = t + 1 - st[b + LINE_COUNT + t]
        placed = n if n < room else room
        st[b + LINE_COUNT + t] += placed
        st[b + LINE_COLOUR + t] = c
        excess = n - placed
    if excess:
        st[LID + c] += put_on_floor(st, b, c, excess)
    if st[TABLE] == 0:
        end_offer(st, draws)
    else:
        st[TURN] = (seat + 1) % st[PLAYERS]


@njit(cache=True)
def end_offer(st, draws):
    if not st[GREY]:
        for seat in range(st[PLAYERS]):
            b = board(seat)
            for r in range(5):
                if st[b + LINE_COUNT + r] == r + 1:
                    c = st[b + LINE_COLOUR + r]
                    place_on_wall(st, b, r, (c + r) % 5, c)
                    st[LID + c] += r
        finish_round(st, draws)
    else:
        st[PHASE] = P_WALL
        st[WALL_SEAT] = 0
        st[WALL_ROW] = 0
        advance_wall(st, draws)


@njit(cache=True)
def advance_wall(st, draws):
    """Grey side: stop at the next line needing a column; lines with none go to the floor."""
    seat = st[WALL_SEAT]
    r = st[WALL_ROW]
    while seat < st[PLAYERS]:
        b = board(seat)
        while r < 5:
            if st[b + LINE_COUNT + r] == r + 1:
                c = st[b + LINE_COLOUR + r]
                if free_columns(st, b, r, c):
                    st[WALL_SEAT] = seat
                    st[WALL_ROW] = r
                    st[TURN] = seat
                    return
                st[b + LINE_COUNT + r] = 0
                st[b + LINE_COLOUR + r] = -1
                st[LID + c] += put_on_floor(st, b, c, r + 1)
            r += 1
        seat += 1
        r = 0
    finish_round(st, draws)


@njit(cache=True)
def place_line(st, col, draws):
    seat = st[WALL_SEAT]
    r = st[WALL_ROW]
    b = board(seat)
    c = st[b + LINE_COLOUR + r]
    place_on_wall(st, b, r, col, c)
    st[LID + c] += r
    st[WALL_ROW] = r + 1
    advance_wall(st, draws)


# -- round and game end ----------------------------------------------------------------------


@njit(cache=True)
def finish_round(st, draws):
    full = False
    for seat in range(st[PLAYERS]):
        b = board(seat)
        fl = st[b + FLOOR_LEN]
        for i in range(fl):
            x = st[b + FLOOR_ITEMS + i]
            if x != MARKER:
                st[LID + x] += 1
            st[b + FLOOR_ITEMS + i] = -1
        st[b + FLOOR_LEN] = 0
        new = st[b + SCORE] - FLOOR_LOSSES[fl]
        st[b + SCORE] = new if new > 0 else 0
        for r in range(5):
            if st[b + ROW_MASK + r] == FULL:
                full = True
    if st[MARKER_TAKER] >= 0:
        st[START] = st[MARKER_TAKER]
    if full:
        end_game(st)
    else:
        deal(st, st[ROUND] + 1, draws)


@njit(cache=True)
def deal(st, round_no, draws):
    """Fill the factories from the bag (refilled from the lid when it runs out); past
    `DEAL_UNTIL` the round starts with empty factories; with no tile at all the game ends."""
    bag_total = 0
    lid_total = 0
    for k in range(5):
        bag_total += st[BAG + k]
        lid_total += st[LID + k]
    until = st[DEAL_UNTIL]
    if until >= 0 and round_no > until and bag_total + lid_total:
        start_round(st, round_no, 0)
        return
    total = bag_total
    dealt = 0
    for f in range(1, st[FACTORIES] + 1):
        src = SOURCES + 5 * f
        for _ in range(4):
            if total == 0:
                for k in range(5):
                    total += st[LID + k]
                if total == 0:
                    break
                for k in range(5):
                    st[BAG + k] += st[LID + k]
                    st[LID + k] = 0
            c = draw_from(st, BAG, total, draws)
            total -= 1
            st[src + c] += 1
            dealt += 1
        if total == 0:
            lid_left = 0
            for k in range(5):
                lid_left += st[LID + k]
            if not lid_left:
                break
    if dealt == 0:
        end_game(st)
        return
    st[DREW] = 1
    start_round(st, round_no, dealt)


@njit(cache=True)
def start_round(st, round_no, dealt):
    st[ROUND] = round_no
    st[TABLE] = dealt
    st[MARKER_IN] = 1
    st[MARKER_TAKER] = -1
    st[PHASE] = P_DRAFT
    st[TURN] = st[START]


@njit(cache=True)
def end_game(st):
    best_score = -1
    best_rows = -1
    for seat in range(st[PLAYERS]):
        b = board(seat)
        rows = 0
        cols = 0
        for i in range(5):
            if st[b + ROW_MASK + i] == FULL:
                rows += 1
            if st[b + COL_MASK + i] == FULL:
                cols += 1
        colours = 0
        for c in range(5):
            k = 0
            for cell in range(25):
                if st[b + WALL_CELLS + cell] == c:
                    k += 1
            if k == 5:
                colours += 1
        st[b + SCORE] += ROW_BONUS * rows + COLUMN_BONUS * cols + COLOUR_BONUS * colours
        score = st[b + SCORE]
        if score > best_score or (score == best_score and rows > best_rows):
            best_score, best_rows = score, rows
            st[WINNERS] = 1 << seat
        elif score == best_score and rows == best_rows:
            st[WINNERS] |= 1 << seat
    st[PHASE] = P_OVER
    st[TURN] = -1
