"""Teaching the games: `/azul learn`'s lessons (scripted games as data, `script`) and
`/azul rules`' reference (`reference`). Nothing here knows Discord: the Learn cog shows them."""

from __future__ import annotations

from .azul import AZUL_COLOUR, AZUL_GREY
from .pavilion import PAVILION_COLOUR, PAVILION_GREY
from .script import Lesson

# The code a lesson's buttons carry (two letters) → the lesson.
LESSONS: dict[str, Lesson] = {
    "ac": AZUL_COLOUR,
    "ag": AZUL_GREY,
    "pc": PAVILION_COLOUR,
    "pg": PAVILION_GREY,
}


def lesson_for(edition: str, side: str) -> tuple[str, Lesson]:
    """The lesson of a game and side, with its code."""
    for code, lesson in LESSONS.items():
        if (lesson.edition, lesson.side) == (edition, side):
            return code, lesson
    raise KeyError((edition, side))
