"""A game's language, through the real process and the local Discord: a Ukrainian (Community)
server's games are Ukrainian without asking, and on an ordinary en-US server `/azul new
language:` makes a game Icelandic. The bot's posts, its computer players' names and the words on
the table images follow the table's language; private answers stay in the asker's."""

from __future__ import annotations

import random

from bench.players import Table
from bot.i18n.catalogue import text

from .helpers import THINK, check_tables


async def test_a_whole_game_in_ukrainian(sim, bots):
    guild = sim.add_guild("Плитки", locale="uk", community=True)
    channel = await sim.add_channel(guild, "азул")
    olena = sim.add_user("olena")  # an English client: the table follows the server
    sim.add_member(guild, olena)
    await bots.start()
    table = Table(
        sim, channel, olena, computers=1, level="medium", rng=random.Random(4), think=THINK
    )
    await table.open()
    assert text("lobby.help", "uk") in table.lobby.content
    assert "Комп'ютер 1 (середній)" in table.lobby.content
    await table.play()
    record = await table.export()
    assert table.lost_moves(record) == []
    assert text("turn.round", "uk", round=1) in table.tables[0].content
    await check_tables(table, record, language="uk")  # the final picture, in Ukrainian


async def test_a_whole_game_in_icelandic_on_an_ordinary_server(sim, bots):
    guild = sim.add_guild("Flísar")  # not a Community server: its locale is en-US, fixed
    channel = await sim.add_channel(guild, "azul")
    sigga = sim.add_user("sigga")  # an English Discord client (Discord has no Icelandic one)
    sim.add_member(guild, sigga)
    await bots.start()
    table = Table(
        sim,
        channel,
        sigga,
        computers=1,
        level="medium",
        rng=random.Random(5),
        think=THINK,
        edition="summer-pavilion",
        options={"language": "is"},
    )
    await table.open()
    assert text("lobby.help", "is") in table.lobby.content
    await table.play()
    record = await table.export()
    assert table.lost_moves(record) == []
    assert text("turn.round", "is", round=1) in table.tables[0].content
    for message in table.tables:  # every post of the table speaks Icelandic
        assert text("turn.round", "en", round=1) not in message.content
    await check_tables(table, record, language="is")  # the final picture, in Icelandic
