"""Russian narration: counted tiles agree with their number (accusative, CLDR one/few/many), one
placed tile is named without a count, and no sentence assumes the player is a man."""

from __future__ import annotations

import pytest

from bot.i18n.catalogue import CATALOGUES, plural, text
from tests.bot.narrated import COUNTS, lines

# The accusative phrase Russian grammar asks for, per count: 1 and 21 take the singular
# ("одну плитку"), 2-4 the nominative plural ("две плитки"), 5-20 the genitive plural.
EXPECTED = {
    "black": {
        1: "1 чёрную плитку",
        2: "2 чёрные плитки",
        5: "5 чёрных плиток",
        21: "21 чёрную плитку",
    },
    "orange": {
        1: "1 оранжевую плитку",
        2: "2 оранжевые плитки",
        5: "5 оранжевых плиток",
        21: "21 оранжевую плитку",
    },
    "purple": {
        1: "1 фиолетовую плитку",
        2: "2 фиолетовые плитки",
        5: "5 фиолетовых плиток",
        21: "21 фиолетовую плитку",
    },
}
# Which colour each narrated event names.
COLOUR_OF = {
    "took": "black",
    "took_to_floor": "black",
    "acquired": "orange",
    "bonus": "orange",
    "kept": "purple",
}
# line_to_floor: "N плитка уходит / плитки уходят / плиток уходят"
TO_FLOOR = {
    1: "1 плитка уходит",
    2: "2 плитки уходят",
    5: "5 плиток уходят",
    21: "21 плитка уходит",
}
# wilds_used: "N джокер / джокера / джокеров"
WILDS = {
    1: "(использован 1 джокер)",
    2: "(использовано 2 джокера)",
    5: "(использовано 5 джокеров)",
    21: "(использован 21 джокер)",
}


@pytest.fixture(scope="module", params=COUNTS)
def narrated(request):
    return request.param, lines("ru", request.param)


@pytest.mark.parametrize("kind", sorted(COLOUR_OF))
def test_counted_tiles_agree_with_the_number(narrated, kind):
    count, out = narrated
    assert EXPECTED[COLOUR_OF[kind]][count] in out[kind], out[kind]


def test_tiles_going_to_the_floor_agree(narrated):
    count, out = narrated
    assert TO_FLOOR[count] in out["line_to_floor"], out["line_to_floor"]


def test_wilds_used_agree(narrated):
    count, out = narrated
    assert WILDS[count] in out["wilds_used"], out["wilds_used"]


def test_a_placed_tile_has_no_count(narrated):
    count, out = narrated
    assert "кладёт чёрную плитку ⬛ на стену" in out["wall"], out["wall"]
    assert f"{count} чёрн" not in out["wall"], out["wall"]
    assert f"{count} оранжев" not in out["placed"], out["placed"]
    assert "кладёт оранжевую плитку 🟧 на" in out["placed"], out["placed"]
    assert "кладёт оранжевую плитку 🟧 на" in out["wilds_used"], out["wilds_used"]


def test_no_masculine_only_first_player(narrated):
    _, out = narrated
    for kind, line in out.items():
        assert "первым" not in line.lower(), (kind, line)


def test_round_start_with_wilds_has_no_masculine_first():
    line = text("narr.round_start_wild", "ru", round=2, wild="зелёные 🟩", name="Оля")
    assert "первым" not in line.lower()
    assert "джокеры — зелёные 🟩" in line


# Every counted phrase, for counts that exercise each CLDR category (11 is "many", 21 "one",
# 22 "few"). Accusative singular / nominative plural / genitive plural of each colour.
FORMS = {
    "azul.B": ("синюю плитку", "синие плитки", "синих плиток"),
    "azul.Y": ("жёлтую плитку", "жёлтые плитки", "жёлтых плиток"),
    "azul.R": ("красную плитку", "красные плитки", "красных плиток"),
    "azul.K": ("чёрную плитку", "чёрные плитки", "чёрных плиток"),
    "azul.W": ("белую плитку", "белые плитки", "белых плиток"),
    "summer-pavilion.P": ("фиолетовую плитку", "фиолетовые плитки", "фиолетовых плиток"),
    "summer-pavilion.G": ("зелёную плитку", "зелёные плитки", "зелёных плиток"),
    "summer-pavilion.O": ("оранжевую плитку", "оранжевые плитки", "оранжевых плиток"),
    "summer-pavilion.Y": ("жёлтую плитку", "жёлтые плитки", "жёлтых плиток"),
    "summer-pavilion.B": ("синюю плитку", "синие плитки", "синих плиток"),
    "summer-pavilion.R": ("красную плитку", "красные плитки", "красных плиток"),
}
FORM_OF = {1: 0, 2: 1, 5: 2, 11: 2, 21: 0, 22: 1, 25: 2}


def test_every_tiles_key_is_covered():
    assert {k for k in CATALOGUES["ru"] if k.startswith("tiles.")} == {f"tiles.{k}" for k in FORMS}
    assert {k for k in CATALOGUES["ru"] if k.startswith("tile.")} == {f"tile.{k}" for k in FORMS}


@pytest.mark.parametrize("key", sorted(FORMS))
@pytest.mark.parametrize("n", sorted(FORM_OF))
def test_tiles_phrase(key, n):
    assert text(f"tiles.{key}", "ru", n=n) == f"{n} {FORMS[key][FORM_OF[n]]}"


@pytest.mark.parametrize("key", sorted(FORMS))
def test_one_tile_without_a_number(key):
    assert text(f"tile.{key}", "ru") == FORMS[key][0]


@pytest.mark.parametrize(
    ("code", "star"),
    [
        ("P", "Фиолетовая звезда"),
        ("G", "Зелёная звезда"),
        ("O", "Оранжевая звезда"),
        ("Y", "Жёлтая звезда"),
        ("B", "Синяя звезда"),
        ("R", "Красная звезда"),
    ],
)
def test_star_label_agrees(code, star):
    colour = text(f"colour.summer-pavilion.{code}", "ru")
    assert text("label.star", "ru", star=colour) == star


@pytest.mark.parametrize(
    ("n", "expected"),
    [
        (1, "Оля отменяет свой последний ход."),
        (2, "(всего 2 хода)"),
        (5, "(всего 5 ходов)"),
        (21, "(всего 21 ход)"),
    ],
)
def test_undo_counts(n, expected):
    assert expected in plural("narr.undone", "ru", n, name="Оля")
