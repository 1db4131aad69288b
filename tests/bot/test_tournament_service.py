"""A tournament's life without Discord (`bot/tournaments/service.py`), on both stores: sign-up,
check-in, rounds paired from the store, games made and played, results collected from the games,
standings; a restart between any two steps loses nothing (the service is made again from the
store each time it is used here)."""

from __future__ import annotations

import random

import pytest

import rules
from bot.games.service import GameService
from bot.i18n.errors import UserError
from bot.store.games import Store
from bot.tournaments.service import TournamentService


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def world(database):
    clock = Clock()
    store = await Store.open(database, busy_timeout_ms=200)
    games = GameService(store, seed_source=lambda: 7, clock=clock)
    yield TournamentService(store, games, clock=clock, checkin_seconds=60), clock
    await store.close()


async def _create(service: TournamentService, **options):
    settings = dict(
        guild_id=1,
        channel_id=50,
        organiser_id=10,
        name="Spring  Swiss",
        edition="azul",
        side="colour",
        format="swiss",
        table_size=3,
        rounds=3,
        turn_timer=60,
        rated=True,
        locale="en",
        signup_seconds=600,
    )
    return await service.create(**(settings | options))


async def _play_out(service: TournamentService, table, rng: random.Random) -> None:
    """Play a table's game to its end with random legal moves, through the game service."""
    game = await service.open_table_game(
        await service.get(1), table, channel_id=1000 + 10 * table.round + table.table_no
    )
    async with service.games.locked(game.id) as t:
        while t.status == "active":
            seat = t.to_act
            move = str(rng.choice(t.game.legal_moves()))
            await service.games.play(t, user_id=t.seats[seat].user_id, notation=move)


async def test_options_are_checked_with_a_clear_answer(world):
    service, _ = world
    cases = [
        (dict(name="  "), "error.tournament_name"),
        (dict(format="ladder"), "error.tournament_format"),
        (dict(table_size=5), "error.tournament_table_size"),
        (dict(format="knockout", table_size=3), "error.tournament_knockout_size"),
        (dict(turn_timer=None), "error.tournament_timer"),
        (dict(rounds=None), "error.tournament_rounds"),
        (dict(rounds=16), "error.tournament_rounds"),
    ]
    for options, key in cases:
        with pytest.raises(UserError) as err:
            await _create(service, **options)
        assert err.value.key == key
    t = await _create(service)
    assert t.name == "Spring Swiss" and t.status == "signup"
    with pytest.raises(UserError) as err:
        await _create(service, name="Another")
    assert err.value.key == "error.tournament_channel_busy"


async def test_a_swiss_from_sign_up_to_final_standings(world):
    service, clock = world
    t = await _create(service)
    for user in range(20, 29):  # nine people
        await service.sign_up(t.id, user, f"P{user}")
    with pytest.raises(UserError) as err:
        await service.sign_up(t.id, 20, "P20")
    assert err.value.key == "error.tournament_already_in"
    await service.withdraw(t.id, 28)
    await service.sign_up(t.id, 28, "P28")  # changed their mind
    with pytest.raises(UserError) as err:
        await service.check_in(t.id, 20)
    assert err.value.key == "error.tournament_no_checkin"

    # The sign-up closes when due; then the check-in; 27 never checks in and is dropped.
    assert await service.due(clock.now) == []
    clock.now += 601
    [(due, kind)] = await service.due(clock.now)
    assert kind == "signup"
    await service.open_checkin(due)
    for user in range(20, 29):
        if user != 27:
            await service.check_in(t.id, user)
    assert not await service.everyone_checked_in(await service.get(t.id))
    await service.sign_up(t.id, 29, "P29")  # signing up during the check-in checks in
    clock.now += 61
    [(due, kind)] = await service.due(clock.now)
    assert kind == "checkin"
    tables = await service.begin(due)
    seated = sorted(p for x in tables for p in x.players)
    assert seated == [20, 21, 22, 23, 24, 25, 26, 28, 29]  # nine: three tables of three
    assert [len(x.players) for x in tables] == [3, 3, 3]

    rng = random.Random(3)
    for round_no in (1, 2, 3):
        service = TournamentService(service.store, service.games, clock=clock)  # a restart
        t = await service.get(t.id)
        assert t.round == round_no and t.status == "running"
        for table in await service.rows.tables(t.id, round_no):
            await _play_out(service, table, rng)
            collected = await service.collect(table.game_id)
            assert collected is not None and collected[1].places is not None
            assert await service.collect(table.game_id) is None  # once
        assert await service.round_done(t)
        if round_no < 3:
            assert not await service.is_last_round(t)
            await service.pair(t)
    assert await service.is_last_round(t)
    await service.finish(t)

    standing = await service.standing(t.id)
    assert standing.tournament.status == "finished"
    rows = standing.rows
    assert len(rows) == 10 and rows[-1].player == 27 and rows[-1].withdrawn
    # Nobody met anyone twice in three rounds of three at tables of three among nine.
    met = set()
    for x in standing.tables:
        for a in x.players:
            for b in x.players:
                if a < b:
                    assert (a, b) not in met
                    met.add((a, b))
    # Points add up: 3 per player per table on average (6/3/0), nine players, three rounds.
    assert sum(r.points for r in rows) == 3 * 9 * 3
    # The games say which tournament and round they belong to.
    games = [x.game_id for x in standing.tables]
    stored = [await service.store.get_game(g) for g in games]
    assert all(g.status == "finished" for g in stored)


async def test_a_game_ended_early_is_adjudicated_by_its_scores(world):
    service, _clock = world
    t = await _create(service, table_size=2, format="knockout", rounds=None)
    for user in (20, 21, 22):
        await service.sign_up(t.id, user, f"P{user}")
    await service.open_checkin(t)
    for user in (20, 21, 22):
        await service.check_in(t.id, user)
    tables = await service.begin(t)
    assert t.rounds == 2
    byes = [x for x in tables if x.is_bye]
    assert len(byes) == 1  # the top seed
    [table] = [x for x in tables if not x.is_bye]
    game = await service.open_table_game(t, table, channel_id=900)
    async with service.games.locked(game.id) as g:
        await service.games.end(g, 10, may_moderate=True, by_name="Org")
    _, collected = await service.collect(game.id)
    assert collected.adjudicated and collected.places in ((1, 1), (1, 2), (2, 1))
    assert await service.round_done(t)
    final = await service.pair(t)
    assert len(final) == 1 and len(final[0].players) == 2
    assert byes[0].players[0] in final[0].players  # the bye goes through


async def test_the_organisers_tools(world):
    service, _ = world
    t = await _create(service, table_size=2)
    for user in (20, 21, 22, 23):
        await service.sign_up(t.id, user, f"P{user}")
    with pytest.raises(UserError) as err:
        service.check_organiser(t, 20, may_manage=False)
    assert err.value.key == "error.tournament_organiser_only"
    service.check_organiser(t, 20, may_manage=True)
    await service.open_checkin(t)
    for user in (20, 21, 22, 23):
        await service.check_in(t.id, user)
    await service.begin(t)
    await service.set_paused(t, True)
    with pytest.raises(UserError):
        await service.set_paused(t, True)
    await service.set_paused(t, False)
    await service.replace(t, 23, "easy")
    await service.drop(t, 22)
    await service.add(t, 24, "Late")
    players = {p.user_id: p for p in await service.rows.players(t.id)}
    assert players[23].computer == "easy" and players[22].withdrawn and players[24].checked_in
    # A computer plays for 23 from their next game on: their seat is the computer's.
    [table] = [x for x in await service.rows.tables(t.id, 1) if 23 in x.players]
    game = await service.open_table_game(t, table, channel_id=950)
    seat = game.seats[table.players.index(23)]
    assert seat.is_computer and seat.level == "easy"
    await service.end(t)
    assert (await service.get(t.id)).status == "ended"
    assert rules  # the engine is what the games are played with
