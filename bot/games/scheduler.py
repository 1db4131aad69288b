"""One scheduler for the whole process: deadlines are rows in the database, not sleeping tasks.

The scheduler sleeps until the earliest deadline (or `max_sleep`, so deadlines written by another
process are seen too), hands every due one to the handler, then removes it unless it was replaced
meanwhile. A deadline is removed only after it was handled, so one missed while the bot was down
is handled at start-up; handlers make a repeat harmless (a turn's deadline names its ply, and a
game that moved on ignores it). `clock` is any `() -> epoch seconds`, so tests drive time.

Deadlines are handled concurrently, each in a task of its own, at most `concurrency` at once:
an expiry whose computer thinks for seconds (under the game's lock) delays nothing of another
game, and while every place is taken the next due deadline waits for the first to free up. A
deadline being handled is not picked up again (it stays in the database until it was handled);
one whose removal failed (the database refused) is left alone for `RETRY_AFTER` seconds.

When the bot runs as several processes (shards) on one database, `shards` (count, this process's
ids) keeps the scheduler to the deadlines of games in its guilds, in the query itself: the others
are left to their own processes, neither read nor handled, and do not wake this one.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

from ..store.games import Store
from ..store.rows import Deadline
from ..store.sql import Shards

log = logging.getLogger(__name__)

Clock = Callable[[], float]
Handler = Callable[[Deadline], Awaitable[None]]

CONCURRENCY = 16  # deadlines handled at once
RETRY_AFTER = 60.0  # seconds before a deadline whose removal failed is handled again
FAR_FUTURE = 1e18  # later than any deadline


class Scheduler:
    def __init__(
        self,
        store: Store,
        handler: Handler | None = None,
        *,
        clock: Clock = time.time,
        max_sleep: float = 600.0,
        batch: int = 100,
        shards: Shards | None = None,
        concurrency: int = CONCURRENCY,
    ) -> None:
        self.store = store
        self.handler = handler
        self.shards = shards  # None: every deadline is this process's
        self.clock = clock
        self.max_sleep = max_sleep
        self.batch = batch
        self.concurrency = max(1, concurrency)
        self._task: asyncio.Task | None = None
        self._sleeping = False
        self._poked = False
        self._wake_at = float("inf")
        # The earliest deadline poked while awake (querying): those queries may have missed it,
        # so the scheduler looks again before it sleeps instead of sleeping past it.
        self._poked_awake = float("inf")
        self._full = False  # asleep because every place is taken: a handler that ends wakes it
        self._handling: dict[Deadline, asyncio.Task] = {}
        self._held: dict[Deadline, float] = {}  # removal failed: left alone until then
        self.ticks = 0  # wake-ups so far (for tests and benchmarks)
        self.handled = 0  # deadlines handled and removed so far

    def start(self, handler: Handler | None = None) -> None:
        """Start waking up and handing due deadlines to `handler` (or the one given at
        construction)."""
        if handler is not None:
            self.handler = handler
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="azul-scheduler")

    async def stop(self) -> None:
        """Stop waking up, and cancel the handlers under way (their deadlines stay in the
        database, to be handled after the restart)."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
        handlers = list(self._handling.values())
        for handler in handlers:
            handler.cancel()
        await asyncio.gather(*handlers, return_exceptions=True)

    def poke(self, due_at: float) -> None:
        """A deadline was set for `due_at`: wake up earlier if it comes before the planned
        wake-up."""
        if self._task is None:
            return
        if not self._sleeping:
            self._poked_awake = min(self._poked_awake, due_at)
        elif due_at < self._wake_at:
            self._poked = True
            self._task.cancel()

    @property
    def handling(self) -> int:
        """Deadlines being handled now."""
        return len(self._handling)

    async def dispatch(self) -> int:
        """Start handling the deadlines due now (of this process's games) that are not being
        handled yet, as many as there are free places; how many were started."""
        now = self.clock()
        self._held = {d: until for d, until in self._held.items() if until > now}
        started = 0
        while (free := self.concurrency - len(self._handling)) > 0:
            # Those handled while the query runs may still be in its answer: skipped too.
            skip = {*self._handling, *self._held}
            limit = min(self.batch, free) + len(skip)
            due = await self.store.due_deadlines(now, limit, shards=self.shards)
            fresh = [d for d in due if d not in skip and not self._busy(d)][:free]
            for deadline in fresh:
                self._handling[deadline] = asyncio.create_task(
                    self._handle(deadline), name=f"azul-deadline-{deadline.game_id}"
                )
            started += len(fresh)
            if not fresh or len(due) < limit:
                return started
        return started

    def _busy(self, deadline: Deadline) -> bool:
        return deadline in self._handling or deadline in self._held

    async def _handle(self, deadline: Deadline) -> None:
        try:
            try:
                assert self.handler is not None, "no handler: given to the constructor or start()"
                await self.handler(deadline)
            except Exception:
                # A deadline that keeps failing must not come back in a tight loop: it is
                # logged and dropped like a handled one.
                log.exception("deadline %s failed", deadline)
            try:
                await self.store.drop_deadline(deadline)
            except Exception:
                log.exception("deadline %s handled but not removed; again later", deadline)
                self._held[deadline] = self.clock() + RETRY_AFTER
            else:
                self.handled += 1
        finally:
            del self._handling[deadline]
            if self._full:  # a place is free for a deadline that is waiting for one
                self._full = False
                self.poke(float("-inf"))

    async def tick(self) -> int:
        """Handle every deadline due now (of this process's games), several games at once, and
        return once all are handled: how many. (The running scheduler does not wait so: it
        sleeps until the next deadline while handlers run.)"""
        before = self.handled
        while True:
            await self.dispatch()
            if not self._handling:
                return self.handled - before
            await asyncio.wait(self._handling.values(), return_when=asyncio.FIRST_COMPLETED)

    async def next_due(self) -> float | None:
        """When this process's earliest deadline not being handled falls due (None: none)."""
        skip = {*self._handling, *self._held}
        if not skip:
            return await self.store.next_deadline(shards=self.shards)
        # The first `len(skip) + 1` by due time hold the earliest of the others.
        rows = await self.store.due_deadlines(FAR_FUTURE, len(skip) + 1, shards=self.shards)
        times = [d.due_at for d in rows if d not in skip and not self._busy(d)][:1]
        return min([*times, *self._held.values()], default=None)

    async def _run(self) -> None:
        while True:
            try:
                self.ticks += 1
                self._poked_awake = float("inf")  # what the queries below will see
                await self.dispatch()
                following = await self.next_due()
            except asyncio.CancelledError:
                raise
            except Exception:  # e.g. the database is busy: try again a little later
                task = asyncio.current_task()
                if task is not None and task.cancelling():
                    # Stopped mid-query: the driver's clean-up of the cut-off connection
                    # failed and hid the cancellation (asyncpg's pool release). Stop all the same.
                    raise asyncio.CancelledError from None
                log.exception("scheduler tick failed")
                following = None
            now = self.clock()
            delay = self.max_sleep if following is None else min(self.max_sleep, following - now)
            if self._poked_awake < now + delay:
                continue  # poked during the queries, for before the planned wake-up: look again
            if delay <= 0:
                if len(self._handling) < self.concurrency:
                    continue
                delay = self.max_sleep  # every place is taken: the first handler to end wakes us
                self._full = True
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
                self._full = False
