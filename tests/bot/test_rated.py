"""Ratings that mean something (issue #27, review M1 and L8), through the real discord.py bot:
only rated games rate, and only once their first round is over, so a farmed game (an alt
resigns at once) moves nobody's rating; rated games have no hints; `/azul end` of a rated game
asks the other players, and a refusal or silence counts as resigning; a moderator's end is
unrated; the lobby, the final message and `/azul help` say whether a game is rated."""

from __future__ import annotations

import discord

from bot.i18n.catalogue import text
from bot.store.ratings import GLOBAL, player_key

from ..dbquery import row, rows
from .conftest import SimClock, make_bot
from .helpers import (
    add_computer,
    controls,
    find_message,
    first_round_to_the_floor,
    forged_click,
    open_lobby,
    person,
    private,
    said,
    start_game,
)

NOT_YET = "Not rated: the game ended before its first round was over."


def posts(w, channel=None) -> list[str]:
    return [m.content for m in (channel or w.channel).history()]


def ratings(w, user) -> list[tuple]:
    """The rating rows of a person, (scope, games), in both scopes."""
    return rows(
        w.bot.config.database,
        "SELECT scope, games FROM ratings WHERE player = ? ORDER BY scope",
        player_key(user.id, None),
    )


def vote_rows(w) -> list[tuple]:
    return rows(w.bot.config.database, "SELECT game_id, requester, agreed FROM end_votes")


def vote_deadlines(w) -> list[tuple]:
    return rows(w.bot.config.database, "SELECT game_id FROM deadlines WHERE kind = 'vote'")


async def moderator(w):
    mods = w.guild.create_role("Mods", permissions=discord.Permissions(manage_messages=True))
    return w.guild.add_member(w.env.create_user("mod"), roles=[mods])


async def ask_to_end(w, requester, channel=None):
    """`/azul end` by a player of a rated game with other people: the vote's post."""
    channel = channel or w.channel
    asked = await requester.slash(channel, "azul end")
    assert private(asked)
    assert said(asked).startswith("The other players are asked to agree; the game goes on")
    vote = channel.history()[-1]
    assert vote.content.startswith(f"🗳️ {requester.name} asks to end this rated game")
    return vote


# -- only games that were really played are rated ------------------------------------------------


async def test_a_farmed_game_leaves_every_rating_unchanged(world):
    """The review's farm: an alt joins, the host starts, the alt resigns at move 1; five
    times. Nobody's rating moves, on the server or everywhere, nor does a computer level's
    when someone resigns against it at once."""
    w = world
    for _ in range(5):
        table = await start_game(w, w.ana, joiners=[w.bo])
        mover = person(w, table, table.to_act)
        await mover.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
        assert table.ply >= 1
        assert (await w.bo.slash(w.channel, "azul resign")).acknowledged
        assert table.status == "resigned"
        assert posts(w)[-1].splitlines() == ["bo resigned. ana wins!", NOT_YET]
    db = w.bot.config.database
    assert ratings(w, w.ana) == ratings(w, w.bo) == []  # neither here nor everywhere
    assert rows(db, "SELECT * FROM rating_changes") == []
    assert rows(db, "SELECT COUNT(*), SUM(ratings_applied) FROM games") == [(5, 0)]
    board = await w.cy.slash(w.channel, "azul leaderboard", min_games=1)
    assert said(board) == "Nobody has 1 rated game of Azul on this server yet."
    # Not really played: no game, win or score in anyone's statistics either.
    stats = said(await w.ana.slash(w.channel, "azul stats"))
    assert stats == "ana has not finished a game on this server yet."
    history = said(await w.cy.slash(w.channel, "azul history")).splitlines()
    assert all(line.endswith("(ended by resignation) · (unrated)") for line in history[1:6])
    # Against a computer: resigning at once moves the level's shared rating no more.
    lobby = (await open_lobby(w, w.ana)).response
    await add_computer(w.ana, lobby, "easy")
    await w.ana.click(lobby, label="Start")
    await w.ana.slash(w.channel, "azul resign")
    assert NOT_YET in posts(w)[-1]
    assert rows(db, "SELECT * FROM ratings") == []


async def test_a_game_past_its_first_round_is_rated(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    await first_round_to_the_floor(w, table, [w.ana, w.bo])
    assert (await w.bo.slash(w.channel, "azul resign")).acknowledged
    lines = posts(w)[-1].splitlines()
    assert lines[0] == "bo resigned. ana wins!"
    assert lines[1].startswith("Ratings: ") and "ana 1138 (+138)" in lines[1]
    assert "bo 927 (-73)" in lines[1]
    assert ratings(w, w.ana) == ratings(w, w.bo) == [(GLOBAL, 1), (w.guild.id, 1)]
    history = said(await w.cy.slash(w.channel, "azul history")).splitlines()
    assert "(unrated)" not in history[1]


# -- hints ------------------------------------------------------------------------------------


async def test_hints_are_refused_in_rated_games_and_given_in_unrated_ones(world):
    w = world
    rated = await start_game(w, w.ana, joiners=[w.bo])
    acting = person(w, rated, rated.to_act)
    refused = await acting.slash(w.channel, "azul hint")
    assert private(refused)
    assert said(refused) == (
        "There are no hints in a rated game. Open an unrated one with `/azul new rated:False`."
    )
    assert rated.ply == 0
    # Undo stays as it is in rated games.
    await acting.slash(w.channel, "azul move", notation=str(rated.game.legal_moves()[0]))
    assert said(await acting.slash(w.channel, "azul undo")) == "Taken back: it is your turn again."
    other = w.guild.create_text_channel("casual")
    unrated = await start_game(w, w.cy, joiners=[w.di], where=other, rated=False)
    acting = person(w, unrated, unrated.to_act)
    hint = await acting.slash(other, "azul hint")
    assert private(hint) and said(hint).startswith("Hint: `")


# -- /azul end -------------------------------------------------------------------------------


async def test_an_end_vote_everyone_agrees_to_ends_the_game_unrated(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo, w.cy])
    await first_round_to_the_floor(w, table, [w.ana, w.bo, w.cy])  # else it would be rated
    vote = await ask_to_end(w, w.ana)
    # Only the people asked are pinged, and the vote has Agree / Refuse.
    assert {u.id for u in vote.mentions} == {w.bo.id, w.cy.id}
    assert f"<@{w.bo.id}>, <@{w.cy.id}>: press **Agree** or **Refuse** within 10 minutes" in (
        vote.content
    )
    assert [c["label"] for c in controls(vote)] == ["Agree", "Refuse"]
    assert vote_rows(w) == [(table.id, w.ana.id, "")] and vote_deadlines(w) == [(table.id,)]
    # A second request while it is open is refused, whoever asks.
    for asker in (w.ana, w.bo):
        again = await asker.slash(w.channel, "azul end")
        assert said(again) == "A vote on ending this game is already open: wait for its answer."
    # Only the people asked answer it.
    for stranger in (w.ana, w.di):
        wrong = await stranger.click(vote, label="Agree")
        assert private(wrong) and said(wrong) == "This vote asks the other players, not you."
    # The game goes on meanwhile.
    acting = person(w, table, table.to_act)
    ply = table.ply
    await acting.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
    assert table.ply > ply and table.status == "active"
    assert (await w.bo.click(vote, label="Agree")).acknowledged
    vote = find_message(w.channel, vote.id)
    assert vote.content.endswith("Agreed so far: bo.") and controls(vote)
    assert table.status == "active" and vote_rows(w) == [(table.id, w.ana.id, str(w.bo.id))]
    assert (await w.cy.click(vote, label="Agree")).acknowledged
    assert table.status == "ended"
    vote = find_message(w.channel, vote.id)
    assert vote.content.endswith("✅ Everyone agreed: the game is over, unrated.")
    assert not controls(vote)
    assert posts(w)[-1] == (
        "The players agreed to end this game at ana's request. It is not rated; its record is "
        f"kept: `/azul export game:{table.id}`."
    )
    assert rows(w.bot.config.database, "SELECT * FROM ratings") == []
    assert vote_rows(w) == [] and vote_deadlines(w) == []
    late = await forged_click(w.env, w.bo, vote, f"azul:ev:{table.id}:n")  # old buttons
    assert said(late) == "This game is over."


async def test_a_refusal_counts_as_the_requester_resigning(world):
    """Two people past the first round: the game ends, rated, a loss for the requester. With
    three, a computer plays the requester's seat and the game goes on."""
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    await first_round_to_the_floor(w, table, [w.ana, w.bo])
    vote = await ask_to_end(w, w.ana)
    assert (await w.bo.click(vote, label="Refuse")).acknowledged
    vote = find_message(w.channel, vote.id)
    assert vote.content.endswith("❌ bo refused: this counts as ana resigning.")
    assert not controls(vote)
    assert table.status == "resigned"
    lines = posts(w)[-1].splitlines()
    assert lines[0] == "ana resigned. bo wins!"
    assert "bo 1138 (+138)" in lines[1] and "ana 927 (-73)" in lines[1]
    assert vote_rows(w) == [] and vote_deadlines(w) == []

    other = w.guild.create_text_channel("three")
    three = await start_game(w, w.ana, joiners=[w.bo, w.cy], where=other)
    vote = await ask_to_end(w, w.cy, other)
    assert (await w.bo.click(vote, label="Agree")).acknowledged
    assert (await w.ana.click(vote, label="Refuse")).acknowledged
    assert find_message(other, vote.id).content.endswith(
        "❌ ana refused: this counts as cy resigning."
    )
    assert "cy resigned; a computer plays their seat from now on." in posts(w, other)
    assert three.status == "active" and three.seats[three.seat_of(w.cy.id)].resigned


async def test_an_unanswered_vote_times_out_as_the_requesters_resignation(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    vote = await ask_to_end(w, w.bo)
    await w.env.advance_time(590)
    assert table.status == "active" and controls(find_message(w.channel, vote.id))
    await w.env.advance_time(20)
    assert table.status == "resigned"
    vote = find_message(w.channel, vote.id)
    assert vote.content.endswith("⌛ Not everyone answered in time: this counts as bo resigning.")
    assert not controls(vote)
    assert posts(w)[-1].splitlines() == ["bo resigned. ana wins!", NOT_YET]
    assert vote_rows(w) == [] and vote_deadlines(w) == []


async def test_a_vote_survives_a_restart_neither_lost_nor_repeated(world, db_path):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo, w.cy])
    vote = await ask_to_end(w, w.ana)
    assert (await w.bo.click(vote, label="Agree")).acknowledged
    clock = SimClock()
    clock.env = w.env
    old = w.bot
    await w.env.restart_bot(make_bot(db_path, clock))
    await old.close()
    assert (await w.cy.click(find_message(w.channel, vote.id), label="Agree")).acknowledged
    assert row(db_path, "SELECT status FROM games WHERE id = ?", table.id) == ("ended",)
    assert posts(w)[-1].startswith("The players agreed to end this game at ana's request.")

    # A vote whose time ran out while the bot was down is handled once at start-up.
    second = await start_game(w, w.ana, joiners=[w.bo])
    vote = await ask_to_end(w, w.ana)
    clock = SimClock(offset=3600)
    clock.env = w.env
    old = w.bot
    await w.env.restart_bot(make_bot(db_path, clock))
    await old.close()
    await w.env.advance_time(1)
    assert row(db_path, "SELECT status FROM games WHERE id = ?", second.id) == ("resigned",)
    assert find_message(w.channel, vote.id).content.endswith(
        "⌛ Not everyone answered in time: this counts as ana resigning."
    )
    await w.env.advance_time(700)
    assert sum(p.startswith("ana resigned.") for p in posts(w)) == 1
    assert vote_rows(w) == [] and vote_deadlines(w) == []


async def test_a_moderators_end_is_unrated_and_a_resigned_player_cannot_end(world):
    w = world
    mod = await moderator(w)
    table = await start_game(w, w.ana, joiners=[w.bo, w.cy])
    await w.cy.slash(w.channel, "azul resign")
    refused = await w.cy.slash(w.channel, "azul end")
    assert said(refused) == (
        "You have resigned from this game, so you cannot end it; a moderator who does not play "
        "in it can."
    )
    stranger = await w.di.slash(w.channel, "azul end")
    assert said(stranger) == "Only the host (ana) or members who can manage messages can end it."
    ended = await mod.slash(w.channel, "azul end")
    assert said(ended) == f"Game #{table.id} ended."
    assert posts(w)[-1].splitlines() == [
        f"This game was ended by mod. Its record is kept: `/azul export game:{table.id}`.",
        "Not rated: the game was stopped without a result.",
    ]
    assert table.status == "ended" and rows(w.bot.config.database, "SELECT * FROM ratings") == []


async def test_a_rated_game_against_computers_ends_unrated_only_in_its_first_round(world):
    """Decided here (issue #27 leaves it open): nobody else to ask, so in the first round
    `/azul end` stops the game unrated; after it, it counts as resigning, so nobody voids a
    loss."""
    w = world
    early = await start_game(w, w.ana, computers=1)
    ended = await w.ana.slash(w.channel, "azul end")
    assert said(ended) == f"Game #{early.id} ended."
    assert early.status == "ended"
    assert posts(w)[-1].endswith("Not rated: the game was stopped without a result.")

    table = await start_game(w, w.ana, computers=1)
    for _ in range(40):  # the computer moves by itself after each of ana's moves
        if table.game.round > 1:
            break
        assert table.seats[table.to_act].user_id == w.ana.id
        move = next(str(m) for m in table.game.legal_moves() if str(m).endswith("-F"))
        await w.ana.slash(w.channel, "azul move", notation=move)
    assert table.game.round == 2
    resigned = await w.ana.slash(w.channel, "azul end")
    assert said(resigned) == (
        f"Game #{table.id} is rated and past its first round, so ending it counts as resigning."
    )
    assert table.status == "resigned"
    lines = posts(w)[-1].splitlines()
    assert lines[0] == "ana resigned. Computer 1 (easy) wins!"
    assert lines[1].startswith("Ratings: ") and "ana 927 (-73)" in lines[1]
    assert ratings(w, w.ana) == [(GLOBAL, 1), (w.guild.id, 1)]


# -- what the lobby, the final message and /azul help say -------------------------------------


async def test_the_lobby_final_message_and_help_say_whether_a_game_is_rated(world):
    w = world
    rated = (await open_lobby(w, w.ana)).response
    assert (
        "🏅 Rated: the result counts for ratings once the first round is over. No hints."
        in rated.content.splitlines()
    )
    helped = await w.bo.slash(w.channel, "azul help")
    assert helped.response.content.startswith("**Azul in Discord**")
    assert private(helped) and said(helped).splitlines() == [
        text("help.learn", "en"),
        text("help.rated", "en"),
        "The game in this channel (#1) is rated.",
    ]
    assert said(helped).startswith("• New to the game? `/azul learn` teaches it")
    assert "\n• **Rated games** (`/azul new rated:`, on by default)" in said(helped)
    await w.ana.slash(w.channel, "azul end")  # a lobby closes as before

    nothing = said(await w.bo.slash(w.channel, "azul help"))
    assert "• **Rated games**" in nothing and "The game in this channel" not in nothing
    unrated = (await open_lobby(w, w.ana, rated=False)).response
    assert "Unrated: no rating changes, and hints are allowed." in unrated.content.splitlines()
    assert said(await w.bo.slash(w.channel, "azul help")).endswith(
        "The game in this channel (#2) is not rated."
    )
    await w.bo.click(unrated, label="Join")
    await w.ana.click(unrated, label="Start")
    await w.bo.slash(w.channel, "azul resign")
    assert posts(w)[-1].splitlines() == [
        "bo resigned. ana wins!",
        "Unrated game: no rating changed.",
    ]
    assert row(w.bot.config.database, "SELECT rated FROM games WHERE id = 2") == (0,)


def test_help_in_every_language_fits_its_two_messages():
    for locale in ("en", "uk", "ru", "cs", "is"):
        lines = [text(k, locale) for k in ("help.text", "help.after", "help.review")]
        assert len("\n".join(lines)) <= 2000, locale
        rated = [
            text("help.learn", locale),
            text("help.rated", locale),
            text("help.this_game_unrated", locale, game=12345),
        ]
        assert len("\n".join(rated)) <= 2000, locale


async def test_a_rematch_keeps_the_game_unrated(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo], rated=False)
    mover = person(w, table, table.to_act)
    await mover.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
    await w.bo.slash(w.channel, "azul resign")
    final = w.channel.history()[-1]
    again = await w.bo.click(final, label="Rematch")
    assert again.acknowledged
    lobby = again.response
    assert "Unrated: no rating changes, and hints are allowed." in lobby.content.splitlines()
    assert rows(w.bot.config.database, "SELECT id, rated FROM games ORDER BY id") == [
        (table.id, 0),
        (table.id + 1, 0),
    ]
