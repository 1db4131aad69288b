"""A game's thread archived, locked or deleted under it, through the real bot process: the bot
reopens what it may, tells players what it cannot do, and ends a game whose thread is gone."""

from __future__ import annotations

import asyncio
import random

from bench.players import Table
from fakediscord import MANAGE_THREADS

from .helpers import THINK


async def _game_in_thread(sim, world, seed: int):
    thread = await sim.add_thread(world.channel, "azul")
    table = Table(
        sim,
        thread,
        world.ana,
        guests=(world.bo,),
        computers=0,
        rng=random.Random(seed),
        think=THINK,
        timeout=60.0,
    )
    await table.open()
    return thread, table


async def _settled(table: Table) -> None:
    """Until the bot has taken the controls off the table before the live one: the move's
    last request, so what a test does next cannot race with it."""
    before = table.sim.messages[table.tables[-2].id]
    for _ in range(200):
        if not before.components:
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the controls of the table before stayed")


async def _finish(table: Table) -> None:
    await table.play()
    record = await table.export()
    assert "Game over" in table.last.content
    assert table.lost_moves(record) == []


async def test_an_archived_thread_is_reopened_by_the_next_post(sim, world, bots):
    await bots.start()
    thread, table = await _game_in_thread(sim, world, 21)
    await table.play_until(human_moves=2)
    await _settled(table)
    await sim.archive_thread(thread)  # Discord's own, after a quiet while: a post reopens it
    await table.play_until(human_moves=4)
    assert not thread.archived
    await _settled(table)
    await sim.archive_thread(thread, locked=True)  # a moderator's: the bot may reopen it
    await table.play_until(human_moves=6)
    assert not thread.archived and thread.locked
    await _finish(table)
    # Refused on the way: only the post into the locked thread (then reopened, posted again).
    refused = [(f.method, f.detail) for f in sim.take_failures("rejected")]
    assert refused == [("POST", "400 Thread is archived")]


async def test_a_locked_thread_the_bot_may_not_reopen(sim, world, bots):
    sim.bot_member.permissions &= ~MANAGE_THREADS
    await bots.start()
    thread, table = await _game_in_thread(sim, world, 22)
    await table.play_until(human_moves=1)
    await _settled(table)
    await sim.archive_thread(thread, locked=True)
    user = table.to_act(table.last)
    assert user is not None
    before = table.last
    await table.click_until_posting(user, before)
    told = await sim.wait_for_message(
        lambda m: m.ephemeral_to == user.id and "archived and locked" in m.content,
        30,
        channel=thread,
        after=before,
    )
    assert told.content.startswith("The move is saved, but this game's thread is archived")
    record = await table.export()
    assert len(record["moves"]) >= 2  # the first move, and this one: saved
    # A moderator opens the thread again: the bot shows where the game stands, by itself.
    await sim.unarchive_thread(thread)
    shown = await sim.wait_for_message(
        lambda m: bool(m.posted_images) and "Here is where the game stands." in m.content,
        30,
        channel=thread,
        after=told,
    )
    table.tables.append(shown)
    await _finish(table)
    refused = [(f.method, f.detail) for f in sim.take_failures("rejected")]
    # Each click on the locked thread's game tries the post again (on a busy machine the person
    # clicks more than once before the first answer): the kinds of refusal are what counts.
    assert list(dict.fromkeys(refused)) == [
        ("POST", "400 Thread is archived"),
        ("PATCH", "403 Missing Permissions"),
    ]


async def test_a_deleted_thread_ends_its_game(sim, world, bots):
    await bots.start()
    thread, table = await _game_in_thread(sim, world, 23)
    await table.play_until(human_moves=2)
    await _settled(table)
    await sim.delete_channel(thread)
    notice = await sim.wait_for_message(
        lambda m: m.content == f"Game #{table.game_id} has ended: its thread was deleted.",
        30,
        channel=world.channel,
    )
    assert not notice.components
    # The mover's private step message lived in the thread too: the bot's last edit of it may
    # come after the deletion, and Discord refuses it. Nothing else may be refused.
    refused = {
        (f.method, f.path.rsplit("/", 1)[-1], f.detail) for f in sim.take_failures("rejected")
    }
    assert refused <= {("PATCH", "@original", "404 Unknown Channel")}, refused
    for person in (world.ana, world.bo):  # no longer anyone's open game
        asked = await sim.slash(person, world.channel, "azul games")
        assert sim.reply_of(asked).content.startswith("You have no open games on this server.")


async def test_a_thread_deleted_unseen_ends_its_game_at_the_next_post(sim, world, bots):
    """The bot missed the deletion (it was offline): the next post finds the thread gone."""
    await bots.start()
    thread, table = await _game_in_thread(sim, world, 24)
    await table.play_until(human_moves=1)
    await _settled(table)
    user = table.to_act(table.last)
    assert user is not None
    posting = sim.hold("POST", rf"/channels/{thread.id}/messages")
    moving = asyncio.create_task(table.click_until_posting(user, table.last))
    await posting.wait_arrived(30)
    await sim.delete_channel(thread, tell=False)
    posting.release()
    await moving
    await sim.wait_for_message(
        lambda m: m.content == f"Game #{table.game_id} has ended: its thread was deleted.",
        30,
        channel=world.channel,
    )
    # The table, then the mover's private answer (with the thread, gone too).
    refused = [(f.method, f.detail) for f in sim.take_failures("rejected")]
    assert set(refused) == {("POST", "404 Unknown Channel")} and len(refused) >= 2
    for person in (world.ana, world.bo):
        asked = await sim.slash(person, world.channel, "azul games")
        assert sim.reply_of(asked).content.startswith("You have no open games on this server.")
