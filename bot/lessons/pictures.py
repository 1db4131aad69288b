"""What a lesson's step or a rules topic shows, drawn in the reader's language: the lesson's
table or your board, a scoring example, or a finished game's final table."""

from __future__ import annotations

import asyncio
from functools import lru_cache
from typing import TYPE_CHECKING

import rules
from render.scoring import ScoringLabels
from render.star_scoring import StarScoringLabels
from rules.ai import choose_move

from ..i18n.catalogue import text
from . import lesson_for
from .script import PLAYERS, Lesson, Step, position

if TYPE_CHECKING:
    from render import Locale
    from rules import BaseGame

    from ..runtime.images import Images

TOPICS = ("setup", "turn", "tiling", "scoring", "end", "grey")
TURN_STEP = 3  # the step whose table shows a turn under way (two takes made)


def names(locale: Locale) -> tuple[str, str]:
    you, robin = PLAYERS
    return text(f"lesson.{you}", locale), text(f"lesson.{robin}", locale)


def _literal(words: str) -> str:
    """Words the drawing fills in with str.format, already filled: braces kept as they are."""
    return words.replace("{", "{{").replace("}", "}}")


async def _example(images: Images, lesson: Lesson, step: Step, locale: Locale, cb: bool) -> bytes:
    ex = step.example
    assert ex is not None, f"{lesson.id}.{step.name} draws an example but has none"
    if step.image == "scoring":
        from render.scoring import tile_points

        filled = [[v is not None for v in row] for row in ex.wall]
        assert isinstance(ex.placed, tuple)
        h, v, points = tile_points(filled, *ex.placed)
        labels = ScoringLabels(
            _literal(text("lesson.scoring.title", locale)),
            _literal(text("lesson.scoring.row", locale, n=h)),
            _literal(text("lesson.scoring.column", locale, n=v)),
            _literal(text("lesson.scoring.alone", locale)),
            _literal(text("lesson.scoring.total", locale, points=points)),
        )
        return await images.scoring_png(lesson.side, ex.wall, ex.placed, labels, colour_blind=cb)
    from render.star_scoring import ring_run

    assert isinstance(ex.placed, int)
    run = len(ring_run(ex.covered, ex.placed))
    star_labels = StarScoringLabels(
        _literal(text("lesson.star.title", locale)),
        _literal(text("lesson.star.run", locale, n=run)),
        _literal(text("lesson.star.alone", locale)),
        _literal(text("lesson.star.total", locale, points=run)),
    )
    return await images.star_png(
        lesson.side, ex.star, ex.covered, ex.placed, star_labels, colour_blind=cb
    )


async def step_picture(
    images: Images, lesson: Lesson, index: int, locale: Locale, colour_blind: bool = False
) -> bytes | None:
    """The image of step `index` of `lesson`, or None for a step of words only."""
    step = lesson.steps[index]
    if step.image == "none":
        return None
    if step.image in ("scoring", "star"):
        return await _example(images, lesson, step, locale, colour_blind)
    game = await asyncio.to_thread(position, lesson, index, names(locale))
    if step.image == "board":
        return await images.board_png(game, 0, colour_blind=colour_blind, locale=locale)
    return await images.table_png(game, colour_blind=colour_blind, locale=locale)


def _example_step(lesson: Lesson) -> int:
    return next(i for i, s in enumerate(lesson.steps) if s.example is not None)


@lru_cache(maxsize=8)
def _finished(edition: str, side: str, seed: int, you: str, robin: str) -> BaseGame:
    """A whole game between two easy players: the end of the game, drawn."""
    game = rules.new_game(edition, [you, robin], side, seed)
    while not game.is_over:
        game.play(choose_move(game, "easy", seed=len(game.history)))
    return game


async def topic_picture(
    images: Images, edition: str, topic: str, locale: Locale, colour_blind: bool = False
) -> bytes:
    """`/azul rules`' drawing of a topic, from the edition's lessons."""
    side = "grey" if topic == "grey" else "colour"
    _, lesson = lesson_for(edition, side)
    cb = colour_blind
    if topic == "scoring":
        index = _example_step(lesson)
        return await _example(images, lesson, lesson.steps[index], locale, cb)
    if topic == "end":
        game = await asyncio.to_thread(_finished, edition, side, lesson.seed, *names(locale))
        return await images.final_png(game, colour_blind=cb, locale=locale)
    index = {"setup": 0, "turn": TURN_STEP}.get(topic, _example_step(lesson))
    game = await asyncio.to_thread(position, lesson, index, names(locale))
    if topic in ("setup", "turn"):
        return await images.table_png(game, colour_blind=cb, locale=locale)
    return await images.board_png(game, 0, colour_blind=cb, locale=locale)
