"""The real bot process on PostgreSQL (`DATABASE_URL`): whole games of both editions by clicks
and typed moves, a `kill -9` in the middle, and the game goes on from the database."""

from __future__ import annotations

import random

from bench.players import Table
from tests.dbquery import rows

from .helpers import THINK, check_tables
from .test_bot_crash import play_until


async def test_a_game_on_postgresql_survives_a_kill_and_finishes(
    sim, world, bots, postgres_cluster
):
    url = postgres_cluster.new_database()
    first = await bots.start(DATABASE_URL=url)
    table = Table(
        sim,
        world.channel,
        world.ana,
        guests=(world.bo,),
        edition="azul",
        side="grey",
        rng=random.Random(5),
        think=THINK,
    )
    await table.open()
    await play_until(table, human_moves=5)
    first.kill()
    await bots.start(DATABASE_URL=url)
    await table.play(by_command_every=4)
    record = await table.export()
    assert table.lost_moves(record) == []
    check_tables(table, record)
    assert "Game over" in table.last.content
    # Everything is in PostgreSQL (and nothing went to a SQLite file).
    stored = rows(url, "SELECT notation FROM moves ORDER BY ply")
    assert [n for (n,) in stored] == record["moves"]
    assert rows(url, "SELECT status FROM games") == [("finished",)]
    assert not bots.db_path.exists()


async def test_summer_pavilion_with_a_computer_on_postgresql(sim, world, bots, postgres_cluster):
    url = postgres_cluster.new_database()
    await bots.start(DATABASE_URL=url)
    table = Table(
        sim,
        world.channel,
        world.cy,
        computers=1,
        edition="summer-pavilion",
        rng=random.Random(9),
        think=THINK,
    )
    await table.play()
    record = await table.export()
    assert table.lost_moves(record) == [] and len(table.moves) >= 20
    assert rows(url, "SELECT COUNT(*) FROM moves") == [(len(record["moves"]),)]
