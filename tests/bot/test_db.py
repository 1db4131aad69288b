"""The two databases behind the store, on real files and a real PostgreSQL: changed-row
counts, batches (one transaction in one trip), and batches never landing inside another
transaction."""

from __future__ import annotations

import asyncio
import socket

import pytest

from bot.store.drivers import (
    BatchConflict,
    PostgresDatabase,
    Statement,
    UniqueViolation,
    open_database,
    shown_url,
)
from bot.store.games import Store, StoreError


@pytest.fixture
async def db(database):
    db = await open_database(database)
    async with db.transaction() as conn:
        await conn.execute("CREATE TABLE t (k INTEGER PRIMARY KEY, v TEXT NOT NULL)")
    yield db
    await db.close()


async def _values(db) -> dict[int, str]:
    async with db.read() as conn:
        return {int(r[0]): str(r[1]) for r in await conn.fetch("SELECT k, v FROM t ORDER BY k")}


async def test_execute_counts_the_rows_it_changed(db):
    async with db.transaction() as conn:
        assert await conn.execute("INSERT INTO t (k, v) VALUES (?, ?)", 1, "a") == 1
        for k, v in ((2, "b"), (3, "c")):
            await conn.execute("INSERT INTO t (k, v) VALUES (?, ?)", k, v)
        assert await conn.execute("UPDATE t SET v = 'z' WHERE k > ?", 1) == 2
        assert await conn.execute("UPDATE t SET v = 'y' WHERE k > ?", 9) == 0
        assert await conn.execute("DELETE FROM t") == 3


async def test_a_batch_commits_all_its_statements(db):
    await db.batch(
        [
            Statement("INSERT INTO t (k, v) VALUES (?, ?)", (1, "a")),
            Statement("INSERT INTO t (k, v) VALUES (?, ?)", (2, "b")),
            Statement("UPDATE t SET v = ? WHERE k = ?", ("B", 2), expect=1),
        ]
    )
    assert await _values(db) == {1: "a", 2: "B"}


async def test_a_batch_whose_check_fails_keeps_nothing(db):
    await db.batch([Statement("INSERT INTO t (k, v) VALUES (?, ?)", (1, "a"))])
    with pytest.raises(BatchConflict) as conflict:
        await db.batch(
            [
                Statement("UPDATE t SET v = 'changed' WHERE k = 1"),
                Statement("UPDATE t SET v = 'x' WHERE k = ?", (7,), expect=1),
                Statement("INSERT INTO t (k, v) VALUES (?, ?)", (3, "never")),
            ]
        )
    assert (conflict.value.index, conflict.value.changed) == (1, 0)
    assert await _values(db) == {1: "a"}
    await db.batch([Statement("INSERT INTO t (k, v) VALUES (?, ?)", (2, "b"))])  # still usable
    assert await _values(db) == {1: "a", 2: "b"}


async def test_a_batch_breaking_a_unique_key_keeps_nothing(db):
    await db.batch([Statement("INSERT INTO t (k, v) VALUES (?, ?)", (1, "a"))])
    with pytest.raises(UniqueViolation):
        await db.batch(
            [
                Statement("INSERT INTO t (k, v) VALUES (?, ?)", (2, "b")),
                Statement("INSERT INTO t (k, v) VALUES (?, ?)", (1, "again")),
            ]
        )
    assert await _values(db) == {1: "a"}


@pytest.mark.sqlite_only  # PostgreSQL gives each transaction a connection of its own
async def test_a_batch_waits_for_an_open_transaction_and_never_runs_inside_it(db):
    """One SQLite connection serves every game: a batch asked for while another transaction
    is open must be queued after its COMMIT, not between its statements."""
    inside = asyncio.Event()
    done: list[str] = []

    async def long_transaction() -> None:
        async with db.transaction() as conn:
            await conn.execute("INSERT INTO t (k, v) VALUES (?, ?)", 1, "tx")
            inside.set()
            await asyncio.sleep(0.1)  # batches are asked for meanwhile
            rows = await conn.fetch("SELECT k FROM t")
            assert [int(r[0]) for r in rows] == [1], "a batch ran inside the transaction"
        done.append("tx")

    async def batch(k: int) -> None:
        await inside.wait()
        await db.batch([Statement("INSERT INTO t (k, v) VALUES (?, ?)", (k, "batch"))])
        done.append(f"batch {k}")

    await asyncio.gather(long_transaction(), *(batch(k) for k in range(2, 12)))
    assert done[0] == "tx" and len(done) == 11
    assert await _values(db) == {1: "tx", **{k: "batch" for k in range(2, 12)}}


async def test_a_batch_cancelled_halfway_keeps_nothing_and_leaves_its_connection_clean(database):
    """PostgreSQL: a connection goes back to the pool without asyncpg's session reset (the
    store sets no session state); what a cancelled batch began is rolled back all the same, and
    the pool's one connection then serves reads and batches outside it."""
    if not isinstance(database, str):
        pytest.skip("SQLite runs a batch in its thread to the end, cancelled or not")
    db = await PostgresDatabase.open(database, max_connections=1)  # one connection: the same
    try:
        await db.batch([Statement("CREATE TABLE t (k INTEGER PRIMARY KEY, v TEXT NOT NULL)")])
        halfway = asyncio.create_task(
            db.batch(
                [
                    Statement("INSERT INTO t (k, v) VALUES (?, ?)", (1, "lost")),
                    Statement("SELECT pg_sleep(5)", rows=True),
                ]
            )
        )
        await asyncio.sleep(0.3)
        halfway.cancel()
        with pytest.raises(asyncio.CancelledError):
            await halfway
        async with db.read() as conn:  # inside the cancelled transaction, this would fail
            assert await conn.fetchval("SELECT count(*) FROM t") == 0
        await db.batch([Statement("INSERT INTO t (k, v) VALUES (?, ?)", (2, "kept"))])
        assert await _values(db) == {2: "kept"}
    finally:
        await db.close()


async def test_many_batches_at_once_all_land(db):
    await asyncio.gather(
        *(
            db.batch([Statement("INSERT INTO t (k, v) VALUES (?, ?)", (k, str(k)))])
            for k in range(200)
        )
    )
    assert len(await _values(db)) == 200


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("postgresql://azul:s3cret@db.example:5432/azul", "postgresql://db.example:5432/azul"),
        ("postgresql://azul@db/azul?password=s3cret", "postgresql://db/azul"),
        ("postgres://db/azul?sslpassword=s3cret&sslmode=require", "postgres://db/azul"),
        ("postgresql://u:s3cret@h1:5432,h2:5433/azul", "postgresql://h1:5432,h2:5433/azul"),
        ("postgresql://u:p%40ss:w0rd@[::1]:5432/azul", "postgresql://[::1]:5432/azul"),
        ("data/azul.sqlite3", "data/azul.sqlite3"),
    ],
)
def test_a_database_url_is_shown_without_any_credentials(url, shown):
    """Review L4: no password reaches a log or a message, whatever the URL's form."""
    assert shown_url(url) == shown
    assert "s3cret" not in shown_url(url) and "w0rd" not in shown_url(url)


async def test_a_refused_connection_names_the_server_but_not_the_password():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # nothing listens there once the socket is closed
    with pytest.raises(StoreError) as refused:
        await Store.open(f"postgresql://azul@127.0.0.1:{port}/azul?password=s3cret")
    assert f"127.0.0.1:{port}/azul" in str(refused.value)
    assert "s3cret" not in str(refused.value)
