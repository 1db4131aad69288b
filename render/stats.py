"""Statistics images: a player's rating and scores per edition, and a server's leaderboard.

Like the rest of `render`, nothing here knows Discord or the message catalogues: every word on
these images is passed in by the caller, already translated. Numbers are formatted here.

    >>> ratings, scores = [25.0, 26.4, 25.9], [61, 48, 73]
    >>> png = stats_png("Ana", [EditionStats("Azul", ratings, scores, ["3 games · 2 wins"])],
    ...                 StatsLabels("Rating", "Scores", "No rated games yet"))
    >>> rows = [LadderRow(1, "Ana", 1510, 42, 17), LadderRow(2, "Bo", 1490, 30, 12)]
    >>> png = leaderboard_png("Top players", ["#", "Player", "Rating", "Games", "Wins"], rows)

Same input, same bytes (see `render.png`).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from . import sprites, theme
from .layout import MARGIN
from .png import encode
from .text import draw_text, fitted_size, text_width
from .theme import RGB

WIDTH = 960  # both images; Discord scales it down on phones, so text is drawn large

# -- shared -----------------------------------------------------------------------------------


def _number(v: float, decimals: int = 0) -> str:
    """`v` with `decimals` decimals and a real minus sign (no "−0")."""
    text = f"{v:.{decimals}f}"
    if text.lstrip("-").strip("0.") == "":
        text = text.lstrip("-")
    return text.replace("-", "−")


def _axis(lo: float, hi: float, most: int = 5, least: int = 3) -> tuple[float, float, list[float]]:
    """A range around `lo`..`hi` (a little wider, so the line clears the frame) and `least` to
    `most` round values inside it (steps of 1, 2 or 5 times a power of ten) for its ticks."""
    # One value, or a flat series (to float noise): a small range around it.
    flat = hi - lo < 1e-4 * max(1.0, abs(lo), abs(hi))
    pad = max(abs(hi) * 0.02, 1.0) if flat else (hi - lo) * 0.06
    lo, hi = lo - pad, hi + pad
    k = math.floor(math.log10(hi - lo)) - 1
    while True:
        for m in (1, 2, 5):
            step = m * 10.0**k
            a, b = math.ceil(lo / step - 1e-9), math.floor(hi / step + 1e-9)
            if b - a + 1 <= most:
                while b - a + 1 < least:  # widen the range to the nearer round value
                    if lo - (a - 1) * step < (b + 1) * step - hi:
                        a -= 1
                        lo = a * step
                    else:
                        b += 1
                        hi = b * step
                return lo, hi, [round((a + i) * step, 10) for i in range(b - a + 1)]
        k += 1


def _decimals(step: float) -> int:
    """Decimals needed to tell ticks `step` apart (0 for whole steps)."""
    return 0 if step >= 1 else min(6, -math.floor(math.log10(step) + 1e-9))


def _box(
    img: Image.Image, box: tuple[int, int, int, int], radius: int, fill: RGB, edge: RGB, width: int
) -> None:
    """`sprites.rounded_box` at any size for the cost of a small one: its corners and edges
    come from a small box (cached), the rest is flat. (A whole leaderboard drawn at 4x would be
    some 60 MB and 130 ms, for each number of rows.)"""
    x0, y0, x1, y1 = box
    c = radius + width + 2  # corner squares, clear of the curve
    small = sprites.rounded_box(2 * c + 1, 2 * c + 1, radius, fill, edge, width)
    w, h = x1 - x0, y1 - y0
    if w <= 2 * c + 1 or h <= 2 * c + 1:
        big = sprites.rounded_box(w, h, radius, fill, edge, width)
        img.paste(big, (x0, y0), big)
        return
    d = ImageDraw.Draw(img)
    d.rectangle((x0 + c, y0 + c, x1 - c - 1, y1 - c - 1), fill=fill)
    for sx, dx in ((0, x0), (c + 1, x1 - c)):  # corners
        for sy, dy in ((0, y0), (c + 1, y1 - c)):
            part = small.crop((sx, sy, sx + c, sy + c))
            img.paste(part, (dx, dy), part)
    for sy, dy in ((0, y0), (c + 1, y1 - c)):  # top and bottom edges, stretched
        part = small.crop((c, sy, c + 1, sy + c)).resize((w - 2 * c, c), Image.Resampling.NEAREST)
        img.paste(part, (x0 + c, dy), part)
    for sx, dx in ((0, x0), (c + 1, x1 - c)):  # left and right edges
        part = small.crop((sx, c, sx + c, c + 1)).resize((c, h - 2 * c), Image.Resampling.NEAREST)
        img.paste(part, (dx, y0 + c), part)


def _panel(img: Image.Image, box: tuple[int, int, int, int]) -> None:
    _box(img, box, 14, theme.CENTRE_BG, theme.CENTRE_EDGE, 2)


# -- a player's statistics --------------------------------------------------------------------


@dataclass(frozen=True)
class EditionStats:
    """One edition's band of the statistics image."""

    title: str  # e.g. "Azul", already translated
    ratings: Sequence[float]  # display rating after each rated game, oldest first
    scores: Sequence[int]  # final score of each finished game, in any order
    summary: Sequence[str]  # 1-3 short lines under the title, e.g. "42 games · 17 wins"


@dataclass(frozen=True)
class StatsLabels:
    """The words of the statistics image's charts."""

    rating: str  # caption of the rating-over-time chart, e.g. "Rating"
    scores: str  # caption of the score distribution chart, e.g. "Scores"
    no_games: str  # drawn in a chart with no data, e.g. "No rated games yet"


NAME_H = 64  # the player's name across the top
PILL_H = 34  # an edition's title, on a pill
SUMMARY_H = 26  # each summary line
MAX_SUMMARY = 3
CHART_H = 270
CHART_GAP = 16  # between the two charts of a band
BAND_GAP = 30  # between bands (a thin rule in its middle)
CHART_W = (WIDTH - 2 * MARGIN - CHART_GAP) // 2
CAPTION_H = 40  # the chart's caption, above its plot

LINE = (90, 170, 250)  # the rating line (the first player's colour in the final image)
SHADE = theme.blend(LINE, theme.CENTRE_BG, 0.18)  # under the rating line
BAR = theme.AZUL_TILES[1]  # score bars: the yellow tile
BAR_TOP = theme.blend((255, 255, 255), BAR, 0.35)
MAX_BINS = 16
TICK_SIZE = 14  # axis numbers


def band_height(panel: EditionStats) -> int:
    lines = min(len(panel.summary), MAX_SUMMARY)
    return PILL_H + 8 + lines * SUMMARY_H + 10 + CHART_H


def stats_size(panels: Sequence[EditionStats]) -> tuple[int, int]:
    bands = sum(band_height(p) for p in panels) + BAND_GAP * max(0, len(panels) - 1)
    return (WIDTH, NAME_H + bands + MARGIN)


def _no_data(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], text: str) -> None:
    x0, y0, x1, y1 = box
    draw_text(
        d,
        ((x0 + x1) / 2, (y0 + CAPTION_H + y1) / 2),
        text,
        18,
        theme.TABLE_MUTED,
        anchor="mm",
        max_width=x1 - x0 - 32,
        smallest=13,
    )


def _caption(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], text: str) -> None:
    x0, y0, x1, _ = box
    draw_text(
        d,
        (x0 + 16, y0 + CAPTION_H / 2 + 2),
        text,
        17,
        theme.TABLE_TEXT,
        bold=True,
        anchor="lm",
        max_width=x1 - x0 - 32,
        smallest=13,
    )


def _rating_chart(
    img: Image.Image, box: tuple[int, int, int, int], ratings: Sequence[float], labels: StatsLabels
) -> None:
    """Rating after each game: y axis with round values, x the game number, the last value on a
    tag beside the last point."""
    _panel(img, box)
    d = ImageDraw.Draw(img)
    _caption(d, box, labels.rating)
    values = [float(r) for r in ratings if math.isfinite(r)]
    if not values:
        _no_data(d, box, labels.no_games)
        return
    x0, y0, x1, y1 = box
    lo, hi, ticks = _axis(min(values), max(values))
    decimals = _decimals(ticks[1] - ticks[0])
    tick_text = [_number(t, decimals) for t in ticks]
    label_w = max(text_width(t, TICK_SIZE) for t in tick_text)
    px0, px1 = x0 + 16 + round(label_w) + 10, x1 - 22
    py0, py1 = y0 + CAPTION_H + 12, y1 - 36
    n = len(values)

    def xy(i: int, v: float) -> tuple[float, float]:
        x = (px0 + px1) / 2 if n == 1 else px0 + (px1 - px0) * i / (n - 1)
        return (x, py1 - (py1 - py0) * (v - lo) / (hi - lo))

    pts = [xy(i, v) for i, v in enumerate(values)]
    if n > 1:  # the shade under the line; the line hides its jagged top edge
        d.polygon([*pts, (pts[-1][0], py1), (pts[0][0], py1)], fill=SHADE)
    for t, text in zip(ticks, tick_text, strict=True):
        y = round(xy(0, t)[1])
        d.line((px0, y, px1, y), fill=theme.CENTRE_GRID, width=1)
        draw_text(d, (px0 - 8, y), text, TICK_SIZE, theme.TABLE_MUTED, anchor="rm")
    # Game numbers: 1, then round multiples (not so close to 1 that the labels touch).
    games = [1]
    if n > 1:
        spaced = _axis(1, n, most=6)[2]
        step = max(1, round(spaced[1] - spaced[0]))
        games += [g for g in range(step, n + 1, step) if g > 1]
        min_gap = 30 * (n - 1) / (px1 - px0)
        if len(games) > 1 and games[1] - 1 < min_gap:
            del games[1]
    for g in games:
        x = round(xy(g - 1, lo)[0])
        d.line((x, py1, x, py1 + 4), fill=theme.TABLE_MUTED, width=1)
        draw_text(d, (x, py1 + 7), str(g), TICK_SIZE, theme.TABLE_MUTED, anchor="ma")
    # The line at 4x on a coverage mask, scaled down (smooth diagonals), then the colour through
    # it; round joints as discs (Pillow's joint="curve" costs several times the whole line).
    if n > 1:
        ss, r = sprites.SS, 1.5 * sprites.SS
        lx0, ly0 = px0 - 4, py0 - 4
        lw, lh = px1 - px0 + 8, py1 - py0 + 8
        mask = Image.new("L", (lw * ss, lh * ss), 0)
        md = ImageDraw.Draw(mask)
        big = [((x - lx0) * ss, (y - ly0) * ss) for x, y in pts]
        md.line(big, fill=255, width=3 * ss)
        for bx, by in big[1:-1]:
            md.ellipse((bx - r, by - r, bx + r, by + r), fill=255)
        img.paste(LINE, (lx0, ly0, lx0 + lw, ly0 + lh), mask.resize((lw, lh), Image.Resampling.BOX))
    dot = sprites.disc(14, LINE, theme.TABLE_TEXT, 2)
    sprites.paste(img, dot, (pts[-1][0] - 7, pts[-1][1] - 7))
    d.line((px0, py1, px1, py1), fill=theme.TABLE_MUTED, width=1)
    # The last value on a tag beside the last point, where the line crosses it least.
    last = values[-1]
    text = _number(last, 0 if abs(last) >= 100 or last == round(last) else 1)
    tw, th = round(text_width(text, 15, True)) + 16, 24
    tx, ty = _tag_place(pts, tw, th, (py0 - 6, py1))
    tag = sprites.rounded_box(tw, th, th // 2, LINE)
    img.paste(tag, (tx, ty), tag)
    draw_text(d, (tx + tw / 2, ty + th / 2 + 1), text, 15, theme.TABLE, bold=True, anchor="mm")


def _tag_place(
    pts: Sequence[tuple[float, float]], tw: int, th: int, ys: tuple[float, float]
) -> tuple[int, int]:
    """The top-left corner of a `tw` x `th` tag for the last of `pts`: above, beside or below
    it, to its left (or centred over a lone point), inside `ys`, covering the fewest points of
    the line (sampled every 2 px)."""
    x, y = pts[-1]
    if len(pts) == 1:
        spots = [(x - tw / 2, y - th - 10), (x - tw / 2, y + 10)]
    else:
        spots = [
            (x - tw - 6, y - th - 8),
            (x - tw - 6, y + 8),
            (x - tw - 14, y - th / 2),
            (x - tw - 6, y - th - 24),
            (x - tw - 6, y + 24),
        ]
    spots = [(sx, min(max(sy, ys[0]), ys[1] - th)) for sx, sy in spots]
    left = min(sx for sx, _ in spots) - 4
    samples: list[tuple[float, float]] = []
    for (ax, ay), (bx, by) in itertools.pairwise(pts):
        if max(ax, bx) < left:
            continue
        steps = max(1, math.ceil(math.hypot(bx - ax, by - ay) / 2))
        samples += [(ax + (bx - ax) * t / steps, ay + (by - ay) * t / steps) for t in range(steps)]
    samples.append((x, y))

    def covered(spot: tuple[float, float]) -> int:
        sx, sy = spot
        return sum(
            sx - 4 <= px <= sx + tw + 4 and sy - 4 <= py <= sy + th + 4 for px, py in samples
        )

    best = min(spots, key=covered)  # the first of equals: the order above is the preference
    return round(best[0]), round(best[1])


def _bins(scores: Sequence[int]) -> tuple[int, int, list[int]]:
    """(first edge, bin width, count per bin): bins of 10 points from 0, wider (20, 25, 50, 100,
    ...) when there would be more than `MAX_BINS`."""
    lo_score, hi_score = math.floor(min(scores)), math.floor(max(scores))
    for k in range(12):
        for m in (10, 20, 25, 50):
            width = m * 10**k
            start = min(0, lo_score // width * width)
            count = (hi_score // width * width - start) // width + 1
            if count <= MAX_BINS:
                break
        else:
            continue
        break
    counts = [0] * count
    for s in scores:
        counts[(math.floor(s) - start) // width] += 1
    return start, width, counts


def _score_chart(
    img: Image.Image, box: tuple[int, int, int, int], scores: Sequence[int], labels: StatsLabels
) -> None:
    """A histogram of final scores; the counts on the tallest bars, bin edges on the x axis."""
    _panel(img, box)
    d = ImageDraw.Draw(img)
    _caption(d, box, labels.scores)
    values = [s for s in scores if math.isfinite(s)]
    if not values:
        _no_data(d, box, labels.no_games)
        return
    x0, y0, x1, y1 = box
    start, width, counts = _bins(values)
    px0, px1 = x0 + 24, x1 - 24
    py0, py1 = y0 + CAPTION_H + 26, y1 - 36
    slot = (px1 - px0) / len(counts)
    top = max(counts)
    gap = max(2, round(slot * 0.12))
    tall = max(1, math.ceil(top * 0.5))  # bars at least half the tallest are labelled
    for i, c in enumerate(counts):
        if not c:
            continue
        bx0, bx1 = round(px0 + i * slot + gap / 2), round(px0 + (i + 1) * slot - gap / 2) - 1
        by = round(py1 - (py1 - py0) * c / top)
        d.rectangle((bx0, by, bx1, py1 - 1), fill=BAR)
        d.rectangle((bx0, by, bx1, by + 2), fill=BAR_TOP)
        if c >= tall:
            draw_text(
                d,
                ((bx0 + bx1 + 1) / 2, by - 5),
                str(c),
                15,
                theme.TABLE_TEXT,
                bold=True,
                anchor="mb",
                max_width=slot + gap,
            )
    d.line((px0, py1, px1, py1), fill=theme.TABLE_MUTED, width=1)
    every = 1 if slot >= 32 else 2 if slot >= 16 else 4
    for i in range(len(counts) + 1):
        x = round(px0 + i * slot)
        d.line((x, py1, x, py1 + 4), fill=theme.TABLE_MUTED, width=1)
        if i % every == 0:
            text = _number(start + i * width)
            draw_text(d, (x, py1 + 7), text, TICK_SIZE, theme.TABLE_MUTED, anchor="ma")


def _band(img: Image.Image, y: int, panel: EditionStats, labels: StatsLabels) -> None:
    d = ImageDraw.Draw(img)
    pw = min(WIDTH - 2 * MARGIN, round(text_width(panel.title, 19, True)) + 40)
    title_size = fitted_size(panel.title, 19, True, pw - 40, 14)
    pill = sprites.rounded_box(pw, PILL_H, PILL_H // 2, theme.BADGE)
    img.paste(pill, (MARGIN, y), pill)
    draw_text(
        d,
        (MARGIN + pw / 2, y + PILL_H / 2 + 1),
        panel.title,
        title_size,
        theme.TABLE_TEXT,
        bold=True,
        anchor="mm",
        max_width=pw - 32,
    )
    y += PILL_H + 8
    for line in list(panel.summary)[:MAX_SUMMARY]:
        draw_text(
            d,
            (MARGIN + 4, y + SUMMARY_H / 2),
            line,
            17,
            theme.TABLE_MUTED,
            anchor="lm",
            max_width=WIDTH - 2 * MARGIN - 8,
            smallest=13,
        )
        y += SUMMARY_H
    y += 10
    left = (MARGIN, y, MARGIN + CHART_W, y + CHART_H)
    right = (WIDTH - MARGIN - CHART_W, y, WIDTH - MARGIN, y + CHART_H)
    _rating_chart(img, left, panel.ratings, labels)
    _score_chart(img, right, panel.scores, labels)


def _heading(d: ImageDraw.ImageDraw, words: str, band: int, size: int, smallest: int) -> None:
    """The image's title, in the middle of its band at the top, shrunk to fit the width."""
    draw_text(
        d,
        (MARGIN, band / 2 + 2),
        words,
        size,
        theme.TABLE_TEXT,
        bold=True,
        anchor="lm",
        max_width=WIDTH - 2 * MARGIN,
        smallest=smallest,
    )


def stats_image(player: str, panels: Sequence[EditionStats], labels: StatsLabels) -> Image.Image:
    img = Image.new("RGB", stats_size(panels), theme.TABLE)
    d = ImageDraw.Draw(img)
    _heading(d, player, NAME_H, 30, 20)
    y = NAME_H
    for i, panel in enumerate(panels):
        if i:
            rule = y + BAND_GAP // 2
            d.line((MARGIN, rule, WIDTH - MARGIN, rule), fill=theme.CENTRE_GRID, width=1)
            y += BAND_GAP
        _band(img, y, panel, labels)
        y += band_height(panel)
    return img


def stats_png(player: str, panels: Sequence[EditionStats], labels: StatsLabels) -> bytes:
    """One image: the player's name as a header, then one band per edition (usually 1 or 2):
    its title and summary lines, a line chart of the rating over the games (round values on the
    y axis, game numbers on the x axis, the last value on a tag) beside a histogram of final
    scores (bins of 10 points from 0, wider when the range is large; the counts on the tallest
    bars, bin edges on the x axis). A chart without data shows `labels.no_games`."""
    return encode(stats_image(player, panels, labels))


# -- the leaderboard --------------------------------------------------------------------------


@dataclass(frozen=True)
class LadderRow:
    """One player's line of the leaderboard."""

    rank: int
    name: str
    rating: int
    games: int
    wins: int
    computer: bool = False  # drawn with a small robot and in its own colour
    highlight: bool = False  # the asker's own row: a highlighted background


MAX_ROWS = 25
TITLE_H = 60
HEADER_H = 44  # the column headers
ROW_H = 40
PANEL_PAD = 8  # the row stripes' inset from the parchment's edge
CELL_PAD = 12  # text's inset from its column's edges
# Columns: rank, player, rating, games, wins; (x0, x1) in image pixels, x1 exclusive.
_RANK_W, _NUMBER_W = 70, 118
_LEFT = MARGIN + PANEL_PAD
_RIGHT = WIDTH - MARGIN - PANEL_PAD
COLUMNS: tuple[tuple[int, int], ...] = (
    (_LEFT, _LEFT + _RANK_W),
    (_LEFT + _RANK_W, _RIGHT - 3 * _NUMBER_W),
    (_RIGHT - 3 * _NUMBER_W, _RIGHT - 2 * _NUMBER_W),
    (_RIGHT - 2 * _NUMBER_W, _RIGHT - _NUMBER_W),
    (_RIGHT - _NUMBER_W, _RIGHT),
)
NAME_SIZE, NAME_SMALLEST = 20, 15

ZEBRA = theme.blend(theme.BOARD_EDGE, theme.BOARD, 0.16)
HIGHLIGHT = theme.blend(LINE, theme.BOARD, 0.34)
HIGHLIGHT_EDGE = (52, 120, 200)
COMPUTER = theme.MARKER_TEXT  # computer players' names and robot: teal
MEDALS: dict[int, RGB] = {  # rank -> colour
    1: (232, 178, 30),
    2: (188, 194, 202),
    3: (200, 124, 58),
}
MEDAL_RIMS: dict[int, RGB] = {1: (176, 128, 12), 2: (128, 136, 148), 3: (146, 84, 30)}


def row_top(i: int) -> int:
    """The y of row `i`'s top edge."""
    return TITLE_H + HEADER_H + i * ROW_H


def row_fill(i: int, row: LadderRow) -> RGB:
    """Row `i`'s background: highlighted, else alternating shades."""
    return HIGHLIGHT if row.highlight else ZEBRA if i % 2 else theme.BOARD


def leaderboard_size(rows: int) -> tuple[int, int]:
    return (WIDTH, row_top(min(rows, MAX_ROWS)) + 10 + MARGIN)


@lru_cache(maxsize=8)
def robot(size: int, ink: RGB) -> Image.Image:
    """A small robot head (computer players): antenna, square head, two eyes cut out."""
    big = size * sprites.SS
    img = Image.new("RGBA", (big, big), (*ink, 0))
    d = ImageDraw.Draw(img)
    u = big / 16
    d.line((8 * u, 1.5 * u, 8 * u, 5 * u), fill=ink, width=round(1.4 * u))
    d.ellipse((6.6 * u, 0, 9.4 * u, 2.8 * u), fill=ink)
    d.rounded_rectangle((1 * u, 4.5 * u, 15 * u, 15.5 * u), radius=3 * u, fill=ink)
    clear = (*ink, 0)
    d.ellipse((3.6 * u, 7.4 * u, 6.8 * u, 10.6 * u), fill=clear)
    d.ellipse((9.2 * u, 7.4 * u, 12.4 * u, 10.6 * u), fill=clear)
    d.rectangle((5 * u, 12.2 * u, 11 * u, 13.4 * u), fill=clear)
    return img.resize((size, size), Image.Resampling.BOX)


def _medal(img: Image.Image, cx: float, cy: float, rank: int) -> None:
    disc = sprites.disc(30, MEDALS[rank], MEDAL_RIMS[rank], 2)
    sprites.paste(img, disc, (cx - 15, cy - 15))
    d = ImageDraw.Draw(img)
    draw_text(d, (cx, cy + 1), str(rank), 16, theme.glyph_ink(MEDALS[rank]), bold=True, anchor="mm")


def _row(img: Image.Image, d: ImageDraw.ImageDraw, i: int, row: LadderRow) -> None:
    y = row_top(i)
    cy = y + ROW_H / 2
    fill = row_fill(i, row)
    if fill != theme.BOARD:
        d.rectangle((_LEFT, y, _RIGHT - 1, y + ROW_H - 1), fill=fill)
    if row.highlight:
        d.rectangle((_LEFT, y, _LEFT + 3, y + ROW_H - 1), fill=HIGHLIGHT_EDGE)
    (r0, r1), (n0, n1), *numbers = COLUMNS
    if row.rank in MEDALS:
        _medal(img, (r0 + r1) / 2, cy, row.rank)
    else:
        draw_text(
            d,
            ((r0 + r1) / 2, cy),
            str(row.rank),
            17,
            theme.BOARD_MUTED,
            bold=True,
            anchor="mm",
            max_width=r1 - r0 - 8,
        )
    x, ink = n0 + CELL_PAD, theme.BOARD_TEXT
    if row.computer:
        bot = robot(20, COMPUTER)
        sprites.paste(img, bot, (x, cy - 10.5))
        x, ink = x + 28, COMPUTER
    room = n1 - CELL_PAD - x
    size = fitted_size(row.name, NAME_SIZE, True, room, NAME_SMALLEST)
    draw_text(d, (x, cy), row.name, size, ink, bold=True, anchor="lm", max_width=room)
    for (c0, c1), value, bold in zip(
        numbers, (row.rating, row.games, row.wins), (True, False, False), strict=True
    ):
        draw_text(
            d,
            ((c0 + c1) / 2, cy),
            _number(value),
            19,
            theme.BOARD_TEXT,
            bold=bold,
            anchor="mm",
            max_width=c1 - c0 - 8,
        )


def leaderboard_image(title: str, headers: Sequence[str], rows: Sequence[LadderRow]) -> Image.Image:
    if len(headers) != len(COLUMNS):
        raise ValueError(f"a leaderboard has {len(COLUMNS)} headers, not {len(headers)}")
    rows = list(rows)[:MAX_ROWS]
    img = Image.new("RGB", leaderboard_size(len(rows)), theme.TABLE)
    d = ImageDraw.Draw(img)
    _heading(d, title, TITLE_H, 28, 18)
    box = (MARGIN, TITLE_H - 4, WIDTH - MARGIN, img.height - MARGIN)
    _box(img, box, 14, theme.BOARD, theme.BOARD_EDGE, 2)
    hy = TITLE_H + HEADER_H / 2 + 1
    for k, ((c0, c1), text) in enumerate(zip(COLUMNS, headers, strict=True)):
        draw_text(
            d,
            (c0 + CELL_PAD if k == 1 else (c0 + c1) / 2, hy),
            text,
            16,
            theme.BOARD_MUTED,
            bold=True,
            anchor="lm" if k == 1 else "mm",
            max_width=c1 - c0 - (2 * CELL_PAD if k == 1 else 8),
            smallest=11,
        )
    line_y = TITLE_H + HEADER_H - 1
    d.line((_LEFT + 4, line_y, _RIGHT - 5, line_y), fill=theme.BOARD_EDGE, width=2)
    for i, row in enumerate(rows):
        _row(img, d, i, row)
    return img


def leaderboard_png(title: str, headers: Sequence[str], rows: Sequence[LadderRow]) -> bytes:
    """A table image: `title`, a row of `headers` (5: rank, player, rating, games, wins), then
    one line per row, at most `MAX_ROWS` (the rest are left out): medals for ranks 1-3,
    alternating shades, the highlighted row in blue, computer players in teal with a robot.
    Names too long for their column are drawn smaller, then cut with an ellipsis. Without rows,
    just the title and the headers."""
    return encode(leaderboard_image(title, headers, rows))
