"""The two databases the store runs on, behind one small interface: SQLite (aiosqlite, the
default, one file and nothing to install) and PostgreSQL (asyncpg, for several processes and
hosts, chosen by `DATABASE_URL=postgresql://…`).

The store writes its SQL once, with `?` placeholders and the subset both understand; the
PostgreSQL side numbers the placeholders (`$1`, `$2`, …). Rows come back as mappings that also
index by position (`sqlite3.Row`, `asyncpg.Record`).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import urlsplit

import aiosqlite


class Row(Protocol):
    """A row as either driver gives it (`sqlite3.Row`, `asyncpg.Record`): its columns by name
    or by position, and unpacked as a tuple of them (not a `Mapping`: iterating over one yields
    its values, not its keys)."""

    def __getitem__(self, key: int | str, /) -> Any: ...

    def __iter__(self) -> Iterator[Any]: ...

    def __len__(self) -> int: ...


def is_row_id(value: int) -> bool:
    """Whether `value` can be a row's id in either database (a signed 64-bit integer > 0); ids
    in buttons come from the client, so they may be anything."""
    return 0 < value < 2**63


class Unavailable(Exception):
    """The database could not do what was asked: the disk is full, the file stayed locked past
    the busy timeout, the server is gone. Nothing of the transaction was kept."""


class UniqueViolation(Exception):
    """A row broke a unique constraint; the message names the constraint or its columns."""


class BatchConflict(Exception):
    """A statement of a batch changed another number of rows than it expected; nothing of the
    batch was kept."""

    def __init__(self, index: int, changed: int) -> None:
        super().__init__(f"statement {index} changed {changed} rows")
        self.index, self.changed = index, changed


@dataclass(frozen=True, slots=True)
class Statement:
    """One statement of a batch; with `expect`, the number of rows it must change; with
    `rows`, it returns rows (a SELECT, or `… RETURNING`) and the batch hands them back."""

    sql: str
    args: tuple[Any, ...] = ()
    expect: int | None = None
    rows: bool = False


@dataclass(frozen=True, slots=True)
class Result:
    changed: int  # rows changed (for a statement with `rows`: rows returned)
    rows: list[Row]


class Connection(Protocol):
    async def execute(self, sql: str, *args: Any) -> int:
        """Run one statement; the number of rows it changed."""

    async def fetch(self, sql: str, *args: Any) -> list[Row]: ...

    async def fetchrow(self, sql: str, *args: Any) -> Row | None: ...

    async def fetchval(self, sql: str, *args: Any) -> Any: ...


def is_postgres_url(target: object) -> bool:
    return isinstance(target, str) and target.startswith(("postgresql://", "postgres://"))


def shown_url(url: str) -> str:
    """A database URL as it may appear in logs and messages: the scheme, the host(s) and the
    database, nothing else. Credentials hide in more places than `user:password@` (asyncpg
    also reads `?password=` and `?sslpassword=`), so the user part and the whole query go.
    A file path is shown as it is."""
    if not is_postgres_url(url):
        return url
    parts = urlsplit(url)
    hosts = parts.netloc.rpartition("@")[2]  # also "h1:5432,h2:5432", which has no one .port
    return f"{parts.scheme}://{hosts}{parts.path}"


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
    """Each statement is one trip to aiosqlite's thread (`execute_fetchall` runs the statement
    and reads its rows there). A trip costs two thread switches and a GIL hand-over, which under
    load cost more than the SQL: a cursor's execute, fetch and close would be three trips.
    A changed-row count is read from `total_changes` when the thread is idle again (the
    database's lock keeps other statements out meanwhile)."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db

    async def execute(self, sql: str, *args: Any) -> int:
        before = self._db.total_changes
        with _sqlite_unique():
            await self._db.execute_fetchall(sql, args)
        return self._db.total_changes - before

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        return list(await self._db.execute_fetchall(sql, args))

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        with _sqlite_unique():
            rows = await self._db.execute_fetchall(sql, args)
        return next(iter(rows), None)  # a list, which aiosqlite types as an Iterable

    async def fetchval(self, sql: str, *args: Any) -> Any:
        row = await self.fetchrow(sql, *args)
        return None if row is None else row[0]


class SQLiteDatabase:
    """One file, one connection, one thread (aiosqlite's), which runs its calls one at a time
    in the order they were queued.

    Uses of several trips (`read()`, `transaction()`) must not interleave: a second BEGIN
    inside another game's transaction fails, and a read there would see uncommitted rows. They
    take `_lock`, and `_free` is clear while one runs. A batch is one trip, a whole transaction
    in one call: it waits only while `_free` is clear, and then all waiting batches are queued
    together (waiting on the lock instead, they would be let through one per turn of the event
    loop, and at a few hundred batches a second that convoy was the bottleneck itself).
    So a batch or a query must never be asked for inside `read()` or `transaction()`: it would
    wait for the block it is in (the store uses those two only for migrations and start-up).
    """

    dialect = "sqlite"

    def __init__(self, db: aiosqlite.Connection, path: Path) -> None:
        self._db = db
        self._conn = _SQLiteConnection(db)
        self._lock = asyncio.Lock()
        self._free = asyncio.Event()
        self._free.set()
        self.where = str(path)

    @classmethod
    async def open(cls, path: str | Path, *, busy_timeout_ms: int = 5000) -> SQLiteDatabase:
        path = Path(path)
        if str(path) != ":memory:":
            _create_private(path)
        # isolation_level=None: no implicit transactions; `transaction()` says BEGIN itself.
        # check_same_thread=False: `total_changes` is read from the loop's thread (above).
        db = await aiosqlite.connect(path, isolation_level=None, check_same_thread=False)
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
    async def _exclusive(self) -> AsyncIterator[Connection]:
        async with self._lock:
            self._free.clear()
            try:
                yield self._conn
            finally:
                self._free.set()

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Connection]:
        async with self._exclusive() as conn:
            yield conn

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Connection]:
        """BEGIN IMMEDIATE … COMMIT, or ROLLBACK on any error (and re-raise it)."""
        async with self._exclusive():
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise
            await self._conn.execute("COMMIT")

    async def batch(self, statements: Sequence[Statement], *, write: bool = True) -> list[Result]:
        """Run `statements` as one transaction in a single trip to the connection's thread;
        what each changed or returned. `write=False`: a consistent read of several statements.

        The store's writes and its reads of a whole game go this way: under load every trip
        waits for a turn of the event loop and a GIL hand-over, several times what the SQL
        costs. aiosqlite runs each call through `Connection._execute(fn)`; we hand it the whole
        transaction as one function (the pin in pyproject.toml keeps that entry point; the
        store tests use it)."""
        while not self._free.is_set():
            await self._free.wait()
        # No await between the check and the queueing: nothing else can start meanwhile.
        with _sqlite_unique():
            return await self._db._execute(_run_batch, self._db._conn, statements, write)

    async def query(self, sql: str, *args: Any) -> list[Row]:
        """One statement's rows, in one trip (no transaction needed for a single read)."""
        while not self._free.is_set():
            await self._free.wait()
        return list(await self._db.execute_fetchall(sql, args))

    async def schema_version(self, conn: Connection) -> int:
        return int(await conn.fetchval("PRAGMA user_version"))

    async def set_schema_version(self, conn: Connection, version: int) -> None:
        # PRAGMA takes no parameters; `version` is an int.
        await conn.execute(f"PRAGMA user_version = {int(version)}")

    async def lock_for_migration(self, conn: Connection) -> None:
        pass  # BEGIN IMMEDIATE already holds the file's write lock

    async def notify(self, channel: str, payload: str) -> None:
        """Other processes on this file are not told (the live table follows PostgreSQL)."""

    async def listen(self, channel: str, heard: Callable[[str], None]) -> None:
        """Nothing to hear: see `notify`."""

    async def journal_mode(self) -> str:
        async with self.read() as conn:
            return str(await conn.fetchval("PRAGMA journal_mode")).lower()

    async def close(self) -> None:
        await self._db.close()


def _create_private(path: Path) -> None:
    """The database holds every game and who played it: a folder and a file the bot creates
    are its own (0700, 0600), whatever the umask. SQLite gives its -wal and -shm files the
    file's permissions. What exists already is left as its owner set it."""
    if not path.parent.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        os.chmod(path.parent, 0o700)
    if not path.exists():
        with contextlib.suppress(FileExistsError):  # another process made it meanwhile
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))


def _run_batch(
    conn: sqlite3.Connection, statements: Sequence[Statement], write: bool
) -> list[Result]:
    """In the connection's thread: BEGIN, every statement, COMMIT (or ROLLBACK)."""
    try:
        conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
        results = []
        try:
            for index, statement in enumerate(statements):
                cursor = conn.execute(statement.sql, statement.args)
                rows = cursor.fetchall()
                changed = len(rows) if statement.rows else cursor.rowcount
                cursor.close()
                if statement.expect is not None and changed != statement.expect:
                    raise BatchConflict(index, changed)
                results.append(Result(changed, rows))
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:  # SQLite has already rolled back after some errors
                conn.execute("ROLLBACK")
            raise
    except sqlite3.OperationalError as exc:  # disk full, locked past the busy timeout, I/O
        raise Unavailable(str(exc)) from exc
    return results


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

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        with _postgres_unique():  # `INSERT … RETURNING` comes this way
            return list(await self._conn.fetch(numbered(sql), *args))

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        with _postgres_unique():
            return await self._conn.fetchrow(numbered(sql), *args)

    async def fetchval(self, sql: str, *args: Any) -> Any:
        row = await self.fetchrow(sql, *args)
        return None if row is None else row[0]


async def _keep_session(_conn: Any) -> None:
    """A connection goes back to the pool as it is: the store leaves no session state behind
    (no SET, no session-level lock, LISTEN only on a connection of its own), and asyncpg still
    rolls back a transaction left open. Its default reset (`RESET ALL`, `UNLISTEN *`, `CLOSE ALL`,
    unlocking advisory locks) was one more round trip to the server for every transaction."""


MIGRATION_LOCK = 0x417A756C  # "Azul": the advisory lock that lets one process migrate at a time


class PostgresDatabase:
    """A pool of connections; every transaction on its own connection, so games of different
    channels (and processes) commit side by side. The database serialises what must be."""

    dialect = "postgresql"

    def __init__(self, pool: Any, url: str) -> None:
        self._pool = pool
        self._url = url
        self._listener: Any = None  # the connection that LISTENs, once someone listens
        self.where = shown_url(url)

    @classmethod
    async def open(cls, url: str, *, max_connections: int = 10) -> PostgresDatabase:
        import asyncpg

        from .rows import StoreError

        try:
            pool = await asyncpg.create_pool(
                url,
                min_size=1,
                max_size=max_connections,
                reset=_keep_session,
                # No timers per statement or connection: the store's statements are few and
                # used over and over, kept prepared (asyncpg's cache holds the 100 most recent),
                # and its few connections stay open. Each use of a statement otherwise
                # cancelled and set again a five-minute timer.
                max_cached_statement_lifetime=0,
                max_inactive_connection_lifetime=0,
            )
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
            raise StoreError(f"cannot connect to {shown_url(url)}: {exc}") from None
        return cls(pool, url)

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Connection]:
        async with self._pool.acquire() as conn:
            yield _PostgresConnection(conn)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Connection]:
        async with self._pool.acquire() as conn, conn.transaction():
            yield _PostgresConnection(conn)

    async def batch(self, statements: Sequence[Statement], *, write: bool = True) -> list[Result]:
        """Run `statements` as one transaction (see SQLiteDatabase.batch)."""
        import asyncpg

        try:
            return await self._batch(statements, write)
        except (
            OSError,
            asyncpg.PostgresConnectionError,
            asyncpg.InsufficientResourcesError,
        ) as exc:
            raise Unavailable(str(exc)) from exc

    async def _batch(self, statements: Sequence[Statement], write: bool) -> list[Result]:
        results = []
        async with self._pool.acquire() as raw, raw.transaction(readonly=not write):
            conn = _PostgresConnection(raw)
            for index, statement in enumerate(statements):
                if statement.rows:
                    rows = await conn.fetch(statement.sql, *statement.args)
                    changed = len(rows)
                else:
                    rows, changed = [], await conn.execute(statement.sql, *statement.args)
                if statement.expect is not None and changed != statement.expect:
                    raise BatchConflict(index, changed)
                results.append(Result(changed, rows))
        return results

    async def query(self, sql: str, *args: Any) -> list[Row]:
        async with self.read() as conn:
            return await conn.fetch(sql, *args)

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

    async def notify(self, channel: str, payload: str) -> None:
        """Tell every process LISTENing on `channel` (PostgreSQL NOTIFY, no other server)."""
        async with self._pool.acquire() as raw:
            await raw.execute("SELECT pg_notify($1, $2)", channel, payload)

    async def listen(self, channel: str, heard: Callable[[str], None]) -> None:
        """Call `heard(payload)` for every NOTIFY on `channel`, on a connection of its own."""
        import asyncpg

        if self._listener is None:
            self._listener = await asyncpg.connect(self._url)
        await self._listener.add_listener(channel, lambda _c, _pid, _ch, payload: heard(payload))

    async def close(self) -> None:
        if self._listener is not None:
            await self._listener.close()
        await self._pool.close()


Database = SQLiteDatabase | PostgresDatabase


async def open_database(target: str | Path, *, busy_timeout_ms: int = 5000) -> Database:
    """A PostgreSQL URL or a SQLite file path."""
    if is_postgres_url(target):
        return await PostgresDatabase.open(str(target))
    return await SQLiteDatabase.open(target, busy_timeout_ms=busy_timeout_ms)
