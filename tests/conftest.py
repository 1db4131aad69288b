"""Session-wide guards: the suite ends, and leaves nothing running behind it.

A thread that is not a daemon (an unclosed aiosqlite connection is one) keeps the interpreter
alive after the last test, and a child process that inherited the output keeps CI waiting for
it: either turns a green run into a CI timeout. So the session fails loudly on leftovers, and a
watchdog ends the process, with every thread's stack on stderr, if it still has not exited a
minute after the summary.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import contextlib
import faulthandler
import gc
import itertools
import os
import shutil
import signal
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

from render.memory import keep_image_memory

from .postgres import PostgresCluster

# Hints and reviews think at nice 19 in production: only on what the games leave. Here five test
# processes keep both cores busy at normal priority, and a review at nice 19 waited minutes for
# them (the demo's took 3.5 min instead of 15 s). The suite runs them at normal priority: bots
# made in a test read it from their config, bot processes from the environment (bench.harness
# passes it on). What niceness does is tested on its own (test_worker_processes).
os.environ.setdefault("AZUL_ANALYSIS_NICE", "0")

# The test bots draw their images in threads of the test process, where the bot draws them in
# image workers: the process keeps image buffers for the next image as those workers do
# (`render.memory`; else a table could cost 1,500-3,400 page faults, twice or thrice its time).
keep_image_memory()

SETTLE_SECONDS = 10  # closing connections and workers finish their last steps
EXIT_WATCHDOG_SECONDS = 60


def pytest_configure(config: pytest.Config) -> None:
    search_compiled()  # before any test process starts: they inherit the answer
    config.addinivalue_line(
        "markers", "sqlite_only: checks something only SQLite has (a file, WAL, busy timeout)"
    )
    config.addinivalue_line(
        "markers",
        "empty_database: the bot starts on an empty database (it makes and migrates it), not on a "
        "copy of one migrated before",
    )
    config.addinivalue_line(
        "markers",
        "any_store: the store plays no part (e.g. fuzzing what people send, where every example "
        "starts a bot): run on SQLite only",
    )


def pytest_runtest_setup(item: pytest.Item) -> None:
    """The hard player's search, compiled (on a fresh clone about 30 s, both editions) or loaded
    from numba's cache, before this process's first test that may run it: a bot's worker
    process meeting the compiling mid-test would look like a stalled move. Test processes
    collect while `./scripts/test` compiles it beside the linters; the first to get here waits
    for that (`load` compiles under the cache's lock), the others then load what it wrote."""
    if runs_without_search(item):
        return
    from rules.ai.native import load

    load()  # once a process (functools.cache)


# Tests that never run the compiled search (no hint, review, hard or expert player): the
# engines' rules, records and pictures, the bot's words and import layers, whole games against
# easy and medium computers. While it is being compiled (a fresh clone's first 30-40 s) they go
# first, rather than every test process waiting for it with its first test (on a fresh clone
# the cores idled a third of that time). Only a hint for the order: a test here that did search
# would wait for the compiling (`load`) as its search began.
WITHOUT_SEARCH = (
    "tests/render/",
    "render/",
    "tests/rules/",
    "tests/bot/test_turn_prompt",
    "tests/bot/test_games",
    "tests/bot/test_after_game",
    "tests/bot/test_lessons",
    "tests/bot/test_grammar",
    "tests/bot/test_locales",
    "tests/bot/test_colour_phrases",
    "tests/bot/test_layers",
    "tests/bot/test_tournament_pairing",
)
WITH_SEARCH = ("tests/rules/test_ai", "tests/rules/test_review", "tests/rules/test_native")


def runs_without_search(item: pytest.Item) -> bool:
    return item.nodeid.startswith(WITHOUT_SEARCH) and not item.nodeid.startswith(WITH_SEARCH)


def search_compiled() -> bool:
    """Whether the compiled search was in numba's cache when the run began. Decided once, by
    the process that starts the test processes (they inherit AZUL_TEST_SEARCH_COMPILED): each
    must order its tests as the others do, whenever the compiling ends."""
    if "AZUL_TEST_SEARCH_COMPILED" not in os.environ:
        from rules.ai.native import compiled

        os.environ["AZUL_TEST_SEARCH_COMPILED"] = "1" if compiled() else "0"
    return os.environ["AZUL_TEST_SEARCH_COMPILED"] == "1"


# The longest tests start first, so that with several test processes none is left running alone
# at the end (a whole game against the real bot process takes 15-45 s). Those that start bot
# processes alternate with those that play in the test process: six bots starting at once, each
# with its worker pools, kept a restarted one from answering a click within Discord's 3 s.
BOT_PROCESSES = ("tests/e2e/test_demo.py", "tests/e2e/")
IN_PROCESS = (
    "tests/fuzz/",
    "tests/rules/test_review.py",
    "tests/bot/test_turn_prompt.py",
    "tests/bot/test_games.py",
)


def _rank(item: pytest.Item, prefixes: tuple[str, ...]) -> int | None:
    return next((i for i, p in enumerate(prefixes) if item.nodeid.startswith(p)), None)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    def longest_first(prefixes: tuple[str, ...]) -> list[pytest.Item]:
        ranked = [(r, i) for i in items if (r := _rank(i, prefixes)) is not None]
        return [i for _, i in sorted(ranked, key=lambda pair: pair[0])]  # stable within a rank

    spawning, playing = longest_first(BOT_PROCESSES), longest_first(IN_PROCESS)
    alternating = [i for pair in itertools.zip_longest(spawning, playing) for i in pair if i]
    first = set(alternating)
    items[:] = alternating + [i for i in items if i not in first]
    if not search_compiled():  # those that may search after the others, each in that order
        items.sort(key=lambda item: not runs_without_search(item))


def pytest_collection_finish(session: pytest.Session) -> None:
    """What is alive once the tests are collected (modules, the tests themselves) lives until
    the end: out of the collector's way (`gc.freeze`), so that each full collection during the
    tests does not go through it all again (the bot's game tests: 1.2 s of full collections in
    20 s of CPU, 0.8 s frozen)."""
    gc.collect()
    gc.freeze()


@pytest.fixture(scope="session")
def postgres_cluster():
    """One throw-away PostgreSQL cluster for the run, started when a test first needs it."""
    cluster = PostgresCluster().start()
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str | Path:
    """Where a test's store lives: a fresh SQLite file, or a fresh PostgreSQL database."""
    return _store(request, tmp_path, migrated=False)


@pytest.fixture(params=["sqlite", "postgresql"])
def migrated_database(request: pytest.FixtureRequest, tmp_path: Path) -> str | Path:
    """The same, already at this release's schema: a copy of a database this process migrated
    once. For tests of the bot, whose store would otherwise run every migration at each start
    (a tenth of a simple bot test's CPU); the migrations' own tests take `database`."""
    return _store(
        request, tmp_path, migrated=request.node.get_closest_marker("empty_database") is None
    )


def _store(request: pytest.FixtureRequest, tmp_path: Path, *, migrated: bool) -> str | Path:
    if request.param == "sqlite":
        path = tmp_path / "azul.sqlite3"
        if migrated:
            shutil.copyfile(_migrated("sqlite", None), path)
        return path
    if request.node.get_closest_marker("sqlite_only"):
        pytest.skip("checks something only SQLite has")
    if request.node.get_closest_marker("any_store"):
        pytest.skip("the store plays no part: run on SQLite")
    cluster: PostgresCluster = request.getfixturevalue("postgres_cluster")
    return cluster.new_database(template=_migrated("postgresql", cluster) if migrated else None)


_TEMPLATES: dict[str, str] = {}  # store kind → this process's migrated database


def _migrated(kind: str, cluster: PostgresCluster | None) -> str:
    """This process's migrated database of `kind` (made the first time it is asked for): the
    store opened once on an empty one, in a thread of its own (a test's loop may be running)."""
    if kind not in _TEMPLATES:
        from bot.store.games import Store

        if cluster is None:
            folder = tempfile.mkdtemp(prefix="azul-schema-")
            atexit.register(shutil.rmtree, folder, ignore_errors=True)
            where = str(Path(folder) / "migrated.sqlite3")
        else:
            where = cluster.new_database()

        async def migrate() -> None:
            store = await Store.open(where)
            await store.close()

        with concurrent.futures.ThreadPoolExecutor(1) as thread:
            thread.submit(asyncio.run, migrate()).result()
        _TEMPLATES[kind] = where if cluster is None else where.rsplit("/", 1)[1]
    return _TEMPLATES[kind]


def _children() -> dict[int, str]:
    """Live child processes of this process (pid → command line), the resource tracker of
    multiprocessing aside: it ends by itself when this process does."""
    found = {}
    me = str(os.getpid())
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                command = cmdline.read().replace(b"\0", b" ").decode(errors="replace").strip()
        except OSError:
            continue
        state, parent = fields[0], fields[1]
        if parent == me and state != "Z" and "resource_tracker" not in command:
            found[int(entry)] = command
    return found


def _threads() -> list[threading.Thread]:
    return [
        t
        for t in threading.enumerate()
        if t is not threading.main_thread() and not t.daemon and t.is_alive()
    ]


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    gc.collect()  # a connection left only in a reference cycle is closed by its finaliser
    deadline = time.monotonic() + SETTLE_SECONDS
    while (_threads() or _children()) and time.monotonic() < deadline:
        time.sleep(0.1)
    threads, children = _threads(), _children()
    for pid in children:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    if threads or children:
        print(
            f"\nthe suite left things running: threads {threads}, processes {children}",
            file=sys.stderr,
            flush=True,
        )
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
    if hasattr(session.config, "workerinput"):
        return  # a pytest-xdist worker idles until the main process ends it, which is watched
    faulthandler.dump_traceback_later(EXIT_WATCHDOG_SECONDS, exit=True)
