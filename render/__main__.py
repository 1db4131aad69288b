"""Command line: `python -m render bench` and `python -m render examples --out docs/images`."""

from __future__ import annotations

import argparse
import json
import random
import resource
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rules import PLAY, BaseGame, new_game

from . import final_png, table_image, table_png
from .memory import keep_image_memory
from .png import encode

if TYPE_CHECKING:
    from rules.editions import Move

NAMES = ["Ana", "Bořivoj", "Þórdís", "Олександра"]


def _looks_like_play(move: Move) -> bool:
    """Neither an Azul draft onto the floor nor a Summer Pavilion pass."""
    return getattr(move, "target", None) != 5 and not hasattr(move, "kept")


def random_game(
    edition: str,
    players: int,
    *,
    side: str = "colour",
    seed: int = 1,
    moves: int | None = None,
    stop: Callable[[BaseGame], bool] | None = None,
) -> BaseGame:
    """A game played with `random.Random(seed)` choices from `legal_moves()`, for `moves` moves,
    until `stop(game)` holds, or to the end. Floor drafts and passes are chosen only when nothing
    else is legal, so example boards look like play rather than a pile of penalties."""
    game = new_game(edition, NAMES[:players], side=side, seed=seed)
    rng = random.Random(seed)
    played = 0
    while not game.is_over and (moves is None or played < moves):
        if stop is not None and stop(game):
            break
        legal = game.legal_moves()
        keep = [m for m in legal if _looks_like_play(m)]
        game.play(rng.choice(keep or legal))
        played += 1
    return game


def bench_figures(edition: str, players: int, repeats: int) -> dict[str, Any]:
    # A mid-game table (round 3): tiles on the boards, in hands and on the table.
    game = random_game(
        edition, players, seed=7, stop=lambda g: g.round >= 3 and len(g.history) % 5 == 0
    )
    _clear_caches()
    t0 = time.perf_counter()
    table_png(game)  # warms the caches: the bot renders many tables with the same base
    first_ms = (time.perf_counter() - t0) * 1000
    times = []
    data = b""
    faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
    for _ in range(repeats):
        t0 = time.perf_counter()
        data = encode(table_image(game))
        times.append((time.perf_counter() - t0) * 1000)
    faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt - faults
    times.sort()
    return {
        "edition": edition,
        "players": players,
        "median_ms": round(statistics.median(times), 1),
        "p95_ms": round(times[min(len(times) - 1, round(0.95 * (len(times) - 1)))], 1),
        "bytes": len(data),
        "first_ms": round(first_ms, 1),  # with every cache empty: a fresh worker's first table
        "page_faults": round(faults / repeats),  # a table's fresh pages (`render.memory`)
    }


def _clear_caches() -> None:
    """Empty every cache of `render` (sprites, backgrounds, fonts), as in a fresh process."""
    for module in list(sys.modules.values()):
        if getattr(module, "__name__", "").startswith("render"):
            for value in list(vars(module).values()):
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


def _bench(args: argparse.Namespace) -> int:
    keep_image_memory()  # as in the bot's image workers
    for edition in ("azul", "summer-pavilion"):
        for players in (2, 4):
            print(json.dumps(bench_figures(edition, players, args.repeats)), flush=True)
    return 0


def _examples(args: argparse.Namespace) -> int:
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    images: dict[str, bytes] = {}
    azul = random_game("azul", 2, seed=2, stop=lambda g: g.round == 3 and sum(g.centre) >= 4)
    images["azul-table-2p.png"] = table_png(azul)
    over = random_game("azul", 3, seed=5)
    images["azul-final-3p.png"] = final_png(over)
    pav = random_game("summer-pavilion", 4, seed=4, stop=lambda g: g.round == 4 and g.phase == PLAY)
    images["pavilion-table-4p.png"] = table_png(pav)
    for name, data in images.items():
        (out / name).write_bytes(data)
        print(f"{out / name} {len(data)} bytes")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m render", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("bench", help="table render + PNG encode times, one JSON line per table")
    p.add_argument("--repeats", type=int, default=40)
    p.set_defaults(func=_bench)
    p = sub.add_parser("examples", help="write the README example images")
    p.add_argument("--out", default="docs/images")
    p.set_defaults(func=_examples)
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
