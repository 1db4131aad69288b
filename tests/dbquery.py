"""Read a test's database from outside the bot, whichever store it is (a SQLite file or a
PostgreSQL URL), with `?` placeholders: what the bot committed, as another process sees it."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from bot.store.drivers import is_postgres_url, numbered


def rows(database: str | Path, sql: str, *params: Any) -> list[tuple]:
    if not is_postgres_url(database):
        with sqlite3.connect(database) as db:
            return db.execute(sql, params).fetchall()
    return _in_a_thread(_postgres_rows(str(database), sql, params))


def row(database: str | Path, sql: str, *params: Any) -> tuple | None:
    found = rows(database, sql, *params)
    return found[0] if found else None


async def _postgres_rows(url: str, sql: str, params: tuple) -> list[tuple]:
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        return [tuple(r) for r in await conn.fetch(numbered(sql), *params)]
    finally:
        await conn.close()


def _in_a_thread(coroutine) -> Any:
    """Run `coroutine` to its end on an event loop of its own (the test's loop is busy
    running the test that asks)."""
    result: dict[str, Any] = {}

    def run() -> None:
        try:
            result["value"] = asyncio.run(coroutine)
        except BaseException as exc:  # handed to the caller below
            result["error"] = exc

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if "error" in result:
        raise result["error"]
    return result["value"]


def power_cut(database: str | Path, event: str, when: str = "") -> None:
    """A fault in the database itself: the statement `event` names (say "UPDATE OF game_id ON
    tournament_tables") fails when `when` holds for its row, as if the process died at that
    moment: the transaction never commits. `power_back` ends it."""
    if is_postgres_url(database):
        rows(
            database,
            "CREATE OR REPLACE FUNCTION power_cut() RETURNS trigger AS $$ "
            "BEGIN RAISE EXCEPTION 'power cut'; END $$ LANGUAGE plpgsql",
        )
        condition = f"WHEN ({when})" if when else ""
        rows(
            database,
            f"CREATE TRIGGER power_cut BEFORE {event} FOR EACH ROW {condition} "
            "EXECUTE FUNCTION power_cut()",
        )
    else:
        condition = f"WHEN {when}" if when else ""
        rows(
            database,
            f"CREATE TRIGGER power_cut BEFORE {event} {condition} "
            "BEGIN SELECT RAISE(ABORT, 'power cut'); END",
        )


def power_back(database: str | Path, event: str) -> None:
    on = f" ON {event.rsplit(' ON ', 1)[1].split()[0]}" if is_postgres_url(database) else ""
    rows(database, f"DROP TRIGGER power_cut{on}")


@contextmanager
def held(database: str, *tables: str) -> Iterator[None]:
    """Another session holds `tables` locked until the block ends, so that even a read of them
    waits: a store that answers slowly, as on a starved host. PostgreSQL only (SQLite's readers
    never wait for another connection in WAL mode)."""
    import asyncpg

    taken, release = threading.Event(), threading.Event()

    async def hold() -> None:
        conn = await asyncpg.connect(database)
        try:
            async with conn.transaction():
                await conn.execute(f"LOCK TABLE {', '.join(tables)} IN ACCESS EXCLUSIVE MODE")
                taken.set()
                await asyncio.get_running_loop().run_in_executor(None, release.wait)
        finally:
            await conn.close()

    errors: list[BaseException] = []

    def run() -> None:
        try:
            asyncio.run(hold())
        except BaseException as exc:  # handed to the test below
            errors.append(exc)
            taken.set()

    thread = threading.Thread(target=run)
    thread.start()
    taken.wait(30)
    try:
        if errors:
            raise errors[0]
        yield
    finally:
        release.set()
        thread.join()
