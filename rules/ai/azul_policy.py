"""Fast Azul move values for one seat, straight from the position (no copy, no `play`).

Used by the easy player, as search priors, and as the rollout policy: a rollout plays hundreds of
moves per decision, so this avoids building moves or copying games. The value of a draft is the
change it makes to the mover's `azul_eval` value, estimated locally: what the pattern line gains
(its tile's points and bonus progress once full, a share of that while unfinished) minus what the
extra floor items will cost.
"""

from __future__ import annotations

import random

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
from ..azul.moves import DRAFTS, FLOOR
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
_TABLES: dict[tuple, list[float]] = {}
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


def draft_value(n: int, marker: bool, t: int, have: int, tv: float, floor: int) -> float:
    """What drafting `n` tiles (and the first-player marker, if `marker`) onto pattern line `t`
    holding `have` (or the floor) is worth to a player whose floor holds `floor` items, where
    `tv` is the tile's value on that row (`tile_values`; unused for the floor)."""
    gain = 0.0
    items = 0
    if marker:
        items = 1
        gain = MARKER
    if t == FLOOR:
        items += n
    else:
        size = t + 1
        room = size - have
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
    return gain - (FLOOR_LOSS[end] - FLOOR_LOSS[floor])


def move_values(game: AzulGame, moves: list) -> list[float]:
    """Heuristic value of each of `moves` (legal moves of `game`) for the player to act."""
    if game.phase == DRAFT:
        p = game.players[game.turn]
        table = tile_values(p, game.side == "grey")
        counts, floor = p.line_count, len(p.floor)
        marker = game.marker_in_centre
        sources = game.sources
        out = []
        for m in moves:
            s, c, t = m.source, m.colour, m.target
            have = 0 if t == FLOOR else counts[t]
            tv = 0.0 if t == FLOOR else table[t * 5 + c]
            out.append(draft_value(sources[s][c], marker and not s, t, have, tv, floor))
        return out
    seat, r = game.wall_cursor
    p = game.players[seat]
    colours = _colour_counts(p)
    out = []
    for m in moves:
        col = m.column
        out.append(
            tile_points(p.wall, r, col)
            + _COLUMN_STEP[p.col_mask[col].bit_count()]
            + 0.01 * colours[p.line_colour[r]]
        )
    return out


def rollout_move(game: AzulGame, rng: random.Random, noise: float):
    """A good move with some randomness, built without listing every legal move."""
    if game.phase != DRAFT:
        moves = game.legal_moves()
        if len(moves) == 1:
            return moves[0]
        vals = move_values(game, moves)
        best = max(range(len(moves)), key=lambda i: vals[i] + noise * rng.random())
        return moves[best]
    p = game.players[game.turn]
    table = tile_values(p, game.side == "grey")
    counts, floor = p.line_count, len(p.floor)
    marker = game.marker_in_centre
    acc = p.accepts()
    rand = rng.random
    # `draft_value`, inlined: a playout asks for some twenty values a move, hundreds of
    # thousands a search. Keep the two in step (tests/rules/test_ai_policy.py compares them).
    loss_here = FLOOR_LOSS[floor]
    best_v = -1e9
    best = None
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
                    v = gain - (FLOOR_LOSS[end] - loss_here) + noise * rand()
                    if v > best_v:
                        best_v, best = v, (s, c, t)
                mask >>= 1
                t += 1
            end = floor + n + 1 if first else floor + n
            if end > FLOOR_SLOTS:
                end = FLOOR_SLOTS
            v = (MARKER if first else 0.0) - (FLOOR_LOSS[end] - loss_here) + noise * rand()
            if v > best_v:
                best_v, best = v, (s, c, FLOOR)
    s, c, t = best  # type: ignore[misc]
    return DRAFTS[s][c][t]
