"""Invite-only lobbies: `/azul new invite:@a @b`. The invited are pinged once and may join; anyone
else is told the lobby is by invitation; the option takes mentions only."""

from __future__ import annotations

import discord

from .helpers import answer, live_message, played_out, private, said


async def test_only_the_invited_may_join(world):
    w = world
    opened = await w.ana.slash(w.channel, "azul new", invite=f"<@{w.bo.id}> and <@!{w.cy.id}>")
    assert opened.acknowledged and not private(opened)
    lobby = answer(opened)
    assert f"By invitation: <@{w.bo.id}>, <@{w.cy.id}>" in lobby.content
    message = w.env.backend.get_message(w.channel.id, lobby.id)
    assert set(message.ping_user_ids) == {w.bo.id, w.cy.id}  # told once, by the first post
    refused = await w.di.click(lobby, label="Join")
    assert private(refused)
    assert said(refused) == "This lobby is by invitation of ana: ask them for a seat."
    assert (await w.bo.click(lobby, label="Join")).acknowledged
    assert (await w.cy.click(lobby, label="Join")).acknowledged
    table = w.bot.service.table_in_channel(w.channel.id)
    assert [s.user_id for s in table.seats] == [w.ana.id, w.bo.id, w.cy.id]
    assert table.invited == (w.bo.id, w.cy.id)
    # Kept across a restart: the store has the invitation.
    stored = await w.bot.service.stored(table.id)
    assert stored.invited == (w.bo.id, w.cy.id)


async def test_the_invite_option_takes_mentions_only(world):
    w = world
    plain = await w.ana.slash(w.channel, "azul new", invite="bo and cy")
    assert private(plain)
    assert said(plain) == "Invite people by mentioning them (@name) in `invite:`."
    mentions = " ".join(f"<@{p.id}>" for p in (w.bo, w.cy, w.di)) + " <@12345678901234567>"
    crowd = await w.ana.slash(w.channel, "azul new", invite=mentions)
    assert said(crowd) == "Besides the host a table has room for 3: invite at most 3."
    assert w.bot.service.table_in_channel(w.channel.id) is None
    self_only = await w.ana.slash(w.channel, "azul new", invite=f"<@{w.ana.id}>")
    assert said(self_only).startswith("Invite people by mentioning them")


async def test_an_invitation_pings_each_person_once_an_hour_per_host(world):
    """Review L6: opening and cancelling invite-only lobbies in a loop does not ping the same
    people again and again; the invitation itself still stands."""
    w = world
    for round_ in range(3):
        opened = await w.ana.slash(w.channel, "azul new", invite=f"<@{w.bo.id}>")
        lobby = answer(opened)
        message = w.env.backend.get_message(w.channel.id, lobby.id)
        assert f"By invitation: <@{w.bo.id}>" in lobby.content
        assert set(message.ping_user_ids) == ({w.bo.id} if round_ == 0 else set())
        assert (await w.ana.click(lobby, label="Cancel")).acknowledged
    # Another host may still ping them; and an hour later ana may again.
    first_of_cy = answer(await w.cy.slash(w.channel, "azul new", invite=f"<@{w.bo.id}>"))
    assert set(w.env.backend.get_message(w.channel.id, first_of_cy.id).ping_user_ids) == {w.bo.id}
    assert (await w.cy.click(first_of_cy, label="Cancel")).acknowledged
    await w.env.advance_time(3601)
    later = answer(await w.ana.slash(w.channel, "azul new", invite=f"<@{w.bo.id}>"))
    assert set(w.env.backend.get_message(w.channel.id, later.id).ping_user_ids) == {w.bo.id}


async def test_only_people_who_can_see_the_channel_are_invited(world):
    w = world
    hidden = w.guild.create_text_channel(
        "hidden-from-cy",
        overwrites={w.cy: discord.PermissionOverwrite(view_channel=False)},
    )
    refused = await w.ana.slash(hidden, "azul new", invite=f"<@{w.bo.id}> <@{w.cy.id}>")
    assert private(refused)
    assert said(refused) == (
        f"Not everyone invited can see this channel: <@{w.cy.id}>. Invite only people who can "
        "play here."
    )
    assert w.bot.service.open_in_channel(hidden.id) is None
    stranger = await w.ana.slash(w.channel, "azul new", invite="<@12345678901234567>")
    assert private(stranger) and "<@12345678901234567>" in said(stranger)
    assert not private(await w.ana.slash(hidden, "azul new", invite=f"<@{w.bo.id}>"))


async def test_a_rematch_call_pings_the_other_players_once_an_hour(world):
    w = world
    old = await played_out(w, w.ana, [w.bo])
    final = live_message(w.channel, old)
    for round_ in range(2):
        asked = await w.ana.click(final, label="Rematch")
        lobby = answer(asked)
        assert f"<@{w.bo.id}>: press **Join** to keep your seat." in lobby.content
        pinged = set(w.env.backend.get_message(w.channel.id, lobby.id).ping_user_ids)
        assert pinged == ({w.bo.id} if round_ == 0 else set())
        assert (await w.ana.click(lobby, label="Cancel")).acknowledged
