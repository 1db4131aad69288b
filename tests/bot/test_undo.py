"""`/azul undo`: a person takes back their latest move (and the automatic moves after it) while
no other person has moved and no tiles were drawn; the database forgets those moves."""

from __future__ import annotations

from ..dbquery import rows
from .conftest import make_bot
from .helpers import good_move, live_message, person, private, said, start_game


def stored_plies(db_path, game_id: int) -> list[int]:
    found = rows(db_path, "SELECT ply FROM moves WHERE game_id = ? ORDER BY ply", game_id)
    return [r[0] for r in found]


async def test_a_move_is_taken_back_and_forgotten_even_after_a_restart(world, db_path):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    mover = person(w, table, table.to_act)
    before = table.game.to_dict()
    await mover.slash(w.channel, "azul move", notation=good_move(table))
    assert table.ply == 1 and stored_plies(db_path, table.id) == [0]

    undone = await mover.slash(w.channel, "azul undo")
    assert private(undone) and said(undone) == "Taken back: it is your turn again."
    assert table.ply == 0 and table.game.to_dict() == before
    assert stored_plies(db_path, table.id) == []
    turn = live_message(w.channel, table)
    assert f"{mover.name} took back their last move." in turn.content
    assert f"<@{mover.id}>" in turn.content and turn.attachments  # their turn, the table

    old = w.bot
    await w.env.restart_bot(make_bot(db_path))
    await old.close()
    again = await w.bot.service.get(table.id)
    assert again.ply == 0 and again.game.to_dict() == before
    await mover.slash(w.channel, "azul move", notation=good_move(again))
    assert again.ply == 1  # play goes on from the taken-back position


async def test_only_the_latest_person_and_nothing_to_take_back(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    first = person(w, table, table.to_act)
    other = person(w, table, 1 - table.to_act)
    nothing = await first.slash(w.channel, "azul undo")
    assert said(nothing) == "You have no move to take back in this game."
    await first.slash(w.channel, "azul move", notation=good_move(table))
    refused = await other.slash(w.channel, "azul undo")
    assert private(refused)
    assert said(refused) == (
        f"Only the latest move a person made can be taken back, and that one is {first.name}'s."
    )
    stranger = await w.cy.slash(w.channel, "azul undo")
    assert said(stranger) == "You are not playing in this game."
    assert table.ply == 1


async def test_the_computers_reply_is_taken_back_with_the_move(world, db_path):
    w = world
    table = await start_game(w, w.ana, computers=1)
    if table.seats[table.to_act].user_id != w.ana.id:
        await w.env.settle()  # the computer opens
    ply = table.ply
    before = table.game.to_dict()
    await w.ana.slash(w.channel, "azul move", notation=good_move(table))
    await w.env.settle()
    assert table.ply >= ply + 2 and table.seats[table.to_act].user_id == w.ana.id
    taken = table.ply - ply
    await w.ana.slash(w.channel, "azul undo")
    assert table.ply == ply and table.game.to_dict() == before
    assert stored_plies(db_path, table.id) == list(range(ply))
    line = f"ana took back their last move and what followed ({taken} moves in all)."
    assert line in live_message(w.channel, table).content


async def test_not_once_new_tiles_were_drawn(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    while table.game.round == 1:
        mover = person(w, table, table.to_act)
        await mover.slash(w.channel, "azul move", notation=good_move(table))
    ply = table.ply  # the move that ended round 1 dealt round 2's tiles
    refused = await mover.slash(w.channel, "azul undo")
    assert (
        said(refused) == "New tiles were drawn since your move, so it can no longer be taken back."
    )
    assert table.ply == ply
