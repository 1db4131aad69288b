"""Where a review's losses and gains come from, in 2-player games (docs/ai.md, "Reviews": why a
player's losses add up to more than the margin).

    python -m bench.review_gains [--edition azul] [--games 8] [--seed 11]

The games of `bench.review` (medium seat 0, easy seat 1, the same seeds), each reviewed once at
the defaults (review seed 0). A seat's *gain* at a judged move is the best move's value less the
value the judged move before gave the position (from its side); its expected margin moves by
its gains less its losses, less the other seat's. Prints one JSON line: per seat, the moves,
total and mean of its losses and gains, the gains split by where they happen (`round_start`:
the first judged move of a round; `round_end`: a move that ends a round, whose futures play the
whole next round; `within`: the others); the games' total margin of seat 0; and `round_ends`,
at every round end of the games, the static evaluation's margin (seat 0) against the mean
margin after the next round is played out on `iterations` futures: the mean difference, its
standard deviation, the mean for the leader, and the mean size.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import statistics
from collections import defaultdict

from rules.ai.adapters import adapter
from rules.ai.review import (
    DEFAULT_ITERATIONS,
    _compiled_sums,
    _start,
    compiled_futures,
    review,
)
from rules.rng import SeededDraws

from .review import game_record


def run(edition: str, games: int, seed: int) -> dict:
    if not compiled_futures(edition):
        raise SystemExit(f"{edition}: the compiled kernels are needed")
    totals: dict[tuple[int, str], list[float]] = defaultdict(lambda: [0, 0.0])
    margin = 0
    round_ends: list[tuple[float, float]] = []

    def add(seat: int, key: str, value: float) -> None:
        totals[seat, key][0] += 1
        totals[seat, key][1] += value

    for g in range(games):
        record = game_record(edition, 2, "colour", seed + g)
        scores = record["result"]["scores"]
        margin += scores[0] - scores[1]
        game = _start(record)
        ai = adapter(game)
        ends: dict[int, bool] = {}
        for ply, notation in enumerate(record["moves"]):
            before = game.round
            probe = game.copy()
            probe.history, probe.draw_log = [], []
            probe.draws = SeededDraws(1)  # never the record's: the evaluation reads no factory
            probe.deal_until = before
            probe.play(notation)
            ends[ply] = probe.is_over or probe.round != before
            if probe.round != before and not probe.is_over:
                values = ai.values(probe)
                static = values[0] - values[1]
                seat = game.turn
                assert seat is not None
                rng = random.Random(f"round-end:{g}:{before}")
                futures = [rng.getrandbits(63) for _ in range(DEFAULT_ITERATIONS)]
                move = game.parse_move(notation)
                played = _compiled_sums(game, seat)([move], futures)[0] / len(futures)
                round_ends.append(((played if seat == 0 else -played) - static, static))
            game.play(notation)
        judged = [j for j in review(record).judgements if not j.forced]
        for j in judged:
            add(j.seat, "lost", j.loss)
        for a, b in itertools.pairwise(judged):
            assert a.expected is not None and b.expected is not None
            prior = a.expected if a.seat == b.seat else -a.expected
            gain = b.expected + b.loss - prior
            if any(ends[p] for p in range(a.ply, b.ply)):
                kind = "round_start"
            elif ends[b.ply]:
                kind = "round_end"
            else:
                kind = "within"
            add(b.seat, "gained", gain)
            add(b.seat, f"gained_{kind}", gain)
    seats = {}
    for seat in (0, 1):
        figures = {}
        for key in ("lost", "gained", "gained_round_start", "gained_round_end", "gained_within"):
            n, total = totals[seat, key]
            mean = round(total / n, 2) if n else None
            figures[key] = {"moves": int(n), "total": round(total, 1), "mean": mean}
        seats[f"seat{seat}"] = figures
    changes = [d for d, _ in round_ends]
    return {
        "bench": "review_gains",
        "edition": edition,
        "games": games,
        "margin_seat0": margin,
        **seats,
        "round_ends": {
            "count": len(changes),
            "mean": round(statistics.mean(changes), 2),
            "sd": round(statistics.stdev(changes), 2),
            "leader_mean": round(
                statistics.mean(d if static >= 0 else -d for d, static in round_ends), 2
            ),
            "mean_size": round(statistics.mean(abs(d) for d in changes), 2),
        },
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.review_gains", description=__doc__)
    ap.add_argument("--edition", default="azul", choices=("azul", "summer-pavilion"))
    ap.add_argument("--games", type=int, default=8)
    ap.add_argument("--seed", type=int, default=11, help="of the games played")
    args = ap.parse_args(argv)
    print(json.dumps(run(args.edition, args.games, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
