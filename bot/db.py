"""The two databases the store runs on, behind one small interface: SQLite (aiosqlite, the
default, one file and nothing to install) and PostgreSQL (asyncpg, for several processes and
hosts, chosen by `DATABASE_URL=postgresql://…`).

The store writes its SQL once, with `?` placeholders and the subset both understand; the
PostgreSQL side numbers the placeholders (`$1`, `$2`, …). Rows come back as mappings that also
index by position (`sqlite3.Row`, `asyncpg.Record`).
"""

from __future__ import annotations

import asyncio
import re
import sqlite3
from collections.abc import AsyncIterator, Iterable, Iterator, Mapping, Sequence
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import urlsplit, urlunsplit

import aiosqlite

Row = Mapping[str, Any]


class UniqueViolation(Exception):
    """A row broke a unique constraint; the message names the constraint or its columns."""


class Connection(Protocol):
    async def execute(self, sql: str, *args: Any) -> int:
        """Run one statement; the number of rows it changed."""

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    async def fetch(self, sql: str, *args: Any) -> list[Row]: ...

    async def fetchrow(self, sql: str, *args: Any) -> Row | None: ...

    async def fetchval(self, sql: str, *args: Any) -> Any: ...


def is_postgres_url(target: object) -> bool:
    return isinstance(target, str) and target.startswith(("postgresql://", "postgres://"))


def without_password(url: str) -> str:
    """The URL as it may appear in logs and messages."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    if parts.port:
        host += f":{parts.port}"
    user = f"{parts.username}:***@" if parts.username else ""
    return urlunsplit(parts._replace(netloc=user + host))


# -- SQLite --------------------------------------------------------------------------------------


@contextmanager
def _sqlite_unique() -> Iterator[None]:
    """A broken unique constraint as UniqueViolation (other integrity errors as they are)."""
    try:
        yield
    except sqlite3.IntegrityError as exc:
        if "UNIQUE" in str(exc):
            raise UniqueViolation(str(exc)) from None
        raise


@contextmanager
def _postgres_unique() -> Iterator[None]:
    import asyncpg

    try:
        yield
    except asyncpg.UniqueViolationError as exc:
        raise UniqueViolation(f"{exc.constraint_name}: {exc}") from None


class _SQLiteConnection:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db

    async def execute(self, sql: str, *args: Any) -> int:
        with _sqlite_unique():
            cursor = await self._db.execute(sql, args)
        count = cursor.rowcount
        # Close at once: an open cursor (e.g. of a PRAGMA that returns a row) would keep a
        # statement in progress and make the next COMMIT fail.
        await cursor.close()
        return count

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        with _sqlite_unique():
            cursor = await self._db.executemany(sql, rows)
        await cursor.close()

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        async with self._db.execute(sql, args) as cur:
            return list(await cur.fetchall())

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        with _sqlite_unique():
            async with self._db.execute(sql, args) as cur:
                return await cur.fetchone()

    async def fetchval(self, sql: str, *args: Any) -> Any:
        row = await self.fetchrow(sql, *args)
        return None if row is None else row[0]


class SQLiteDatabase:
    """One file, one connection: its uses must not interleave (a second BEGIN inside another
    game's transaction fails, and a read there would see uncommitted rows), hence the lock."""

    dialect = "sqlite"

    def __init__(self, db: aiosqlite.Connection, path: Path) -> None:
        self._db = db
        self._conn = _SQLiteConnection(db)
        self._lock = asyncio.Lock()
        self.where = str(path)

    @classmethod
    async def open(cls, path: str | Path, *, busy_timeout_ms: int = 5000) -> SQLiteDatabase:
        path = Path(path)
        if str(path) != ":memory:":
            path.parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: no implicit transactions; `transaction()` says BEGIN itself.
        db = await aiosqlite.connect(path, isolation_level=None)
        db.row_factory = sqlite3.Row
        database = cls(db, path)
        conn = database._conn
        try:
            await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            await conn.execute("PRAGMA journal_mode = WAL")
            # FULL: a committed move survives a power cut, not only a crash of the process.
            await conn.execute("PRAGMA synchronous = FULL")
            await conn.execute("PRAGMA foreign_keys = ON")
        except BaseException:
            await db.close()
            raise
        return database

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Connection]:
        async with self._lock:
            yield self._conn

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Connection]:
        """BEGIN IMMEDIATE … COMMIT, or ROLLBACK on any error (and re-raise it)."""
        async with self._lock:
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise
            await self._conn.execute("COMMIT")

    async def schema_version(self, conn: Connection) -> int:
        return int(await conn.fetchval("PRAGMA user_version"))

    async def set_schema_version(self, conn: Connection, version: int) -> None:
        # PRAGMA takes no parameters; `version` is an int.
        await conn.execute(f"PRAGMA user_version = {int(version)}")

    async def lock_for_migration(self, conn: Connection) -> None:
        pass  # BEGIN IMMEDIATE already holds the file's write lock

    async def journal_mode(self) -> str:
        async with self.read() as conn:
            return str(await conn.fetchval("PRAGMA journal_mode")).lower()

    async def close(self) -> None:
        await self._db.close()


# -- PostgreSQL ----------------------------------------------------------------------------------

_PLACEHOLDER = re.compile(r"\?")


def numbered(sql: str) -> str:
    """`?` placeholders as PostgreSQL's `$1`, `$2`, … (the store's SQL has no `?` otherwise)."""
    counter = iter(range(1, 10_000))
    return _PLACEHOLDER.sub(lambda _: f"${next(counter)}", sql)


class _PostgresConnection:
    def __init__(self, conn: Any) -> None:
        self._conn = conn

    async def execute(self, sql: str, *args: Any) -> int:
        with _postgres_unique():
            status = await self._conn.execute(numbered(sql), *args)
        # "UPDATE 1", "INSERT 0 1", "DELETE 3": the count is the last word.
        last = status.rsplit(" ", 1)[-1]
        return int(last) if last.isdigit() else 0

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        with _postgres_unique():
            await self._conn.executemany(numbered(sql), list(rows))

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        return list(await self._conn.fetch(numbered(sql), *args))

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        with _postgres_unique():
            return await self._conn.fetchrow(numbered(sql), *args)

    async def fetchval(self, sql: str, *args: Any) -> Any:
        row = await self.fetchrow(sql, *args)
        return None if row is None else row[0]


MIGRATION_LOCK = 0x417A756C  # "Azul": the advisory lock that lets one process migrate at a time


class PostgresDatabase:
    """A pool of connections; every transaction on its own connection, so games of different
    channels (and processes) commit side by side. The database serialises what must be."""

    dialect = "postgresql"

    def __init__(self, pool: Any, url: str) -> None:
        self._pool = pool
        self.where = without_password(url)

    @classmethod
    async def open(cls, url: str, *, max_connections: int = 10) -> PostgresDatabase:
        import asyncpg

        from .stored import StoreError

        try:
            pool = await asyncpg.create_pool(url, min_size=1, max_size=max_connections)
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
            raise StoreError(f"cannot connect to {without_password(url)}: {exc}") from None
        return cls(pool, url)

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Connection]:
        async with self._pool.acquire() as conn:
            yield _PostgresConnection(conn)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Connection]:
        async with self._pool.acquire() as conn, conn.transaction():
            yield _PostgresConnection(conn)

    async def schema_version(self, conn: Connection) -> int:
        await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        version = await conn.fetchval("SELECT MAX(version) FROM schema_version")
        return int(version or 0)

    async def set_schema_version(self, conn: Connection, version: int) -> None:
        await conn.execute("DELETE FROM schema_version")
        await conn.execute("INSERT INTO schema_version (version) VALUES (?)", version)

    async def lock_for_migration(self, conn: Connection) -> None:
        # Two processes starting at once: the second waits, then finds nothing left to do.
        await conn.execute(f"SELECT pg_advisory_xact_lock({MIGRATION_LOCK})")

    async def journal_mode(self) -> str:
        return "wal"  # PostgreSQL always writes ahead

    async def close(self) -> None:
        await self._pool.close()


Database = SQLiteDatabase | PostgresDatabase


async def open_database(target: str | Path, *, busy_timeout_ms: int = 5000) -> Database:
    """A PostgreSQL URL or a SQLite file path."""
    if is_postgres_url(target):
        return await PostgresDatabase.open(str(target))
    return await SQLiteDatabase.open(target, busy_timeout_ms=busy_timeout_ms)
