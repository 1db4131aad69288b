"""Computer players: they fill seats, move by themselves, and think off the event loop."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from pathlib import Path

import rules
from bot.games.computer import ComputerPlayers, levels, move_seed

from .helpers import good_move, live_message, start_game

ROOT = Path(__file__).resolve().parents[2]


async def test_a_stronger_computer_thinks_in_another_process(world):
    w = world
    table = await start_game(w, w.ana, computers=1, level="medium")
    computer = next(s for s in table.seats if s.is_computer)
    assert computer.level == "medium" and computer.name == "Computer 1 (medium)"
    for _ in range(2):
        await w.ana.slash(w.channel, "azul move", notation=good_move(table))
    assert table.ply >= 4 and table.seats[table.to_act].user_id == w.ana.id
    narrated = [m.content for m in w.channel.history()]
    assert any(c.splitlines()[1].startswith("Computer 1 (medium) took") for c in narrated[1:])
    assert f"<@{w.ana.id}>" in live_message(w.channel, table).content


async def test_choices_are_reproducible_and_made_off_the_event_loop():
    assert set(levels()) >= {"easy", "medium"}
    game = rules.new_game("summer-pavilion", 3, "grey", 11)
    players = ComputerPlayers()
    try:
        # "easy" answers fast enough for a thread; stronger levels get their own process.
        assert isinstance(players.executor_for("easy"), ThreadPoolExecutor)
        assert isinstance(players.executor_for("hard"), ProcessPoolExecutor)
        first = await players.choose(game, "easy", move_seed(11, 0))
        again = await players.choose(game, "easy", move_seed(11, 0))
    finally:
        players.close()
    assert first == again and first in [str(m) for m in game.legal_moves()]


async def test_a_thinking_worker_imports_nothing_of_the_event_loop():
    """A computer player's worker runs `bot.runtime.thinking` (rules and its search): asyncio,
    ssl and discord.py stay out of it (they were 0.1-0.3 s of every such worker's start)."""
    players = ComputerPlayers()
    try:
        move = await players.choose(rules.new_game("azul", 2, "colour", 1), "medium", 1)
        assert move
        # A builtin as the probe: a function of this module would import it, and the bot with it.
        pool = players.executor_for("medium")
        loaded = await asyncio.get_running_loop().run_in_executor(
            pool, eval, "sorted(__import__('sys').modules)"
        )
        assert "rules.ai" in loaded and "bot.runtime.thinking" in loaded
        assert not {"asyncio", "ssl", "discord", "bot.games.computer"} & set(loaded)
    finally:
        players.close()


WORKER_SCRIPT = """
import asyncio, multiprocessing
import rules
from bot.games.computer import ComputerPlayers

async def main():
    players = ComputerPlayers()
    await players.choose(rules.new_game("azul", 2, "colour", 1), "medium", 1)
    print(" ".join(str(p.pid) for p in multiprocessing.active_children()), flush=True)
    await asyncio.sleep(60)

asyncio.run(main())
"""


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"  # a zombie has exited
    except FileNotFoundError:
        return False


async def test_thinking_processes_do_not_outlive_a_killed_bot():
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-c", WORKER_SCRIPT, cwd=ROOT, stdout=asyncio.subprocess.PIPE
    )
    try:
        line = await asyncio.wait_for(process.stdout.readline(), timeout=60)
        workers = [int(pid) for pid in line.split()]
        assert workers
    finally:
        process.kill()  # SIGKILL: no clean-up code of the bot runs
        await process.wait()
    for _ in range(50):
        if not any(_alive(pid) for pid in workers):
            break
        await asyncio.sleep(0.1)
    assert not any(_alive(pid) for pid in workers)


async def test_a_broken_process_pool_is_replaced():
    """A thinking process killed from outside (say, by the OOM killer) breaks its pool for
    good; the next decision starts a fresh pool instead of stopping every computer player."""
    game = rules.new_game("azul", 2, "colour", 3)
    players = ComputerPlayers()
    try:
        await players.choose(game, "medium", 1)
        broken = players.executor_for("medium")
        for pid in list(broken._processes):  # the pool's own worker table
            os.kill(pid, signal.SIGKILL)
        move = await players.choose(game, "medium", 1)
        assert players.executor_for("medium") is not broken
    finally:
        players.close()
    assert move in [str(m) for m in game.legal_moves()]
