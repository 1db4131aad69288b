"""Computer players: legal, deterministic for a seed, and able to finish games."""

from __future__ import annotations

import pytest

from rules import new_game
from rules.ai import LEVELS, choose_move


@pytest.mark.parametrize("side", ["colour", "grey"])
@pytest.mark.parametrize("players", [2, 4])
def test_easy_plays_only_legal_moves_to_the_end(side, players):
    game = new_game("azul", players, side=side, seed=players * 10 + len(side))
    plies = 0
    while not game.is_over and game.round <= 30:
        move = choose_move(game, "easy", seed=plies)
        assert move in game.legal_moves()
        game.play(move)
        plies += 1
    assert game.is_over


def test_same_seed_same_move_and_the_state_is_untouched():
    game = new_game("azul", 3, seed=99)
    before = game.to_dict()
    moves = {str(choose_move(game, "easy", seed=5)) for _ in range(3)}
    assert len(moves) == 1
    assert game.to_dict() == before


def test_easy_beats_random_moves_clearly():
    import random

    wins = 0
    for g in range(6):
        game = new_game("azul", 2, seed=1000 + g)
        rng = random.Random(g)
        while not game.is_over and game.round <= 30:
            if game.turn == g % 2:
                game.play(choose_move(game, "easy", seed=g))
            else:
                legal = game.legal_moves()
                game.play(legal[rng.randrange(len(legal))])
        wins += (g % 2) in game.winners
    assert wins >= 5


def test_unknown_level_and_finished_game_are_refused():
    game = new_game("azul", 2, seed=1)
    with pytest.raises(ValueError, match="unknown level 'grandmaster'"):
        choose_move(game, "grandmaster")
    assert "easy" in LEVELS
