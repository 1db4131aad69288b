"""Deadlines of different games are handled independently: one slow expiry (its computer thinking
under the game's lock) delays no other game's reminder; a deadline being handled is not picked
up twice, is removed only once handled, and at most `concurrency` are handled at once."""

from __future__ import annotations

import asyncio
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from bot.games.computer import ComputerPlayers
from bot.games.scheduler import Scheduler
from bot.store.games import Store
from bot.store.rows import Deadline

from ..dbquery import rows
from .conftest import SimClock, make_bot
from .helpers import start_game
from .test_shards import _games

pytestmark = pytest.mark.simcord(settle_timeout=60)

SLOW = 1.5  # seconds a computer thinks in the slow games


async def _until(check, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not await check():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.01)


async def test_a_deadline_set_while_the_scheduler_looks_is_not_slept_past(database):
    """A move sets a deadline just after the scheduler's last look and before it sleeps: the
    poke then finds it awake, and it must look again rather than sleep its 600 s past it."""
    store = await Store.open(database)
    scheduler = None
    try:
        (game,) = await _games(store, [None])
        late = Deadline(game, "expiry", 1, 50.0)
        calls: list[Deadline] = []

        async def handler(deadline: Deadline) -> None:
            calls.append(deadline)

        scheduler = Scheduler(store, handler, clock=lambda: 100.0)
        looked = scheduler.next_due

        async def look_then_a_move_sets_a_deadline() -> float | None:
            following = await looked()  # nothing due: it will sleep its longest
            if scheduler.ticks == 1:
                await store.set_deadlines(game, [late])
                scheduler.poke(late.due_at)  # as posting a turn does
            return following

        scheduler.next_due = look_then_a_move_sets_a_deadline  # the moment is the test's
        scheduler.start()

        async def handled() -> bool:
            return calls == [late]

        await _until(handled)
    finally:
        if scheduler is not None:
            await scheduler.stop()
        await store.close()


async def test_a_slow_deadline_holds_no_other_and_is_not_picked_up_twice(database):
    store = await Store.open(database)
    scheduler = None
    try:
        slow_game, quick_game = await _games(store, [None, None])
        slow = Deadline(slow_game, "expiry", 1, 10.0)
        quick = Deadline(quick_game, "reminder", 1, 20.0)
        for deadline in (slow, quick):
            await store.set_deadlines(deadline.game_id, [deadline])
        release, calls = asyncio.Event(), []

        async def handler(deadline: Deadline) -> None:
            calls.append(deadline)
            if deadline == slow:
                await release.wait()

        scheduler = Scheduler(store, handler, clock=lambda: 100.0)
        scheduler.start()

        async def quick_done() -> bool:  # removed, then let go of (just after: not atomically)
            return await store.deadlines(quick_game) == [] and scheduler.handling == 1

        await _until(quick_done)  # handled and removed while the slow one still runs
        assert calls == [slow, quick]
        for _ in range(3):  # woken again and again: the slow one is not handed out twice
            woken = scheduler.ticks
            scheduler.poke(0.0)

            async def woke(after: int = woken) -> bool:  # each wake-up seen through, however slow
                return scheduler.ticks > after

            await _until(woke)
        assert calls == [slow, quick] and scheduler.ticks >= 3
        assert await store.deadlines(slow_game) == [slow]  # kept until it was handled
        release.set()

        async def slow_done() -> bool:  # removed, and counted (just after: not atomically)
            return await store.deadlines(slow_game) == [] and scheduler.handled == 2

        await _until(slow_done)
        assert calls == [slow, quick]
    finally:
        if scheduler is not None:
            await scheduler.stop()
        await store.close()


async def test_at_most_concurrency_at_once_and_the_next_when_a_place_frees(database):
    store = await Store.open(database)
    scheduler = None
    try:
        games = await _games(store, [None, None, None])
        due = [Deadline(g, "expiry", 1, 10.0 + i) for i, g in enumerate(games)]
        for deadline in due:
            await store.set_deadlines(deadline.game_id, [deadline])
        releases = {d: asyncio.Event() for d in due}
        started: list[Deadline] = []

        async def handler(deadline: Deadline) -> None:
            started.append(deadline)
            await releases[deadline].wait()

        scheduler = Scheduler(store, handler, clock=lambda: 100.0, concurrency=2)
        scheduler.start()

        async def two_started() -> bool:
            return len(started) == 2

        await _until(two_started)
        await asyncio.sleep(0.2)
        assert started == due[:2]  # the third waits for a place
        releases[due[1]].set()

        async def third_started() -> bool:
            return len(started) == 3

        await _until(third_started)  # the handler that ended woke the scheduler
        assert started == due and scheduler.handling == 2
        for event in releases.values():
            event.set()

        async def all_done() -> bool:
            return scheduler.handled == 3

        await _until(all_done)
        assert await store.due_deadlines(1e12) == []
    finally:
        if scheduler is not None:
            await scheduler.stop()
        await store.close()


class SlowThinking(ThreadPoolExecutor):
    """Where the computer players of these tests think: slowly (a search on a busy machine)."""

    def __init__(self) -> None:
        super().__init__(max_workers=2)

    def submit(self, fn, /, *args, **kwargs):
        def slowly():
            time.sleep(SLOW)
            return fn(*args, **kwargs)

        return super().submit(slowly)


async def test_a_slow_expiry_does_not_hold_another_games_reminder(world, db_path):
    w = world
    other = w.guild.create_text_channel("other")
    # Game 1: 5-minute turns (reminder at 2.5 min, expiry at 5). Game 2: 1-hour turns.
    first = await start_game(w, w.ana, joiners=[w.bo], timer="5m")
    second = await start_game(w, w.cy, joiners=[w.di], timer="1h", where=other)
    waiting = {t.id: t.seats[t.to_act].user_id for t in (first, second)}
    # The bot is down for 31 minutes: at start-up game 1's expiry (its computer thinks for
    # 1.5 s) and game 2's reminder are both due.
    clock = SimClock(offset=31 * 60)
    clock.env = w.env
    old = w.bot
    await w.env.restart_bot(
        make_bot(db_path, clock, computer=ComputerPlayers(processes=SlowThinking()))
    )
    await old.close()
    await w.env.advance_time(1)
    expired = w.channel.history()[-1]
    reminder = other.history()[-1]
    assert "(time ran out: played by the computer)" in expired.content
    assert reminder.content.startswith(f"⏰ <@{waiting[second.id]}>, it is still your turn")
    # The reminder went out while game 1's computer was still thinking, not after it.
    assert reminder.id < expired.id
    assert rows(db_path, "SELECT ply FROM moves WHERE by_timer = 1") == [(0,)]
