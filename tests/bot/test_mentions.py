"""Names and free text can never ping: a person whose name is "@everyone @here <@&role>" hosts,
plays and resigns; no message of the bot pings everyone, here or a role, and the only person a
message pings is the one it asks to move (or, for a rematch, to confirm a seat)."""

from __future__ import annotations

from .helpers import good_move, person, play_by_clicks, start_game


async def test_a_name_made_of_mentions_pings_nobody(world):
    w = world
    role = w.guild.create_role("players", mentionable=True)
    nasty = w.guild.add_member(
        w.env.create_user("nasty"), nick=f"@everyone @here <@&{role.id}> **bold**"
    )
    table = await start_game(w, nasty, joiners=[w.bo])
    for _ in range(6):
        actor = (
            person(w, table, table.to_act)
            if table.seats[table.to_act].user_id != nasty.id
            else nasty
        )
        await play_by_clicks(actor, w.channel, table, good_move(table))
    await nasty.slash(w.channel, "azul board", player="1")
    await w.bo.slash(w.channel, "azul resign")
    backend = w.env.backend
    posted = [backend.get_message(w.channel.id, m.id) for m in w.channel.history()]
    by_bot = [m for m in posted if m.author_id == w.bot.user.id]
    assert len(by_bot) >= 7
    assert any("@everyone" in m.content for m in by_bot)  # the name is shown…
    for message in by_bot:  # …and pings nobody
        assert not message.mention_everyone, message.content
        assert message.ping_role_ids == [], message.content
        assert set(message.ping_user_ids) <= {nasty.id, w.bo.id}, message.content
        assert len(message.ping_user_ids) <= 1, message.content
