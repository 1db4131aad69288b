"""Read a test's database from outside the bot, whichever store it is (a SQLite file or a
PostgreSQL URL), with `?` placeholders: what the bot committed, as another process sees it."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
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
