"""The hard player's parts: the round-end solver is exact, and its limits are what was asked."""

from __future__ import annotations

import random
import time

import pytest

from rules import DRAFT, WALL, new_game
from rules.ai import decide
from rules.ai.adapters import adapter, margin
from rules.ai.hard import solve_round
from rules.ai.mcts import CEILING_MS, limits
from rules.rng import SeededDraws


def round_tails(side: str, players: int, tail: int, count: int, seed: int):
    """Azul positions with at most `tail` groups of tiles left in the round."""
    rng = random.Random(seed)
    ai = adapter(new_game("azul", 2))
    found = []
    while len(found) < count:
        game = new_game("azul", players, side=side, seed=rng.randrange(1 << 30))
        for _ in range(rng.randrange(0, 3)):  # a later round now and then
            while not game.is_over and not (game.round > 1 and ai.round_tail(game) > 12):
                game.play(rng.choice(game.legal_moves()))
        while not game.is_over and ai.round_tail(game) > tail:
            game.play(rng.choice(game.legal_moves()))
        if not game.is_over and len(game.legal_moves()) > 1:
            found.append(game)
    return found


def minimax(state, me: int, own_weight: float, stop: str | None) -> float:
    """Every line to the round's end (or the `stop` phase), no pruning: what the solver's
    answer must equal."""
    if state.is_over or state.draw_log or state.phase == stop:
        return margin(adapter(state).values(state), me, own_weight)
    values = []
    for move in state.legal_moves():
        child = state.copy()
        child.play(move)
        values.append(minimax(child, me, own_weight, stop))
    return max(values) if state.turn == me else min(values)


@pytest.mark.parametrize(("side", "players"), [("colour", 2), ("grey", 2), ("colour", 3)])
def test_the_round_end_solver_finds_the_minimax_value(side, players):
    for game in round_tails(side, players, tail=4, count=4, seed=players + len(side)):
        solved = solve_round(game, seed=1, own_weight=1.0)
        assert solved is not None and solved.move in game.legal_moves()
        base = game.copy()
        base.draw_log = []
        base.draws = SeededDraws(1)
        stop = WALL if game.phase == DRAFT else None  # grey walls: see rules.ai.hard
        best = minimax(base, game.turn, 1.0, stop)
        after = base.copy()
        after.play(solved.move)
        assert minimax(after, game.turn, 1.0, stop) == pytest.approx(best)
        assert f"rated {round(best):+d}" in solved.note


def test_the_solver_leaves_big_rounds_and_pavilion_to_the_tree_search():
    assert solve_round(new_game("azul", 2, seed=1)) is None  # 5 full factories: too big
    assert solve_round(new_game("summer-pavilion", 2, seed=1)) is None
    (game,) = round_tails("colour", 4, tail=7, count=1, seed=9)
    assert solve_round(game, max_nodes=10) is None  # gave up: the tree search decides
    assert "simulated games" in decide(game, "hard", seed=0, iterations=20, solve_nodes=10).note


def test_what_stops_the_search():
    ai = adapter(new_game("azul", 2))
    now = time.perf_counter()
    playouts, deadline = limits(ai, None, None)  # the default: playouts, under a ceiling
    assert playouts == ai.iterations and deadline - now == pytest.approx(CEILING_MS / 1000, 0.05)
    assert limits(ai, 300, None) == (300, None)  # playouts only: the clock is never read
    playouts, deadline = limits(ai, None, 250)
    assert playouts is None and deadline - now == pytest.approx(0.25, abs=0.05)
    playouts, deadline = limits(ai, 300, 250)
    assert playouts == 300 and deadline is not None


def test_a_budget_bounds_the_solver_too():
    (game,) = round_tails("colour", 4, tail=7, count=1, seed=4)
    unhurried = solve_round(game, max_nodes=10**9)
    assert unhurried is not None and int(unhurried.note.split("(")[1].split()[0]) > 256
    assert solve_round(game, max_nodes=10**9, deadline=time.perf_counter()) is None
    start = time.perf_counter()
    decision = decide(game, "hard", seed=0, budget_ms=50, solve_nodes=10**9)
    assert time.perf_counter() - start < 0.5
    assert decision.move in game.legal_moves()
