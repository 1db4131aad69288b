"""Telling open pages of changes: one sending task per key (a game, an Activity's instance), run
again while changes keep coming.

One task per key, not one per change: two side by side could deliver an older state after a
newer one, and a burst of commits (a lobby action is several) is sent once or twice, not once
per commit. A change told while the task sends is sent by the same task's next run; a change
told after its last look finds no task and starts one (the task leaves in the same step as its
last look: a done-callback would run a step later, and a change told in between would be lost).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Hashable
from typing import Generic, TypeVar

log = logging.getLogger(__name__)

K = TypeVar("K", bound=Hashable)


class Resender(Generic[K]):
    def __init__(self, send: Callable[[K], Awaitable[None]], what: str) -> None:
        self._send = send  # reads the state as it stands now, and sends it
        self._what = what  # for the log
        self._due: set[K] = set()
        self._tasks: dict[K, asyncio.Task[None]] = {}
        self._stopped = False

    def due(self, key: K) -> None:
        """`key` changed: it is sent (again) soon."""
        if self._stopped:  # the server is closing its pages
            return
        self._due.add(key)
        if key not in self._tasks:
            self._tasks[key] = asyncio.get_running_loop().create_task(self._run(key))

    async def _run(self, key: K) -> None:
        try:
            while key in self._due:
                self._due.discard(key)
                try:
                    await self._send(key)
                except Exception:  # this state is lost to the pages, not the next ones
                    log.exception("could not send %s %s to its pages", self._what, key)
        finally:
            self._tasks.pop(key, None)

    def cancel(self) -> None:
        """Nothing more is sent, from now on."""
        self._stopped = True
        for task in list(self._tasks.values()):
            task.cancel()
