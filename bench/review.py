"""How long a game review takes and how stable its verdicts are: `python -m rules review`'s
analysis of games it plays itself, each reviewed under two seeds of the futures.

    python -m bench.review [--edition azul] [--players 2] [--iterations N] [--measured M]
                           [--games 1] [--seed 1] [--side colour] [--python] [--save FILE]

Each game is played between computer players, seat by seat medium, easy, medium, easy (a game
of one level gives few mistakes to find), seeded from `--seed`; then reviewed with `--seed 0`
and `--seed 1` of the review (the futures), on one core. Futures are played compiled where the
compiled kernels hold the edition, unless `--python` (the reference path; what reviews were
until 2026-11). The kernels are loaded before the clock starts. `--measured M`: losses measured on
M times `iterations` fresh futures (`review.MEASURED`, 4; 1 before 2026-11). `--save FILE` writes
the (first) game's record, to time `python -m rules review FILE` on it.

Prints one JSON line: `seconds`, a review's mean wall time (`seconds_max` the slowest);
`judged`, the moves judged per review (forced moves are not); `agreement`, the share of judged
moves given the same verdict under both seeds; `lost` and `margin`, per game and seat, the
points its moves lost (seed 0) and its final margin over the best other seat. With 2 players,
`gained` too: per game and seat, how much the best move found was worth, at each of its turns,
above the value the move before gave the position (which assumed the rollout policy would play
there). A seat's expected margin moves by its gains less its losses, less the other's, so
margin = first expected margin + (gained - lost) of one seat - (gained - lost) of the other,
up to the luck of the deals (docs/ai.md, "Reviews").
"""

from __future__ import annotations

import argparse
import itertools
import json
import time
from pathlib import Path

from rules import new_game
from rules.ai import choose_move
from rules.ai import review as review_module
from rules.ai.review import DEFAULT_ITERATIONS, MEASURED, Judgement, compiled_futures, review

LEVELS = ("medium", "easy")


def game_record(edition: str, players: int, side: str, seed: int) -> dict:
    game = new_game(edition, [f"P{i + 1}" for i in range(players)], side, seed)
    while not game.is_over:
        assert game.turn is not None
        level = LEVELS[game.turn % len(LEVELS)]
        game.play(choose_move(game, level, seed=len(game.moves)))
    return game.record()


def gains(judgements: list[Judgement]) -> list[float]:
    """Per seat of a 2-player review: the sum over its judged moves of the best move's value
    less the value the judged move before gave the position (both from its side)."""
    out = [0.0, 0.0]
    judged = [j for j in judgements if not j.forced and j.expected is not None]
    for before, after in itertools.pairwise(judged):
        assert before.expected is not None and after.expected is not None
        prior = before.expected if before.seat == after.seat else -before.expected
        out[after.seat] += after.expected + after.loss - prior
    return out


def run(
    edition: str,
    players: int,
    iterations: int,
    games: int,
    seed: int,
    side: str = "colour",
    python: bool = False,
    save: Path | None = None,
) -> dict:
    compiled = not python and compiled_futures(edition)  # loaded before any clock starts
    seconds: list[float] = []
    judged = same = 0
    lost: list[list[float]] = []
    gained: list[list[float]] = []
    margins: list[list[int]] = []
    for i in range(games):
        record = game_record(edition, players, side, seed + i)
        if save is not None and i == 0:
            save.write_text(json.dumps(record))
        verdicts = []
        for review_seed in (0, 1):
            started = time.perf_counter()
            done = review(record, iterations=iterations, seed=review_seed, compiled=compiled)
            seconds.append(time.perf_counter() - started)
            verdicts.append([j.verdict for j in done.judgements if not j.forced])
            if review_seed == 0:
                lost.append([round(s.lost, 1) for s in done.summaries])
                if players == 2:
                    gained.append([round(g, 1) for g in gains(done.judgements)])
        first, second = verdicts
        judged += len(first)
        same += sum(a == b for a, b in zip(first, second, strict=True))
        scores = record["result"]["scores"]
        margins.append(
            [s - max(t for j, t in enumerate(scores) if j != k) for k, s in enumerate(scores)]
        )
    return {
        "bench": "review",
        "edition": edition,
        "players": players,
        "side": side,
        "iterations": iterations,
        "measured": review_module.MEASURED,
        "compiled": compiled,
        "games": games,
        "seconds": round(sum(seconds) / len(seconds), 2),
        "seconds_max": round(max(seconds), 2),
        "judged": round(judged / games, 1),
        "agreement": round(same / max(judged, 1), 3),
        "lost": lost,
        "margin": margins,
    } | ({"gained": gained} if players == 2 else {})


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.review", description=__doc__.split("\n")[0])
    ap.add_argument("--edition", default="azul", choices=("azul", "summer-pavilion"))
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    ap.add_argument("--iterations", type=int, default=DEFAULT_ITERATIONS)
    ap.add_argument("--measured", type=int, default=MEASURED, help="losses on this many times")
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1, help="of the games played")
    ap.add_argument("--side", default="colour", choices=("colour", "grey"))
    ap.add_argument("--python", action="store_true", help="futures played in Python")
    ap.add_argument("--save", type=Path, help="write the first game's record here")
    args = ap.parse_args(argv)
    review_module.MEASURED = args.measured  # read by every judgement
    figures = run(
        args.edition,
        args.players,
        args.iterations,
        args.games,
        args.seed,
        args.side,
        args.python,
        args.save,
    )
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
