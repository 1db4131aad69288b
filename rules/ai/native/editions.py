"""The compiled search's view of an edition: the kernels it calls on a position (`play`,
`options`, `rollout_move`, `values`) pick the edition's own from the array's `EDITION` field,
and `encode` / `encode_move` / `decode_move` translate between a game and its array."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ...azul.game import AzulGame
from ...pavilion.game import PavilionGame
from .azul import engine as azul_engine
from .azul import layout as azul_layout
from .azul import policy as azul_policy
from .header import AZUL, EDITION
from .jit import njit
from .pavilion import engine as pavilion_engine
from .pavilion import layout as pavilion_layout
from .pavilion import policy as pavilion_policy

if TYPE_CHECKING:
    from ...base import BaseGame
    from ...editions import Move

# The most moves a position can offer the search (the arrays handed to `options` hold this many).
MAX_MOVES = max(azul_layout.MAX_MOVES, pavilion_layout.MAX_MOVES)


@njit(cache=True)
def play(st, move, draws):
    """Apply a legal move (the edition's code); what it draws comes from `draws`."""
    if st[EDITION] == AZUL:
        azul_engine.play(st, move, draws)
    else:
        pavilion_engine.play(st, move, draws)


@njit(cache=True)
def options(st, moves, vals, ints, floats):
    """The moves worth searching into `moves`, their quick values into `vals`; how many."""
    if st[EDITION] == AZUL:
        return azul_policy.options(st, moves, vals, ints, floats)
    return pavilion_policy.options(st, moves, vals, ints, floats)


@njit(cache=True)
def rollout_move(st, rng, noise, moves, vals, ints, floats):
    """The playouts' policy: a good move with `noise` times a uniform draw added to its value."""
    if st[EDITION] == AZUL:
        return azul_policy.rollout_move(st, rng, noise, moves, vals, ints, floats)
    return pavilion_policy.rollout_move(st, rng, noise, moves, vals, ints, floats)


@njit(cache=True)
def values(st, out, ints, floats):
    """Every seat's position value in points into `out`."""
    if st[EDITION] == AZUL:
        azul_policy.values(st, out, ints, floats)
    else:
        pavilion_policy.values(st, out, ints, floats)


def encode(game: BaseGame) -> np.ndarray:
    """`game` as the compiled search's array (history, events and draws are not part of it)."""
    if isinstance(game, AzulGame):
        return azul_layout.encode(game)
    assert isinstance(game, PavilionGame)
    return pavilion_layout.encode(game)


def encode_move(game: BaseGame, move: Move) -> int:
    if isinstance(game, AzulGame):
        return azul_layout.encode_move(move)  # type: ignore[arg-type]
    return pavilion_layout.encode_move(move)  # type: ignore[arg-type]


def decode_move(game: BaseGame, code: int) -> Move:
    if isinstance(game, AzulGame):
        return azul_layout.decode_move(game, code)
    assert isinstance(game, PavilionGame)
    return pavilion_layout.decode_move(game, code)


# The editions whose positions the compiled kernels hold.
COMPILED_EDITIONS = frozenset({"azul", "summer-pavilion"})
