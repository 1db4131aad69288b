"""The compiled search (rules.ai.native) holds to the Python reference: the same rules move by
move (deals included, from the same generator state), the same quick values, position values
and rewards to the last bit, and a search that is deterministic, stops where told, and plays."""

from __future__ import annotations

import random

import numpy as np
import pytest

from rules.ai import azul_eval, azul_policy, choose_move
from rules.ai.mcts import rewards, search
from rules.ai.native import basics
from rules.ai.native.azul import engine, layout, policy
from rules.azul import AzulGame
from rules.azul.moves import Draft

SIDES_AND_PLAYERS = [(side, n) for side in ("colour", "grey") for n in (2, 3, 4)]


def _arrays():
    return (
        np.empty(layout.MAX_MOVES, np.int64),
        np.empty(layout.MAX_MOVES),
        np.empty(64, np.int64),
        np.empty(64),
    )


def _positions(side: str, players: int, seed: int, games: int = 3):
    """Every position of a few games between random and greedy-ish players."""
    for g in range(games):
        game = AzulGame(players, side=side, seed=seed * 100 + g)
        rng = random.Random(seed + g)
        while not game.is_over and game.round <= 12:
            yield game
            legal = game.legal_moves()
            if rng.random() < 0.5:
                move = legal[rng.randrange(len(legal))]
            else:
                move = azul_policy.rollout_move(game, rng, 2.0)
            game.play(move)
        yield game


@pytest.mark.parametrize(("side", "players"), SIDES_AND_PLAYERS)
def test_the_compiled_engine_plays_as_the_python_engine(side, players):
    checked = rounds = 0
    for game in _positions(side, players, seed=players):
        if game.is_over:
            continue
        st = layout.encode(game)
        draws = np.array([game.draws.rng.state], dtype=np.uint64)
        moves = game.legal_moves()
        move = moves[len(game.history) % len(moves)]
        before = game.round
        game_after = game.copy()
        game_after.draws = game.draws.copy()
        game_after.play(move)
        engine.play(st, layout.encode_move(move), draws)
        expected = layout.encode(game_after)
        st[layout.DREW] = 0
        assert st.tolist() == expected.tolist(), (move, game.to_dict())
        assert int(draws[0]) == game_after.draws.rng.state
        checked += 1
        rounds += game_after.round != before or game_after.is_over
    assert checked > 100 and rounds >= 3


def test_a_held_deal_starts_the_round_with_empty_factories():
    game = AzulGame(2, seed=4)
    st = layout.encode(game)
    st[layout.DEAL_UNTIL] = 1
    draws = np.zeros(1, np.uint64)
    rng = np.array([7], np.uint64)
    moves, vals, ints, floats = _arrays()
    while st[layout.ROUND] == 1:
        engine.play(st, policy.rollout_move(st, rng, 1.0, moves, vals, ints, floats), draws)
    assert st[layout.ROUND] == 2 and st[layout.TABLE] == 0 and not st[layout.DREW]
    assert not st[layout.SOURCES : layout.SOURCES + 50].any()
    assert st[layout.BAG : layout.BAG + 5].sum() == 100 - 20  # nothing drawn since round 1


@pytest.mark.parametrize(("side", "players"), SIDES_AND_PLAYERS)
def test_quick_values_are_the_python_ones(side, players):
    moves, vals, ints, floats = _arrays()
    checked = 0
    for game in _positions(side, players, seed=10 + players, games=2):
        if game.is_over:
            continue
        k = policy.options(layout.encode(game), moves, vals, ints, floats)
        legal = game.legal_moves()
        assert [layout.decode_move(game, int(m)) for m in moves[:k]] == legal
        assert vals[:k].tolist() == azul_policy.move_values(game, legal)
        checked += 1
    assert checked > 50


@pytest.mark.parametrize(("side", "players"), SIDES_AND_PLAYERS)
def test_position_values_and_rewards_are_the_python_ones(side, players):
    _, _, ints, floats = _arrays()
    out = np.empty(4)
    reward = np.empty(4)
    ends = 0
    for game in _positions(side, players, seed=20 + players):
        st = layout.encode(game)
        policy.values(st, out, ints, floats)
        expected = azul_eval.azul_values(game)
        assert out[:players].tolist() == expected
        basics.rewards(st, out, reward, 8.0, 0.8, 0.25)
        assert reward[:players].tolist() == rewards(game, expected, 8.0, 0.8, 0.25)
        ends += game.is_over
    assert ends >= 1


def _midgame(side: str = "colour", players: int = 2, plies: int = 9) -> AzulGame:
    game = AzulGame(players, side=side, seed=8)
    for ply in range(plies):
        game.play(choose_move(game, "easy", seed=ply))
    return game


def test_the_compiled_search_is_deterministic_and_counts_its_playouts():
    game = _midgame()
    first, done = search(game, seed=3, iterations=3000, settle=0.0, compiled=True)
    again, _ = search(game, seed=3, iterations=3000, settle=0.0, compiled=True)
    other, _ = search(game, seed=4, iterations=3000, settle=0.0, compiled=True)
    assert done == 3000 == sum(first.n)
    assert (first.n, first.w) == (again.n, again.w)
    assert first.n != other.n
    assert sorted(map(str, first.moves)) == sorted(map(str, game.legal_moves()))
    assert first.priors == sorted(first.priors, reverse=True)


def test_the_compiled_search_stops_where_told():
    game = _midgame()
    _, settled = search(game, seed=3, iterations=20000, settle=1.0, compiled=True)
    assert 0 < settled < 20000  # a clear enough move stops early...
    _, timed = search(game, seed=3, budget_ms=30, compiled=True)
    assert timed > 0  # ...and a clock stops it whatever the playouts
    grown, done = search(game, seed=3, iterations=40000, settle=0.0, compiled=True)
    assert done == 40000 == sum(grown.n)  # past the arrays' first size


@pytest.mark.parametrize("side", ["colour", "grey"])
def test_the_compiled_search_values_moves_as_the_python_one(side):
    """Different random streams, the same search: every move both searches looked at often
    gets the same mean reward within sampling noise, and the favourite is the same where the
    Python search is sure of it."""
    compared = 0
    for plies in (3, 7, 11, 15):
        game = _midgame(side, 2, plies)
        slow, done = search(game, seed=1, iterations=2000, settle=0.0, fast_futures=True)
        fast, _ = search(game, seed=1, iterations=2000, settle=0.0, compiled=True)
        means = {m: (w / n, n) for m, n, w in zip(fast.moves, fast.n, fast.w, strict=True) if n}
        for move, n, w in zip(slow.moves, slow.n, slow.w, strict=True):
            if n >= 300 and means[move][1] >= 300:
                assert abs(w / n - means[move][0]) < 0.03, (plies, move)
                compared += 1
        if max(slow.n) > 0.8 * done:
            assert fast.moves[fast.n.index(max(fast.n))] == slow.moves[slow.n.index(max(slow.n))]
    assert compared >= 4


def test_a_wall_choice_decodes_to_the_pending_row():
    game = AzulGame(2, side="grey", seed=1)
    while game.phase != "wall":
        game.play(azul_policy.rollout_move(game, random.Random(len(game.history)), 1.0))
    move = game.legal_moves()[0]
    assert layout.decode_move(game, layout.encode_move(move)) == move
    draft = Draft(3, 2, 5)
    assert layout.decode_move(game, layout.encode_move(draft)) == draft
