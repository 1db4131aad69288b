"""Lessons as data (`bot/lessons`): every scripted move is legal where it is played, the right
choice of each step is the move the step plays, and every position follows from the step alone."""

from __future__ import annotations

import re

import pytest

from bot.i18n.catalogue import EN
from bot.lessons import LESSONS as BY_CODE
from bot.lessons.script import explanation_key, is_right, position, step_key, text_keys

LESSONS = list(BY_CODE.values())


def _plays_right(step) -> bool:
    """The step's first move is its right choice's: the choice names the move's start (a
    take, a placement, `pass`), its target line (`-2`) or its wall column (`>2`)."""
    first = step.then[0]
    return first.startswith(step.right) or first.endswith((f"-{step.right}", f">{step.right}"))


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_step_plays_legal_moves_and_its_right_choice(lesson):
    for index, step in enumerate(lesson.steps):
        game = position(lesson, index)
        for number, move in enumerate(step.then):
            assert move in {str(m) for m in game.legal_moves()}, (step.name, number, move)
            game.play(move)
        if step.then:
            assert step.right is not None and _plays_right(step), (step.name, step.right)
            # `then` reaches your next decision, or the next step lets the round play on.
            following = lesson.steps[index + 1]
            assert game.turn == 0 or following.play_to, step.name
        values = [c.value for c in step.choices]
        assert len(values) == len(set(values))
        assert all(re.fullmatch(r"[A-Za-z0-9]{1,4}", v) and v != "next" for v in values)
        if step.choices:
            assert 2 <= len(values) <= 4, step.name
            assert step.right in values
            assert step.wrong <= set(values) - {step.right}, step.name
            assert all(not is_right(step, v) for v in values if v != step.right)
            for v in values:
                expected = f"{step_key(lesson, step)}.wrong.{v}"
                key = explanation_key(lesson, step, v)
                assert key == (expected if v in step.wrong else "lesson.wrong")
        else:
            assert step.right is None and not step.then and not step.wrong, step.name


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_positions_are_the_same_every_time(lesson):
    for index in range(len(lesson.steps)):
        assert position(lesson, index).to_dict() == position(lesson, index).to_dict()


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_step_has_its_words_and_the_lesson_ends_with_play(lesson):
    assert not [key for key in text_keys(lesson) if key not in EN]
    assert f"lesson.title.{lesson.id}" in EN
    assert lesson.steps[-1].name == "play" and not lesson.steps[-1].choices
    assert 8 <= len(lesson.steps) <= 12
    for step in lesson.steps:
        assert (step.example is not None) == (step.image in ("scoring", "star")), step.name


@pytest.mark.parametrize("lesson", [BY_CODE["ac"], BY_CODE["ag"]], ids=lambda lesson: lesson.id)
def test_azul_the_tiling_step_has_tiled(lesson):
    tiling = next(i for i, s in enumerate(lesson.steps) if s.name == "tiling")
    after = position(lesson, tiling)
    assert after.round == 2
    assert any("B" in row or "Y" in row for row in after.to_dict()["boards"][0]["wall"])


def test_azul_grey_the_columns_chosen_are_where_the_tiles_went():
    lesson = BY_CODE["ag"]
    tiling = next(i for i, s in enumerate(lesson.steps) if s.name == "tiling")
    wall = position(lesson, tiling).to_dict()["boards"][0]["wall"]
    assert [row[1] for row in wall] == ["Y", "B", ".", "W", "."]
    # Each column step asks where a complete line's tile goes, on the board it shows.
    for name, row in (("column", 1), ("column_touch", 2), ("column_ahead", 4)):
        index = next(i for i, s in enumerate(lesson.steps) if s.name == name)
        legal = {str(m) for m in position(lesson, index).legal_moves()}
        assert {f"{row}>{c.value}" for c in lesson.steps[index].choices} <= legal


def test_the_lessons_titles_fit_without_an_ellipsis_in_every_language():
    """The words `/azul learn` and `/azul rules` draw above their examples fit the image, at
    worst in the smallest type the drawing allows."""
    from bot.i18n.catalogue import CATALOGUES, text
    from render import scoring, star_scoring
    from render.text import text_width

    for lang in CATALOGUES:
        for key, module in (("lesson.scoring.title", scoring), ("lesson.star.title", star_scoring)):
            room = module.WIDTH - 2 * module.MARGIN
            assert text_width(text(key, lang), 14, True) <= room, (lang, key)


async def test_the_lessons_benchmark_shows_every_step_and_topic():
    """`python -m bench.lessons` (docs/benchmarks.md) draws every step and every topic."""
    from bench.lessons import measure

    figures = await measure(1, "is")
    assert figures["steps"] == sum(len(lesson.steps) for lesson in LESSONS)
    assert figures["topics"] == 12
    assert figures["step_ms"]["n"] == figures["steps"] and figures["step_ms"]["max_ms"] > 0
