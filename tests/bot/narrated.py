"""Every kind of narrated event, made with a chosen count, for the grammar tests of each language.

`lines(lang, count)` narrates, in `lang`, one event of every kind that names a number of tiles
(or a number of anything), with `count` wherever a count goes, and returns {kind: line}. Each
language's test then checks the forms its grammar asks for (test_grammar_<lang>.py).
"""

from __future__ import annotations

from bot.i18n.narration import narrate
from rules.azul import events as azul
from rules.events import RoundEnded
from rules.pavilion import events as pavilion

NAMES = ["Оля", "Ana"]
COUNTS = (1, 2, 5, 21)
# Colour codes by index: Azul B Y R K W, Summer Pavilion P G O Y B R.
AZUL_BLACK, PAVILION_ORANGE, PAVILION_PURPLE = 3, 2, 0


def _events(count: int) -> dict[str, tuple[str, list]]:
    six = [0] * 6
    kept = list(six)
    kept[PAVILION_PURPLE] = count
    bonus = list(six)
    bonus[PAVILION_ORANGE] = count
    return {
        # Azul
        "took": (
            "azul",
            [azul.TilesTaken(0, 3, AZUL_BLACK, count, (0,) * 5, False, 1, count, 0, 0)],
        ),
        "took_to_floor": (
            "azul",
            [azul.TilesTaken(0, 0, AZUL_BLACK, count, (0,) * 5, True, 5, 0, count, 0)],
        ),
        "wall": ("azul", [azul.WallTilePlaced(0, 2, 3, AZUL_BLACK, count)]),
        "line_to_floor": ("azul", [azul.LineToFloor(0, 2, AZUL_BLACK, count, count, 0)]),
        "round_start": ("azul", [azul.AzulRoundStarted(2, 0, 20, False)]),
        "round_over": ("azul", [RoundEnded(1, (count, 3))]),
        # Summer Pavilion
        "acquired": (
            "summer-pavilion",
            [pavilion.TilesAcquired(0, 2, PAVILION_ORANGE, count, 0, (0,) * 6, False, 0, 0)],
        ),
        "placed": (
            "summer-pavilion",
            [pavilion.StarTilePlaced(0, 1, 3, PAVILION_ORANGE, 4, 0, count, (0,) * 6, 0)],
        ),
        "wilds_used": (
            "summer-pavilion",
            [pavilion.StarTilePlaced(0, 1, 3, PAVILION_ORANGE, 4, count, 2, (0,) * 6, 0)],
        ),
        "bonus": ("summer-pavilion", [pavilion.BonusTaken(0, tuple(bonus), count, ())]),
        "kept": ("summer-pavilion", [pavilion.Passed(0, tuple(kept), (0,) * 6, 0, 0)]),
        "play_phase": ("summer-pavilion", [pavilion.PlayStarted(1, 0)]),
    }


def lines(lang: str, count: int) -> dict[str, str]:
    out = {}
    for kind, (edition, events) in _events(count).items():
        narrated = narrate(events, edition=edition, names=NAMES, seat=0, notation="x", locale=lang)
        out[kind] = " / ".join(narrated)
    return out
