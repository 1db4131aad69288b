"""What an image worker runs: top-level functions (a process pool pickles them by name), in a
module of their own so that a worker imports `render` and `rules` and nothing of the bot's event
loop (`bot.runtime.images`, the bot's side, imports asyncio and with it ssl: some 40 ms of every
worker's start)."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rules import BaseGame


def _options(colour_blind: bool, lang: str, stopped: bool = False) -> Any:
    from render import RenderOptions

    return RenderOptions(colour_blind=colour_blind, language=lang, stopped=stopped)


def draw_table(game: BaseGame, colour_blind: bool, lang: str, stopped: bool = False) -> bytes:
    from render import table_png

    return table_png(game, _options(colour_blind, lang, stopped))


def draw_board(game: BaseGame, seat: int, colour_blind: bool, lang: str) -> bytes:
    from render import board_png

    return board_png(game, seat, _options(colour_blind, lang))


def draw_final(game: BaseGame, colour_blind: bool, lang: str) -> bytes:
    from render import final_png

    return final_png(game, _options(colour_blind, lang))


def draw_stats(player: str, panels: Any, labels: Any) -> bytes:
    from render.stats import stats_png

    return stats_png(player, panels, labels)


def draw_standings(rows: Any, labels: Any) -> bytes:
    from render.standings import standings_png

    return standings_png(rows, labels)


def draw_ladder(title: str, headers: Any, rows: Any) -> bytes:
    from render.stats import leaderboard_png

    return leaderboard_png(title, headers, rows)


def draw_review(record: Any, points: Any, rows: Any, turning: Any, labels: Any, lang: str) -> bytes:
    from render.review import review_png

    return review_png(record, points, rows, turning, labels, lang)


def draw_scoring(side: str, wall: Any, placed: Any, labels: Any, colour_blind: bool) -> bytes:
    from render.scoring import scoring_example_png

    return scoring_example_png(side, wall, placed, labels, colour_blind)


def draw_star(
    side: str, star: int, covered: Any, placed: int, labels: Any, colour_blind: bool
) -> bytes:
    from render.star_scoring import star_scoring_png

    return star_scoring_png(side, star, covered, placed, labels, colour_blind)


def draw_first_tables() -> int:
    """Import `render` and draw its cached backgrounds once, before the first real request."""
    import rules

    for edition in ("azul", "summer-pavilion"):
        draw_table(rules.new_game(edition, 2, seed=1), False, "en")
    return os.getpid()
