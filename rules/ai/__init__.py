"""Computer players: pure functions from a game state to a move.

    >>> from rules import new_game
    >>> game = new_game("azul", ["Ana", "Bo"], seed=42)
    >>> move = choose_move(game, level="hard", seed=7)
    >>> move in game.legal_moves()
    True
    >>> move, reason = explain_move(game, level="hard", seed=7)
    >>> move, parts = explain_parts(game, level="hard", seed=7)  # the reason, translatable

Levels (see docs/ai.md): "easy" (greedy on quick move values), "medium" (a short alpha-beta
look-ahead, each line played out to the end of the round), "hard" (Monte-Carlo tree
search with determinised draws, compiled for Azul, at most a second a move) and "expert"
(the same search with five times the playouts, up to 5 s a move). Options, passed as
keywords, for hard: `iterations` (playouts) and `budget_ms` (thinking time); what is given
stops the search, and with neither it is the edition's default playouts within a 1 s ceiling.
Every level is deterministic for a given state and seed, except hard when a clock stops it.
`ALL_LEVELS` adds "hard-classic", hard as it was until 2026-11, kept only to measure against
(`python -m rules arena --a hard --b hard-classic`); the bot never offers it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..base import BaseGame
from .decision import Decision
from .explain import describe_parts
from .greedy import greedy_move
from .lookahead import lookahead_move
from .mcts import classic_move, expert_move, mcts_move
from .phrases import Part, english

if TYPE_CHECKING:
    from ..editions import Move

LEVELS: dict[str, Callable[..., Decision]] = {
    "easy": greedy_move,
    "medium": lookahead_move,
    "hard": mcts_move,
    "expert": expert_move,
}
# Levels kept only to measure the others against (`python -m rules arena`); never offered.
FOR_COMPARISON: dict[str, Callable[..., Decision]] = {"hard-classic": classic_move}
ALL_LEVELS = LEVELS | FOR_COMPARISON


def decide(game: BaseGame, level: str = "easy", seed: int = 0, **options: Any) -> Decision:
    """The computer player's decision: the move and how the level judged it."""
    if game.is_over:
        raise ValueError("the game is over: there is no move to choose")
    try:
        strategy = ALL_LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(ALL_LEVELS)})") from None
    return strategy(game, seed=seed, **options)


def choose_move(game: BaseGame, level: str = "easy", seed: int = 0, **options: Any) -> Move:
    """The move the computer player of `level` makes for the player to act in `game`."""
    return decide(game, level, seed, **options).move


def explain_move(
    game: BaseGame, level: str = "easy", seed: int = 0, **options: Any
) -> tuple[Move, str]:
    """The move of `choose_move` and a one-line reason for a hint, e.g. "3 red from factory 2
    complete pattern line 3 (5 points at the tiling); wins about 62% of 900 simulated games"."""
    move, parts = explain_parts(game, level, seed, **options)
    return move, english(parts)


def explain_parts(
    game: BaseGame, level: str = "easy", seed: int = 0, **options: Any
) -> tuple[Move, list[Part]]:
    """The move of `choose_move` and its reason as parts `(code, params)` with plain values:
    what the move does, then how the level judged it. `rules.ai.phrases` has their English
    (`english(parts)` is `explain_move`'s reason); a translation renders them its own way."""
    decision = decide(game, level, seed, **options)
    return decision.move, [*describe_parts(game, decision.move), *decision.why]


__all__ = [
    "ALL_LEVELS",
    "LEVELS",
    "Decision",
    "choose_move",
    "decide",
    "explain_move",
    "explain_parts",
]
