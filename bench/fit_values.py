"""Fit the Azul round-start value (`rules/ai/azul_eval.py: FITTED`) to where played games ended.

    python -m bench.fit_values [--games 4000] [--seed 1]

Games of the rollout policy (the hard player's playouts) are played to the end, per side and
number of players. At every round's start each seat's value is split into its parts
(`azul_eval.value_parts`: score, unfinished lines, colour / column / row bonus shares, and
whether the seat moves first this round); then ordinary least squares fits what each seat went
on to score beyond the others, from the start of that round, to its parts beyond the others'
(so points every seat makes alike cancel out). A multiplier of 1 would mean that the hand-set
share was right (the rows' share is kept as set: its multiplier swings from sample to sample).
Prints one JSON line per side and number of players: the fitted multipliers, the start bonus,
and the mean squared error of the fit and of the hand-set value.
"""

from __future__ import annotations

import argparse
import json
import random

from rules import new_game
from rules.ai import azul_policy
from rules.ai.azul_eval import PART_NAMES, value_parts
from rules.base import DRAFT

FITTED_PARTS = ("lines", "colours", "columns", "start")
SETTINGS = (("colour", 2), ("grey", 2), ("colour", 3), ("colour", 4))


def round_starts(side: str, players: int, games: int, seed: int):
    """Per finished game: the parts of every seat at every round's start, and the final scores
    with the scores at that start."""
    for index in range(games):
        game = new_game("azul", players, side=side, seed=seed * 1_000_003 + index)
        rng = random.Random(index)
        starts = []
        seen = 0
        while not game.is_over and game.round < 30:
            if game.round != seen and game.phase == DRAFT:
                seen = game.round
                starts.append(([value_parts(game, s) for s in range(players)], game.scores[:]))
            game.play(azul_policy.rollout_move(game, rng, 1.0))
        if game.is_over:
            for parts, scores in starts:
                yield parts, scores, game.scores


def beyond_others(values: list[float], seat: int) -> float:
    others = [v for i, v in enumerate(values) if i != seat]
    return values[seat] - sum(others) / len(others)


def least_squares(rows: list[list[float]], targets: list[float]) -> list[float]:
    """Solve the normal equations by Gauss-Jordan elimination (a handful of unknowns)."""
    k = len(rows[0])
    m = [
        [sum(r[i] * r[j] for r in rows) for j in range(k)]
        + [sum(r[i] * t for r, t in zip(rows, targets, strict=True))]
        for i in range(k)
    ]
    for i in range(k):
        pivot = max(range(i, k), key=lambda j: abs(m[j][i]))
        m[i], m[pivot] = m[pivot], m[i]
        for j in range(k):
            if j != i and m[i][i]:
                f = m[j][i] / m[i][i]
                m[j] = [a - f * b for a, b in zip(m[j], m[i], strict=True)]
    return [m[i][k] / m[i][i] if m[i][i] else 0.0 for i in range(k)]


def fit(side: str, players: int, games: int, seed: int) -> dict:
    rows: list[list[float]] = []
    targets: list[float] = []
    hand_set: list[float] = []
    for parts, start_scores, final in round_starts(side, players, games, seed):
        gained = [f - s for f, s in zip(final, start_scores, strict=True)]
        for seat in range(players):
            # Parts beyond the others' (the score is where the gains start from: not a part).
            beyond = {
                k: beyond_others([p[i] for p in parts], seat) for i, k in enumerate(PART_NAMES)
            }
            # The rows' share stays as set (a row's share is small, and a full row ends the
            # game for everyone).
            rows.append([beyond[k] for k in FITTED_PARTS])
            targets.append(beyond_others(gained, seat) - beyond["rows"])
            hand_set.append(beyond["lines"] + beyond["colours"] + beyond["columns"])
    weights = least_squares(rows, targets)
    fitted_err = sum(
        (t - sum(w * x for w, x in zip(weights, r, strict=True))) ** 2
        for r, t in zip(rows, targets, strict=True)
    )
    hand_err = sum((t - h) ** 2 for t, h in zip(targets, hand_set, strict=True))
    out = {"side": side, "players": players, "samples": len(rows)}
    out |= {name: round(w, 2) for name, w in zip(FITTED_PARTS, weights, strict=True)}
    out |= {
        "mse_fitted": round(fitted_err / len(rows), 1),
        "mse_hand_set": round(hand_err / len(rows), 1),
    }
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=4000, help="games per side and player count")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    for side, players in SETTINGS:
        print(json.dumps(fit(side, players, args.games, args.seed)), flush=True)


if __name__ == "__main__":
    main()
