"""The lobby: one game per channel, seats, computer players, start and cancel, threads,
and what the bot says when it may not play somewhere."""

from __future__ import annotations

import discord

from ..dbquery import rows
from .helpers import (
    add_computer,
    answered_while_held,
    controls,
    forged_click,
    open_lobby,
    private,
    said,
    start_game,
)


async def test_lobby_seats_people_and_computers(world):
    w = world
    lobby = (await open_lobby(w, w.ana)).response
    assert "ana" in lobby.content and "Seats (1/4)" in lobby.content
    assert [c["label"] for c in controls(lobby)] == [
        "Join",
        "Leave",
        "Add computer player",
        "Start",
        "Cancel",
        "Remove a player",
    ]
    await w.bo.click(lobby, label="Join")
    again = await w.bo.click(lobby, label="Join")
    assert private(again) and said(again) == "You already have a seat at this table."
    asked = await w.ana.click(lobby, label="Add computer player")
    assert private(asked) and said(asked) == "How strong should the computer player be?"
    (menu,) = controls(asked.response)
    assert [(o["label"], o["value"]) for o in menu["options"]] == [
        ("Easy", "easy"),
        ("Medium", "medium"),
        ("Hard", "hard"),
        ("Expert", "expert"),
    ]
    await w.ana.select(asked.response, ["medium"], custom_id=menu["custom_id"])
    assert "Computer 1 (medium)" in w.channel.history()[-1].content or "Computer 1 (medium)" in (
        lobby.content
    )
    # The host's picker now says who sits where, as the lobby does.
    assert asked.response.content == "Seats (3/4):\n1. ana\n2. bo\n3. Computer 1 (medium)"
    assert not controls(asked.response)
    await w.cy.click(lobby, label="Join")
    full = await w.di.click(lobby, label="Join")
    assert said(full) == "The table is full (4 players)."
    left = await w.cy.click(lobby, label="Leave")
    assert left.acknowledged and "cy" not in lobby.content
    stranger = await w.di.click(lobby, label="Leave")
    assert said(stranger) == "You have no seat at this table."
    host = await w.ana.click(lobby, label="Leave")
    assert said(host) == "The host cannot leave; use Cancel to close the lobby."
    assert "Seats (3/4)" in lobby.content


async def test_only_the_host_starts_adds_computers_and_cancels(world):
    w = world
    lobby = (await open_lobby(w, w.ana)).response
    alone = await w.ana.click(lobby, label="Start")
    assert said(alone) == "A game needs at least 2 players; invite someone or add a computer."
    await w.bo.click(lobby, label="Join")
    for label in ("Start", "Cancel", "Add computer player"):
        refused = await w.bo.click(lobby, label=label)
        assert private(refused) and said(refused) == "Only the host (ana) can do that."
    cancelled = await w.ana.click(lobby, label="Cancel")
    assert cancelled.acknowledged
    assert "cancelled by ana" in lobby.content and not lobby.components
    # The channel is free again.
    assert (await open_lobby(w, w.bo)).response.content.startswith("**Azul**")


async def test_one_game_per_channel_with_a_link_to_it(world):
    w = world
    first = (await open_lobby(w, w.ana)).response
    second = await w.bo.slash(w.channel, "azul new")
    assert private(second)
    assert "There is already a game in this channel" in said(second)
    assert f"/{w.channel.id}/{first.id}" in said(second)
    # Once it runs, the link points at the live turn.
    await w.bo.click(first, label="Join")
    await w.ana.click(first, label="Start")
    table = w.bot.service.table_in_channel(w.channel.id)
    third = await w.cy.slash(w.channel, "azul new", edition="summer-pavilion")
    assert said(third).endswith(f"/{table.turn_message_id}")


async def test_a_thread_of_its_own(world):
    w = world
    result = await w.ana.slash(w.channel, "azul new", thread=True, side="grey")
    assert "The lobby is open in <#" in said(result)
    (thread,) = w.channel.threads
    lobby = thread.history()[-1]
    assert "(grey side)" in lobby.content
    await w.bo.click(lobby, label="Join")
    await w.ana.click(lobby, label="Start")
    table = w.bot.service.table_in_channel(thread.id)
    assert table is not None and table.status == "active"
    assert thread.history()[-1].attachments[0].filename == "table.png"
    # The parent channel is free for another game.
    assert (await open_lobby(w, w.cy)).response is not None


async def test_missing_permissions_are_named(world):
    w = world
    bot_user = w.bot.user
    no_files = w.guild.create_text_channel(
        "no-files", overwrites={bot_user: discord.PermissionOverwrite(attach_files=False)}
    )
    refused = await w.ana.slash(no_files, "azul new")
    assert private(refused)
    assert said(refused) == (
        "I can't play here: I am missing the Attach Files permission in this channel."
    )
    no_threads = w.guild.create_text_channel(
        "no-threads",
        overwrites={bot_user: discord.PermissionOverwrite(create_public_threads=False)},
    )
    refused = await w.ana.slash(no_threads, "azul new", thread=True)
    assert "Create Public Threads" in said(refused)
    assert not no_threads.threads


async def test_starting_posts_the_table_and_pings_only_the_first_player(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    first = w.channel.history()[-1]
    player = table.seats[table.to_act]
    assert first.content.count("<@") == 1 and f"<@{player.user_id}>" in first.content
    assert [u.id for u in first.mentions] == [player.user_id]
    assert first.attachments[0].filename == "table.png"
    assert (await first.attachments[0].read()).startswith(b"\x89PNG")


async def test_ending_a_lobby_closes_it(world):
    w = world
    lobby = (await open_lobby(w, w.ana)).response
    refused = await w.bo.slash(w.channel, "azul end")
    assert said(refused) == "Only the host (ana) or members who can manage messages can end it."
    ended = await w.ana.slash(w.channel, "azul end")
    assert private(ended)
    assert "This lobby was closed by ana." in lobby.content and not lobby.components
    late = await w.bo.slash(w.channel, "azul move", notation="1B-1")
    assert said(late) == "There is no game in this channel. Start one with `/azul new`."


async def test_the_host_removes_a_person_who_may_not_come_back(world):
    """Review L9: anyone may join an open lobby; the host can take a seat away (a person, who
    cannot join that lobby again, or a computer) instead of cancelling and opening anew."""
    w = world
    lobby = (await open_lobby(w, w.ana)).response
    await w.bo.click(lobby, label="Join")
    await w.cy.click(lobby, label="Join")
    not_host = await w.bo.click(lobby, label="Remove a player")
    assert private(not_host) and said(not_host) == "Only the host (ana) can do that."
    asked = await w.ana.click(lobby, label="Remove a player")
    assert private(asked) and said(asked) == "Who should leave the table?"
    older = await w.ana.click(lobby, label="Remove a player")  # a second menu, left open
    (menu,) = controls(asked.response)
    assert [o["label"] for o in menu["options"]] == ["bo", "cy"]
    bo_value = next(o["value"] for o in menu["options"] if o["label"] == "bo")
    removed = await w.ana.select(asked.response, [bo_value], custom_id=menu["custom_id"])
    assert removed.acknowledged
    assert said(removed) == "bo no longer has a seat here and may not join this lobby again."
    table = w.bot.service.table_in_channel(w.channel.id)
    assert [s.user_id for s in table.seats] == [w.ana.id, w.cy.id]
    assert "Seats (2/4)" in lobby.content and "bo" not in lobby.content.split("Seats")[1]
    back = await w.bo.click(lobby, label="Join")
    assert private(back)
    assert said(back) == "The host (ana) removed you from this lobby, so you cannot join it again."
    # Kept in the database (a restart does not let them back in).
    assert (await w.bot.service.stored(table.id)).barred == (w.bo.id,)
    # The menu left open now points at a seat that changed, and a forged value at none:
    # refused, nobody else is removed.
    (old_menu,) = controls(older.response)
    stale = await w.ana.select(older.response, [bo_value], custom_id=old_menu["custom_id"])
    assert private(stale) and said(stale).startswith("The seats have changed")
    for value in ("9:1", "1:0", "x", f"0:{w.ana.id}"):
        forged = await forged_click(w.env, w.ana, lobby, old_menu["custom_id"], value)
        assert private(forged), value
        assert said(forged) in (
            "The seats have changed since this menu was shown: press **Remove a player** again.",
            "The host cannot leave; use Cancel to close the lobby.",
        )
    assert [s.user_id for s in table.seats] == [w.ana.id, w.cy.id]


async def test_the_host_removes_a_computer(world):
    w = world
    lobby = (await open_lobby(w, w.ana)).response
    alone = await w.ana.click(lobby, label="Remove a player")
    assert said(alone) == "Nobody but you has a seat at this table."
    await add_computer(w.ana, lobby, "easy")
    asked = await w.ana.click(lobby, label="Remove a player")
    (menu,) = controls(asked.response)
    (option,) = menu["options"]
    removed = await w.ana.select(asked.response, [option["value"]], custom_id=menu["custom_id"])
    assert said(removed) == "Computer 1 (easy) no longer has a seat here."
    assert len(w.bot.service.table_in_channel(w.channel.id).seats) == 1


async def test_a_click_on_a_busy_lobby_is_answered_before_it_waits(world):
    """While the game is held (its start drawing and posting the first table, say), a Join is
    answered at once (deferred), then the lobby post shows the new seat."""
    w = world
    lobby = (await open_lobby(w, w.ana)).response
    table = w.bot.service.table_in_channel(w.channel.id)
    async with w.bot.service.locked(table.id):
        joining = await answered_while_held(w.env, w.bo.click(lobby, label="Join"))
    joined = await joining
    assert joined.acknowledged
    assert "bo" in lobby.content and "Seats (2/4)" in lobby.content


async def test_a_lobby_whose_post_fails_is_not_left_holding_the_channel(world):
    """The answer to `/azul new` is refused (here: it came after Discord's 3 seconds): nobody
    could see or join the lobby, so it closes at once rather than hold the channel for a day,
    and the next `/azul new` opens one."""
    w = world
    w.env.inject_error(
        "POST", "/interactions/*/callback", status=404, code=10062, message="Unknown interaction"
    )
    failed = await w.ana.slash(w.channel, "azul new")
    assert not failed.acknowledged
    assert rows(w.bot.config.database, "SELECT status FROM games") == [("cancelled",)]
    assert w.bot.service.table_in_channel(w.channel.id) is None
    again = await w.ana.slash(w.channel, "azul new")
    assert again.acknowledged and "Seats (1/4)" in again.response.content
