"""The game service without Discord: table rules, locking, commit before the table changes."""

from __future__ import annotations

import asyncio
import json
import sqlite3

import pytest

import rules
from bot.games.rebuild import rebuild_game
from bot.games.service import GameService
from bot.i18n.errors import StaleTurn, UserError
from bot.store.games import Store

from ..dbquery import rows


@pytest.fixture
async def service(database):
    store = await Store.open(database, busy_timeout_ms=200)
    yield GameService(store, seed_source=lambda: 99)
    await store.close()


async def _running(service: GameService, edition: str = "azul"):
    table = await service.open_lobby(
        guild_id=1, channel_id=2, host_id=10, host_name="Ana", edition=edition, side="colour"
    )
    async with service.locked(table.id) as t:
        await service.join(t, 20, "Bo")
        await service.start(t, 10)
    return table


def _user(table, seat=None):
    return table.seats[table.to_act if seat is None else seat].user_id


async def test_lobby_rules(service):
    table = await service.open_lobby(
        guild_id=1, channel_id=2, host_id=10, host_name="Ana", edition="azul", side="grey"
    )
    async with service.locked(table.id) as t:
        with pytest.raises(UserError) as err:
            await service.start(t, 10)
        assert err.value.key == "error.too_few_players"
        for user in (20, 30, 40):
            await service.join(t, user, f"P{user}")
        with pytest.raises(UserError) as err:
            await service.join(t, 50, "Late")
        assert err.value.key == "error.lobby_full"
        with pytest.raises(UserError) as err:
            await service.start(t, 20)
        assert err.value.render() == "Only the host (Ana) can do that."
        await service.start(t, 10)
    assert table.status == "active" and sorted(table.names) == ["Ana", "P20", "P30", "P40"]
    # Seats are drawn with the game's seed: the same seed gives the same order.
    assert table.game.names == table.names


async def test_two_moves_at_once_apply_exactly_one(service):
    table = await _running(service)
    user, ply = _user(table), table.ply
    moves = [str(m) for m in table.game.legal_moves()[:2]]

    async def attempt(move):
        async with service.locked(table.id) as t:
            return await service.play(t, user_id=user, notation=move, ply=ply)

    results = await asyncio.gather(*(attempt(m) for m in moves), return_exceptions=True)
    played = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, BaseException)]
    assert len(played) == 1 and len(refused) == 1
    assert isinstance(refused[0], StaleTurn) and refused[0].by_you
    assert table.ply == 1 and await service.store.moves(table.id) == [played[0].notation]


async def test_illegal_moves_keep_the_engine_message_and_change_nothing(service):
    table = await _running(service)
    before = table.game.to_dict()
    async with service.locked(table.id) as t:
        with pytest.raises(UserError) as err:
            await service.play(t, user_id=_user(t), notation="CB-1")
    assert err.value.render() == "That move is not allowed: the centre is empty."
    assert table.game.to_dict() == before
    other = _user(table, 1 - table.to_act)
    async with service.locked(table.id) as t:
        with pytest.raises(UserError) as err:
            await service.play(t, user_id=other, notation=str(t.game.legal_moves()[0]))
    assert err.value.key == "error.not_your_turn"


@pytest.mark.parametrize(
    ("edition", "notation", "english", "ukrainian"),
    [
        ("azul", "CB-1", "the centre is empty", "з центру столу нічого взяти: там порожньо"),
        (
            "azul",
            "9R-1",
            "there is no factory 9: this game has factories 1-5",
            "вітрини 9 немає: у цій грі вітрини 1-5",
        ),
        (
            "summer-pavilion",
            "O1",
            "tiles are placed in phase 2, once the factories and the centre are empty: "
            "take tiles from a factory or the centre",
            "плитки викладають у 2-му етапі",
        ),
        ("summer-pavilion", "hello", "'hello' is not a Summer Pavilion move", "'hello' — це не"),
    ],
)
async def test_an_illegal_move_is_explained_in_the_askers_language(
    service, edition, notation, english, ukrainian
):
    table = await _running(service, edition)
    async with service.locked(table.id) as t:
        with pytest.raises(UserError) as err:
            await service.play(t, user_id=_user(t), notation=notation)
    refusal = err.value
    assert refusal.render().startswith(f"That move is not allowed: {english}")
    assert refusal.render("en-GB") == refusal.render()
    reason = refusal.render().removeprefix("That move is not allowed: ").removesuffix(".")
    in_ukrainian = refusal.render("uk")
    assert in_ukrainian.startswith(f"Такий хід не дозволено: {ukrainian}")
    assert reason not in in_ukrainian
    words = {w for w in reason.split() if len(w) > 3 and w.isalpha()} - {"pass"}  # notation
    assert not words & set(in_ukrainian.split())


@pytest.mark.sqlite_only
async def test_a_failed_commit_leaves_the_table_as_it_was(service, database):
    table = await _running(service)
    before = table.game.to_dict()
    blocker = sqlite3.connect(database)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        async with service.locked(table.id) as t:
            with pytest.raises(UserError) as refused:
                await service.play(t, user_id=_user(t), notation=str(t.game.legal_moves()[0]))
            assert refused.value.key == "error.move_not_saved"  # said as not played
    finally:
        blocker.rollback()
        blocker.close()
    assert table.ply == 0 and table.game.to_dict() == before


async def test_computer_and_forced_moves_and_the_end(service):
    table = await service.open_lobby(
        guild_id=1, channel_id=3, host_id=10, host_name="Ana", edition="azul", side="colour"
    )
    async with service.locked(table.id) as t:
        await service.add_computer(t, 10, "easy")
        await service.add_computer(t, 10, "easy")
        await service.start(t, 10)
        # Ana resigns: only computers are left, so the game ends at once.
        closing = await service.resign(t, 10, by_name="Ana")
    assert closing is not None and closing.status == "resigned"
    assert table.status == "resigned" and service.table(table.id) is None

    # Two computers alone play a whole game, as the bot's driver would.
    table = await service.open_lobby(
        guild_id=1, channel_id=4, host_id=10, host_name="Ana", edition="azul", side="grey"
    )
    async with service.locked(table.id) as t:
        await service.add_computer(t, 10)
        await service.join(t, 20, "Bo")
        await service.start(t, 10)
        t.seats[t.seat_of(10)].resigned = True  # both people let the computer play for them
        t.seats[t.seat_of(20)].resigned = True
        while (outcome := await service.play_automatic(t)) is not None:
            last = outcome
    assert last.finished and table.status == "finished"
    stored = await service.stored(table.id)
    assert stored.status == "finished" and stored.result["scores"] == table.game.scores
    assert rebuild_game(stored).to_dict() == table.game.to_dict()


async def test_a_snapshot_behind_its_moves_is_rebuilt_from_the_moves(service):
    table = await _running(service, "summer-pavilion")
    for _ in range(3):
        async with service.locked(table.id) as t:
            await service.play(t, user_id=_user(t), notation=str(t.game.legal_moves()[0]))
    stored = await service.stored(table.id)
    stored.snapshot = rules.new_game("summer-pavilion", 2).to_dict()  # stale or foreign
    assert rebuild_game(stored).to_dict() == table.game.to_dict()


@pytest.mark.parametrize(
    "garbage",
    ['{"moves": ["1', "not JSON at all", '{"moves": MOVES, "factories": 7, "players": null}'],
    ids=["truncated", "not-json", "wrong-shape"],
)
async def test_a_corrupt_snapshot_is_rebuilt_from_the_moves(service, database, garbage):
    """A snapshot broken on disk (a torn write, a hand edit): the game is read from its moves,
    and plays on."""
    table = await _running(service, "summer-pavilion")
    for _ in range(3):
        async with service.locked(table.id) as t:
            await service.play(t, user_id=_user(t), notation=str(t.game.legal_moves()[0]))
    moves = json.dumps(table.game.moves)
    rows(
        database,
        "UPDATE games SET snapshot = ? WHERE id = ?",
        garbage.replace("MOVES", moves),
        table.id,
    )
    other = GameService(await Store.open(database), seed_source=lambda: 99)  # a fresh process
    try:
        again = await other.get(table.id)
        assert again is not None and again.game.to_dict() == table.game.to_dict()
        async with other.locked(again.id) as t:
            await other.play(t, user_id=_user(t), notation=str(t.game.legal_moves()[0]))
        assert (await other.stored(table.id)).snapshot["moves"] == again.game.moves
    finally:
        await other.store.close()


async def test_a_move_another_process_committed_first_wins(service, database):
    """Two processes on one database (a shard handed over, say): the database refuses the
    second move at the same ply; the loser is told the turn moved on and reads the game anew."""
    table = await _running(service)
    other = GameService(await Store.open(database), seed_source=lambda: 99)
    try:
        theirs = await other.get(table.id)
        async with other.locked(theirs.id) as t:
            first = str(t.game.legal_moves()[0])
            await other.play(t, user_id=_user(t), notation=first)
        async with service.locked(table.id) as t:
            with pytest.raises(StaleTurn):
                await service.play(t, user_id=_user(t), notation=str(t.game.legal_moves()[-1]))
        again = await service.get(table.id)
        assert again.ply == 1 and again.game.moves == [first]
    finally:
        await other.store.close()


async def test_a_take_back_or_an_end_after_another_process_changed_the_game_keeps_its_change(
    service, database
):
    """Taking back and closing are guarded in the database like a move (not only by this
    process's lock): a second process that moved or ended the game first wins, and the stale
    copy here is dropped instead of overwriting it."""
    table = await service.open_lobby(
        guild_id=1, channel_id=2, host_id=10, host_name="Ana", edition="azul", side="colour"
    )
    async with service.locked(table.id) as t:
        await service.add_computer(t, 10, "easy")
        await service.start(t, 10)
    other = GameService(await Store.open(database), seed_source=lambda: 99)
    try:
        async with service.locked(table.id) as t:
            while t.to_act != t.seat_of(10):
                await service.play_automatic(t)
            await service.play(t, user_id=10, notation=str(t.game.legal_moves()[0]))
            ply = t.ply
        # The other process plays the computer's reply; this one still holds the game at `ply`.
        async with other.locked(table.id) as t:
            await other.play_automatic(t)
        async with service.locked(table.id) as t:
            assert t.ply == ply
            with pytest.raises(StaleTurn):
                await service.take_back(t, 10)
        assert len((await other.stored(table.id)).moves) == ply + 1
        # The other process ends the game; an end from this one's stale copy is refused.
        async with other.locked(table.id) as t:
            await other.end(t, 10, may_moderate=False, by_name="Ana")
        assert await service.get(table.id) is None  # dropped on the conflict, read anew: closed
        assert (await other.stored(table.id)).status == "ended"
    finally:
        await other.store.close()


async def test_closing_a_game_twice_in_the_database_is_refused(service):
    table = await _running(service)
    await service.store.close_game(table.id, "ended", {"reason": "ended"})
    from bot.store.rows import GameClosed

    with pytest.raises(GameClosed):
        await service.store.close_game(table.id, "cancelled", {"reason": "cancelled"})
    assert (await service.stored(table.id)).status == "ended"
    # The copy still held in memory cannot end it a second time either (a moderator's end).
    async with service.locked(table.id) as t:
        with pytest.raises(UserError) as refused:
            await service.end(t, 99, may_moderate=True, by_name="Mod")
    assert refused.value.key == "error.game_over"


async def test_a_held_game_stays_loaded_however_many_others_are_used(database):
    """A computer player holds its game between moves (`service.holding`): past `max_loaded`
    the idle games are dropped from memory, never a held one."""
    store = await Store.open(database)
    service = GameService(store, seed_source=lambda: 99, max_loaded=1)
    try:
        first = await service.open_lobby(
            guild_id=1, channel_id=2, host_id=10, host_name="Ana", edition="azul", side="colour"
        )
        with service.holding(first.id):
            second = await service.open_lobby(
                guild_id=1, channel_id=3, host_id=20, host_name="Bo", edition="azul", side="grey"
            )
            assert set(service.tables) == {first.id, second.id}  # over the limit, held
        third = await service.open_lobby(
            guild_id=1, channel_id=4, host_id=30, host_name="Cy", edition="azul", side="grey"
        )
        assert set(service.tables) == {third.id}  # released: the idle ones go
        assert (await service.get(first.id)).host_id == 10  # and come back from the database
    finally:
        await store.close()
