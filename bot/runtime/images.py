"""Table images from `render`, produced off the event loop (rendering takes tens of ms of pure
Python, so in a thread it would hold the GIL while other games wait; worker processes let one
bot process use every core).

`locale` is a Discord locale (or its code): the words on the image follow it where `render` has
them in that language, as the bot's messages do (`messages.language`)."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from render.memory import keep_image_memory  # an image worker's first step

from ..i18n.catalogue import language, text
from .drawing import (
    draw_board,
    draw_final,
    draw_first_tables,
    draw_ladder,
    draw_review,
    draw_scoring,
    draw_standings,
    draw_star,
    draw_stats,
    draw_table,
)
from .workers import PriorityGate, ProcessPool

if TYPE_CHECKING:
    from render import Locale
    from rules import BaseGame

REVIEW_COLUMNS = ("player", "accuracy", "lost", "mistakes", "blunders")


class Images:
    """Where images are drawn: `workers` spawned processes, or (0) threads of this process.

    The engine objects handed over here are never mutated afterwards (moves are applied to a
    copy), so a thread may read them while the loop goes on; a process gets a pickled copy.
    """

    URGENT, LATER = 0, 1  # a person is waiting for it / a computer's move, paced anyway

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._pool = ProcessPool(workers, "image", setup=keep_image_memory) if workers > 0 else None
        # One image per worker at a time; under load the images people are waiting for (their
        # own move's table, a board they asked for) go before the tables of computer moves.
        self._gate = PriorityGate(workers if workers > 0 else 2)

    async def _run(self, work: Any, *args: Any, urgent: bool = True) -> bytes:
        async with self._gate.slot(self.URGENT if urgent else self.LATER):
            if self._pool is None:
                return await asyncio.to_thread(work, *args)
            return await self._pool.run(work, *args)

    async def warm(self) -> None:
        """Start every worker and fill its caches (the first table of a cold worker is slow)."""
        if self._pool is not None:
            await asyncio.gather(*(self._pool.run(draw_first_tables) for _ in range(self.workers)))

    async def table_png(
        self,
        game: BaseGame,
        *,
        colour_blind: bool = False,
        locale: Locale = None,
        urgent: bool = True,
        stopped: bool = False,
    ) -> bytes:
        """The table; `stopped`: the game was stopped before its end (its closing post)."""
        lang = language(locale)
        return await self._run(draw_table, game, colour_blind, lang, stopped, urgent=urgent)

    async def board_png(
        self, game: BaseGame, seat: int, *, colour_blind: bool = False, locale: Locale = None
    ) -> bytes:
        return await self._run(draw_board, game, seat, colour_blind, language(locale))

    async def final_png(
        self, game: BaseGame, *, colour_blind: bool = False, locale: Locale = None
    ) -> bytes:
        return await self._run(draw_final, game, colour_blind, language(locale))

    async def scoring_png(
        self, side: str, wall: Any, placed: Any, labels: Any, *, colour_blind: bool = False
    ) -> bytes:
        """An Azul scoring example (`render.scoring`); the words come translated."""
        return await self._run(draw_scoring, side, wall, placed, labels, colour_blind)

    async def star_png(
        self,
        side: str,
        star: int,
        covered: Any,
        placed: int,
        labels: Any,
        *,
        colour_blind: bool = False,
    ) -> bytes:
        """A Summer Pavilion scoring example (`render.star_scoring`); the words come translated."""
        return await self._run(draw_star, side, star, covered, placed, labels, colour_blind)

    async def stats_png(self, player: str, panels: Any, labels: Any) -> bytes:
        """A person's charts (`render.stats`); the words come translated."""
        return await self._run(draw_stats, player, panels, labels)

    async def ladder_png(self, title: str, headers: Any, rows: Any) -> bytes:
        return await self._run(draw_ladder, title, headers, rows)

    async def standings_png(self, rows: Any, labels: Any) -> bytes:
        """A tournament's standings (`render.standings`), one page; the words come translated."""
        return await self._run(draw_standings, rows, labels, urgent=False)

    async def review_png(
        self,
        record: dict,
        title: str,
        judgements: list,
        rows: list[list[str]],
        turning: list,
        captions: list[str],
        locale: Locale = None,
    ) -> bytes:
        """A game's review (`render.review`) from the rules' judgements; words translated."""
        from render.review import Point, ReviewLabels, TurningPoint

        labels = ReviewLabels(
            title=title,
            chart=text("review.chart", locale),
            mistake=text("review.verdict.mistake", locale),
            blunder=text("review.verdict.blunder", locale),
            headers=[text(f"review.column.{c}", locale) for c in REVIEW_COLUMNS],
            before=text("review.before", locale),
            played=text("review.played", locale),
            better=text("review.better", locale),
        )
        points = [
            Point(j.ply, j.seat, j.expected, j.verdict)
            for j in judgements
            if not j.forced and j.expected is not None
        ]
        turns = [
            TurningPoint(j.ply, j.seat, j.played, j.best, caption)
            for j, caption in zip(turning, captions, strict=True)
        ]
        return await self._run(draw_review, record, points, rows, turns, labels, language(locale))

    def close(self) -> None:
        if self._pool is not None:
            self._pool.close()
