"""A computer player whose thinking fails says so in the channel, and `/azul board` restarts it."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from bot.games.computer import ComputerPlayers

from .conftest import make_bot
from .helpers import good_move, start_game


class FailsOnce(ThreadPoolExecutor):
    """The first piece of work fails as a crashed search would; later work runs normally."""

    def __init__(self) -> None:
        super().__init__(max_workers=1)
        self.failures = 0

    def submit(self, fn, /, *args, **kwargs):
        if not self.failures:
            self.failures += 1
            raise RuntimeError("the search crashed")
        return super().submit(fn, *args, **kwargs)


@pytest.fixture
def simcord_bot(db_path):
    computer = ComputerPlayers(threads=FailsOnce())
    return make_bot(db_path, computer=computer)


async def test_a_failed_computer_player_says_so_and_board_restarts_it(world):
    w = world
    table = await start_game(w, w.ana, computers=1)
    if table.seats[table.to_act].user_id != w.ana.id:  # the computer was first, and failed
        ply = table.ply
    else:
        await w.ana.slash(w.channel, "azul move", notation=good_move(table))
        ply = table.ply
    await w.env.settle()
    assert table.seats[table.to_act].is_computer and table.ply == ply  # stuck
    assert [str(e) for e in w.env.errors] == ["the search crashed"]  # logged as a bot error
    notice = w.channel.history()[-1].content
    assert notice == (
        "Choosing a move for Computer 1 (easy) ran into a problem and stopped. "
        "`/azul board` starts it again."
    )
    shown = await w.ana.slash(w.channel, "azul board")
    assert shown.acknowledged
    await w.env.settle()
    assert table.ply > ply and table.seats[table.to_act].user_id == w.ana.id
