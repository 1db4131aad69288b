"""Azul, coloured side: taking all of a colour, the centre and the first-player marker, one
pattern line per take, the floor, wall tiling and its scoring, the lid, the end of the game.

The deal (seed 7, two players): factories 1 YRKW, 2 BBYK, 3 BYRW, 4 YYYW, 5 YRKW."""

from __future__ import annotations

from .script import Choice, Lesson, Step

AZUL_COLOUR = Lesson(
    id="azul-colour",
    edition="azul",
    side="colour",
    seed=7,
    steps=(
        Step("welcome"),
        Step(
            "take",
            choices=(
                Choice("2B", "lesson.label.take", (("source", 2), ("n", 2), ("colour", "B"))),
                Choice("3B", "lesson.label.take", (("source", 3), ("n", 1), ("colour", "B"))),
                Choice("4Y", "lesson.label.take", (("source", 4), ("n", 3), ("colour", "Y"))),
            ),
            right="2B",
            wrong=frozenset({"3B", "4Y"}),
        ),
        Step(
            "line",
            choices=(
                Choice("1", "lesson.label.line", (("line", 1),)),
                Choice("2", "lesson.label.line", (("line", 2),)),
                Choice("3", "lesson.label.line", (("line", 3),)),
                Choice("F", "lesson.label.floor"),
            ),
            right="2",
            then=("2B-2", "4Y-3"),
            wrong=frozenset({"1", "3", "F"}),
        ),
        Step(
            "centre",
            choices=(
                Choice("CY", "lesson.label.take_centre", (("n", 1), ("colour", "Y"))),
                Choice("1Y", "lesson.label.take", (("source", 1), ("n", 1), ("colour", "Y"))),
            ),
            right="CY",
            then=("CY-1", "5K-4"),
            wrong=frozenset({"1Y"}),
        ),
        Step(
            "full_lines",
            choices=(
                Choice("1", "lesson.label.line", (("line", 1),)),
                Choice("2", "lesson.label.line", (("line", 2),)),
                Choice("3", "lesson.label.line", (("line", 3),)),
            ),
            right="3",
            then=("1R-3", "3R-1"),
            wrong=frozenset({"1", "2"}),
        ),
        Step("floor", image="board"),
        Step("tiling", finish_round=True, image="scoring"),
        Step("lid", image="none"),
        Step("end", image="none"),
        Step("play", image="none"),
    ),
)
