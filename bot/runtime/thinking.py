"""What a computer-player or analysis worker runs: top-level functions (a process pool pickles
them by name), in a module of their own so that a worker imports `rules` and nothing of the
bot's event loop. Before, they lived beside their callers (`bot.games.computer`,
`bot.lookback.reviews`), and a worker imported asyncio with them, or for a review discord.py
itself: some 0.1-0.3 s of every worker's start."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rules import BaseGame
    from rules.ai.review import Judgement


def choose(game: BaseGame, level: str, seed: int) -> str:
    """The move a computer player of `level` plays."""
    from rules.ai import choose_move

    return str(choose_move(game, level=level, seed=seed))


def explain(game: BaseGame, level: str, seed: int) -> tuple[str, list[tuple[str, dict[str, Any]]]]:
    """A hint: the move `level` would play for the player to act, and why, as the parts
    `(code, params)` of `rules.ai.explain_parts` (plain values, put into words in the asker's
    language by `bot.i18n.hint_reasons`)."""
    from rules.ai import explain_parts

    move, parts = explain_parts(game, level=level, seed=seed)
    return str(move), [(code, dict(params)) for code, params in parts]


def decisions(record: dict) -> list[int]:
    """The plies of a game's record where its player had a choice (what a review judges)."""
    from rules.ai import review

    return review.decisions(record)


def judge(record: dict, plies: list[int], iterations: int, seed: int) -> list[Judgement]:
    """The review's judgement of the moves at `plies`."""
    from rules.ai.review import judge_plies

    return judge_plies(record, plies, iterations=iterations, seed=seed)
