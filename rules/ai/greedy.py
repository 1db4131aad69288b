"""The "easy" computer player: try every legal move, keep the one that looks best right away."""

from __future__ import annotations

import random
from typing import Any

from ..base import BaseGame
from .evaluation import value


def greedy_move(game: BaseGame, seed: int = 0, **_: Any) -> Any:
    seat = game.turn
    moves = game.legal_moves()
    if len(moves) == 1:
        return moves[0]
    rng = random.Random(seed)
    best_value = float("-inf")
    best: list[Any] = []
    for move in moves:
        trial = game.copy()
        trial.play(move)
        v = value(trial, seat)
        if v > best_value + 1e-9:
            best_value, best = v, [move]
        elif v > best_value - 1e-9:
            best.append(move)
    return best[rng.randrange(len(best))]
