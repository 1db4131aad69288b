"""What a computer player decides: the move, and a few words on why (for hints)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..base import BaseGame


@dataclass(frozen=True, slots=True)
class Decision:
    move: Any
    note: str = ""  # how the level judged it, e.g. "wins about 62% of 800 simulated games"
    share: float | None = None  # the search's estimated winning chance, when it has one


def only_move_note(game: BaseGame) -> str:
    """Why a level played without thinking: no choice at all, or no other move worth a look
    (Summer Pavilion's search skips, e.g., passes keeping worse tiles)."""
    if len(game.legal_moves()) == 1:
        return "the only legal move"
    return "the only move worth considering"
