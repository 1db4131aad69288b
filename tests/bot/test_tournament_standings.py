"""Tournament points and standings (`bot/tournaments/standings.py`) against tables worked out by
hand."""

from __future__ import annotations

import pytest

from bot.tournaments.standings import BYE, Player, Result, place_points, standings


def test_points_by_place_at_every_table_size():
    assert place_points([1, 2]) == [6, 0]
    assert place_points([2, 1, 3]) == [3, 6, 0]
    assert place_points([4, 3, 2, 1]) == [0, 2, 4, 6]
    # Shared places share their points: a drawn pair 3 each; two first of four (6 + 4) / 2.
    assert place_points([1, 1]) == [3, 3]
    assert place_points([1, 1, 3, 4]) == [5, 5, 2, 0]
    assert place_points([1, 2, 2]) == [6, 1.5, 1.5]
    with pytest.raises(ValueError):
        place_points([1])


def test_standings_worked_by_hand():
    # Round 1: table A (1, 2, 3), table B (4, 5) and 6 has a bye.
    # Round 2: table C (1, 4, 6), table D (2, 5, 3).
    results = [
        Result(1, (1, 2, 3), (60, 45, 30), (1, 2, 3)),
        Result(1, (4, 5), (50, 50), (1, 1)),
        Result(2, (1, 4, 6), (40, 70, 55), (3, 1, 2)),
        Result(2, (2, 5, 3), (48, 62, 20), (2, 1, 3)),
    ]
    people = [Player(i, rating=2000 - i) for i in range(1, 7)]
    rows = {r.player: r for r in standings(people, results, byes=[6])}
    # Points: 1: 6 + 0; 2: 3 + 3; 3: 0 + 0; 4: 3 + 6; 5: 3 + 6; 6: BYE + 3.
    assert {p: rows[p].points for p in rows} == {1: 6, 2: 6, 3: 0, 4: 9, 5: 9, 6: BYE + 3}
    # Opponents' points, an opponent counted once per game met:
    # 1 met 2, 3 (round 1) and 4, 6 (round 2): 6 + 0 + 9 + 6 = 21.
    assert rows[1].opponents_points == 21
    assert rows[2].opponents_points == 6 + 0 + 9 + 0  # 1, 3, then 5, 3
    assert rows[4].opponents_points == 9 + 6 + 6  # 5, then 1, 6
    assert rows[5].opponents_points == 9 + 6 + 0  # 4, then 2, 3
    assert rows[6].opponents_points == 6 + 9 and rows[6].byes == 1
    assert rows[4].total_score == 120 and rows[5].total_score == 112
    order = [r.player for r in standings(people, results, byes=[6])]
    # 4 and 5 level on points (9) and opponents' points (21 and 15): 4 first.
    # 1, 2 and 6 level on points (6): opponents' points 21, 15, 15; 2 and 6 level there too,
    # and on total score? 2: 93, 6: 55, so 2 before 6.
    assert order == [4, 5, 1, 2, 6, 3]
    assert [r.rank for r in standings(people, results, byes=[6])] == [1, 2, 3, 4, 5, 6]


def test_head_to_head_then_rating_then_a_shared_rank():
    people = [Player(1, 1400), Player(2, 1600), Player(3), Player(4)]
    # 1 beat 2, then 1 lost to 4 and 2 beat 3; 3 beat 4 while 1 and 2 had byes.
    # Points 1: 6 + 0 + 3 = 9, 2: 0 + 6 + 3 = 9; opponents' points 1: 2 (9) + 4 (6) = 15,
    # 2: 1 (9) + 3 (6) = 15; total scores 50 + 40 = 90 and 40 + 50 = 90: level until
    # head-to-head, which 1 won.
    results = [
        Result(1, (1, 2), (50, 40), (1, 2)),
        Result(2, (2, 3), (50, 30), (1, 2)),
        Result(2, (1, 4), (40, 60), (2, 1)),
        Result(3, (3, 4), (50, 20), (1, 2)),
    ]
    rows = standings(people, results, byes=[1, 2])
    by = {r.player: r for r in rows}
    assert by[1].points == by[2].points == 9
    assert by[1].opponents_points == by[2].opponents_points == 15
    assert by[1].total_score == by[2].total_score == 90
    assert (by[1].head_to_head, by[2].head_to_head) == (1, 0)
    assert [r.player for r in rows][:2] == [1, 2] and [r.rank for r in rows][:2] == [1, 2]
    # A shared win between 1 and 2 instead, both beating their other opponent, 3 and 4 drawn:
    # points 12 and 12, opponents' points 15 and 15, scores 95 and 95, head-to-head ½ each:
    # level on everything but rating, so 2 (1600) is listed first and they share the rank;
    # 3 and 4 are level on everything too (3, 15, 50, ½).
    results = [
        Result(1, (1, 2), (45, 45), (1, 1)),
        Result(2, (2, 3), (50, 30), (1, 2)),
        Result(2, (1, 4), (50, 30), (1, 2)),
        Result(3, (3, 4), (20, 20), (1, 1)),
    ]
    rows = standings(people, results, byes=[1, 2])
    assert [r.player for r in rows] == [2, 1, 3, 4]
    assert [r.points for r in rows] == [12, 12, 3, 3]
    assert [r.rank for r in rows] == [1, 1, 3, 3]


def test_a_withdrawn_player_keeps_their_results_and_so_do_their_opponents():
    results = [Result(1, (1, 2), (50, 40), (1, 2)), Result(1, (3, 4), (30, 20), (1, 2))]
    people = [Player(1), Player(2, withdrawn=True), Player(3), Player(4)]
    rows = {r.player: r for r in standings(people, results)}
    assert rows[2].withdrawn and rows[2].games == 1
    assert rows[1].points == 6 and rows[1].opponents_points == 0
