"""A lesson as data, and the positions it goes through.

A lesson starts from a fixed deal (`seed`) between "you" (seat 0) and a computer opponent. Each
step says in a few sentences what matters (text `lesson.<id>.<step>`), shows the table, a board
or a drawn example (`image`), and offers only the control the step is about (`choices`; none: a
Next button). The right choice plays `then` (your move, and the replies up to your next
decision) and goes on; a wrong one is explained (`lesson.<id>.<step>.wrong.<value>`, else
`lesson.wrong`) and the step stays. Before a step, `play_to` lets easy players play on: to the
end of the round ("round"), or until you choose a wall column ("wall", Azul's grey side).

Every position follows from the lesson and the step's index alone, so a lesson's state is two
small numbers: it fits in a button's custom_id and survives restarts (`position`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import rules
from rules import BaseGame
from rules.ai import choose_move

PLAYERS = ("you", "robin")  # text keys of the two seats' names
IMAGES = ("table", "board", "scoring", "star", "none")


@dataclass(frozen=True)
class Choice:
    value: str  # what the button carries back: 1-4 letters or digits
    label: str  # a text key (`lesson.label.*`)
    # The label's placeholders; a field named `colour` is shown as the colour's name.
    fields: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True)
class Example:
    """A drawn scoring example (`render.scoring` for "scoring", `render.star_scoring` for
    "star"): Azul, `wall` rows of colour indices or None and the `placed` (row, column);
    Summer Pavilion, the `star`, its six `covered` spaces and the `placed` one."""

    wall: tuple[tuple[int | None, ...], ...] = ()
    placed: tuple[int, int] | int = (0, 0)
    star: int = 0
    covered: tuple[bool, ...] = ()


@dataclass(frozen=True)
class Step:
    name: str
    choices: tuple[Choice, ...] = ()  # none: Next
    right: str | None = None
    then: tuple[str, ...] = ()  # moves played once the step is passed
    image: str = "table"  # one of IMAGES
    play_to: str | None = None  # before the step: "round" or "wall" (see the module)
    wrong: frozenset[str] = field(default_factory=frozenset)  # choices with their own words
    example: Example | None = None  # the drawing of a "scoring" or "star" step
    same_as: str | None = None  # another lesson whose words this step shows (the same moment)


@dataclass(frozen=True)
class Lesson:
    id: str
    edition: str
    side: str
    seed: int
    steps: tuple[Step, ...]


def take(value: str, source: int, n: int, colour: str) -> Choice:
    """Taking `n` tiles of `colour` from factory `source` (both games)."""
    return Choice(value, "lesson.label.take", (("source", source), ("n", n), ("colour", colour)))


def take_centre(value: str, n: int, colour: str) -> Choice:
    return Choice(value, "lesson.label.take_centre", (("n", n), ("colour", colour)))


def borrowed(step: Step, lesson_id: str) -> Step:
    """The same step in another lesson (the grey side's opening), with the words of `lesson_id`."""
    return replace(step, same_as=lesson_id)


def fresh(lesson: Lesson, names: tuple[str, str]) -> BaseGame:
    return rules.new_game(lesson.edition, list(names), lesson.side, lesson.seed)


def _choosing_a_column(game: BaseGame) -> bool:
    return game.turn == 0 and any(">" in str(m) for m in game.legal_moves())


def _play_on(game: BaseGame, until: str) -> None:
    """Easy players play on (seeded by the ply: always the same moves)."""
    start = game.round
    while not game.is_over and game.round == start:
        if until == "wall" and _choosing_a_column(game):
            return
        game.play(choose_move(game, "easy", seed=len(game.history)))


def position(lesson: Lesson, index: int, names: tuple[str, str] = PLAYERS) -> BaseGame:
    """The table as step `index` shows it: every earlier step's moves played, and play gone on
    where a step says so."""
    game = fresh(lesson, names)
    for number, step in enumerate(lesson.steps[: index + 1]):
        if step.play_to:
            _play_on(game, step.play_to)
        if number < index:
            for move in step.then:
                game.play(move)
    return game


def is_right(step: Step, value: str) -> bool:
    return step.right is None or value == step.right


def step_key(lesson: Lesson, step: Step) -> str:
    """The text key of what the step says."""
    return f"lesson.{step.same_as or lesson.id}.{step.name}"


def explanation_key(lesson: Lesson, step: Step, value: str) -> str:
    """What a wrong choice is told: its own words if the step has them, else the general ones."""
    if value in step.wrong:
        return f"{step_key(lesson, step)}.wrong.{value}"
    return "lesson.wrong"


def text_keys(lesson: Lesson) -> list[str]:
    """Every text key the lesson shows (its labels' keys apart)."""
    keys = []
    for step in lesson.steps:
        keys.append(step_key(lesson, step))
        keys.extend(explanation_key(lesson, step, v) for v in sorted(step.wrong))
    return keys
