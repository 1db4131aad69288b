"""Two bot processes split the guilds: SHARD_COUNT=2 with SHARD_IDS=0 in one and SHARD_IDS=1 in
the other, on one database, against a simulated Discord with two shards. Each game is played by
the process whose shard owns its guild, and a restart of one process leaves the other shard's
games alone: their unannounced moves and overdue deadlines wait for their own process."""

from __future__ import annotations

import asyncio
import random
import signal
import time

import pytest_asyncio

from bench.players import Table, is_public_image
from fakediscord import FakeDiscord

from .helpers import THINK

LOBBY_TTL = 3.0  # seconds; the lobbies of the played games are started well before


@pytest_asyncio.fixture
async def sim():
    async with FakeDiscord(shards=2) as simulator:
        yield simulator
        simulator.assert_clean()


async def start_shard(bots, shard: int):
    return await bots.start(
        log=f"shard-{shard}.log",
        SHARD_COUNT="2",
        SHARD_IDS=str(shard),
        AZUL_LOBBY_TTL=f"{LOBBY_TTL:g}s",
    )


async def until(condition, what: str, timeout: float = 15.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"not within {timeout} s: {what}"
        await asyncio.sleep(0.05)


async def test_two_processes_each_play_the_games_of_their_own_shard(sim, bots):
    ana, bo = sim.add_user("ana"), sim.add_user("bo")
    guilds, channels = [], []
    for shard in (0, 1):
        guild = sim.add_guild(f"Shard {shard}", shard=shard)
        for person in (ana, bo):
            sim.add_member(guild, person)
        guilds.append(guild)
        channels.append(await sim.add_channel(guild, "azul"))
    assert [sim.shard_of(g) for g in guilds] == [0, 1]

    zero = await start_shard(bots, 0)
    one = await start_shard(bots, 1)
    await sim.wait_for_shards(2)
    assert sim.gateway.identified == [(0, 2), (1, 2)]
    assert "running shard 0 of 2" in zero.log() and "running shard 1 of 2" in one.log()
    assert len(sim.command_puts) == 1  # the second process found the commands synced

    # A game in each guild, both at once: ana against a computer on shard 0, ana and bo on 1.
    tables = [
        Table(sim, channels[0], ana, computers=1, rng=random.Random(1), think=THINK),
        Table(sim, channels[1], ana, guests=(bo,), computers=0, rng=random.Random(2), think=THINK),
    ]
    await asyncio.gather(*(t.open() for t in tables))
    await asyncio.gather(tables[0].play_until(2), tables[1].play_until(2))
    for shard, channel in enumerate(channels):
        sent = [i for i in sim.interactions.values() if i.channel_id == channel.id]
        assert sent and {i.shard for i in sent} == {shard}  # only its owner heard them

    # Shard 1's process leaves work behind: a lobby nobody starts (its deadline falls due while
    # that process is down), and a move committed but never shown (killed while posting it).
    lobby_room = await sim.add_channel(guilds[1], "lobby")
    opened = await sim.slash(bo, lobby_room, "azul new")
    lobby = sim.reply_of(opened)
    lobby_due = time.monotonic() + LOBBY_TTL
    assert lobby.custom_ids()
    game, before = tables[1], tables[1].last
    held = sim.hold("POST", rf"/channels/{channels[1].id}/messages")
    await game.click_until_posting(game.to_act(before), before)
    await held.wait_arrived(10)
    one.kill()
    held.drop()

    # Shard 0's process restarts once the lobby is overdue: it resumes its own games only,
    # and leaves shard 1's lobby and unannounced move alone.
    await asyncio.sleep(max(0.0, lobby_due - time.monotonic()) + 0.2)
    assert await zero.stop(timeout=10, sig=signal.SIGTERM) == 0, zero.tail()
    zero = await start_shard(bots, 0)
    skipped = "games to resume in other shards' guilds, left to their processes: 1"

    def shard_1_posted() -> list:
        return [m for m in sim.channel_messages(channels[1]) if m.id > before.id]

    await until(lambda: skipped in zero.log() or shard_1_posted(), "the resume", 15)
    await asyncio.sleep(0.5)  # the scheduler's first tick, after the resume
    await tables[0].play_until(3)  # shard 0's game goes on
    assert tables[0].last.created_mono > lobby_due
    assert shard_1_posted() == []
    assert lobby.edits == 0 and lobby.custom_ids()
    assert skipped in zero.log()

    # Shard 1's process comes back: it shows its move and closes its overdue lobby.
    await start_shard(bots, 1)
    fresh = await sim.wait_for_message(is_public_image, 15, channel=channels[1], after=before)
    game.tables.append(fresh)
    await game.play_until(4)
    await sim.wait_for_message(lambda m: m.id == lobby.id and not m.components, 10)
    assert "nobody started the game" in lobby.content
    for shard, channel in enumerate(channels):
        assert {i.shard for i in sim.interactions.values() if i.channel_id == channel.id} == {shard}
    for table in tables:
        assert table.lost_moves(await table.export()) == []
