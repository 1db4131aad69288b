"""Turn timers: a reminder at half time, a computer move at expiry, a seat handed to a computer
after two expiries in a row and taken back, deadlines kept across a restart, lobbies that expire.
Time is SimCord's virtual clock: `advance_time` moves it and wakes the bot's scheduler."""

from __future__ import annotations

import pytest

from bot.i18n.errors import UserError

from ..dbquery import row, rows
from .conftest import SimClock, make_bot
from .helpers import controls, live_message, move_controls, person, said, start_game

# Each advance of the clock plays a computer's move and posts a table: on a loaded machine with
# PostgreSQL that can outlast SimCord's default 5 s. The shortest timer (30 s) stays beyond it.
pytestmark = pytest.mark.simcord(settle_timeout=20)


def posts(w) -> list[str]:
    return [m.content for m in w.channel.history()]


def by_timer(db_path) -> list[tuple[int, int]]:
    return rows(db_path, "SELECT ply, seat FROM moves WHERE by_timer = 1 ORDER BY ply")


async def test_the_timer_option_offers_the_configured_durations(world):
    w = world
    (new,) = [c for c in w.bot.azul_group.commands if c.name == "new"]
    (timer,) = [p for p in new.parameters if p.name == "timer"]
    assert [c.value for c in timer.choices] == ["off", "30s", "5m", "1h", "24h"]
    names = [c.name for c in timer.choices]
    assert names == ["Off", "30 seconds", "5 minutes", "1 hour", "24 hours"]
    # A client that still shows an older list (before the commands were synced again):
    with pytest.raises(UserError) as refused:
        w.bot.get_cog("Lobby")._turn_timer("7m")
    assert refused.value.render() == (
        "There is no turn timer 7m: choose one of off, 30s, 5m, 1h, 24h."
    )


async def test_expiry_plays_the_turn_after_exactly_one_reminder(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo], timer="5m")
    assert "Turn timer: 5 minutes" in w.channel.history()[0].content
    waiting = person(w, table, table.to_act)
    start = len(w.channel.history())
    for _ in range(14):  # 140 s: not yet half time
        await w.env.advance_time(10)
    assert len(w.channel.history()) == start
    await w.env.advance_time(20)  # 160 s: the reminder
    reminder = w.channel.history()[-1]
    assert reminder.content.startswith(f"⏰ <@{waiting.id}>, it is still your turn: 2 minutes")
    assert [u.id for u in reminder.mentions] == [waiting.id]
    assert move_controls(reminder, table) and table.turn_message_id == reminder.id
    for _ in range(13):  # up to 290 s: nothing more
        await w.env.advance_time(10)
    assert len(w.channel.history()) == start + 1
    await w.env.advance_time(15)  # 305 s: time is up, a computer moves for them
    assert table.ply >= 1 and by_timer(w.bot.config.database) == [(0, 0)]
    told = w.channel.history()[-1].content
    assert "(time ran out: played by the computer)" in told
    assert sum("it is still your turn" in p for p in posts(w)) == 1
    # The next person's turn has its own clock: a reminder for them, not for the first.
    nxt = person(w, table, table.to_act)
    assert nxt is not waiting
    await w.env.advance_time(155)
    assert w.channel.history()[-1].content.startswith(f"⏰ <@{nxt.id}>")


async def test_short_timers_have_no_reminder_and_a_game_finishes_by_itself(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo, w.cy], timer="30s")
    for _ in range(400):
        if table.status != "active":
            break
        await w.env.advance_time(30)
    assert table.status == "finished"
    assert not any("still your turn" in p for p in posts(w))
    seats = {seat for _, seat in by_timer(w.bot.config.database)}
    assert seats == {0, 1, 2}  # everyone timed out (then a computer kept their seat)
    assert "Game over" in posts(w)[-1]


async def test_two_expiries_hand_the_seat_to_a_computer_until_they_are_back(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo, w.cy], timer="1h")
    absent = person(w, table, table.to_act)
    seat = table.to_act
    expired = 0
    for _ in range(60):
        if table.to_act == seat:
            await w.env.advance_time(3601)
            expired += 1
            if table.seats[seat].away:
                break
        else:
            actor = person(w, table, table.to_act)
            await actor.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
    assert expired == 2 and table.seats[seat].away
    assert any(f"{absent.name}'s time ran out twice in a row" in p for p in posts(w))
    # While away, their turns are played at once by the computer; every turn shows I'm back.
    away_line = f"{absent.name} is away: a computer plays their turn…"
    for _ in range(6):
        if any(away_line in p for p in posts(w)):
            break
        actor = person(w, table, table.to_act)
        await actor.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
    assert any(away_line in p for p in posts(w))
    turn = live_message(w.channel, table)
    assert "I'm back" in [c["label"] for c in controls(turn)]
    other = person(w, table, (seat + 1) % 3)
    refused = await other.click(turn, label="I'm back")
    assert said(refused) == "You are already playing your seat yourself."
    back = await absent.click(turn, label="I'm back")
    assert said(back) == "Welcome back: your seat is yours again."
    assert not table.seats[seat].away and table.seats[seat].expiries == 0
    assert f"{absent.name} is back and plays their own seat again." in posts(w)[-1]
    assert row(
        w.bot.config.database,
        "SELECT away, expiries FROM seats WHERE game_id = ? AND seat = ?",
        table.id,
        seat,
    ) == (0, 0)


async def test_the_next_move_command_takes_the_seat_back(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo, w.cy], timer="1h")
    seat = table.to_act
    absent = person(w, table, seat)
    for _ in range(80):
        if table.seats[seat].away:
            break
        if table.to_act == seat:
            await w.env.advance_time(3601)
        else:
            actor = person(w, table, table.to_act)
            await actor.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
    assert table.seats[seat].away
    typed = await absent.slash(w.channel, "azul move", notation="1B-1")
    assert not table.seats[seat].away
    assert said(typed) == "Welcome back: your seat is yours again." or said(typed).startswith(
        ("You played", "That move is not allowed")
    )


async def test_deadlines_survive_a_restart_and_run_once(world, db_path):
    w = world
    await start_game(w, w.ana, joiners=[w.bo], timer="1h")
    kinds = sorted(k for (k,) in rows(db_path, "SELECT kind FROM deadlines"))
    assert kinds == ["expiry", "reminder"]
    # The bot is down for two hours: at start-up the missed reminder and expiry are handled,
    # once (the reminder is stale by then: the expiry already played the turn).
    clock = SimClock(offset=7200)
    clock.env = w.env
    old = w.bot
    await w.env.restart_bot(make_bot(db_path, clock))
    await old.close()
    await w.env.advance_time(1)
    assert [ply for ply, _ in by_timer(db_path)] == [0]
    assert not any("still your turn" in p for p in posts(w))
    assert rows(db_path, "SELECT kind, ply FROM deadlines ORDER BY kind") == [
        ("expiry", 1),
        ("reminder", 1),
    ]  # the next turn's clock


async def test_a_lobby_nobody_starts_closes_after_a_day(world):
    w = world
    opened = await w.ana.slash(w.channel, "azul new")
    lobby = opened.response
    for _ in range(23):
        await w.env.advance_time(3600)
    assert w.bot.service.table_in_channel(w.channel.id) is not None
    await w.env.advance_time(3601)
    assert w.bot.service.table_in_channel(w.channel.id) is None
    closed = w.channel.history()[0]
    assert closed.id == lobby.id
    assert "This lobby closed: nobody started the game within 1 day." in closed.content
    assert not closed.components
    assert row(w.bot.config.database, "SELECT status FROM games") == ("cancelled",)


async def test_the_host_picks_who_plays_expired_turns(world):
    w = world
    opened = await w.ana.slash(w.channel, "azul new", timer="1h")
    lobby = opened.response
    (menu,) = [c for c in controls(lobby) if c["type"] == 3]
    assert menu["custom_id"].startswith("azul:t:")
    assert "a computer player (Medium) moves for whoever is away" in lobby.content
    refused = await w.bo.select(lobby, ["hard"], custom_id=menu["custom_id"])
    assert said(refused).startswith("Only the host (ana)")
    await w.ana.select(lobby, ["easy"], custom_id=menu["custom_id"])
    table = w.bot.service.table_in_channel(w.channel.id)
    assert table.timer_level == "easy"
    assert "(Easy)" in w.channel.history()[-1].content
    assert row(w.bot.config.database, "SELECT turn_timer, timer_level FROM games") == (
        3600,
        "easy",
    )
    plain = await w.ana.slash(w.guild.create_text_channel("plain"), "azul new")
    assert not [c for c in controls(plain.response) if c["type"] == 3]  # no timer, no menu


async def test_a_finished_games_own_thread_is_archived_an_hour_later(world):
    w = world
    await w.ana.slash(w.channel, "azul new", thread=True, timer="30s")
    thread = w.channel.threads[-1]
    lobby = thread.history()[-1]
    await w.bo.click(lobby, label="Join")
    await w.ana.click(lobby, label="Start")
    table = w.bot.service.table_in_channel(thread.id) or next(iter(w.bot.service.tables.values()))
    for _ in range(400):
        if table.status != "active":
            break
        await w.env.advance_time(30)
    assert table.status == "finished"
    assert not w.env.backend.channels[thread.id].thread_metadata.archived
    await w.env.advance_time(3601)
    assert w.env.backend.channels[thread.id].thread_metadata.archived


async def test_a_game_nobody_plays_any_more_stops_at_the_round_cap(world):
    """Review L9: when every seat is played by a computer (here: both people away after their
    time ran out twice) and the game cannot end by itself (a jammed grey wall, or past the round
    cap), it stops, unrated, instead of posting a table a second for ever."""
    w = world
    w.bot.service.jam_round_cap = 1  # a jam takes many rounds to show; the cap is the same check
    table = await start_game(w, w.ana, joiners=[w.bo], timer="30s", side="grey")
    for _ in range(200):
        if table.status != "active":
            break
        await w.env.advance_time(30)
    assert table.status == "ended" and table.result == {"reason": "jammed", "round": 2}
    assert all(seat.away for seat in table.seats)
    assert posts(w)[-1].startswith(
        "Nobody plays this game any more and it cannot end by itself, so it stops here, in "
        "round 2, unrated."
    )
    database = w.bot.config.database
    assert row(database, "SELECT status FROM games WHERE id = ?", table.id) == ("ended",)
    assert rows(database, "SELECT player FROM rating_changes WHERE game_id = ?", table.id) == []
