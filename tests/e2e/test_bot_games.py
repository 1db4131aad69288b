"""Whole games through the real bot process: slash commands, lobby buttons, guided controls,
`/azul move` with autocomplete, and every table image checked."""

from __future__ import annotations

import json
import random

from bench.players import Table
from fakediscord.models import DEFERRED_MESSAGE, LOADING

from .helpers import THINK, check_tables, png_size


async def test_azul_two_people_and_a_computer(sim, world, bots):
    await bots.start()
    table = Table(
        sim,
        world.channel,
        world.ana,
        guests=(world.bo,),
        computers=1,
        edition="azul",
        rng=random.Random(7),
        think=THINK,
    )
    await table.open()
    # "My board": the asker's own board, privately, after a thinking defer.
    shown = await sim.click(world.bo, table.last, f"azul:b:{table.game_id}")
    assert shown.response_type == DEFERRED_MESSAGE
    board = await sim.wait_for_message(
        lambda m: m.id == shown.original_id and not m.flags & LOADING, 10
    )
    assert board.ephemeral_to == world.bo.id and board.images[0].filename == "board.png"
    png_size(board.images[0])
    # Rate limited while an older table loses its controls and image: discord.py waits and
    # tries again, and the game does not notice.
    limited = sim.inject_429("PATCH", r"/channels/\d+/messages/\d+", times=2)
    await table.play(by_command_every=3)  # every third move of a person is typed
    assert limited.hits == 2
    record = await table.export()
    assert record["moves"] and "seed" in record  # a finished game's record is complete
    assert table.lost_moves(record) == []
    assert {m.user for m in table.moves} == {"ana", "bo"}
    assert any(m.notation for m in table.moves) and any(m.path for m in table.moves)
    await check_tables(table, record)
    assert "Game over" in table.last.content


async def test_summer_pavilion_against_a_computer(sim, world, bots):
    await bots.start()
    kept = await sim.slash(world.cy, world.channel, "azul settings server", images="all")
    assert "every post keeps its image" in sim.reply_of(kept).content
    table = Table(
        sim,
        world.channel,
        world.cy,
        computers=1,
        edition="summer-pavilion",
        rng=random.Random(3),
        think=THINK,
    )
    await table.play()
    record = await table.export()
    assert record["edition"] == "summer-pavilion"
    assert table.lost_moves(record) == []
    assert len(table.moves) >= 20
    await check_tables(table, record, images="all")


async def test_the_token_is_never_written_down(sim, world, bots):
    """Not in the log (at its most talkative), not in a record people download."""
    await bots.start(log="debug.log", AZUL_LOG_LEVEL="DEBUG")
    table = Table(
        sim,
        world.channel,
        world.cy,
        computers=1,
        edition="azul",
        rng=random.Random(5),
        think=THINK,
    )
    await table.open()
    await table.play_until(human_moves=4)
    record = await table.export()
    log = (bots.tmp_path / "debug.log").read_text()
    assert "DEBUG" in log and len(log) > 10_000  # it did talk
    assert sim.token not in log
    assert sim.token not in json.dumps(record)
