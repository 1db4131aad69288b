"""Crash recovery: `kill -9` of the bot process mid-game, a restart on the same database, and the
game goes on from the buttons people already have."""

from __future__ import annotations

import asyncio
import random
import signal

import pytest

from bench.players import Table, is_public_image, move_controls
from bot.store.drivers import is_postgres_url
from fakediscord.models import DEFERRED_MESSAGE, DEFERRED_UPDATE, LOADING, UPDATE
from tests.dbquery import held, rows

from .helpers import THINK, check_tables


async def test_kill_9_between_moves_then_the_old_buttons_play_on(sim, world, bots):
    first = await bots.start()
    table = Table(sim, world.channel, world.ana, computers=1, rng=random.Random(11), think=THINK)
    await table.open()
    await table.play_until(4)
    live = table.last
    assert move_controls(live)
    first.kill()
    await bots.start()
    # The message posted by the killed process still carries the live controls; pressing them
    # reaches the new process, which knows the game from its database.
    await table.play()
    assert table.tables[table.tables.index(live) + 1].id > live.id
    record = await table.export()
    assert table.lost_moves(record) == []
    assert len(table.moves) > 4
    # The live table may have been posted just before the kill and never written down.
    await check_tables(table, record, orphan=live)
    # What the database holds (a SQLite file or PostgreSQL) is exactly the record.
    stored = rows(bots.database, "SELECT notation FROM moves ORDER BY ply")
    assert [n for (n,) in stored] == record["moves"]


async def test_clicks_waiting_on_the_store_are_answered_within_discords_3_seconds(sim, world, bots):
    """Right after a restart a click reads its game from the store (a lobby's Join, a move's
    first step), a command too (`/azul board`, `/azul history`, `/azul new` writing its lobby),
    and a move's last click the mover's settings. When those wait (here another session holds
    the tables; on a starved host, every game being reloaded at once), Discord still gets its
    answer in time: at 1.5 s a deferred update (a click) or a "thinking…" (a command; public
    for `/azul new`, whose answer is the lobby). What was asked follows once the store
    answers."""
    if not is_postgres_url(bots.database):
        pytest.skip("only PostgreSQL lets another session hold a read back")
    first = await bots.start()
    table = Table(sim, world.channel, world.ana, guests=(world.bo,), computers=0, think=THINK)
    live = await table.open()
    mover = table.to_act(live)
    assert mover is not None
    elsewhere = await world.new_channel("azul-2")
    opened = await sim.slash(world.di, elsewhere, "azul new", edition="azul")
    lobby = sim.reply_of(opened)
    assert lobby is not None and lobby.custom_ids(), opened
    first.kill()
    await bots.start()

    # A lobby's Join: the lobby is read from the store too.
    join = next(c for c in lobby.custom_ids() if c.endswith(":join"))
    with held(bots.database, "games"):
        inter = await sim.click(world.cy, lobby, join)
        assert inter.response_type == DEFERRED_UPDATE, inter.response_type
        assert inter.ack_latency is not None and inter.ack_latency < 3.0
    joined = await sim.wait_for_message(lambda m: m.id == lobby.id and "cy" in m.content, 15)
    assert "di" in joined.content, joined.content

    with held(bots.database, "games"):
        # A command (the game read for `/azul board`) gets a private "thinking…" instead. Asked
        # by a watcher: the mover's settings, read with it, would be known for the move below.
        asked = await sim.slash(world.cy, world.channel, "azul board")
        listed = await sim.slash(world.cy, world.channel, "azul history")  # games are read too
        third = await world.new_channel("azul-3")
        opening = await sim.slash(world.cy, third, "azul new", edition="summer-pavilion")
        for command in (asked, listed, opening):
            assert command.response_type == DEFERRED_MESSAGE, command.response_type
            assert command.ack_latency is not None and command.ack_latency < 3.0
        inter = await table.press(mover, live)  # the game is read from the store: it waits
        assert inter.response_type == DEFERRED_UPDATE, inter.response_type
        assert inter.ack_latency is not None and inter.ack_latency < 3.0
        await asyncio.sleep(0.5)
        assert inter.followups == [], "the step came before the store answered"
    step = await sim.wait_for_message(lambda m: inter.id == m.interaction_id, 15)
    assert step.ephemeral_to == mover.id and move_controls(step), step.content
    board = await sim.wait_for_message(
        lambda m: m.interaction_id == asked.id and not m.flags & LOADING, 15
    )
    assert board.ephemeral_to == world.cy.id and [a.filename for a in board.attachments] == [
        "board.png"
    ], board.content
    history = await sim.wait_for_message(
        lambda m: m.interaction_id == listed.id and not m.flags & LOADING, 15
    )
    # `/azul new`'s "thinking…" was public: the lobby, posted once the store took it, is too.
    opened = await sim.wait_for_message(
        lambda m: m.interaction_id == opening.id and not m.flags & LOADING, 15
    )
    assert opened.ephemeral_to is None and any(c.endswith(":join") for c in opened.custom_ids())
    assert history.ephemeral_to == world.cy.id and "finished games" in history.content.lower(), (
        history.content
    )

    # The steps answer at once (the game is loaded now); the last click of the move reads the
    # mover's settings ("confirm my moves"), which wait.
    with held(bots.database, "user_settings"):
        for _ in range(16):
            inter = await table.press(mover, step)
            assert inter.ack_latency is not None and inter.ack_latency < 3.0
            if inter.response_type != UPDATE:
                break
            step = sim.reply_of(inter)
        assert inter.response_type == DEFERRED_UPDATE, inter.response_type
        await asyncio.sleep(0.5)
        assert table.last is live and not [
            m for m in sim.channel_messages(world.channel) if m.id > live.id and is_public_image(m)
        ], "the move was played before the store answered"
    await sim.wait_for_message(is_public_image, 15, channel=world.channel, after=live)
    assert rows(bots.database, "SELECT count(*) FROM moves") == [(1,)]
    played = await sim.wait_for_message(lambda m: m.id == step.id and not move_controls(m), 15)
    assert played.content.startswith("You played"), played.content


async def a_computer_thinking_in_workers(sim, world, bots, seed: int):
    """A started bot and a game against its medium computer, which has thought in worker
    processes by now: (bot process, table, worker pids)."""
    first = await bots.start()
    table = Table(
        sim, world.channel, world.ana, computers=1, level="medium", rng=random.Random(seed)
    )
    await table.open()
    await table.play_until(2)
    workers = first.descendants()
    assert workers, "the medium computer was expected to think in a worker process"
    return first, table, workers


async def test_kill_9_takes_the_computer_workers_along(sim, world, bots):
    """A medium computer thinks in worker processes; they must not outlive a kill -9 of the
    bot (orphans would pile up with every crash and restart)."""
    first, table, workers = await a_computer_thinking_in_workers(sim, world, bots, seed=5)
    first.kill()
    assert await bots.survivors() == [], f"orphaned workers of the killed bot: {workers}"
    await bots.start()
    await table.play_until(3)  # and the restarted bot's computer plays on


async def kill_while_posting(sim, world, bots, table: Table, *, then_hold=None):
    """Play one move by clicks, and kill the bot while it posts the new table (the move is
    committed by then: the bot writes before it posts). Returns the unchanged old table.
    `then_hold`: the restarted bot's first post in the channel is held there too (given)."""
    before = table.last
    mover = table.to_act(before)
    channel_posts = rf"/channels/{world.channel.id}/messages"
    held = sim.hold("POST", channel_posts)
    await table.click_until_posting(mover, before)
    await held.wait_arrived(10)
    bots.started[-1].kill()
    held.drop()
    if then_hold is not None:
        then_hold.append(sim.hold("POST", channel_posts))
    await bots.start()
    return before


async def two_people_killed_while_posting(
    sim, world, bots, *, then_hold=None
) -> tuple[Table, object]:
    await bots.start()
    table = Table(sim, world.channel, world.ana, guests=(world.bo,), computers=0, think=THINK)
    await table.open()
    await table.play_until(2)
    before = await kill_while_posting(sim, world, bots, table, then_hold=then_hold)
    if then_hold is None:
        record = await table.export()
        # Committed, though its table never came.
        assert table.expected_tables(record) == len(table.tables) + 1
    return table, before


async def controls_removed(sim, message) -> None:
    """The out-of-date table loses its controls (right after the new one is posted)."""
    await sim.wait_for_message(lambda m: m.id == message.id and not m.components, 10)


async def continue_from(table: Table, fresh, moves: int = 2) -> None:
    """The game goes on from `fresh` by clicks, and loses nothing."""
    assert move_controls(fresh)
    table.tables.append(fresh)
    for _ in range(moves):
        await table.move_by_clicks(table.to_act(table.last))
    record = await table.export()
    assert table.lost_moves(record) == []


async def test_kill_9_while_the_move_is_being_posted(sim, world, bots):
    """Acknowledged (deferred) and committed, but never shown before the crash: the restarted
    bot shows it by itself, with live controls, and the game goes on."""
    table, before = await two_people_killed_while_posting(sim, world, bots)
    fresh = await sim.wait_for_message(is_public_image, 15, channel=world.channel, after=before)
    await controls_removed(sim, before)
    await continue_from(table, fresh)


async def test_old_buttons_after_a_crash_while_posting(sim, world, bots):
    """Right after the restart, the next player presses the out-of-date table's buttons: an
    answer that helps (no apology), a live table, and the game goes on."""
    held: list = []
    table, before = await two_people_killed_while_posting(sim, world, bots, then_hold=held)
    mover = table.to_act(before)
    nxt = world.bo if mover is world.ana else world.ana
    # The restarted bot posts the missed table first, holding the game while it draws and
    # posts; that post is held here, as a cold image worker on a busy host would hold it. The
    # click still gets its answer within Discord's 3 seconds (`click` fails otherwise).
    [posting] = held
    await posting.wait_arrived(15)
    inter = await sim.click(nxt, before, move_controls(before)[0]["custom_id"])
    posting.release()
    answer = await sim.wait_for_message(
        lambda m: m.interaction_id == inter.id and not m.flags & LOADING, 10
    )
    assert "Sorry" not in answer.content
    fresh = await sim.wait_for_message(is_public_image, 15, channel=world.channel, after=before)
    assert nxt.mention in fresh.content
    await controls_removed(sim, before)
    await continue_from(table, fresh)


async def test_sigterm_closes_cleanly_and_the_game_goes_on_after_a_restart(sim, world, bots):
    """`docker stop` sends SIGTERM: the bot closes its gateway session, its thinking processes
    and its database, exits with status 0, and a new process carries on with the game."""
    first, table, workers = await a_computer_thinking_in_workers(sim, world, bots, seed=7)
    assert await first.stop(timeout=10, sig=signal.SIGTERM) == 0, first.tail()
    assert "SIGTERM received: closing" in first.log()
    assert first.error_lines() == []
    assert await bots.survivors() == [], f"workers left behind: {workers}"
    await bots.start()
    await table.play_until(4)
    record = await table.export()
    assert table.lost_moves(record) == []
