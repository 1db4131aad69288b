"""What a computer player decides: the move, and a few words on why (for hints)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Decision:
    move: Any
    note: str = ""  # how the level judged it, e.g. "wins about 62% of 800 simulated games"
    share: float | None = None  # the search's estimated winning chance, when it has one
