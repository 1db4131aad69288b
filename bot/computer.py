"""Computer players, run off the event loop.

`rules.ai.choose_move` is pure and may think for a while at stronger levels; this is the one place
that decides where it runs. "easy" answers in milliseconds and runs in a thread. Stronger levels
search for hundreds of milliseconds of pure Python, which in a thread would hold the GIL and stall
every other game, so they run in a separate process (the game object pickles).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from typing import Any

log = logging.getLogger(__name__)

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


def _exit_with_parent(parent_pid: int, every: float = 0.5) -> None:
    """Worker initializer: end this worker when the bot process is gone.

    A worker blocked on its task queue does not notice its parent being killed (`kill -9`), and
    orphans would pile up with every crash and restart. The parent's death shows as a change of
    our parent pid (we are re-parented), which a daemon thread checks twice a second.
    """

    def watch() -> None:
        while True:
            if os.getppid() != parent_pid:
                os._exit(0)
            time.sleep(every)

    threading.Thread(target=watch, name="azul-ai-parent-watch", daemon=True).start()


def _choose(game: Any, level: str, seed: int) -> str:
    from rules.ai import choose_move

    return str(choose_move(game, level=level, seed=seed))


def _explain(game: Any, level: str, seed: int) -> tuple[str, list[tuple[str, dict[str, Any]]]]:
    from rules.ai import explain_parts

    move, parts = explain_parts(game, level=level, seed=seed)
    return str(move), [(code, dict(params)) for code, params in parts]


class ComputerPlayers:
    """Where computer players think. Pass executors to change that (e.g. in tests, or to share a
    process pool between bots); by default a thread pool and a lazily started process pool."""

    def __init__(
        self,
        threads: concurrent.futures.Executor | None = None,
        processes: concurrent.futures.Executor | None = None,
    ) -> None:
        self._owned: list[concurrent.futures.Executor] = []
        self._threads = threads or self._own(
            concurrent.futures.ThreadPoolExecutor(max_workers=2, thread_name_prefix="azul-ai")
        )
        self._processes = processes

    def _own(self, executor: concurrent.futures.Executor) -> concurrent.futures.Executor:
        self._owned.append(executor)
        return executor

    def executor_for(self, level: str) -> concurrent.futures.Executor:
        if level in THREAD_LEVELS:
            return self._threads
        if self._processes is None:
            # "spawn": a fresh interpreter, safe although this process runs threads (aiosqlite).
            self._processes = self._own(
                concurrent.futures.ProcessPoolExecutor(
                    max_workers=2,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=_exit_with_parent,
                    initargs=(os.getpid(),),
                )
            )
        return self._processes

    async def choose(self, game: Any, level: str, seed: int) -> str:
        """The notation of the move the computer plays (`game` is not modified)."""
        return await self._run(_choose, game, level, seed)

    async def explain(
        self, game: Any, level: str, seed: int
    ) -> tuple[str, list[tuple[str, dict[str, Any]]]]:
        """A hint: the move `level` would play for the player to act, and why, as the parts
        `(code, params)` of `rules.ai.explain_parts` (plain values, to be put into words in the
        asker's language by `bot.hints.hint_reason`)."""
        return await self._run(_explain, game, level, seed)

    async def _run(self, work: Callable[..., Any], game: Any, level: str, seed: int) -> Any:
        loop = asyncio.get_running_loop()
        executor = self.executor_for(level)
        try:
            return await loop.run_in_executor(executor, work, game, level, seed)
        except BrokenProcessPool:
            # A worker died (killed, out of memory): the pool refuses all further work, so
            # every computer player of every game would stop. Start a fresh pool, once.
            if executor is not self._processes or executor not in self._owned:
                raise
            log.warning("computer players' process pool broke; starting a new one")
            self._owned.remove(executor)
            executor.shutdown(wait=False, cancel_futures=True)
            self._processes = None
            return await loop.run_in_executor(self.executor_for(level), work, game, level, seed)

    def close(self) -> None:
        for executor in self._owned:
            executor.shutdown(wait=False, cancel_futures=True)
