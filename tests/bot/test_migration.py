"""A database written by the release before ratings (commit b26b40d, schema 4) opens with this
one: nothing lost, results and ratings caught up, the running game goes on.

`tests/fixtures/db/schema4-b26b40d.sqlite` was written by that release's own game service:
finished games on two servers (2, 3 and 4 seats, computers among them), a resigned game, an
ended one, a cancelled lobby, a game in play and an open lobby. For PostgreSQL the same rows go
into a database built by that release's migrations.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import asyncpg

from bot.db import is_postgres_url
from bot.ratings import GLOBAL, player_key
from bot.schema import MIGRATIONS, for_postgres, statements
from bot.service import GameService
from bot.store import SCHEMA_VERSION, ServerPosting, Store

FIXTURE = Path(__file__).parent.parent / "fixtures" / "db" / "schema4-b26b40d.sqlite"
TABLES = ("meta", "games", "seats", "moves", "deadlines", "user_settings", "server_settings")


def _fixture_rows() -> dict[str, tuple[list[str], list[tuple]]]:
    with sqlite3.connect(FIXTURE) as db:
        out = {}
        for table in TABLES:
            cursor = db.execute(f"SELECT * FROM {table}")
            out[table] = ([d[0] for d in cursor.description], cursor.fetchall())
        assert db.execute("PRAGMA user_version").fetchone()[0] == 4
        return out


async def _release_database(database, tmp_path: Path):
    """The fixture as a database of this test's store kind."""
    if not is_postgres_url(database):
        target = tmp_path / "release.sqlite"
        shutil.copy(FIXTURE, target)
        return target
    conn = await asyncpg.connect(database)
    try:
        for step in MIGRATIONS[:4]:
            for statement in statements(for_postgres(step)):
                await conn.execute(statement)
        await conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
        await conn.execute("INSERT INTO schema_version VALUES (4)")
        for table, (columns, rows) in _fixture_rows().items():
            marks = ", ".join(f"${i + 1}" for i in range(len(columns)))
            names = ", ".join(columns)
            await conn.executemany(f"INSERT INTO {table} ({names}) VALUES ({marks})", rows)
        await conn.execute("SELECT setval('games_id_seq', (SELECT MAX(id) FROM games))")
    finally:
        await conn.close()
    return database


async def _rows(store: Store, table: str, columns: list[str]) -> list[tuple]:
    names = ", ".join(columns)
    order = ", ".join(columns[:2])
    return [
        tuple(r) for r in await store._db.query(f"SELECT {names} FROM {table} ORDER BY {order}")
    ]


async def test_the_release_database_migrates_with_nothing_lost(database, tmp_path):
    target = await _release_database(database, tmp_path)
    before = _fixture_rows()
    store = await Store.open(target)
    try:
        assert await store.schema_version() == SCHEMA_VERSION == 7
        for table, (columns, rows) in before.items():
            kept = await _rows(store, table, columns)
            key = sorted(rows, key=lambda r: tuple(str(v) for v in r[:2]))
            assert sorted(kept, key=lambda r: tuple(str(v) for v in r[:2])) == key, table
        # Start-up catches up: the four finished games and the resigned one get places and
        # ratings; the ended, cancelled, running and lobby games do not.
        assert await store.archive.catch_up() == (5, 5)
        games = {int(r[0]): (str(r[1]), r[2]) for r in before["games"][1]}
        finished = [g for g, (status, _) in games.items() if status in ("finished", "resigned")]
        for game_id in finished:
            result = json.loads(games[game_id][1])
            seats = await store._db.query(
                "SELECT score, place, resigned FROM seats WHERE game_id = ? ORDER BY seat", game_id
            )
            assert [int(s[0]) for s in seats] == result["scores"]
            firsts = [i for i, s in enumerate(seats) if s[1] == 1]
            assert firsts == result["winners"]
            for s in seats:
                if s[2]:  # whoever resigned is last
                    assert s[1] == len(seats)
        total, listed = await store.archive.history(111, limit=20)
        assert total == 4 and {g.status for g in listed} == {"finished", "resigned"}
        assert all(g.finished_at for g in listed)
        ladder = await store.archive.ladder(111, "azul", min_games=1, limit=20, player=None)
        assert player_key(1, None) in {e.player for e in ladder.entries}
        (ana,) = [r for r in await store.archive.record_of(222, 1) if r.edition == "azul"]
        assert ana.games == 1 and ana.everywhere is not None
        everywhere = await store.archive.ladder(GLOBAL, "azul", min_games=3, limit=5, player=None)
        assert [e.player for e in everywhere.entries] == [player_key(1, None)]  # Ana: 3 games
    finally:
        await store.close()


async def test_the_game_in_play_goes_on_after_the_migration(database, tmp_path):
    target = await _release_database(database, tmp_path)
    store = await Store.open(target)
    try:
        service = GameService(store, seed_source=lambda: 5)
        assert await service.load() == 2  # the running game and the open lobby
        async with service.locked(8) as table:
            before = table.ply
            seat = table.game.turn
            move = str(table.game.legal_moves()[0])
            await service.play(table, user_id=table.seats[seat].user_id, notation=move)
        assert (await store.get_game(8)).moves[-1] == move and table.ply == before + 1
        lobby = await service.get(9)
        assert lobby is not None and lobby.status == "lobby" and lobby.rematch_of is None
    finally:
        await store.close()


async def test_servers_start_with_their_channel_settings_at_the_defaults(database, tmp_path):
    """Threads off and only the latest table image kept; a game's table post is not known yet
    (its turn message stands in for it), and the settings share the server's row."""
    target = await _release_database(database, tmp_path)
    store = await Store.open(target)
    try:
        assert ServerPosting() == ServerPosting(threads=False, images="latest")
        assert await store.server_postings() == {}  # nobody changed them yet
        running = await store.get_game(8)
        assert running.table_message_id is None and running.prior_table_message_id is None
        await store.set_server_language(222, "cs")
        await store.set_server_language(111, "uk")  # a row of defaults: not listed
        await store.set_server_posting(222, ServerPosting(threads=True, images="all"))
        assert await store.server_postings() == {222: ServerPosting(threads=True, images="all")}
        assert await store.server_language(222) == "cs"
    finally:
        await store.close()
