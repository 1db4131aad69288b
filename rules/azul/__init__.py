"""Azul: the engine, its moves and events."""

from .game import AzulGame, AzulPlayer, tile_points, wall_colour, wall_column
from .moves import COLOUR_NAMES, COLOURS, FLOOR, Draft, Move, WallChoice, parse_move

__all__ = [
    "COLOURS",
    "COLOUR_NAMES",
    "FLOOR",
    "AzulGame",
    "AzulPlayer",
    "Draft",
    "Move",
    "WallChoice",
    "parse_move",
    "tile_points",
    "wall_colour",
    "wall_column",
]
