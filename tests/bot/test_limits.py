"""Abuse limits through the real discord.py: a person going too fast is told to slow down (and
nobody else is slowed); a server has only so many open games."""

from __future__ import annotations

from dataclasses import replace

import pytest

from .conftest import make_bot, make_config
from .helpers import open_lobby, private, said


@pytest.fixture
def simcord_bot(db_path):
    return make_bot(db_path, config=replace(make_config(db_path), rate_burst=5, max_open_games=2))


async def test_one_person_going_too_fast_is_asked_to_slow_down(world):
    w = world
    for _ in range(5):
        assert not said(await w.ana.slash(w.channel, "azul help")).startswith("You are going")
    sixth = await w.ana.slash(w.channel, "azul help")
    assert private(sixth)
    assert said(sixth) == "You are going a little fast: try again in 10 s."
    # Buttons count too, and are answered the same way.
    lobby = (await open_lobby(w, w.bo)).response
    click = await w.ana.click(lobby, label="Join")
    assert private(click) and said(click).startswith("You are going a little fast")
    assert w.bot.service.table_in_channel(w.channel.id).seat_of(w.ana.id) is None
    # Nobody else is slowed.
    assert (await w.cy.click(lobby, label="Join")).acknowledged
    assert w.bot.service.table_in_channel(w.channel.id).seat_of(w.cy.id) is not None
    # Typing suggestions are not counted, and are still offered.
    offered = await w.ana.autocomplete(w.channel, "azul board", "player", "")
    assert isinstance(offered, list)
    await w.env.advance_time(10)
    back = await w.ana.click(lobby, label="Join")
    assert back.acknowledged and w.bot.service.table_in_channel(w.channel.id).seat_of(w.ana.id) == 2


async def test_a_server_has_only_so_many_open_games(world):
    w = world
    second = w.guild.create_text_channel("second")
    third = w.guild.create_text_channel("third")
    await open_lobby(w, w.ana)
    await open_lobby(w, w.bo, second)
    refused = await w.cy.slash(third, "azul new")
    assert private(refused)
    assert said(refused) == (
        "This server has 2 open games, as many as it may have: finish or end one first "
        "(`/azul games` lists yours)."
    )
    lobby = w.channel.history()[-1]
    assert (await w.ana.click(lobby, label="Cancel")).acknowledged
    opened = await w.cy.slash(third, "azul new")
    assert not private(opened)
