"""English (en): Summer Pavilion's lessons (`/azul learn`, bot/lessons/pavilion.py), both sides,
and the labels of their choices. Terms follow the rulebook and `en_lessons`: factory display,
centre of the table, first player marker, wild colour, star, centre star, cost, supply, tower,
pillar, statue, window, bonus tiles, corner spaces."""

EN_LESSONS_PAVILION: dict[str, str] = {
    # -- choices ------------------------------------------------------------------------------
    "lesson.label.colour": "{colour}",
    "lesson.label.place": "Space {space}: {n} × {colour}",
    "lesson.label.place_wild": "Space {space}: {n} × {colour} + {wilds} × wild",
    "lesson.label.place_wild_only": "Space {space}: {wilds} × wild, no {colour}",
    "lesson.label.centre": "Centre star, space {space}: {n} × {colour}",
    "lesson.label.marked": "Space marked {cost}: {n} × {colour}",
    "lesson.label.marked_wild": "Space marked {cost}: {n} × {colour} + {wilds} × wild",
    "lesson.label.pass_give_up": "Pass, giving up {n} × {colour}",
    "lesson.label.pass_keep": "Pass, keeping {n} × {colour}",
    "lesson.label.pass_keep_nothing": "Pass, keeping nothing",
    # -- Summer Pavilion, coloured side -------------------------------------------------------
    "lesson.pavilion-colour.welcome": (
        "Welcome to **Azul: Summer Pavilion**! Over six rounds you and Robin take tiles from the "
        "**factory displays** (the five circles) and the **centre**, then place them on the "
        "seven **stars** of your board. You both start with 5 points; the most points after "
        "round 6 wins."
    ),
    "lesson.pavilion-colour.wild": (
        "Each round one colour is **wild**: this round only, its tiles can stand in for tiles "
        "of other colours. The round track on the scoring board shows the wild colour of each "
        "of the six rounds, and the line above the factories shows this round's. Which colour "
        "is wild in round 1?"
    ),
    "lesson.pavilion-colour.wild.wrong.G": (
        "Green is wild in round 2. The track shows the rounds in order: purple, green, orange, "
        "yellow, blue, red."
    ),
    "lesson.pavilion-colour.wild.wrong.R": (
        "Red is wild in round 6, the last one. Round 1's wild colour is the first on the track."
    ),
    "lesson.pavilion-colour.take": (
        "On your turn you take **all** the tiles of **one colour** from a factory display, plus "
        "**exactly one** wild tile if it has any; its other tiles go to the centre. Take the "
        "two yellow tiles of factory 3: a purple comes along, and the red goes to the centre."
    ),
    "lesson.pavilion-colour.take.wrong.3R": (
        "Factory 3 has only one red tile but two yellow ones, and a purple comes along either "
        "way: take the yellow tiles."
    ),
    "lesson.pavilion-colour.take.wrong.4P": (
        "Purple is this round's wild colour: it comes along, one tile, with the colour you take, "
        "and is taken alone only from a factory or centre holding nothing else."
    ),
    "lesson.pavilion-colour.centre": (
        "Robin took factory 1's blue tile and a purple; its other purple and its red went to "
        "the centre, beside your red. The first to take from the centre also takes the **first "
        "player marker**: they lose a point for each tile taken (never below 1), but place first "
        "and start the next round. Take the two red tiles from the centre, with its purple."
    ),
    "lesson.pavilion-colour.centre.wrong.5R": (
        "Factory 5 has one red tile; the centre has two, and a purple that comes along."
    ),
    "lesson.pavilion-colour.last_take": (
        "You took 3 tiles and the marker: 5 − 3 = 2 points. Robin took factory 2's blue tiles "
        "and a purple, and its orange went to the centre. Take factory 4's green tile: a purple "
        "comes along, and green will be the wild colour of round 2."
    ),
    "lesson.pavilion-colour.last_take.wrong.CO": (
        "The centre holds a single orange and no purple: one tile, and no wild comes along."
    ),
    "lesson.pavilion-colour.last_take.wrong.5O": (
        "Two oranges and a purple would be a fine take too, but this lesson looks ahead: green "
        "is the wild colour of round 2."
    ),
    "lesson.pavilion-colour.place": (
        "The table is empty (your last take had no choice: the centre's four oranges and a "
        "purple), so now each in turn places one tile or passes, and you, holding the marker, "
        "start. A space's number is its **cost**: pay that many tiles of the star's colour, wild "
        "tiles standing in for all but one; one goes on the space, the rest to the tower. Cover "
        "space 2 of the red star with a red and a purple."
    ),
    "lesson.pavilion-colour.place.wrong.R2w2": (
        "At least one tile of the payment must really be red: wild tiles only stand in for the "
        "others."
    ),
    "lesson.pavilion-colour.place.wrong.R2": (
        "Allowed, but purple is wild only this round: spend your purples now and keep your "
        "other red for space 3."
    ),
    "lesson.pavilion-colour.run": (
        "A placed tile scores the unbroken **run** of covered spaces around its star that it "
        "joins: 1 alone, and 4, as drawn, on space 3 with spaces 1, 2 and 4 covered. Tiles on "
        "other stars never count. Cover red space 3, beside your space 2, with a red and two "
        "purples: 2 points."
    ),
    "lesson.pavilion-colour.run.wrong.R1": (
        "Space 1 touches space 2 too and costs one tile, but spaces 2 and 3 are the red star's "
        "two spaces beside a pillar: the next steps show why they matter."
    ),
    "lesson.pavilion-colour.run.wrong.R4w3": (
        "Space 4 does not touch space 2: it would score 1 point alone, for four tiles."
    ),
    "lesson.pavilion-colour.centre_star": (
        "The **centre star** takes any colour, but its six tiles must all differ; even the "
        "wild colour may go there, paid in purple only. Centre spaces 1 and 2 touch the same "
        "pillar as red spaces 2 and 3. Cover centre space 1 with your last purple."
    ),
    "lesson.pavilion-colour.centre_star.wrong.C1G": (
        "Keep your green tile: green is the wild colour of round 2."
    ),
    "lesson.pavilion-colour.centre_star.wrong.C1Y": (
        "Your two yellow tiles are for centre space 2, and the centre star takes each colour "
        "only once."
    ),
    "lesson.pavilion-colour.bonus": (
        "Covering the last space around a **pillar**, a **statue** or a **window** earns "
        "**bonus tiles** of your choice from the supply: 1 for a pillar, 2 for a statue, 3 for "
        "a window. Centre space 2 is the last one around your pillar: cover it with your two "
        "yellows, then take an orange from the supply."
    ),
    "lesson.pavilion-colour.bonus.wrong.C3O": (
        "Centre space 3 is beside other pillars, whose other spaces are still empty: no bonus. "
        "Centre space 2 completes yours."
    ),
    "lesson.pavilion-colour.pass": (
        "When you **pass**, your round is over: you keep up to **four** tiles on your corner "
        "spaces for the next round, and every other tile goes to the tower at −1 point. You "
        "hold six (in a game you might place one or two first), and green is wild in round 2: "
        "which do you give up?"
    ),
    "lesson.pavilion-colour.pass.wrong.OOOO": (
        "That gives up your green tile, and green is wild in round 2: then it can stand in for "
        "any colour. Give up two oranges instead."
    ),
    "lesson.pavilion-colour.pass.wrong.none": (
        "Every tile you do not keep costs a point: −6 here. Keep four."
    ),
    "lesson.pavilion-colour.end": (
        "Robin passed too, so round 2 has begun: green is wild, and your four kept tiles are "
        "back in your hand. After round 6 (whose pass keeps nothing), each complete star scores: "
        "purple 20, green 18, orange 17, yellow 16, blue 15, red 14, the multicoloured centre "
        "12; and covering every space of cost 1, 2, 3 or 4 scores 4, 8, 12 or 16."
    ),
    "lesson.pavilion-colour.play": (
        "You know the game! Play a real one now against an easy computer player."
    ),
    # -- Summer Pavilion, grey side -----------------------------------------------------------
    "lesson.pavilion-grey.welcome": (
        "Welcome to Summer Pavilion's **grey side**! Taking tiles works as on the coloured side "
        "(purple is wild this round), but the stars have no colour: **you choose** what each "
        "becomes, and the costs printed on the spaces are in another order. First, the same "
        "takes as in the coloured lesson."
    ),
    "lesson.pavilion-grey.cost": (
        "The table is empty (your last take had no choice), and you place first. The number on "
        "a space is still its **cost**, but where the coloured side has 1 to 6 around an outer "
        "star, the grey side has 3, 2, 1, 4, 5, 6, and every centre space costs 3. Put an "
        "orange tile on the top-left star's space marked 1."
    ),
    "lesson.pavilion-grey.cost.wrong.O2O": (
        "Allowed, but the space marked 2 costs two oranges for the same single point."
    ),
    "lesson.pavilion-grey.cost.wrong.O1O": (
        "Allowed, but the space marked 3 (the coloured side's space 1) costs three oranges for "
        "the same single point."
    ),
    "lesson.pavilion-grey.becomes": (
        "A star's first two tiles decide what it becomes: two of one colour make it that "
        "colour's star, two different colours a **multicoloured** star (six different colours); "
        "the centre star too. Make this one multicoloured: a yellow (two yellows and two "
        "purples) on the space marked 4, beside your orange, scores their run of 2, as drawn."
    ),
    "lesson.pavilion-grey.becomes.wrong.O4O": (
        "A second orange would make this an orange star, taking only orange from then on. A "
        "yellow makes it multicoloured."
    ),
    "lesson.pavilion-grey.third": (
        "Your star is multicoloured now: it takes each colour once. Which tile can cover its "
        "space marked 2, beside your orange? It will score the run of 3."
    ),
    "lesson.pavilion-grey.third.wrong.O2O": (
        "Your star already has an orange tile: a multicoloured star takes each colour only once."
    ),
    "lesson.pavilion-grey.end": (
        "The rest works as on the coloured side: bonus tiles, passing, keeping four. After round "
        "6 a complete star scores by what it became: a colour's star as on the coloured side "
        "(purple 20 down to red 14), a multicoloured one 12. Covering every space of cost 1, 2 "
        "or 4 (six each) scores 4, 8 or 16, and every space of cost 3 (twelve, with the centre "
        "star) 12."
    ),
    "lesson.pavilion-grey.play": (
        "You know the grey side! Play a real game on it against an easy computer player."
    ),
}
