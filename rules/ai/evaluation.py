"""Static evaluations: how good a position is for one seat, in points-like units."""

from __future__ import annotations

from ..azul.game import FLOOR_LOSS, AzulGame, tile_points
from ..base import BaseGame


def azul_value(game: AzulGame, seat: int) -> float:
    """Score plus what the pattern lines are likely worth minus the floor about to be paid.

    Complete lines count the points their tile would score now (coloured side: exact at this
    moment; grey side: the best free column); unfinished lines count a fraction of that, since
    they may still be completed, and a little penalty for tying up a line.
    """
    p = game.players[seat]
    value = float(p.score) - FLOOR_LOSS[len(p.floor)]
    wall = p.wall
    grey = game.side == "grey"
    for r in range(5):
        n = p.line_count[r]
        if not n:
            continue
        c = p.line_colour[r]
        if grey:
            cols = p.free_columns(r, c)
            if not cols:
                value -= r + 1
                continue
        else:
            cols = [(c + r) % 5]
        best = 0
        for col in cols:
            wall[r * 5 + col] = c
            best = max(best, tile_points(wall, r, col))
            wall[r * 5 + col] = -1
        if n == r + 1:
            value += best + 0.2 * (5 - r)  # lower rows fill the wall towards row bonuses
        else:
            value += best * (n / (r + 1)) * 0.6 - 0.1
    return value


def value(game: BaseGame, seat: int) -> float:
    if game.edition == "azul":
        return azul_value(game, seat)  # type: ignore[arg-type]
    return float(game.scores[seat])
