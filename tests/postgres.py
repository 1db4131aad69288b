"""A throw-away PostgreSQL cluster for the tests: `initdb` and `pg_ctl` from the distribution's
packages (the README's test command installs them when missing), listening on 127.0.0.1 only,
with a fresh database per test. Durability is switched off: these databases die with the run.
"""

from __future__ import annotations

import asyncio
import glob
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import threading
from pathlib import Path

import asyncpg

USER = "azul"


def _bin_dir() -> Path:
    found = shutil.which("pg_ctl")
    if found:
        return Path(os.path.realpath(found)).parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    if not versions:
        raise RuntimeError(
            "PostgreSQL is not installed: run the README's test command (./scripts/test), "
            "which installs it, or apt-get install postgresql"
        )
    return Path(versions[-1]).parent


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class _Admin:
    """A connection to the cluster for the fixtures, which are synchronous: asyncpg on a loop
    in a thread of its own (a test's loop may be running in the calling thread)."""

    def __init__(self, url: str) -> None:
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(
            target=self._loop.run_forever, name="azul-pg-admin", daemon=True
        )
        self._thread.start()
        self._conn = self._call(asyncpg.connect(url))

    def _call(self, coroutine):
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(timeout=60)

    def execute(self, sql: str) -> None:
        self._call(self._conn.execute(sql))

    def close(self) -> None:
        try:
            self._call(self._conn.close())
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(timeout=10)
            self._loop.close()


class PostgresCluster:
    def __init__(self) -> None:
        self.bin = _bin_dir()
        self.root = Path(tempfile.mkdtemp(prefix="azul-pg-"))
        self.data = self.root / "data"
        self.port = _free_port()
        self._names = itertools.count(1)
        self._admin_connection: _Admin | None = None
        # initdb refuses to run as root: then the cluster belongs to the packages' postgres user.
        self._as: list[str] = []
        if os.geteuid() == 0:
            owner = pwd.getpwnam("postgres")
            os.chown(self.root, owner.pw_uid, owner.pw_gid)
            self._as = ["runuser", "-u", "postgres", "--"]

    def _run(self, tool: str, *args: str) -> None:
        subprocess.run(
            [*self._as, str(self.bin / tool), *args],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            cwd=self.root,
        )

    def start(self) -> PostgresCluster:
        self._run("initdb", "-D", str(self.data), "-U", USER, "--auth=trust", "-E", "UTF8")
        options = (
            f"-c listen_addresses=127.0.0.1 -p {self.port} -k {self.root} "
            "-c fsync=off -c synchronous_commit=off -c full_page_writes=off "
            "-c max_connections=200"
        )
        self._run(
            "pg_ctl",
            "-D",
            str(self.data),
            "-o",
            options,
            "-l",
            str(self.root / "log"),
            "-w",
            "start",
        )
        return self

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{USER}@127.0.0.1:{self.port}/{database}"

    def new_database(self, template: str | None = None) -> str:
        """A URL to a database of its own: empty, or a copy of the database `template` (which
        nobody may be connected to). Created over one kept connection, copying the template's
        files (a seventh of the CPU of `createdb`, which starts two processes and a session and
        copies through the write-ahead log; durability is off here anyway)."""
        name = f"test_{next(self._names)}"
        self._admin().execute(
            f'CREATE DATABASE "{name}" TEMPLATE "{template or "template1"}" STRATEGY FILE_COPY'
        )
        return self.url(name)

    def _admin(self) -> _Admin:
        if self._admin_connection is None:
            self._admin_connection = _Admin(self.url())
        return self._admin_connection

    def stop(self) -> None:
        if self._admin_connection is not None:
            self._admin_connection.close()
            self._admin_connection = None
        try:
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)
