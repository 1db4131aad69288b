"""Computer players: pure functions from a game state to a move.

    >>> move = choose_move(game, level="easy", seed=7)

Deterministic for a given state and seed. Levels: "easy" (one-ply greedy on an edition-specific
evaluation). Stronger levels are added in their own modules and registered in `LEVELS`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..base import BaseGame
from .greedy import greedy_move

LEVELS: dict[str, Callable[..., Any]] = {"easy": greedy_move}


def choose_move(game: BaseGame, level: str = "easy", seed: int = 0, **options: Any) -> Any:
    """The move the computer player of `level` makes for the player to act in `game`."""
    if game.is_over:
        raise ValueError("the game is over: there is no move to choose")
    try:
        strategy = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})") from None
    return strategy(game, seed=seed, **options)


__all__ = ["LEVELS", "choose_move"]
