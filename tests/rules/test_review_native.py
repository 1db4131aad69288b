"""Reviews on the compiled kernels (`rules.ai.native.futures`): a future plays the same deals as
in Python, so without the rollout's noise a compiled value sum is the Python one; with it (another
random stream) the values agree within sampling noise; the review is deterministic for a seed."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import numpy as np
import pytest

import rules
from rules.ai import choose_move
from rules.ai.adapters import adapter
from rules.ai.native import editions
from rules.ai.native.futures import value_sums
from rules.ai.native.header import DEAL_UNTIL
from rules.ai.review import (
    NOISE,
    _compiled_sums,
    _python_sums,
    _value_sum,
    compiled_futures,
    review,
)

RECORDS = Path(__file__).resolve().parent.parent / "fixtures" / "records"
EDITIONS = ("azul", "summer-pavilion")


def _positions(edition: str, side: str, players: int, count: int, seed: int):
    """`count` positions with a choice, spread over a game between easy players."""
    game = rules.new_game(edition, players, side, seed=seed)
    rng = random.Random(seed)
    found = []
    while not game.is_over and len(found) < count:
        if len(game.legal_moves()) > 1 and rng.random() < 0.1:
            base = game.copy()
            base.history = []
            base.draw_log = []
            found.append(base)
        game.play(choose_move(game, "easy", seed=len(game.moves)))
    return found


def test_the_compiled_kernels_hold_both_editions():
    assert all(compiled_futures(edition) for edition in EDITIONS)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("side", ["colour", "grey"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_without_noise_a_compiled_future_is_the_python_one(edition, side, players):
    """The same deals from the same future and a rollout with no randomness left: the very
    margins, move by move (round ends, the next round's deal and game ends included)."""
    rng = random.Random(players)
    for base in _positions(edition, side, players, count=2, seed=10 * players + len(side)):
        ai = adapter(base)
        moves = list(ai.candidates(base))[:5]
        futures = [rng.getrandbits(63) for _ in range(2)]
        assert base.turn is not None
        compiled = _compiled_sums(base, base.turn, 0.0)(moves, futures)
        python = _python_sums(base, base.turn, ai, 0.0)(moves, futures)
        assert compiled == pytest.approx(python, abs=1e-9)


@pytest.mark.parametrize(
    ("edition", "side"),
    [("azul", "colour"), ("azul", "grey"), ("summer-pavilion", "colour")],
)
def test_with_noise_the_compiled_values_are_the_python_ones_within_sampling_noise(edition, side):
    count = 120
    rng = random.Random(7)
    compared = 0
    for base in _positions(edition, side, 2, count=2, seed=3):
        ai = adapter(base)
        seat = base.turn
        assert seat is not None
        moves = list(ai.candidates(base))[:4]
        futures = [rng.getrandbits(63) for _ in range(count)]
        compiled = _compiled_sums(base, seat)(moves, futures)
        for move, total in zip(moves, compiled, strict=True):
            python = [_value_sum(base, move, seat, ai, [f]) for f in futures]
            mean = sum(python) / count
            sd = math.sqrt(sum((v - mean) ** 2 for v in python) / (count - 1))
            # Two means of `count` futures each (the same deals, other noise): 4.5 standard errors.
            assert abs(total / count - mean) <= 4.5 * math.sqrt(2) * sd / math.sqrt(count) + 1e-6
            compared += 1
    assert compared >= 6


def test_the_kernel_leaves_the_position_alone_and_the_noise_counts():
    (base,) = _positions("azul", "colour", 2, count=1, seed=5)
    array = editions.encode(base)
    array[DEAL_UNTIL] = -1
    kept = array.copy()
    moves = np.array([editions.encode_move(base, m) for m in base.legal_moves()[:6]], np.int64)
    futures = np.array(random.Random(1).sample(range(1 << 62), 40), np.uint64)
    noisy = value_sums(array, moves, futures, base.turn, NOISE, 40)
    assert array.tolist() == kept.tolist()
    assert value_sums(array, moves, futures, base.turn, NOISE, 40).tolist() == noisy.tolist()
    assert value_sums(array, moves, futures, base.turn, 0.0, 40).tolist() != noisy.tolist()


@pytest.mark.parametrize("name", ["azul-colour-2p-01.json", "pavilion-colour-2p-01.json"])
def test_a_compiled_review_is_deterministic_for_its_seed(name):
    record = json.loads((RECORDS / name).read_text())
    first = review(record, iterations=16, seat=0).lines()
    assert first == review(record, iterations=16, seat=0, compiled=True).lines()
    assert first != review(record, iterations=16, seat=0, seed=1).lines()
    python = review(record, iterations=4, seat=0, compiled=False).lines()
    assert [line.get("ply") for line in python] == [line.get("ply") for line in first]
