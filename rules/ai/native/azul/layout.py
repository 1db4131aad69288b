"""An Azul position as one flat int64 array, the compiled search's state (`encode`).

Header fields, then the 10 sources x 5 colours, bag, lid, and 4 boards of `BOARD` cells each;
a board holds its score, pattern lines, wall (colour or -1), row and column colour masks and
its floor (colours, `MARKER` for the first-player marker). Absent values are -1.
"""

from __future__ import annotations

import numpy as np

from ....azul.game import MARKER, AzulGame
from ....azul.moves import DRAFTS, FLOOR, WALL_CHOICES, Draft, Move
from ....base import DRAFT, OVER, WALL
from ..header import (
    AZUL,
    DEAL_UNTIL,
    DREW,
    EDITION,
    HEADER,
    P_OVER,
    PHASE,
    PLAYERS,
    ROUND,
    TURN,
    WINNERS,
)

# Header: the search's fields (`header`), then Azul's own.
START, MARKER_IN, MARKER_TAKER, WALL_SEAT, WALL_ROW, TABLE = 3, 4, 5, 6, 7, 8
FACTORIES, GREY = 10, 11
SOURCES = HEADER  # source s, colour c at SOURCES + 5 * s + c (source 0: the centre)
BAG = SOURCES + 50
LID = BAG + 5
BOARDS = LID + 5
# A board, from BOARDS + seat * BOARD.
SCORE, LINE_COLOUR, LINE_COUNT, WALL_CELLS = 0, 1, 6, 11
ROW_MASK, COL_MASK, FLOOR_LEN, FLOOR_ITEMS = 36, 41, 46, 47
BOARD = 54
SIZE = BOARDS + 4 * BOARD

P_DRAFT, P_WALL = 0, 1
_PHASES = {DRAFT: P_DRAFT, WALL: P_WALL, OVER: P_OVER}

# Moves: a draft is source * 30 + colour * 6 + target (FLOOR = 5); a grey wall choice is
# WALL_MOVE + column (its row is the pending one).
WALL_MOVE = 300
MAX_MOVES = 300


def encode(game: AzulGame) -> np.ndarray:
    """`game` as the compiled search's array (history, events and draws are not part of it)."""
    st = np.full(SIZE, -1, dtype=np.int64)
    st[ROUND] = game.round
    st[PHASE] = _PHASES[game.phase]
    st[TURN] = -1 if game.turn is None else game.turn
    st[START] = game.start_player
    st[MARKER_IN] = int(game.marker_in_centre)
    st[MARKER_TAKER] = -1 if game.marker_taker is None else game.marker_taker
    st[WALL_SEAT], st[WALL_ROW] = game.wall_cursor
    st[TABLE] = game.table_tiles
    st[PLAYERS] = len(game.players)
    st[FACTORIES] = game.num_factories
    st[GREY] = int(game.side == "grey")
    st[DEAL_UNTIL] = -1 if game.deal_until is None else game.deal_until
    st[DREW] = 0
    st[EDITION] = AZUL
    st[WINNERS] = sum(1 << seat for seat in game.winners) if game.is_over else 0
    st[SOURCES : SOURCES + 50] = 0
    for s, tiles in enumerate(game.sources):
        st[SOURCES + 5 * s : SOURCES + 5 * s + 5] = tiles
    st[BAG : BAG + 5] = game.bag
    st[LID : LID + 5] = game.lid
    for seat, p in enumerate(game.players):
        b = BOARDS + seat * BOARD
        st[b + SCORE] = p.score
        st[b + LINE_COLOUR : b + LINE_COLOUR + 5] = p.line_colour
        st[b + LINE_COUNT : b + LINE_COUNT + 5] = p.line_count
        st[b + WALL_CELLS : b + WALL_CELLS + 25] = p.wall
        st[b + ROW_MASK : b + ROW_MASK + 5] = p.row_mask
        st[b + COL_MASK : b + COL_MASK + 5] = p.col_mask
        st[b + FLOOR_LEN] = len(p.floor)
        for i, x in enumerate(p.floor):
            st[b + FLOOR_ITEMS + i] = MARKER if x == MARKER else x
    return st


def encode_move(move: Move) -> int:
    if type(move) is Draft:
        return move.source * 30 + move.colour * 6 + move.target
    return WALL_MOVE + move.column


def decode_move(game: AzulGame, code: int) -> Move:
    if code >= WALL_MOVE:
        return WALL_CHOICES[game.wall_cursor[1]][code - WALL_MOVE]
    s, rest = divmod(code, 30)
    c, t = divmod(rest, 6)
    assert t <= FLOOR
    return DRAFTS[s][c][t]
