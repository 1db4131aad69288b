"""A Summer Pavilion position as one flat int64 array, the compiled search's state (`encode`).

The search's header (`..header`), then Summer Pavilion's own fields, the 10 sources x 6 colours,
bag, tower, the supply's 10 spaces (colour or -1) and its counts per colour, and 4 boards of
`BOARD` cells each: score, covered spaces (a 42-bit mask), passed, the score's breakdown, per
star its colours (mask) and kind, hand, corner and the 42 cells (colour or -1).
"""

from __future__ import annotations

import numpy as np

from ....base import ACQUIRE, OVER, PLAY
from ....pavilion.game import PavilionGame
from ....pavilion.geometry import NUM_COLOURS, RING
from ....pavilion.moves import ACQUIRES, NO_TILES, PLACES, Acquire, Move, Place, pass_move
from ....pavilion.moves import PASS as NO_KEEP
from ..header import (
    DEAL_UNTIL,
    DREW,
    EDITION,
    HEADER,
    P_OVER,
    PAVILION,
    PHASE,
    PLAYERS,
    ROUND,
    TURN,
    WINNERS,
)

# Header: the search's fields (`header`), then Summer Pavilion's own.
START, MARKER_HOLDER, TABLE, FACTORIES, GREY, SUPPLY_TOTAL = 3, 4, 5, 6, 7, 8
SOURCES = HEADER  # source s, colour c at SOURCES + 6 * s + c (source 0: the centre)
BAG = SOURCES + 60
TOWER = BAG + 6
SUPPLY = TOWER + 6  # the 10 supply spaces in order
SUPPLY_COUNTS = SUPPLY + 10
BOARDS = SUPPLY_COUNTS + 6
# A board, from BOARDS + seat * BOARD.
SCORE, COVERED, PASSED, PLACEMENT_POINTS, FIRST_PLAYER_LOSS, DISCARD_LOSS = 0, 1, 2, 3, 4, 5
STAR_BONUS, NUMBER_BONUS, BONUS_TILES = 6, 7, 8
STAR_MASK, STAR_KIND, HAND, CORNER, CELLS = 9, 16, 23, 29, 35
BOARD = CELLS + 42
SIZE = BOARDS + 4 * BOARD

P_ACQUIRE, P_PLAY = 0, 1
_PHASES = {ACQUIRE: P_ACQUIRE, PLAY: P_PLAY, OVER: P_OVER}

# Moves (they fit the search's int32 edges): an acquisition is source * 6 + colour; a placement
# PLACE | cell << 18 | colour << 15 | wilds << 12 | bonus tiles (2 bits a colour: at most 3 are
# ever earned); a pass PASS | kept tiles (3 bits a colour: at most 4 are kept).
KIND = 1 << 28
PLACE, PASS = KIND, 2 * KIND
MAX_MOVES = 512  # acquisitions: at most 60; placements: 2 payments of 6 colours on 42 spaces


def encode(game: PavilionGame) -> np.ndarray:
    """`game` as the compiled search's array (history, events and draws are not part of it)."""
    st = np.full(SIZE, -1, dtype=np.int64)
    st[ROUND] = game.round
    st[PHASE] = _PHASES[game.phase]
    st[TURN] = -1 if game.turn is None else game.turn
    st[PLAYERS] = len(game.players)
    st[DEAL_UNTIL] = -1
    st[DREW] = 0
    st[WINNERS] = sum(1 << seat for seat in game.winners) if game.is_over else 0
    st[EDITION] = PAVILION
    st[START] = game.start_player
    st[MARKER_HOLDER] = -1 if game.marker_holder is None else game.marker_holder
    st[TABLE] = game.table_tiles
    st[FACTORIES] = game.num_factories
    st[GREY] = int(game.grey)
    st[SUPPLY_TOTAL] = game._supply_total
    st[SOURCES : SOURCES + 60] = 0
    for s, tiles in enumerate(game.sources):
        st[SOURCES + 6 * s : SOURCES + 6 * s + 6] = tiles
    st[BAG : BAG + 6] = game.bag
    st[TOWER : TOWER + 6] = game.tower
    st[SUPPLY : SUPPLY + 10] = game._supply
    st[SUPPLY_COUNTS : SUPPLY_COUNTS + 6] = game._supply_counts
    for seat, p in enumerate(game.players):
        b = BOARDS + seat * BOARD
        st[b + SCORE] = p.score
        st[b + COVERED] = p.covered
        st[b + PASSED] = int(p.passed)
        st[b + PLACEMENT_POINTS] = p.placement_points
        st[b + FIRST_PLAYER_LOSS] = p.first_player_loss
        st[b + DISCARD_LOSS] = p.discard_loss
        st[b + STAR_BONUS] = p.star_bonus
        st[b + NUMBER_BONUS] = p.number_bonus
        st[b + BONUS_TILES] = p.bonus_tiles
        st[b + STAR_MASK : b + STAR_MASK + 7] = p.star_mask
        st[b + STAR_KIND : b + STAR_KIND + 7] = p.star_kind
        st[b + HAND : b + HAND + 6] = p.hand
        st[b + CORNER : b + CORNER + 6] = p.corner
        st[b + CELLS : b + CELLS + 42] = p.board
    return st


def _packed(counts: tuple[int, ...], bits: int) -> int:
    return sum(n << (bits * c) for c, n in enumerate(counts))


def _unpacked(code: int, bits: int) -> tuple[int, ...]:
    mask = (1 << bits) - 1
    return tuple(code >> (bits * c) & mask for c in range(NUM_COLOURS))


def encode_move(move: Move) -> int:
    if type(move) is Acquire:
        return move.source * 6 + move.colour
    if type(move) is Place:
        cell = move.star * RING + move.space
        return PLACE | cell << 18 | move.colour << 15 | move.wilds << 12 | _packed(move.bonus, 2)
    return PASS | _packed(move.kept, 3)


def decode_move(game: PavilionGame, code: int) -> Move:
    if code < PLACE:
        return ACQUIRES[code // 6][code % 6]
    if code < PASS:
        cell, colour, wilds = code >> 18 & 63, code >> 15 & 7, code >> 12 & 7
        bonus = _unpacked(code, 2)
        if bonus == NO_TILES:
            return PLACES[game.grey][cell][colour][wilds]
        return Place(cell // RING, cell % RING, colour, wilds, bonus, game.grey)
    kept = _unpacked(code - PASS, 3)
    return NO_KEEP if kept == NO_TILES else pass_move(kept)
