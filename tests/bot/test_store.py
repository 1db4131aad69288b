"""The store on real databases (a SQLite file, and a PostgreSQL database of a throw-away
cluster): migrations, one open game per channel, commits, and moves serialised by the database."""

from __future__ import annotations

import asyncio
import sqlite3

import asyncpg
import pytest

from bot.store.drivers import Unavailable, UniqueViolation, is_postgres_url
from bot.store.games import (
    MIGRATIONS,
    SCHEMA_VERSION,
    ChannelTaken,
    MoveConflict,
    Store,
    StoredSeat,
    StoreError,
)
from bot.store.schema import for_postgres, statements


async def _lobby(store: Store, channel_id: int = 10) -> int:
    return await store.create_game(
        guild_id=1,
        channel_id=channel_id,
        host_id=100,
        host_name="Ana",
        edition="azul",
        side="colour",
        seed=7,
    )


async def _raw(database, *sql: str) -> list[tuple]:
    """Run statements on a connection of its own (another process, as far as the store can
    tell); the rows of the last one."""
    if is_postgres_url(database):
        conn = await asyncpg.connect(database)
        try:
            for statement in sql[:-1]:
                await conn.execute(statement)
            return [tuple(r) for r in await conn.fetch(sql[-1])]
        finally:
            await conn.close()
    with sqlite3.connect(database) as db:
        for statement in sql[:-1]:
            db.execute(statement)
        return db.execute(sql[-1]).fetchall()


async def _old_database(database, version: int, *rows: str) -> None:
    """A database as an earlier release left it: the first `version` migrations, and rows."""
    script = [
        s
        for step in MIGRATIONS[:version]
        for s in statements(for_postgres(step) if is_postgres_url(database) else step)
    ]
    if is_postgres_url(database):
        script += [
            "CREATE TABLE schema_version (version INTEGER NOT NULL)",
            f"INSERT INTO schema_version VALUES ({version})",
        ]
    else:
        script.append(f"PRAGMA user_version = {version}")
    await _raw(database, *script, *rows, "SELECT 1")


async def test_a_new_database_gets_every_migration(database):
    store = await Store.open(database)
    try:
        assert await store.schema_version() == SCHEMA_VERSION == len(MIGRATIONS)
    finally:
        await store.close()
    columns = await _raw(database, "SELECT * FROM games")
    assert columns == []  # the table is there (and empty)


@pytest.mark.sqlite_only
async def test_a_new_file_is_made_with_its_folder_in_wal_mode(tmp_path):
    path = tmp_path / "sub" / "azul.sqlite3"
    store = await Store.open(path)
    try:
        assert await store.journal_mode() == "wal"
    finally:
        await store.close()
    with sqlite3.connect(path) as db:
        columns = {r[1] for r in db.execute("PRAGMA table_info(games)")}
        assert {"snapshot", "turn_message_ply", "status"} <= columns
        assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)


async def test_an_old_database_is_upgraded_step_by_step_keeping_its_data(database):
    await _old_database(
        database,
        1,
        "INSERT INTO games (channel_id, host_id, edition, side, seed, status, created_at, "
        "updated_at) VALUES (5, 6, 'azul', 'grey', 9, 'lobby', 'then', 'then')",
        "INSERT INTO seats (game_id, seat, user_id, name) VALUES (1, 0, 6, 'Bo')",
    )
    store = await Store.open(database)
    try:
        assert await store.schema_version() == SCHEMA_VERSION
        (game,) = await store.open_games()
        assert (game.side, game.seats[0].name, game.turn_message_ply) == ("grey", "Bo", None)
        assert game.timer_level == "medium" and game.seats[0].away is False
        # New rows get ids after the old ones.
        assert await _lobby(store, channel_id=77) == 2
    finally:
        await store.close()
    # Opening again migrates nothing and changes nothing.
    store = await Store.open(database)
    await store.close()


async def test_a_newer_database_is_refused(database):
    await _old_database(database, 0)
    if is_postgres_url(database):
        await _raw(
            database, f"UPDATE schema_version SET version = {SCHEMA_VERSION + 1}", "SELECT 1"
        )
    else:
        await _raw(database, f"PRAGMA user_version = {SCHEMA_VERSION + 1}", "SELECT 1")
    with pytest.raises(StoreError, match="newer than this bot"):
        await Store.open(database)


async def test_one_open_game_per_channel(database):
    store = await Store.open(database)
    try:
        game = await _lobby(store)
        with pytest.raises(ChannelTaken):
            await _lobby(store)
        await store.close_game(game, "cancelled")
        assert await _lobby(store) > game
        assert await _lobby(store, channel_id=11)
        # Discord ids are 64-bit.
        assert await _lobby(store, channel_id=1_575_468_347_263_418_369)
    finally:
        await store.close()


async def test_a_move_is_kept_when_append_returns_and_a_ply_is_written_once(database):
    store = await Store.open(database)
    try:
        game = await _lobby(store)
        await store.set_seats(
            game, [StoredSeat(0, 100, None, "Ana"), StoredSeat(1, None, "easy", "C")]
        )
        await store.start_game(game, {"moves": []})
        await store.append_move(
            game, ply=0, seat=0, notation="1B-1", actor_id=100, snapshot={"moves": ["1B-1"]}
        )
        # Another connection (another process) sees it at once: it is committed.
        assert await _raw(database, "SELECT notation FROM moves") == [("1B-1",)]
        assert await _raw(database, "SELECT snapshot_ply FROM games") == [(1,)]
        with pytest.raises(MoveConflict):
            await store.append_move(
                game, ply=0, seat=1, notation="2R-2", actor_id=None, snapshot={"moves": []}
            )
        stored = await store.get_game(game)
        assert stored.moves == ["1B-1"] and stored.snapshot == {"moves": ["1B-1"]}
        assert [s.level for s in stored.seats] == [None, "easy"]
    finally:
        await store.close()


async def test_two_processes_never_both_commit_a_move_at_one_ply(database):
    """Two stores on one database (two bot processes, as far as the database can tell) race
    for the same ply, many times: exactly one move is kept each time."""
    first, second = await Store.open(database), await Store.open(database)
    try:
        game = await _lobby(first)
        await first.start_game(game, {"moves": []})
        for ply in range(10):

            async def play(store: Store, name: str, ply: int = ply) -> bool:
                try:
                    await store.append_move(
                        game, ply=ply, seat=0, notation=name, actor_id=1, snapshot={"p": ply}
                    )
                except MoveConflict:
                    return False
                return True

            won = await asyncio.gather(play(first, f"a{ply}"), play(second, f"b{ply}"))
            assert sorted(won) == [False, True]
        moves = await second.moves(game)
        assert len(moves) == 10 and (await first.get_game(game)).snapshot_ply == 10
    finally:
        await first.close()
        await second.close()


async def test_a_failed_transaction_leaves_nothing_behind(database):
    store = await Store.open(database)
    try:
        game = await _lobby(store)
        with pytest.raises(UniqueViolation):
            # Seat 0 twice: the whole replacement is rolled back, the old seat stays.
            await store.set_seats(game, [StoredSeat(0, 1, None, "X"), StoredSeat(0, 2, None, "Y")])
        assert [s.name for s in (await store.get_game(game)).seats] == ["Ana"]
    finally:
        await store.close()


@pytest.mark.sqlite_only
async def test_writers_wait_for_each_other_up_to_the_busy_timeout(tmp_path):
    path = tmp_path / "busy.sqlite3"
    store = await Store.open(path, busy_timeout_ms=200)
    try:
        blocker = sqlite3.connect(path)
        blocker.execute("BEGIN EXCLUSIVE")
        with pytest.raises(Unavailable, match="locked"):
            await _lobby(store)
        blocker.rollback()
        blocker.close()
        assert await _lobby(store)
    finally:
        await store.close()


async def test_many_games_write_at_the_same_time(database):
    """Concurrent transactions and reads of many games must not mix."""
    store = await Store.open(database)
    try:
        games = await asyncio.gather(*(_lobby(store, channel_id=c) for c in range(20)))
        assert len(set(games)) == 20

        async def play(game: int) -> None:
            await store.start_game(game, {"moves": []})
            for ply in range(5):
                await store.append_move(
                    game, ply=ply, seat=0, notation=f"m{ply}", actor_id=1, snapshot={"p": ply}
                )
                assert len(await store.moves(game)) == ply + 1

        await asyncio.gather(*(play(g) for g in games))
        stored = await store.open_games()
        assert len(stored) == 20 and all(len(g.moves) == 5 for g in stored)
    finally:
        await store.close()
