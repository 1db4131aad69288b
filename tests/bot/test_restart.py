"""A new bot process on the same database file takes over running games."""

from __future__ import annotations

import sqlite3
from dataclasses import replace

import pytest

from bot.games.service import GameService
from bot.store.games import MIGRATIONS, SCHEMA_VERSION, Store

from ..dbquery import rows
from .conftest import make_bot, make_config
from .finished import play_on
from .helpers import (
    actors_by_id,
    controls,
    find_message,
    good_move,
    live_message,
    move_controls,
    newest,
    play_by_clicks,
    said,
    start_game,
)


async def _restart(w, db_path):
    old = w.bot
    new = make_bot(db_path)
    await w.env.restart_bot(new)
    await old.close()  # SimCord detaches the old bot; closing it (and its database) is ours
    assert w.bot is new
    return new


async def test_a_game_continues_mid_round_and_old_buttons_work(world, db_path):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    people = actors_by_id(w.ana, w.bo)
    for _ in range(3):
        await play_by_clicks(
            people[table.seats[table.to_act].user_id], w.channel, table, good_move(table)
        )
    before = table.game.to_dict()
    turn = live_message(w.channel, table)
    acting = people[table.seats[table.to_act].user_id]
    step = await acting.click(turn, custom_id=move_controls(turn, table)[0]["custom_id"])
    old_step = step.response  # an ephemeral step shown by the old bot

    new = await _restart(w, db_path)

    assert new.service.table(table.id) is None  # nothing is loaded before it is used
    again = await new.service.get(table.id)
    assert again is not table and again.game.to_dict() == before
    assert again.ply == 3 and again.game.round == 1
    # The step message of the old bot still leads on.
    colour = move_controls(old_step, again)[0]["custom_id"]
    nxt = await acting.click(old_step, custom_id=colour)
    assert nxt.acknowledged and move_controls(nxt.response, again)
    # And the turn message posted by the old bot plays a whole move.
    await play_by_clicks(acting, w.channel, again, good_move(again))
    assert again.ply == 4
    # The command tree did not change, so it was not synced a second time.
    syncs = [r for r in w.env.http_requests if r.method == "PUT" and r.path.endswith("/commands")]
    assert len(syncs) == 1


async def test_a_move_committed_but_never_shown_is_shown_after_a_restart(world, db_path):
    """The process stopped between the commit of a person's move and its message: the new bot
    posts the table, and the computer whose turn it is moves on."""
    w = world
    table = await start_game(w, w.ana, computers=1)
    assert table.seats[table.to_act].user_id == w.ana.id
    stale_turn = live_message(w.channel, table)
    # Another process (same database file) commits ana's move and dies before posting.
    store = await Store.open(db_path)
    try:
        other = GameService(store)
        await other.load()
        async with other.locked(table.id) as elsewhere:
            await other.play(elsewhere, user_id=w.ana.id, notation=good_move(elsewhere))
    finally:
        await store.close()

    new = await _restart(w, db_path)

    again = new.service.table(table.id)
    assert again.ply >= 2  # ana's move, then the computer's
    assert again.seats[again.to_act].user_id == w.ana.id
    contents = [m.content for m in w.channel.history()]
    assert any("Here is where the game stands." in c for c in contents)
    assert live_message(w.channel, again).id != stale_turn.id
    assert move_controls(live_message(w.channel, again), again)


async def test_a_lobby_opened_but_never_posted_is_posted_after_a_restart(world, db_path):
    """The process stopped between opening a lobby and posting it: nobody could join it, and
    it held the channel. The new bot posts it with its buttons, once; people join it."""
    w = world
    store = await Store.open(db_path)  # another process opens it, and dies before posting
    try:
        lost = await store.create_game(
            guild_id=w.guild.id,
            channel_id=w.channel.id,
            host_id=w.ana.id,
            host_name="ana",
            edition="azul",
            side="colour",
            seed=5,
            lobby_deadline=10**10,
        )
    finally:
        await store.close()
    rows(db_path, "UPDATE games SET created_at = '2026-01-01T00:00:00+00:00'")
    posted = len(w.channel.history())

    new = await _restart(w, db_path)

    lobby = newest(w.channel)
    assert len(w.channel.history()) == posted + 1
    assert "Seats (1/4)" in lobby.content and "ana" in lobby.content
    assert (await new.store.get_game(lost)).lobby_message_id == lobby.id
    joined = await w.bo.click(lobby, label="Join")
    assert joined.acknowledged and "Seats (2/4)" in newest(w.channel).content
    await _restart(w, db_path)  # posted once: a second start posts nothing more
    assert len(w.channel.history()) == posted + 1


async def test_a_last_move_committed_but_never_shown_ends_the_game_after_a_restart(world, db_path):
    """The process stopped between the commit of the move that ended the game and the final
    message: the new bot posts the end (final boards, scores, ratings) and retires the stale
    turn message's controls."""
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    stale_turn = live_message(w.channel, table)
    # Another process (same database) plays the game to its end and dies before posting.
    store = await Store.open(db_path)
    try:
        other = GameService(store)
        await other.load()
        ended = await play_on(other, await other.get(table.id), seed=3)
        assert ended.status == "finished"
    finally:
        await store.close()

    await _restart(w, db_path)

    final = newest(w.channel)
    assert final.id != stale_turn.id
    assert "**Game over**" in final.content and "Here is where the game stands." in final.content
    assert "Ratings: ana " in final.content, final.content  # rated, though the stop came first
    assert final.attachments and final.attachments[0].filename.endswith(".png")
    assert not controls(find_message(w.channel, stale_turn.id))
    # Shown once: a second restart posts nothing more.
    posted = len(w.channel.history())
    await _restart(w, db_path)
    assert len(w.channel.history()) == posted


@pytest.mark.parametrize("how", ["ended", "resigned"])
async def test_a_game_stopped_but_never_said_so_is_closed_after_a_restart(world, db_path, how):
    """The process stopped between the commit that stopped a game early (a moderator ended
    it; a person resigned, leaving one) and its closing post: the new bot posts the closing,
    with who stopped it, and retires the stale turn message's controls. Once."""
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    await play_on_a_little(w, table)
    stale_turn = live_message(w.channel, table)
    store = await Store.open(db_path)  # another process, on the same database, dies after
    try:
        other = GameService(store)
        await other.load()
        elsewhere = await other.get(table.id)
        if how == "ended":
            closing = await other.end(elsewhere, w.cy.id, may_moderate=True, by_name="cy")
        else:
            closing = await other.resign(elsewhere, w.bo.id, by_name="bo")
        assert closing is not None and closing.status == how
    finally:
        await store.close()

    await _restart(w, db_path)

    closed = newest(w.channel)
    assert closed.id != stale_turn.id
    assert closed.content.startswith("Here is where the game stands.\n"), closed.content
    if how == "ended":
        assert "This game was ended by cy." in closed.content
    else:
        assert "bo resigned. ana wins!" in closed.content
    assert closed.attachments and closed.attachments[0].filename.endswith(".png")
    assert not controls(find_message(w.channel, stale_turn.id))
    posted = len(w.channel.history())
    await _restart(w, db_path)
    assert len(w.channel.history()) == posted


async def test_a_closing_once_posted_is_not_posted_again_after_a_restart(world, db_path):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    await play_on_a_little(w, table)
    await w.bo.slash(w.channel, "azul resign")
    assert "bo resigned" in newest(w.channel).content
    posted = len(w.channel.history())
    await _restart(w, db_path)
    assert len(w.channel.history()) == posted


async def play_on_a_little(w, table) -> None:
    """A few moves, so that the game is under way."""
    by_id = actors_by_id(w.ana, w.bo)
    for _ in range(3):
        actor = by_id[table.seats[table.to_act].user_id]
        await actor.slash(w.channel, "azul move", notation=good_move(table))


async def test_commands_are_synced_only_when_asked_or_changed(world, db_path):
    w = world

    def syncs():
        return [
            r for r in w.env.http_requests if r.method == "PUT" and r.path.endswith("/commands")
        ]

    assert len(syncs()) == 1  # a new database: the first start syncs
    await _restart(w, db_path)
    assert len(syncs()) == 1  # same tree, same hash: nothing to do
    forced = make_bot(db_path, config=replace(make_config(db_path), force_sync=True))
    old = w.bot
    await w.env.restart_bot(forced)
    await old.close()
    assert len(syncs()) == 2
    (key,) = [k for (k,) in rows(db_path, "SELECT key FROM meta")]
    assert key == f"commands:{w.bot.application_id}:global"
    assert (await w.ana.slash(w.channel, "azul help")).acknowledged


@pytest.mark.sqlite_only
async def test_a_running_game_of_the_previous_release_plays_on_after_the_upgrade(world, db_path):
    """A database as release 2 of the schema left it (before timers and settings), with a game
    in progress: opened by this bot, migrated in place, and the game goes on."""
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    await w.bot.close()
    with sqlite3.connect(db_path) as db:  # back to what the previous release wrote
        game = db.execute("SELECT * FROM games").fetchone()
        seats = db.execute("SELECT game_id, seat, user_id, level, name FROM seats").fetchall()
        for name in (
            "games",
            "seats",
            "moves",
            "meta",
            "deadlines",
            "user_settings",
            "server_settings",
            "ratings",
            "rating_changes",
            "uploaded_records",
            "reviews",
            "end_votes",
            "activity_instances",
            "tournament_tables",
            "tournament_players",
            "tournaments",
        ):
            db.execute(f"DROP TABLE {name}")
        db.executescript(MIGRATIONS[0] + MIGRATIONS[1])
        db.execute(f"INSERT INTO games VALUES ({', '.join('?' * 17)})", game[:17])
        db.executemany(
            "INSERT INTO seats (game_id, seat, user_id, level, name) VALUES (?, ?, ?, ?, ?)", seats
        )
        db.execute("PRAGMA user_version = 2")
    new = make_bot(db_path)
    await w.env.restart_bot(new)
    with sqlite3.connect(db_path) as db:
        assert db.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
        turn_user = db.execute("SELECT turn_user_id FROM games").fetchone()[0]
    again = await new.service.get(table.id)
    assert turn_user == again.seats[again.to_act].user_id  # recorded at start-up
    mover = {w.ana.id: w.ana, w.bo.id: w.bo}[turn_user]
    played = await mover.slash(w.channel, "azul move", notation=good_move(again))
    assert said(played).startswith("You played") and again.ply == 1
