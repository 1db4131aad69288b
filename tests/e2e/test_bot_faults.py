"""A flaky Discord, through the real bot process: server errors and rate limits on posts,
uploads, follow-ups and interaction callbacks; a dropped gateway (RESUME) and an invalid
session (a new IDENTIFY). The game goes on, and no acknowledged move is lost."""

from __future__ import annotations

import asyncio
import random

from bench.players import Table

from .helpers import THINK

POSTS = r"/channels/\d+/messages"
FOLLOWUPS = r"/webhooks/\d+/[^/]+"
CALLBACKS = r"/interactions/\d+/[^/]+/callback"


async def _game(sim, world, seed: int) -> Table:
    table = Table(
        sim,
        world.channel,
        world.ana,
        guests=(world.bo,),
        edition="azul",
        rng=random.Random(seed),
        think=THINK,
        timeout=60.0,
    )
    await table.open()
    return table


async def _finish(table: Table) -> None:
    await table.play(by_command_every=4)
    record = await table.export()
    assert "seed" in record and "Game over" in table.last.content
    assert table.lost_moves(record) == []


async def test_errors_and_rate_limits_are_waited_out_and_retried(sim, world, bots):
    await bots.start()
    table = await _game(sim, world, 11)
    faults = [
        sim.inject_status("POST", POSTS, 502, times=2),  # discord.py retries these itself
        sim.inject_status("POST", POSTS, 503, times=1),  # this one the bot retries
        sim.inject_status("POST", FOLLOWUPS, 500, times=1),
        sim.inject_429("POST", POSTS, times=2, retry_after=0.3),
        sim.inject_global_429("PATCH", r"/channels/\d+/messages/\d+", times=1, retry_after=0.3),
        sim.inject_status("POST", CALLBACKS, 500, times=1),
        sim.slow("POST", POSTS, 1.5, times=2),  # an upload taking its time
    ]
    await _finish(table)
    assert all(f.remaining == 0 and f.hits >= 1 for f in faults), [
        (f.kind, f.status, f.remaining) for f in faults
    ]
    assert not [f for f in sim.failures if f.kind == "unacknowledged"]


async def test_a_dropped_gateway_resumes_and_an_invalid_session_identifies_again(sim, world, bots):
    await bots.start()
    table = await _game(sim, world, 12)
    await table.play_until(human_moves=3)
    before = sim.gateway.resumes
    await sim.gateway.drop(resume=True)
    await _until(lambda: sim.gateway.resumes > before and sim.gateway.connected)
    await table.play_until(human_moves=6)
    identified = len(sim.gateway.identifies)
    await sim.gateway.drop(resume=False)
    await _until(lambda: len(sim.gateway.identifies) > identified and sim.gateway.connected, 20)
    await _finish(table)


async def _until(ready, timeout: float = 10.0, what: str = "reconnect") -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not ready():
        assert loop.time() < deadline, f"no {what}"
        await asyncio.sleep(0.05)


async def test_tokens_past_their_15_minutes(sim, world, bots):
    """An interaction's token serves edits for 15 minutes. Here each one expires while the bot
    posts the table (held back): the lobby still says the game started, edited through the
    channel instead; a move's private "You played" is let go; the game goes on, nothing lost."""
    await bots.start()
    table = Table(sim, world.channel, world.ana, guests=(world.bo,), computers=0, think=THINK)
    posting = sim.hold("POST", POSTS)
    opening = asyncio.create_task(table.open())
    await posting.wait_arrived(30)
    assert sim.expire_tokens() >= 3  # /azul new, the join, the start
    posting.release()
    await opening
    assert table.lobby is not None
    lobby = sim.messages[table.lobby.id]
    await _until(lambda: "The game has started: https://" in lobby.content, what="lobby edit")
    assert not lobby.components

    user = table.to_act(table.last)
    assert user is not None
    posting = sim.hold("POST", POSTS)
    moving = asyncio.create_task(table.move_by_clicks(user))
    await posting.wait_arrived(30)
    sim.expire_tokens()
    posting.release()
    move = await moving
    refused = [f for f in sim.failures if f.kind == "rejected"]  # the lobby's edit, so far
    await _until(lambda: len(sim.failures) > len(refused), what="the move's refused edit")
    steps = [m for m in sim.messages.values() if m.ephemeral_to == user.id]
    assert steps and not any(m.content.startswith("You played") for m in steps)
    assert move.message_id == table.last.id  # the table after the move was posted
    expired = sim.take_failures("rejected")
    assert all("Invalid Webhook Token" in f.detail for f in expired)
    await _finish(table)
