"""Hard's search for Azul, compiled (numba): the same search as `rules.ai.mcts` with the same
policy, evaluation and rules, on positions held as one flat integer array.

A playout in Python costs about 200 µs, most of it the interpreter walking the rollout policy and
the engine's lists; compiled, a whole iteration (copy, descent, playout, evaluation, backup)
costs about 10 µs, so the same time a move buys many times the playouts, which is what makes
hard stronger (docs/ai.md). `layout` encodes an `AzulGame`; `engine` plays moves, round ends and
deals on the encoding; `policy` is `azul_policy` and `azul_eval`; `search` the tree. The Python
engine stays the reference: tests replay random games through both and compare every cell.

Compiling takes about 15 s; the result is cached on disk (numba's `cache=True`) beside these
files, or where `NUMBA_CACHE_DIR` says, and loads in about half a second. Where the package
directory is read-only and nothing is set, the cache goes to the system's temporary directory
rather than failing (numba refuses to cache with no writable place). `python -m
rules.ai.native` compiles ahead of time (the Dockerfile does, at build).
"""

from __future__ import annotations

import functools
import os
import tempfile
from pathlib import Path

_HERE = Path(__file__).parent
if "NUMBA_CACHE_DIR" not in os.environ and not os.access(
    _HERE / "__pycache__" if (_HERE / "__pycache__").exists() else _HERE, os.W_OK
):
    os.environ["NUMBA_CACHE_DIR"] = str(Path(tempfile.gettempdir()) / "azul-numba-cache")


@functools.cache
def load() -> None:
    """Compile (or load from numba's cache) every kernel, once a process, with a short search
    on each side: the searches call it before they start their clock."""
    from ...azul.game import AzulGame
    from .search import search

    for side in ("colour", "grey"):
        game = AzulGame(2, side=side, seed=1)
        search(game, 0, 64, None, 1.0, 1.5, 0.1, 1.0, 0, 8.0, 0.8, 0.25, 4.0, 40)
