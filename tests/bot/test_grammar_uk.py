"""Ukrainian grammar of the narration: counted tiles agree with their number.

The expected forms below come from Ukrainian grammar, not from the bot's output. A counted tile
is the object of "бере / залишає / отримує", so it is in the accusative:

- numbers ending in 1 (not 11): accusative singular — "1 чорну плитку", "21 чорну плитку";
- ending in 2-4 (not 12-14): nominative plural — "2 чорні плитки", "22 чорні плитки";
- everything else (0, 5-20, 25-30…): genitive plural — "5 чорних плиток", "11 чорних плиток".

A single tile without a count ("кладе чорну плитку") is accusative singular.
"""

from __future__ import annotations

import pytest

from bot.i18n.catalogue import plural, text
from tests.bot.narrated import COUNTS, lines

# Colour adjective of each tile: (accusative singular, nominative plural, genitive plural).
AZUL = {
    "B": ("блакитну", "блакитні", "блакитних"),
    "Y": ("жовту", "жовті", "жовтих"),
    "R": ("червону", "червоні", "червоних"),
    "K": ("чорну", "чорні", "чорних"),
    "W": ("білу", "білі", "білих"),
}
PAVILION = {
    "P": ("фіолетову", "фіолетові", "фіолетових"),
    "G": ("зелену", "зелені", "зелених"),
    "O": ("помаранчеву", "помаранчеві", "помаранчевих"),
    "Y": ("жовту", "жовті", "жовтих"),
    "B": ("блакитну", "блакитні", "блакитних"),
    "R": ("червону", "червоні", "червоних"),
}
EDITIONS = {"azul": AZUL, "summer-pavilion": PAVILION}


def form(n: int) -> int:
    """0 after 1, 21, 31…; 1 after 2-4, 22-24…; 2 otherwise (the index into the tables)."""
    if n % 10 == 1 and n % 100 != 11:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


def counted(adjectives: tuple[str, str, str], n: int) -> str:
    """`n` tiles as the object of a sentence: "1 чорну плитку", "2 чорні плитки"…"""
    noun = ("плитку", "плитки", "плиток")[form(n)]
    return f"{n} {adjectives[form(n)]} {noun}"


# The forms written out, so the rule above is checked too.
BLACK = {1: "1 чорну плитку", 2: "2 чорні плитки", 5: "5 чорних плиток", 21: "21 чорну плитку"}
ORANGE = {
    1: "1 помаранчеву плитку",
    2: "2 помаранчеві плитки",
    5: "5 помаранчевих плиток",
    21: "21 помаранчеву плитку",
}
PURPLE = {
    1: "1 фіолетову плитку",
    2: "2 фіолетові плитки",
    5: "5 фіолетових плиток",
    21: "21 фіолетову плитку",
}
# Tiles counted in the nominative ("1 плитка йде на підлогу") and wild tiles, the object of the
# impersonal "використано" ("використано 2 джокери").
TILES_NOMINATIVE = {1: "1 плитка", 2: "2 плитки", 5: "5 плиток", 21: "21 плитка"}
WILDS = {
    1: "(використано 1 джокер)",
    2: "(використано 2 джокери)",
    5: "(використано 5 джокерів)",
    21: "(використано 21 джокер)",
}

# Event kind → the counted phrase it must contain.
COUNTED_KINDS = {
    "took": BLACK,
    "took_to_floor": BLACK,
    "acquired": ORANGE,
    "bonus": ORANGE,
    "kept": PURPLE,
    "line_to_floor": TILES_NOMINATIVE,
    "wilds_used": WILDS,
}


def test_the_written_forms_follow_the_rule():
    for n in COUNTS:
        assert BLACK[n] == counted(AZUL["K"], n)
        assert ORANGE[n] == counted(PAVILION["O"], n)
        assert PURPLE[n] == counted(PAVILION["P"], n)


@pytest.mark.parametrize("count", COUNTS)
@pytest.mark.parametrize("kind", sorted(COUNTED_KINDS))
def test_counted_tiles_agree_with_the_number(kind, count):
    line = lines("uk", count)[kind]
    assert COUNTED_KINDS[kind][count] in line, line


@pytest.mark.parametrize("count", COUNTS)
@pytest.mark.parametrize(
    ("kind", "tile"), [("wall", "чорну плитку"), ("placed", "помаранчеву плитку")]
)
def test_a_single_tile_has_no_number(kind, tile, count):
    line = lines("uk", count)[kind]
    assert f" {tile} " in line, line
    assert f"1 {tile}" not in line, line


@pytest.mark.parametrize("count", COUNTS)
def test_no_masculine_only_first_player(count):
    for kind, line in lines("uk", count).items():
        assert "першим" not in line.lower(), (kind, line)


def test_round_start_with_a_wild_colour_is_not_masculine():
    line = text("narr.round_start_wild", "uk", round=2, wild="зелені 🟩", name="Оля")
    assert "першим" not in line.lower()
    assert "Оля" in line and "зелені" in line


@pytest.mark.parametrize("n", [1, 2, 5, 11, 21, 22, 25])
@pytest.mark.parametrize(
    ("edition", "code"),
    [(edition, code) for edition, table in EDITIONS.items() for code in table],
)
def test_tiles_keys(edition, code, n):
    assert text(f"tiles.{edition}.{code}", "uk", n=n) == counted(EDITIONS[edition][code], n)


@pytest.mark.parametrize(
    ("edition", "code"),
    [(edition, code) for edition, table in EDITIONS.items() for code in table],
)
def test_tile_keys(edition, code):
    assert text(f"tile.{edition}.{code}", "uk") == f"{EDITIONS[edition][code][0]} плитку"


@pytest.mark.parametrize(
    ("n", "expected"),
    [
        (1, "Оля скасовує свій останній хід."),
        (2, "(усього 2 ходи)"),
        (5, "(усього 5 ходів)"),
        (21, "(усього 21 хід)"),  # "one" in Ukrainian, but not a single move
        (22, "(усього 22 ходи)"),
    ],
)
def test_undo_names_the_number_of_moves(n, expected):
    line = plural("narr.undone", "uk", n, name="Оля")
    assert expected in line, line


@pytest.mark.parametrize(
    ("colour", "label"),
    [
        ("фіолетові", "Фіолетова зірка"),
        ("зелені", "Зелена зірка"),
        ("помаранчеві", "Помаранчева зірка"),
        ("жовті", "Жовта зірка"),
        ("блакитні", "Блакитна зірка"),
        ("червоні", "Червона зірка"),
    ],
)
def test_a_star_is_named_by_its_colour_in_agreement(colour, label):
    """`зірка` is feminine singular: the colour agrees with it (not the plural «помаранчеві»)."""
    assert text("label.star", "uk", star=colour) == label
