"""Azul: Summer Pavilion images: the whole table and a single player board.

As for Azul, the parts that never change (empty stars with their cost numbers, structures not
yet completed, empty factories, the scoring board) are drawn once and cached; a render pastes
cached diamond sprites onto a copy.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from rules.pavilion.game import PavilionGame
from rules.pavilion.geometry import COLOURED_KINDS, COSTS, ROUNDS, STRUCTURES

from . import sprites, theme
from .layout import HEADER, MARGIN, Box
from .pavilion_layout import (
    CENTRE_STAR,
    PavilionBoardGeometry,
    PavilionTableLayout,
    direction_index,
    space_angle,
    upright_size,
)
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


def _sz(side: int, v: float) -> int:
    """`v` pixels at the reference diamond side of 24, scaled to `side`."""
    return max(1, round(v * side / 24))


def _structure_size(side: int) -> int:
    return round(side * 0.8)


def _hub_paste(img: Image.Image, sprite: Image.Image, hub: tuple[int, int]) -> None:
    n = sprite.width
    img.paste(sprite, (hub[0] - n // 2, hub[1] - n // 2), sprite)


def _centred(img: Image.Image, sprite: Image.Image, xy: tuple[int, int]) -> None:
    img.paste(sprite, (xy[0] - sprite.width // 2, xy[1] - sprite.height // 2), sprite)


# -- static pieces ----------------------------------------------------------------------------


@lru_cache(maxsize=16)
def board_background(side: int, grey: bool, colour_blind: bool) -> Image.Image:
    """An empty player board: stars with the printed costs, structures, corner spaces."""
    g = PavilionBoardGeometry(side)
    img = sprites.rounded_box(
        g.width, g.height, _sz(side, 14), theme.BOARD, theme.BOARD_EDGE, _sz(side, 2)
    ).copy()
    d = ImageDraw.Draw(img)
    x0, y0, x1, y1 = g.square
    sq = sprites.rounded_box(
        x1 - x0, y1 - y0, _sz(side, 12), theme.PAVILION_BOARD, theme.SLOT_EDGE, 1
    )
    img.paste(sq, (x0, y0), sq)
    # A faint ring behind the outer stars ties the pavilion together.
    cx, cy = g.centre
    r = g.spacing
    d.ellipse(
        (cx - r, cy - r, cx + r, cy + r),
        outline=theme.blend(theme.SLOT_EDGE, theme.PAVILION_BOARD, 0.5),
        width=_sz(side, 2),
    )
    costs = COSTS[1 if grey else 0]
    num_size = _sz(side, 13)
    for star in range(7):
        hub = g.hub(star)
        kind = COLOURED_KINDS[star]
        for space in range(6):
            angle = space_angle(star, space)
            if grey:
                fill, edge, ink = theme.GREY_SPACE, theme.GREY_SPACE_EDGE, theme.GREY_NUMBER
            elif star == CENTRE_STAR:
                fill, edge, ink = (
                    theme.PAVILION_CENTRE_STAR,
                    theme.SLOT_EDGE,
                    theme.PAVILION_CENTRE_NUMBER,
                )
            else:
                base = theme.PAVILION_TILES[kind]
                fill = theme.blend(base, theme.PAVILION_BOARD, 0.34)
                edge = theme.blend(base, theme.PAVILION_BOARD, 0.6)
                ink = theme.blend((0, 0, 0), base, 0.45)
            sp = sprites.star_space(fill, edge, side, direction_index(angle))
            _hub_paste(img, sp, hub)
            mx, my = g.space_centre(star, space)
            cost = str(costs[star * 6 + space])
            if colour_blind and not grey and star != CENTRE_STAR:
                # The number moves towards the hub to make room for the star's glyph.
                tx, ty = hub[0] + (mx - hub[0]) * 0.72, hub[1] + (my - hub[1]) * 0.72
                gx, gy = hub[0] + (mx - hub[0]) * 1.45, hub[1] + (my - hub[1]) * 1.45
                gs = _sz(side, 11)
                glyph = sprites.faint_glyph(sprites.GLYPH_OF[sprites.PAVILION_NAMES[kind]], gs, ink)
                img.paste(glyph, (round(gx - gs / 2), round(gy - gs / 2)), glyph)
                draw_text(d, (tx, ty), cost, _sz(side, 11), ink, bold=True, anchor="mm")
            else:
                draw_text(d, (mx, my), cost, num_size, ink, bold=True, anchor="mm")
    size = _structure_size(side)
    for st in STRUCTURES:
        icon = sprites.structure(st.kind, size, False)
        _centred(img, icon, g.structure_point(st.kind, st.cells[0] // 6))
    for i in range(4):
        bx0, by0, bx1, by1 = g.corner(i)
        slot = sprites.upright_space(bx1 - bx0, by1 - by0, theme.SLOT, theme.SLOT_EDGE)
        img.paste(slot, (bx0, by0), slot)
    # The hand column, a slightly darker strip beside the stars.
    hx = g.hand_x
    strip = sprites.rounded_box(
        g.hand_width, y1 - y0, _sz(side, 10), theme.blend(theme.SLOT, theme.BOARD, 0.5)
    )
    img.paste(strip, (hx, y0), strip)
    d.line(
        (g.pad, g.header - _sz(side, 4), g.width - g.pad, g.header - _sz(side, 4)),
        fill=theme.BOARD_EDGE,
        width=1,
    )
    return img


@lru_cache(maxsize=24)
def _table_base(players: int, grey: bool, colour_blind: bool, lang: str) -> Image.Image:
    L = PavilionTableLayout(players)
    img = table_canvas(L, board_background(L.side, grey, colour_blind))
    d = ImageDraw.Draw(img)
    # The scoring board: the six rounds with their wild colours, then the ten supply spaces.
    x0, y0, x1, y1 = L.scoring_box
    box = sprites.rounded_box(x1 - x0, y1 - y0, 14, theme.BOARD, theme.BOARD_EDGE, 2)
    img.paste(box, (x0, y0), box)
    for r in range(1, ROUNDS + 1):
        rx0, ry0, rx1, ry1 = L.round_cell(r)
        cell = sprites.rounded_box(rx1 - rx0, ry1 - ry0, 8, theme.SLOT, theme.SLOT_EDGE, 1)
        img.paste(cell, (rx0, ry0), cell)
        w, h = upright_size(ry1 - ry0 - 12)
        tile = sprites.upright_tile(r - 1, w, h, colour_blind)
        img.paste(tile, (rx1 - w - 6, ry0 + 6), tile)
        draw_text(d, (rx0 + 5, ry0 + 3), str(r), 13, theme.BOARD_MUTED, bold=True)
    for i in range(10):
        sx0, sy0, sx1, sy1 = L.supply_slot(i)
        slot = sprites.upright_space(sx1 - sx0, sy1 - sy0, theme.SLOT, theme.SLOT_EDGE)
        img.paste(slot, (sx0, sy0), slot)
    x0, y0, x1, _ = L.supply_box
    for i, key in enumerate(("bag", "tower")):
        y = y0 + 4 + i * 34
        supply_label(d, x0, y + 12, key, lang)
        for c in range(6):
            tx, ty, w, h = _mini_xy(L, c, y)
            sp = sprites.upright_tile(c, w, h, colour_blind)
            img.paste(sp, (tx, ty), sp)
    return img


def _mini_xy(L: PavilionTableLayout, colour: int, y: int) -> tuple[int, int, int, int]:
    w, h = upright_size(24)
    return (L.supply_box[0] + 104 + colour * 42, y, w, h)


# -- dynamic pieces ---------------------------------------------------------------------------


def _upright(img: Image.Image, colour: int, box: Box, colour_blind: bool) -> None:
    w, h = box[2] - box[0], box[3] - box[1]
    sp = sprites.upright_tile(colour, w, h, colour_blind)
    img.paste(sp, (box[0], box[1]), sp)


def _marker_at(img: Image.Image, box: Box) -> None:
    """The first-player marker, square, centred in a (diamond-shaped) slot box."""
    size = min(box[2] - box[0], box[3] - box[1])
    m = sprites.marker(size)
    img.paste(m, ((box[0] + box[2] - size) // 2, (box[1] + box[3] - size) // 2), m)


def draw_board(
    img: Image.Image,
    origin: tuple[int, int],
    game: PavilionGame,
    seat: int,
    side: int,
    colour_blind: bool,
    lang: str = "en",
    stopped: bool = False,
) -> None:
    """The position on one player's board (`stopped`: the game was stopped early, so nobody's
    board is the one to act)."""
    g = PavilionBoardGeometry(side)
    ox, oy = origin
    p = game.players[seat]
    d = ImageDraw.Draw(img)
    over = game.is_over
    active = not over and not stopped and game.turn == seat
    winner = over and seat in game.winners
    if active or winner:
        edge = theme.ACTIVE if active else theme.WINNER
        highlight_board(img, origin, g, edge, lambda v: _sz(side, v))

    # Header: name, then the marker and "passed" tags, score on the right.
    cy = oy + _sz(side, 5) + (g.header - _sz(side, 10)) / 2
    score = str(p.score)
    ss = _sz(side, 25)
    right: float = ox + g.width - g.pad
    draw_text(d, (right, cy), score, ss, theme.BOARD_TEXT, bold=True, anchor="rm")
    right -= text_width(score, ss, True) + _sz(side, 10)
    if not over and game.phase == "play" and p.passed:
        words = label("passed", lang)
        tw = text_width(words, _sz(side, 13))
        draw_text(d, (right, cy), words, _sz(side, 13), theme.BOARD_MUTED, anchor="rm")
        right -= tw + _sz(side, 8)
    if game.marker_holder == seat and not over:
        ms = _sz(side, 24)
        m = sprites.marker(ms)
        right -= ms
        img.paste(m, (round(right), round(cy - ms / 2)), m)
        right -= _sz(side, 8)
    name = ("★ " if winner else "") + game.names[seat]
    draw_text(
        d,
        (ox + g.pad, cy),
        name,
        _sz(side, 19),
        theme.BOARD_TEXT,
        bold=True,
        anchor="lm",
        max_width=right - ox - g.pad,
    )

    for cell, colour in enumerate(p.board):
        if colour >= 0:
            star, space = divmod(cell, 6)
            sp = sprites.star_tile(
                colour, side, direction_index(space_angle(star, space)), colour_blind
            )
            hx, hy = g.hub(star)
            _hub_paste(img, sp, (hx + ox, hy + oy))
    size = _structure_size(side)
    for st in p.completed_structures():
        icon = sprites.structure(st.kind, size, True)
        x, y = g.structure_point(st.kind, st.cells[0] // 6)
        _centred(img, icon, (x + ox, y + oy))
    kept = [c for c, n in enumerate(p.corner) for _ in range(n)]
    for i, colour in enumerate(kept[:4]):
        bx0, by0, bx1, by1 = g.corner(i)
        _upright(img, colour, (bx0 + ox, by0 + oy, bx1 + ox, by1 + oy), colour_blind)
    wild = game.wild_colour if not over else None
    held = [(c, n) for c, n in enumerate(p.hand) if n]
    for i, (c, n) in enumerate(held):
        bx0, by0, bx1, by1 = g.hand_slot(i)
        box = (bx0 + ox, by0 + oy, bx1 + ox, by1 + oy)
        _upright(img, c, box, colour_blind)
        text = f"×{n}"
        draw_text(
            d,
            (box[2] + _sz(side, 4), (box[1] + box[3]) / 2),
            text,
            _sz(side, 16),
            theme.BOARD_TEXT,
            bold=True,
            anchor="lm",
        )
        if c == wild:  # the round's wild tiles carry a gold star
            sx = box[2] + _sz(side, 6) + text_width(text, _sz(side, 16), True)
            draw_text(d, (sx, (box[1] + box[3]) / 2), "★", _sz(side, 14), theme.WINNER, anchor="lm")


def _header(
    img: Image.Image, game: PavilionGame, colour_blind: bool, lang: str, stopped: bool = False
) -> None:
    d = ImageDraw.Draw(img)
    cy = HEADER / 2 + 4
    x: float = MARGIN
    text = label("round_of", lang, n=game.round, total=ROUNDS)
    draw_text(d, (x, cy), text, 22, theme.TABLE_TEXT, bold=True, anchor="lm")
    x += text_width(text, 22, True) + 10
    if not game.is_over:  # the round's wild colour, with the gold star it has in the hands
        w, h = upright_size(30)
        tile = sprites.upright_tile(game.wild_colour, w, h, colour_blind)
        img.paste(tile, (round(x), round(cy - h / 2)), tile)
        draw_text(d, (x + w + 2, cy), "★", 16, theme.WINNER, anchor="lm")
        x += w + 22
    x += 12
    right = header_banner(img, d, cy, game, game.round == ROUNDS, lang, stopped)
    if game.is_over:
        winners_line(d, game, x, cy, right, lang)
        return
    if stopped:  # nobody is to play any more; who won is the post's to say
        return
    assert game.turn is not None  # not over: somebody is to act
    draw_text(
        d,
        (x, cy),
        label("to_play", lang, name=game.names[game.turn]),
        20,
        theme.ACTIVE,
        bold=True,
        anchor="lm",
        max_width=right - x,
    )


def _table_pieces(
    img: Image.Image, game: PavilionGame, L: PavilionTableLayout, colour_blind: bool
) -> None:
    d = ImageDraw.Draw(img)
    paste_factory_tiles(img, game.sources, L, lambda im, c, box: _upright(im, c, box, colour_blind))
    groups: list[tuple[int, int]] = []
    if game.marker_holder is None and not game.is_over:
        groups.append((-1, 1))
    groups += [(c, n) for c, n in enumerate(game.sources[0]) if n]
    for i, (c, n) in enumerate(groups):
        box = L.centre_slot(i)
        if c < 0:
            _marker_at(img, box)
            continue
        _upright(img, c, box, colour_blind)
        draw_text(
            d,
            (box[2] + 4, (box[1] + box[3]) / 2),
            f"×{n}",
            18,
            theme.BOARD_TEXT,
            bold=True,
            anchor="lm",
        )
    # The round track: the current round framed, rounds gone by faded.
    for r in range(1, ROUNDS + 1):
        box = L.round_cell(r)
        if r < game.round or game.is_over:
            veil = sprites.rounded_box(box[2] - box[0], box[3] - box[1], 8, theme.BOARD)
            faded = Image.blend(img.crop(box), veil.convert("RGB"), 0.6)
            img.paste(faded, box[:2], veil)
        elif r == game.round:
            frame(img, box, theme.ACTIVE, 3, 3, 10)
    for i, colour in enumerate(game.supply):
        if colour is not None:
            _upright(img, colour, L.supply_slot(i), colour_blind)
    x0, y0, _, _ = L.supply_box
    for i, counts in enumerate((game.bag, game.tower)):
        y = y0 + 4 + i * 34
        spots = [_mini_xy(L, c, y) for c in range(6)]
        supply_counts(d, x0, y + 12, counts, [(tx + w + 3, ty + h / 2) for tx, ty, w, h in spots])


def table_image(
    game: PavilionGame, colour_blind: bool = False, lang: str = "en", stopped: bool = False
) -> Image.Image:
    L = PavilionTableLayout(game.num_players)
    img = _table_base(game.num_players, game.grey, colour_blind, lang).copy()
    _header(img, game, colour_blind, lang, stopped)
    _table_pieces(img, game, L, colour_blind)
    for seat in range(game.num_players):
        draw_board(img, L.board_origin(seat), game, seat, L.side, colour_blind, lang, stopped)
    return img


def board_size(side: int) -> tuple[int, int]:
    g = PavilionBoardGeometry(side)
    return (g.width, g.height)


def paint_board(
    img: Image.Image,
    origin: tuple[int, int],
    game: PavilionGame,
    seat: int,
    side: int,
    colour_blind: bool,
    lang: str = "en",
) -> None:
    bg = board_background(side, game.grey, colour_blind)
    img.paste(bg, origin, bg)
    draw_board(img, origin, game, seat, side, colour_blind, lang)


BIG_SIDE = 44  # the "show me my board" image


def board_image(
    game: PavilionGame,
    seat: int,
    colour_blind: bool = False,
    lang: str = "en",
    side: int = BIG_SIDE,
) -> Image.Image:
    return framed(
        board_size(side),
        _sz(side, 14),
        lambda img, origin: paint_board(img, origin, game, seat, side, colour_blind, lang),
    )
