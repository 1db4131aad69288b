"""Places and ratings: the pure part (bot/ratings.py)."""

from __future__ import annotations

import pytest

from bot.store.ratings import START, Rating, places, player_key, rate, shown


def test_places_put_winners_first_then_scores_and_share_ties():
    assert places([30, 50, 40], [1], [False] * 3) == [3, 1, 2]
    # A shared win (equal scores and rows): both first, the next is third.
    assert places([50, 50, 20], [0, 1], [False] * 3) == [1, 1, 3]
    # Equal scores but the rules' tie-break made seat 1 the only winner.
    assert places([50, 50, 20], [1], [False] * 3) == [2, 1, 3]
    # Equal scores behind the winner share a place.
    assert places([60, 20, 20, 10], [0], [False] * 4) == [1, 2, 2, 4]


def test_whoever_resigned_comes_after_everyone_still_playing():
    assert places([70, 10, 30], [2], [True, False, False]) == [3, 2, 1]


def test_a_newcomer_starts_at_1000():
    assert round(START.shown) == 1000
    assert shown(25.0, 25 / 3) == pytest.approx(1000.0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_winner_gains_and_the_last_loses(players):
    keys = [f"u:{i}" for i in range(players)]
    after = rate([(k, Rating()) for k in keys], list(range(1, players + 1)))
    assert after[keys[0]].mu > START.mu > after[keys[-1]].mu
    assert all(after[k].sigma < START.sigma for k in keys)  # everyone is better known
    assert [after[k].games for k in keys] == [1] * players
    assert [after[k].wins for k in keys] == [1] + [0] * (players - 1)
    mus = [after[k].mu for k in keys]
    assert mus == sorted(mus, reverse=True)


def test_a_tie_moves_equal_players_equally():
    after = rate([("u:1", Rating()), ("u:2", Rating()), ("u:3", Rating())], [1, 1, 3])
    assert after["u:1"].mu == pytest.approx(after["u:2"].mu)
    assert after["u:1"].wins == after["u:2"].wins == 1
    assert after["u:3"].mu < START.mu


def test_two_computers_of_one_level_count_one_game():
    level = player_key(None, "medium")
    after = rate([("u:1", Rating()), (level, Rating()), (level, Rating())], [2, 1, 3])
    assert after[level].games == 1 and after[level].wins == 1
    assert set(after) == {"u:1", level}


def test_beating_a_stronger_player_is_worth_more():
    strong = Rating(mu=35.0, sigma=3.0, games=40, wins=30)
    upset = rate([("u:1", Rating()), ("u:2", strong)], [1, 2])
    expected = rate([("u:1", Rating()), ("u:2", Rating())], [1, 2])
    assert upset["u:1"].mu > expected["u:1"].mu
