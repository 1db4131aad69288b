"""Reviews share the analysis capacity with hints: one analysis under way per person, a bounded
queue answered "busy, try again in N s", and a waiting review holds its source, not its record.
Through the real discord.py, several people asking at once."""

from __future__ import annotations

import asyncio
import dataclasses
import re

import pytest

from .conftest import make_bot, make_config
from .finished import finish_game
from .helpers import emit_slash, private, said

pytestmark = pytest.mark.simcord(settle_timeout=120)  # two reviews, one after the other

BUSY = re.compile(
    r"Too many hints and reviews are being worked out right now: try again in (\d+) s\."
)
ONE_AT_A_TIME = "Your other review is still under way: ask for this one when it is done."


@pytest.fixture
def simcord_bot(db_path):
    config = dataclasses.replace(make_config(db_path), analysis_workers=1, review_queue=1)
    return make_bot(db_path, config=config)


async def test_one_review_per_person_and_a_bounded_queue(world):
    w = world
    games = [
        await finish_game(
            w.bot.service,
            guild_id=w.guild.id,
            channel_id=w.guild.create_text_channel(f"table-{i}").id,  # seen by everyone here
            people=[(w.ana.id, "ana"), (w.bo.id, "bo")],
            seed=i,
        )
        for i in range(3)
    ]
    first, second, third = (f"game #{g.id}:" for g in games)
    reviewer = w.bot.reviewer

    async def under_way(count: int) -> None:
        for _ in range(2000):
            if len(reviewer._running) == count:
                return
            await asyncio.sleep(0.005)
        raise AssertionError(f"{count} analyses never got under way: {reviewer._running}")

    # One after the other, so that the analyses start in this order; then three at once.
    asked = [emit_slash(w.env, w.ana, w.channel, "azul review", game=games[0].id)]  # runs
    await under_way(1)
    asked.append(emit_slash(w.env, w.bo, w.channel, "azul review", game=games[1].id))  # waits
    await under_way(2)
    asked += [
        emit_slash(w.env, w.ana, w.channel, "azul review", game=games[2].id),  # ana's second
        emit_slash(w.env, w.cy, w.channel, "azul review", game=games[2].id),  # no room left
        emit_slash(w.env, w.di, w.channel, "azul review", game=games[1].id),  # bo's, shared
    ]
    queued = {f"g{games[0].id}", f"g{games[1].id}"}
    assert set(reviewer._running) == queued
    # The waiting one holds its source, not its record: that is read when its turn comes.
    waiting = reviewer._running[f"g{games[1].id}"].get_coro().cr_frame
    assert waiting.f_locals["source"] == f"g{games[1].id}" and "record" not in waiting.f_locals
    await w.env.settle()
    answers = [said(a) for a in asked]
    assert all(private(a) for a in asked)
    assert answers[0].startswith(f"**🔍 Review of {first}")
    assert answers[1].startswith(f"**🔍 Review of {second}")
    assert answers[2] == ONE_AT_A_TIME
    busy = BUSY.fullmatch(answers[3])
    assert busy and int(busy[1]) >= 1, answers[3]
    assert answers[4] == answers[1]  # the same analysis, told to both who asked
    assert reviewer._running == {} and reviewer._askers == {}
    # Once there is room, the refused ones are reviewed.
    again = await w.cy.slash(w.channel, "azul review", game=games[2].id)
    assert said(again).startswith(f"**🔍 Review of {third}")
