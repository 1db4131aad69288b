"""What stops the hard player's search: what was asked, or its defaults under a ceiling."""

from __future__ import annotations

import time

import pytest

from rules import new_game
from rules.ai import decide
from rules.ai.adapters import adapter
from rules.ai.mcts import CEILING_MS, limits


def test_what_stops_the_search():
    game = new_game("azul", 2)
    ai = adapter(game)
    now = time.perf_counter()
    playouts, deadline = limits(ai, game, None, None)  # the default: playouts, under a ceiling
    assert playouts == 2000 and deadline - now == pytest.approx(CEILING_MS / 1000, 0.05)
    assert limits(ai, game, 300, None) == (300, None)  # playouts only: the clock is never read
    playouts, deadline = limits(ai, game, None, 250)
    assert playouts is None and deadline - now == pytest.approx(0.25, abs=0.05)
    playouts, deadline = limits(ai, game, 300, 250)
    assert playouts == 300 and deadline is not None
    four = new_game("summer-pavilion", 4)
    assert limits(adapter(four), four, None, None)[0] == 500  # longer playouts: fewer of them


def test_the_default_is_the_editions_playouts():
    game = new_game("summer-pavilion", 2, seed=5)
    start = time.perf_counter()
    decision = decide(game, "hard", seed=0)
    took = time.perf_counter() - start
    assert took < CEILING_MS / 1000 + 0.3  # the ceiling holds, whatever the machine
    done = int(decision.note.split(" of ")[1].split()[0])
    # In time, every default playout is made; a slow machine stops at the ceiling instead.
    assert done == adapter(game).default_iterations(game) or took >= 0.95 * CEILING_MS / 1000
