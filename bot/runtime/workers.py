"""Worker processes for CPU-bound work (rendering, computer players), so that one bot process
uses every core and the event loop never waits on pure Python.

"spawn", not fork: the bot runs threads (aiosqlite, executors), and a forked child of a threaded
process can inherit a lock held by another thread.

Workers draw and judge what people send (records, uploads), so they start without the bot's
secrets: `SECRETS` are not in their environment (`/proc/<pid>/environ` included), whatever the
bot process itself was started with. A pool may also run its workers at a lower CPU priority
(`niceness`), so that what it does only takes the cores the other pools leave. They do not run
the bot's main module again either (how they are spawned: `bot.runtime.spawning`).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import heapq
import itertools
import logging
import os
import signal
from collections.abc import AsyncIterator, Callable
from concurrent.futures.process import BrokenProcessPool
from contextlib import asynccontextmanager, suppress
from typing import Any

from .spawning import WORKER_CONTEXT, start_worker

log = logging.getLogger(__name__)


def default_workers() -> int:
    """One worker process per core this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


class ProcessPool:
    """A lazily started pool of `size` spawned worker processes, replaced once if it breaks.

    A worker killed from outside (the OOM killer, say) breaks a `ProcessPoolExecutor` for good:
    every later call would fail. `run` then starts a fresh pool and tries the call once more.
    Workers start without `SECRETS` and, with `niceness`, at a lower CPU priority.
    """

    def __init__(
        self,
        size: int,
        name: str,
        *,
        niceness: int = 0,
        setup: Callable[[], object] | None = None,
    ) -> None:
        self.size = max(1, size)
        self.name = name
        self.niceness = niceness
        self.setup = setup  # run first in each worker (a module-level function: it is pickled)
        self._executor: concurrent.futures.ProcessPoolExecutor | None = None

    @property
    def executor(self) -> concurrent.futures.ProcessPoolExecutor:
        if self._executor is None:
            self._executor = concurrent.futures.ProcessPoolExecutor(
                max_workers=self.size,
                mp_context=WORKER_CONTEXT,
                initializer=start_worker,
                initargs=(os.getpid(), self.niceness, self.setup),
            )
        return self._executor

    async def run(self, work: Callable[..., Any], *args: Any) -> Any:
        loop = asyncio.get_running_loop()
        executor = self.executor
        try:
            return await loop.run_in_executor(executor, work, *args)
        except BrokenProcessPool:
            log.warning("the %s process pool broke; starting a new one", self.name)
            if self._executor is executor:
                self._executor = None
                executor.shutdown(wait=False, cancel_futures=True)
            return await loop.run_in_executor(self.executor, work, *args)

    def pause(self) -> None:
        """Stop every worker where it stands (SIGSTOP), until `resume`."""
        self._signal(signal.SIGSTOP)

    def resume(self) -> None:
        self._signal(signal.SIGCONT)

    def _signal(self, number: int) -> None:
        # The executor keeps its workers by pid; a worker that has just ended is simply gone.
        workers = getattr(self._executor, "_processes", None) or {}
        for pid in list(workers):
            with suppress(ProcessLookupError):
                os.kill(pid, number)

    def close(self) -> None:
        if self._executor is not None:
            self.resume()  # a stopped worker would never see the pool shut down
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


class PriorityGate:
    """At most `slots` holders at a time; waiters go in by priority (lower first), then in
    the order they came. In front of a worker pool, it makes the pool's own queue empty and
    lets urgent work (what a person is waiting for) overtake the rest under load."""

    def __init__(self, slots: int) -> None:
        self.free = max(1, slots)
        self._waiting: list[tuple[int, int, asyncio.Future]] = []
        self._order = itertools.count()

    @asynccontextmanager
    async def slot(self, priority: int) -> AsyncIterator[None]:
        if self.free > 0 and not self._waiting:
            self.free -= 1
        else:
            future = asyncio.get_running_loop().create_future()
            heapq.heappush(self._waiting, (priority, next(self._order), future))
            try:
                await future  # resolved with the slot already ours
            except asyncio.CancelledError:
                if future.done() and not future.cancelled():
                    self._release()  # handed a slot just as we were cancelled: pass it on
                raise
        try:
            yield
        finally:
            self._release()

    def _release(self) -> None:
        while self._waiting:
            _, _, future = heapq.heappop(self._waiting)
            if not future.done():
                future.set_result(None)
                return
        self.free += 1
