"""Hints cannot crowd out games: a burst of expert hints from one person while computer games run,
one hint in flight per person, answers kept per position and level, and a bounded queue that
answers "busy, try again in N s". Through the real discord.py; the hints think in the bot's
real analysis process (one worker here, niced), the computers in the games' own pool."""

from __future__ import annotations

import dataclasses
import re
from types import SimpleNamespace

import pytest

import rules
from bot.games.hints import position_key

from .conftest import make_bot, make_config
from .helpers import emit_slash, good_move, private, said, start_game

# An expert hint thinks up to 5 s (more on a loaded machine, in a process that starts cold).
pytestmark = pytest.mark.simcord(settle_timeout=120)

IN_FLIGHT = "Your previous hint is still being worked out: wait for its answer."
BUSY = re.compile(
    r"Too many hints and reviews are being worked out right now: try again in (\d+) s\."
)


@pytest.fixture
def simcord_bot(db_path):
    config = dataclasses.replace(make_config(db_path), analysis_workers=1, hint_queue=1)
    return make_bot(db_path, config=config)


async def _my_turn(w, person, channel, level: str = "easy"):
    """A game of `person` against one computer in `channel`, at `person`'s turn."""
    # Hints are for unrated games.
    table = await start_game(w, person, computers=1, level=level, where=channel, rated=False)
    assert table.seats[table.to_act].user_id == person.id
    return table


async def test_fifty_expert_hints_in_a_burst_while_computer_games_run(world):
    w = world
    mine = await _my_turn(w, w.ana, w.channel)
    rooms = [w.guild.create_text_channel(f"table-{i}") for i in (2, 3)]
    games = [
        await _my_turn(w, p, room, "hard") for p, room in zip((w.bo, w.cy), rooms, strict=True)
    ]
    plies = [g.ply for g in games]
    hints = [emit_slash(w.env, w.ana, w.channel, "azul hint", expert=True) for _ in range(50)]
    for person, room, game in zip((w.bo, w.cy), rooms, games, strict=True):
        emit_slash(w.env, person, room, "azul move", notation=good_move(game))
    await w.env.settle()
    texts = [said(h) for h in hints]
    assert all(h.acknowledged and private(h) for h in hints)
    answered = [t for t in texts if t.startswith("Hint: `")]
    # One thinks; the 49 asked before its answer are told so (and cost nothing).
    assert len(answered) == 1 and texts.count(IN_FLIGHT) == 49
    move = answered[0].split("`")[1]
    assert move in [str(m) for m in mine.game.legal_moves()]
    # The computer games went on: each person's move was answered by the computer's.
    for person, game, ply in zip((w.bo, w.cy), games, plies, strict=True):
        assert game.ply >= ply + 2 and game.seats[game.to_act].user_id == person.id
    # Asked again in the same position: the kept answer, at once, without thinking again.
    thought = w.bot.hints.thought
    again = [emit_slash(w.env, w.ana, w.channel, "azul hint", expert=True) for _ in range(50)]
    await w.env.settle()
    assert [said(h) for h in again] == answered * 50
    assert w.bot.hints.thought == thought == 1
    assert mine.ply == 0 or mine.seats[mine.to_act].user_id == w.ana.id  # nothing was played


async def test_a_full_queue_answers_busy_with_when_to_try_again(world):
    w = world
    rooms = [w.channel, *(w.guild.create_text_channel(f"table-{i}") for i in (2, 3))]
    people = (w.ana, w.bo, w.cy)
    for person, room in zip(people, rooms, strict=True):
        await _my_turn(w, person, room)
    # One analysis worker and one place in the queue: the third asker is turned away.
    asked = [emit_slash(w.env, p, room, "azul hint") for p, room in zip(people, rooms, strict=True)]
    await w.env.settle()
    first, second, third = (said(a) for a in asked)
    assert first.startswith("Hint: `") and second.startswith("Hint: `")
    busy = BUSY.fullmatch(third)
    # When to try again: as long as a hint is expected to take (hard thinks at most 1 s).
    assert busy and private(asked[2]) and 1 <= int(busy[1]) <= 2, third
    # With the queue free again, the same question is answered.
    later = await w.cy.slash(rooms[2], "azul hint")
    assert said(later).startswith("Hint: `")


def test_a_kept_answer_is_for_its_position_not_only_its_ply():
    """After a take-back the same ply can be another position: it gets its own answer."""
    game = rules.new_game("azul", 2, seed=9)
    first, second = (game.copy(), game.copy())
    first.play(str(first.legal_moves()[0]))
    second.play(str(second.legal_moves()[-1]))
    keys = [position_key(SimpleNamespace(id=7, ply=1, game=g), "hard") for g in (first, second)]
    assert keys[0] != keys[1]
    again = position_key(SimpleNamespace(id=7, ply=1, game=first.copy()), "hard")
    assert again == keys[0] != position_key(SimpleNamespace(id=7, ply=1, game=first), "expert")
