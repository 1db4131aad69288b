"""Compiling the kernels ahead of time in stages, on every core: `python -m rules.ai.native`.

numba compiles a function together with every kernel it calls, in one process, one core:
`load()` on an empty cache took some 25 s. But a kernel compiled into the cache by another
process is loaded from there, not compiled again, when a caller is compiled. So the work goes in
three stages, each stage's parts in processes side by side:

1. each edition's kernels (`play`, `options`, `rollout_move`, `values`), called here with the
   types the search hands them: 6-8 s each, at once;
2. `editions`' four kernels, which pick an edition's: 2 s;
3. the search's tree (`search.run` and what it calls) and the reviews' futures: 7 and 3 s, at once;

then `load()` finds everything compiled (under a second). About 18 s instead of 25 on two
cores, some 4 s more CPU (each stage's process imports numba and loads what it calls). A kernel
called here with other types than the search uses would only be compiled twice, as before.
"""

from __future__ import annotations

import os
import subprocess
import sys
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:
    from ...base import BaseGame

STAGES = (("azul", "pavilion"), ("editions",), ("search", "futures"))


def compile_part(part: str) -> None:
    """Compile one stage's part into the cache (in a process of its own)."""
    from ...azul.game import AzulGame
    from ...pavilion.game import PavilionGame
    from . import editions

    game = PavilionGame(2, seed=1) if part == "pavilion" else AzulGame(2, seed=1)
    if part in ("azul", "pavilion"):
        engine = import_module(f"{__package__}.{part}.engine")
        _kernels(game, engine, import_module(f"{__package__}.{part}.policy"))
    elif part == "editions":
        _kernels(game, editions, editions)
    elif part == "search":
        short_search(game)
    elif part == "futures":
        short_futures(game)
    else:
        raise ValueError(f"no such part: {part}")


def short_search(game: BaseGame) -> None:
    """A search of 64 iterations on `game` (compiles or loads the search's kernels)."""
    from .search import search

    search(game, 0, 64, None, 1.0, 1.5, 0.1, 1.0, 0, 8.0, 0.8, 0.25, 4.0, 40)


def short_futures(game: BaseGame) -> None:
    """A review's futures for one move of `game` (compiles or loads their kernels)."""
    from . import editions
    from .futures import value_sums

    move = editions.encode_move(game, game.legal_moves()[0])
    value_sums(editions.encode(game), np.array([move], np.int64), np.ones(1, np.uint64), 0, 0.5, 40)


def _kernels(game: BaseGame, engine: Any, policy: Any) -> None:
    """`engine.play` and `policy`'s `options`, `rollout_move` and `values` once each, on the
    arrays the search and the futures hand them: positions and move lists of int64, values and
    scratch of float64, the random state and draws of uint64."""
    from .editions import MAX_MOVES, encode

    st = encode(game).copy()
    moves, vals = np.empty(MAX_MOVES, np.int64), np.empty(MAX_MOVES)
    ints, floats = np.empty(64, np.int64), np.empty(64)
    rng, draws = np.array([1], np.uint64), np.zeros(1, np.uint64)
    policy.options(st, moves, vals, ints, floats)
    engine.play(st, policy.rollout_move(st, rng, 0.1, moves, vals, ints, floats), draws)
    engine.play(st, np.int64(moves[0]), draws)
    policy.values(st, np.empty(4), ints, floats)


def compile_ahead() -> None:
    """Every stage, its parts side by side, where the cache is empty; then `load()`. The stages
    run under the cache's lock: a process calling `load()` meanwhile waits for them."""
    from . import CACHING, _cache_lock, compiled, load

    if not CACHING:  # nothing kept between processes: compiling ahead would be lost
        load()
        return
    where = Path(os.environ["NUMBA_CACHE_DIR"])
    if not compiled():
        with _cache_lock(where):
            if not compiled() and not any(where.rglob("*.nbi")):
                _stages()  # an empty cache (one begun and left, `load` completes)
    load()


def _stages() -> None:
    for stage in STAGES:
        running = {
            part: subprocess.Popen([sys.executable, "-m", "rules.ai.native", "--part", part])
            for part in stage
        }
        failed = [part for part, process in running.items() if process.wait() != 0]
        if failed:  # `load()` compiles what is missing, in this process
            print(f"compiling {', '.join(failed)} ahead failed", file=sys.stderr)
            return
