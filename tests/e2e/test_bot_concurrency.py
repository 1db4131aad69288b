"""Several games at once on one bot: people in different channels click at the same moments."""

from __future__ import annotations

import asyncio
import random

from bench.players import Table


async def test_four_games_at_once_lose_nothing(sim, world, bots):
    await bots.start(AZUL_RENDER_WORKERS="2")  # images drawn side by side, as on two cores
    rooms = [world.channel, *[await world.new_channel(f"azul-{i}") for i in range(3)]]
    hosts = (world.ana, world.bo, world.cy, world.di)
    tables = [
        Table(sim, room, host, computers=1, edition="azul", rng=random.Random(i))
        for i, (room, host) in enumerate(zip(rooms, hosts, strict=True))
    ]
    # No pause between an answer and the next click: the games' writes interleave.
    await asyncio.gather(*(t.play() for t in tables))
    for table in tables:
        record = await table.export()
        assert table.lost_moves(record) == []
        assert len(table.tables) == table.expected_tables(record)
