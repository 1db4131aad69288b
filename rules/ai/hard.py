"""The "hard" computer player: the round's end solved exactly when it is small, Monte-Carlo
tree search otherwise.

Between two deals an Azul round is a game of perfect information: nothing is drawn until the
next deal. Near the round's end the few tiles left decide who is stuck with what on the floor,
and sampled playouts judge that poorly. So once few groups of tiles remain
(`EditionAI.solve_tail`), alpha-beta searches every move to the round's end (the tiling, then
the next deal under a re-seeded bag) and plays the best against every reply. Past `solve_nodes`
positions, or the time limit, it gives up and the tree search decides in the time left.
"""

from __future__ import annotations

from typing import Any

from ..base import WALL, BaseGame
from ..rng import SeededDraws
from .adapters import adapter
from .alphabeta import INF, AlphaBeta, OutOfNodes
from .decision import Decision
from .mcts import limits, mcts_move

SOLVE_NODES = 12_000  # about 0.4 s of search at most on this project's machine
# Near the round's end a point of one's own counts as much as a point denied: a pure margin
# player drags both sides down the floor (arenas: +3 points a game, the same win rate).
SOLVE_OWN_WEIGHT = 1.0


def solve_round(
    game: BaseGame,
    seed: int = 0,
    max_nodes: int = SOLVE_NODES,
    own_weight: float = SOLVE_OWN_WEIGHT,
    deadline: float | None = None,
) -> Decision | None:
    """The best move against every reply to the round's end, or None if the rest of the round
    is too big to search in the nodes and time given (or the edition has no such solver)."""
    ai = adapter(game)
    tail = ai.round_tail(game)
    if tail is None or tail > ai.solve_tail:
        return None
    base = game.copy()
    base.history = []
    base.draw_log = []
    base.draws = SeededDraws(seed)
    search = AlphaBeta(
        ai,
        game.turn,
        max_nodes=max_nodes,
        own_weight=own_weight,
        deadline=deadline,
        # Grey walls: every player's column choices would multiply the lines; the evaluation
        # projects the best column, so the offer's end is where the search stops.
        stop_phases=frozenset() if game.phase == WALL else frozenset({WALL}),
    )
    if len(search.ordered(base, None)) == 1:
        return None  # forced: the tree search says so at once
    try:
        move, value = search.best_move(base, INF)
    except OutOfNodes:
        return None
    return Decision(
        move,
        f"the best to the round's end against every reply ({search.nodes} positions searched, "
        f"rated {round(value):+d})",
    )


def hard_move(
    game: BaseGame,
    seed: int = 0,
    iterations: int | None = None,
    budget_ms: float | None = None,
    solve_nodes: int = SOLVE_NODES,
    solve_own_weight: float = SOLVE_OWN_WEIGHT,
    **options: Any,
) -> Decision:
    iterations, deadline = limits(adapter(game), iterations, budget_ms)
    if solve_nodes:
        solved = solve_round(game, seed, solve_nodes, solve_own_weight, deadline)
        if solved is not None:
            return solved
    return mcts_move(game, seed=seed, iterations=iterations, deadline=deadline, **options)
