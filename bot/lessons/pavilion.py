"""Summer Pavilion's lessons. The coloured side: the round's wild colour, taking all of a colour
with exactly one wild tile, the centre and the first player marker, paying a space's cost with
wilds standing in, a placement's run around its star, the centre star, the bonus tile of a
pillar, passing and keeping four tiles, the end bonuses. The grey side: the same takes, then
stars with no colour (you choose; the first two tiles decide what a star becomes) and costs
printed in another order than the spaces' places.

The deal (seed 71, two players, both sides): factories 1 PPBR, 2 POBB, 3 PYYR, 4 PPGO, 5 POOR,
supply PBBORRYBBO; purple is wild in round 1. Your four takes (3Y, CR, 4G and the forced CO)
give you PPPP G OOOO YY RR. On the coloured side they pay red 2 and 3 and centre 1 and 2, the
four spaces around the pillar between the red star and the centre (its bonus: one tile); on the
grey side they start a multicoloured star. Robin's moves are the easy computer's, written out."""

from __future__ import annotations

from .script import Choice, Example, Lesson, Step, borrowed, take, take_centre


def _colour(colour: str) -> Choice:
    return Choice(colour, "lesson.label.colour", (("colour", colour),))


def _place(value: str, space: int, n: int, colour: str, wilds: int = 0) -> Choice:
    """A tile on a coloured outer star (the one the step is about), paid with `n` tiles of its
    colour and `wilds` wild tiles."""
    if not n:
        return Choice(
            value,
            "lesson.label.place_wild_only",
            (("space", space), ("wilds", wilds), ("colour", colour)),
        )
    if not wilds:
        return Choice(value, "lesson.label.place", (("space", space), ("n", n), ("colour", colour)))
    fields = (("space", space), ("n", n), ("colour", colour), ("wilds", wilds))
    return Choice(value, "lesson.label.place_wild", fields)


def _centre(value: str, space: int, n: int, colour: str) -> Choice:
    return Choice(value, "lesson.label.centre", (("space", space), ("n", n), ("colour", colour)))


def _marked(value: str, cost: int, n: int, colour: str, wilds: int = 0) -> Choice:
    """Grey side: a tile on the space whose printed number (its cost) is `cost`."""
    if not wilds:
        return Choice(value, "lesson.label.marked", (("cost", cost), ("n", n), ("colour", colour)))
    fields = (("cost", cost), ("n", n), ("colour", colour), ("wilds", wilds))
    return Choice(value, "lesson.label.marked_wild", fields)


# The first round's takes, the same on both sides.
TAKE = Step(
    "take",
    choices=(take("3Y", 3, 2, "Y"), take("3R", 3, 1, "R"), take("4P", 4, 2, "P")),
    right="3Y",
    then=("3Y", "1B"),
    wrong=frozenset({"3R", "4P"}),
)
CENTRE = Step(
    "centre",
    choices=(take_centre("CR", 2, "R"), take("5R", 5, 1, "R")),
    right="CR",
    then=("CR", "2B"),
    wrong=frozenset({"5R"}),
)
# Your fourth take is the only move left (the centre's four oranges and a purple): it is no
# decision of yours, so it is played with your third.
LAST_TAKE = Step(
    "last_take",
    choices=(take("4G", 4, 1, "G"), take_centre("CO", 1, "O"), take("5O", 5, 2, "O")),
    right="4G",
    then=("4G", "5R", "CO"),
    wrong=frozenset({"CO", "5O"}),
)

RED, CENTRE_STAR = 1, 6  # star indices (rules.pavilion.geometry.STAR_CODES "ORBYGPC")

# A run of four around the red star: your space 3 if spaces 1 and 4 were covered too.
COLOUR_EXAMPLE = Example(star=RED, covered=(True, True, True, True, False, False), placed=2)
# Grey side: your orange (ring space 3, marked 1) and the yellow beside it (space 4, marked 4),
# which the drawing also shows orange and yellow.
GREY_EXAMPLE = Example(star=0, covered=(False, False, True, True, False, False), placed=3)

PAVILION_COLOUR = Lesson(
    id="pavilion-colour",
    edition="summer-pavilion",
    side="colour",
    seed=71,
    steps=(
        Step("welcome"),
        Step(
            "wild",
            choices=(_colour("P"), _colour("G"), _colour("R")),
            right="P",
            wrong=frozenset({"G", "R"}),
        ),
        TAKE,
        CENTRE,
        LAST_TAKE,
        Step(
            "place",
            choices=(
                _place("R2w1", 2, 1, "R", wilds=1),
                _place("R2w2", 2, 0, "R", wilds=2),
                _place("R2", 2, 2, "R"),
            ),
            right="R2w1",
            then=("R2w1", "B1"),
            wrong=frozenset({"R2w2", "R2"}),
        ),
        Step(
            "run",
            choices=(
                _place("R3w2", 3, 1, "R", wilds=2),
                _place("R1", 1, 1, "R"),
                _place("R4w3", 4, 1, "R", wilds=3),
            ),
            right="R3w2",
            then=("R3w2", "B2"),
            image="star",
            wrong=frozenset({"R1", "R4w3"}),
            example=COLOUR_EXAMPLE,
        ),
        Step(
            "centre_star",
            choices=(
                _centre("C1P", 1, 1, "P"),
                _centre("C1G", 1, 1, "G"),
                _centre("C1Y", 1, 1, "Y"),
            ),
            right="C1P",
            then=("C1P", "R1"),
            wrong=frozenset({"C1G", "C1Y"}),
        ),
        Step(
            "bonus",
            choices=(_centre("C2Y", 2, 2, "Y"), _centre("C3O", 3, 3, "O")),
            right="C2Y",
            then=("C2Y+O", "P1"),
            wrong=frozenset({"C3O"}),
        ),
        Step(
            "pass",
            choices=(
                Choice("pass", "lesson.label.pass_give_up", (("n", 2), ("colour", "O"))),
                Choice("OOOO", "lesson.label.pass_keep", (("n", 4), ("colour", "O"))),
                Choice("none", "lesson.label.pass_keep_nothing"),
            ),
            right="pass",
            then=("pass:GOOO", "P2", "pass"),
            wrong=frozenset({"OOOO", "none"}),
        ),
        Step("end"),
        Step("play", image="none"),
    ),
)

PAVILION_GREY = Lesson(
    id="pavilion-grey",
    edition="summer-pavilion",
    side="grey",
    seed=71,
    steps=(
        Step("welcome"),
        *(borrowed(step, "pavilion-colour") for step in (TAKE, CENTRE, LAST_TAKE)),
        Step(
            "cost",
            choices=(
                _marked("O3O", 1, 1, "O"),
                _marked("O2O", 2, 2, "O"),
                _marked("O1O", 3, 3, "O"),
            ),
            right="O3O",
            then=("O3O", "R3R"),
            wrong=frozenset({"O2O", "O1O"}),
        ),
        Step(
            "becomes",
            choices=(_marked("O4Y", 4, 2, "Y", wilds=2), _marked("O4O", 4, 3, "O", wilds=1)),
            right="O4Y",
            then=("O4Yw2", "R2B"),
            image="star",
            wrong=frozenset({"O4O"}),
            example=GREY_EXAMPLE,
        ),
        Step(
            "third",
            choices=(_marked("O2R", 2, 1, "R", wilds=1), _marked("O2O", 2, 2, "O")),
            right="O2R",
            then=("O2Rw1", "G3B"),
            wrong=frozenset({"O2O"}),
        ),
        Step("end", image="board"),
        Step("play", image="none"),
    ),
)
