"""Complete games, from `/azul new` to the final scores, driven only as people would."""

from __future__ import annotations

from .helpers import actors_by_id, good_move, live_message, play_by_clicks, start_game


async def test_azul_coloured_two_people_by_button_clicks(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    people = actors_by_id(w.ana, w.bo)
    clicks = 0
    while table.status == "active":
        actor = people[table.seats[table.to_act].user_id]
        clicks += len(await play_by_clicks(actor, w.channel, table, good_move(table)))
    assert table.status == "finished"
    final = live_message(w.channel, table)
    assert "Game over" in final.content
    assert [a.filename for a in final.attachments] == ["table.png"]
    assert not final.components


async def test_pavilion_two_people_by_button_clicks(world):
    w = world
    table = await start_game(w, w.cy, joiners=[w.di], edition="summer-pavilion")
    people = actors_by_id(w.cy, w.di)
    clicks = 0
    while table.status == "active":
        actor = people[table.seats[table.to_act].user_id]
        clicks += len(await play_by_clicks(actor, w.channel, table, good_move(table)))
    assert table.status == "finished"
    assert "Game over" in live_message(w.channel, table).content
