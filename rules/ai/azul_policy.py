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
    return (
        tile_points(p.wall, r, col)
        + _COLUMN_STEP[p.col_mask[col].bit_count()]
        + _COLOUR_STEP[colours[c]]
        + _ROW_STEP[p.row_mask[r].bit_count()]
    )


class DraftValuer:
    """Values of the drafts open to the player to act (tile values cached per call)."""

    __slots__ = ("colours", "floor", "game", "grey", "p", "tiles")

    def __init__(self, game: AzulGame) -> None:
        self.game = game
        self.p = game.players[game.turn]
        self.grey = game.side == "grey"
        self.floor = len(self.p.floor)
        self.colours = _colour_counts(self.p)
        self.tiles: dict[int, float] = {}

    def tile(self, r: int, c: int) -> float:
        key = r * 5 + c
        v = self.tiles.get(key)
        if v is None:
            v = self.tiles[key] = _tile_value(self.p, self.grey, r, c, self.colours)
        return v

    def value(self, s: int, c: int, t: int) -> float:
        game, p = self.game, self.p
        n = game.sources[s][c]
        gain = 0.0
        items = 0
        if s == 0 and game.marker_in_centre:
            items = 1
            gain = MARKER
        if t == FLOOR:
            items += n
        else:
            size = t + 1
            have = p.line_count[t]
            room = size - have
            if n >= room:
                items += n - room
                tv = self.tile(t, c)
                if tv == _NO_PLACE:
                    items += size
                else:
                    gain += tv + FULL_LINE * (5 - t)
                    if have:
                        gain -= (PARTIAL_BASE + PARTIAL_FILL * have / size) * (tv + 0.5)
            else:
                tv = self.tile(t, c)
                if tv == _NO_PLACE:
                    gain -= 0.5 * n
                else:
                    gain += PARTIAL_FILL * n / size * (tv + 0.5)
                    if not have:
                        gain += PARTIAL_BASE * (tv + 0.5) - OPEN_LINE
        f = self.floor
        end = f + items
        if end > FLOOR_SLOTS:
            end = FLOOR_SLOTS
        return gain - (FLOOR_LOSS[end] - FLOOR_LOSS[f])


def move_values(game: AzulGame, moves: list) -> list[float]:
    """Heuristic value of each of `moves` (legal moves of `game`) for the player to act."""
    if game.phase == DRAFT:
        dv = DraftValuer(game)
        return [dv.value(m.source, m.colour, m.target) for m in moves]
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
    dv = DraftValuer(game)
    acc = dv.p.accepts()
    rand = rng.random
    best_v = -1e9
    best = None
    for s, tiles in enumerate(game.sources):
        for c in range(5):
            if not tiles[c]:
                continue
            mask = acc[c]
            for t in range(5):
                if mask >> t & 1:
                    v = dv.value(s, c, t) + noise * rand()
                    if v > best_v:
                        best_v, best = v, (s, c, t)
            v = dv.value(s, c, FLOOR) + noise * rand()
            if v > best_v:
                best_v, best = v, (s, c, FLOOR)
    s, c, t = best  # type: ignore[misc]
    return DRAFTS[s][c][t]
