"""A server whose language is Ukrainian: the bot's messages, its computer players' names and the
words on the table images are Ukrainian, through the real process and the local Discord."""

from __future__ import annotations

import random

from bench.players import Table
from bot.messages import text

from .helpers import THINK, check_tables


async def test_a_whole_game_in_ukrainian(sim, bots):
    guild = sim.add_guild("Плитки", locale="uk")
    channel = await sim.add_channel(guild, "азул")
    olena = sim.add_user("olena", locale="uk")
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
    check_tables(table, record, language="uk")  # the final image, byte for byte, in Ukrainian
