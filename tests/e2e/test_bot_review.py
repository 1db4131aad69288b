"""A game review over the wire: the Review button of a final message, through the real bot
process; the private answer says how far the analysis is, then becomes the review."""

from __future__ import annotations

import asyncio
import json
import random

from bench.players import Table

from .helpers import THINK


async def test_the_review_button_shows_progress_then_the_review(sim, world, bots):
    await bots.start(AZUL_REVIEW_ITERATIONS="8")
    table = Table(sim, world.channel, world.ana, computers=1, rng=random.Random(31), think=THINK)
    await table.play()
    record = await table.export()
    final = table.last
    review = next(c for c in _buttons(final) if c.get("label") == "Review")
    asked = await sim.click(world.ana, final, review["custom_id"])
    message = sim.reply_of(asked)
    assert message is not None and message.ephemeral
    for _ in range(600):  # the analysis runs for some seconds
        if message.content.startswith("**🔍 Review of game"):
            break
        await asyncio.sleep(0.1)
    edits = [
        r
        for r in sim.requests
        if r.method == "PATCH" and r.path.endswith("/messages/@original") and r.started
    ]
    assert len(edits) >= 3  # "0 of N", at least one step on the way, the review
    assert message.content.splitlines()[0] == (
        f"**🔍 Review of game #{table.game_id}: Azul · {', '.join(record['players'])}**"
    )
    files = {a.filename: a for a in message.attachments}
    assert set(files) == {"review.png", "review.jsonl"}
    lines = [json.loads(x) for x in files["review.jsonl"].data.decode().splitlines()]
    assert [line["ply"] for line in lines[:-2]] == list(range(len(lines) - 2))
    assert files["review.png"].data.startswith(b"\x89PNG")


def _buttons(message) -> list[dict]:
    return [c for row in message.components for c in row.get("components", [])]
