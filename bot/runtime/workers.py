"""Worker processes for CPU-bound work (rendering, computer players), so that one bot process
uses every core and the event loop never waits on pure Python.

"spawn", not fork: the bot runs threads (aiosqlite, executors), and a forked child of a threaded
process can inherit a lock held by another thread.

Workers draw and judge what people send (records, uploads), so they start without the bot's
secrets: `SECRETS` are not in their environment (`/proc/<pid>/environ` included), whatever the
bot process itself was started with. A pool may also run its workers at a lower CPU priority
(`niceness`), so that what it does only takes the cores the other pools leave. They do not run
the bot's main module again either (below: `main_module_hidden`).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import ctypes
import heapq
import itertools
import logging
import multiprocessing
import multiprocessing.context
import multiprocessing.popen_spawn_posix
import os
import signal
import sys
import threading
import time
import types
from collections.abc import AsyncIterator, Callable, Iterator
from concurrent.futures.process import BrokenProcessPool
from contextlib import asynccontextmanager, contextmanager, suppress
from typing import Any

log = logging.getLogger(__name__)

SECRETS = ("DISCORD_TOKEN", "DATABASE_URL")  # never in a worker's environment
_environ_lock = threading.Lock()
_main_lock = threading.Lock()


def default_workers() -> int:
    """One worker process per core this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def exit_with_parent(parent_pid: int, every: float = 0.5) -> None:
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

    threading.Thread(target=watch, name="azul-worker-parent-watch", daemon=True).start()


def start_worker(
    parent_pid: int, niceness: int = 0, setup: Callable[[], object] | None = None
) -> None:
    """Worker initializer: end with the bot process, run `niceness` steps below it (work that
    only takes the cores other pools leave), and run the pool's own `setup`."""
    if niceness > 0:  # first: a thread started before it would keep the old priority
        os.nice(niceness)
    if setup is not None:  # before the watching thread: allocator settings come before threads
        setup()
    killed_with_parent()
    exit_with_parent(parent_pid)


def killed_with_parent() -> None:
    """Linux: the kernel kills this worker when the bot process ends (PR_SET_PDEATHSIG), even
    while the worker is stopped (`ProcessPool.pause`) and its watching thread cannot run."""
    if sys.platform != "linux":
        return
    with suppress(OSError, AttributeError):  # else the watching thread ends it, once it runs
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # 1: PR_SET_PDEATHSIG


@contextmanager
def secrets_hidden() -> Iterator[None]:
    """`SECRETS` out of this process's environment for the moment a worker is started (a spawned
    process inherits the environment as it is at that moment). Nothing else reads them then: the
    configuration was read at start-up."""
    with _environ_lock:
        kept = {name: os.environ.pop(name) for name in SECRETS if name in os.environ}
        try:
            yield
        finally:
            os.environ.update(kept)


@contextmanager
def main_module_hidden() -> Iterator[None]:
    """A spawned process first runs its parent's main module again (as `__mp_main__`, for the
    functions defined there). Workers run functions of `bot.runtime`, `render` and `rules`
    only. multiprocessing spares `python -m bot` (a package's `__main__`), not the `azul-bot`
    script, a file that imports the whole bot and discord.py: half a second of CPU and some
    50 MB for each worker. Without a `__spec__` or a `__file__` on the main module, the spawn
    leaves it out."""
    with _main_lock:
        main = sys.modules["__main__"]
        sys.modules["__main__"] = types.ModuleType("__main__")
        try:
            yield
        finally:
            sys.modules["__main__"] = main


class _SpawnWithoutSecrets(multiprocessing.popen_spawn_posix.Popen):
    def _launch(self, process_obj: Any) -> None:
        with secrets_hidden(), main_module_hidden():
            super()._launch(process_obj)  # type: ignore[misc]  # private: typeshed leaves it out


class _WorkerProcess(multiprocessing.context.SpawnProcess):
    @staticmethod
    def _Popen(process_obj: Any) -> Any:
        return _SpawnWithoutSecrets(process_obj)


class _WorkerContext(multiprocessing.context.SpawnContext):
    """ "spawn", with workers started without `SECRETS` (their resource tracker too)."""

    Process = _WorkerProcess


WORKER_CONTEXT = _WorkerContext()


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
