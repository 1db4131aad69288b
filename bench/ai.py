"""Thinking time of the computer players with their default settings (what the bot uses).

    python -m bench.ai [--positions 30] [--players 2] [--seed 1]

Positions are taken from games between "easy" players, spread over whole games of both
editions (coloured side). Every level decides on each position, and hard-classic too (hard as
it was until 2026-11, for comparison); the last line printed is JSON with, per edition and level,
the p50/p95/max milliseconds per decision, the share of decisions that reached the level's
ceiling (`ceiling_hits`: those played fewer playouts than the default and depend on the
machine's speed; 1 s, 5 s for expert), `p95_of_ceiling`, p95 as a share of that ceiling, and
for the searching levels `playouts_mean`, the playouts made per searched decision (hard and
expert stop early where their move is settled). `compiled_search_load_ms`: what loading the
compiled search (both editions) cost this process, once, before any decision was timed.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from rules import new_game
from rules.ai import ALL_LEVELS, choose_move, decide
from rules.ai.mcts import CEILING_MS, EXPERT_CEILING_MS
from rules.ai.native import load as load_compiled_search

from .stats import summary

EDITIONS = ("azul", "summer-pavilion")


def positions(edition: str, players: int, count: int, seed: int) -> list:
    """`count` positions, one every few moves of seeded games between easy players."""
    rng = random.Random(seed)
    found: list = []
    while len(found) < count:
        game = new_game(edition, players, seed=rng.randrange(1 << 30))
        ply = 0
        while not game.is_over and game.round <= 10 and len(found) < count:
            if rng.random() < 0.12 and len(game.legal_moves()) > 1:
                found.append(game.copy())
            game.play(choose_move(game, "easy", seed=ply))
            ply += 1
    return found


def measure(edition: str, players: int, count: int, seed: int) -> dict:
    out = {}
    games = positions(edition, players, count, seed)
    for level in ALL_LEVELS:
        ceiling = EXPERT_CEILING_MS if level == "expert" else CEILING_MS
        times = []
        playouts = []
        for i, game in enumerate(games):
            start = time.perf_counter()
            decision = decide(game, level, seed=i)
            times.append(time.perf_counter() - start)
            (code, params), *_ = decision.why or (("", {}),)
            if code == "note.simulated":
                playouts.append(params["games"])
        figures = summary(times)
        if playouts:  # the searches' (hard's stops where its move is settled)
            figures["playouts_mean"] = round(sum(playouts) / len(playouts))
        hits = sum(1 for t in times if t * 1000 >= 0.98 * ceiling)
        figures["ceiling_hits"] = round(hits / len(times), 3)
        figures["p95_of_ceiling"] = round(figures["p95_ms"] / ceiling, 2)
        out[level] = figures
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ai", description=__doc__)
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--players", type=int, default=2, choices=[2, 3, 4])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    # A process loads the compiled search once (numba's cache; the bot's workers the same): timed
    # on its own, so that the first hard move measured is a move like the others.
    start = time.perf_counter()
    load_compiled_search()
    loaded_ms = round(1000 * (time.perf_counter() - start), 1)
    result = {
        edition: measure(edition, args.players, args.positions, args.seed) for edition in EDITIONS
    }
    result["players"] = args.players
    result["ceiling_ms"] = CEILING_MS
    result["compiled_search_load_ms"] = loaded_ms
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
