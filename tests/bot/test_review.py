"""Game reviews through the real discord.py: the Review button of a final message and
`/azul review game:|file:`; kept once per game; refusals for games that are running, of other
servers, or records that do not replay."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PIL import Image

from rules.ai.review import METHOD

from ..dbquery import rows
from .finished import finish_game
from .helpers import answer, live_message, played_out, private, said

# A review works for seconds (in a thread of test bots); on a busy machine running the suite in
# several processes, longer than SimCord's default 5 s of patience.
pytestmark = pytest.mark.simcord(settle_timeout=60)

RECORDS = Path(__file__).parent.parent / "fixtures" / "records"
LINE_KEYS = {"ply", "seat", "played", "best", "loss", "verdict", "forced"}


def _files(message) -> dict[str, object]:
    return {a.filename: a for a in message.attachments}


async def test_the_review_button_reviews_the_game_once_and_keeps_it(world):
    w = world
    table = await played_out(w, w.ana, [w.bo])
    final = live_message(w.channel, table)
    asked = await w.ana.click(final, label="Review")
    assert private(asked)
    message = answer(asked)
    lines = message.content.splitlines()
    names = ", ".join(table.names)
    assert lines[0] == f"**🔍 Review of game #{table.id}: Azul · {names}**"
    assert lines[1].startswith(f"**{table.names[0]}**: accuracy ")
    assert " points lost a round · " in lines[1]
    assert lines[2].startswith(f"**{table.names[1]}**: accuracy ")
    assert lines[3] == "Turning points:"
    assert all(line.startswith("• Move ") for line in lines[4:7])
    files = _files(message)
    assert set(files) == {"review.png", "review.jsonl"}
    image = Image.open(io.BytesIO(await files["review.png"].read()))
    assert image.size[0] == 1200 and image.size[1] > 900
    judged = [json.loads(x) for x in (await files["review.jsonl"].read()).decode().splitlines()]
    moves, summaries = judged[:-2], judged[-2:]
    assert [m["ply"] for m in moves] == list(range(len(table.game.moves)))
    assert all(set(m) == LINE_KEYS for m in moves)
    assert [s["name"] for s in summaries] == table.names
    db = w.bot.config.database
    kept = rows(db, "SELECT source, settings FROM reviews")
    assert kept == [(f"g{table.id}", f"m{METHOD}:i4:s0")]
    again = await w.bo.slash(w.channel, "azul review", game=table.id)  # the kept one, at once
    assert said(again) == message.content
    assert rows(db, "SELECT COUNT(*) FROM reviews") == [(1,)]


async def test_refusals(world):
    w = world
    running = await finish_game(
        w.bot.service,
        guild_id=w.guild.id,
        channel_id=w.channel.id,
        people=[(w.ana.id, "ana"), (w.bo.id, "bo")],
        moves=3,
    )
    refused = await w.ana.slash(w.channel, "azul review", game=running.id)
    assert private(refused)
    assert said(refused) == (
        f"Game #{running.id} is still being played: it can be reviewed when it ends."
    )
    elsewhere = await finish_game(
        w.bot.service, guild_id=w.guild.id + 1, channel_id=77, people=[(5, "x"), (6, "y")]
    )
    hidden = await w.ana.slash(w.channel, "azul review", game=elsewhere.id)
    assert said(hidden) == f"I know no game #{elsewhere.id}."
    neither = await w.ana.slash(w.channel, "azul review")
    assert said(neither).startswith("Name a game (`game:`) or attach a record file")


async def test_a_record_file_is_reviewed_and_a_broken_one_refused(world):
    w = world
    path = RECORDS / "azul-grey-2p-01.json"
    record = json.loads(path.read_text())
    good = await w.cy.slash(w.channel, "azul review", file=(path.name, path.read_bytes()))
    assert private(good)
    message = answer(good)
    assert message.content.startswith(f"**🔍 Review of {path.name}: Azul · ")
    assert set(_files(message)) == {"review.png", "review.jsonl"}
    bad = json.dumps({**record, "moves": [*record["moves"][:5], "9Z9"]}).encode()
    refused = await w.cy.slash(w.channel, "azul review", file=("bad.json", bad))
    assert private(refused)
    assert said(refused).startswith("Move 5 (9Z9) of that record cannot be played: ")
