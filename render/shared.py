"""Drawing that both editions' images share: badges and frames, the factories and centre, the
header's banner and winners line, the highlight of the board to act or of a winner.

Only what is the same for Azul and Summer Pavilion lives here; sizes that scale with an edition's
tile come in as arguments.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from PIL import Image, ImageDraw

from rules import BaseGame
from rules.azul import AzulGame
from rules.pavilion import PavilionGame

from . import sprites, theme
from .layout import MARGIN, AzulBoardGeometry, Box, TableLayout
from .pavilion_layout import PavilionBoardGeometry
from .text import draw_text, text_width
from .theme import label

# The supply rows under the centre (bag and lid, or bag and tower): a label of at most
# SUPPLY_LABEL_WIDTH px at x0 + 4 ("Мешок" in bold 15 is 61 px), then the count; the row's
# small tiles start at x0 + 104, after a three-digit count.
SUPPLY_LABEL_WIDTH = 62
SUPPLY_LABEL_SMALLEST = 12  # a longer word (uk «Коробка», ru «Крышка») is drawn smaller, not cut
SUPPLY_COUNT_X = 70


def as_edition(game: BaseGame) -> AzulGame | PavilionGame:
    """`game` as its edition's class, whose renderer draws it; ValueError for anything else."""
    if not isinstance(game, AzulGame | PavilionGame):
        raise ValueError(f"cannot draw a game of edition {getattr(game, 'edition', None)!r}")
    return game


@lru_cache(maxsize=16)
def badge(text: str, size: int, fill: theme.RGB, ink: theme.RGB) -> Image.Image:
    """A round label such as a factory number."""
    b = sprites.disc(size, fill, theme.blend((0, 0, 0), fill, 0.3), 1.5).copy()
    draw_text(
        ImageDraw.Draw(b),
        (size / 2, size / 2 + 0.5),
        text,
        round(size * 0.6),
        ink,
        bold=True,
        anchor="mm",
    )
    return b


def frame(img: Image.Image, box: Box, colour: theme.RGB, width: int, pad: int, radius: int) -> None:
    x0, y0, x1, y1 = box
    fr = sprites.frame(x1 - x0 + 2 * pad, y1 - y0 + 2 * pad, radius, colour, width)
    img.paste(fr, (x0 - pad, y0 - pad), fr)


def table_canvas(L: TableLayout, board_bg: Image.Image) -> Image.Image:
    """The table's fixed parts: cloth, one empty board per seat, factories and centre."""
    img = Image.new("RGB", L.size, theme.TABLE)
    for seat in range(L.players):
        img.paste(board_bg, L.board_origin(seat), board_bg)
    paste_factories_and_centre(img, L)
    return img


def paste_factory_tiles(
    img: Image.Image,
    sources: list[list[int]],
    L: TableLayout,
    paste: Callable[[Image.Image, int, Box], None],
) -> None:
    """Each factory's tiles in its slots, colour by colour; `paste(img, colour, box)` draws one."""
    for f in range(1, L.factories + 1):
        slot = 0
        for c, n in enumerate(sources[f]):
            for _ in range(n):
                paste(img, c, L.factory_slot(f, slot))
                slot += 1


def supply_label(d: ImageDraw.ImageDraw, x0: int, cy: float, key: str, lang: str) -> None:
    """The name of a supply row ("bag", "lid", "tower") at the left of the supply box."""
    draw_text(
        d,
        (x0 + 4, cy),
        label(key, lang),
        15,
        theme.TABLE_MUTED,
        bold=True,
        anchor="lm",
        max_width=SUPPLY_LABEL_WIDTH,
        smallest=SUPPLY_LABEL_SMALLEST,
    )


def supply_counts(
    d: ImageDraw.ImageDraw,
    x0: int,
    cy: float,
    counts: list[int],
    spots: list[tuple[float, float]],
) -> None:
    """A supply row's total after its label, and each colour's count at its spot."""
    draw_text(
        d,
        (x0 + SUPPLY_COUNT_X, cy),
        str(sum(counts)),
        17,
        theme.TABLE_TEXT,
        bold=True,
        anchor="lm",
    )
    for n, spot in zip(counts, spots, strict=True):
        colour = theme.TABLE_TEXT if n else theme.TABLE_MUTED
        draw_text(d, spot, str(n), 14, colour, anchor="lm")


def framed(
    size: tuple[int, int], margin: int, paint: Callable[[Image.Image, tuple[int, int]], None]
) -> Image.Image:
    """A picture of one board on the table cloth: `paint(img, origin)` draws the board."""
    img = Image.new("RGB", (size[0] + 2 * margin, size[1] + 2 * margin), theme.TABLE)
    paint(img, (margin, margin))
    return img


def paste_factories_and_centre(img: Image.Image, L: TableLayout) -> None:
    """The empty factory discs with their numbers and the centre's box with its "C"."""
    disc = sprites.disc(L.factory_diameter, theme.FACTORY, theme.FACTORY_EDGE, 3)
    for f in range(1, L.factories + 1):
        x0, y0, _, _ = L.factory_disc(f)
        img.paste(disc, (x0, y0), disc)
        b = badge(str(f), 24, theme.BADGE, theme.TABLE_TEXT)
        img.paste(b, (x0 - 2, y0 - 2), b)
    x0, y0, x1, y1 = L.centre_box
    box = sprites.rounded_box(x1 - x0, y1 - y0, 16, theme.CENTRE, theme.CENTRE_EDGE, 2)
    img.paste(box, (x0, y0), box)
    b = badge("C", 24, theme.BADGE, theme.TABLE_TEXT)
    img.paste(b, (x0 - 4, y0 - 4), b)


def highlight_board(
    img: Image.Image,
    origin: tuple[int, int],
    g: AzulBoardGeometry | PavilionBoardGeometry,
    colour: theme.RGB,
    sz: Callable[[int], int],
) -> None:
    """The board of the player to act (or of a winner): a frame round it and a band behind its
    header. `g` is the edition's board geometry, `sz` its scale for reference pixels."""
    ox, oy = origin
    frame(img, (ox, oy, ox + g.width, oy + g.height), colour, sz(4), sz(6), sz(18))
    hh = g.header - sz(10)
    band = sprites.rounded_box(g.width - 2 * g.pad + sz(12), hh, sz(8), colour)
    img.paste(band, (ox + g.pad - sz(6), oy + sz(5)), band)


def header_banner(
    img: Image.Image,
    d: ImageDraw.ImageDraw,
    cy: float,
    game: BaseGame,
    last_round: bool,
    lang: str,
    stopped: bool = False,
) -> int:
    """The "game over" / "last round" pill at the header's right end (over also when the game
    was `stopped` before its end); returns where the text to its left must stop."""
    right = img.width - MARGIN
    banner = None
    if game.is_over or stopped:
        banner = (label("game_over", lang), theme.GAME_OVER)
    elif last_round:
        banner = (label("last_round", lang), theme.LAST_ROUND)
    if banner is not None:
        words, colour = banner
        bw = round(text_width(words, 18, True)) + 36
        pill = sprites.rounded_box(bw, 32, 16, colour)
        img.paste(pill, (right - bw, round(cy - 16)), pill)
        draw_text(d, (right - bw / 2, cy), words, 18, (255, 255, 255), bold=True, anchor="mm")
        right -= bw + 16
    return right


def winners_line(
    d: ImageDraw.ImageDraw, game: BaseGame, x: float, cy: float, right: float, lang: str
) -> None:
    """The header's text once the game is over: who won."""
    names = ", ".join(game.names[s] for s in game.winners)
    draw_text(
        d,
        (x, cy),
        f"{label('winner', lang)}: {names}",
        20,
        theme.WINNER,
        bold=True,
        anchor="lm",
        max_width=right - x,
    )
