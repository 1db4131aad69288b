"""The search tree of `rules.ai.mcts`, compiled, for both editions: the same selection (PUCT
over the quick values' softmax, visited children a prefix), expansion (only through moves that
draw no tile), playouts (the rollout policy to the end of the leaf's round, the next round left
undealt), rewards and early stop (`settle`), on arrays instead of objects. The edition's own
kernels come from `editions`, by the array's header.

The tree lives in flat arrays: per node its first edge, edge count, seat, visits and reward
sum; per edge (a node's moves, in prior order) its move, prior, visits, reward sum and child.
`search` runs the compiled loop in chunks so that a clock can stop it between them, and grows
the arrays when a chunk could outrun them.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
from numpy.typing import NDArray

from ...base import BaseGame
from .basics import next64, rewards
from .editions import MAX_MOVES, decode_move, encode, options, play, rollout_move, values
from .header import DEAL_UNTIL, DREW, P_OVER, PHASE, ROUND, TURN
from .jit import njit

if TYPE_CHECKING:
    from ...editions import Move

CHUNK = 64  # iterations between two looks at the clock
MAX_DEPTH = 256  # moves from the root to a leaf: less than a round's (Azul: 36 drafts and 20
# columns; Summer Pavilion: 36 acquisitions, then fewer placements than tiles in hand)
# Statuses of `run`.
CHUNK_DONE, FINISHED, FULL = 0, 1, 2


# The tree's arrays as (name, type, empty value), in the order the compiled functions unpack
# them: per node, then per edge (most of the memory, hence the narrower types).
NODE_ARRAYS = (
    ("node_first", np.int64, 0),
    ("node_count", np.int64, 0),
    ("node_seat", np.int64, 0),
    ("node_total", np.int64, 0),
    ("node_wsum", np.float64, 0),
)
EDGE_ARRAYS = (
    ("edge_move", np.int32, 0),
    ("edge_prior", np.float64, 0),
    ("edge_n", np.int32, 0),
    ("edge_w", np.float64, 0),
    ("edge_kid", np.int32, -1),
)


class Tree:
    """The tree's arrays (attributes named as in `NODE_ARRAYS` and `EDGE_ARRAYS`), and
    `counters`: nodes used, edges used, iterations done."""

    # Set from the tables above; declared for the type checker.
    node_first: NDArray[np.int64]
    node_count: NDArray[np.int64]
    node_seat: NDArray[np.int64]
    node_total: NDArray[np.int64]
    node_wsum: NDArray[np.float64]
    edge_move: NDArray[np.int32]
    edge_prior: NDArray[np.float64]
    edge_n: NDArray[np.int32]
    edge_w: NDArray[np.float64]
    edge_kid: NDArray[np.int32]

    def __init__(self, nodes: int, edges: int) -> None:
        self.counters = np.zeros(3, dtype=np.int64)
        for specs, size in ((NODE_ARRAYS, nodes), (EDGE_ARRAYS, edges)):
            for name, kind, empty in specs:
                setattr(self, name, np.full(size, empty, kind))

    def grow(self) -> None:
        """Twice the room, the tree kept."""
        for name, kind, empty in NODE_ARRAYS + EDGE_ARRAYS:
            old = getattr(self, name)
            setattr(self, name, np.concatenate([old, np.full(len(old), empty, kind)]))

    def arrays(self) -> tuple[NDArray[np.generic], ...]:
        return (*(getattr(self, name) for name, _, _ in NODE_ARRAYS + EDGE_ARRAYS), self.counters)


@njit(cache=True)
def expand(st, node, tree, temperature, moves, vals, ints, floats):
    """Make `node` the position `st`: its moves in prior order (a stable sort, as `mcts.Node`)."""
    first_, count_, seat_, total_, wsum_, move_, prior_, n_, w_, kid_, counters = tree
    k = options(st, moves, vals, ints, floats)
    top = vals[0]
    for i in range(1, k):
        if vals[i] > top:
            top = vals[i]
    weights = np.empty(k)
    norm = 0.0
    for i in range(k):
        weights[i] = math.exp((vals[i] - top) / temperature)
        norm += weights[i]
    order = np.argsort(-weights, kind="mergesort")
    first = counters[1]
    for j in range(k):
        i = order[j]
        e = first + j
        move_[e] = moves[i]
        prior_[e] = weights[i] / norm
        n_[e] = 0
        w_[e] = 0.0
        kid_[e] = -1
    first_[node] = first
    count_[node] = k
    seat_[node] = st[TURN]
    total_[node] = 0
    wsum_[node] = 0.0
    counters[1] = first + k


@njit(cache=True)
def select(node, tree, c_puct, fpu_drop):
    first_, count_, _, total_, wsum_, _, prior_, n_, w_, _, _ = tree
    total = total_[node]
    explore = c_puct * math.sqrt(total + 1)
    fpu = (wsum_[node] / total if total else 0.5) - fpu_drop
    first = first_[node]
    best = first
    best_score = -1e9
    for e in range(first, first + count_[node]):
        ni = n_[e]
        if not ni:
            # Later edges are unvisited too, with smaller priors: they score less.
            if fpu + explore * prior_[e] > best_score:
                best = e
            break
        score = w_[e] / ni + explore * prior_[e] / (1 + ni)
        if score > best_score:
            best, best_score = e, score
    return best


@njit(cache=True)
def settled(tree, left, settle):
    """`mcts.settled` at the root."""
    first_, count_, _, _, _, _, _, n_, _, _, _ = tree
    first = second = 0
    for e in range(first_[0], first_[0] + count_[0]):
        n = n_[e]
        if n > first:
            first, second = n, first
        elif n > second:
            second = n
    return first - second > left / settle


@njit(cache=True)
def init_root(base, tree, temperature):
    moves = np.empty(MAX_MOVES, np.int64)
    vals = np.empty(MAX_MOVES)
    ints = np.empty(64, np.int64)
    floats = np.empty(64)
    tree[10][0] = 1
    # Node numbers and moves always go in as int64: a literal 0, or an int32 read from the
    # tree's arrays, would make numba compile the callee (and what it calls) once more for it.
    expand(base, np.int64(0), tree, temperature, moves, vals, ints, floats)


@njit(cache=True)
def run(base, tree, rng, iterations, chunk_end, settle, params):
    """Iterate until `iterations` are done or settled (FINISHED), `chunk_end` are (CHUNK_DONE),
    or the arrays could overflow (FULL)."""
    first_, _, seat_, total_, wsum_, move_, _, n_, w_, kid_, counters = tree
    c_puct, fpu_drop, noise, rounds, scale, win_weight, own_weight, temperature, cap = params
    st = np.empty_like(base)
    draws = np.zeros(1, np.uint64)
    moves = np.empty(MAX_MOVES, np.int64)
    vals = np.empty(MAX_MOVES)
    ints = np.empty(64, np.int64)
    floats = np.empty(64)
    seat_values = np.empty(4)
    result = np.empty(4)
    path_nodes = np.empty(MAX_DEPTH, np.int64)
    path_edges = np.empty(MAX_DEPTH, np.int64)
    done = counters[2]
    while True:
        if done >= iterations:
            return FINISHED
        if settle > 0 and done % 16 == 0 and settled(tree, iterations - done, settle):
            return FINISHED
        if done >= chunk_end:
            return CHUNK_DONE
        if counters[0] + 1 > first_.shape[0] or counters[1] + MAX_MOVES > move_.shape[0]:
            return FULL
        st[:] = base
        draws[0] = next64(rng)  # this iteration's future
        depth = 0
        node = np.int64(0)
        while True:
            e = select(node, tree, c_puct, fpu_drop)
            path_nodes[depth] = node
            path_edges[depth] = e
            depth += 1
            play(st, np.int64(move_[e]), draws)
            kid = kid_[e]
            if kid < 0:
                if st[PHASE] != P_OVER and not st[DREW]:
                    kid = counters[0]
                    counters[0] = kid + 1
                    expand(st, kid, tree, temperature, moves, vals, ints, floats)
                    kid_[e] = kid
                break
            if depth == MAX_DEPTH:
                break  # never reached by a legal round; the path's arrays end here
            node = kid
        last = st[ROUND] + np.int64(rounds)
        if last > cap:
            last = np.int64(cap)
        st[DEAL_UNTIL] = last
        while st[PHASE] != P_OVER and st[ROUND] <= last:
            play(st, rollout_move(st, rng, noise, moves, vals, ints, floats), draws)
        values(st, seat_values, ints, floats)
        rewards(st, seat_values, result, scale, win_weight, own_weight)
        for d in range(depth):
            node = path_nodes[d]
            e = path_edges[d]
            r = result[seat_[node]]
            n_[e] += 1
            w_[e] += r
            total_[node] += 1
            wsum_[node] += r
        done += 1
        counters[2] = done


@dataclass
class Root:
    """The root's moves in prior order with their priors, visits and reward sums (as
    `mcts.Node`'s lists)."""

    moves: list[Move]
    priors: list[float]
    n: list[int]
    w: list[float]


def search(
    game: BaseGame,
    seed: int,
    iterations: int | None,
    deadline: float | None,
    settle: float,
    c_puct: float,
    fpu_drop: float,
    noise: float,
    rollout_rounds: int,
    scale: float,
    win_weight: float,
    own_weight: float,
    temperature: float,
    round_cap: int,
) -> tuple[Root, int]:
    """`mcts.search`, compiled: the root and the iterations made. It stops after
    `iterations` (settled sooner with `settle`), or at `deadline` (`time.perf_counter`)."""
    base = encode(game)
    base[DEAL_UNTIL] = -1  # as `game.copy()` in the Python search: every round of the tree is dealt
    # About 30 edges an iteration were used in 2-player games; the arrays double when short.
    expected = min(iterations if iterations is not None else 4096, 2**20)
    tree = Tree(nodes=expected + 2, edges=MAX_MOVES * 16 + 32 * expected)
    init_root(base, tree.arrays(), temperature)
    done = 0
    if tree.node_count[0] > 1:
        rng = np.array([seed & (2**64 - 1)], dtype=np.uint64)
        params = (
            c_puct,
            fpu_drop,
            noise,
            float(rollout_rounds),
            scale,
            win_weight,
            own_weight,
            temperature,
            float(round_cap),
        )
        limit = iterations if iterations is not None else 2**62
        while True:
            status = run(
                base,
                tree.arrays(),
                rng,
                limit,
                done + CHUNK,
                settle if iterations is not None else 0.0,
                params,
            )
            done = int(tree.counters[2])
            if status == FINISHED:
                break
            if status == FULL:
                tree.grow()
            elif deadline is not None and time.perf_counter() >= deadline:
                break
    first, count = int(tree.node_first[0]), int(tree.node_count[0])
    edges = slice(first, first + count)
    root = Root(
        moves=[decode_move(game, int(m)) for m in tree.edge_move[edges]],
        priors=tree.edge_prior[edges].tolist(),
        n=tree.edge_n[edges].tolist(),
        w=tree.edge_w[edges].tolist(),
    )
    return root, done
