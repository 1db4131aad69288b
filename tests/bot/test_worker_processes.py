"""Worker processes draw and judge what people send, so they start without the bot's secrets
(read from /proc/<pid>/environ, what the kernel gave the process, not an `os.environ` tidied up
later); hints and reviews think in workers at the lowest CPU priority, games' computers not, and
stop while a game's computer player thinks."""

from __future__ import annotations

import asyncio
import dataclasses
import os
import sys
import time
import types

import pytest

import rules
from bot.games.computer import ComputerPlayers
from bot.runtime.analysis import HINT, Analysis, Precedence
from bot.runtime.spawning import SECRETS
from bot.runtime.workers import ProcessPool

from .conftest import make_bot, make_config
from .helpers import good_move, start_game

pytestmark = pytest.mark.simcord(settle_timeout=60)


@pytest.fixture
def simcord_bot(db_path):
    """A bot with its real worker processes (test bots think in threads), its hints and reviews
    at the niceness of production (the suite lowers it: tests/conftest.py)."""
    config = dataclasses.replace(make_config(db_path), analysis_workers=1, analysis_nice=19)
    return make_bot(db_path, config=config, computer=ComputerPlayers())


def environment(pid: int) -> dict[str, str]:
    with open(f"/proc/{pid}/environ", "rb") as f:
        entries = f.read().split(b"\0")
    return dict(e.decode(errors="replace").split("=", 1) for e in entries if b"=" in e)


def workers(pool: ProcessPool) -> list[int]:
    executor = pool._executor
    assert executor is not None, f"the {pool.name} pool never started"
    return list(executor._processes)  # the executor's own table of its workers


@pytest.fixture
def secrets(monkeypatch):
    """The bot process started with both secrets in its environment."""
    monkeypatch.setenv("DISCORD_TOKEN", "token-that-must-not-leak")
    monkeypatch.setenv("DATABASE_URL", "postgresql://azul:password-that-must-not-leak@db/azul")
    monkeypatch.setenv("AZUL_WORKER_SEES_THIS", "yes")


async def test_workers_start_without_the_secrets(secrets):
    pool = ProcessPool(2, "test", niceness=5)
    try:
        pids = {await pool.run(os.getpid) for _ in range(4)}
        assert pids <= set(workers(pool)) and len(workers(pool)) <= 2
        # Only the workers that answered: the pool starts workers as calls come, and one it has
        # just forked shows, until it runs Python, the environment this process started with.
        for pid in pids:  # their environment is what they were started with
            seen = environment(pid)
            assert seen["AZUL_WORKER_SEES_THIS"] == "yes"  # the rest is inherited
            assert not set(SECRETS) & set(seen)
        mine = os.getpriority(os.PRIO_PROCESS, 0)
        assert all(os.getpriority(os.PRIO_PROCESS, pid) == mine + 5 for pid in pids)
    finally:
        pool.close()
    assert os.environ["DISCORD_TOKEN"] == "token-that-must-not-leak"  # the bot keeps them
    assert os.environ["DATABASE_URL"].endswith("@db/azul")


async def test_the_bots_workers_have_no_secrets_and_analysis_runs_below_the_games(world, secrets):
    w = world
    table = await start_game(w, w.ana, computers=1, level="medium", rated=False)
    if table.ply == 0:  # Ana starts: her move, then the computer's (in the games' pool)
        await w.ana.slash(w.channel, "azul move", notation=good_move(table))
    assert table.seats[table.to_act].user_id == w.ana.id
    hint = await w.ana.slash(w.channel, "azul hint")
    assert hint.acknowledged
    games = workers(w.bot.service.computer._pool)
    analysis = workers(w.bot.analysis._pool)
    mine = os.getpriority(os.PRIO_PROCESS, 0)
    for pid in games + analysis:
        assert not set(SECRETS) & set(environment(pid))
    assert all(os.getpriority(os.PRIO_PROCESS, pid) == mine for pid in games)
    thought = await w.bot.analysis._pool.run(os.getpid)  # a worker that has started
    assert os.getpriority(os.PRIO_PROCESS, thought) == min(19, mine + 19)


def state(pid: int) -> str:
    """The kernel's one-letter state of a process: R running, S sleeping, T stopped."""
    with open(f"/proc/{pid}/stat") as stat:
        return stat.read().rsplit(")", 1)[1].split()[0]


async def test_hints_and_reviews_stop_while_a_games_computer_thinks():
    precedence = Precedence()
    analysis = Analysis(1, precedence=precedence)
    computers = ComputerPlayers(precedence=precedence)
    try:
        hint = asyncio.create_task(analysis.run("hint", HINT, time.sleep, 3.0))
        while not analysis._pool._executor or not analysis._pool._executor._processes:
            await asyncio.sleep(0.01)
        (worker,) = workers(analysis._pool)
        game = rules.new_game("azul", ["a", "b"], "colour", 7)
        move = asyncio.create_task(computers.choose(game, "hard", 7))
        seen = set()
        while not move.done():
            seen.add(state(worker))
            await asyncio.sleep(0.01)
        assert move.result() in {str(m) for m in game.legal_moves()}
        assert "T" in seen  # stopped while the game's computer thought
        assert state(worker) != "T"  # and going on once it is done
        assert await hint is None  # the hint's work ends as it would have
    finally:
        analysis.close()
        computers.close()


async def test_workers_do_not_run_the_main_module_again(tmp_path, monkeypatch):
    """A spawned worker would run its parent's main module again first (`python -m bot`: the
    whole bot and discord.py). Here the main module is one that leaves a mark when it runs."""
    mark = tmp_path / "ran"
    main = tmp_path / "heavy_main.py"
    main.write_text(f"open({str(mark)!r}, 'w').close()\n")
    fake = types.ModuleType("__main__")
    fake.__file__ = str(main)
    monkeypatch.setitem(sys.modules, "__main__", fake)
    pool = ProcessPool(1, "test")
    try:
        works = await pool.run(eval, "__import__('render').__name__")
    finally:
        pool.close()
    assert works == "render"
    assert not mark.exists(), "the worker ran the main module again"
