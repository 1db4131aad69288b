"""The registry of editions: one place that maps `"azul"` / `"summer-pavilion"` to a game class."""

from __future__ import annotations

from .azul import AzulGame
from .base import BaseGame
from .errors import RecordError

EDITIONS: dict[str, type[BaseGame]] = {"azul": AzulGame}

try:  # Summer Pavilion registers itself here once its package exists.
    from .pavilion import PavilionGame

    EDITIONS["summer-pavilion"] = PavilionGame
except ImportError:  # pragma: no cover - only while the edition is being written
    pass


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


def load_state(data: dict) -> BaseGame:
    """Rebuild a game from `to_dict()` output of any edition."""
    if not isinstance(data, dict):
        raise RecordError("saved state must be a JSON object")
    return game_class(str(data.get("edition"))).from_dict(data)
