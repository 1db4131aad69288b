"""One scheduler for the whole process: deadlines are rows in the database, not sleeping tasks.

The scheduler sleeps until the earliest deadline (or `max_sleep`, so deadlines written by another
process are seen too), hands every due one to the handler, then removes it unless it was replaced
meanwhile. A deadline is removed only after it was handled, so one missed while the bot was down
is handled at start-up; handlers make a repeat harmless (a turn's deadline names its ply, and a
game that moved on ignores it). `clock` is any `() -> epoch seconds`, so tests drive time.

When the bot runs as several processes (shards) on one database, `shards` (count, this process's
ids) keeps the scheduler to the deadlines of games in its guilds, in the query itself: the others
are left to their own processes, neither read nor handled, and do not wake this one.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

from .store import Shards, Store
from .stored import Deadline

log = logging.getLogger(__name__)

Clock = Callable[[], float]
Handler = Callable[[Deadline], Awaitable[None]]


class Scheduler:
    def __init__(
        self,
        store: Store,
        handler: Handler,
        *,
        clock: Clock = time.time,
        max_sleep: float = 600.0,
        batch: int = 100,
        shards: Shards | None = None,
    ) -> None:
        self.store = store
        self.handler = handler
        self.shards = shards  # None: every deadline is this process's
        self.clock = clock
        self.max_sleep = max_sleep
        self.batch = batch
        self._task: asyncio.Task | None = None
        self._sleeping = False
        self._poked = False
        self._wake_at = float("inf")
        self.ticks = 0  # wake-ups so far (for tests and benchmarks)

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="azul-scheduler")

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)

    def poke(self, due_at: float) -> None:
        """A deadline was set for `due_at`: wake up earlier if it comes before the planned
        wake-up."""
        if self._task is not None and self._sleeping and due_at < self._wake_at:
            self._poked = True
            self._task.cancel()

    async def tick(self) -> int:
        """Handle every deadline due now (of this process's games); how many were handled."""
        handled = 0
        while True:
            due = await self.store.due_deadlines(self.clock(), self.batch, shards=self.shards)
            for deadline in due:
                try:
                    await self.handler(deadline)
                except Exception:
                    # A deadline that keeps failing must not wake us in a tight loop: it is
                    # logged and dropped like a handled one.
                    log.exception("deadline %s failed", deadline)
                await self.store.drop_deadline(deadline)
                handled += 1
            if len(due) < self.batch:
                return handled

    async def next_due(self) -> float | None:
        """When this process's earliest deadline falls due (None: it has none)."""
        return await self.store.next_deadline(shards=self.shards)

    async def _run(self) -> None:
        while True:
            try:
                self.ticks += 1
                await self.tick()
                following = await self.next_due()
            except asyncio.CancelledError:
                raise
            except Exception:  # e.g. the database is busy: try again a little later
                log.exception("scheduler tick failed")
                following = None
            now = self.clock()
            delay = self.max_sleep if following is None else min(self.max_sleep, following - now)
            if delay <= 0:
                continue
            self._wake_at = now + delay
            self._sleeping = True
            try:
                await asyncio.sleep(delay)
            except asyncio.CancelledError:
                if not self._poked:  # stopped (or the loop is closing), not poked
                    raise
                self._poked = False
                current = asyncio.current_task()
                if current is not None:
                    current.uncancel()
            finally:
                self._sleeping = False
                self._wake_at = float("inf")
