"""The "easy" computer player: value every legal move at once, keep the best one.

The values are the edition's quick move values (`adapters`): what the move is worth right away,
and a little of what it sets up, with no look at the other players' replies.
"""

from __future__ import annotations

import random
from typing import Any

from ..base import BaseGame
from .adapters import adapter
from .decision import Decision, decision


def greedy_move(game: BaseGame, seed: int = 0, **_: Any) -> Decision:
    moves = game.legal_moves()
    if len(moves) == 1:
        return decision(moves[0], "note.only_legal")
    vals = adapter(game).move_values(game, moves)
    top = max(vals)
    best = [m for m, v in zip(moves, vals, strict=True) if v > top - 1e-9]
    move = best[random.Random(seed).randrange(len(best))] if len(best) > 1 else best[0]
    return decision(move, "note.first_sight", value=round(top, 1))
