"""Icelandic narration: counted tiles in the accusative, agreeing with the number.

The expected forms below come from Icelandic grammar, not from the bot's output. "flís" is
feminine; as the object of "tók / geymdi / fékk" it is accusative: singular "flís", plural
"flísar", and the strong adjective agrees (feminine accusative singular "svarta", plural
"svartar"). Numbers ending in 1 but not in 11 (1, 21, 31, 101…) take the singular noun.
"""

from __future__ import annotations

import pytest

from bot.i18n.catalogue import CATALOGUES, text
from bot.i18n.errors import Phrase
from bot.i18n.reasons import catalogue_params
from tests.bot.narrated import COUNTS, lines

# (accusative singular, accusative plural) of each colour adjective with "flís".
AZUL = {
    "B": ("bláa", "bláar"),
    "Y": ("gula", "gular"),
    "R": ("rauða", "rauðar"),
    "K": ("svarta", "svartar"),
    "W": ("hvíta", "hvítar"),
}
PAVILION = {
    "P": ("fjólubláa", "fjólubláar"),
    "G": ("græna", "grænar"),
    "O": ("appelsínugula", "appelsínugular"),
    "Y": ("gula", "gular"),
    "B": ("bláa", "bláar"),
    "R": ("rauða", "rauðar"),
}

# count -> the accusative counted phrase, written out by hand.
BLACK = {1: "1 svarta flís", 2: "2 svartar flísar", 5: "5 svartar flísar", 21: "21 svarta flís"}
ORANGE = {
    1: "1 appelsínugula flís",
    2: "2 appelsínugular flísar",
    5: "5 appelsínugular flísar",
    21: "21 appelsínugula flís",
}
PURPLE = {
    1: "1 fjólubláa flís",
    2: "2 fjólubláar flísar",
    5: "5 fjólubláar flísar",
    21: "21 fjólubláa flís",
}
# "N flís fór / N flísar fóru á gólflínuna" (nominative subject, verb agrees).
TO_FLOOR = {
    1: "1 flís fór á gólflínuna",
    2: "2 flísar fóru á gólflínuna",
    5: "5 flísar fóru á gólflínuna",
    21: "21 flís fór á gólflínuna",
}
# "(greitt með N jóker / jókerum)": paid with, dative.
WILDS = {
    1: "(greitt með 1 jóker)",
    2: "(greitt með 2 jókerum)",
    5: "(greitt með 5 jókerum)",
    21: "(greitt með 21 jóker)",
}
EXPECTED_COUNTS = (1, 2, 5, 21)


def test_the_table_covers_the_narrated_counts():
    assert tuple(COUNTS) == EXPECTED_COUNTS
    for table in (BLACK, ORANGE, PURPLE, TO_FLOOR, WILDS):
        assert set(table) == set(COUNTS)


@pytest.mark.parametrize("count", COUNTS)
def test_counted_tiles_are_accusative_and_agree(count):
    narrated = lines("is", count)
    assert BLACK[count] in narrated["took"], narrated["took"]
    assert BLACK[count] in narrated["took_to_floor"], narrated["took_to_floor"]
    assert ORANGE[count] in narrated["acquired"], narrated["acquired"]
    assert ORANGE[count] in narrated["bonus"], narrated["bonus"]
    assert PURPLE[count] in narrated["kept"], narrated["kept"]


@pytest.mark.parametrize("count", COUNTS)
def test_counts_elsewhere_agree(count):
    narrated = lines("is", count)
    assert TO_FLOOR[count] in narrated["line_to_floor"], narrated["line_to_floor"]
    assert WILDS[count] in narrated["wilds_used"], narrated["wilds_used"]


@pytest.mark.parametrize("count", COUNTS)
def test_single_tiles_have_no_number(count):
    narrated = lines("is", count)
    assert "lagði svarta flís ⬛ á vegginn" in narrated["wall"], narrated["wall"]
    assert "lagði appelsínugula flís 🟧 á" in narrated["placed"], narrated["placed"]
    for kind in ("wall", "placed"):
        assert " 1 " not in narrated[kind].split(":")[0], narrated[kind]


@pytest.mark.parametrize("count", COUNTS)
def test_no_plural_adjective_after_a_singular_count(count):
    """The review's bug: "1 gular" (a plural adjective after 1 or 21)."""
    if count % 10 != 1 or count % 100 == 11:
        return
    for line in lines("is", count).values():
        for _, plural in (*AZUL.values(), *PAVILION.values()):
            assert f"{count} {plural} " not in line, line


def _expected(sg: str, pl: str, n: int) -> str:
    one = n % 10 == 1 and n % 100 != 11
    return f"{n} {sg} flís" if one else f"{n} {pl} flísar"


@pytest.mark.parametrize("n", (1, 2, 5, 11, 21))
@pytest.mark.parametrize(
    ("edition", "code"),
    [("azul", c) for c in AZUL] + [("summer-pavilion", c) for c in PAVILION],
)
def test_every_tiles_key(edition, code, n):
    sg, pl = (AZUL if edition == "azul" else PAVILION)[code]
    assert text(f"tiles.{edition}.{code}", "is", n=n) == _expected(sg, pl, n)
    assert text(f"tile.{edition}.{code}", "is") == f"{sg} flís"


def test_hand_written_forms_match_the_spot_checks():
    assert _expected("svarta", "svartar", 11) == "11 svartar flísar"
    assert _expected("svarta", "svartar", 101) == "101 svarta flís"


@pytest.mark.parametrize(
    ("star", "label"),
    [
        ("O", "Appelsínugula stjarnan"),
        ("R", "Rauða stjarnan"),
        ("B", "Bláa stjarnan"),
        ("Y", "Gula stjarnan"),
        ("G", "Græna stjarnan"),
        ("P", "Fjólubláa stjarnan"),
    ],
)
def test_star_label_agrees(star, label):
    # bot/guide/pavilion.py passes the colour's catalogue word as {star}.
    colour = CATALOGUES["is"][f"colour.summer-pavilion.{star}"]
    assert text("label.star", "is", star=colour) == label


def test_round_start_wild_has_a_plural_noun_first():
    line = text("narr.round_start_wild", "is", round=2, name="Ana", wild="grænar 🟩")
    assert "jókerflísar: grænar 🟩" in line


@pytest.mark.parametrize(
    ("n", "expected"),
    [
        (1, "Ana tók síðasta leik sinn til baka."),
        (21, "(alls 21 leikur)"),
        (2, "(alls 2 leikir)"),
        (11, "(alls 11 leikir)"),
    ],
)
def test_undo_is_right_for_counts_ending_in_1(n, expected):
    from bot.i18n.catalogue import plural

    assert expected in plural("narr.undone", "is", n, name="Ana")


# Refusals whose counted word follows a number ending in 1: (key, the counted argument,
# singular form, plural form); "{}" is the number.
REFUSALS = [
    ("pavilion.wilds_in_hand", "have", "átt {} jóker ", "átt {} jókera "),
    ("pavilion.supply_short", "have", "er aðeins {} slík", "eru aðeins {} slíkar"),
    ("pavilion.supply_short", "count", "taka {} gula flís ", "taka {} gular flísar "),
    ("pavilion.keeps_more_than_hand", "count", "geymt {} gula flís:", "geymt {} gular flísar:"),
    ("pavilion.bonus_count", "owed", "{} bónusflís ", "{} bónusflísar "),
    ("pavilion.bonus_take_all", "owed", "{} bónusflís ", "{} bónusflísar "),
    ("pavilion.short_with_wilds", "wilds", "með {} jóker ", "með {} jókerum "),
    ("pavilion.short_with_wilds", "need", "þarftu {} gula flís ", "þarftu {} gular flísar "),
    ("pavilion.short", "cost", "kostar {} flís:", "kostar {} flísar:"),
    ("pavilion.short", "cost", "þarft {} gula flís ", "þarft {} gular flísar "),
    ("pavilion.short_of_wild_colour", "cost", "kostar {} gula flís,", "kostar {} gular flísar,"),
]


@pytest.mark.parametrize(("code", "arg", "one", "other"), REFUSALS)
@pytest.mark.parametrize("n", (1, 2, 11, 21, 31, 101))
def test_refusals_agree_with_counts_ending_in_1(code, arg, one, other, n):
    """As the engine raises them: the colour letter Y (gul) becomes the counted phrase."""
    values = {
        "space": "R4",
        "colour": "Y",
        "have": 3,
        "owed": 3,
        "count": 3,
        "cost": 3,
        "wilds": 3,
        "need": 3,
        "tiles": "PG",
    }
    values[arg] = n
    if code == "pavilion.bonus_take_all":
        del values["colour"]  # its `tiles` is the supply in notation
    singular = n % 10 == 1 and n % 100 != 11
    said = Phrase(f"illegal.{code}", **catalogue_params(code, values)).render("is")
    assert (one if singular else other).format(n) in said, said
