"""A lesson as data, and the positions it goes through.

A lesson starts from a fixed deal (`seed`) between "you" and a computer opponent. Each step
says in a few sentences what matters (text `lesson.<id>.<step>`), shows the table (or a drawn
example), and offers only the control the step is about (`choices`; none: a Next button). The
right choice plays `then` (your move, then the opponent's reply) and goes on; a wrong one is
explained (`lesson.<id>.<step>.wrong.<value>`, else `lesson.wrong`) and the step stays. Where a
step says `finish_round`, the rest of the round is played out by easy players before it.

Every position follows from the lesson and the step's index alone, so a lesson's state is two
small numbers: it fits in a button's custom_id and survives restarts (`position`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import rules
from rules import BaseGame
from rules.ai import choose_move

PLAYERS = ("you", "robin")  # text keys of the two seats' names


@dataclass(frozen=True)
class Choice:
    value: str  # what the button carries back
    label: str  # a text key (`lesson.label.*`)
    fields: tuple[tuple[str, object], ...] = ()  # the label's placeholders


@dataclass(frozen=True)
class Step:
    name: str
    choices: tuple[Choice, ...] = ()  # none: Next
    right: str | None = None
    then: tuple[str, ...] = ()  # moves played once the step is passed
    image: str = "table"  # table, board, scoring, star, none
    finish_round: bool = False  # before the step: the round played out by easy players
    wrong: frozenset[str] = field(default_factory=frozenset)  # choices with their own explanation


@dataclass(frozen=True)
class Lesson:
    id: str
    edition: str
    side: str
    seed: int
    steps: tuple[Step, ...]


def fresh(lesson: Lesson, names: tuple[str, str]) -> BaseGame:
    return rules.new_game(lesson.edition, list(names), lesson.side, lesson.seed)


def position(lesson: Lesson, index: int, names: tuple[str, str] = PLAYERS) -> BaseGame:
    """The table as step `index` shows it: every earlier step's moves played, and the rounds
    finished where a step says so (easy players, seeded by the ply: always the same)."""
    game = fresh(lesson, names)
    for number, step in enumerate(lesson.steps[: index + 1]):
        if step.finish_round:
            start = game.round
            while not game.is_over and game.round == start:
                game.play(choose_move(game, "easy", seed=len(game.history)))
        if number < index:
            for move in step.then:
                game.play(move)
    return game


def is_right(step: Step, value: str) -> bool:
    return step.right is None or value == step.right


def explanation_key(lesson: Lesson, step: Step, value: str) -> str:
    """What a wrong choice is told: its own words if the step has them, else the general ones."""
    if value in step.wrong:
        return f"lesson.{lesson.id}.{step.name}.wrong.{value}"
    return "lesson.wrong"
