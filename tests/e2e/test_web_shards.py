"""Two bot processes (one shard each) on one PostgreSQL, each with its web server: a page
connected to one process follows, move by move, a game that the other process plays (its
guild is on the other shard). The processes agree on the links' key through the database and
hear of each other's moves through PostgreSQL's NOTIFY: no other server."""

from __future__ import annotations

import asyncio
import json
import time

import aiohttp
import pytest
import pytest_asyncio

from bench.players import Table
from bot.store.drivers import is_postgres_url
from fakediscord import FakeDiscord

from .helpers import THINK
from .test_web_table import free_port, link_of


@pytest_asyncio.fixture
async def sim():
    async with FakeDiscord(shards=2) as simulator:
        yield simulator
        simulator.assert_clean()


async def test_a_page_on_one_process_follows_a_game_the_other_process_plays(sim, bots):
    if not is_postgres_url(bots.database):
        pytest.skip("processes hear of each other's moves through PostgreSQL")
    ana, bo, cy = (sim.add_user(name) for name in ("ana", "bo", "cy"))
    guild = sim.add_guild("Shard 1", shard=1)
    for person in (ana, bo, cy):
        sim.add_member(guild, person)
    channel = await sim.add_channel(guild, "azul")
    ports = [free_port(), free_port()]
    for shard, port in enumerate(ports):
        await bots.start(
            log=f"shard-{shard}.log",
            SHARD_COUNT="2",
            SHARD_IDS=str(shard),
            AZUL_WEB_LISTEN=f"127.0.0.1:{port}",
            AZUL_PUBLIC_URL=f"http://127.0.0.1:{port}/",
        )
    await sim.wait_for_shards(2)
    table = Table(sim, channel, ana, guests=(bo,), computers=0, think=THINK)
    await table.open()
    link = await link_of(sim, cy, channel)  # made by process 1, whose guild it is
    assert link.startswith(f"http://127.0.0.1:{ports[1]}/")
    token = link.split("t=", 1)[1]
    seen: list[int] = []
    async with aiohttp.ClientSession() as http:
        # The same link on process 0: the key is the database's, so process 0 takes it.
        other = f"http://127.0.0.1:{ports[0]}/table/api/live"
        socket = await http.ws_connect(other, params={"t": token})

        async def follow() -> None:
            async for message in socket:
                if message.type != aiohttp.WSMsgType.TEXT:
                    break
                seen.append(json.loads(message.data)["game"]["ply"])

        reader = asyncio.create_task(follow())
        await table.play()  # every move made by process 1, through Discord
        state = f"http://127.0.0.1:{ports[1]}/table/api/state"
        async with http.get(state, params={"t": token}) as answer:
            final = (await answer.json())["game"]
        assert final["status"] == "finished"
        deadline = time.monotonic() + 15
        while (not seen or max(seen) < final["ply"]) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        reader.cancel()
        await socket.close()
    assert seen and max(seen) == final["ply"], (seen[-5:], final)
    # Every move reached the page, in order (a forced move may come with the one before it).
    assert seen == sorted(seen) and len(set(seen)) > final["ply"] // 2
