"""Matches between two computer levels: `python -m rules arena ...` prints one JSON line.

Seats are rotated: in game i, seat s is played by level a when (s + i) is even, else by level b,
so with 2 players a alternates seats and with more players the seats alternate a, b, a, ...
Games 2k and 2k+1 share their tile draws (the seed), so each deal is played from both sides.
Azul games between computers can circle on a grey wall for ever: past `round_cap` a game stops and
is counted as unfinished (left out of the win rate, which is over finished games).

A game's credit to a is the share of its winners who are a's seats (a shared 2-player win counts
half); `win_rate_a` is the mean credit with a 95% Wilson interval (`ci_low`, `ci_high`).
"""

from __future__ import annotations

import math
import multiprocessing
import time
from typing import Any

from ..editions import new_game
from . import choose_move

ROUND_CAP = 30


def seats_of_a(game_index: int, players: int) -> list[bool]:
    return [(s + game_index) % 2 == 0 for s in range(players)]


# An arena game: index, edition, players, side, the two levels, their options, seed, round cap.
Task = tuple[int, str, int, str, tuple[str, str], tuple[dict[str, Any], dict[str, Any]], int, int]


def play_one(task: Task) -> dict[str, Any]:
    """One arena game (a top-level function, so that a process pool can run it)."""
    index, edition, players, side, levels, options, seed, round_cap = task
    game = new_game(edition, players, side=side, seed=seed * 1_000_003 + index // 2)
    is_a = seats_of_a(index, players)
    spent = [0.0, 0.0]  # seconds thinking, for a and for b
    moves = [0, 0]
    ply = 0
    while not game.is_over and game.round <= round_cap:
        assert game.turn is not None  # not over: somebody is to act
        who = 0 if is_a[game.turn] else 1
        start = time.perf_counter()
        move = choose_move(game, levels[who], seed=index * 100_003 + ply, **options[who])
        spent[who] += time.perf_counter() - start
        moves[who] += 1
        game.play(move)
        ply += 1
    winners = game.winners
    credit = sum(1 for s in winners if is_a[s]) / len(winners) if winners else None
    return {
        "index": index,
        "finished": game.is_over,
        "credit": credit,
        "scores_a": [sc for s, sc in enumerate(game.scores) if is_a[s]],
        "scores_b": [sc for s, sc in enumerate(game.scores) if not is_a[s]],
        "seconds": spent,
        "moves": moves,
    }


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion (successes may be fractional: half wins)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def run(
    edition: str,
    players: int,
    a: str,
    b: str,
    games: int,
    side: str = "colour",
    budget_ms: float | None = None,
    iterations: int | None = None,
    workers: int = 2,
    seed: int = 1,
    round_cap: int = ROUND_CAP,
    a_options: dict[str, Any] | None = None,
    b_options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """`a_options`: search settings for level a alone (hard's `temperature`, `rollout_rounds`,
    `playouts_per_move`, ...; see `mcts.search`), to screen a changed hard against hard;
    `b_options` the same for level b (say `iterations`: both searches then never read the clock,
    so a screen can run beside other work without the load weakening either side)."""
    options: dict[str, Any] = {}
    if budget_ms is not None:
        options["budget_ms"] = budget_ms
    if iterations is not None:
        options["iterations"] = iterations
    tasks: list[Task] = [
        (
            i,
            edition,
            players,
            side,
            (a, b),
            (options | (a_options or {}), options | (b_options or {})),
            seed,
            round_cap,
        )
        for i in range(games)
    ]
    if workers > 1 and games > 1:
        ctx = multiprocessing.get_context("spawn")  # no fork of a threaded parent (the bot)
        with ctx.Pool(workers) as pool:
            results = list(pool.imap_unordered(play_one, tasks, chunksize=1))
    else:
        results = [play_one(t) for t in tasks]
    results.sort(key=lambda r: r["index"])
    finished = [r for r in results if r["finished"]]
    credit = sum(r["credit"] for r in finished)
    low, high = wilson(credit, len(finished))

    def mean(xs: list[float]) -> float:
        return round(sum(xs) / len(xs), 2) if xs else 0.0

    def ms_per_move(who: int) -> float:
        moves = sum(r["moves"][who] for r in results)
        secs = sum(r["seconds"][who] for r in results)
        return round(1000 * secs / moves, 2) if moves else 0.0

    return {
        "edition": edition,
        "side": side,
        "players": players,
        "a": a,
        "b": b,
        "budget_ms": budget_ms,
        "iterations": iterations,
        **({"a_options": a_options} if a_options else {}),
        **({"b_options": b_options} if b_options else {}),
        "games": games,
        "unfinished": games - len(finished),
        "win_rate_a": round(credit / len(finished), 4) if finished else 0.0,
        "ci_low": round(low, 4),
        "ci_high": round(high, 4),
        "avg_score_a": mean([s for r in results for s in r["scores_a"]]),
        "avg_score_b": mean([s for r in results for s in r["scores_b"]]),
        "avg_ms_per_move_a": ms_per_move(0),
        "avg_ms_per_move_b": ms_per_move(1),
    }
