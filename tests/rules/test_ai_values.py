"""The Azul round-start value: the hand-set shares (medium's, hard-classic's) and the weights
fitted to played games (hard's), and the least squares that fits them."""

from __future__ import annotations

import random

import pytest

from bench.fit_values import fit, least_squares
from rules import new_game
from rules.ai import azul_policy
from rules.ai.azul_eval import (
    FITTED,
    HAND_SET,
    PART_NAMES,
    azul_values,
    next_starter,
    value_parts,
)
from rules.azul.moves import Draft


def _mid_game(side: str, players: int, seed: int, rounds: int = 3):
    game = new_game("azul", players, side=side, seed=seed)
    rng = random.Random(seed)
    while game.round < rounds and not game.is_over:
        game.play(azul_policy.rollout_move(game, rng, 1.0))
    return game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_first_player_of_a_round_is_worth_the_fitted_start_bonus(players):
    game = new_game("azul", players, seed=players)
    assert next_starter(game) == game.start_player == game.turn
    hand, fitted = azul_values(game), azul_values(game, fitted=True)
    assert hand == [0.0] * players  # nothing on any board, nothing hand-set for moving first
    bonus = FITTED["colour"].start[players - 2]
    assert bonus > 0
    assert fitted == [bonus if s == game.start_player else 0.0 for s in range(players)]


def test_taking_the_marker_moves_the_start_bonus_to_its_taker():
    game = new_game("azul", 2, seed=5)
    first = game.turn
    factory = next(s for s in range(1, len(game.sources)) if len(set(game.sources[s])) > 2)
    colour = next(c for c in range(5) if game.sources[factory][c])
    game.play(Draft(factory, colour, 5))  # the rest goes to the centre
    assert next_starter(game) is None  # the marker is on the table, up for grabs
    taker = game.turn
    assert taker != first
    colour = next(c for c in range(5) if game.sources[0][c])
    game.play(Draft(0, colour, 5))
    assert next_starter(game) == taker
    fitted, hand = azul_values(game, fitted=True), azul_values(game)
    bonus = FITTED["colour"].start[0]
    assert fitted[taker] - hand[taker] == pytest.approx(bonus)


@pytest.mark.parametrize("side", ["colour", "grey"])
def test_fitted_values_weigh_the_same_parts_as_the_hand_set_ones(side):
    for seed in range(8):
        game = _mid_game(side, 2, seed)
        if game.is_over:
            continue
        for weights, fitted in ((HAND_SET, False), (FITTED[side], True)):
            multipliers = {
                "score": 1.0,
                "lines": weights.lines,
                "colours": weights.colours,
                "columns": weights.columns,
                "rows": weights.rows,
                "start": weights.start[0],
            }
            for seat in range(2):
                parts = value_parts(game, seat)
                expected = sum(multipliers[k] * v for k, v in zip(PART_NAMES, parts, strict=True))
                assert azul_values(game, fitted)[seat] == pytest.approx(expected)


def test_an_unfinished_line_counts_more_once_fitted():
    game = new_game("azul", 2, seed=9)
    factory = next(s for s in range(1, len(game.sources)) if max(game.sources[s]) < 4)
    colour = next(c for c in range(5) if game.sources[factory][c])
    game.play(Draft(factory, colour, 4))  # fewer than five tiles: pattern line 5 unfinished
    lines = value_parts(game, 0)[1]
    assert lines > 0
    hand, fitted = azul_values(game), azul_values(game, fitted=True)
    assert fitted[0] - hand[0] == pytest.approx((FITTED["colour"].lines - 1) * lines)


def test_least_squares_recovers_known_weights():
    rng = random.Random(3)
    rows = [[rng.uniform(-3, 3) for _ in range(3)] for _ in range(200)]
    targets = [2.0 * a - 0.5 * b + 1.25 * c for a, b, c in rows]
    assert least_squares(rows, targets) == pytest.approx([2.0, -0.5, 1.25])


def test_the_fit_reports_every_weight_and_beats_the_hand_set_value():
    line = fit("colour", 2, games=300, seed=1)
    assert set(line) >= {"lines", "colours", "columns", "start", "mse_fitted", "mse_hand_set"}
    assert line["samples"] > 1000
    assert line["mse_fitted"] <= line["mse_hand_set"]  # a least-squares fit never does worse
    assert line["start"] > 0  # moving first is worth points in every sample of this size
