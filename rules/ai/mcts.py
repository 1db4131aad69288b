"""The "hard" computer player: Monte-Carlo tree search under the hidden bag.

Each iteration copies the position and gives the copy a fresh, seeded draw source, so every
playout meets a different (but plausible) future instead of the real tiles still in the bag
(determinisation). The tree only grows through moves that draw no tile: everything up to the next
deal (Azul) or bonus refill (Summer Pavilion) is the same in every determinisation, so a node is
one true position; a move that draws ends its branch and is valued by averaging its playouts.

Selection is PUCT: the edition's quick move values, as a softmax, are the priors, so the search
looks at sensible moves first. Children are kept in prior order, and since an unvisited child's
score only depends on its prior, the visited ones are always a prefix: selection only scans that
prefix plus the next child (a natural progressive widening). A leaf is valued by a playout with
the edition's noisy greedy policy to the end of the leaf's round and `rollout_rounds` more (the
edition's own by default, `EditionAI.rollout_rounds`: Summer Pavilion plays one more round),
then by the static evaluation; a reward is the sigmoid of the seat's margin over the best
other seat, and, once the game is over, mostly whether it won.

The search stops after its playouts, or sooner once its most visited move is far enough ahead
that the playouts left could not (or could hardly) change it (`settle`): clear moves are quick,
and the time they leave pays for more playouts where the choice is close.

Hard's search runs compiled (`compiled`, `rules.ai.native`): the same search on a flat array,
about 20 (Azul) to 40 (Summer Pavilion) times cheaper an iteration, so many more playouts in the
same time.

`HARD` and `CLASSIC` are the settings of hard and of hard as it was until 2026-11 (pinned to
measure against: no early stop, its playouts, `CLASSIC_PLAYOUTS`, its futures played
through the engine's checks and every deal, where hard's go the fast path, `fast_futures`: the
same futures, cheaper, and in Python). Settings measured and not
kept (docs/ai.md, "Tried and not kept"): a leaf whose move ends a round is played on through the
whole next round, after a sampled deal (`leaf_round=True` stops there instead); the playouts are
as many however cheap they are (`by_cost=True`: more where they are cheap); the futures are
dealt with the engine's portable generator (`quick_draws=True`: Python's, faster); the static
evaluation with weights fitted to played games (`fitted=True`).
"""

from __future__ import annotations

import math
import random
import time
from typing import TYPE_CHECKING, Any

from ..base import BaseGame
from ..rng import QuickDraws, SeededDraws
from .adapters import OWN_WEIGHT, EditionAI, adapter, margin
from .decision import Decision, decision, only_move

if TYPE_CHECKING:
    from .native.search import Root

ROUND_CAP = 40  # a playout never runs past this round (grey Azul walls can jam)


class Node:
    __slots__ = ("kids", "moves", "n", "priors", "seat", "total", "w", "w_sum")

    def __init__(self, state: BaseGame, ai: EditionAI, temperature: float) -> None:
        moves = ai.candidates(state)
        vals = ai.move_values(state, moves)
        top = max(vals)
        weights = [math.exp((v - top) / temperature) for v in vals]
        norm = sum(weights)
        order = sorted(range(len(moves)), key=lambda i: -weights[i])
        self.moves = [moves[i] for i in order]
        self.priors = [weights[i] / norm for i in order]
        assert state.turn is not None  # a node is a position somebody is to move in
        self.seat = state.turn
        k = len(moves)
        self.n = [0] * k
        self.w = [0.0] * k
        self.kids: list[Node | None] = [None] * k
        self.total = 0
        self.w_sum = 0.0

    def select(self, c_puct: float, fpu_drop: float) -> int:
        n, w, priors = self.n, self.w, self.priors
        total = self.total
        explore = c_puct * math.sqrt(total + 1)
        fpu = (self.w_sum / total if total else 0.5) - fpu_drop
        best, best_score = 0, -1e9
        for i in range(len(n)):
            ni = n[i]
            if not ni:
                # Later children are unvisited too, with smaller priors: they score less.
                if fpu + explore * priors[i] > best_score:
                    best = i
                break
            score = w[i] / ni + explore * priors[i] / (1 + ni)
            if score > best_score:
                best, best_score = i, score
        return best


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def rewards(
    state: BaseGame, values: list[float], scale: float, win_weight: float, own_weight: float
) -> list[float]:
    """Per seat, in [0, 1]: the sigmoid of its margin over the best other seat; once the game is
    over, blended with the actual result (a shared win counts as a share)."""
    n = len(values)
    out = [_sigmoid(margin(values, i, own_weight) / scale) for i in range(n)]
    if state.is_over:
        winners = state.winners
        share = 1.0 / len(winners)
        out = [
            win_weight * (share if i in winners else 0.0) + (1 - win_weight) * out[i]
            for i in range(n)
        ]
    return out


def playout(
    state: BaseGame,
    ai: EditionAI,
    rng: random.Random,
    rounds: int,
    noise: float,
    last: int | None = None,
    fast_futures: bool = False,
) -> None:
    """Play on with the rollout policy until the game ends or round `last` is over (by default
    `rounds` rounds after the state's own). `fast_futures`: the moves go in unchecked
    (`play_trusted`), and the round after `last` is not dealt (the evaluation never looks at
    its factories)."""
    if last is None:
        last = state.round + rounds
    last = min(last, ROUND_CAP)
    if fast_futures:
        state.deal_until = last
    play = state.play_trusted if fast_futures else state.play
    while not state.is_over and state.round <= last:
        play(ai.rollout_move(state, rng, noise))


CEILING_MS = 1000.0  # the default search stops here even if its playouts are not all done
COST_SCALE = 4.0  # late in a round, at most this many times the default playouts
EXPERT_PLAYOUTS = 5  # "expert": this many times hard's default playouts...
EXPERT_CEILING_MS = 5000.0  # ...within this ceiling, for people who accept waiting


def limits(
    ai: EditionAI,
    game: BaseGame,
    iterations: int | None,
    budget_ms: float | None,
    by_cost: bool = False,
    playouts_per_move: int | None = None,
) -> tuple[int | None, float | None]:
    """What stops a search, as (playouts, deadline): what the caller gave (`iterations`,
    `budget_ms`, or whichever comes first), or with neither the edition's default playouts
    (`playouts_per_move` in place of the edition's, if given) within `CEILING_MS`; `by_cost`,
    as many more of them as they are cheaper here than at the round's start (at most
    `COST_SCALE` times). On a machine fast enough for the playouts (this
    project's is, see docs/ai.md) the default move depends only on the state and the seed; a slow
    or busy machine plays a weaker move in time rather than a late one."""
    if iterations is None and budget_ms is None:
        iterations, budget_ms = ai.default_iterations(game, playouts_per_move), CEILING_MS
        if by_cost:
            iterations = round(iterations / max(ai.round_left(game), 1 / COST_SCALE))
    deadline = None if budget_ms is None else time.perf_counter() + budget_ms / 1000.0
    return iterations, deadline


def settled(root: Node, left: int, settle: float) -> bool:
    """Whether the most visited move is so far ahead that the playouts left cannot (`settle`
    1) or could hardly (more than 1: only if that many times as many were left) change it."""
    first = second = 0
    for n in root.n:
        if n > first:
            first, second = n, first
        elif n > second:
            second = n
    return first - second > left / settle


def search(
    game: BaseGame,
    seed: int = 0,
    iterations: int | None = None,
    budget_ms: float | None = None,
    c_puct: float = 1.5,
    temperature: float | None = None,
    rollout_rounds: int | None = None,
    noise: float = 1.0,
    win_weight: float = 0.8,
    fpu_drop: float = 0.1,
    own_weight: float = OWN_WEIGHT,
    scale: float | None = None,
    leaf_round: bool = False,
    quick_draws: bool = False,
    by_cost: bool = False,
    fitted: bool = False,
    playouts_per_move: int | None = None,
    settle: float | None = None,
    fast_futures: bool = False,
    compiled: bool = False,
    **_: Any,  # options of other levels
) -> tuple[Node | Root, int]:
    """Run the search; returns the root and the number of iterations made (`limits` tells
    what stops it). The root is a `Node`, or with `compiled` (the search compiled,
    `rules.ai.native`, unless `leaf_round`, `quick_draws` or `fitted` ask for what only this
    one has) a `native.search.Root` with the same `moves`, `priors`, `n` and `w`."""
    compiled = compiled and not (leaf_round or quick_draws or fitted)
    if compiled:
        from .native import load  # numba only where it is used; loaded before the clock starts
        from .native.search import search as compiled_search

        load()
    ai = adapter(game)
    iterations, deadline = limits(ai, game, iterations, budget_ms, by_cost, playouts_per_move)
    scale = scale or ai.scale
    temperature = temperature or ai.temperature
    rollout_rounds = ai.rollout_rounds if rollout_rounds is None else rollout_rounds
    settle = ai.settle if settle is None else settle
    if compiled:
        return compiled_search(
            game, seed, iterations, deadline, settle, c_puct, fpu_drop, noise,
            rollout_rounds, scale, win_weight, own_weight, temperature, ROUND_CAP,
        )  # fmt: skip
    base = game.copy()
    base.history = []  # never read by the search; keeps every copy cheap
    base.draw_log = []
    rng = random.Random(seed)
    root = Node(base, ai, temperature)
    if len(root.moves) == 1:
        return root, 0
    done = 0
    while True:
        if iterations is not None and done >= iterations:
            break
        if deadline is not None and done and time.perf_counter() >= deadline:
            break
        if (
            settle
            and iterations is not None
            and not done % 16
            and settled(root, iterations - done, settle)
        ):
            break
        state = base.copy()
        future = rng.getrandbits(63)
        state.draws = QuickDraws(future) if quick_draws else SeededDraws(future)
        play = state.play_trusted if fast_futures else state.play
        path: list[tuple[Node, int]] = []
        node = root
        while True:
            i = node.select(c_puct, fpu_drop)
            path.append((node, i))
            leaf = state.round
            play(node.moves[i])
            child = node.kids[i]
            if child is None:
                if not state.is_over and not state.draw_log:
                    node.kids[i] = Node(state, ai, temperature)
                break
            node = child
        last = leaf + rollout_rounds if leaf_round else None
        playout(state, ai, rng, rollout_rounds, noise, last, fast_futures)
        result = rewards(state, ai.values(state, fitted), scale, win_weight, own_weight)
        for node, i in path:
            r = result[node.seat]
            node.n[i] += 1
            node.w[i] += r
            node.total += 1
            node.w_sum += r
        done += 1
    return root, done


# What hard plays with by default, and hard as it was until 2026-11 ("hard-classic", pinned so
# that hard can change and be measured against it: `python -m rules arena --a hard --b
# hard-classic`). Hard now stops where its move is settled (`settle`, by edition), plays its
# playouts on the engine's fast path (`fast_futures`) and, in Azul, compiled (`compiled`), with
# many more of them (`EditionAI.playouts_per_move`); the other settings tried
# (`leaf_round`, `by_cost`, `quick_draws`, `fitted`) did not make it stronger, see docs/ai.md,
# "Tried and not kept".
CLASSIC: dict[str, Any] = {
    "leaf_round": False,
    "quick_draws": False,
    "by_cost": False,
    "fitted": False,
    "settle": 0.0,
    "fast_futures": False,
    "compiled": False,
    "rollout_rounds": 0,
}
# settle None: the edition's own (`EditionAI.settle`).
# rollout_rounds None: the edition's own (`EditionAI.rollout_rounds`).
HARD: dict[str, Any] = CLASSIC | {
    "settle": None,
    "fast_futures": True,
    "compiled": True,
    "rollout_rounds": None,
}
CLASSIC_PLAYOUTS = {"azul": 4000, "summer-pavilion": 2000}  # per move, before / players


def expert_limits(game: BaseGame) -> dict[str, Any]:
    """What stops the expert's search by default: `EXPERT_PLAYOUTS` times hard's default
    playouts, within `EXPERT_CEILING_MS`."""
    return {
        "iterations": EXPERT_PLAYOUTS * adapter(game).default_iterations(game),
        "budget_ms": EXPERT_CEILING_MS,
    }


def expert_move(game: BaseGame, seed: int = 0, **options: Any) -> Decision:
    """Hard's search, longer (`expert_limits`); the options given, as for hard, replace those."""
    if options.get("iterations") is None and options.get("budget_ms") is None:
        options |= expert_limits(game)
    return mcts_move(game, seed=seed, **options)


def mcts_move(game: BaseGame, seed: int = 0, **options: Any) -> Decision:
    """Hard: the search with `HARD`'s settings; the options given replace them."""
    return _searched_move(game, seed, HARD | options)


def classic_move(game: BaseGame, seed: int = 0, **options: Any) -> Decision:
    """Hard as it was until 2026-11 (`CLASSIC`, with its playouts), for comparisons."""
    pinned = CLASSIC | {"playouts_per_move": CLASSIC_PLAYOUTS[game.edition]}
    return _searched_move(game, seed, pinned | options)


def _searched_move(game: BaseGame, seed: int, options: dict[str, Any]) -> Decision:
    root, done = search(game, seed=seed, **options)
    if done == 0:
        return only_move(game, root.moves[0])
    best = max(range(len(root.moves)), key=lambda i: (root.n[i], root.w[i]))
    share = root.w[best] / root.n[best]
    return decision(
        root.moves[best], "note.simulated", share=share, percent=round(100 * share), games=done
    )
