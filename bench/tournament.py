"""Pairing a large Swiss tournament: `python -m bench.tournament --players 1024 --table-size 4
--rounds 9` prints one JSON line.

Every round is paired by `bot.tournaments.pairing.swiss_round` (timed) and played with made-up
results: places by rating plus noise (a 400-point edge wins about three times in four), so the
standings spread out as in a real event and the score groups the pairing must respect are
uneven. Figures: `pair_ms` (`p50_ms`, `p95_ms`, ... over the rounds), `repeat_pairs` (pairs at a
table who had met before; every one is counted, avoidable or not, so 0 means none at all),
`first_seat_spread` (most first seats of a player minus fewest, at the end), `byes`, and
`errors` (rounds whose pairing was not a valid round: somebody missing or seated twice, a
table of the wrong size; or the pairing raised). Targets (#31): pairing p95 ≤ 500 ms,
repeat_pairs 0.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import time

from bot.tournaments.pairing import Entrant, Round, swiss_round, table_sizes
from bot.tournaments.standings import BYE, place_points

from .stats import summary


def valid(done: Round, everyone: set[int], size: int) -> bool:
    seated = [p for table in done.tables for p in table]
    if sorted(seated + done.byes) != sorted(everyone):
        return False
    sizes, byes = table_sizes(len(everyone), size)
    return sorted(map(len, done.tables), reverse=True) == sizes and len(done.byes) == byes


def play(done: Round, people: dict[int, Entrant], rng: random.Random) -> None:
    """Places by rating plus noise; points, opponents, first seats and byes recorded."""
    for table in done.tables:
        strength = {p: people[p].rating + rng.gauss(0, 300) for p in table}
        by_strength = sorted(table, key=strength.__getitem__, reverse=True)
        seat_places = [by_strength.index(p) + 1 for p in table]
        for pid, gained in zip(table, place_points(seat_places), strict=True):
            e = people[pid]
            people[pid] = e.after_table(table, gained)
    for pid in done.byes:
        e = people[pid]
        people[pid] = e.after_bye(BYE)


def run(players: int, size: int, rounds: int, seed: int) -> dict[str, object]:
    rng = random.Random(seed)
    people = {i: Entrant(i, rating=rng.gauss(1500, 250)) for i in range(players)}
    met: set[frozenset[int]] = set()
    timings: list[float] = []
    repeats = errors = byes = 0
    for _ in range(rounds):
        start = time.perf_counter()
        try:
            done = swiss_round(list(people.values()), size)
        except Exception:  # a bench counts what goes wrong rather than stopping at it
            errors += 1
            continue
        timings.append(time.perf_counter() - start)
        if not valid(done, set(people), size):
            errors += 1
        pairs = {frozenset(p) for t in done.tables for p in itertools.combinations(t, 2)}
        repeats += len(pairs & met)
        met |= pairs
        byes += len(done.byes)
        play(done, people, rng)
    firsts = [e.first_seats for e in people.values()]
    return {
        "players": players,
        "table_size": size,
        "rounds": rounds,
        "pair_ms": summary(timings),
        "repeat_pairs": repeats,
        "first_seat_spread": max(firsts) - min(firsts),
        "byes": byes,
        "errors": errors,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.tournament", description=__doc__)
    ap.add_argument("--players", type=int, default=1024)
    ap.add_argument("--table-size", type=int, default=4, choices=(2, 3, 4))
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    print(json.dumps(run(args.players, args.table_size, args.rounds, args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
