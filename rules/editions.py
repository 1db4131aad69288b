"""The registry of editions: one place that maps `"azul"` / `"summer-pavilion"` to a game class.

It also names what a game of either edition deals in, for code that treats both alike (the types
`BaseGame` declares its surface with): a `Move`, an `Event` and a `Player` (a board) of either.
"""

from __future__ import annotations

from typing import Any, TypeAlias

from .azul import AzulGame, AzulPlayer
from .azul.events import Event as AzulEvent
from .azul.moves import Move as AzulMove
from .base import BaseGame
from .errors import RecordError
from .pavilion import PavilionGame, PavilionPlayer
from .pavilion.events import Event as PavilionEvent
from .pavilion.moves import Move as PavilionMove

Move: TypeAlias = AzulMove | PavilionMove
Event: TypeAlias = AzulEvent | PavilionEvent
Player: TypeAlias = AzulPlayer | PavilionPlayer

EDITIONS: dict[str, type[BaseGame]] = {"azul": AzulGame, "summer-pavilion": PavilionGame}


def game_class(edition: str) -> type[BaseGame]:
    try:
        return EDITIONS[edition]
    except KeyError:
        known = ", ".join(sorted(EDITIONS))
        raise RecordError(f"unknown edition {edition!r} (known: {known})") from None


def new_game(
    edition: str,
    players: list[str] | int,
    side: str = "colour",
    seed: int | None = None,
    draws: str | None = None,
) -> BaseGame:
    """Start a game of `edition`; `seed` or explicit `draws` fix every tile drawn."""
    return game_class(edition)(players, side=side, seed=seed, draws=draws)


def load_state(data: dict[str, Any]) -> BaseGame:
    """Rebuild a game from `to_dict()` output of any edition."""
    if not isinstance(data, dict):
        raise RecordError("saved state must be a JSON object")
    return game_class(str(data.get("edition"))).from_dict(data)
