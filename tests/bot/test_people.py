"""A person's side of the bot: `/azul games` (their open games, their turn first) and
`/azul settings me` (colour-blind images, a direct message on their turn, confirming moves)."""

from __future__ import annotations

from ..dbquery import row, rows
from .helpers import (
    answer,
    live_message,
    move_controls,
    person,
    play_by_clicks,
    private,
    said,
    start_game,
)


async def _bos_turn(w):
    """A game of ana and bo, played by the first legal moves until it is bo's turn."""
    table = await start_game(w, w.ana, joiners=[w.bo])
    for _ in range(2):
        if person(w, table, table.to_act) is w.bo:
            break
        actor = person(w, table, table.to_act)
        await actor.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
    assert person(w, table, table.to_act) is w.bo
    return table


def _staged(message) -> bool:
    return message.content.startswith("Play this move?")


async def test_my_games_lists_my_turn_first_with_links(world):
    w = world
    none = await w.cy.slash(w.channel, "azul games")
    assert private(none)
    assert said(none) == "You have no open games on this server. Start one with `/azul new`."
    second = w.guild.create_text_channel("second")
    third = w.guild.create_text_channel("third")
    first_table = await start_game(w, w.ana, joiners=[w.bo], rated=False)  # ended at once
    second_table = await start_game(w, w.bo, joiners=[w.ana], where=second)
    # Whichever game waits for bo, make the first one wait for ana and the second for bo.
    for table, channel, wanted in ((first_table, w.channel, w.ana), (second_table, second, w.bo)):
        if person(w, table, table.to_act) is not wanted:
            actor = person(w, table, table.to_act)
            await actor.slash(channel, "azul move", notation=str(table.game.legal_moves()[0]))
        assert person(w, table, table.to_act) is wanted
    await w.cy.slash(third, "azul new")
    await w.ana.click(third.history()[-1], label="Join")
    listed = said(await w.ana.slash(w.channel, "azul games"))
    lines = listed.splitlines()
    assert lines[0] == "Your open games here (3):"
    assert lines[1].startswith(f"• **your turn** · Azul #{first_table.id}: https://discord.com")
    assert lines[1].endswith(f"/{w.channel.id}/{first_table.turn_message_id}")
    rest = "\n".join(lines[2:])
    assert f"waiting for others · Azul #{second_table.id}" in rest
    assert "lobby · Azul #" in rest
    # From bo's side it is the other way round.
    theirs = said(await w.bo.slash(w.channel, "azul games")).splitlines()
    assert theirs[1].startswith(f"• **your turn** · Azul #{second_table.id}")
    # Finished or ended games are not open any more.
    await w.ana.slash(w.channel, "azul end")
    again = said(await w.ana.slash(w.channel, "azul games"))
    assert f"#{first_table.id}:" not in again and again.startswith("Your open games here (2):")


async def test_settings_are_shown_and_saved_per_person(world):
    w = world
    shown = await w.ana.slash(w.channel, "azul settings me")
    assert private(shown)
    assert said(shown).splitlines() == [
        "Your settings:",
        "• Colour-blind symbols on the images shown to you: off",
        "• A direct message when it is your turn: off",
        "• Confirm each move before it counts: off",
    ]
    saved = await w.ana.slash(w.channel, "azul settings me", colour_blind=True, turn_dm=True)
    assert said(saved).splitlines()[:3] == [
        "Saved. Your settings:",
        "• Colour-blind symbols on the images shown to you: on",
        "• A direct message when it is your turn: on",
    ]
    settings = rows(
        w.bot.config.database,
        "SELECT user_id, colour_blind, turn_dm, confirm_moves FROM user_settings",
    )
    assert settings == [(w.ana.id, 1, 1, 0)]
    assert "off" in said(await w.bo.slash(w.channel, "azul settings me")).splitlines()[1]


async def test_colour_blind_setting_marks_every_private_image(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])

    async def board(actor, **options):
        return (
            await answer(await actor.slash(w.channel, "azul board", **options))
            .attachments[0]
            .read()
        )

    plain = await board(w.ana)
    marked = await board(w.ana, colour_blind=True)
    assert plain != marked
    await w.ana.slash(w.channel, "azul settings me", colour_blind=True)
    assert await board(w.ana) == marked  # the setting is the default now
    assert await board(w.ana, colour_blind=False) == plain  # and an option still overrides it
    assert await board(w.bo) == plain  # only for the person who asked for it
    mine = await w.ana.click(live_message(w.channel, table), label="My board")
    glyphs = await answer(mine).attachments[0].read()
    await w.ana.slash(w.channel, "azul settings me", colour_blind=False)
    again = await w.ana.click(live_message(w.channel, table), label="My board")
    assert glyphs != await answer(again).attachments[0].read()


async def test_a_direct_message_on_your_turn_when_asked_for(world):
    w = world
    await w.bo.slash(w.channel, "azul settings me", turn_dm=True)
    table = await _bos_turn(w)
    dms = w.bo.user.dm_channel.history()
    assert len(dms) == 1
    assert dms[0].content == (
        f"It is your turn in Azul game #{table.id}: "
        f"https://discord.com/channels/{w.guild.id}/{w.channel.id}/{table.turn_message_id}"
    )
    assert not w.ana.user.dm_channel.history()  # ana did not ask for it


async def test_confirm_my_moves_stages_a_move_until_confirmed(world):
    w = world
    await w.ana.slash(w.channel, "azul settings me", confirm_moves=True)
    table = await start_game(w, w.ana, joiners=[w.bo])
    if person(w, table, table.to_act) is not w.ana:
        await w.bo.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
    ply = table.ply
    move = str(table.game.legal_moves()[0])
    results = await play_by_clicks(w.ana, w.channel, table, move, until=_staged)
    staged = results[-1].response
    assert table.ply == ply and staged.ephemeral
    assert staged.content.startswith(f"Play this move? {move} · ")
    labels = [c["label"] for c in move_controls(staged, table)]
    assert labels == ["Change"]  # plus Confirm, which is not a move step
    changed = await w.ana.click(staged, label="Change")
    assert changed.response.content.startswith("**")  # the first step's question again
    assert table.ply == ply
    results = await play_by_clicks(w.ana, w.channel, table, move, until=_staged)
    confirmed = await w.ana.click(results[-1].response, label="Confirm")
    assert confirmed.acknowledged and table.ply > ply
    assert row(w.bot.config.database, "SELECT notation FROM moves WHERE ply = ?", ply) == (move,)
    # Typed moves are staged too; an illegal one is refused at once.
    while person(w, table, table.to_act) is not w.ana:
        await w.bo.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
    ply = table.ply
    typed = await w.ana.slash(w.channel, "azul move", notation="9R-1")
    assert said(typed).startswith("That move is not allowed")
    legal = str(table.game.legal_moves()[0])
    staged = await w.ana.slash(w.channel, "azul move", notation=legal.lower())
    assert private(staged) and said(staged).startswith(f"Play this move? {legal} · ")
    assert table.ply == ply
    await w.ana.click(answer(staged), label="Confirm")
    assert table.ply > ply


async def test_closed_direct_messages_are_skipped_silently(world):
    w = world
    await w.bo.slash(w.channel, "azul settings me", turn_dm=True)
    dm = w.bo.user.dm_channel
    w.env.inject_error(
        "POST",
        f"/channels/{dm.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    table = await _bos_turn(w)
    assert not dm.history()
    tried = [r for r in w.env.http_requests if r.path == f"/channels/{dm.id}/messages"]
    assert tried and all(r.method == "POST" for r in tried)  # it was tried, and refused
    # The public turn still asks bo, and bo plays on as usual.
    assert f"<@{w.bo.id}>" in live_message(w.channel, table).content
    played = await w.bo.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
    assert said(played).startswith("You played")
