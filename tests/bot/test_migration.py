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
import pytest

from bot.games.service import GameService
from bot.store.drivers import Statement, is_postgres_url
from bot.store.games import SCHEMA_VERSION, Deadline, Store
from bot.store.ratings import GLOBAL, player_key
from bot.store.rows import ServerPosting
from bot.store.schema import MIGRATIONS, for_postgres, statements

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
        assert await store.schema_version() == SCHEMA_VERSION == len(MIGRATIONS)
        for table, (columns, rows) in before.items():
            kept = await _rows(store, table, columns)
            key = sorted(rows, key=lambda r: tuple(str(v) for v in r[:2]))
            assert sorted(kept, key=lambda r: tuple(str(v) for v in r[:2])) == key, table
        # Start-up catches up: the four finished games and the resigned one get places and
        # ratings; the ended, cancelled, running and lobby games do not.
        assert await store.results.catch_up() == (5, 5)
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
        total, listed = await store.results.history(111, limit=20)
        assert total == 4 and {g.status for g in listed} == {"finished", "resigned"}
        assert all(g.finished_at for g in listed)
        ladder = await store.results.ladder(111, "azul", min_games=1, limit=20, player=None)
        assert player_key(1, None) in {e.player for e in ladder.entries}
        (ana,) = [r for r in await store.results.record_of(222, 1) if r.edition == "azul"]
        assert ana.games == 1 and ana.everywhere is not None
        everywhere = await store.results.ladder(GLOBAL, "azul", min_games=3, limit=5, player=None)
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


# -- schema 7: rated games -----------------------------------------------------------------------

GAME = (
    "INSERT INTO games (id, guild_id, channel_id, host_id, edition, side, seed, status, "
    "result, created_at, updated_at, finished_at, rated) VALUES "
    "({id}, 111, {id}, 1, 'azul', 'colour', 5, 'finished', "
    '\'{{"reason": "finished", "scores": [30, 20], "winners": [0]}}\', '
    "'2024-01-01', '2024-01-01', '2024-01-0{id}', {applied})"
)
SEAT = (
    "INSERT INTO seats (game_id, seat, user_id, level, name, score, place) "
    "VALUES ({game}, {seat}, {user}, NULL, 'P{user}', {score}, {place})"
)


async def _schema_6_database(database, tmp_path: Path):
    """A database as schema 6 left it: game 1 rated already (`rated` = 1, the old meaning),
    game 2 finished but not rated yet, and a lobby's deadline."""
    rows = []
    for game, applied in ((1, 1), (2, 0)):
        rows.append(GAME.format(id=game, applied=applied))
        rows += [
            SEAT.format(game=game, seat=0, user=1, score=30, place=1),
            SEAT.format(game=game, seat=1, user=2, score=20, place=2),
        ]
    rows.append("INSERT INTO deadlines (game_id, kind, ply, due_at) VALUES (2, 'archive', 0, 9.5)")
    postgres = is_postgres_url(database)
    script = [
        s for step in MIGRATIONS[:6] for s in statements(for_postgres(step) if postgres else step)
    ]
    if not postgres:
        target = tmp_path / "schema6.sqlite"
        with sqlite3.connect(target) as db:
            for statement in [*script, *rows]:
                db.execute(statement)
            db.execute("PRAGMA user_version = 6")
        return target
    conn = await asyncpg.connect(database)
    try:
        for statement in [*script, *rows]:
            await conn.execute(statement)
        await conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
        await conn.execute("INSERT INTO schema_version VALUES (6)")
    finally:
        await conn.close()
    return database


async def test_schema_6_migrates_to_rated_games(database, tmp_path):
    """`games.rated` meant "its ratings are applied": it becomes `ratings_applied`, values
    kept; the new `rated` (counts for ratings) is 1 for every game there was; deadlines are
    kept and may now be of kind 'vote'; only the game not rated yet is rated by the catch-up."""
    target = await _schema_6_database(database, tmp_path)
    store = await Store.open(target)
    try:
        assert await store.schema_version() == SCHEMA_VERSION
        games = await store._db.query(
            "SELECT id, ratings_applied, rated, ended_in_first_round FROM games ORDER BY id"
        )
        assert [tuple(r) for r in games] == [(1, 1, 1, 0), (2, 0, 1, 0)]
        assert await store.deadlines(2) == [Deadline(2, "archive", 0, 9.5)]
        assert await store._db.query("SELECT * FROM end_votes") == []
        assert await store.results.catch_up() == (0, 1)  # game 2 only: game 1 was rated
        assert (await store.results.rating_changes(1, 111)) == {}
        assert set(await store.results.rating_changes(2, 111)) == {"u:1", "u:2"}
        assert await store.results.catch_up() == (0, 0)
        # The new kind of deadline is allowed, an unknown one still refused.
        await store._db.batch(
            [
                Statement(
                    "INSERT INTO deadlines (game_id, kind, ply, due_at) VALUES (2, 'vote', 0, 1)"
                )
            ]
        )
        with pytest.raises(Exception, match=r"(?i)check"):
            await store._db.batch(
                [
                    Statement(
                        "INSERT INTO deadlines (game_id, kind, ply, due_at) VALUES (1, 'x', 0, 1)"
                    )
                ]
            )
        # The partial index of games still to rate names the new terms.
        if is_postgres_url(target):
            (index,) = await store._db.query(
                "SELECT indexdef FROM pg_indexes WHERE indexname = 'games_unrated'"
            )
        else:
            (index,) = await store._db.query(
                "SELECT sql FROM sqlite_master WHERE name = 'games_unrated'"
            )
        assert "ratings_applied = 0" in index[0] and "rated = 1" in index[0]
        assert "ended_in_first_round = 0" in index[0]
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
