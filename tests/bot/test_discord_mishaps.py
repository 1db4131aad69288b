"""What moderators and server settings do to a running game: the live turn message deleted, the
bot's permission to post taken away and given back. The game never stalls and no move is lost."""

from __future__ import annotations

import discord
from simcord.backend.models.channel import Overwrite, OverwriteType

from .helpers import answer, good_move, live_message, person, play_by_clicks, private, start_game


async def test_a_deleted_turn_message_does_not_stall_the_game(world):
    w = world
    mods = w.guild.create_role("mods", permissions=discord.Permissions(manage_messages=True))
    moderator = w.guild.add_member(w.env.create_user("mod"), roles=[mods])
    table = await start_game(w, w.ana, joiners=[w.bo])
    await moderator.delete(live_message(w.channel, table))
    actor = person(w, table, table.to_act)
    played = await actor.slash(w.channel, "azul move", notation=good_move(table))
    assert answer(played).content.startswith("You played") and table.ply == 1
    # A new turn message with live controls: the next player clicks as usual.
    turn = live_message(w.channel, table)
    assert turn.components
    await play_by_clicks(person(w, table, table.to_act), w.channel, table, good_move(table))
    assert table.ply == 2


async def test_posting_taken_away_then_given_back(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    backend, bot_id = w.env.backend, w.bot.user.id
    deny = Overwrite(
        bot_id, OverwriteType.MEMBER, deny=discord.Permissions(send_messages=True).value
    )
    backend.set_overwrite(w.channel.id, deny)
    actor = person(w, table, table.to_act)
    refused = await actor.slash(w.channel, "azul move", notation=good_move(table))
    assert private(refused)
    assert answer(refused).content == (  # the move counts; what is missing is named
        "The move is saved, but I could not post the table here (Send Messages, Attach Files "
        "missing). Use `/azul board` to see it."
    )
    played = table.ply
    assert played == 1
    backend.set_overwrite(w.channel.id, Overwrite(bot_id, OverwriteType.MEMBER))
    # Posting is back: the game shows where it stands and goes on.
    actor = person(w, table, table.to_act)
    again = await actor.slash(w.channel, "azul move", notation=good_move(table))
    assert answer(again).content.startswith("You played")
    assert table.ply == played + 1
    assert live_message(w.channel, table).components
