"""Summer Pavilion's compiled search (rules.ai.native.pavilion) holds to the Python reference:
the same rules move by move (acquiring, placing with wilds and bonus tiles, passing and keeping,
the supply's refills and the deals drawn from the same generator state, round and game ends),
the same candidates and quick values, position values and rewards to the last bit, and a search
that is deterministic, stops where settled and values moves as the Python search does."""

from __future__ import annotations

import random

import numpy as np
import pytest

from rules.ai import choose_move, pavilion_eval, pavilion_policy
from rules.ai.mcts import rewards, search
from rules.ai.native import basics, editions
from rules.ai.native.pavilion import engine, layout, policy
from rules.pavilion import PavilionGame

SIDES_AND_PLAYERS = [(side, n) for side in ("colour", "grey") for n in (2, 3, 4)]


def _arrays():
    return (
        np.empty(editions.MAX_MOVES, np.int64),
        np.empty(editions.MAX_MOVES),
        np.empty(64, np.int64),
        np.empty(64),
    )


def _positions(side: str, players: int, seed: int, games: int = 2):
    """Every position of a few whole games between random and greedy-ish players."""
    for g in range(games):
        game = PavilionGame(players, side=side, seed=seed * 100 + g)
        rng = random.Random(seed + g)
        while not game.is_over:
            yield game
            if rng.random() < 0.4:
                legal = game.legal_moves()
                move = legal[rng.randrange(len(legal))]
            else:
                move = pavilion_policy.rollout_move(game, rng, 2.0)
            game.play(move)
        yield game


@pytest.mark.parametrize(("side", "players"), SIDES_AND_PLAYERS)
def test_the_compiled_engine_plays_as_the_python_engine(side, players):
    checked = rounds = bonuses = passes = 0
    for game in _positions(side, players, seed=players):
        if game.is_over:
            continue
        st = layout.encode(game)
        draws = np.array([game.draws.rng.state], dtype=np.uint64)
        moves = game.legal_moves()
        earning = [m for m in moves if any(getattr(m, "bonus", ()))]
        move = (earning or moves)[len(game.history) * 7 % len(earning or moves)]
        after = game.copy()
        after.draws = game.draws.copy()
        after.play(move)
        engine.play(st, layout.encode_move(move), draws)
        expected = layout.encode(after)
        st[layout.DREW] = 0
        assert st.tolist() == expected.tolist(), (str(move), game.to_dict())
        assert int(draws[0]) == after.draws.rng.state
        assert layout.decode_move(game, layout.encode_move(move)) == move
        checked += 1
        rounds += after.round != game.round or after.is_over
        bonuses += any(getattr(move, "bonus", ()))
        passes += type(move).__name__ == "Pass" and any(move.kept)
    assert checked > 200 and rounds >= 10 and bonuses >= 3 and passes >= 3


def test_a_held_deal_returns_the_corners_and_leaves_the_factories_empty():
    game = PavilionGame(2, seed=4)
    st = layout.encode(game)
    st[layout.DEAL_UNTIL] = 1
    draws = np.zeros(1, np.uint64)
    rng = np.array([7], np.uint64)
    moves, vals, ints, floats = _arrays()
    while st[layout.ROUND] == 1:
        engine.play(st, policy.rollout_move(st, rng, 1.0, moves, vals, ints, floats), draws)
    assert st[layout.ROUND] == 2 and st[layout.PHASE] == layout.P_ACQUIRE
    assert st[layout.TABLE] == 0 and not st[layout.SOURCES : layout.SOURCES + 60].any()
    for seat in range(2):
        b = layout.BOARDS + seat * layout.BOARD
        assert not st[b + layout.CORNER : b + layout.CORNER + 6].any()


@pytest.mark.parametrize(("side", "players"), SIDES_AND_PLAYERS)
def test_candidates_and_quick_values_are_the_python_ones(side, players):
    moves, vals, ints, floats = _arrays()
    checked = 0
    for game in _positions(side, players, seed=10 + players, games=1):
        if game.is_over:
            continue
        k = policy.options(layout.encode(game), moves, vals, ints, floats)
        candidates = pavilion_policy.candidates(game)
        assert [layout.decode_move(game, int(m)) for m in moves[:k]] == candidates
        assert vals[:k].tolist() == pavilion_policy.move_values(game, candidates)
        checked += 1
    assert checked > 50


@pytest.mark.parametrize(("side", "players"), SIDES_AND_PLAYERS)
def test_the_rollout_policy_without_noise_is_the_python_one(side, players):
    moves, vals, ints, floats = _arrays()
    rng = np.zeros(1, np.uint64)
    checked = 0
    for game in _positions(side, players, seed=30 + players, games=1):
        if game.is_over:
            continue
        code = policy.rollout_move(layout.encode(game), rng, 0.0, moves, vals, ints, floats)
        expected = pavilion_policy.rollout_move(game, random.Random(0), 0.0)
        assert layout.decode_move(game, int(code)) == expected
        checked += 1
    assert checked > 50


@pytest.mark.parametrize(("side", "players"), SIDES_AND_PLAYERS)
def test_position_values_and_rewards_are_the_python_ones(side, players):
    _, _, ints, floats = _arrays()
    out = np.empty(4)
    reward = np.empty(4)
    ends = 0
    for game in _positions(side, players, seed=20 + players, games=1):
        st = layout.encode(game)
        policy.values(st, out, ints, floats)
        expected = pavilion_eval.pavilion_values(game)
        assert out[:players].tolist() == expected
        basics.rewards(st, out, reward, 10.0, 0.8, 0.25)
        assert reward[:players].tolist() == rewards(game, expected, 10.0, 0.8, 0.25)
        ends += game.is_over
    assert ends >= 1


def _midgame(side: str = "colour", players: int = 2, plies: int = 9) -> PavilionGame:
    game = PavilionGame(players, side=side, seed=8)
    for ply in range(plies):
        game.play(choose_move(game, "easy", seed=ply))
    return game


def test_the_compiled_search_is_deterministic_and_counts_its_playouts():
    game = _midgame(plies=30)
    first, done = search(game, seed=3, iterations=3000, settle=0.0, compiled=True)
    again, _ = search(game, seed=3, iterations=3000, settle=0.0, compiled=True)
    other, _ = search(game, seed=4, iterations=3000, settle=0.0, compiled=True)
    assert done == 3000 == sum(first.n)
    assert (first.n, first.w) == (again.n, again.w)
    assert first.n != other.n
    assert first.moves == pavilion_policy.candidates(game)  # the Python search's root, in order
    assert first.priors == sorted(first.priors, reverse=True)
    _, settled = search(game, seed=3, iterations=20000, settle=1.0, compiled=True)
    assert 0 < settled < 20000


@pytest.mark.parametrize(("side", "plies"), [("colour", 9), ("colour", 30), ("grey", 26)])
def test_the_compiled_search_values_moves_as_the_python_one(side, plies):
    """Different random streams, the same search: the moves both searches looked at often get
    the same mean reward within sampling noise."""
    game = _midgame(side, 2, plies)
    slow, _ = search(game, seed=1, iterations=1200, settle=0.0, fast_futures=True)
    fast, _ = search(game, seed=1, iterations=1200, settle=0.0, compiled=True)
    means = {m: (w / n, n) for m, n, w in zip(fast.moves, fast.n, fast.w, strict=True) if n}
    compared = 0
    for move, n, w in zip(slow.moves, slow.n, slow.w, strict=True):
        if n >= 100 and means.get(move, (0, 0))[1] >= 100:
            assert abs(w / n - means[move][0]) < 0.04, (plies, move)
            compared += 1
    assert compared >= 1
