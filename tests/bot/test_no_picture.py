"""When no picture can be drawn (the image worker processes keep dying, as under an OOM killer),
a move still stands and the channel gets the table in words; pictures come back by themselves."""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time
from dataclasses import replace

import pytest

from .conftest import make_bot, make_config
from .helpers import answer, good_move, live_message, person, start_game


@pytest.fixture
def simcord_bot(db_path):
    return make_bot(db_path, config=replace(make_config(db_path), render_workers=1))


class WorkerKiller:
    """A thread that kills every image worker process the moment it appears."""

    def __init__(self, bot) -> None:
        self.bot, self.stop = bot, threading.Event()
        self.kills = 0
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self.stop.is_set():
            executor = self.bot.images._pool._executor  # the pool's own worker table
            for pid in list(getattr(executor, "_processes", None) or {}):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
                    self.kills += 1
            time.sleep(0.002)

    def __enter__(self) -> WorkerKiller:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop.set()
        self.thread.join()


async def test_a_move_stands_and_the_table_is_told_in_words(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    assert live_message(w.channel, table).attachments  # pictures work
    ply, actor = table.ply, person(w, table, table.to_act)
    with WorkerKiller(w.bot) as killer:
        played = await actor.slash(w.channel, "azul move", notation=good_move(table))
    assert killer.kills >= 2  # the pool broke, and its replacement too
    assert answer(played).content.startswith("You played") and table.ply == ply + 1
    post = live_message(w.channel, table)
    assert not post.attachments
    assert "🖼️ The picture could not be drawn this time; the table in words:" in post.content
    lines = post.content.splitlines()
    assert any(line.startswith("Factories: 1: ") for line in lines)
    assert f"Scores: {table.names[0]} " in post.content
    assert post.components  # the controls are there: the game goes on
    # Without the killer the pool is rebuilt, and the next move has its picture again.
    actor = person(w, table, table.to_act)
    again = await actor.slash(w.channel, "azul move", notation=good_move(table))
    assert answer(again).content.startswith("You played")
    assert live_message(w.channel, table).attachments
