"""The end-of-game image: the score breakdown of every player beside their final boards."""

from __future__ import annotations

from PIL import Image, ImageDraw

from rules import BaseGame
from rules.azul import AzulGame
from rules.pavilion import PavilionGame

from . import azul, pavilion, sprites, theme
from .layout import BOARD_GAP, HEADER, MARGIN
from .text import draw_text, text_width
from .theme import label


def signed(v: int) -> str:
    """+3, 0, −2 (a real minus sign)."""
    return f"+{v}" if v > 0 else f"−{-v}" if v < 0 else "0"


LABEL_W = 156  # the breakdown's first column (category names)
PLAYER_W = 108
NAME_H = 46
ROW_H = 34
TOTAL_H = 44
FINAL_TILE = {"azul": 32, "summer-pavilion": 24}


def panel_size(game: BaseGame) -> tuple[int, int]:
    rows = [k for k in game.breakdown(0) if k != "total"]
    w = LABEL_W + PLAYER_W * game.num_players
    h = NAME_H + ROW_H * len(rows) + TOTAL_H
    return (w, h)


def _panel(img: Image.Image, origin: tuple[int, int], game: BaseGame, lang: str) -> None:
    """Rows are the categories of `game.breakdown`, columns the players, winners in gold."""
    x0, y0 = origin
    w, h = panel_size(game)
    box = sprites.rounded_box(w, h, 14, theme.BOARD, theme.BOARD_EDGE, 2)
    img.paste(box, (x0, y0), box)
    d = ImageDraw.Draw(img)
    parts = [game.breakdown(seat) for seat in range(game.num_players)]
    keys = [k for k in parts[0] if k != "total"]
    y = y0 + NAME_H
    for i in range(1, len(keys), 2):  # zebra rows, under the winners' gold
        ry = y + i * ROW_H
        d.rectangle(
            (x0 + 8, ry, x0 + w - 9, ry + ROW_H - 1),
            fill=theme.blend(theme.BOARD_EDGE, theme.BOARD, 0.16),
        )
    winners = set(game.winners)
    for seat in range(game.num_players):
        cx = x0 + LABEL_W + seat * PLAYER_W
        if seat in winners:
            strip = sprites.rounded_box(
                PLAYER_W - 8, h - 12, 10, theme.blend(theme.WINNER, theme.BOARD, 0.45)
            )
            img.paste(strip, (cx + 4, y0 + 6), strip)
        name = ("★ " if seat in winners else "") + game.names[seat]
        draw_text(
            d,
            (cx + PLAYER_W / 2, y0 + NAME_H / 2 + 2),
            name,
            16,
            theme.BOARD_TEXT,
            bold=True,
            anchor="mm",
            max_width=PLAYER_W - 12,
        )
    d.line((x0 + 12, y, x0 + w - 12, y), fill=theme.BOARD_EDGE, width=2)
    for i, key in enumerate(keys):
        ry = y + i * ROW_H
        draw_text(
            d,
            (x0 + 16, ry + ROW_H / 2),
            label(key, lang),
            15,
            theme.BOARD_MUTED,
            bold=True,
            anchor="lm",
            max_width=LABEL_W - 24,
        )
        for seat, part in enumerate(parts):
            v = part[key]
            text = signed(v)
            colour = theme.PENALTY_TEXT if v < 0 else theme.BOARD_TEXT
            draw_text(
                d,
                (x0 + LABEL_W + seat * PLAYER_W + PLAYER_W / 2, ry + ROW_H / 2),
                text,
                17,
                colour,
                anchor="mm",
            )
    ty = y + len(keys) * ROW_H
    d.line((x0 + 12, ty, x0 + w - 12, ty), fill=theme.BOARD_EDGE, width=2)
    draw_text(
        d,
        (x0 + 16, ty + TOTAL_H / 2),
        label("total", lang),
        17,
        theme.BOARD_TEXT,
        bold=True,
        anchor="lm",
        max_width=LABEL_W - 24,
    )
    for seat, part in enumerate(parts):
        draw_text(
            d,
            (x0 + LABEL_W + seat * PLAYER_W + PLAYER_W / 2, ty + TOTAL_H / 2),
            str(part["total"]),
            24,
            theme.BOARD_TEXT,
            bold=True,
            anchor="mm",
        )


CHART_H = 230
# Score lines: each player gets a colour and a marker shape, so lines differ without hue too.
PLAYER_LINES = ((90, 170, 250), (250, 120, 90), (110, 200, 120), (220, 150, 240))
PLAYER_MARKS = ("circle", "triangle", "square", "diamond")


def _chart(img: Image.Image, box: tuple[int, int, int, int], game: BaseGame, lang: str) -> None:
    """Scores after each round, from the starting score to the final total (end bonuses)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    panel = sprites.rounded_box(w, h, 14, theme.CENTRE_BG, theme.CENTRE_EDGE, 2)
    img.paste(panel, (x0, y0), panel)
    start = game.breakdown(0).get("start", 0)
    series = [[start, *(r[s] for r in game.round_scores)] for s in range(game.num_players)]
    if game.is_over:  # the totals, after the end bonuses, as one more point for everybody
        for s, line in enumerate(series):
            line.append(game.scores[s])
    points = max(len(line) for line in series)
    if points < 2:
        return
    top = max(10, *(max(line) for line in series))
    top = -(-top // 10) * 10
    # Plot area, leaving room for the axis numbers and the legend.
    px0, px1 = x0 + 44, x1 - 18
    py0, py1 = y0 + 16, y1 - 58
    d = ImageDraw.Draw(img)
    for k in range(0, top + 1, max(10, top // 4 // 10 * 10)):
        y = py1 - (py1 - py0) * k / top
        d.line((px0, y, px1, y), fill=theme.CENTRE_GRID, width=1)
        draw_text(d, (px0 - 8, y), str(k), 12, theme.TABLE_MUTED, anchor="rm")

    def xy(i: int, v: int) -> tuple[float, float]:
        return (px0 + (px1 - px0) * i / (points - 1), py1 - (py1 - py0) * v / top)

    for i in range(points):
        x, _ = xy(i, 0)
        text = "" if i == 0 else str(i) if i < len(game.round_scores) + 1 else label("total", lang)
        draw_text(d, (x, py1 + 6), text, 12, theme.TABLE_MUTED, anchor="ma")
    # Lines at 4x on a transparent layer, then scaled down, for smooth diagonals.
    ss = sprites.SS
    layer = Image.new("RGBA", (w * ss, h * ss), (0, 0, 0, 0))
    ld = ImageDraw.Draw(layer)
    for s, line in enumerate(series):
        colour = PLAYER_LINES[s]
        pts = [((x - x0) * ss, (y - y0) * ss) for x, y in (xy(i, v) for i, v in enumerate(line))]
        ld.line(pts, fill=colour, width=3 * ss, joint="curve")
        for px, py in pts:
            sprites.draw_glyph(ld, PLAYER_MARKS[s], px, py, 6 * ss, colour)
    # The legend: marker, line colour and name of each player.
    col = (w - 24) / game.num_players
    for s in range(game.num_players):
        lx = 12 * ss + s * col * ss
        ly = (h - 22) * ss
        ld.line((lx, ly, lx + 24 * ss, ly), fill=PLAYER_LINES[s], width=3 * ss)
        sprites.draw_glyph(ld, PLAYER_MARKS[s], lx + 12 * ss, ly, 6 * ss, PLAYER_LINES[s])
    small = layer.resize((w, h), Image.Resampling.BOX)
    img.paste(small, (x0, y0), small)
    for s in range(game.num_players):
        lx = x0 + 12 + s * col
        draw_text(
            d,
            (lx + 30, y1 - 22),
            game.names[s],
            13,
            theme.TABLE_TEXT,
            anchor="lm",
            max_width=col - 36,
        )


def _header(img: Image.Image, game: BaseGame, lang: str) -> None:
    d = ImageDraw.Draw(img)
    cy = HEADER / 2 + 4
    words = label("game_over", lang) if game.is_over else label("round", lang, n=game.round)
    bw = round(text_width(words, 18, True)) + 36
    pill = sprites.rounded_box(bw, 32, 16, theme.GAME_OVER if game.is_over else theme.BADGE)
    img.paste(pill, (MARGIN, round(cy - 16)), pill)
    draw_text(d, (MARGIN + bw / 2, cy), words, 18, (255, 255, 255), bold=True, anchor="mm")
    if game.winners:
        names = ", ".join(game.names[s] for s in game.winners)
        x = MARGIN + bw + 18
        draw_text(
            d,
            (x, cy),
            f"{label('winner', lang)}: {names}",
            22,
            theme.WINNER,
            bold=True,
            anchor="lm",
            max_width=img.width - x - MARGIN,
        )


def final_image(
    game: AzulGame | PavilionGame, colour_blind: bool = False, lang: str = "en"
) -> Image.Image:
    tile = FINAL_TILE[game.edition]
    bw, bh = azul.board_size(tile) if isinstance(game, AzulGame) else pavilion.board_size(tile)
    pw, ph = panel_size(game)
    cols = 2
    rows = -(-game.num_players // cols)
    boards_x = MARGIN + pw + MARGIN + 10
    top = HEADER + MARGIN
    width = boards_x + cols * bw + (cols - 1) * BOARD_GAP + MARGIN
    height = top + max(ph + 16 + CHART_H, rows * bh + (rows - 1) * BOARD_GAP) + MARGIN
    img = Image.new("RGB", (width, height), theme.TABLE)
    _header(img, game, lang)
    _panel(img, (MARGIN, top), game, lang)
    _chart(img, (MARGIN, top + ph + 16, MARGIN + pw, top + ph + 16 + CHART_H), game, lang)
    for seat in range(game.num_players):
        r, c = divmod(seat, cols)
        x = boards_x + c * (bw + BOARD_GAP)
        if game.num_players == 3 and seat == 2:
            x = boards_x + (bw + BOARD_GAP) // 2
        origin = (x, top + r * (bh + BOARD_GAP))
        if isinstance(game, AzulGame):
            azul.paint_board(img, origin, game, seat, tile, colour_blind, lang)
        else:
            pavilion.paint_board(img, origin, game, seat, tile, colour_blind, lang)
    return img
