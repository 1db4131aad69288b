"""Finished games kept for good (bot/store/results.py) on both stores: results per seat,
ratings once per game (also beside another writer), history pages, the ladder, uploads,
catching up."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.games.service import GameService
from bot.store.drivers import Statement
from bot.store.games import Store
from bot.store.ratings import GLOBAL, Rating, player_key, rate
from bot.store.results import Upload

from .finished import finish_game, play_on

GUILD = 500
ANA, BO, CY, DI = (1, "Ana"), (2, "Bo"), (3, "Cy"), (4, "Di")


@pytest.fixture
async def service(database):
    store = await Store.open(database, busy_timeout_ms=2000)
    seeds = iter(range(1000, 2000))
    yield GameService(store, seed_source=lambda: next(seeds))
    await store.close()


async def _seats(store: Store, game_id: int) -> list[tuple]:
    rows = await store._db.query(
        "SELECT seat, user_id, level, score, place FROM seats WHERE game_id = ? ORDER BY seat",
        game_id,
    )
    return [tuple(r) for r in rows]


@pytest.mark.parametrize("players", [2, 3, 4])
async def test_a_finished_game_keeps_scores_places_and_rates_everyone(service, players):
    people = [ANA, BO, CY, DI][:players]
    table = await finish_game(service, guild_id=GUILD, channel_id=7, people=people, seed=players)
    assert table.status == "finished"
    store = service.store
    seats = await _seats(store, table.id)
    assert [s[3] for s in seats] == table.game.scores
    winners = table.game.winners
    assert sorted(s[0] for s in seats if s[4] == 1) == winners
    # Ratings on the server and everywhere, one row per person, and one change per scope.
    for scope in (GUILD, GLOBAL):
        changes = await store.results.rating_changes(table.id, scope)
        assert set(changes) == {player_key(uid, None) for uid, _ in people}
        for seat, user_id, *_ in seats:
            before, after = changes[player_key(user_id, None)]
            assert round(before) == 1000
            if seat in winners and len(winners) == 1:
                assert after > before
    ladder = await store.results.ladder(GUILD, "azul", min_games=1, limit=10, player=None)
    assert ladder.total == players
    assert {e.player for e in ladder.entries} == {player_key(uid, None) for uid, _ in people}
    assert ladder.entries[0].rank == 1


async def test_whoever_resigned_is_placed_last_when_the_game_is_played_out(service):
    """Ana resigns, a computer plays her seat to the end: whatever it scores, she is last."""
    table = await finish_game(service, guild_id=GUILD, channel_id=7, people=[ANA, BO, CY], moves=9)
    async with service.locked(table.id) as t:
        assert await service.resign(t, ANA[0], by_name="Ana") is None  # two people play on
    await play_on(service, table, seed=3)
    assert table.status == "finished"
    seats = await _seats(service.store, table.id)
    assert seats[[s.user_id for s in table.seats].index(ANA[0])][4] == 3
    changes = await service.store.results.rating_changes(table.id, GUILD)
    before, after = changes[player_key(ANA[0], None)]
    assert after < before


async def test_a_game_is_rated_once(service):
    table = await finish_game(service, guild_id=GUILD, channel_id=7, people=[ANA, BO])
    results = service.store.results
    assert await results.rate_game(table.id) is False  # rated when it ended
    rows = await service.store._db.query("SELECT games FROM ratings WHERE scope = ?", GUILD)
    assert sorted(int(r[0]) for r in rows) == [1, 1]


async def test_a_tie_and_a_computer_seat_are_rated(service):
    """Places written by hand (a shared first place) are rated as a tie; a computer level has
    a rating of its own."""
    table = await finish_game(
        service, guild_id=GUILD, channel_id=7, people=[ANA, BO], computers=["medium"], moves=10
    )
    store = service.store
    await store._db.batch(
        [
            Statement(
                "UPDATE games SET status = 'finished', finished_at = '2026-01-01T00:00:00+00:00' "
                "WHERE id = ?",
                (table.id,),
            ),
            *(
                Statement(
                    "UPDATE seats SET score = ?, place = ? WHERE game_id = ? AND seat = ?",
                    (score, place, table.id, seat),
                )
                for seat, (score, place) in enumerate([(40, 1), (40, 1), (10, 3)])
            ),
        ]
    )
    assert await store.results.rate_game(table.id) is True
    keys = [player_key(s.user_id, s.level) for s in table.seats]
    changes = await store.results.rating_changes(table.id, GUILD)
    expected = rate([(k, Rating()) for k in keys], [1, 1, 3])
    for key in keys:
        assert changes[key][1] == pytest.approx(expected[key].shown)
    assert changes[keys[0]][1] == pytest.approx(changes[keys[1]][1])
    assert player_key(None, "medium") in changes


async def test_a_rating_changed_by_another_writer_is_read_again(service, database):
    """Another process rates a game of the same player between our read and our write: our
    version check fails, we read again, and both games count."""
    first = await finish_game(service, guild_id=GUILD, channel_id=7, people=[ANA, BO])
    second = await finish_game(service, guild_id=GUILD, channel_id=8, people=[ANA, CY], seed=5)
    store = service.store
    other = await Store.open(database)
    try:
        # Undo the second game's rating, then rate it while the other store changes Ana's row.
        await store._db.batch(
            [
                Statement("DELETE FROM rating_changes WHERE game_id = ?", (second.id,)),
                Statement("UPDATE games SET ratings_applied = 0 WHERE id = ?", (second.id,)),
                Statement(
                    "UPDATE ratings SET games = 1 WHERE player = ? AND scope = ?",
                    (player_key(ANA[0], None), GUILD),
                ),
                Statement(
                    "DELETE FROM ratings WHERE player = ? OR (player = ? AND games = 2)",
                    (player_key(CY[0], None), player_key(ANA[0], None)),
                ),
            ]
        )
        results = store.results
        real_apply = results._apply
        raced = []

        async def racing_apply(*args):
            if not raced:  # once: the other process writes first
                raced.append(True)
                await other._db.batch(
                    [
                        Statement(
                            "UPDATE ratings SET games = games + 1 WHERE player = ? AND scope = ?",
                            (player_key(ANA[0], None), GUILD),
                        )
                    ]
                )
            return await real_apply(*args)

        results._apply = racing_apply
        assert await results.rate_game(second.id) is True
        assert raced == [True]
        rows = await store._db.query(
            "SELECT games FROM ratings WHERE player = ? AND scope = ?",
            player_key(ANA[0], None),
            GUILD,
        )
        assert int(rows[0][0]) == 3  # 1, +1 by the other writer, +1 for this game
    finally:
        await other.close()
    assert first.status == "finished"


async def test_history_pages_newest_first_with_filters(service):
    games = []
    for i in range(12):
        people = [ANA, BO] if i % 3 else [CY, DI]
        edition = "summer-pavilion" if i % 4 == 0 else "azul"
        games.append(
            await finish_game(
                service, guild_id=GUILD, channel_id=100 + i, people=people, edition=edition, seed=i
            )
        )
    # Another server's game is never listed here.
    await finish_game(service, guild_id=GUILD + 1, channel_id=99, people=[ANA, BO])
    results = service.store.results
    total, first = await results.history(GUILD, limit=5)
    assert total == 12
    assert [g.id for g in first] == [g.id for g in reversed(games)][:5]
    _, last = await results.history(GUILD, offset=10, limit=5)
    assert [g.id for g in last] == [games[1].id, games[0].id]
    total, cy = await results.history(GUILD, user_id=CY[0], limit=20)
    assert total == 4 and all(any(s.user_id == CY[0] for s in g.seats) for g in cy)
    assert await results.latest_edition(GUILD) == games[-1].edition  # the leaderboard's default
    assert await results.latest_edition(GUILD + 2) is None
    total, pav = await results.history(GUILD, edition="summer-pavilion", limit=20)
    assert total == 3 and {g.edition for g in pav} == {"summer-pavilion"}
    line = first[0]
    assert [s.score for s in line.seats] == games[-1].game.scores


async def test_a_persons_record_and_the_ladder_rank(service):
    for i in range(3):
        await finish_game(service, guild_id=GUILD, channel_id=10 + i, people=[ANA, BO], seed=i)
    results = service.store.results
    (record,) = await results.record_of(GUILD, ANA[0])
    assert record.edition == "azul" and record.games == 3
    assert len(record.ratings) == 3 and record.rating.games == 3
    assert record.everywhere is not None and record.everywhere.games == 3
    ladder = await results.ladder(
        GUILD, "azul", min_games=3, limit=1, player=player_key(BO[0], None)
    )
    assert ladder.total == 2 and len(ladder.entries) == 1
    top, own = ladder.entries[0], ladder.own
    if top.player == player_key(BO[0], None):
        assert own is None
    else:
        assert own is not None and own.rank == 2 and own.games == 3
    nobody = await results.ladder(GUILD, "azul", min_games=4, limit=10, player=None)
    assert nobody.entries == [] and nobody.total == 0


async def test_an_uploaded_record_keeps_one_id_per_sender_and_expires_unused(service):
    record = json.loads(Path("tests/fixtures/records/azul-colour-2p-01.json").read_text())
    results = service.store.results
    first = await results.keep_upload(record, "a.json", ANA[0])
    again = await results.keep_upload(dict(reversed(list(record.items()))), "b.json", ANA[0])
    assert first == again
    # The sender's latest name for it; someone else sending it has a row of their own.
    assert await results.upload(first) == Upload(record, "b.json", ANA[0])
    theirs = await results.keep_upload(record, "c.json", BO[0])
    assert theirs != first
    assert await results.upload(theirs) == Upload(record, "c.json", BO[0])
    assert await results.upload(max(first, theirs) + 1) is None
    await results.keep_review(f"f{first}", "s", {"judged": 1})
    await results.keep_review("g1", "s", {"judged": 2})
    # Used now: kept a while; unused for 30 days: gone, with its review.
    now = datetime.now(UTC)
    assert await results.expire_uploads(now - timedelta(days=30)) == 0
    assert await results.expire_uploads(now + timedelta(seconds=5)) == 2
    assert await results.upload(first) is None
    assert await results.review_of(f"f{first}", "s") is None
    assert await results.review_of("g1", "s") == {"judged": 2}  # games' reviews stay


async def test_catch_up_places_and_rates_older_games(service):
    """Games that ended before schema 5 have a result but no places or ratings: start-up
    catches up, once."""
    table = await finish_game(service, guild_id=GUILD, channel_id=7, people=[ANA, BO, CY])
    store = service.store
    await store._db.batch(
        [
            Statement(
                "UPDATE games SET finished_at = NULL, ratings_applied = 0 WHERE id = ?", (table.id,)
            ),
            Statement("UPDATE seats SET score = NULL, place = NULL WHERE game_id = ?", (table.id,)),
            Statement("DELETE FROM rating_changes"),
            Statement("DELETE FROM ratings"),
        ]
    )
    assert await store.results.catch_up() == (1, 1)
    seats = await _seats(store, table.id)
    assert [s[3] for s in seats] == table.game.scores
    assert all(s[4] is not None for s in seats)
    assert await store.results.catch_up() == (0, 0)
