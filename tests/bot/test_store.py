"""The SQLite store on real files: schema migrations, WAL, one open game per channel, commits."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from bot.store import MIGRATIONS, SCHEMA_VERSION, ChannelTaken, Store, StoredSeat, StoreError


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


async def test_a_new_file_gets_every_migration_and_wal(tmp_path):
    path = tmp_path / "sub" / "azul.sqlite3"  # the directory is created too
    store = await Store.open(path)
    try:
        assert await store.schema_version() == SCHEMA_VERSION == len(MIGRATIONS)
        assert await store.journal_mode() == "wal"
    finally:
        await store.close()
    with sqlite3.connect(path) as db:
        columns = {r[1] for r in db.execute("PRAGMA table_info(games)")}
        assert {"snapshot", "turn_message_ply", "status"} <= columns
        assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)


async def test_an_old_file_is_upgraded_step_by_step_keeping_its_data(tmp_path):
    path = tmp_path / "old.sqlite3"
    # A database as the first release left it: only migration 1, with a game in it.
    with sqlite3.connect(path) as db:
        db.executescript(MIGRATIONS[0])
        db.execute("PRAGMA user_version = 1")
        db.execute(
            "INSERT INTO games (channel_id, host_id, edition, side, seed, status, created_at, "
            "updated_at) VALUES (5, 6, 'azul', 'grey', 9, 'lobby', 'then', 'then')"
        )
        db.execute("INSERT INTO seats (game_id, seat, user_id, name) VALUES (1, 0, 6, 'Bo')")
    store = await Store.open(path)
    try:
        assert await store.schema_version() == SCHEMA_VERSION
        (game,) = await store.open_games()
        assert (game.side, game.seats[0].name, game.turn_message_ply) == ("grey", "Bo", None)
    finally:
        await store.close()
    # Opening again migrates nothing and changes nothing.
    store = await Store.open(path)
    await store.close()


async def test_a_newer_file_is_refused(tmp_path):
    path = tmp_path / "future.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(StoreError, match="newer than this bot"):
        await Store.open(path)


async def test_one_open_game_per_channel(tmp_path):
    store = await Store.open(tmp_path / "a.sqlite3")
    try:
        game = await _lobby(store)
        with pytest.raises(ChannelTaken):
            await _lobby(store)
        await store.close_game(game, "cancelled")
        assert await _lobby(store) == game + 1
        assert await _lobby(store, channel_id=11)
    finally:
        await store.close()


async def test_a_move_is_on_disk_when_append_returns_and_a_ply_is_written_once(tmp_path):
    path = tmp_path / "moves.sqlite3"
    store = await Store.open(path)
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
        with sqlite3.connect(path) as other:
            assert other.execute("SELECT notation FROM moves").fetchall() == [("1B-1",)]
            assert other.execute("SELECT snapshot_ply FROM games").fetchone() == (1,)
        with pytest.raises(sqlite3.IntegrityError):
            await store.append_move(
                game, ply=0, seat=1, notation="2R-2", actor_id=None, snapshot={"moves": []}
            )
        stored = await store.get_game(game)
        assert stored.moves == ["1B-1"] and stored.snapshot == {"moves": ["1B-1"]}
        assert [s.level for s in stored.seats] == [None, "easy"]
    finally:
        await store.close()


async def test_a_failed_transaction_leaves_nothing_behind(tmp_path):
    store = await Store.open(tmp_path / "tx.sqlite3")
    try:
        game = await _lobby(store)
        with pytest.raises(sqlite3.IntegrityError):
            # Seat 0 twice: the whole replacement is rolled back, the old seat stays.
            await store.set_seats(game, [StoredSeat(0, 1, None, "X"), StoredSeat(0, 2, None, "Y")])
        assert [s.name for s in (await store.get_game(game)).seats] == ["Ana"]
    finally:
        await store.close()


async def test_writers_wait_for_each_other_up_to_the_busy_timeout(tmp_path):
    path = tmp_path / "busy.sqlite3"
    store = await Store.open(path, busy_timeout_ms=200)
    try:
        blocker = sqlite3.connect(path)
        blocker.execute("BEGIN EXCLUSIVE")
        with pytest.raises(sqlite3.OperationalError, match="locked"):
            await _lobby(store)
        blocker.rollback()
        blocker.close()
        assert await _lobby(store)
    finally:
        await store.close()


async def test_many_games_write_at_the_same_time(tmp_path):
    """One connection serves every game: concurrent transactions and reads must not mix."""
    store = await Store.open(tmp_path / "many.sqlite3")
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
