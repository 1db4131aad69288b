"""Plain words for what a move does, for hints."""

from __future__ import annotations

from typing import Any

from ..base import BaseGame


def describe(game: BaseGame, move: Any) -> str:
    return str(move)
