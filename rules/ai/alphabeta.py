"""Alpha-beta over the moves that draw no tile, shared by the "medium" look-ahead and the
"hard" player's round-end solver.

Seats other than the mover play against it together ("paranoid"); a leaf is worth the mover's
margin (`adapters.margin`). A line stops at the depth limit, at the game's end, or at a move that
draws tiles (the next deal, a bonus refill): what comes after depends on the hidden bag, and the
search's copies have re-seeded draws, so it never sees the real one.
"""

from __future__ import annotations

import random
import time

from ..base import BaseGame
from .adapters import OWN_WEIGHT, EditionAI, margin
from .mcts import playout

INF = float("inf")
_NO_RNG = random.Random(0)  # playouts here have no noise: whatever it draws weighs nothing


class OutOfNodes(Exception):
    """The search visited its allowed number of positions, or ran out of time, unfinished."""


class AlphaBeta:
    """`width`: how many moves (best quick values first) are searched below the root, None for
    all; `finish`: a leaf before the round's end is first played out by the greedy policy, so
    that the evaluation sees the tiling; `max_nodes`: positions visited before `OutOfNodes`, and
    `deadline` (a `time.perf_counter()` time) when it is raised at the latest; `stop_phases`:
    phases where a line stops too, the evaluation judging the rest."""

    def __init__(
        self,
        ai: EditionAI,
        me: int,
        *,
        width: int | None = None,
        finish: bool = False,
        max_nodes: int | None = None,
        own_weight: float = OWN_WEIGHT,
        deadline: float | None = None,
        stop_phases: frozenset[str] = frozenset(),
    ) -> None:
        self.ai, self.me, self.width, self.finish = ai, me, width, finish
        self.own_weight = own_weight
        self.deadline = deadline
        self.stop_phases = stop_phases
        self.max_nodes = max_nodes
        self.nodes = 0

    def ordered(self, state: BaseGame, width: int | None) -> list:
        moves = self.ai.candidates(state)
        if len(moves) > 1:
            vals = self.ai.move_values(state, moves)
            order = sorted(range(len(moves)), key=lambda i: -vals[i])
            moves = [moves[i] for i in order[:width]]
        return moves

    def leaf(self, state: BaseGame) -> float:
        if self.finish and not state.is_over and not state.draw_log:
            state = state.copy()
            playout(state, self.ai, _NO_RNG, 0, 0.0)
        return margin(self.ai.values(state), self.me, self.own_weight)

    def value(self, state: BaseGame, depth: float, alpha: float, beta: float) -> float:
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise OutOfNodes
        if (
            self.deadline is not None
            and not self.nodes & 255
            and time.perf_counter() > self.deadline
        ):
            raise OutOfNodes  # the clock is read every 256 positions: it costs a syscall
        if depth <= 0 or state.is_over or state.draw_log or state.phase in self.stop_phases:
            return self.leaf(state)
        maximise = state.turn == self.me
        best = -INF if maximise else INF
        for move in self.ordered(state, self.width):
            child = state.copy()
            child.play(move)
            v = self.value(child, depth - 1, alpha, beta)
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

    def best_move(self, state: BaseGame, depth: float) -> tuple[object, float]:
        """The mover's best root move (every candidate searched) and its value."""
        moves = self.ordered(state, None)
        best, best_v = moves[0], -INF
        for move in moves:
            child = state.copy()
            child.play(move)
            v = self.value(child, depth - 1, best_v, INF)
            if v > best_v:
                best, best_v = move, v
        return best, best_v
