"""Azul's lessons. The coloured side: taking all of a colour, the centre and the first player
marker, one pattern line per take, the floor, wall tiling and its scoring, the lid, the end of
the game. The grey side: the same first round, then choosing the column of each tile.

The deal (seed 7, two players, both sides): factories 1 YRKW, 2 BBYK, 3 BYRW, 4 YYYW, 5 YRKW."""

from __future__ import annotations

from .script import Choice, Example, Lesson, Step, borrowed, take, take_centre

B, Y, R, K, W = range(5)


def _line(line: int) -> Choice:
    return Choice(str(line), "lesson.label.line", (("line", line),))


def _column(column: int) -> Choice:
    return Choice(str(column), "lesson.label.column", (("column", column),))


# The first round's first four decisions, the same on both sides.
TAKE = Step(
    "take",
    choices=(take("2B", 2, 2, "B"), take("3B", 3, 1, "B"), take("4Y", 4, 3, "Y")),
    right="2B",
    wrong=frozenset({"3B", "4Y"}),
)
LINE = Step(
    "line",
    choices=(_line(1), _line(2), _line(3), Choice("F", "lesson.label.floor")),
    right="2",
    then=("2B-2", "4Y-3"),
    wrong=frozenset({"1", "3", "F"}),
)
CENTRE = Step(
    "centre",
    choices=(
        take_centre("CY", 1, "Y"),
        take("1Y", 1, 1, "Y"),
    ),
    right="CY",
    then=("CY-1", "5K-4"),
    wrong=frozenset({"1Y"}),
)
FULL_LINES = Step(
    "full_lines",
    choices=(_line(1), _line(2), _line(3)),
    right="3",
    then=("1R-3", "3R-1"),
    wrong=frozenset({"1", "2"}),
)

# A row of four and a column of three meeting in the new tile: 4 + 3 = 7.
COLOUR_EXAMPLE = Example(
    wall=(
        (None, None, None, K, None),
        (None, None, None, R, None),
        (K, W, B, Y, None),
        (None,) * 5,
        (None,) * 5,
    ),
    placed=(2, 3),
)
# The grey side: the same sum, wherever the colours went (each once per row and column).
GREY_EXAMPLE = Example(
    wall=(
        (None, Y, None, None, None),
        (R, B, W, None, None),
        (None, K, None, None, None),
        (None,) * 5,
        (None,) * 5,
    ),
    placed=(1, 1),
)

AZUL_COLOUR = Lesson(
    id="azul-colour",
    edition="azul",
    side="colour",
    seed=7,
    steps=(
        Step("welcome"),
        TAKE,
        LINE,
        CENTRE,
        FULL_LINES,
        Step("floor", image="board"),
        Step("tiling", play_to="round", image="scoring", example=COLOUR_EXAMPLE),
        Step("lid", image="none"),
        Step("end", image="none"),
        Step("play", image="none"),
    ),
)

AZUL_GREY = Lesson(
    id="azul-grey",
    edition="azul",
    side="grey",
    seed=7,
    steps=(
        Step("welcome"),
        *(borrowed(step, "azul-colour") for step in (TAKE, LINE, CENTRE, FULL_LINES)),
        Step(
            "column",
            choices=tuple(_column(c) for c in (1, 2, 3)),
            right="2",
            then=("1>2",),
            play_to="wall",
            image="board",
            wrong=frozenset({"1", "3"}),
        ),
        Step(
            "column_touch",
            choices=tuple(_column(c) for c in (1, 2, 3)),
            right="2",
            then=("2>2",),
            image="board",
            wrong=frozenset({"1", "3"}),
        ),
        Step(
            "column_ahead",
            choices=tuple(_column(c) for c in (1, 2, 5)),
            right="2",
            then=("4>2",),
            image="board",
            wrong=frozenset({"1", "5"}),
        ),
        Step("tiling", play_to="round", image="scoring", example=GREY_EXAMPLE),
        Step("end", image="none"),
        Step("play", image="none"),
    ),
)
