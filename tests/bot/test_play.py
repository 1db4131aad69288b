"""Turns: only legal choices, only the player to act, stale and double clicks, illegal moves,
`/azul move`, `/azul board`, `/azul resign`, `/azul end`, `/azul export`, failures."""

from __future__ import annotations

import json
import sqlite3

import discord
import pytest
import simcord

import rules

from ..dbquery import power_back, power_cut, row, rows
from .helpers import (
    answer,
    click_twice_at_once,
    controls,
    live_message,
    move_controls,
    person,
    play_by_clicks,
    private,
    said,
    start_game,
)


async def test_only_the_player_to_act_may_choose(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    turn = live_message(w.channel, table)
    first = move_controls(turn, table)[0]["custom_id"]
    waiting = person(w, table, 1 - table.to_act)
    acting = person(w, table, table.to_act)
    refused = await waiting.click(turn, custom_id=first)
    assert private(refused) and said(refused) == f"It is {acting.name}'s turn."
    spectator = await w.di.click(turn, custom_id=first)
    assert said(spectator) == f"It is {acting.name}'s turn (you are not playing in this game)."
    # The next step is shown to the acting player only.
    step = await acting.click(turn, custom_id=first)
    assert step.ephemeral and "Which colour?" in step.response.content
    assert step.response.id not in [m.id for m in w.channel.history(viewer=waiting)]
    assert table.ply == 0


async def test_every_offered_choice_is_legal_and_every_legal_move_offered(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    turn = live_message(w.channel, table)
    acting = person(w, table, table.to_act)
    offered = set()
    for source in move_controls(turn, table):
        step = await acting.click(turn, custom_id=source["custom_id"])
        for colour in move_controls(step.response, table):
            again = await acting.click(step.response, custom_id=colour["custom_id"])
            for target in move_controls(again.response, table):
                offered.add(target["custom_id"].rsplit(":", 1)[1])
            step = await acting.click(turn, custom_id=source["custom_id"])
    legal = {f"{m[0]}.{m[1]}.{m[3]}" for m in (str(x) for x in table.game.legal_moves())}
    assert offered == legal
    assert table.ply == 0


async def test_stale_controls_point_to_the_live_turn(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    turn = live_message(w.channel, table)
    acting = person(w, table, table.to_act)
    step = await acting.click(turn, custom_id=move_controls(turn, table)[0]["custom_id"])
    old_step = step.response
    played = await acting.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
    assert said(played).startswith("You played `")
    assert live_message(w.channel, table).id != turn.id
    assert not w.channel.history()[-2].components  # the older turn lost its controls
    stale = await acting.click(old_step, custom_id=move_controls(old_step, table)[0]["custom_id"])
    assert private(stale)
    assert said(stale).startswith("You have already moved: this board is out of date.")
    assert said(stale).endswith(f"/{table.turn_message_id}")
    other = person(w, table, table.to_act)
    assert other is not acting and table.ply == 1


async def test_two_clicks_at_once_make_one_move(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    turn = live_message(w.channel, table)
    acting = person(w, table, table.to_act)
    step = await acting.click(turn, custom_id=move_controls(turn, table)[0]["custom_id"])
    step = await acting.click(
        step.response, custom_id=move_controls(step.response, table)[0]["custom_id"]
    )
    target = move_controls(step.response, table)[0]["custom_id"]
    results = await click_twice_at_once(w.env, acting, step.response, target)
    assert all(r.acknowledged for r in results)
    assert table.ply == 1
    answers = [r.followups[-1].content for r in results if r.followups]
    assert len(answers) == 1 and answers[0].startswith("You have already moved")
    assert row(w.bot.config.database, "SELECT COUNT(*) FROM moves") == (1,)


async def test_illegal_and_out_of_turn_moves_are_refused_with_the_reason(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    acting = person(w, table, table.to_act)
    waiting = person(w, table, 1 - table.to_act)
    no_factory = await acting.slash(w.channel, "azul move", notation="9R-1")
    assert private(no_factory)
    assert said(no_factory) == (
        "That move is not allowed: there is no factory 9: this game has factories 1-5."
    )
    garbage = await acting.slash(w.channel, "azul move", notation="hello")
    assert said(garbage).startswith("That move is not allowed: 'hello' is not an Azul move")
    early = await waiting.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
    assert said(early) == f"It is {acting.name}'s turn."
    assert table.ply == 0
    nowhere = w.guild.create_text_channel("elsewhere")
    none = await acting.slash(nowhere, "azul move", notation="1B-1")
    assert said(none) == "There is no game in this channel. Start one with `/azul new`."


async def test_move_suggestions_are_legal_filtered_and_at_most_25(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    acting = person(w, table, table.to_act)
    legal = {str(m) for m in table.game.legal_moves()}
    everything = await acting.autocomplete(w.channel, "azul move", "notation", "")
    assert len(everything) == 25 < len(legal)
    assert {c["value"] for c in everything} <= legal
    typed = await acting.autocomplete(w.channel, "azul move", "notation", "2")
    assert typed and all(c["value"].startswith("2") for c in typed)
    assert all(c["name"].startswith(c["value"] + " · ") for c in typed)
    chosen = typed[0]["value"]
    assert said(await acting.slash(w.channel, "azul move", notation=chosen)) == (
        f"You played `{chosen}`."
    )


async def test_board_images_for_the_asker(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    whole = await w.di.slash(w.channel, "azul board")
    assert private(whole) and answer(whole).attachments[0].filename == "board.png"
    names = await w.di.autocomplete(w.channel, "azul board", "player", "")
    assert [c["name"] for c in names] == table.names
    one = await w.di.slash(w.channel, "azul board", player="2")
    assert said(one).startswith(f"{table.names[1]}'s board")
    png = await answer(one).attachments[0].read()
    assert png.startswith(b"\x89PNG")
    unknown = await w.di.slash(w.channel, "azul board", player="zed")
    assert said(unknown) == "No player called zed in this game."
    plain = answer(await w.di.slash(w.channel, "azul board", player="2")).attachments[0]
    plain = await plain.read()
    glyphs = await w.di.slash(w.channel, "azul board", player="2", colour_blind=True)
    assert await answer(glyphs).attachments[0].read() != plain
    mine = await w.bo.click(live_message(w.channel, table), label="My board")
    assert said(mine).startswith("bo's board")


async def test_resigning_with_two_people_ends_the_game(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    stranger = await w.di.slash(w.channel, "azul resign")
    assert said(stranger) == "You are not playing in this game."
    done = await w.bo.slash(w.channel, "azul resign")
    assert private(done)
    said_there = w.channel.history()[-1].content.splitlines()
    assert said_there[0] == "bo resigned. ana wins!"
    # Before the first round is over nobody's rating moves (tests/bot/test_rated.py).
    assert said_there[1] == "Not rated: the game ended before its first round was over."
    assert table.status == "resigned"
    assert w.bot.service.table_in_channel(w.channel.id) is None
    assert row(w.bot.config.database, "SELECT status FROM games") == ("resigned",)


async def test_a_resignation_and_the_end_it_brings_are_one_transaction(world):
    """Closing the game fails (the database refuses, as at a crash): the resignation is not
    kept either, so the game is not left going on with one person, nor later rated as if
    nobody had resigned. With the database back, the resignation ends the game."""
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    database = w.bot.config.database
    closing = "UPDATE OF status ON games"
    power_cut(database, closing, "NEW.status = 'resigned'")
    failed = await w.bo.slash(w.channel, "azul resign")
    assert "power cut" in [str(e) for e in w.env.errors]
    assert "resigned" not in said(failed)
    assert row(database, "SELECT status FROM games") == ("active",)
    assert rows(database, "SELECT resigned FROM seats ORDER BY seat") == [(0,), (0,)]
    assert table.status == "active" and not any(s.resigned for s in table.seats)
    power_back(database, closing)
    await w.bo.slash(w.channel, "azul resign")
    assert row(database, "SELECT status FROM games") == ("resigned",)
    seat_bo = table.seat_of(w.bo.id)
    assert rows(database, "SELECT seat FROM seats WHERE resigned = 1") == [(seat_bo,)]


async def test_a_resigned_seat_is_played_by_the_computer(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo, w.cy])
    await w.cy.slash(w.channel, "azul resign")
    assert "cy resigned; a computer plays their seat from now on." in [
        m.content for m in w.channel.history()
    ]
    seat_cy = table.seat_of(w.cy.id)
    for _ in range(4):
        if table.to_act is None:
            break
        acting = person(w, table, table.to_act)
        assert acting is not w.cy
        await acting.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
    assert seat_cy in [int(t) for t in _seats_that_moved(w)]
    refused = await w.cy.slash(w.channel, "azul move", notation="1B-1")
    assert said(refused) == "You have resigned from this game."
    assert table.status == "active"


def _seats_that_moved(w):
    return [
        r[0] for r in rows(w.bot.config.database, "SELECT seat FROM moves WHERE actor_id IS NULL")
    ]


async def test_only_the_host_or_moderators_end_a_game(world):
    """Of an unrated game; a rated one asks its players (tests/bot/test_rated.py)."""
    w = world
    mods = w.guild.create_role("Mods", permissions=discord.Permissions(manage_messages=True))
    mod = w.guild.add_member(w.env.create_user("mod"), roles=[mods])
    table = await start_game(w, w.ana, joiners=[w.bo], rated=False)
    refused = await w.bo.slash(w.channel, "azul end")
    assert private(refused)
    assert said(refused) == "Only the host (ana) or members who can manage messages can end it."
    assert table.status == "active"
    ended = await mod.slash(w.channel, "azul end")
    assert said(ended) == f"Game #{table.id} ended."
    assert w.channel.history()[-1].content.startswith("This game was ended by mod.")
    assert not controls(w.channel.history()[-2])
    assert table.status == "ended"
    nothing = await w.ana.slash(w.channel, "azul end")
    assert said(nothing) == "There is no game in this channel. Start one with `/azul new`."
    # The host may end their own game, even without Manage Messages.
    again = await start_game(w, w.bo, joiners=[w.cy], rated=False)
    assert said(await w.bo.slash(w.channel, "azul end")) == f"Game #{again.id} ended."


async def test_export_of_a_running_game_replays_without_revealing_the_seed(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    for _ in range(3):
        acting = person(w, table, table.to_act)
        await acting.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[-1]))
    exported = await w.di.slash(w.channel, "azul export")
    assert private(exported)
    assert "not the seed" in said(exported)
    (attachment,) = exported.response.attachments
    record = json.loads(await attachment.read())
    assert "seed" not in record and record["moves"] == table.game.moves
    replayed = rules.replay(record)
    assert replayed.game.to_dict()["boards"] == table.game.to_dict()["boards"]
    assert not replayed.mismatches


async def test_a_failure_after_the_commit_is_answered_and_logged(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    acting = person(w, table, table.to_act)
    w.env.inject_error("POST", "/channels/*/messages", status=500)
    failed = await acting.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
    assert said(failed) == (
        "Sorry, something went wrong on my side. It has been logged; please try again."
    )
    simcord.assert_error(w.env, discord.HTTPException)
    assert table.ply == 1  # committed before anything was said about it
    # A refused post (permissions) gets its own explanation.
    w.env.inject_error("POST", "/channels/*/messages", status=403, code=50013)
    nxt = person(w, table, table.to_act)
    blocked = await nxt.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
    assert said(blocked).startswith("The move is saved, but I could not post the table here")


@pytest.mark.sqlite_only
async def test_nothing_is_acknowledged_before_it_is_committed(world, db_path):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    turn = live_message(w.channel, table)
    acting = person(w, table, table.to_act)
    move = str(table.game.legal_moves()[0])
    # Another writer holds the database: the bot's commit times out.
    blocker = sqlite3.connect(db_path, timeout=0.1)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        failed = await acting.slash(w.channel, "azul move", notation=move)
    finally:
        blocker.rollback()
        blocker.close()
    # Said as it is: not played (and no error left unhandled).
    assert said(failed) == (
        "Your move could not be saved, so it was not played: try again in a moment."
    )
    assert table.ply == 0 and live_message(w.channel, table).id == turn.id
    # The same move goes through once the database is free again.
    await play_by_clicks(acting, w.channel, table, move)
    assert table.ply == 1


async def test_a_stale_board_hands_the_player_to_act_fresh_controls(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    first = person(w, table, table.to_act)
    turn = live_message(w.channel, table)
    old = (await first.click(turn, custom_id=move_controls(turn, table)[0]["custom_id"])).response
    for _ in range(2):  # first moves with /azul move, then the other player
        mover = person(w, table, table.to_act)
        await mover.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
    assert person(w, table, table.to_act) is first and table.ply == 2
    fresh = await first.click(old, custom_id=move_controls(old, table)[0]["custom_id"])
    assert private(fresh)
    assert said(fresh).startswith("This board is out of date")
    assert said(fresh).splitlines()[-1] == "**Where do you take tiles from?**"
    assert all(":2:" in c["custom_id"] for c in move_controls(fresh.response, table))
    await play_by_clicks(first, w.channel, table, str(table.game.legal_moves()[0]))
    assert table.ply == 3


async def test_games_in_different_channels_are_independent(world):
    w = world
    first = await start_game(w, w.ana, joiners=[w.bo])
    other_channel = w.guild.create_text_channel("azul-2")
    lobby = (await w.cy.slash(other_channel, "azul new", edition="summer-pavilion")).response
    await w.di.click(lobby, label="Join")
    await w.cy.click(lobby, label="Start")
    second = w.bot.service.table_in_channel(other_channel.id)
    assert second.id != first.id and second.edition == "summer-pavilion"
    for _ in range(3):
        for table, channel in ((first, w.channel), (second, other_channel)):
            acting = person(w, table, table.to_act)
            await play_by_clicks(acting, channel, table, str(table.game.legal_moves()[-1]))
    assert first.ply == second.ply == 3
    # A player of one game is a spectator of the other.
    turn = live_message(other_channel, second)
    refused = await w.ana.click(turn, custom_id=move_controls(turn, second)[0]["custom_id"])
    assert "you are not playing in this game" in said(refused)


async def test_hint_is_private_legal_and_only_for_the_player_to_act(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo], rated=False)  # rated games have none
    acting = person(w, table, table.to_act)
    waiting = person(w, table, 1 - table.to_act)
    before = table.game.to_dict()
    hint = await acting.slash(w.channel, "azul hint")
    assert private(hint)
    move = said(hint).split("`")[1]
    assert move in [str(m) for m in table.game.legal_moves()]
    assert said(hint).startswith(f"Hint: `{move}` — ") and len(said(hint)) > 20
    assert table.game.to_dict() == before and table.ply == 0
    refused = await waiting.slash(w.channel, "azul hint")
    assert said(refused) == f"It is {acting.name}'s turn."
