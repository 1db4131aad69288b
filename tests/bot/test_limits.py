"""Abuse limits through the real discord.py: a person going too fast is told to slow down (and
nobody else is slowed); a server has only so many open games."""

from __future__ import annotations

from dataclasses import replace

import discord
import pytest

from .conftest import make_bot, make_config
from .helpers import open_lobby, private, said


@pytest.fixture
def simcord_bot(request, db_path):
    """A server of at most 2 open games (or, for `hosting`, of 10, at most 2 a host)."""
    if getattr(request, "param", None) == "hosting":
        return make_bot(db_path, config=replace(make_config(db_path), max_hosted=2))
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


async def test_the_cap_is_checked_before_a_thread_is_made(world):
    """At the server's cap, `/azul new thread:True` is refused before anything is made: no
    empty thread named after the person is left behind."""
    w = world
    second = w.guild.create_text_channel("second")
    third = w.guild.create_text_channel("third")
    await open_lobby(w, w.ana)
    await open_lobby(w, w.bo, second)
    refused = await w.cy.slash(third, "azul new", thread=True)
    assert private(refused) and said(refused).startswith("This server has 2 open games")
    assert third.threads == []


async def test_nobody_gets_a_thread_they_could_not_have_made(world):
    w = world
    closed = w.guild.create_text_channel(
        "no-threads-for-ana",
        overwrites={w.ana: discord.PermissionOverwrite(create_public_threads=False)},
    )
    refused = await w.ana.slash(closed, "azul new", thread=True)
    assert private(refused)
    assert said(refused) == (
        "You may not create threads in this channel, so the game cannot open in a thread of "
        "its own: start it without `thread:`."
    )
    assert closed.threads == []
    assert w.bot.service.open_in_channel(closed.id) is None
    # Without a thread, they may play there; and someone who may create threads gets one.
    assert not private(await w.ana.slash(closed, "azul new"))
    other = w.guild.create_text_channel("other")
    made = await w.bo.slash(other, "azul new", thread=True)
    assert made.acknowledged and len(other.threads) == 1


@pytest.mark.parametrize("simcord_bot", ["hosting"], indirect=True)
async def test_one_person_hosts_only_so_many_games(world):
    """`AZUL_MAX_HOSTED`: one person cannot take every slot of a server."""
    w = world
    rooms = [w.guild.create_text_channel(f"room-{i}") for i in range(4)]
    await open_lobby(w, w.ana, rooms[0])
    await open_lobby(w, w.ana, rooms[1])
    refused = await w.ana.slash(rooms[2], "azul new")
    assert private(refused)
    assert said(refused) == (
        "You already host open games on this server: 2, as many as one person may. Finish or "
        "end one first (`/azul games` lists them)."
    )
    in_thread = await w.ana.slash(rooms[2], "azul new", thread=True)
    assert private(in_thread) and rooms[2].threads == []
    # Others still may; and once one of hers closes, she may again.
    assert not private(await w.bo.slash(rooms[2], "azul new"))
    assert (await w.ana.click(rooms[0].history()[-1], label="Cancel")).acknowledged
    assert not private(await w.ana.slash(rooms[3], "azul new"))
