"""Lessons as data (`bot/lessons`): every scripted move is legal where it is played, the right
choice of each step is the move the step plays, and every position follows from the step alone."""

from __future__ import annotations

import pytest

from bot.lessons.azul import AZUL_COLOUR
from bot.lessons.script import explanation_key, is_right, position

LESSONS = [AZUL_COLOUR]


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_step_plays_legal_moves_and_its_right_choice(lesson):
    for index, step in enumerate(lesson.steps):
        game = position(lesson, index)
        legal = {str(m) for m in game.legal_moves()}
        if step.then:
            first = step.then[0]
            assert first in legal, (step.name, first)
            assert step.right is not None
            assert first.startswith(step.right) or first.endswith(f"-{step.right}"), (
                step.name,
                step.right,
                first,
            )
        values = [c.value for c in step.choices]
        assert len(values) == len(set(values))
        if step.choices:
            assert step.right in values
            assert all(not is_right(step, v) for v in values if v != step.right)
            for v in values:
                key = explanation_key(lesson, step, v)
                assert key == (
                    f"lesson.{lesson.id}.{step.name}.wrong.{v}"
                    if v in step.wrong
                    else "lesson.wrong"
                )


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_positions_are_the_same_every_time_and_the_tiling_step_has_tiled(lesson):
    for index in range(len(lesson.steps)):
        assert position(lesson, index).to_dict() == position(lesson, index).to_dict()
    tiling = next(i for i, s in enumerate(lesson.steps) if s.name == "tiling")
    after = position(lesson, tiling)
    assert after.round == 2
    assert any("B" in row or "Y" in row for row in after.to_dict()["boards"][0]["wall"])
