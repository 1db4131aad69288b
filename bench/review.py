"""How long a game review takes: `python -m rules review`'s analysis of whole 2-player games.

    python -m bench.review [--games 4] [--iterations 48] [--seed 1]

Games are played between medium players (both sides of both editions, in turn), then reviewed
with the given settings (the bot's default: 48) on one core. The last line printed is JSON:
per edition, the games' moves and the seconds each review took (p50 and max); the target is
60 s for a 2-player Azul game.
"""

from __future__ import annotations

import argparse
import json
import time

from rules import new_game
from rules.ai import choose_move
from rules.ai.review import DEFAULT_ITERATIONS, review

EDITIONS = ("azul", "summer-pavilion")


def game_record(edition: str, side: str, seed: int) -> dict:
    game = new_game(edition, ["A", "B"], side, seed)
    while not game.is_over:
        game.play(choose_move(game, "medium", seed=len(game.moves)))
    return game.record()


def run(games: int, iterations: int, seed: int) -> dict:
    out: dict = {"bench": "review", "iterations": iterations, "target_s": 60}
    for edition in EDITIONS:
        seconds, moves = [], []
        for i in range(games):
            record = game_record(edition, ("colour", "grey")[i % 2], seed + i)
            started = time.perf_counter()
            review(record, iterations=iterations)
            seconds.append(time.perf_counter() - started)
            moves.append(len(record["moves"]))
        seconds.sort()
        out[edition] = {
            "games": games,
            "moves_mean": round(sum(moves) / len(moves), 1),
            "p50_s": round(seconds[len(seconds) // 2], 1),
            "max_s": round(seconds[-1], 1),
        }
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.review", description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=4, help="per edition")
    ap.add_argument("--iterations", type=int, default=DEFAULT_ITERATIONS)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    print(json.dumps(run(args.games, args.iterations, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
