"""End-to-end fixtures: a simulated Discord on 127.0.0.1 and the real bot as a child process.

Every test ends by checking that the simulator saw nothing a real Discord would refuse and no
request it does not implement, and (for bot tests) that the bot logged no error.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import signal

import discord
import pytest
import pytest_asyncio
import yarl

from bench.harness import azul_bot, azul_launcher
from bot.store.drivers import is_postgres_url
from fakediscord import FakeDiscord
from fakediscord.process import BotProcess


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "e2e: end-to-end over real sockets (simulated Discord, real bot process)"
    )


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/e2e/" in str(item.fspath).replace("\\", "/"):
            item.add_marker(pytest.mark.e2e)


@pytest_asyncio.fixture
async def sim():
    async with FakeDiscord() as simulator:
        yield simulator
        simulator.assert_clean()


class World:
    """A guild with one channel and four people."""

    def __init__(self, sim: FakeDiscord, guild, channel, people) -> None:
        self.sim, self.guild, self.channel = sim, guild, channel
        self.ana, self.bo, self.cy, self.di = people

    async def new_channel(self, name: str):
        return await self.sim.add_channel(self.guild, name)


@pytest.fixture
def pointed(monkeypatch, sim):
    """discord.py in this process talks to the simulator (as the bot's config does)."""
    monkeypatch.setattr(discord.http.Route, "BASE", sim.api_base)
    monkeypatch.setattr(
        discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(sim.gateway_url)
    )
    return sim


@pytest_asyncio.fixture
async def world(sim):
    guild = sim.add_guild("Tiles")
    channel = await sim.add_channel(guild, "azul")
    people = []
    for name in ("ana", "bo", "cy", "di"):
        user = sim.add_user(name)
        sim.add_member(guild, user)
        people.append(user)
    return World(sim, guild, channel, people)


@pytest.fixture(scope="session")
def launcher():
    """Bots forked from a process that has imported the bot once (`fakediscord.launcher`): the
    same `python -m bot`, less the 0.6 s of CPU of importing it again in each of the suite's
    hundred bots. test_bot_startup starts its bots from nothing, as a person does."""
    forker = azul_launcher()
    yield forker
    forker.close()


class Bots:
    """Starts bot processes on one database (a SQLite file or a PostgreSQL URL); kills every
    one of them at teardown."""

    def __init__(self, sim: FakeDiscord, tmp_path, database, launcher=None) -> None:
        self.sim = sim
        self.launcher = launcher
        self.tmp_path = tmp_path
        self.database = database
        self.log_path = tmp_path / "bot.log"
        self.started: list[BotProcess] = []
        self.sessions = 0

    async def start(self, *, log: str | None = None, **settings: str) -> BotProcess:
        """A bot process (logging to `log` in the test's directory if given, else to the
        shared bot.log), once its gateway session is up."""
        where = "DATABASE_URL" if is_postgres_url(self.database) else "AZUL_DB_PATH"
        settings = {
            where: str(self.database),
            "AZUL_COMPUTER_DELAY": "0",
            # The simulated people click at machine speed: no per-person rate limit for them.
            "AZUL_RATE_BURST": "100000",
            # Many bots on one machine: no web server unless a test asks for one (on its own port),
            # and one image worker each (a bot of a one-core host), not one per core of this
            # machine for each of eight bots; the pools' sizes are tested on their own
            # (test_worker_processes, test_bot_concurrency).
            "AZUL_WEB_LISTEN": "off",
            "AZUL_RENDER_WORKERS": "1",
            **settings,
        }
        env = self.sim.bot_env(**settings)
        log_path = self.tmp_path / log if log else self.log_path
        bot = azul_bot(env, log_path, launcher=self.launcher).start()
        self.started.append(bot)
        self.sessions += 1
        try:
            await self.sim.wait_for_session(self.sessions, timeout=30)
        except TimeoutError:
            bot.kill()
            raise AssertionError(f"the bot did not connect:\n{bot.tail()}") from None
        return bot

    def kill_all(self) -> None:
        for bot in self.started:
            bot.kill()

    async def survivors(self, grace: float = 3.0) -> list[int]:
        """Worker processes that outlive their bot (given `grace` seconds to notice); they are
        killed here so that no test leaves processes behind, and reported."""
        for _ in range(int(grace / 0.1)):
            left = [pid for bot in self.started for pid in bot.survivors()]
            if not left:
                return []
            await asyncio.sleep(0.1)
        for pid in left:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        return left


@pytest_asyncio.fixture
async def bots(sim, tmp_path, migrated_database, launcher):
    """Every end-to-end test of the bot runs on both stores (the database is parametrised),
    each at this release's schema."""
    runner = Bots(sim, tmp_path, migrated_database, launcher)
    try:
        yield runner
    finally:
        runner.kill_all()
        left = await runner.survivors()
    assert not left, f"processes of a killed bot are still running: {left}"
    logs = {bot.log_path: bot for bot in runner.started}  # one check per log file
    for bot in logs.values():
        errors = bot.error_lines()
        assert not errors, "the bot logged errors:\n" + "\n".join(errors) + "\n" + bot.tail(60)


# Chromium's headless shell (the distribution's `chromium-headless-shell`: the same engine, no
# browser UI), which Playwright itself uses for headless runs. The full browser opens its own
# pages and processes besides ours: the browser tests took 91 and 115 s of CPU with it, against
# 75 and 83 s with the shell (two runs each, back to back).
CHROMIUM = (
    shutil.which("chromium-headless-shell")
    or shutil.which("chromium")
    or shutil.which("chromium-browser")
)


@pytest_asyncio.fixture
async def browser():
    """Headless Chromium of the distribution (`./scripts/test` installs the
    `chromium-headless-shell` package when it is missing), driven by Playwright (`playwright
    install` cannot download here)."""
    from playwright.async_api import async_playwright

    assert CHROMIUM, "chromium is missing: ./scripts/test installs the distribution's package"
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"]
        )
        try:
            yield launched
        finally:
            await launched.close()
