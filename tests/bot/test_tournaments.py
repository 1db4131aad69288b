"""Tournaments through the real discord.py, on both stores: `/azul tournament create`, the
sign-up post's buttons, the check-in, rounds paired into threads with a game each, results
collected as games end, standings (image and words), the organiser's tools and their refusals."""

from __future__ import annotations

import discord

from ..dbquery import power_back, power_cut, rows
from .conftest import make_bot
from .helpers import actors_by_id, answered_while_held, good_move, newest, said


async def _admin(w):
    admins = w.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    return w.guild.add_member(w.env.create_user("org"), roles=[admins])


def _posts(channel) -> list:
    return list(channel.history())


async def _play_table(w, thread, people) -> None:
    """Play the game of a tournament table to its end by `/azul move`, as its players would."""
    table = w.bot.service.table_in_channel(thread.id)
    if table is None:  # after a restart, nothing is loaded before it is used
        table = await w.bot.service.get((await w.bot.store.latest_game_in_channel(thread.id)).id)
    assert table.status == "active"
    while table.status == "active":
        actor = people[table.seats[table.to_act].user_id]
        result = await actor.slash(thread, "azul move", notation=good_move(table))
        assert result.acknowledged


async def test_a_swiss_from_the_sign_up_post_to_the_final_standings(world):
    w = world
    org = await _admin(w)
    created = await org.slash(
        w.channel,
        "azul tournament create",
        name="Club night",
        format="swiss",
        table_size=2,
        timer="5m",
        rounds=2,
        signup="10m",
    )
    assert created.acknowledged and not created.ephemeral
    post = created.response
    assert "Club night" in post.content and "Sign-up is open" in post.content
    assert "Swiss, 2 rounds" in post.content and "tables of 2" in post.content

    for person in (w.ana, w.bo, w.cy, w.di):
        answer = await person.click(post, label="Sign up")
        assert answer.ephemeral and "You are signed up for Club night" in said(answer)
    again = await w.bo.click(post, label="Sign up")
    assert again.ephemeral and "already signed up" in said(again)
    post = (
        w.channel.get_message(post.id) if hasattr(w.channel, "get_message") else newest(w.channel)
    )

    # Only the organiser (or Manage Server) runs it.
    refused = await w.ana.slash(w.channel, "azul tournament start")
    assert refused.ephemeral and "Only the organiser" in said(refused)
    opened = await org.slash(w.channel, "azul tournament start")
    assert opened.acknowledged
    ping = newest(w.channel)
    assert "Check-in for **Club night** is open" in ping.content
    assert {u.id for u in ping.mentions} == {w.ana.id, w.bo.id, w.cy.id, w.di.id}

    sign_up_post = next(
        m for m in _posts(w.channel) if "Club night" in m.content and "Players" in m.content
    )
    for person in (w.ana, w.bo, w.cy):
        answer = await person.click(sign_up_post, label="Check in")
        assert answer.ephemeral and "checked in" in said(answer)
    # di never checks in: the organiser starts anyway, and di is dropped.
    started = await org.slash(w.channel, "azul tournament start")
    assert started.acknowledged
    t = (await w.bot.tournaments.in_guild(w.guild.id))[0]
    assert t.status == "running" and t.round == 1
    pairing = next(m for m in reversed(_posts(w.channel)) if "round 1 of 2" in m.content)
    assert "Bye:" in pairing.content and "Table 1" in pairing.content
    assert w.di.id not in {u.id for u in pairing.mentions}

    people = actors_by_id(w.ana, w.bo, w.cy)
    for round_no in (1, 2):
        tables = await w.bot.tournaments.rows.tables(t.id, round_no)
        [played] = [x for x in tables if not x.is_bye]
        game = await w.bot.store.get_game(played.game_id)
        thread = next(th for th in w.channel.threads if th.id == game.channel_id)
        welcome = next(iter(thread.history()))
        assert f"round {round_no}, table 1" in welcome.content
        assert {u.id for u in welcome.mentions} == set(played.players)
        await _play_table(w, thread, people)
        result = next(
            m for m in reversed(_posts(w.channel)) if f"of round {round_no} is over" in m.content
        )
        assert "1." in result.content
    # Nobody met twice, and the bye went to a different player each round.
    tables = await w.bot.tournaments.rows.tables(t.id)
    byes = [x.players[0] for x in tables if x.is_bye]
    assert len(byes) == 2 and byes[0] != byes[1]
    pairs = [frozenset(x.players) for x in tables if not x.is_bye]
    assert len(set(pairs)) == 2

    final = next(m for m in reversed(_posts(w.channel)) if "is over. Final standings" in m.content)
    assert final.attachments and final.attachments[0].filename.endswith(".png")
    assert "Congratulations" in final.content
    t = await w.bot.tournaments.get(t.id)
    assert t.status == "finished"

    standings = await w.cy.slash(w.channel, "azul tournament standings")
    assert standings.ephemeral
    assert "Final standings" in said(standings)
    # The games are normal games: the history says which tournament and round.
    history = said(await w.cy.slash(w.channel, "azul history"))
    assert "(Club night, round 1)" in history and "(Club night, round 2)" in history


async def test_the_organisers_tools_over_discord(world):
    w = world
    org = await _admin(w)
    created = await org.slash(
        w.channel, "azul tournament create", name="Cup", format="swiss", table_size=2,
        timer="5m", rounds=3,
    )  # fmt: skip
    post = created.response
    for person in (w.ana, w.bo, w.cy, w.di):
        await person.click(post, label="Sign up")
    await org.slash(w.channel, "azul tournament start")
    sign_up_post = next(
        m for m in _posts(w.channel) if "Cup" in m.content and "Players" in m.content
    )
    for person in (w.ana, w.bo, w.cy, w.di):
        await person.click(sign_up_post, label="Check in")
    # Everyone checked in: round 1 starts at once.
    t = (await w.bot.tournaments.in_guild(w.guild.id))[0]
    assert t.status == "running" and t.round == 1
    before = await w.bot.tournaments.rows.tables(t.id, 1)
    assert [len(x.players) for x in before] == [2, 2]

    # Nobody has moved: the organiser pairs the round again; the old games are called off.
    refused = await w.ana.slash(w.channel, "azul tournament repair")
    assert "Only the organiser" in said(refused)
    again = await org.slash(w.channel, "azul tournament repair")
    assert "is paired again" in said(again)
    for x in before:
        old = await w.bot.store.get_game(x.game_id)
        assert old.status == "cancelled"
        thread = next(th for th in w.channel.threads if th.id == old.channel_id)
        assert "this game is called off" in newest(thread).content
    after = await w.bot.tournaments.rows.tables(t.id, 1)
    assert len(after) == 2 and {x.game_id for x in after}.isdisjoint({x.game_id for x in before})

    # Once someone has moved, the round stays as it is.
    game = await w.bot.store.get_game(after[0].game_id)
    thread = next(th for th in w.channel.threads if th.id == game.channel_id)
    table = w.bot.service.table_in_channel(thread.id)
    people = actors_by_id(w.ana, w.bo, w.cy, w.di)
    await people[table.seats[table.to_act].user_id].slash(
        thread, "azul move", notation=good_move(table)
    )
    refused = await org.slash(w.channel, "azul tournament repair")
    assert refused.ephemeral and "cannot be paired again" in said(refused)

    # A vanished player is replaced by a computer, said in the channel for everyone.
    replaced = await org.slash(w.channel, "azul tournament replace", player=w.di)
    assert replaced.ephemeral
    assert "a computer (Easy) plays for di" in newest(w.channel).content or any(
        "plays for di" in m.content for m in _posts(w.channel)
    )
    paused = await org.slash(w.channel, "azul tournament pause")
    assert "is paused" in said(paused)
    twice = await org.slash(w.channel, "azul tournament pause")
    assert "already paused" in said(twice)
    ended = await org.slash(w.channel, "azul tournament end")
    assert "has ended" in said(ended)
    assert (await w.bot.tournaments.get(t.id)).status == "ended"
    # The post says so, and its buttons are gone.
    post = next(m for m in _posts(w.channel) if m.id == sign_up_post.id)
    assert "The organiser ended the tournament" in post.content and not post.components


async def test_a_role_the_server_names_may_open_tournaments(world):
    w = world
    org = await _admin(w)
    hosts = w.guild.create_role("Tournament hosts", permissions=discord.Permissions.none())
    host = w.guild.add_member(w.env.create_user("host"), roles=[hosts])
    options = dict(name="Open", format="knockout", table_size=2, timer="5m")
    refused = await host.slash(w.channel, "azul tournament create", **options)
    assert refused.ephemeral and "needs Manage Server, or the role" in said(refused)
    not_yours = await host.slash(w.channel, "azul settings server", tournament_role=hosts)
    assert "Manage Server" in said(not_yours)
    saved = await org.slash(w.channel, "azul settings server", tournament_role=hosts)
    assert f"Tournaments are opened by: members with Manage Server or <@&{hosts.id}>" in said(saved)
    opened = await host.slash(w.channel, "azul tournament create", **options)
    assert not opened.ephemeral and "Open" in opened.response.content
    assert (
        "knockout" in opened.response.content
        and "goes on to the next round" in opened.response.content
    )
    # @everyone takes the role back: Manage Server only.
    cleared = await org.slash(
        w.channel, "azul settings server", tournament_role=w.guild.default_role
    )
    assert "Tournaments are opened by: members with Manage Server" in said(cleared)
    elsewhere = w.guild.create_text_channel("second")
    again = await host.slash(elsewhere, "azul tournament create", **options)
    assert again.ephemeral and "needs Manage Server" in said(again)


async def test_the_clock_closes_the_sign_up_and_keeps_to_this_processs_guilds(world):
    w = world
    org = await _admin(w)
    await org.slash(
        w.channel, "azul tournament create", name="Timed", format="swiss", table_size=2,
        timer="5m", rounds=1, signup="10m",
    )  # fmt: skip
    t = (await w.bot.tournaments.in_guild(w.guild.id))[0]
    # Another process runs this guild's shard: this one leaves its clock alone.
    w.bot.desk.owns_guild = lambda guild_id: guild_id != w.guild.id
    await w.env.advance_time(11 * 60)
    assert (await w.bot.tournaments.get(t.id)).status == "signup"
    # Its own guild: the sign-up closes when due and the check-in opens.
    w.bot.desk.owns_guild = lambda guild_id: True
    w.bot.desk.poke()
    await w.env.advance_time(1)
    assert (await w.bot.tournaments.get(t.id)).status == "checkin"
    assert "Check-in for **Timed** is open" in newest(w.channel).content
    # Nobody signed up: when the check-in closes the tournament ends, and says why.
    await w.env.advance_time(16 * 60)
    assert (await w.bot.tournaments.get(t.id)).status == "ended"
    assert "fewer than two players checked in" in newest(w.channel).content


async def test_a_summer_pavilion_round_robin_at_a_table_of_three(world):
    w = world
    org = await _admin(w)
    created = await org.slash(
        w.channel, "azul tournament create", name="Pavilion RR", format="round-robin",
        table_size=3, timer="1h", edition="summer-pavilion", side="grey", rated=False,
    )  # fmt: skip
    post = created.response
    assert "Azul: Summer Pavilion, grey side" in post.content and "round robin" in post.content
    assert "unrated" in post.content
    for person in (w.ana, w.bo, w.cy):
        await person.click(post, label="Sign up")
    await org.slash(w.channel, "azul tournament start")
    sign_up_post = next(m for m in _posts(w.channel) if m.id == post.id)
    for person in (w.ana, w.bo, w.cy):
        await person.click(sign_up_post, label="Check in")
    t = (await w.bot.tournaments.in_guild(w.guild.id))[0]
    assert t.status == "running" and t.rounds == 1  # three at one table: everyone has met
    [table] = await w.bot.tournaments.rows.tables(t.id, 1)
    game = await w.bot.store.get_game(table.game_id)
    assert game.edition == "summer-pavilion" and game.side == "grey" and not game.rated
    thread = next(th for th in w.channel.threads if th.id == game.channel_id)
    await _play_table(w, thread, actors_by_id(w.ana, w.bo, w.cy))
    final = next(m for m in reversed(_posts(w.channel)) if "is over. Final standings" in m.content)
    assert final.attachments and "Congratulations" in final.content
    assert (await w.bot.tournaments.get(t.id)).status == "finished"


async def test_a_round_deadline_decides_unfinished_games_by_their_scores(world):
    w = world
    org = await _admin(w)  # organises and plays
    created = await org.slash(
        w.channel, "azul tournament create", name="Blitz", format="swiss", table_size=2,
        timer="1h", rounds=2,
    )  # fmt: skip
    post = created.response
    for person in (org, w.ana, w.bo, w.cy):
        await person.click(post, label="Sign up")
    await org.slash(w.channel, "azul tournament start")
    for person in (org, w.ana, w.bo, w.cy):
        await person.click(next(m for m in _posts(w.channel) if m.id == post.id), label="Check in")
    t = (await w.bot.tournaments.in_guild(w.guild.id))[0]
    assert t.round == 1
    set_ = await org.slash(w.channel, "azul tournament deadline", after="10m")
    assert "ends" in said(set_) and "decided by their scores" in said(set_)
    # One table plays a few moves, then nobody moves: the deadline passes.
    tables = await w.bot.tournaments.rows.tables(t.id, 1)
    game = await w.bot.store.get_game(tables[0].game_id)
    thread = next(th for th in w.channel.threads if th.id == game.channel_id)
    table = w.bot.service.table_in_channel(thread.id)
    people = actors_by_id(org, w.ana, w.bo, w.cy)
    for _ in range(4):
        await people[table.seats[table.to_act].user_id].slash(
            thread, "azul move", notation=good_move(table)
        )
    await w.env.advance_time(11 * 60)
    assert any("round's deadline passed" in m.content for m in _posts(w.channel))
    for x in tables:
        stored = await w.bot.store.get_game(x.game_id)
        assert stored.status == "ended" and stored.result["reason"] == "deadline"
        closing = newest(next(th for th in w.channel.threads if th.id == stored.channel_id))
        assert "decided by the scores as they stand" in closing.content
    adjudicated = [m for m in _posts(w.channel) if "ran out of time" in m.content]
    assert len(adjudicated) == 2
    # Both tables decided: round 2 is paired and under way.
    assert (await w.bot.tournaments.get(t.id)).round == 2


async def _cup(w, org, *, start: bool = True):
    """A Swiss "Cup" at tables of two, two rounds, the four people signed up; `start`: the
    check-in opened. Its sign-up post, as it is now."""
    created = await org.slash(
        w.channel, "azul tournament create", name="Cup", format="swiss", table_size=2,
        timer="5m", rounds=2, signup="10m",
    )  # fmt: skip
    post = created.response
    for person in (w.ana, w.bo, w.cy, w.di):
        await person.click(post, label="Sign up")
    if start:
        await org.slash(w.channel, "azul tournament start")
    return next(m for m in _posts(w.channel) if m.id == post.id)


# Statements the database is made to fail (tests/dbquery.py: power_cut), as a crash would.
CUT_LINK = "UPDATE OF game_id ON tournament_tables"  # a table tied to its game
CUT_RESULT = "UPDATE OF places ON tournament_tables"  # a table's result recorded
CUT_ROUND = "INSERT ON tournament_tables"  # a round's tables stored


async def _restart(w, db_path):
    old, new = w.bot, make_bot(db_path)
    new.clock.env = w.env  # the same virtual time as the bot before
    await w.env.restart_bot(new)
    await old.close()
    await w.env.settle()
    return new


async def test_a_crash_while_a_tables_game_is_made_leaves_no_second_game_or_thread(world, db_path):
    """The process dies after a table's thread is made, while its game is stored: at the next
    start the table gets one game, in that same thread. (Before, the game was stored and only
    then tied to its table: a crash between the two left a game nobody's tournament knew of,
    played beside the table's real one in a second thread.)"""
    w = world
    org = await _admin(w)
    sign_up_post = await _cup(w, org)
    power_cut(db_path, CUT_LINK, "NEW.table_no = 2")
    for person in (w.ana, w.bo, w.cy, w.di):
        await person.click(sign_up_post, label="Check in")
    assert [str(e) for e in w.env.errors] == ["power cut"]  # the last check-in's, seen
    t = (await w.bot.tournaments.in_guild(w.guild.id))[0]
    [first, second] = await w.bot.tournaments.rows.tables(t.id, 1)
    assert first.game_id is not None and second.game_id is None
    # Nothing of table 2's game was kept, though its thread was made.
    assert rows(db_path, "SELECT COUNT(*) FROM games") == [(1,)]
    assert len(w.channel.threads) == 2

    power_back(db_path, CUT_LINK)
    new = await _restart(w, db_path)
    [first_again, second] = await new.tournaments.rows.tables(t.id, 1)
    assert first_again.game_id == first.game_id and second.game_id is not None
    assert rows(db_path, "SELECT COUNT(*) FROM games") == [(2,)]
    # The thread left empty is the one table 2 plays in: no second thread beside it.
    assert len(w.channel.threads) == 2
    game = await new.store.get_game(second.game_id)
    thread = next(th for th in w.channel.threads if th.id == game.channel_id)
    assert "round 1, table 2" in next(iter(thread.history())).content
    await _play_table(w, thread, actors_by_id(w.ana, w.bo, w.cy, w.di))
    assert any("Table 2 of round 1 is over" in m.content for m in _posts(w.channel))


async def test_a_result_is_said_before_it_is_recorded_and_a_refused_post_stops_nothing(
    world, db_path
):
    """A table's result is said, then recorded: a crash in between says it again at the next
    start (never lost), and a result post Discord refuses is logged while the round goes on."""
    w = world
    org = await _admin(w)
    post = await _cup(w, org)
    for person in (w.ana, w.bo, w.cy, w.di):
        await person.click(post, label="Check in")
    t = (await w.bot.tournaments.in_guild(w.guild.id))[0]
    people = actors_by_id(w.ana, w.bo, w.cy, w.di)

    def threads_by_table() -> dict[int, object]:
        return {
            int(th.name.rsplit(" ", 1)[1]): th for th in w.channel.threads if "round 1" in th.name
        }

    def said_in_channel(needle: str) -> int:
        return sum(needle in m.content for m in _posts(w.channel))

    # Table 1's result is said, and the process dies as it is recorded.
    power_cut(db_path, CUT_RESULT)
    await _play_table(w, threads_by_table()[1], people)
    await w.env.settle()
    before = said_in_channel("Table 1 of round 1 is over")
    assert before >= 1  # (as often as the game changed after its end: the power never returns)
    assert [x.places for x in await w.bot.tournaments.rows.tables(t.id, 1)] == [None, None]
    power_back(db_path, CUT_RESULT)
    new = await _restart(w, db_path)
    # Said again at the start, and recorded this time.
    assert said_in_channel("Table 1 of round 1 is over") == before + 1
    first, second = await new.tournaments.rows.tables(t.id, 1)
    assert first.places is not None and second.places is None

    # Table 2's result post is refused by Discord: recorded all the same, and round 2 begins.
    w.env.inject_error("POST", f"/channels/{w.channel.id}/messages", status=403, code=50013)
    await _play_table(w, threads_by_table()[2], people)
    await w.env.settle()
    assert said_in_channel("Table 2 of round 1 is over") == 0
    assert (await new.tournaments.rows.tables(t.id, 1))[1].places is not None
    assert (await new.tournaments.get(t.id)).round == 2
    assert said_in_channel("round 2 of 2") == 1


async def test_a_crash_as_round_1_is_paired_leaves_the_check_in_to_close_again(world, db_path):
    """The tournament runs from the moment round 1 is stored, not before: a crash between the
    two used to leave it running with no round to play, for ever."""
    w = world
    org = await _admin(w)
    post = await _cup(w, org)
    power_cut(db_path, CUT_ROUND)
    for person in (w.ana, w.bo, w.cy, w.di):
        await person.click(post, label="Check in")
    assert [str(e) for e in w.env.errors] == ["power cut"]
    t = (await w.bot.tournaments.in_guild(w.guild.id))[0]
    assert (t.status, t.round) == ("checkin", 0)
    power_back(db_path, CUT_ROUND)
    new = await _restart(w, db_path)
    # The check-in closes when it was to close, and round 1 begins then.
    await w.env.advance_time(t.checkin_closes_at - new.clock() + 1)
    t = await new.tournaments.get(t.id)
    assert (t.status, t.round) == ("running", 1)
    tables = await new.tournaments.rows.tables(t.id, 1)
    assert len(tables) == 2 and all(x.game_id is not None for x in tables)
    assert sum("round 1 of 2" in m.content for m in _posts(w.channel)) == 1


async def test_a_pairing_again_cut_short_by_a_crash_is_finished_at_the_next_start(world, db_path):
    """`/azul tournament repair` calls the round's games off, then stores the new tables: a
    crash in between is finished at the next start (new tables, new games), and a called-off
    game is never taken for a result."""
    w = world
    org = await _admin(w)
    post = await _cup(w, org)
    for person in (w.ana, w.bo, w.cy, w.di):
        await person.click(post, label="Check in")
    t = (await w.bot.tournaments.in_guild(w.guild.id))[0]
    before = await w.bot.tournaments.rows.tables(t.id, 1)
    power_cut(db_path, CUT_ROUND)
    await org.slash(w.channel, "azul tournament repair")
    assert [str(e) for e in w.env.errors] == ["power cut"]
    assert [x.game_id for x in await w.bot.tournaments.rows.tables(t.id, 1)] == [
        x.game_id for x in before
    ]
    assert {(await w.bot.store.get_game(x.game_id)).status for x in before} == {"cancelled"}
    power_back(db_path, CUT_ROUND)
    new = await _restart(w, db_path)
    after = await new.tournaments.rows.tables(t.id, 1)
    assert len(after) == 2 and all(x.places is None for x in after)
    assert {x.game_id for x in after}.isdisjoint({x.game_id for x in before})
    for x in after:
        game = await new.store.get_game(x.game_id)
        assert game.status == "active"
        thread = next(th for th in w.channel.threads if th.id == game.channel_id)
        assert "round 1, table" in next(iter(thread.history())).content
    assert not any("of round 1 is over" in m.content for m in _posts(w.channel))


async def test_a_check_in_opened_but_never_called_is_called_after_a_restart(world, db_path):
    """The process stopped between opening the check-in and calling everyone to it (its post
    shows Check in, nobody was pinged, and its close would drop them all): the new bot calls
    them, once, and the tournament goes on."""
    w = world
    org = await _admin(w)
    post = await _cup(w, org, start=False)
    t = (await w.bot.tournaments.in_guild(w.guild.id))[0]
    # What the crashed process left: the check-in open in the database, its call not out.
    await w.bot.tournaments.open_checkin(t)
    assert not (await w.bot.tournaments.get(t.id)).checkin_called

    def calls() -> list:
        return [m for m in _posts(w.channel) if "Check-in for **Cup** is open" in m.content]

    assert calls() == []
    new = await _restart(w, db_path)
    [call] = calls()
    assert {u.id for u in call.mentions} == {w.ana.id, w.bo.id, w.cy.id, w.di.id}
    assert (await new.tournaments.get(t.id)).checkin_called
    await _restart(w, db_path)  # called once: a second start calls nobody
    assert len(calls()) == 1
    post = next(m for m in _posts(w.channel) if m.id == post.id)
    for person in (w.ana, w.bo, w.cy, w.di):
        await person.click(post, label="Check in")
    assert (await w.bot.tournaments.get(t.id)).round == 1


async def test_a_click_on_the_post_is_answered_while_a_round_is_being_opened(world):
    """Opening a round holds the tournament for a while (a thread, a game and a first post with
    its image per table): a person signing up or withdrawing meanwhile is answered at once
    (deferred) and told when it is done, never left with "This interaction failed"."""
    w = world
    org = await _admin(w)
    created = await org.slash(
        w.channel, "azul tournament create", name="Cup", format="swiss", table_size=2,
        timer="5m", rounds=2,
    )  # fmt: skip
    post = created.response
    t = (await w.bot.tournaments.in_guild(w.guild.id))[0]
    async with w.bot.desk.lock(t.id):  # as a round being opened holds it
        clicking = await answered_while_held(w.env, w.ana.click(post, label="Sign up"))
    done = await clicking
    assert done.ephemeral and "You are signed up for Cup" in said(done)
