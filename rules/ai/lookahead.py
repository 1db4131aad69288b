"""The "medium" computer player: a short alpha-beta look-ahead, each line played out to the
end of the round and valued there.

Azul looks two plies ahead (the move, then the best reply), Summer Pavilion one (see
`adapters`). Seats other than the mover are taken to play against it together ("paranoid"), and
a leaf is worth the mover's margin (`adapters.margin`). Below the root only the `width` moves with
the best quick values are searched. A leaf is valued where the round ends: the rest of the round
is played by the greedy policy, without noise, and the evaluation then sees the tiling, the floor
and the kept tiles. A move that draws tiles (the next deal, a bonus refill) ends its line at once,
and the copy's draws are re-seeded, so the look-ahead never sees the real bag. Fixed depth and
width: deterministic, and quick (tens of milliseconds).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..base import BaseGame
from ..rng import SeededDraws
from .adapters import EditionAI, adapter, margin
from .decision import Decision, decision, only_move
from .mcts import playout

if TYPE_CHECKING:
    from ..editions import Move

_NO_RNG = random.Random(0)  # playouts here have no noise: whatever it draws weighs nothing

INF = float("inf")


def _margin(ai: EditionAI, state: BaseGame, me: int, finish: bool) -> float:
    if finish and not state.is_over and not state.draw_log:
        state = state.copy()
        playout(state, ai, _NO_RNG, 0, 0.0)
    return margin(ai.values(state), me)


def _ordered(ai: EditionAI, state: BaseGame, width: int | None) -> Sequence[Move]:
    moves = ai.candidates(state)
    if len(moves) > 1:
        vals = ai.move_values(state, moves)
        order = sorted(range(len(moves)), key=lambda i: -vals[i])
        moves = [moves[i] for i in order[:width]]
    return moves


def _alphabeta(
    ai: EditionAI,
    state: BaseGame,
    me: int,
    depth: int,
    alpha: float,
    beta: float,
    width: int,
    finish: bool,
) -> float:
    if depth == 0 or state.is_over or state.draw_log:
        return _margin(ai, state, me, finish)
    maximise = state.turn == me
    best = -INF if maximise else INF
    for move in _ordered(ai, state, width):
        child = state.copy()
        child.play(move)
        v = _alphabeta(ai, child, me, depth - 1, alpha, beta, width, finish)
        if maximise:
            if v > best:
                best = v
            alpha = max(alpha, v)
        else:
            if v < best:
                best = v
            beta = min(beta, v)
        if alpha >= beta:
            break
    return best


def lookahead_move(
    game: BaseGame,
    seed: int = 0,
    depth: int | None = None,
    width: int = 8,
    finish: bool = True,
    **_: Any,
) -> Decision:
    ai = adapter(game)
    if depth is None:
        depth = ai.lookahead_depth
    base = game.copy()
    base.history = []
    base.draw_log = []
    base.draws = SeededDraws(seed)
    me = game.turn
    assert me is not None  # the game is on (`decide` checked)
    moves = _ordered(ai, base, None)
    if len(moves) == 1:
        return only_move(game, moves[0])
    best, best_v = moves[0], -INF
    for move in moves:
        child = base.copy()
        child.play(move)
        v = _alphabeta(ai, child, me, depth - 1, best_v, INF, width, finish)
        if v > best_v:
            best, best_v = move, v
    code = "note.played_out_reply" if depth > 1 else "note.played_out"
    # The rating is the mover's lead plus a share of its own points (`adapters.margin`).
    return decision(best, code, rating=round(best_v))
