"""Computer players, run off the event loop.

`rules.ai.choose_move` is pure and may think for a while at stronger levels; this is the one place
that decides where it runs. "easy" answers in milliseconds and runs in a thread. Stronger levels
search for hundreds of milliseconds of pure Python, which in a thread would hold the GIL and stall
every other game, so they run in a separate process (the game object pickles).

This pool serves the games only (computer players, expired turns), at the bot's own priority;
hints and reviews, asked for on demand, think elsewhere (`bot.analysis`), below it.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..runtime import thinking
from ..runtime.workers import ProcessPool

if TYPE_CHECKING:
    from rules import BaseGame

    from ..runtime.analysis import Precedence

DEFAULT_LEVEL = "easy"
THREAD_LEVELS = frozenset({"easy"})  # quick enough not to stall the event loop from a thread


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


class ComputerPlayers:
    """Where computer players think. Pass executors to change that (e.g. in tests, or to share a
    process pool between bots); by default a thread pool and a lazily started process pool."""

    def __init__(
        self,
        threads: concurrent.futures.Executor | None = None,
        processes: concurrent.futures.Executor | None = None,
        precedence: Precedence | None = None,
    ) -> None:
        self._own_threads = threads is None
        self._threads = threads or concurrent.futures.ThreadPoolExecutor(
            max_workers=2, thread_name_prefix="azul-ai"
        )
        self._given = processes  # the caller's: neither replaced nor closed here
        self._pool = ProcessPool(2, "computer players")
        self._precedence = precedence  # while a move is thought out, analysis waits

    def executor_for(self, level: str) -> concurrent.futures.Executor:
        if level in THREAD_LEVELS:
            return self._threads
        return self._given or self._pool.executor

    async def choose(self, game: BaseGame, level: str, seed: int) -> str:
        """The notation of the move the computer plays (`game` is not modified)."""
        return await self._run(thinking.choose, game, level, seed)

    async def _run(self, work: Callable[..., Any], game: BaseGame, level: str, seed: int) -> Any:
        if level in THREAD_LEVELS or self._given is not None:
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self.executor_for(level), work, game, level, seed)
        if self._precedence is None:
            return await self._pool.run(work, game, level, seed)
        with self._precedence.games_thinking():
            return await self._pool.run(work, game, level, seed)

    def close(self) -> None:
        if self._own_threads:
            self._threads.shutdown(wait=False, cancel_futures=True)
        self._pool.close()
