"""Hints and colour refusals name their tiles as the narration does, declined, in every language.

The engine says which colour (a letter) and how many (a count); `bot.reasons.catalogue_params`
turns them into the catalogue's counted phrase `tiles.*` and its one-tile phrase `tile.*`, so a
sentence reads "бере 3 чорні плитки", not "бере 3 плитки (чорні)". The expected sentences below
are written out from each language's grammar, not copied from the bot's output; the refusals
are raised by the real engine on positions built for them.
"""

from __future__ import annotations

import re

import pytest

import rules
from bot.i18n.catalogue import CATALOGUES
from bot.i18n.hint_reasons import hint_reason
from bot.i18n.reasons import TILE_COUNTS, reason
from tests.rules.azul_positions import board as azul_board
from tests.rules.azul_positions import position as azul_position
from tests.rules.pavilion_positions import board, position

LANGS = ("en", "uk", "ru", "cs", "is")

# -- hints ---------------------------------------------------------------------------------------

# "takes n black tiles from the centre": the accusative counted phrase of each language.
TAKE_BLACK = {
    "en": {
        1: "takes 1 black tile from the centre",
        2: "takes 2 black tiles from the centre",
        5: "takes 5 black tiles from the centre",
        21: "takes 21 black tiles from the centre",
    },
    "uk": {
        1: "бере 1 чорну плитку з центру столу",
        2: "бере 2 чорні плитки з центру столу",
        5: "бере 5 чорних плиток з центру столу",
        21: "бере 21 чорну плитку з центру столу",
    },
    "ru": {
        1: "берёт 1 чёрную плитку с центра стола",
        2: "берёт 2 чёрные плитки с центра стола",
        5: "берёт 5 чёрных плиток с центра стола",
        21: "берёт 21 чёрную плитку с центра стола",
    },
    "cs": {
        1: "bere 1 černou dlaždici ze středu stolu",
        2: "bere 2 černé dlaždice ze středu stolu",
        5: "bere 5 černých dlaždic ze středu stolu",
        21: "bere 21 černých dlaždic ze středu stolu",
    },
    "is": {
        1: "tekur 1 svarta flís af miðju borðsins",
        2: "tekur 2 svartar flísar af miðju borðsins",
        5: "tekur 5 svartar flísar af miðju borðsins",
        21: "tekur 21 svarta flís af miðju borðsins",
        # Icelandic: a number ending in 1 but not in 11 takes the singular.
        31: "tekur 31 svarta flís af miðju borðsins",
        101: "tekur 101 svarta flís af miðju borðsins",
        111: "tekur 111 svartar flísar af miðju borðsins",
    },
}


@pytest.mark.parametrize(
    ("lang", "n"), [(lang, n) for lang, table in TAKE_BLACK.items() for n in table]
)
def test_a_taking_hint_counts_its_tiles_in_the_accusative(lang, n):
    parts = [("azul.take", {"n": n, "colour": "K", "source": 0})]
    assert hint_reason(parts, lang) == TAKE_BLACK[lang][n]


# Summer Pavilion: orange tiles and a wild tile from factory 3.
TAKE_WILD_ORANGE = {
    "en": {1: "takes 1 orange tile and", 2: "takes 2 orange tiles and"},
    "uk": {1: "бере 1 помаранчеву плитку і джокер з вітрини 3", 2: "бере 2 помаранчеві плитки і"},
    "ru": {1: "берёт 1 оранжевую плитку и джокер с диска фабрики 3", 5: "берёт 5 оранжевых плиток"},
    "cs": {1: "bere 1 oranžovou dlaždici a žolíka z výlohy 3", 2: "bere 2 oranžové dlaždice a"},
    "is": {
        1: "tekur 1 appelsínugula flís og jóker af uppstillingarplötu 3",
        21: "tekur 21 appelsínugula flís og jóker af",
    },
}


@pytest.mark.parametrize(
    ("lang", "n"), [(lang, n) for lang, table in TAKE_WILD_ORANGE.items() for n in table]
)
def test_a_hint_taking_a_wild_tile_too(lang, n):
    parts = [("pavilion.take_wild", {"n": n, "colour": "O", "source": 3})]
    assert hint_reason(parts, lang).startswith(TAKE_WILD_ORANGE[lang][n])


# One tile, without a number: the grey wall's column, a star's space; with the wilds paid.
WHOLE_HINTS = {
    "en": (
        "puts the black tile of pattern line 2 in column 4 for 1 point",
        "places orange on O4 for 3 points (paying with 1 wild)",
        "places green on O2 for 7 points (paying with 2 wilds), completing window O (bonus PG)",
    ),
    "uk": (
        "кладе чорну плитку з ряду складу 2 у стовпчик 4 за 1 очко",
        "кладе помаранчеву плитку на ромб O4 за 3 очки (використавши 1 джокер)",
        "кладе зелену плитку на ромб O2 за 7 очок (використавши 2 джокери), завершуючи вікно O "
        "(бонус PG)",
    ),
    "ru": (
        "кладёт чёрную плитку с линии шаблона 2 в столбец 4 за 1 очко",
        "кладёт оранжевую плитку на ромб O4 за 3 очка (использовав 1 джокер)",
        "кладёт зелёную плитку на ромб O2 за 7 очков (использовав 2 джокера), завершая окно O "
        "(бонус PG)",
    ),
    "cs": (
        "pokládá černou dlaždici z přípravné řady 2 do sloupce 4 za 1 bod",
        "pokládá oranžovou dlaždici na pole O4 za 3 body (s použitím 1 žolíka)",
        "pokládá zelenou dlaždici na pole O2 za 7 bodů (s použitím 2 žolíků), čímž dokončuje "
        "okno O (bonusové dlaždice PG)",
    ),
    "is": (
        "leggur svarta flís úr mynsturlínu 2 í dálk 4 fyrir 1 stig",
        "leggur appelsínugula flís á reit O4 fyrir 3 stig (greitt með 1 jóker)",
        "leggur græna flís á reit O2 fyrir 7 stig (greitt með 2 jókerum), sem fullgerir "
        "glugga O (bónus PG)",
    ),
}


@pytest.mark.parametrize("lang", LANGS)
def test_whole_hints_name_one_tile_declined(lang):
    wall = [("azul.wall", {"colour": "K", "line": 2, "column": 4, "n": 1})]
    place = [
        ("pavilion.place", {"colour": "O", "space": "O4", "n": 3}),
        ("pavilion.wilds", {"n": 1}),
    ]
    completing = [
        ("pavilion.place", {"colour": "G", "space": "O2", "n": 7}),
        ("pavilion.wilds", {"n": 2}),
        ("pavilion.completing", {}),
        ("pavilion.window", {"star": "O"}),
        ("pavilion.bonus", {"tiles": "PG"}),
    ]
    said = tuple(hint_reason(parts, lang) for parts in (wall, place, completing))
    assert said == WHOLE_HINTS[lang]


# The number of simulated games agrees with its noun (1531 ends in 1).
SIMULATED = {
    "uk": {1531: "із 1531 змодельованої партії", 1532: "із 1532 змодельованих партій"},
    "ru": {1531: "из 1531 смоделированной партии", 1535: "из 1535 смоделированных партий"},
    "cs": {1531: "z 1531 simulovaných her", 2: "z 2 simulovaných her"},
    "is": {1531: "af 1531 hermdum leik", 1511: "af 1511 hermdum leikjum"},
}


@pytest.mark.parametrize(
    ("lang", "games"), [(lang, games) for lang, table in SIMULATED.items() for games in table]
)
def test_simulated_games_agree_with_their_count(lang, games):
    parts = [("azul.to_line", {"line": 2}), ("note.simulated", {"percent": 61, "games": games})]
    assert hint_reason(parts, lang).endswith(SIMULATED[lang][games])


# -- refusals, as the engine raises them ---------------------------------------------------------


def _refusal(game, move: str) -> rules.IllegalMove:
    with pytest.raises(rules.IllegalMove) as info:
        game.play(move)
    return info.value


def _pavilion(hand: str, **kwargs):
    return position(boards=[board(hand=hand, **kwargs), board()])


def _bonus_short(supply: str):
    """Covering B6 earns 3 bonus tiles from `supply`."""
    return position(boards=[board(stars={"B": "....B."}, hand="BBBBBB"), board()], supply=supply)


# (position, move, code): round 1, so purple is the wild colour.
REFUSALS = {
    "short": (lambda: _pavilion("OO"), "O4", "pavilion.short"),
    "short_with_wilds": (lambda: _pavilion("OOPP"), "O4w1", "pavilion.short_with_wilds"),
    "no_real_tile": (lambda: _pavilion("PP"), "O2w1", "pavilion.no_real_tile"),
    "short_of_wild_colour": (lambda: _pavilion("PP"), "P5", "pavilion.short_of_wild_colour"),
    "wild_colour_none": (lambda: _pavilion("OB"), "P1", "pavilion.short_of_wild_colour"),
    "too_many_wilds": (lambda: _pavilion("OOPP"), "O3w3", "pavilion.too_many_wilds"),
    "wilds_in_hand": (lambda: _pavilion("OOP"), "O3w2", "pavilion.wilds_in_hand"),
    "supply_short": (lambda: _bonus_short("PGOYBRPGOY"), "B6+RRR", "pavilion.supply_short"),
    "supply_none": (lambda: _bonus_short("PGOYBPGOY"), "B6+RRR", "pavilion.supply_short"),
    "keeps_more": (lambda: _pavilion("OOOOOB"), "pass:BB", "pavilion.keeps_more_than_hand"),
    "centre": (
        lambda: position(boards=[board(stars={"C": "R....."}, hand="RRR"), board()]),
        "C2R",
        "pavilion.centre_has_colour",
    ),
    "wall_row": (
        lambda: azul_position(
            boards=[azul_board(wall=[".....", "....K", ".....", ".....", "....."]), azul_board()],
            factories=["KKBB"],
        ),
        "1K-2",
        "azul.wall_row_has_colour",
    ),
}
SAID = {
    "uk": {
        "short": "O4 коштує 4: потрібно 4 помаранчеві плитки, а у вас їх 2 "
        "(або вкажіть джокери, напр. O4w1)",
        "short_with_wilds": "O4 коштує 4: з 1 джокером потрібно ще 3 помаранчеві плитки, "
        "а у вас їх 2",
        "no_real_tile": "на O2 треба покласти щонайменше одну справжню помаранчеву плитку, "
        "а у вас жодної такої немає",
        "short_of_wild_colour": "P5 коштує 5 фіолетових плиток, а у вас їх лише 2",
        "wild_colour_none": "P1 коштує 1 фіолетову плитку, а у вас таких немає",
        "too_many_wilds": "O3 коштує 3: джокерів можна використати щонайбільше 2, бо треба "
        "покласти щонайменше одну справжню помаранчеву плитку",
        "wilds_in_hand": "у вас 1 джокер (джокери — фіолетові плитки), а не 2",
        "supply_short": "із запасу не можна взяти 3 червоні плитки: там їх лише 1",
        "supply_none": "із запасу не можна взяти 3 червоні плитки: там таких немає",
        "keeps_more": "не можна залишити в резерві 2 блакитні плитки: у вас їх лише 1",
        "centre": "на центральну зірку вже викладено червону плитку: усі шість її плиток "
        "мають бути різних кольорів",
        "wall_row": "у ряду 2 стіни вже викладено чорну плитку",
    },
    "ru": {
        "short": "O4 стоит 4: нужно 4 оранжевые плитки, а у вас их 2 "
        "(или укажите джокеры, напр. O4w1)",
        "short_with_wilds": "O4 стоит 4: с 1 джокером нужно ещё 3 оранжевые плитки, а у вас их 2",
        "no_real_tile": "на O2 нужно положить хотя бы одну настоящую оранжевую плитку, "
        "а у вас ни одной такой нет",
        "short_of_wild_colour": "P5 стоит 5 фиолетовых плиток, а у вас их только 2",
        "wild_colour_none": "P1 стоит 1 фиолетовую плитку, а у вас таких нет",
        "too_many_wilds": "O3 стоит 3: джокеров можно использовать не больше 2, потому что "
        "нужно положить хотя бы одну настоящую оранжевую плитку",
        "wilds_in_hand": "у вас 1 джокер (джокеры — фиолетовые плитки), а не 2",
        "supply_short": "из запаса нельзя взять 3 красные плитки: там их только 1",
        "supply_none": "из запаса нельзя взять 3 красные плитки: там таких нет",
        "keeps_more": "нельзя оставить 2 синие плитки: у вас их только 1",
        "centre": "на центральную звезду уже положили красную плитку: все шесть её плиток "
        "должны быть разных цветов",
        "wall_row": "в линию 2 стены уже выложили чёрную плитку",
    },
    "cs": {
        "short": "O4 stojí 4: potřebujete 4 oranžové dlaždice, ale máte jich jen 2 "
        "(nebo uveďte žolíky, např. O4w1)",
        "short_with_wilds": "O4 stojí 4: kromě 1 žolíka potřebujete ještě 3 oranžové dlaždice, "
        "ale máte jich jen 2",
        "no_real_tile": "na O2 musíte položit aspoň jednu skutečnou oranžovou dlaždici, "
        "ale žádnou takovou nemáte",
        "short_of_wild_colour": "P5 stojí 5 fialových dlaždic, ale máte jich jen 2",
        "wild_colour_none": "P1 stojí 1 fialovou dlaždici, ale žádnou takovou nemáte",
        "too_many_wilds": "O3 stojí 3: žolíků lze použít nejvýš 2, protože musíte položit "
        "aspoň jednu skutečnou oranžovou dlaždici",
        "wilds_in_hand": "máte 1 žolíka (v tomto kole fialové dlaždice), ne 2",
        "supply_short": "ze zásoby nelze vzít 3 červené dlaždice: je tam jen 1",
        "supply_none": "ze zásoby nelze vzít 3 červené dlaždice: žádné takové tam nejsou",
        "keeps_more": "nelze si ponechat 2 modré dlaždice: máte jich jen 1",
        "centre": "na středové hvězdě už máte červenou dlaždici: všech jejích šest dlaždic "
        "musí mít různé barvy",
        "wall_row": "v řadě 2 stěny už máte černou dlaždici",
    },
    "is": {
        "short": "O4 kostar 4 flísar: þú þarft 4 appelsínugular flísar en átt aðeins 2 "
        "(eða nefndu jókera, t.d. O4w1)",
        "short_with_wilds": "O4 kostar 4 flísar: með 1 jóker þarftu 3 appelsínugular flísar "
        "til viðbótar en átt aðeins 2",
        "no_real_tile": "á O2 þarf a.m.k. eina raunverulega appelsínugula flís og þú átt "
        "enga slíka",
        "short_of_wild_colour": "P5 kostar 5 fjólubláar flísar, þú átt aðeins 2",
        "wild_colour_none": "P1 kostar 1 fjólubláa flís, þú átt enga",
        "too_many_wilds": "O3 kostar 3: í mesta lagi nýtast 2 jókerar, því það þarf a.m.k. "
        "eina raunverulega appelsínugula flís",
        "wilds_in_hand": "þú átt 1 jóker (jókerflísar: fjólubláar), ekki 2",
        "supply_short": "ekki er hægt að taka 3 rauðar flísar úr forðanum: þar er aðeins 1 slík",
        "supply_none": "ekki er hægt að taka 3 rauðar flísar úr forðanum: þar er engin slík",
        "keeps_more": "þú getur ekki geymt 2 bláar flísar: þú átt aðeins 1",
        "centre": "á miðjustjörnunni áttu þegar rauða flís: allar sex flísar hennar verða að "
        "vera ólíkar",
        "wall_row": "í línu 2 á veggnum áttu þegar svarta flís",
    },
}


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_english_of_a_colour_refusal_is_the_engines(case):
    make, move, code = REFUSALS[case]
    exc = _refusal(make(), move)
    assert exc.code == code
    assert reason(exc).render("en") == str(exc)


@pytest.mark.parametrize(
    ("lang", "case"), [(lang, case) for lang, table in SAID.items() for case in sorted(table)]
)
def test_a_colour_refusal_names_its_tiles_declined(lang, case):
    make, move, code = REFUSALS[case]
    exc = _refusal(make(), move)
    assert exc.code == code
    assert reason(exc).render(lang) == SAID[lang][case]


# Codes the engine raises only in the grey-side wall phase or on a multicoloured star: their
# parameters as the engine passes them.
ONE_TILE = {
    "azul.wall_column_has_colour": {"column": 4, "colour": "B"},
    "pavilion.multi_star_has_colour": {"star": "O", "colour": "G"},
}
ONE_TILE_SAID = {
    "uk": ("у стовпчику 4 стіни вже викладено блакитну плитку", "на неї вже викладено зелену"),
    "ru": ("в столбец 4 стены уже выложили синюю плитку", "на неё уже положили зелёную плитку"),
    "cs": ("ve sloupci 4 stěny už máte modrou dlaždici", "už na ní máte zelenou dlaždici"),
    "is": ("í dálki 4 á veggnum áttu þegar bláa flís", "á henni áttu þegar græna flís"),
}


@pytest.mark.parametrize("lang", sorted(ONE_TILE_SAID))
def test_refusals_naming_one_tile(lang):
    said = [
        reason(rules.IllegalMove("?", code, **params)).render(lang)
        for code, params in ONE_TILE.items()
    ]
    for sentence, expected in zip(said, ONE_TILE_SAID[lang], strict=True):
        assert expected in sentence, sentence


# -- no "(colour)" gloss left ------------------------------------------------------------------

# The keys the review found glossing the colour in parentheses: now every form names the tiles.
GLOSSED = [
    "hint.azul.take",
    "hint.azul.wall",
    "hint.pavilion.take",
    "hint.pavilion.take_wild",
    "hint.pavilion.place",
    "illegal.azul.wall_row_has_colour",
    "illegal.azul.wall_column_has_colour",
    "illegal.pavilion.centre_has_colour",
    "illegal.pavilion.multi_star_has_colour",
    "illegal.pavilion.short_of_wild_colour",
    "illegal.pavilion.no_real_tile",
    "illegal.pavilion.too_many_wilds",
    "illegal.pavilion.short",
    "illegal.pavilion.short_with_wilds",
    "illegal.pavilion.supply_short",
    "illegal.pavilion.keeps_more_than_hand",
]


@pytest.mark.parametrize("lang", sorted(set(CATALOGUES) - {"en"}))
def test_no_colour_gloss_in_parentheses(lang):
    catalogue = CATALOGUES[lang]
    glossed = {k: v for k, v in catalogue.items() if re.search(r"\(\{colour\}\)", v)}
    assert not glossed, glossed
    for key in GLOSSED:
        forms = [v for k, v in catalogue.items() if k == key or k.rpartition(".")[0] == key]
        assert forms, key
        for value in forms:
            assert "{colour}" not in value, (key, value)
            assert "{tile}" in value or "{tiles}" in value, (key, value)


@pytest.mark.parametrize("lang", sorted(set(CATALOGUES) - {"en"}))
def test_counts_are_plurals_not_multiplications(lang):
    """No "{n}× dlaždici" or "{n} шт." stands in for a plural form."""
    for key, value in CATALOGUES[lang].items():
        if key.startswith(("illegal.", "hint.")):
            assert not re.search(r"\}×|#×|шт\.", value), (key, value)


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_the_engine_passes_the_count_a_tiles_phrase_is_made_with(case):
    """`TILE_COUNTS` names, for each code, a parameter the engine really passes with a colour."""
    make, move, code = REFUSALS[case]
    params = _refusal(make(), move).params
    assert isinstance(params["colour"], str)
    if code in TILE_COUNTS:
        assert isinstance(params[TILE_COUNTS[code]], int)
