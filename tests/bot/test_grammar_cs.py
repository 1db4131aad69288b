"""Czech narration: counted tiles in the accusative, agreeing with the number.

The expected forms below come from Czech grammar, not from the bot's output. A feminine noun
("dlaždice") with an adjective, as the object of "bere / ponechává si / získává":
1 → accusative singular ("1 černou dlaždici"), 2-4 → accusative plural ("2 černé dlaždice"),
0, 5 and more, and also 21 (written as digits) → genitive plural ("5 černých dlaždic").
"""

from __future__ import annotations

import pytest

from bot.i18n.catalogue import EN, text
from tests.bot.narrated import COUNTS, lines

LANG = "cs"

# count -> accusative phrase, by colour (stem + ending of each form).
STEMS = {
    "black": "čern",  # Azul K
    "orange": "oranžov",  # Summer Pavilion O
    "purple": "fialov",  # Summer Pavilion P
}
ENDINGS = {
    "one": ("ou", "dlaždici"),
    "few": ("é", "dlaždice"),
    "other": ("ých", "dlaždic"),
}
FORM_OF = {1: "one", 2: "few", 4: "few", 5: "other", 21: "other"}


def phrase(colour: str, n: int) -> str:
    adjective, noun = ENDINGS[FORM_OF[n]]
    return f"{n} {STEMS[colour]}{adjective} {noun}"


EXPECTED = {
    1: {
        "black": "1 černou dlaždici",
        "orange": "1 oranžovou dlaždici",
        "purple": "1 fialovou dlaždici",
    },
    2: {
        "black": "2 černé dlaždice",
        "orange": "2 oranžové dlaždice",
        "purple": "2 fialové dlaždice",
    },
    5: {
        "black": "5 černých dlaždic",
        "orange": "5 oranžových dlaždic",
        "purple": "5 fialových dlaždic",
    },
    21: {
        "black": "21 černých dlaždic",
        "orange": "21 oranžových dlaždic",
        "purple": "21 fialových dlaždic",
    },
}
KIND_COLOUR = {
    "took": "black",
    "took_to_floor": "black",
    "acquired": "orange",
    "bonus": "orange",
    "kept": "purple",
}
# "dlaždice jde/jdou" on the floor, and the wild tiles paid with: a passive participle that
# agrees with the counted noun ("použit 1 žolík", "použiti 2 žolíci", "použito 5 žolíků").
LINE_TO_FLOOR = {
    1: "1 dlaždice jde na podlahu",
    2: "2 dlaždice jdou na podlahu",
    5: "5 dlaždic jde na podlahu",
    21: "21 dlaždic jde na podlahu",
}
WILDS_USED = {
    1: "(použit 1 žolík)",
    2: "(použiti 2 žolíci)",
    5: "(použito 5 žolíků)",
    21: "(použito 21 žolíků)",
}


def test_the_table_agrees_with_the_rule():
    for n, row in EXPECTED.items():
        for colour, expected in row.items():
            assert phrase(colour, n) == expected


@pytest.mark.parametrize("count", COUNTS)
def test_counted_tiles_in_the_accusative(count):
    narrated = lines(LANG, count)
    for kind, colour in KIND_COLOUR.items():
        assert EXPECTED[count][colour] in narrated[kind], (kind, narrated[kind])


@pytest.mark.parametrize("count", COUNTS)
def test_line_to_floor_and_wilds_agree_with_the_count(count):
    narrated = lines(LANG, count)
    assert LINE_TO_FLOOR[count] in narrated["line_to_floor"], narrated["line_to_floor"]
    assert WILDS_USED[count] in narrated["wilds_used"], narrated["wilds_used"]


@pytest.mark.parametrize("count", COUNTS)
def test_one_placed_tile_has_no_number(count):
    narrated = lines(LANG, count)
    assert "pokládá černou dlaždici ⬛ na stěnu" in narrated["wall"], narrated["wall"]
    assert "pokládá oranžovou dlaždici 🟧 na červenou hvězdu" in narrated["placed"]
    assert "pokládá oranžovou dlaždici 🟧 na" in narrated["wilds_used"]


@pytest.mark.parametrize("count", COUNTS)
def test_round_start_names_the_first_player_once(count):
    narrated = lines(LANG, count)
    assert narrated["round_start"].count("začíná") + narrated["round_start"].count("Začíná") == 1
    assert "jako první hraje" in narrated["round_start"]


# Every colour: (stem, number-less accusative form).
COLOURS = {
    "azul.B": "modr",
    "azul.Y": "žlut",
    "azul.R": "červen",
    "azul.K": "čern",
    "azul.W": "bíl",
    "summer-pavilion.P": "fialov",
    "summer-pavilion.G": "zelen",
    "summer-pavilion.O": "oranžov",
    "summer-pavilion.Y": "žlut",
    "summer-pavilion.B": "modr",
    "summer-pavilion.R": "červen",
}


def test_every_colour_has_counted_and_single_forms():
    assert {k.split(".", 1)[1] for k in EN if k.startswith("tiles.")} == set(COLOURS)
    assert {k.split(".", 1)[1] for k in EN if k.startswith("tile.")} == set(COLOURS)


@pytest.mark.parametrize("colour", sorted(COLOURS))
@pytest.mark.parametrize("n", [1, 2, 4, 5, 21])
def test_tiles_keys(colour, n):
    adjective, noun = ENDINGS[FORM_OF[n]]
    expected = f"{n} {COLOURS[colour]}{adjective} {noun}"
    assert text(f"tiles.{colour}", LANG, n=n) == expected


@pytest.mark.parametrize("colour", sorted(COLOURS))
def test_tile_keys(colour):
    assert text(f"tile.{colour}", LANG) == f"{COLOURS[colour]}ou dlaždici"


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("O", "Oranžová hvězda"),
        ("R", "Červená hvězda"),
        ("B", "Modrá hvězda"),
        ("Y", "Žlutá hvězda"),
        ("G", "Zelená hvězda"),
        ("P", "Fialová hvězda"),
    ],
)
def test_star_label_agrees(code, expected):
    colour = text(f"colour.summer-pavilion.{code}", LANG)
    assert text("label.star", LANG, star=colour) == expected
