"""Complete games, from `/azul new` to the final scores, driven only as people would."""

from __future__ import annotations

import json

import rules

from ..dbquery import row
from .helpers import (
    actors_by_id,
    answer,
    good_move,
    live_message,
    play_by_clicks,
    said,
    start_game,
)


async def test_azul_coloured_two_people_by_button_clicks(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    people = actors_by_id(w.ana, w.bo)
    while table.status == "active":
        actor = people[table.seats[table.to_act].user_id]
        await play_by_clicks(actor, w.channel, table, good_move(table))
    assert table.status == "finished"
    final = live_message(w.channel, table)
    assert "Game over" in final.content
    assert [a.filename for a in final.attachments] == ["table.png"]
    # No move controls: Rematch and Replay only.
    ids = [c.custom_id for row in final.components for c in row.children]
    assert ids == [f"azul:rm:{table.id}", f"azul:rp:{table.id}", f"azul:rv:{table.id}"]
    await _export_replays_to_the_stored_result(w, w.channel, table)


async def test_pavilion_two_people_by_button_clicks(world):
    w = world
    table = await start_game(w, w.cy, joiners=[w.di], edition="summer-pavilion")
    people = actors_by_id(w.cy, w.di)
    while table.status == "active":
        actor = people[table.seats[table.to_act].user_id]
        await play_by_clicks(actor, w.channel, table, good_move(table))
    assert table.status == "finished"
    assert "Game over" in live_message(w.channel, table).content


async def test_azul_grey_three_seats_in_a_thread_with_a_computer_by_slash_moves(world):
    """Grey wall, a thread, two people typing `/azul move` (picked from the suggestions) and a
    computer player; then the export replays to the stored result."""
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo], computers=1, side="grey", thread=True)
    (thread,) = w.channel.threads
    people = actors_by_id(w.ana, w.bo)
    while table.status == "active":
        actor = people[table.seats[table.to_act].user_id]
        move = good_move(table)
        offered = await actor.autocomplete(thread, "azul move", "notation", move)
        assert move in [c["value"] for c in offered]
        assert (
            said(await actor.slash(thread, "azul move", notation=move)) == f"You played `{move}`."
        )
    assert table.status == "finished"
    final = live_message(thread, table)
    assert final.content.startswith("**Game over**") and "🏆" in final.content
    assert any(">" in m for m in table.game.moves)  # wall columns were chosen
    await _export_replays_to_the_stored_result(w, thread, table)


async def test_pavilion_grey_one_person_and_two_computers(world):
    w = world
    table = await start_game(w, w.di, computers=2, edition="summer-pavilion", side="grey")
    while table.status == "active":
        assert table.seats[table.to_act].user_id == w.di.id
        await w.di.slash(w.channel, "azul move", notation=good_move(table))
    assert table.status == "finished" and table.game.round == 6
    await _export_replays_to_the_stored_result(w, w.channel, table)


async def _export_replays_to_the_stored_result(w, channel, table):
    exported = await w.cy.slash(channel, "azul export")
    (attachment,) = answer(exported).attachments
    record = json.loads(await attachment.read())
    assert record["edition"] == table.edition and record["side"] == table.side
    assert "seed" in record  # a finished game has nothing left to hide
    replayed = rules.replay(record)
    assert not replayed.mismatches
    status, result = row(
        w.bot.config.database, "SELECT status, result FROM games WHERE id = ?", table.id
    )
    stored = json.loads(result)
    assert status == "finished"
    assert replayed.game.scores == stored["scores"] == record["result"]["scores"]
    assert replayed.game.winners == stored["winners"]
