"""Colours, fonts and the few words that appear in the images (one place, for translation)."""

from __future__ import annotations

import threading
from pathlib import Path

from PIL import ImageFont

from .labels_i18n import TRANSLATED_LABELS

RGB = tuple[int, int, int]

FONT_DIR = Path(__file__).with_name("fonts")
REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"

# -- table and boards -------------------------------------------------------------------------

TABLE = (31, 44, 54)  # the felt behind everything
TABLE_TEXT = (233, 238, 242)
TABLE_MUTED = (150, 167, 180)
BOARD = (242, 232, 212)  # warm parchment
BOARD_EDGE = (196, 176, 140)
BOARD_TEXT = (62, 50, 38)
BOARD_MUTED = (140, 120, 96)
SLOT = (222, 207, 178)  # an empty tile space
SLOT_EDGE = (190, 170, 136)
GREY_WALL = (205, 202, 196)  # the grey side's plain wall spaces
GREY_WALL_EDGE = (168, 164, 156)
FLOOR_SLOT = (226, 196, 184)
FLOOR_EDGE = (188, 150, 136)
PENALTY_TEXT = (160, 58, 46)
FACTORY = (244, 238, 226)
FACTORY_EDGE = (176, 160, 130)
CENTRE = (214, 204, 184)  # the centre of the table, lighter so black tiles stand out
CENTRE_EDGE = (150, 134, 106)
BADGE = (46, 62, 75)
CENTRE_BG = (40, 56, 68)  # the score chart's panel on the felt
CENTRE_GRID = (62, 80, 94)
ACTIVE = (255, 190, 40)  # the player to act
LAST_ROUND = (214, 68, 50)
GAME_OVER = (60, 140, 90)
PENDING = (255, 150, 30)  # grey side: the row whose column is chosen now
WINNER = (232, 178, 30)

# -- tiles ------------------------------------------------------------------------------------

# Azul "BYRKW": blue, yellow, red, black, white (a white tile with a turquoise pattern).
AZUL_TILES: tuple[RGB, ...] = (
    (34, 98, 178),
    (244, 190, 42),
    (206, 58, 44),
    (40, 40, 48),
    (236, 244, 244),
)
# The motif printed on each Azul tile; it is the same shape for every colour (decoration only).
AZUL_MOTIF: tuple[RGB, ...] = (
    (120, 170, 230),
    (250, 228, 150),
    (244, 146, 116),
    (110, 112, 128),
    (48, 170, 180),
)

# Summer Pavilion "PGOYBR": purple, green, orange, yellow, blue, red.
PAVILION_TILES: tuple[RGB, ...] = (
    (128, 70, 160),
    (62, 150, 74),
    (236, 124, 30),
    (246, 206, 52),
    (40, 110, 196),
    (200, 44, 52),
)
PAVILION_MOTIF: tuple[RGB, ...] = (
    (196, 150, 222),
    (150, 212, 150),
    (250, 196, 132),
    (252, 236, 160),
    (140, 186, 238),
    (240, 140, 140),
)
PAVILION_BOARD = (236, 228, 214)
PAVILION_CENTRE_STAR = (216, 200, 176)
PAVILION_CENTRE_NUMBER = (110, 90, 66)
GREY_SPACE = (200, 197, 190)  # the grey side's star spaces
GREY_SPACE_EDGE = (160, 156, 148)
GREY_NUMBER = (84, 80, 74)

MARKER = (250, 250, 246)
MARKER_EDGE = (40, 150, 160)
MARKER_TEXT = (30, 110, 120)


def blend(a: RGB, b: RGB, t: float) -> RGB:
    """`t` of `a` over `1 - t` of `b`."""
    return (
        round(a[0] * t + b[0] * (1 - t)),
        round(a[1] * t + b[1] * (1 - t)),
        round(a[2] * t + b[2] * (1 - t)),
    )


def glyph_ink(rgb: RGB) -> RGB:
    """A glyph colour that stands out on a tile of colour `rgb` (dark on light, light on dark)."""
    luma = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
    return (30, 30, 36) if luma > 150 else (250, 250, 250)


# -- fonts ------------------------------------------------------------------------------------


_fonts = threading.local()


def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The shipped font; BASIC layout so the same text gives the same pixels on every machine.

    One font object per thread: a FreeType face must not be used by two threads at once, and
    images are drawn in several threads when the bot has no image processes. A glyph drawn
    wrong by such a race would stay wrong in the glyph cache (`render.text`)."""
    cache = getattr(_fonts, "cache", None)
    if cache is None:
        cache = _fonts.cache = {}
    key = (size, bold)
    found = cache.get(key)
    if found is None:
        path = str(FONT_DIR / (BOLD if bold else REGULAR))
        found = cache[key] = ImageFont.truetype(path, size, layout_engine=ImageFont.Layout.BASIC)
    return found


# -- words ------------------------------------------------------------------------------------

# Every word the images show. Later translated: keep them few and short.
LABELS: dict[str, str] = {
    "round": "Round {n}",
    "round_of": "Round {n}/{total}",
    "last_round": "LAST ROUND",
    "game_over": "GAME OVER",
    "to_play": "{name} to play",
    "choose_column": "{name}: choose a column for line {n}",
    "bag": "Bag",
    "lid": "Lid",
    "tower": "Tower",
    "passed": "passed",
    "winner": "Winner",
    "total": "Total",
    # Score breakdown rows, by the keys of `game.breakdown(seat)`.
    "wall": "Wall tiles",
    "floor": "Floor",
    "rows": "Rows",
    "columns": "Columns",
    "colours": "Colours",
    "start": "Start",
    "placements": "Placements",
    "first_player": "First player",
    "discards": "Discards",
    "stars": "Stars",
    "numbers": "Numbers",
}


def label(key: str, lang: str = "en", /, **values: object) -> str:
    """The text for `key` in language `lang` (English where it has no translation), filled in;
    an unknown key shows as itself, words joined by spaces."""
    text = TRANSLATED_LABELS.get(lang, {}).get(key) or LABELS.get(key)
    if text is None:
        return key.replace("_", " ").capitalize()
    return text.format(**values) if values else text
