"""The Azul rollout policy plays by `move_values` (both come from `draft_options`), and its wall
tables are the tile values they stand for: the fast paths of the hard player's playouts must not
drift from the move values that easy plays by and that the search takes as priors."""

from __future__ import annotations

import random

import pytest

from rules import new_game
from rules.ai import azul_policy
from rules.azul.moves import FLOOR
from rules.base import DRAFT


def _reference_rollout(game, rng: random.Random, noise: float):
    """The rollout move by the book: every legal draft valued with `move_values`, noise drawn in
    the order the policy draws it (source, colour, then lines top to bottom and the floor)."""
    moves = sorted(game.legal_moves(), key=lambda m: (m.source, m.colour, m.target))
    values = azul_policy.move_values(game, moves)
    best_v, best = -1e9, None
    for m, v in zip(moves, values, strict=True):
        v += noise * rng.random()
        if v > best_v:
            best_v, best = v, m
    return best


def _positions(side: str, players: int, seed: int):
    game = new_game("azul", players, side=side, seed=seed)
    rng = random.Random(seed)
    while not game.is_over and game.round < 30:
        yield game
        game.play(azul_policy.rollout_move(game, rng, 1.0))


@pytest.mark.parametrize("side", ["colour", "grey"])
@pytest.mark.parametrize("players", [2, 4])
def test_rollout_move_is_the_noisy_best_of_the_move_values(side, players):
    checked = 0
    for seed in range(6):
        for game in _positions(side, players, seed):
            if game.phase != DRAFT:
                continue
            state = random.Random(len(game.history)).getstate()
            fast, book = random.Random(), random.Random()
            fast.setstate(state)
            book.setstate(state)
            assert azul_policy.rollout_move(game, fast, 1.5) is _reference_rollout(game, book, 1.5)
            assert fast.random() == book.random()  # as many draws of the noise, no more
            checked += 1
    assert checked > 100


def test_a_wall_table_holds_each_tiles_value_and_refuses_what_the_wall_has():
    game = new_game("azul", 2, seed=4)
    rng = random.Random(4)
    while game.round < 3:
        game.play(azul_policy.rollout_move(game, rng, 1.0))
    p = game.players[0]
    table = azul_policy.tile_values(p, grey=False)
    colours = azul_policy._colour_counts(p)
    for r in range(5):
        for c in range(5):
            if p.row_mask[r] >> c & 1:
                assert table[r * 5 + c] == azul_policy._NO_PLACE
            else:
                assert table[r * 5 + c] == azul_policy._tile_value(p, False, r, c, colours)
    assert any(p.row_mask), "the wall has tiles by round 3"
    assert azul_policy.tile_values(p, grey=False) is table  # kept, not computed again


def test_the_floor_takes_every_tile_and_the_marker():
    game = new_game("azul", 2, seed=1)
    game.sources[0][0] = 2  # two tiles in the centre, with the marker, and an empty floor
    floor = {(s, c): v for s, c, t, v in azul_policy.draft_options(game) if t == FLOOR}
    # Two tiles and the marker onto an empty floor: three slots, -1 -1 -2.
    assert floor[0, 0] == -4.0
    game.marker_in_centre = False
    floor = {(s, c): v for s, c, t, v in azul_policy.draft_options(game) if t == FLOOR}
    assert floor[0, 0] == -2.0
