"""On-demand analysis (hints, reviews): what people ask for, on the capacity games leave.

Computer players of running games and expired turns think in their own pool (`bot.computer`)
at the bot's own priority. Hints and reviews think here instead: `workers` processes at the
lowest CPU priority (nice 19), so that however many are asked for, they only take the cores the
games do not need; and a `PriorityGate` in front of them, one slot per worker, where a hint (a
person waits for it) goes before the next piece of a review (which goes on in the background).
Callers bound how much may wait here (`bot.games.hints`, `bot.lookback.reviews`); when it is
full they refuse with `Busy`, saying when to try again from how long each kind of work has been
taking.

Nice 19 is not enough on a machine of two cores: an expert hint beside a game's computer move
still took part of its core's time (and caches), and made computer moves half as slow again. So
the games' computer players also hold `Precedence` while they think: while any of them does,
the analysis workers are stopped where they stand, and go on when the last one is done.
"""

from __future__ import annotations

import asyncio
import itertools
import math
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from ..i18n.errors import UserError
from .workers import PriorityGate, ProcessPool

NICENESS = 19  # the lowest CPU priority: the games' processes always go first
HINT, REVIEW = 0, 1  # priorities at the gate: lower goes first
GUESS = 2.0  # seconds a kind of work is expected to take before it was ever measured
LEARN = 0.2  # weight of the latest duration in the moving average


class Busy(UserError):
    """No room for more analysis now; try again in `seconds` (at least 1)."""

    def __init__(self, seconds: float) -> None:
        super().__init__("error.busy", seconds=max(1, math.ceil(seconds)))


class Precedence:
    """Games before analysis: `games_thinking()` around a computer player's move; while any is
    inside, the pools that give way (`Analysis`'s) are paused."""

    def __init__(self) -> None:
        self._thinking = 0
        self._giving_way: list[ProcessPool] = []

    def include(self, pool: ProcessPool) -> None:
        self._giving_way.append(pool)

    @contextmanager
    def games_thinking(self) -> Iterator[None]:
        self._thinking += 1
        if self._thinking == 1:
            for pool in self._giving_way:
                pool.pause()
        try:
            yield
        finally:
            self._thinking -= 1
            if self._thinking == 0:
                for pool in self._giving_way:
                    pool.resume()


class Analysis:
    """`workers` slots of analysis, each a process; 0: one slot, in a thread of this process
    (tests: no process per bot). `run(..., in_thread=True)` also works in a thread, under the
    same gate."""

    def __init__(
        self, workers: int, *, niceness: int = NICENESS, precedence: Precedence | None = None
    ) -> None:
        self.in_threads = workers <= 0
        self.slots = max(1, workers)
        self._pool = ProcessPool(self.slots, "analysis", niceness=niceness)
        if precedence is not None:
            precedence.include(self._pool)
        self._gate = PriorityGate(self.slots)
        self._took: dict[str, float] = {}  # kind → seconds, a moving average
        self._running: dict[int, tuple[str, float]] = {}  # number → kind, when it started
        self._numbers = itertools.count()

    def expected(self, kind: str) -> float:
        """How long one piece of work of `kind` takes (seconds), as measured so far."""
        return self._took.get(kind, GUESS)

    def running(self, kind_prefix: str = "") -> int:
        """How many pieces of work (whose kind starts with `kind_prefix`) hold a slot now."""
        return sum(kind.startswith(kind_prefix) for kind, _ in self._running.values())

    def next_free(self, kind_prefix: str = "") -> float:
        """Seconds until the first running piece (of kinds starting with `kind_prefix`) is
        expected to end: a piece that takes longer than usual is given one more second."""
        now = time.monotonic()
        left = [
            max(1.0, self.expected(kind) - (now - started))
            for kind, started in self._running.values()
            if kind.startswith(kind_prefix)
        ]
        return min(left, default=0.0)

    async def run(
        self,
        kind: str,
        priority: int,
        work: Callable[..., Any],
        *args: Any,
        in_thread: bool = False,
    ) -> Any:
        """`work(*args)` in an analysis worker once a slot is free (by `priority`)."""
        async with self._gate.slot(priority):
            number, started = next(self._numbers), time.monotonic()
            self._running[number] = (kind, started)
            try:
                if in_thread or self.in_threads:
                    result = await asyncio.to_thread(work, *args)
                else:
                    result = await self._pool.run(work, *args)
            finally:
                del self._running[number]
            took = time.monotonic() - started
            before = self._took.get(kind)
            self._took[kind] = took if before is None else (1 - LEARN) * before + LEARN * took
            return result

    def close(self) -> None:
        self._pool.close()
