"""One scheduler for the whole process: deadlines are rows in the database, not sleeping tasks.

The scheduler sleeps until the earliest deadline (or `max_sleep`, so deadlines written by another
process are seen too), hands every due one to the handler, then removes it unless it was replaced
meanwhile. A deadline is removed only after it was handled, so one missed while the bot was down
is handled at start-up; handlers make a repeat harmless (a turn's deadline names its ply, and a
game that moved on ignores it). `clock` is any `() -> epoch seconds`, so tests drive time.

When the bot runs as several processes (shards) on one database, `owns` tells which deadlines
are this process's (those of games in its guilds): the others are left to their own processes,
neither handled nor dropped, and do not wake this one.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

from .store import Store
from .stored import Deadline

log = logging.getLogger(__name__)

Clock = Callable[[], float]
Handler = Callable[[Deadline], Awaitable[None]]
Owns = Callable[[Deadline], Awaitable[bool]]
FAR_FUTURE = 1e12  # epoch seconds (year 33658): "due before this" reads every deadline


class Scheduler:
    def __init__(
        self,
        store: Store,
        handler: Handler,
        *,
        clock: Clock = time.time,
        max_sleep: float = 600.0,
        batch: int = 100,
        owns: Owns | None = None,
    ) -> None:
        self.store = store
        self.handler = handler
        self.owns = owns  # None: every deadline is this process's
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
        others: set[Deadline] = set()  # due, but another process's: read past them
        while True:
            limit = self.batch + len(others)
            due = await self.store.due_deadlines(self.clock(), limit)
            for deadline in due:
                if deadline in others:
                    continue
                if self.owns is not None and not await self.owns(deadline):
                    others.add(deadline)
                    continue
                try:
                    await self.handler(deadline)
                except Exception:
                    # A deadline that keeps failing must not wake us in a tight loop: it is
                    # logged and dropped like a handled one.
                    log.exception("deadline %s failed", deadline)
                await self.store.drop_deadline(deadline)
                handled += 1
            if len(due) < limit:
                return handled

    async def next_due(self) -> float | None:
        """When this process's earliest deadline falls due (None: it has none)."""
        if self.owns is None:
            return await self.store.next_deadline()
        limit = self.batch
        while True:
            deadlines = await self.store.due_deadlines(FAR_FUTURE, limit)
            for deadline in deadlines:
                if await self.owns(deadline):
                    return deadline.due_at
            if len(deadlines) < limit:
                return None
            limit *= 2

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
