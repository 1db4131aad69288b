"""Command line: `python -m rules replay FILE`, `python -m rules review FILE`,
`python -m rules bench ...` and `python -m rules arena ...`."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from . import bench
from .errors import RecordError
from .records import load_record_file, replay


def _replay(args: argparse.Namespace) -> int:
    try:
        result = replay(load_record_file(args.file))
    except RecordError as exc:
        print(f"{args.file}: {exc}", file=sys.stderr)
        return 1
    print(json.dumps(result.summary()))
    for problem in result.mismatches:
        print(f"{args.file}: {problem}", file=sys.stderr)
    return 1 if result.mismatches else 0


def _review(args: argparse.Namespace) -> int:
    from .ai.review import DEFAULT_ITERATIONS, review  # the computer players load only here

    iterations = DEFAULT_ITERATIONS if args.iterations is None else args.iterations
    try:
        record = load_record_file(args.file)
        done = review(record, seat=args.seat, iterations=iterations, seed=args.seed)
    except RecordError as exc:
        print(f"{args.file}: {exc}", file=sys.stderr)
        return 1
    except ValueError as exc:  # options that do not fit the record
        print(f"{args.file}: {exc}", file=sys.stderr)
        return 2
    for line in done.lines():
        print(json.dumps(line, ensure_ascii=False))
    return 0


def _bench(args: argparse.Namespace) -> int:
    figures = bench.run(args.edition, args.players, args.games, side=args.side, seed=args.seed)
    print(json.dumps(figures))
    return 0


def _options(flag: str, items: list[str]) -> dict[str, Any] | None:
    """KEY=VALUE settings for one level (`--a-option`, `--b-option`); None, said, if malformed."""
    options: dict[str, Any] = {}
    for item in items:
        key, sep, value = item.partition("=")
        try:
            options[key] = json.loads(value)
        except ValueError:
            sep = ""
        if not sep or not key:
            print(f"{flag} {item!r}: write KEY=VALUE with a number or true/false", file=sys.stderr)
            return None
    return options


def _arena(args: argparse.Namespace) -> int:
    from .ai import ALL_LEVELS, arena  # the computer players load only for this command

    for level in (args.a, args.b):
        if level not in ALL_LEVELS:
            print(f"unknown level {level!r} (known: {', '.join(ALL_LEVELS)})", file=sys.stderr)
            return 2
    level_options = []
    for flag, items in (("--a-option", args.a_option), ("--b-option", args.b_option)):
        parsed = _options(flag, items)
        if parsed is None:
            return 2
        level_options.append(parsed)
    a_options, b_options = level_options
    figures = arena.run(
        args.edition,
        args.players,
        args.a,
        args.b,
        args.games,
        side=args.side,
        budget_ms=args.budget_ms,
        iterations=args.iterations,
        workers=args.workers,
        seed=args.seed,
        a_options=a_options,
        b_options=b_options,
    )
    print(json.dumps(figures))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("replay", help="replay a game record and print its result as JSON")
    p.add_argument("file")
    p.set_defaults(func=_replay)

    p = sub.add_parser(
        "review",
        help="judge every decision of a record: one JSON line per move, then one per seat",
    )
    p.add_argument("file")
    p.add_argument("--seat", type=int, default=None, help="judge this seat's moves only (0-3)")
    p.add_argument(
        "--iterations",
        type=int,
        default=None,
        help="futures each finalist move is played out on (default 400, at least 4; the screen "
        "uses 1/4, a loss is measured on 4 times as many)",
    )
    p.add_argument("--seed", type=int, default=0, help="of the futures: the review is repeatable")
    p.set_defaults(func=_review)

    p = sub.add_parser("bench", help="random-playout speed, one JSON line")
    p.add_argument("--edition", default="azul", choices=["azul", "summer-pavilion"])
    p.add_argument("--players", type=int, default=2, choices=[2, 3, 4])
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--side", default="colour", choices=["colour", "grey"])
    p.add_argument("--seed", type=int, default=1)
    p.set_defaults(func=_bench)

    p = sub.add_parser("arena", help="computer level a against level b, one JSON line")
    p.add_argument("--edition", default="azul", choices=["azul", "summer-pavilion"])
    p.add_argument("--players", type=int, default=2, choices=[2, 3, 4])
    p.add_argument(
        "--a",
        default="hard",
        help="level of the player measured: easy, medium, hard, expert, or hard-classic "
        "(hard as it was until 2026-11, for comparisons)",
    )
    p.add_argument("--b", default="easy", help="level of the opponent")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--side", default="colour", choices=["colour", "grey"])
    p.add_argument(
        "--budget-ms",
        type=float,
        default=None,
        help="hard, expert: thinking time per move (default: the level's own, see docs/ai.md)",
    )
    p.add_argument(
        "--iterations",
        type=int,
        default=None,
        help="hard, expert: playouts per move; alone, the clock is never read (deterministic)",
    )
    p.add_argument("--workers", type=int, default=2, help="processes playing games in parallel")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--a-option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a search setting for level a alone, e.g. temperature=2 (repeatable; docs/ai.md)",
    )
    p.add_argument(
        "--b-option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="the same for level b alone, e.g. iterations=1000 (with a's: no clock is read)",
    )
    p.set_defaults(func=_arena)

    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
