"""Several processes (shards) on one database: which guilds and games are this process's, and
a scheduler that handles only its own deadlines (and is not kept awake by the others')."""

from __future__ import annotations

import asyncio

from bot.games.scheduler import Scheduler
from bot.games.shards import OwnedGames, describe, owns_guild, shard_of
from bot.store.games import Store
from bot.store.rows import Deadline

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
    every = OwnedGames(2, (0, 1), guild_of)
    assert every.everything and await every.owns(1) and await every.owns(2)
    assert OwnedGames(None, None, guild_of).everything
    assert asked == [1, 2, 3, 4]  # running every shard, nothing is looked up


async def _games(store: Store, guilds: list[int | None]) -> list[int]:
    """One lobby per guild (its own channel), in order."""
    return [
        await store.create_game(
            guild_id=g,
            channel_id=100 + i,
            host_id=1,
            host_name="Ana",
            edition="azul",
            side="colour",
            seed=1,
        )
        for i, g in enumerate(guilds)
    ]


def _handler(handled: list[Deadline]):
    async def handler(deadline: Deadline) -> None:
        handled.append(deadline)

    return handler


async def test_the_scheduler_handles_only_its_own_deadlines_even_past_a_batch_of_others(
    database,
):
    store = await Store.open(database)
    try:
        # Games 0-4 on shard 0's guild, 5-7 on shard 1's, one outside any guild (shard 0's).
        ids = await _games(store, [GUILD_ON_0] * 5 + [GUILD_ON_1] * 3 + [None])
        others = [Deadline(ids[i], "expiry", 1, 10.0 + i) for i in range(5)]
        others.append(Deadline(ids[8], "expiry", 1, 15.0))
        mine = [Deadline(ids[5 + i], "expiry", 1, 20.0 + i) for i in range(2)]
        later = Deadline(ids[7], "expiry", 1, 500.0)
        for d in [*others, *mine, later]:
            await store.set_deadlines(d.game_id, [d])
        handled: list[Deadline] = []
        shards = (2, frozenset({1}))
        scheduler = Scheduler(store, _handler(handled), clock=lambda: 100.0, batch=1, shards=shards)
        assert await scheduler.tick() == 2
        assert handled == mine
        # The others' deadlines are left for their own processes, not dropped.
        left = await store.due_deadlines(1e12)
        assert [d for d in left if d in others] == others
        # The next wake-up is this process's next deadline, not the others' (overdue) ones.
        assert await scheduler.next_due() == 500.0
        await store.drop_deadline(later)
        assert await scheduler.next_due() is None
        # Shard 0's process sees its own, the game outside any guild included.
        zero = Scheduler(store, _handler([]), clock=lambda: 100.0, shards=(2, frozenset({0})))
        assert await zero.next_due() == 10.0
        assert await zero.tick() == 6
    finally:
        await store.close()


async def test_others_overdue_deadlines_do_not_keep_the_scheduler_awake(database):
    store = await Store.open(database)
    scheduler = None
    try:
        [game] = await _games(store, [GUILD_ON_0])
        await store.set_deadlines(game, [Deadline(game, "expiry", 1, 10.0)])
        handled: list[Deadline] = []
        scheduler = Scheduler(
            store, _handler(handled), clock=lambda: 100.0, shards=(2, frozenset({1}))
        )
        scheduler.start()
        await asyncio.sleep(0.2)
        assert scheduler.ticks == 1  # one tick, then asleep
        assert handled == []
    finally:
        if scheduler is not None:
            await scheduler.stop()
        await store.close()


async def test_without_shards_the_scheduler_reads_as_before(database):
    store = await Store.open(database)
    try:
        first, second = await _games(store, [GUILD_ON_0, GUILD_ON_1])
        await store.set_deadlines(first, [Deadline(first, "expiry", 1, 10.0)])
        await store.set_deadlines(second, [Deadline(second, "expiry", 1, 900.0)])
        handled: list[Deadline] = []
        scheduler = Scheduler(store, _handler(handled), clock=lambda: 100.0)
        assert await scheduler.tick() == 1 and handled == [Deadline(first, "expiry", 1, 10.0)]
        assert await scheduler.next_due() == 900.0
    finally:
        await store.close()
