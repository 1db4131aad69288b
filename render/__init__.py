"""Table images: pure functions from a game state to PNG bytes (no Discord here).

    >>> from rules import new_game
    >>> from render import RenderOptions, table_png
    >>> game = new_game("azul", ["Ana", "Bo"], seed=42)
    >>> png = table_png(game, RenderOptions(colour_blind=True))

Same game state and options give the same bytes. Works for `rules.azul.AzulGame` and
`rules.pavilion.PavilionGame` alike (chosen by `game.edition`). A player's statistics and a
server's leaderboard: `stats_png` and `leaderboard_png` (see `render.stats`).
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image

from rules import BaseGame
from rules.azul import AzulGame

from . import azul, final, pavilion
from .language import Locale
from .png import encode
from .shared import as_edition
from .stats import EditionStats, LadderRow, StatsLabels, leaderboard_png, stats_png


@dataclass(frozen=True)
class RenderOptions:
    """How to draw. New fields always get defaults, so callers never break."""

    colour_blind: bool = False  # every tile colour also carries its own glyph
    language: str = "en"  # of the words on the image ("en", "uk", "ru", "cs", "is"); else English
    stopped: bool = False  # the game was stopped before its end: over, nobody to play


DEFAULT = RenderOptions()


def table_image(game: BaseGame, options: RenderOptions = DEFAULT) -> Image.Image:
    g = as_edition(game)
    if isinstance(g, AzulGame):
        return azul.table_image(g, options.colour_blind, options.language, options.stopped)
    return pavilion.table_image(g, options.colour_blind, options.language, options.stopped)


def board_image(game: BaseGame, seat: int, options: RenderOptions = DEFAULT) -> Image.Image:
    if not 0 <= seat < game.num_players:
        raise ValueError(f"seat {seat} is not in this {game.num_players}-player game")
    g = as_edition(game)
    if isinstance(g, AzulGame):
        return azul.board_image(g, seat, options.colour_blind, options.language)
    return pavilion.board_image(g, seat, options.colour_blind, options.language)


def final_image(game: BaseGame, options: RenderOptions = DEFAULT) -> Image.Image:
    return final.final_image(as_edition(game), options.colour_blind, options.language)


def table_png(game: BaseGame, options: RenderOptions = DEFAULT) -> bytes:
    """The whole table: factories, centre, supplies and every player's board."""
    return encode(table_image(game, options))


def board_png(game: BaseGame, seat: int, options: RenderOptions = DEFAULT) -> bytes:
    """One player's board, larger ("show me my board")."""
    return encode(board_image(game, seat, options))


def final_png(game: BaseGame, options: RenderOptions = DEFAULT) -> bytes:
    """End of game: every final board and a per-player score breakdown."""
    return encode(final_image(game, options))


__all__ = [
    "EditionStats",
    "LadderRow",
    "Locale",
    "RenderOptions",
    "StatsLabels",
    "board_image",
    "board_png",
    "final_image",
    "final_png",
    "leaderboard_png",
    "stats_png",
    "table_image",
    "table_png",
]
