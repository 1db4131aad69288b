"""Several processes (shards) on one database: which guilds and games are this process's, and
a scheduler that handles only its own deadlines (and is not kept awake by the others')."""

from __future__ import annotations

import asyncio

from bot.scheduler import Scheduler
from bot.shards import OwnedGames, describe, owns_guild, shard_of
from bot.stored import Deadline

GUILD_ON_0 = 4 << 22  # (guild_id >> 22) % 2 == 0
GUILD_ON_1 = 5 << 22


def test_a_guild_belongs_to_one_shard_and_direct_messages_to_shard_0():
    assert shard_of(GUILD_ON_0, 2) == 0 and shard_of(GUILD_ON_1, 2) == 1
    assert shard_of(GUILD_ON_1, 3) == 2 and shard_of(None, 3) == 0
    assert owns_guild(GUILD_ON_1, 2, (1,)) and not owns_guild(GUILD_ON_0, 2, (1,))
    assert owns_guild(None, 2, (0,)) and not owns_guild(None, 2, (1,))
    # Not sharded, or running every shard: everything is this process's.
    assert owns_guild(GUILD_ON_1, None, None) and owns_guild(GUILD_ON_1, 2, None)


def test_the_start_up_log_names_the_shards():
    assert describe(None, None) == "shard 0 of 1"
    assert describe(2, (1,)) == "shard 1 of 2"
    assert describe(4, (2, 0)) == "shards 0, 2 of 4"
    assert describe(2, None) == "shards 0, 1 of 2"


async def test_owned_games_look_each_game_up_once():
    asked: list[int] = []
    guilds = {1: GUILD_ON_0, 2: GUILD_ON_1, 3: None}

    async def guild_of(game_id: int) -> int | None:
        asked.append(game_id)
        return guilds.get(game_id)

    mine = OwnedGames(2, (1,), guild_of)
    assert not mine.everything
    owned = [await mine.owns(g) for g in (1, 2, 3, 4, 2, 1)]
    assert owned == [False, True, False, False, True, False]  # 3: no guild; 4: no such game
    assert asked == [1, 2, 3, 4]  # a game never changes guild: asked once
    assert await mine.owns_deadline(Deadline(2, "lobby", 0, 1.0))
    every = OwnedGames(2, (0, 1), guild_of)
    assert every.everything and await every.owns(1) and await every.owns(2)
    assert OwnedGames(None, None, guild_of).everything
    assert asked == [1, 2, 3, 4]  # running every shard, nothing is looked up


class Deadlines:
    """The scheduler's view of the store: deadlines in memory."""

    def __init__(self, deadlines: list[Deadline]) -> None:
        self.rows = list(deadlines)
        self.reads = 0

    async def due_deadlines(self, now: float, limit: int = 100) -> list[Deadline]:
        self.reads += 1
        due = sorted((d for d in self.rows if d.due_at <= now), key=lambda d: d.due_at)
        return due[:limit]

    async def next_deadline(self) -> float | None:
        return min((d.due_at for d in self.rows), default=None)

    async def drop_deadline(self, deadline: Deadline) -> bool:
        if deadline in self.rows:
            self.rows.remove(deadline)
            return True
        return False


def odd_games(deadline: Deadline):
    async def owns(d: Deadline) -> bool:
        return d.game_id % 2 == 1

    return owns(deadline)


async def test_the_scheduler_handles_only_its_own_deadlines_even_past_a_batch_of_others():
    # Five due deadlines of other processes' games come first, in a batch of two.
    others = [Deadline(2 * i, "expiry", 1, 10.0 + i) for i in range(5)]
    mine = [Deadline(2 * i + 1, "expiry", 1, 20.0 + i) for i in range(3)]
    later = Deadline(99, "expiry", 1, 500.0)
    store = Deadlines([*others, *mine, later, Deadline(98, "lobby", 0, 400.0)])
    handled: list[Deadline] = []

    async def handler(deadline: Deadline) -> None:
        handled.append(deadline)

    scheduler = Scheduler(store, handler, clock=lambda: 100.0, batch=2, owns=odd_games)  # type: ignore[arg-type]
    assert await scheduler.tick() == 3
    assert handled == mine
    assert store.rows[:5] == others  # left for their own processes, not dropped
    # The next wake-up is this process's next deadline, not the others' (overdue) ones.
    assert await scheduler.next_due() == 500.0
    store.rows.remove(later)
    assert await scheduler.next_due() is None


async def test_others_overdue_deadlines_do_not_keep_the_scheduler_awake():
    store = Deadlines([Deadline(2, "expiry", 1, 10.0)])
    handled: list[Deadline] = []

    async def handler(deadline: Deadline) -> None:
        handled.append(deadline)

    scheduler = Scheduler(store, handler, clock=lambda: 100.0, owns=odd_games)  # type: ignore[arg-type]
    scheduler.start()
    await asyncio.sleep(0.05)
    try:
        assert scheduler.ticks == 1 and store.reads <= 3  # one tick, then asleep
        assert handled == []
    finally:
        await scheduler.stop()


async def test_without_shards_the_scheduler_reads_as_before():
    store = Deadlines([Deadline(2, "expiry", 1, 10.0), Deadline(3, "expiry", 1, 900.0)])
    handled: list[Deadline] = []

    async def handler(deadline: Deadline) -> None:
        handled.append(deadline)

    scheduler = Scheduler(store, handler, clock=lambda: 100.0)  # type: ignore[arg-type]
    assert await scheduler.tick() == 1 and handled == [Deadline(2, "expiry", 1, 10.0)]
    assert await scheduler.next_due() == 900.0
