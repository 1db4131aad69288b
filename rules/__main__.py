"""Command line: `python -m rules replay FILE` and `python -m rules bench ...`."""

from __future__ import annotations

import argparse
import json
import sys

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


def _bench(args: argparse.Namespace) -> int:
    figures = bench.run(args.edition, args.players, args.games, side=args.side, seed=args.seed)
    print(json.dumps(figures))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("replay", help="replay a game record and print its result as JSON")
    p.add_argument("file")
    p.set_defaults(func=_replay)

    p = sub.add_parser("bench", help="random-playout speed, one JSON line")
    p.add_argument("--edition", default="azul", choices=["azul", "summer-pavilion"])
    p.add_argument("--players", type=int, default=2, choices=[2, 3, 4])
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--side", default="colour", choices=["colour", "grey"])
    p.add_argument("--seed", type=int, default=1)
    p.set_defaults(func=_bench)

    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
