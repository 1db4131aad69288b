"""What a computer player decides: the move, and a few words on why (for hints)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..base import BaseGame
from .phrases import Part, english

if TYPE_CHECKING:
    from ..editions import Move


@dataclass(frozen=True, slots=True)
class Decision:
    move: Move
    note: str = ""  # how the level judged it, e.g. "wins about 62% of 800 simulated games"
    share: float | None = None  # the search's estimated winning chance, when it has one
    why: tuple[Part, ...] = field(default=(), compare=False)  # `note` as parts (`phrases`)


def decision(move: Move, code: str, share: float | None = None, **params: object) -> Decision:
    """A decision whose note is the part `code` with `params`, in English and as a part."""
    why = ((code, params),)
    return Decision(move, english(why), share=share, why=why)


def only_move(game: BaseGame, move: Move) -> Decision:
    """Why a level played without thinking: no choice at all, or no other move worth a look
    (Summer Pavilion's search skips, e.g., passes keeping worse tiles)."""
    if len(game.legal_moves()) == 1:
        return decision(move, "note.only_legal")
    return decision(move, "note.only_worth")
