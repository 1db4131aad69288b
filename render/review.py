"""The review image of a game: each player's expected final margin over the game with the
costly moves marked, a table of accuracy per player, and the three turning points drawn as the
mover's board before the move, after the move played and after the better move.

As everywhere in `render`, the words come in translated (`ReviewLabels`, the rows' texts); the
numbers are formatted here. The record is replayed here to draw the boards.

    >>> from rules import new_game
    >>> game, choices = new_game("azul", ["Ana", "Bo"], seed=42), []
    >>> for ply in range(6):  # each move played, and another the player had
    ...     legal = game.legal_moves()
    ...     choices.append((str(legal[0]), str(legal[-1])))
    ...     events = game.play(legal[0])
    >>> points = [Point(ply, ply % 2, expected=0.5 * ply, verdict="good") for ply in range(6)]
    >>> played, better = choices[4]
    >>> turning = [TurningPoint(4, 0, played, better, f"Move 5 · Ana played {played}")]
    >>> rows = [["Ana", "91 %", "0.8", "1", "0"], ["Bo", "84 %", "1.5", "2", "1"]]
    >>> labels = ReviewLabels("Review · Azul", "Expected final margin", "mistake", "blunder",
    ...     ["Player", "Accuracy", "Lost a round", "Mistakes", "Blunders"],
    ...     "Before", "Played", "Better")
    >>> png = review_png(game.record(), points, rows, turning, labels)

Same input, same bytes (see `render.png`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

import rules
from rules.azul import AzulGame
from rules.rng import SeededDraws

from . import azul, pavilion, sprites, theme
from .final import PLAYER_LINES, PLAYER_MARKS
from .layout import MARGIN
from .png import encode
from .shared import as_edition
from .stats import _axis, _decimals, _number, _panel
from .text import draw_text, text_width

WIDTH = 1200
TITLE_H = 56
CHART_H = 300
ROW_H = 34
TURN_CAPTION_H = 58
BOARD_GAP = 12
MISTAKE = (255, 165, 60)
BLUNDER = (235, 70, 60)
TICK_SIZE = 14


@dataclass(frozen=True)
class ReviewLabels:
    title: str  # e.g. "Review of game #12 · Azul"
    chart: str  # caption of the chart, e.g. "Expected final margin"
    mistake: str  # legend words
    blunder: str
    headers: Sequence[str]  # columns: player, accuracy, lost a round, mistakes, blunders
    before: str  # under the boards of a turning point
    played: str
    better: str


@dataclass(frozen=True)
class Point:
    """One judged move on the chart."""

    ply: int
    seat: int
    expected: float  # the mover's expected final margin after the move played
    verdict: str


@dataclass(frozen=True)
class TurningPoint:
    ply: int
    seat: int
    played: str
    best: str
    caption: str  # e.g. "Move 23 · round 3 · Ana played 2R-3: 6.1 points lost"


def _boards(record: dict[str, Any], tp: TurningPoint, width: int, lang: str) -> list[Image.Image]:
    """The mover's board before the move, after it, and after the better one, `width` wide."""
    start = rules.replay({**record, "moves": [], "result": None, "round_scores": None}).game
    for notation in record["moves"][: tp.ply]:
        start.play(notation)
    out = []
    for move in (None, tp.played, tp.best):
        game = as_edition(start.copy())
        # The record's own draws end where it does; a move it did not play may need more
        # (a refill after it): those come seeded. The board drawn is the mover's, not the bag.
        game.draws = SeededDraws(tp.ply)
        if move is not None:
            game.play(move)
        if isinstance(game, AzulGame):
            board = azul.board_image(game, tp.seat, False, lang)
        else:
            board = pavilion.board_image(game, tp.seat, False, lang)
        scale = width / board.width
        out.append(board.resize((width, round(board.height * scale)), Image.Resampling.LANCZOS))
    return out


def review_image(
    record: dict[str, Any],
    points: Sequence[Point],
    rows: Sequence[Sequence[str]],
    turning: Sequence[TurningPoint],
    labels: ReviewLabels,
    lang: str = "en",
) -> Image.Image:
    players = len(record["players"])
    board_w = (WIDTH - 2 * MARGIN - 2 * BOARD_GAP) // 3
    boards = [_boards(record, tp, board_w, lang) for tp in turning]
    table_h = ROW_H * (players + 1) + 24
    turn_h = sum(TURN_CAPTION_H + max(b.height for b in bs) + 30 + BOARD_GAP for bs in boards)
    height = TITLE_H + CHART_H + 16 + table_h + 16 + turn_h + MARGIN
    img = Image.new("RGB", (WIDTH, height), theme.TABLE)
    d = ImageDraw.Draw(img)
    draw_text(
        d,
        (MARGIN, TITLE_H / 2 + 4),
        labels.title,
        24,
        theme.TABLE_TEXT,
        bold=True,
        anchor="lm",
        max_width=WIDTH - 2 * MARGIN,
        smallest=16,
    )
    y = TITLE_H
    _chart(img, (MARGIN, y, WIDTH - MARGIN, y + CHART_H), record, points, labels)
    y += CHART_H + 16
    _table(img, (MARGIN, y, WIDTH - MARGIN, y + table_h), rows, labels)
    y += table_h + 16
    for tp, bs in zip(turning, boards, strict=True):
        y = _turning_point(img, y, tp, bs, labels)
    return img


def review_png(
    record: dict[str, Any],
    points: Sequence[Point],
    rows: Sequence[Sequence[str]],
    turning: Sequence[TurningPoint],
    labels: ReviewLabels,
    lang: str = "en",
) -> bytes:
    return encode(review_image(record, points, rows, turning, labels, lang))


def _chart(
    img: Image.Image,
    box: tuple[int, int, int, int],
    record: dict[str, Any],
    points: Sequence[Point],
    labels: ReviewLabels,
) -> None:
    """Each seat's line through its own moves; mistakes and blunders as rings on it."""
    _panel(img, box)
    d = ImageDraw.Draw(img)
    x0, y0, x1, y1 = box
    draw_text(d, (x0 + 16, y0 + 22), labels.chart, 17, theme.TABLE_TEXT, bold=True, anchor="lm")
    _legend(d, (x1 - 16, y0 + 22), record["players"], labels)
    values = [p.expected for p in points] or [0.0]
    lo, hi, ticks = _axis(min(*values, 0.0), max(*values, 0.0))
    decimals = _decimals(ticks[1] - ticks[0])
    label_w = max(text_width(_number(t, decimals), TICK_SIZE) for t in ticks)
    px0, px1 = x0 + 16 + round(label_w) + 10, x1 - 20
    py0, py1 = y0 + 50, y1 - 20
    last = max(len(record["moves"]) - 1, 1)

    def xy(ply: int, v: float) -> tuple[float, float]:
        return (px0 + (px1 - px0) * ply / last, py1 - (py1 - py0) * (v - lo) / (hi - lo))

    for t in ticks:
        ty = round(xy(0, t)[1])
        d.line((px0, ty, px1, ty), fill=theme.TABLE_MUTED if t == 0 else theme.CENTRE_GRID)
        draw_text(d, (px0 - 8, ty), _number(t, decimals), TICK_SIZE, theme.TABLE_MUTED, anchor="rm")
    for seat in range(len(record["players"])):
        own = [xy(p.ply, p.expected) for p in points if p.seat == seat]
        if len(own) > 1:
            d.line(own, fill=PLAYER_LINES[seat], width=3)
    for p in points:
        if p.verdict not in ("mistake", "blunder"):
            continue
        cx, cy = xy(p.ply, p.expected)
        ring = BLUNDER if p.verdict == "blunder" else MISTAKE
        r = 7 if p.verdict == "blunder" else 5
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=ring, outline=theme.TABLE, width=2)


def _legend(
    d: ImageDraw.ImageDraw, right: tuple[float, float], names: Sequence[str], labels: ReviewLabels
) -> None:
    """From the right: blunder and mistake rings, then each player's line and name."""
    x, y = right
    # (words, colour, the line's marker; None: a ring)
    items: list[tuple[str, theme.RGB, str | None]] = [
        (labels.blunder, BLUNDER, None),
        (labels.mistake, MISTAKE, None),
    ]
    items += [(n, PLAYER_LINES[i], PLAYER_MARKS[i]) for i, n in reversed(list(enumerate(names)))]
    for text, colour, mark in items:
        w = text_width(text[:24], 15)
        draw_text(d, (x, y), text[:24], 15, theme.TABLE_TEXT, anchor="rm")
        x -= w + 10
        if mark is None:
            d.ellipse((x - 12, y - 6, x, y + 6), fill=colour)
        else:
            d.line((x - 20, y, x, y), fill=colour, width=3)
            sprites.draw_glyph(d, mark, x - 10, y, 5, colour)
        x -= 38


def _table(
    img: Image.Image,
    box: tuple[int, int, int, int],
    rows: Sequence[Sequence[str]],
    labels: ReviewLabels,
) -> None:
    _panel(img, box)
    d = ImageDraw.Draw(img)
    x0, y0, x1, _ = box
    widths = (0.40, 0.15, 0.17, 0.14, 0.14)
    cols: list[float] = [x0 + 20]
    for w in widths[:-1]:
        cols.append(cols[-1] + (x1 - x0 - 40) * w)
    y = y0 + 12 + ROW_H / 2
    for i, header in enumerate(labels.headers):
        draw_text(d, (cols[i], y), header, 15, theme.TABLE_MUTED, bold=True, anchor="lm")
    for seat, row in enumerate(rows):
        y += ROW_H
        d.line((cols[0], y - 6, cols[0] + 22, y - 6), fill=PLAYER_LINES[seat], width=4)
        for i, cell in enumerate(row):
            x = cols[i] + (30 if i == 0 else 0)
            draw_text(d, (x, y), cell, 17, theme.TABLE_TEXT, bold=i == 0, anchor="lm")


def _turning_point(
    img: Image.Image, y: int, tp: TurningPoint, boards: list[Image.Image], labels: ReviewLabels
) -> int:
    d = ImageDraw.Draw(img)
    draw_text(
        d,
        (MARGIN, y + TURN_CAPTION_H / 2),
        tp.caption,
        18,
        theme.TABLE_TEXT,
        bold=True,
        anchor="lm",
        max_width=WIDTH - 2 * MARGIN,
        smallest=13,
    )
    y += TURN_CAPTION_H
    x = MARGIN
    words = (labels.before, f"{labels.played}: {tp.played}", f"{labels.better}: {tp.best}")
    for board, word, colour in zip(
        boards, words, (theme.TABLE_MUTED, BLUNDER, (110, 200, 120)), strict=True
    ):
        img.paste(board, (x, y))
        draw_text(
            d,
            (x + board.width / 2, y + board.height + 14),
            word,
            16,
            colour,
            bold=True,
            anchor="mm",
            max_width=board.width,
            smallest=12,
        )
        x += board.width + BOARD_GAP
    return y + max(b.height for b in boards) + 30 + BOARD_GAP
