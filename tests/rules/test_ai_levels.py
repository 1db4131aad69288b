"""Every computer level, both editions, both sides: legal, pure, deterministic, on time."""

from __future__ import annotations

import random
import time

import pytest

from rules import ACQUIRE, DRAFT, PLAY, WALL, new_game
from rules.ai import LEVELS, choose_move, explain_move
from rules.ai.adapters import adapter
from rules.ai.mcts import expert_limits
from rules.ai.pavilion_policy import candidates

EDITIONS = [("azul", "colour"), ("azul", "grey"), ("summer-pavilion", "colour")]
EDITIONS += [("summer-pavilion", "grey")]
QUICK = {"iterations": 12}  # hard: a few playouts only, to keep the tests fast


def positions(edition: str, side: str, count: int, seed: int, players: int = 2):
    """`count` positions from random games, spread over the game (every phase appears)."""
    rng = random.Random(seed)
    out = []
    g = new_game(edition, players, side=side, seed=seed)
    while len(out) < count:
        if g.is_over or g.round > 12:
            g = new_game(edition, players, side=side, seed=rng.randrange(1 << 30))
        for _ in range(rng.randrange(1, 12)):
            if g.is_over:
                break
            legal = g.legal_moves()
            g.play(legal[rng.randrange(len(legal))])
        if not g.is_over:
            out.append(g.copy())
    return out


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert", "hard-classic"])
@pytest.mark.parametrize(("edition", "side"), EDITIONS)
def test_every_level_plays_legal_moves_and_leaves_the_state_alone(level, edition, side):
    phases = set()
    for i, game in enumerate(positions(edition, side, 8, seed=hash((level, edition, side)) % 997)):
        before = game.to_dict()
        move = choose_move(game, level, seed=i, **QUICK)
        assert move in game.legal_moves()
        assert game.to_dict() == before
        phases.add(game.phase)
    assert phases & {DRAFT, WALL, ACQUIRE, PLAY}


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize(("edition", "side"), [("azul", "colour"), ("summer-pavilion", "grey")])
def test_more_players(edition, side, players):
    for i, game in enumerate(positions(edition, side, 3, seed=players, players=players)):
        for level in LEVELS:
            assert choose_move(game, level, seed=i, **QUICK) in game.legal_moves()


@pytest.mark.parametrize(("edition", "side"), EDITIONS)
def test_a_whole_game_between_the_levels(edition, side):
    game = new_game(edition, 3, side=side, seed=7)
    levels = ["hard", "medium", "easy"]
    ply = 0
    while not game.is_over and game.round <= 12:
        move = choose_move(game, levels[game.turn], seed=ply, iterations=4)
        game.play(move)
        ply += 1
    assert game.is_over or edition == "azul"


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize("edition", ["azul", "summer-pavilion"])
def test_same_seed_same_move(level, edition):
    for i, game in enumerate(positions(edition, "colour", 3, seed=11)):
        first = choose_move(game, level, seed=i, iterations=40)
        again = choose_move(game.copy(), level, seed=i, iterations=40)
        assert first == again


def test_hard_depends_on_the_seed_not_on_the_real_bag():
    """The search re-seeds its copies' draws: the real draw source cannot change its move."""
    game = positions("azul", "colour", 1, seed=5)[0]
    other = game.copy()
    other.draws.rng.state ^= 0x5DEECE66D
    assert choose_move(game, "hard", seed=3, iterations=60) == choose_move(
        other, "hard", seed=3, iterations=60
    )


@pytest.mark.parametrize("edition", ["azul", "summer-pavilion"])
def test_the_time_budget_is_respected(edition):
    game = new_game(edition, 2, seed=21)
    start = time.perf_counter()
    move = choose_move(game, "hard", seed=1, budget_ms=200)
    assert time.perf_counter() - start < 0.6
    assert move in game.legal_moves()


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize(("edition", "side"), EDITIONS)
def test_explain_move_gives_a_legal_move_and_a_reason(level, edition, side):
    for i, game in enumerate(positions(edition, side, 3, seed=31)):
        move, reason = explain_move(game, level, seed=i, **QUICK)
        assert move in game.legal_moves()
        assert isinstance(reason, str) and reason.strip()
        assert "\n" not in reason


@pytest.mark.parametrize("side", ["colour", "grey"])
def test_pavilion_search_candidates_are_legal(side):
    for game in positions("summer-pavilion", side, 40, seed=41):
        legal = game.legal_moves()
        cands = candidates(game)
        assert cands
        assert all(m in legal for m in cands)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_level_ignores_the_options_of_the_others(level):
    game = new_game("azul", 2, seed=1)
    move = choose_move(game, level, seed=0, iterations=3, depth=1, width=4)
    assert move in game.legal_moves()


def test_a_forced_move_is_played_at_once_and_said_so():
    game = new_game("summer-pavilion", 2, seed=3)
    while len(game.legal_moves()) > 1 or game.phase != PLAY:
        game.play(choose_move(game, "easy", seed=0))
    for level in LEVELS:
        move, reason = explain_move(game, level, seed=0, budget_ms=10_000)
        assert move in game.legal_moves() and "only legal move" in reason


def test_expert_is_hards_search_with_five_times_its_playouts():
    game = positions("azul", "colour", 1, seed=5)[0]
    for seed in range(3):  # given playouts, the very same search
        hard = choose_move(game, "hard", seed=seed, iterations=60)
        assert choose_move(game, "expert", seed=seed, iterations=60) == hard
    for players in (2, 3, 4):
        game = new_game("summer-pavilion", players, seed=players)
        hard = adapter(game).default_iterations(game)
        assert expert_limits(game) == {"iterations": 5 * hard, "budget_ms": 5000.0}
