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

from typing import Any

from ..base import BaseGame
from ..rng import SeededDraws
from .adapters import adapter
from .alphabeta import AlphaBeta
from .decision import Decision, only_move_note


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
    search = AlphaBeta(ai, game.turn, width=width, finish=finish)
    candidates = search.ordered(base, None)
    if len(candidates) == 1:
        return Decision(candidates[0], only_move_note(game))
    best, best_v = search.best_move(base, depth)
    reply = " against the best reply" if depth > 1 else ""
    # The rating is the mover's lead plus a share of its own points (`adapters.margin`).
    rated = round(best_v)
    return Decision(best, f"best when played out to the round's end{reply} (rated {rated:+d})")
