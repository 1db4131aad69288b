"""Computer players, run off the event loop.

`rules.ai.choose_move` is pure and may think for a while at stronger levels; this is the one place
that decides where it runs. Today a small thread pool is enough for "easy"; a
`concurrent.futures.ProcessPoolExecutor` can be passed in for strong levels without touching
anything else (the game object pickles).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from typing import Any

DEFAULT_LEVEL = "easy"


def levels() -> tuple[str, ...]:
    """The levels the computer players offer (from rules.ai, once it is importable)."""
    try:
        from rules.ai import LEVELS
    except ImportError:
        return (DEFAULT_LEVEL,)
    return tuple(LEVELS) or (DEFAULT_LEVEL,)


def move_seed(game_seed: int, ply: int) -> int:
    """A reproducible seed per decision, so a replayed game makes the same computer choices."""
    return (game_seed * 1_000_003 + ply) & ((1 << 63) - 1)


def _choose(game: Any, level: str, seed: int) -> str:
    from rules.ai import choose_move

    return str(choose_move(game, level=level, seed=seed))


class ComputerPlayers:
    def __init__(self, executor: concurrent.futures.Executor | None = None) -> None:
        self._own = executor is None
        self._executor = executor or concurrent.futures.ThreadPoolExecutor(
            max_workers=2, thread_name_prefix="azul-ai"
        )

    async def choose(self, game: Any, level: str, seed: int) -> str:
        """The notation of the move the computer plays (`game` is not modified)."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, _choose, game, level, seed)

    def close(self) -> None:
        if self._own:
            self._executor.shutdown(wait=False, cancel_futures=True)
