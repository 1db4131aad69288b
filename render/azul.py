"""Azul images: the whole table and a single player board.

Everything that does not depend on the position (board backgrounds, empty factories, the printed
wall pattern) is drawn once per (players, side, colour-blind) and cached; a render copies that base
and pastes cached tile sprites onto it.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from rules.azul.game import FLOOR_LOSS, FLOOR_PENALTIES, MARKER, AzulGame, wall_colour

from . import sprites, theme
from .layout import HEADER, MARGIN, AzulBoardGeometry, AzulTableLayout, Box
from .shared import (
    frame,
    framed,
    header_banner,
    highlight_board,
    paste_factory_tiles,
    supply_counts,
    supply_label,
    table_canvas,
    winners_line,
)
from .text import draw_text, text_width
from .theme import label

MINI = 18  # bag and lid tiles


def _sz(tile: int, v: float) -> int:
    return max(1, round(v * tile / 40))


# -- static pieces ----------------------------------------------------------------------------


@lru_cache(maxsize=64)
def _faint_tile(colour: int, tile: int, colour_blind: bool) -> Image.Image:
    """The coloured wall's printed space: the tile's own look, faded into the board."""
    under = Image.new("RGB", (tile, tile), theme.BOARD)
    sprite = sprites.azul_tile(colour, tile, colour_blind)
    under.paste(sprite, (0, 0), sprite)
    slot = Image.new("RGB", (tile, tile), theme.BOARD)
    box = sprites.rounded_box(tile, tile, _sz(tile, 6), theme.SLOT)
    slot.paste(box, (0, 0), box)
    return Image.blend(slot, under, 0.3)


@lru_cache(maxsize=16)
def board_background(tile: int, side: str, colour_blind: bool) -> Image.Image:
    """An empty player board (RGBA, rounded corners transparent)."""
    g = AzulBoardGeometry(tile)
    img = sprites.rounded_box(
        g.width, g.height, _sz(tile, 14), theme.BOARD, theme.BOARD_EDGE, _sz(tile, 2)
    ).copy()
    d = ImageDraw.Draw(img)
    t = tile
    slot = sprites.rounded_box(t, t, _sz(t, 6), theme.SLOT, theme.SLOT_EDGE, _sz(t, 1.5))
    grey = sprites.rounded_box(t, t, _sz(t, 6), theme.GREY_WALL, theme.GREY_WALL_EDGE, _sz(t, 1.5))
    floor = sprites.rounded_box(t, t, _sz(t, 6), theme.FLOOR_SLOT, theme.FLOOR_EDGE, _sz(t, 1.5))
    num = _sz(t, 15)
    for r in range(5):
        for k in range(r + 1):
            x0, y0, _, _ = g.pattern_cell(r, k)
            img.paste(slot, (x0, y0), slot)
        _, y0, _, y1 = g.pattern_cell(r, 0)
        draw_text(
            d,
            (g.pad + _sz(t, 8), (y0 + y1) / 2),
            str(r + 1),
            num,
            theme.BOARD_MUTED,
            bold=True,
            anchor="mm",
        )
        # A small arrow from each pattern line to its wall row.
        ax = g.pattern_cell(r, 0)[2] + (g.wall_x - g.pattern_cell(r, 0)[2]) / 2
        ay = (y0 + y1) / 2
        a = _sz(t, 5)
        d.polygon([(ax - a, ay - a), (ax + a, ay), (ax - a, ay + a)], fill=theme.SLOT_EDGE)
        for c in range(5):
            x0, y0, _, _ = g.wall_cell(r, c)
            if side == "colour":
                img.paste(_faint_tile(wall_colour(r, c), t, colour_blind), (x0, y0))
            else:
                img.paste(grey, (x0, y0), grey)
    for i, loss in enumerate(FLOOR_PENALTIES):
        x0, y0, x1, _ = g.floor_cell(i)
        img.paste(floor, (x0, y0), floor)
        draw_text(
            d,
            ((x0 + x1) / 2, g.penalty_y),
            f"−{loss}",
            _sz(t, 13),
            theme.PENALTY_TEXT,
            bold=True,
            anchor="ma",
        )
    # A hairline under the header.
    d.line(
        (g.pad, g.header - _sz(t, 3), g.width - g.pad, g.header - _sz(t, 3)),
        fill=theme.BOARD_EDGE,
        width=1,
    )
    return img


@lru_cache(maxsize=24)
def _table_base(players: int, side: str, colour_blind: bool, lang: str) -> Image.Image:
    L = AzulTableLayout(players)
    img = table_canvas(L, board_background(L.tile, side, colour_blind))
    d = ImageDraw.Draw(img)
    # Bag and lid: a label and one small tile per colour; the counts are drawn per render.
    x0, y0, _, _ = L.supply_box
    for i, key in enumerate(("bag", "lid")):
        y = y0 + 6 + i * 34
        supply_label(d, x0, y + MINI / 2, key, lang)
        for c in range(5):
            sp = sprites.azul_tile(c, MINI, colour_blind)
            img.paste(sp, _supply_tile_xy(L, c, y), sp)
    return img


def _supply_tile_xy(L: AzulTableLayout, colour: int, y: int) -> tuple[int, int]:
    x0 = L.supply_box[0]
    return (x0 + 104 + colour * 46, y)


# -- dynamic pieces ---------------------------------------------------------------------------


def _paste_tile(img: Image.Image, colour: int, box: Box, colour_blind: bool) -> None:
    size = box[2] - box[0]
    sp = sprites.marker(size) if colour == MARKER else sprites.azul_tile(colour, size, colour_blind)
    img.paste(sp, (box[0], box[1]), sp)


def draw_board(
    img: Image.Image,
    origin: tuple[int, int],
    game: AzulGame,
    seat: int,
    tile: int,
    colour_blind: bool,
    stopped: bool = False,
) -> None:
    """The position on one player's board, over its already pasted background (`stopped`: the
    game was stopped early, so nobody's board is the one to act)."""
    g = AzulBoardGeometry(tile)
    ox, oy = origin
    p = game.players[seat]
    d = ImageDraw.Draw(img)
    over = game.is_over
    active = not over and not stopped and game.turn == seat
    winner = over and seat in game.winners

    def at(box: Box) -> Box:
        return (box[0] + ox, box[1] + oy, box[2] + ox, box[3] + oy)

    if active or winner:
        colour = theme.ACTIVE if active else theme.WINNER
        highlight_board(img, origin, g, colour, lambda v: _sz(tile, v))

    # Header: name on the left, score on the right, the player to act on a gold band.
    cy = oy + _sz(tile, 5) + (g.header - _sz(tile, 10)) / 2
    score = str(p.score)
    score_size = _sz(tile, 26)
    sw = text_width(score, score_size, True)
    draw_text(
        d, (ox + g.width - g.pad, cy), score, score_size, theme.BOARD_TEXT, bold=True, anchor="rm"
    )
    name = ("★ " if winner else "") + game.names[seat]
    draw_text(
        d,
        (ox + g.pad, cy),
        name,
        _sz(tile, 20),
        theme.BOARD_TEXT,
        bold=True,
        anchor="lm",
        max_width=g.width - 2 * g.pad - sw - _sz(tile, 12),
    )

    for r in range(5):
        n = p.line_count[r]
        if n:
            c = p.line_colour[r]
            for k in range(n):
                _paste_tile(img, c, at(g.pattern_cell(r, k)), colour_blind)
        for c in range(5):
            v = p.wall[r * 5 + c]
            if v >= 0:
                _paste_tile(img, v, at(g.wall_cell(r, c)), colour_blind)
    for i, x in enumerate(p.floor):
        _paste_tile(img, x, at(g.floor_cell(i)), colour_blind)
    if p.floor:
        x1 = g.floor_cell(6)[2] + ox
        _, y0, _, y1 = at(g.floor_cell(0))
        draw_text(
            d,
            (x1 + _sz(tile, 12), (y0 + y1) / 2),
            f"−{FLOOR_LOSS[len(p.floor)]}",
            _sz(tile, 20),
            theme.PENALTY_TEXT,
            bold=True,
            anchor="lm",
        )

    # Grey side, wall phase: frame the pattern line being tiled and the columns it may go to.
    row = game.pending_wall_row() if active else None
    if row is not None:
        pad, w, rad = _sz(tile, 3), _sz(tile, 3), _sz(tile, 8)
        first, last = at(g.pattern_cell(row, row)), at(g.pattern_cell(row, 0))
        frame(img, (first[0], first[1], last[2], last[3]), theme.PENDING, w, pad, rad)
        for col in p.free_columns(row, p.line_colour[row]):
            box = at(g.wall_cell(row, col))
            frame(img, box, theme.PENDING, w, pad, rad)
            draw_text(
                d,
                ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
                str(col + 1),
                _sz(tile, 20),
                theme.PENDING,
                bold=True,
                anchor="mm",
            )


def _header(img: Image.Image, game: AzulGame, lang: str, stopped: bool = False) -> None:
    d = ImageDraw.Draw(img)
    cy = HEADER / 2 + 4
    x: float = MARGIN
    text = label("round", lang, n=game.round)
    draw_text(d, (x, cy), text, 22, theme.TABLE_TEXT, bold=True, anchor="lm")
    x += text_width(text, 22, True) + 22
    right = header_banner(img, d, cy, game, game.last_round, lang, stopped)
    if game.is_over:
        winners_line(d, game, x, cy, right, lang)
        return
    if stopped:  # nobody is to play any more; who won is the post's to say
        return
    row = game.pending_wall_row()
    assert game.turn is not None  # not over: somebody is to act
    name = game.names[game.turn]
    if row is not None:
        text = label("choose_column", lang, name=name, n=row + 1)
        colour = theme.PENDING
    else:
        text = label("to_play", lang, name=name)
        colour = theme.ACTIVE
    draw_text(d, (x, cy), text, 20, colour, bold=True, anchor="lm", max_width=right - x)


def _table_pieces(img: Image.Image, game: AzulGame, L: AzulTableLayout, colour_blind: bool) -> None:
    d = ImageDraw.Draw(img)
    paste_factory_tiles(
        img, game.sources, L, lambda im, c, box: _paste_tile(im, c, box, colour_blind)
    )
    groups: list[tuple[int, int]] = []
    if game.marker_in_centre and not game.is_over:
        groups.append((MARKER, 1))
    groups += [(c, n) for c, n in enumerate(game.sources[0]) if n]
    for i, (c, n) in enumerate(groups):
        box = L.centre_slot(i)
        _paste_tile(img, c, box, colour_blind)
        if c != MARKER:
            draw_text(
                d,
                (box[2] + 6, (box[1] + box[3]) / 2),
                f"×{n}",
                20,
                theme.BOARD_TEXT,
                bold=True,
                anchor="lm",
            )
    x0, y0, _, _ = L.supply_box
    for i, counts in enumerate((game.bag, game.lid)):
        y = y0 + 6 + i * 34
        spots = [_supply_tile_xy(L, c, y) for c in range(5)]
        supply_counts(
            d, x0, y + MINI / 2, counts, [(tx + MINI + 4, ty + MINI / 2) for tx, ty in spots]
        )


def table_image(
    game: AzulGame, colour_blind: bool = False, lang: str = "en", stopped: bool = False
) -> Image.Image:
    L = AzulTableLayout(game.num_players)
    img = _table_base(game.num_players, game.side, colour_blind, lang).copy()
    _header(img, game, lang, stopped)
    _table_pieces(img, game, L, colour_blind)
    for seat in range(game.num_players):
        draw_board(img, L.board_origin(seat), game, seat, L.tile, colour_blind, stopped)
    return img


def board_size(tile: int) -> tuple[int, int]:
    g = AzulBoardGeometry(tile)
    return (g.width, g.height)


def paint_board(
    img: Image.Image,
    origin: tuple[int, int],
    game: AzulGame,
    seat: int,
    tile: int,
    colour_blind: bool,
    lang: str = "en",
) -> None:
    """Background and position of one board at `origin` (for images other than the table)."""
    bg = board_background(tile, game.side, colour_blind)
    img.paste(bg, origin, bg)
    draw_board(img, origin, game, seat, tile, colour_blind)


BIG_TILE = 64  # the "show me my board" image


def board_image(
    game: AzulGame, seat: int, colour_blind: bool = False, lang: str = "en", tile: int = BIG_TILE
) -> Image.Image:
    return framed(
        board_size(tile),
        _sz(tile, 14),
        lambda img, origin: paint_board(img, origin, game, seat, tile, colour_blind, lang),
    )
