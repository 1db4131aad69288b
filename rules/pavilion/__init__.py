"""Azul: Summer Pavilion: the engine, its board geometry, moves and events."""

from .game import PavilionGame
from .geometry import (
    CENTRE,
    COLOUR_NAMES,
    COLOURS,
    MULTI,
    STAR_CODES,
    STAR_NAMES,
    STRUCTURES,
    UNFIXED,
    Structure,
    cell_name,
    space_cost,
)
from .moves import Acquire, Move, Pass, Place, parse_move
from .player import PavilionPlayer

__all__ = [
    "CENTRE",
    "COLOURS",
    "COLOUR_NAMES",
    "MULTI",
    "STAR_CODES",
    "STAR_NAMES",
    "STRUCTURES",
    "UNFIXED",
    "Acquire",
    "Move",
    "Pass",
    "PavilionGame",
    "PavilionPlayer",
    "Place",
    "Structure",
    "cell_name",
    "parse_move",
    "space_cost",
]
