"""Fast Azul move values for one seat, straight from the position (no copy, no `play`).

Used by the easy player, as search priors, and as the rollout policy: a rollout plays hundreds of
moves per decision, so this avoids building moves or copying games. The value of a draft is the
change it makes to the mover's `azul_eval` value, estimated locally: what the pattern line gains
(its tile's points and bonus progress once full, a share of that while unfinished) minus what the
extra floor items will cost.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import cast

from ..azul.game import (
    COLOUR_BONUS,
    COLUMN_BONUS,
    FLOOR_LOSS,
    FLOOR_SLOTS,
    ROW_BONUS,
    AzulGame,
    AzulPlayer,
    tile_points,
)
from ..azul.moves import DRAFTS, FLOOR, Draft, Move, WallChoice
from ..base import DRAFT
from .azul_eval import COLOUR_SHARE, COLUMN_SHARE, PARTIAL_BASE, PARTIAL_FILL, ROW_SHARE

# Bonus progress of one more tile in a column / colour / row that holds k tiles.
_COLUMN_STEP = tuple(COLUMN_BONUS * (COLUMN_SHARE[k + 1] - COLUMN_SHARE[k]) for k in range(5))
_COLOUR_STEP = tuple(COLOUR_BONUS * (COLOUR_SHARE[k + 1] - COLOUR_SHARE[k]) for k in range(5))
_ROW_STEP = tuple(ROW_BONUS * (ROW_SHARE[k + 1] - ROW_SHARE[k]) for k in range(5))
FULL_LINE = 0.5  # per row below: a full line is safe, and low rows are the cheap ones
OPEN_LINE = 1.0  # starting a line ties up its row until it is full
MARKER = 0.0  # the first-player marker beyond its floor slot: tournaments found no gain in more
_NO_PLACE = -100.0  # grey side: a line whose colour has no free column is a floor in disguise


def _colour_counts(p: AzulPlayer) -> list[int]:
    counts = [0] * 5
    for x in p.wall:
        if x >= 0:
            counts[x] += 1
    return counts


def _tile_value(p: AzulPlayer, grey: bool, r: int, c: int, colours: list[int]) -> float:
    """Points plus bonus progress of a `c` tile reaching wall row `r` now."""
    if grey:
        best = _NO_PLACE
        bit = 1 << c
        for col in range(5):
            if p.wall[r * 5 + col] < 0 and not p.col_mask[col] & bit:
                v = tile_points(p.wall, r, col) + _COLUMN_STEP[p.col_mask[col].bit_count()]
                if v > best:
                    best = v
        if best == _NO_PLACE:
            return best
        return best + _COLOUR_STEP[colours[c]] + _ROW_STEP[p.row_mask[r].bit_count()]
    col = (c + r) % 5
    if p.wall[r * 5 + col] >= 0:
        return _NO_PLACE  # already there: no line of this row takes it
    return (
        tile_points(p.wall, r, col)
        + _COLUMN_STEP[p.col_mask[col].bit_count()]
        + _COLOUR_STEP[colours[c]]
        + _ROW_STEP[p.row_mask[r].bit_count()]
    )


# A wall does not change while tiles are drafted, and a playout drafts dozens of times on the
# same walls: each wall's 25 tile values (row-major, by colour) are computed once and kept.
_TABLES: dict[tuple[bool | int, ...], list[float]] = {}
_TABLES_MAX = 4096  # about 2.5 MB; a search refills it in moments


def tile_values(p: AzulPlayer, grey: bool) -> list[float]:
    """`_tile_value` of every (row, colour) of `p`'s wall, at index row * 5 + colour."""
    key = (grey, *p.wall)
    table = _TABLES.get(key)
    if table is None:
        if len(_TABLES) >= _TABLES_MAX:
            _TABLES.clear()
        colours = _colour_counts(p)
        table = [_tile_value(p, grey, r, c, colours) for r in range(5) for c in range(5)]
        _TABLES[key] = table
    return table


def draft_options(game: AzulGame) -> Iterator[tuple[int, int, int, float]]:
    """Every draft open to the player to act, as (source, colour, target, value), in the order
    the rollout policy draws its noise: by source, colour, then lines top to bottom and the
    floor. The value is what the pattern line gains (its tile's points and bonus progress once
    full, a share while unfinished, a cost for opening a line) minus the extra floor penalty."""
    assert game.turn is not None  # drafting: somebody is to act
    p = game.players[game.turn]
    table = tile_values(p, game.side == "grey")
    counts, floor = p.line_count, len(p.floor)
    marker = game.marker_in_centre
    acc = p.accepts()
    loss_here = FLOOR_LOSS[floor]
    for s, tiles in enumerate(game.sources):
        first = marker and not s
        for c in range(5):
            n = tiles[c]
            if not n:
                continue
            mask = acc[c]
            t = 0
            while mask:
                if mask & 1:
                    gain = 0.0
                    items = 0
                    if first:
                        items = 1
                        gain = MARKER
                    size = t + 1
                    have = counts[t]
                    room = size - have
                    tv = table[t * 5 + c]
                    if n >= room:
                        items += n - room
                        if tv == _NO_PLACE:
                            items += size
                        else:
                            gain += tv + FULL_LINE * (5 - t)
                            if have:
                                gain -= (PARTIAL_BASE + PARTIAL_FILL * have / size) * (tv + 0.5)
                    elif tv == _NO_PLACE:
                        gain -= 0.5 * n
                    else:
                        gain += PARTIAL_FILL * n / size * (tv + 0.5)
                        if not have:
                            gain += PARTIAL_BASE * (tv + 0.5) - OPEN_LINE
                    end = floor + items
                    if end > FLOOR_SLOTS:
                        end = FLOOR_SLOTS
                    yield s, c, t, gain - (FLOOR_LOSS[end] - loss_here)
                mask >>= 1
                t += 1
            end = floor + n + 1 if first else floor + n
            if end > FLOOR_SLOTS:
                end = FLOOR_SLOTS
            yield s, c, FLOOR, (MARKER if first else 0.0) - (FLOOR_LOSS[end] - loss_here)


def move_values(game: AzulGame, moves: Sequence[Move]) -> list[float]:
    """Heuristic value of each of `moves` (legal moves of `game`) for the player to act."""
    if game.phase == DRAFT:  # the legal moves are drafts
        values = {(s, c, t): v for s, c, t, v in draft_options(game)}
        return [values[m.source, m.colour, m.target] for m in cast(Sequence[Draft], moves)]
    seat, r = game.wall_cursor
    p = game.players[seat]
    colours = _colour_counts(p)
    out = []
    for m in cast(Sequence[WallChoice], moves):  # the wall phase's legal moves
        col = m.column
        out.append(
            tile_points(p.wall, r, col)
            + _COLUMN_STEP[p.col_mask[col].bit_count()]
            + 0.01 * colours[p.line_colour[r]]
        )
    return out


def rollout_move(game: AzulGame, rng: random.Random, noise: float) -> Move:
    """A good move with some randomness, built without listing every legal move."""
    if game.phase != DRAFT:
        moves = game.legal_moves()
        if len(moves) == 1:
            return moves[0]
        vals = move_values(game, moves)
        top = max(range(len(moves)), key=lambda i: vals[i] + noise * rng.random())
        return moves[top]
    rand = rng.random
    best_v = -1e9
    best: tuple[int, int, int] | None = None
    for s, c, t, v in draft_options(game):
        v += noise * rand()
        if v > best_v:
            best_v, best = v, (s, c, t)
    assert best is not None  # drafting: some draft is open
    s, c, t = best
    return DRAFTS[s][c][t]
