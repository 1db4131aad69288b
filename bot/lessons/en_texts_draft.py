"""English words of the Azul coloured-side lesson: a DRAFT for the catalogue
(`bot/i18n/locales/en_lessons.py` once the other four languages exist; #32, work in progress).
Terms follow the rulebook: factory display, centre of the table, pattern lines, floor line, wall,
first player marker, bag, box lid."""

EN_LESSONS_DRAFT: dict[str, str] = {
    "lesson.you": "You",
    "lesson.robin": "Robin",
    "lesson.next": "Next",
    "lesson.wrong": "Not quite: read the step again and try another choice.",
    "lesson.label.take": "Factory {source}: {n} × {colour}",
    "lesson.label.take_centre": "Centre: {n} × {colour}",
    "lesson.label.line": "Pattern line {line}",
    "lesson.label.floor": "Floor line",
    "lesson.azul-colour.welcome": (
        "Welcome to Azul! You and Robin take turns taking tiles from the **factory displays** "
        "(the five circles) and the **centre** of the table, to fill the **pattern lines** on "
        "the left of your board. Whoever tiles their **wall** best wins."
    ),
    "lesson.azul-colour.take": (
        "On your turn you take **all** the tiles of **one colour** from one factory; the rest "
        "of that factory goes to the centre. Blue would fit your pattern line 2 exactly: take "
        "the blue tiles of factory 2."
    ),
    "lesson.azul-colour.take.wrong.3B": (
        "Factory 3 has only one blue tile: pattern line 2 would wait for another."
    ),
    "lesson.azul-colour.take.wrong.4Y": (
        "Three yellow tiles is a fine take too, but this step is about blue: try factory 2."
    ),
    "lesson.azul-colour.line": (
        "Now put the tiles on **one** pattern line. Line 1 holds one tile, line 2 two, and so "
        "on; tiles that do not fit fall to your **floor line** and cost points."
    ),
    "lesson.azul-colour.line.wrong.1": (
        "Line 1 holds one tile: the second would fall to the floor and cost you a point."
    ),
    "lesson.azul-colour.line.wrong.3": (
        "Line 3 holds three: it would wait for one more blue. Line 2 is complete with two."
    ),
    "lesson.azul-colour.line.wrong.F": (
        "The floor line costs points (−1, −1, −2, −2, −2, −3, −3): keep it for what does not fit."
    ),
    "lesson.azul-colour.centre": (
        "Robin took three yellow. The leftovers of each factory are in the centre. The first "
        "player to take from the centre also takes the **first player marker**: it costs −1 on "
        "your floor, but you start the next round. Take the yellow tile from the centre."
    ),
    "lesson.azul-colour.centre.wrong.1Y": (
        "Factory 1's yellow is fine too, but this step is about the centre: take it from there."
    ),
    "lesson.azul-colour.full_lines": (
        "Take the red tile of factory 1. A **complete** line takes no more tiles, and a line "
        "holds one colour only. Which pattern line can take it?"
    ),
    "lesson.azul-colour.full_lines.wrong.1": "Line 1 is complete with your yellow tile.",
    "lesson.azul-colour.full_lines.wrong.2": "Line 2 is complete with your two blue tiles.",
    "lesson.azul-colour.floor": (
        "Your floor line holds the first player marker: −1 at the end of the round. Every tile "
        "that does not fit a line lands there too."
    ),
    "lesson.azul-colour.tiling": (
        "When no tile is left, the round ends and every **complete** pattern line moves one tile "
        "to the wall, in the space of its colour. The tile scores 1, or if it touches others, "
        "one point for each tile in its row run and each in its column run, as drawn."
    ),
    "lesson.azul-colour.lid": (
        "The rest of a complete line goes to the **box lid**. When the bag runs out, the lid's "
        "tiles go back into the bag."
    ),
    "lesson.azul-colour.end": (
        "The game ends after the round in which someone completes a horizontal row of the wall. "
        "Then: +2 for each complete row, +7 for each complete column, +10 for each colour "
        "placed five times."
    ),
    "lesson.azul-colour.play": "You know the game! Play a real one against an easy computer player.",
    "lesson.play_button": "Play against the easy computer",
}
