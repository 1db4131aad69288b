"""Fixtures for the bot tests: a real bot (real SQLite file in tmp_path) inside SimCord."""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path

import pytest
import pytest_asyncio

from bot.app import create_bot
from bot.config import Config
from bot.games.computer import ComputerPlayers
from bot.store.drivers import is_postgres_url

SEED = 20240607  # every game of a test bot draws its tiles from this seed


# The turn timers test bots offer. The shortest is 30 s, not 2 s: SimCord also fires a virtual
# timer when as much real time has passed, and on a loaded machine a test's own click can take
# 2 s, so a 2-second timer went off in the middle of starting the game.
TIMERS = ("30s", "5m", "1h", "24h")


class SimClock:
    """The bot's clock in tests: SimCord's virtual time (moved by `env.advance_time`, which
    also wakes the scheduler's sleep), plus `offset` to stand for time passed while the bot
    was down."""

    def __init__(self, offset: float = 0.0) -> None:
        self.env = None
        self.offset = offset

    def __call__(self) -> float:
        now = self.env.now() if self.env is not None else datetime.now(UTC)
        return now.timestamp() + self.offset


def make_config(db_path) -> Config:
    """A test bot's settings; `db_path` is a SQLite file or a PostgreSQL URL."""
    # No pause between computer moves: tests follow them without waiting.
    # A short busy timeout keeps the test that blocks the database quick.
    where = {"database_url": db_path} if is_postgres_url(db_path) else {"db_path": db_path}
    return Config(
        token="simcord",
        computer_delay=0,
        db_busy_timeout_ms=300,
        turn_timers=TIMERS,
        render_workers=0,  # images in threads: a pool per test bot would cost seconds each
        analysis_workers=0,  # hints and reviews too
        analysis_nice=int(os.environ.get("AZUL_ANALYSIS_NICE", "19")),  # see tests/conftest.py
        rate_burst=100_000,  # SimCord's people act at one virtual instant (test_limits lowers it)
        review_iterations=4,  # reviews judge every move all the same, only less surely
        web_listen=None,  # the live table is tested on its own (tests/web/)
        **where,
    )


_made_bots: list = []  # every bot a test made, closed after the test (see close_made_bots)
_made_executors: list[ThreadPoolExecutor] = []  # their computers' threads, shut down after it


def make_bot(db_path, clock: SimClock | None = None, *, config: Config | None = None, **kwargs):
    """A test bot. Its computer players think in threads of the test process (as its images,
    hints and reviews do): a process pool per bot would cost seconds each, and a computer's
    move in a cold process outlasts SimCord's patience on a busy machine. The pools themselves
    are tested on their own (test_computers, test_worker_processes, and every e2e test)."""
    if "computer" not in kwargs:
        threads = ThreadPoolExecutor(max_workers=2, thread_name_prefix="azul-test-ai")
        _made_executors.append(threads)
        kwargs["computer"] = ComputerPlayers(processes=threads)
    bot = create_bot(
        config or make_config(db_path),
        seed_source=lambda: SEED,
        clock=clock or SimClock(),
        **kwargs,
    )
    _made_bots.append(bot)
    return bot


@pytest_asyncio.fixture(autouse=True)
async def close_made_bots():
    """Close every bot a test made (SimCord only detaches them): an open aiosqlite connection
    keeps a non-daemon thread alive, and one left in a reference cycle at exit hangs the
    interpreter after the last test."""
    yield
    while _made_bots:
        await _made_bots.pop().close()
    while _made_executors:
        _made_executors.pop().shutdown(wait=True, cancel_futures=True)


# How long SimCord waits for the bot to settle after a step before it calls the bot hung. Its
# 5 s default is the time a step takes on a loaded machine (eight test processes on two cores
# and a full suite beside them: a round of a tournament opened on PostgreSQL took longer);
# a hung bot is still caught, a minute later. A module's own `simcord` mark wins.
SETTLE_TIMEOUT = 60


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if item.path.is_relative_to(here) and item.get_closest_marker("simcord") is None:
            item.add_marker(pytest.mark.simcord(settle_timeout=SETTLE_TIMEOUT))


@pytest.fixture
def db_path(migrated_database):
    """Every bot test runs on both stores: a SQLite file and a PostgreSQL database, each at
    this release's schema (the migrations are tested on their own: test_migration, test_store)."""
    return migrated_database


@pytest.fixture
def simcord_bot(db_path):
    return make_bot(db_path)


@pytest_asyncio.fixture
async def world(simcord_env):
    """A guild with a channel, a host and three more people."""
    env = simcord_env
    if isinstance(env.bot.clock, SimClock):
        env.bot.clock.env = env
    guild = env.create_guild("Tiles")
    channel = guild.create_text_channel("azul")
    people = {name: guild.add_member(env.create_user(name)) for name in ("ana", "bo", "cy", "di")}
    return World(env, guild, channel, people)


class World:
    def __init__(self, env, guild, channel, people) -> None:
        self.env, self.guild, self.channel = env, guild, channel
        self.ana, self.bo, self.cy, self.di = (people[n] for n in ("ana", "bo", "cy", "di"))

    @property
    def bot(self):
        return self.env.bot
