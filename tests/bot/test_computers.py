"""Computer players: they fill seats, move by themselves, and think off the event loop."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import rules
from bot.computer import ComputerPlayers, levels, move_seed

from .helpers import good_move, live_message, start_game


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
