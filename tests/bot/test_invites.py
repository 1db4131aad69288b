"""Invite-only lobbies: `/azul new invite:@a @b`. The invited are pinged once and may join; anyone
else is told the lobby is by invitation; the option takes mentions only."""

from __future__ import annotations

from .helpers import answer, private, said


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
