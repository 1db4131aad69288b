"""English (en): lessons (`/azul learn`, bot/lessons) and the rules reference (`/azul rules`).
Terms follow the rulebook: factory display, centre of the table, pattern lines, floor line,
wall, first player marker, bag, box lid."""

EN_LESSONS: dict[str, str] = {
    # -- commands -----------------------------------------------------------------------------
    "cmd.learn": "Learn to play: a short lesson in which you make the moves (only you see it)",
    "cmd.learn.edition": "Which game to learn (default: Azul)",
    "cmd.learn.side": "Which side of the boards (default: coloured)",
    "cmd.learn.language": "In which language (default: the server's, else yours)",
    "cmd.rules": "The rules in short, topic by topic, with a drawn example (only you see it)",
    "cmd.rules.topic": "Which part of the rules (default: a turn)",
    "cmd.rules.edition": "Which game (default: the game in this channel, else Azul)",
    "error.bad_topic": "There is no such rules topic: choose one of {topics}.",
    "choice.topic.setup": "Setting up",
    "choice.topic.turn": "A turn",
    "choice.topic.tiling": "Tiling",
    "choice.topic.scoring": "Scoring",
    "choice.topic.end": "End of the game",
    "choice.topic.grey": "The grey side",
    "help.learn": (
        "• New to the game? `/azul learn` teaches it in a short lesson where you make the moves; "
        "`/azul rules` shows the rules topic by topic, with a drawing."
    ),
    # -- the lesson's frame -------------------------------------------------------------------
    "lesson.you": "You",
    "lesson.robin": "Robin",
    "lesson.step": "Lesson: {title} · step {n} of {total}",
    "lesson.title.azul-colour": "Azul",
    "lesson.title.azul-grey": "Azul, grey side",
    "lesson.title.pavilion-colour": "Summer Pavilion",
    "lesson.title.pavilion-grey": "Summer Pavilion, grey side",
    "lesson.next": "Next",
    "lesson.wrong": "Not quite: read the step again and try another choice.",
    "lesson.play_button": "Play against the easy computer",
    "lesson.started": "Your game against the easy computer has started: {link}",
    "lesson.label.take": "Factory {source}: {n} × {colour}",
    "lesson.label.take_centre": "Centre: {n} × {colour}",
    "lesson.label.line": "Pattern line {line}",
    "lesson.label.floor": "Floor line",
    "lesson.label.column": "Column {column}",
    "lesson.scoring.title": "Tiling: the new tile scores its row and its column",
    "lesson.scoring.row": "{n} in the row",
    "lesson.scoring.column": "{n} in the column",
    "lesson.scoring.alone": "alone: 1 point",
    "lesson.scoring.total": "{points, plural, one {= # point} other {= # points}}",
    "lesson.star.title": "Placing: the new tile scores its run around the star",
    "lesson.star.run": "{n} in a row around the star",
    "lesson.star.alone": "alone: 1 point",
    "lesson.star.total": "{points, plural, one {= # point} other {= # points}}",
    # -- Azul, coloured side ------------------------------------------------------------------
    "lesson.azul-colour.welcome": (
        "Welcome to Azul! You and Robin take turns taking tiles from the **factory displays** "
        "(the five circles) and the **centre** of the table, to fill the **pattern lines** on "
        "the left of your board. Whoever tiles their **wall** best wins."
    ),
    "lesson.azul-colour.take": (
        "On your turn you take **all** the tiles of **one colour** from one factory display; "
        "the rest of that display goes to the centre. Blue would fill your pattern line 2 "
        "exactly: take the blue tiles of factory 2."
    ),
    "lesson.azul-colour.take.wrong.3B": (
        "Factory 3 has only one blue tile: pattern line 2 would wait for another."
    ),
    "lesson.azul-colour.take.wrong.4Y": (
        "Three yellow tiles is a fine take too, but this step is about blue: try factory 2."
    ),
    "lesson.azul-colour.line": (
        "Now put all the tiles on **one** pattern line. Line 1 holds one tile, line 2 two, and "
        "so on; tiles that do not fit fall to your **floor line** and cost points."
    ),
    "lesson.azul-colour.line.wrong.1": (
        "Line 1 holds one tile: the second would fall to the floor line and cost you a point."
    ),
    "lesson.azul-colour.line.wrong.3": (
        "Line 3 holds three: it would wait for one more blue. Line 2 is complete with two."
    ),
    "lesson.azul-colour.line.wrong.F": (
        "The floor line costs points (−1, −1, −2, −2, −2, −3, −3): keep it for what does not fit."
    ),
    "lesson.azul-colour.centre": (
        "Robin took three yellow tiles. The leftovers of each factory display lie in the centre. "
        "The first to take from the centre also takes the **first player marker**: it costs −1 "
        "on your floor line, but you start the next round. Take the yellow tile from the centre."
    ),
    "lesson.azul-colour.centre.wrong.1Y": (
        "Factory 1's yellow tile would do too, but this step is about the centre: take it there."
    ),
    "lesson.azul-colour.full_lines": (
        "Take the red tile of factory 1. A **complete** pattern line takes no more tiles, and a "
        "line holds one colour only. Which pattern line can take it?"
    ),
    "lesson.azul-colour.full_lines.wrong.1": "Line 1 is complete with your yellow tile.",
    "lesson.azul-colour.full_lines.wrong.2": "Line 2 is complete with your two blue tiles.",
    "lesson.azul-colour.floor": (
        "This is your board. The first player marker lies on your floor line: −1 at the end of "
        "the round. Every tile that fits no pattern line lands there too."
    ),
    "lesson.azul-colour.tiling": (
        "When no tile is left, the round ends and every **complete** pattern line moves one tile "
        "to the wall, onto the space of its colour. The tile scores 1, or, if it touches others, "
        "a point for each tile in its row and each in its column, as drawn."
    ),
    "lesson.azul-colour.lid": (
        "The other tiles of a complete line go to the **box lid**; the incomplete lines wait for "
        "the next round. When the bag runs out of tiles, the lid's tiles go back into the bag."
    ),
    "lesson.azul-colour.end": (
        "The game ends after the round in which someone completes a horizontal row of the wall. "
        "Then each player scores +2 for each complete row, +7 for each complete column and +10 "
        "for each colour placed five times."
    ),
    "lesson.azul-colour.play": (
        "You know the game! Play a real one now against an easy computer player."
    ),
    # -- Azul, grey side ----------------------------------------------------------------------
    "lesson.azul-grey.welcome": (
        "Welcome to Azul's **grey side**! Taking tiles works as on the coloured side, but the "
        "wall shows no colours: when a pattern line is complete, **you choose** the column of "
        "its tile. First, the same opening as in the coloured lesson."
    ),
    "lesson.azul-grey.column": (
        "The round is over and your pattern line 1 is complete. Its yellow tile may go on any "
        "empty space of row 1, as long as no colour repeats in a row or a column. Put it in "
        "column 2, to build around it."
    ),
    "lesson.azul-grey.column.wrong.1": (
        "Allowed, but this lesson builds in column 2: put the yellow tile there."
    ),
    "lesson.azul-grey.column.wrong.3": (
        "Allowed, but this lesson builds in column 2: put the yellow tile there."
    ),
    "lesson.azul-grey.column_touch": (
        "Now your blue tile of line 2. A tile that touches others scores more: which column "
        "puts it right under your yellow tile?"
    ),
    "lesson.azul-grey.column_touch.wrong.1": (
        "Column 1 touches nothing: 1 point. Under the yellow tile it would score 2."
    ),
    "lesson.azul-grey.column_touch.wrong.3": (
        "Column 3 touches nothing: 1 point. Under the yellow tile it would score 2."
    ),
    "lesson.azul-grey.column_ahead": (
        "Last, the white tile of line 4. Nothing is in row 3 yet, so it touches nothing today; "
        "but a tile there later would join a column. Plan ahead: which column?"
    ),
    "lesson.azul-grey.column_ahead.wrong.1": (
        "Column 1 keeps the white tile apart. In column 2, a red tile in row 3 later would "
        "join a column of four."
    ),
    "lesson.azul-grey.column_ahead.wrong.5": (
        "Column 5 keeps the white tile apart. In column 2, a red tile in row 3 later would "
        "join a column of four."
    ),
    "lesson.azul-grey.tiling": (
        "Each tile scores as on the coloured side: 1 alone, else a point for each tile in its "
        "row and each in its column. Careful: a colour blocks its column for good, so a line "
        "whose colour fits no free column falls to the floor line."
    ),
    "lesson.azul-grey.end": (
        "The game ends after the round in which someone completes a row, with the same bonuses: "
        "+2 a row, +7 a column, +10 for each colour placed five times anywhere on the wall."
    ),
    "lesson.azul-grey.play": (
        "You know the grey side! Play a real game on it against an easy computer player."
    ),
    # -- /azul rules: a short reference per topic ---------------------------------------------
    "rules.title": "{edition} — rules: {topic}",
    "rules.more": "To learn by playing, try {command}.",
    "rules.azul.setup": (
        "2 to 4 players. Each has a board: five **pattern lines** on the left, the 5×5 **wall** "
        "on the right, the **floor line** below. There are 5, 7 or 9 **factory displays** "
        "(2, 3 or 4 players), each filled with 4 tiles drawn from the bag; the **first player "
        "marker** lies in the centre. Everyone starts at 0 points."
    ),
    "rules.azul.turn": (
        "Take **all** the tiles of **one colour** from a factory display (the rest go to the "
        "centre) or from the centre (the first to do so also takes the first player marker onto "
        "the floor line). Put them all on **one** pattern line: a line holds one colour, not a "
        "colour its wall row already has; what does not fit falls to the floor line. The round's "
        "turns end when no tile is left."
    ),
    "rules.azul.tiling": (
        "Then, top to bottom, each **complete** pattern line moves one tile to its wall row, on "
        "the space of its colour, and scores it at once; its other tiles go to the **box lid**. "
        "Incomplete lines stay for the next round. When the bag is empty, the lid's tiles refill "
        "it."
    ),
    "rules.azul.scoring": (
        "A tile alone scores 1. Touching others, it scores a point for each tile in the unbroken "
        "row through it and each in the column through it (4 in the row + 3 in the column = 7, "
        "as drawn). The floor line costs −1, −1, −2, −2, −2, −3, −3; a score never drops below 0."
    ),
    "rules.azul.end": (
        "The game ends after the round in which someone completes a horizontal row of the wall. "
        "Bonuses: +2 for each complete row, +7 for each complete column, +10 for each colour "
        "with all five tiles on the wall. Most points wins; on a tie, more complete rows."
    ),
    "rules.azul.grey": (
        "On the grey side the wall has no printed colours: when a line is complete, you choose "
        "the column of its tile, as long as no colour repeats in its row or column. A line whose "
        "tile fits no column falls to the floor line whole. Everything else is the same."
    ),
    "rules.summer-pavilion.setup": (
        "2 to 4 players, six rounds. Each board has seven **stars** of six spaces (six coloured "
        "stars and a multicoloured centre star) and four corner spaces for tiles kept between "
        "rounds. 5, 7 or 9 **factory displays** get 4 tiles each, the **supply** on the scoring "
        "board 10. Everyone starts at 5 points."
    ),
    "rules.summer-pavilion.turn": (
        "Each round has a **wild colour** (purple, green, orange, yellow, blue, red). First, take "
        "**all** the tiles of one other colour from a factory display or the centre, plus "
        "**exactly one** wild tile if there is one; the first to take from the centre takes the "
        "first player marker and loses a point per tile taken. Then, in turn, place one tile or "
        "**pass**."
    ),
    "rules.summer-pavilion.tiling": (
        "A space's number is its **cost**: pay that many tiles of the star's colour from your "
        "hand, wild tiles standing in, but at least one of the real colour. One goes on the "
        "space, the rest to the tower. The centre star takes six different colours. Surrounding a "
        "pillar, statue or window earns 1, 2 or 3 **bonus tiles** from the supply."
    ),
    "rules.summer-pavilion.scoring": (
        "A placed tile scores the unbroken run of covered spaces around its star that it belongs "
        "to (alone: 1; as drawn, a run of 4 scores 4). Tiles on other stars do not count. When "
        "you pass, keep up to four tiles for the next round; each other tile costs −1."
    ),
    "rules.summer-pavilion.end": (
        "After round 6 (where a pass keeps nothing), complete stars score: purple 20, green 18, "
        "orange 17, yellow 16, blue 15, red 14, multicoloured 12; and having covered every space "
        "of cost 1, 2, 3 or 4 scores 4, 8, 12 or 16. Most points wins."
    ),
    "rules.summer-pavilion.grey": (
        "On the grey side the stars have no colour: each becomes one colour or six different "
        "ones, fixed by its first two tiles. The costs are printed around each star (3, 2, 1, 4, "
        "5, 6; every centre space 3), so a space's place is not its cost. You name the colour of "
        "every placement."
    ),
}
