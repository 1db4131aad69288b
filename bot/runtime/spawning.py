"""How worker processes are spawned (without the bot's secrets, without its main module) and
what runs in them first (end with the bot process, a lower CPU priority if the pool asks, the
pool's own setup).

In a module of its own, importing no asyncio: a spawned worker unpickles its process object and
initializer from here, then imports what its work needs (`bot.runtime.drawing`, the computer
players' functions), not the bot's event loop (asyncio and ssl were some 40 ms of every worker's
start). The pools themselves are `bot.runtime.workers`."""

from __future__ import annotations

import ctypes
import multiprocessing.context
import multiprocessing.popen_spawn_posix
import os
import signal
import sys
import threading
import time
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from typing import Any

SECRETS = ("DISCORD_TOKEN", "DATABASE_URL")  # never in a worker's environment
_environ_lock = threading.Lock()
_main_lock = threading.Lock()


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
