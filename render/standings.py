"""A tournament's standings image: one line per player, ranked, with the tie-break columns.

Like the rest of `render`, nothing here knows Discord or the message catalogues: every word on
the image is passed in by the caller, already translated (`StandingsLabels`). Numbers are
formatted here. It looks like the leaderboard (`render.stats`): the same parchment panel on the
felt, shaded rows and medals for ranks 1-3, so a server's tables read as one family.

    >>> rows = [StandingsRow(1, "Ana", 12.0, 30.5, 412, 5, 0, False),
    ...         StandingsRow(1, "Юлія", 12.0, 28.0, 398, 5, 1, False),
    ...         StandingsRow(3, "Bo", 7.5, 31.0, 377, 4, 0, True)]
    >>> labels = StandingsLabels("Spring Swiss — standings after round 5 of 5",
    ...     "Azul · coloured side · tables of 3", "#", "Player", "Points", "Opponents",
    ...     "Score", "Games", "withdrew", "Win 3 · draw 1.5 · tie-breaks: opponents, score")
    >>> png = standings_png(rows, labels)

At most `MAX_ROWS` rows on one image (the caller pages). Same input, same bytes (see
`render.png`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from . import sprites, theme
from .layout import MARGIN
from .png import encode
from .stats import MEDALS, WIDTH, ZEBRA, _box, _medal
from .text import draw_text, fit, fitted_size, text_width
from .theme import RGB


@dataclass(frozen=True)
class StandingsRow:
    """One player's line of the standings."""

    rank: int  # drawn as given: players sharing a place repeat it (1, 1, 3)
    name: str
    points: float  # tournament points, e.g. 12.0 or 7.5
    opponents_points: float  # the first tie-break: their opponents' points
    total_score: int  # the second: their game scores added up
    games: int
    byes: int  # drawn as a small "+1" after the games
    withdrawn: bool  # greyed and marked, but kept in its place


@dataclass(frozen=True)
class StandingsLabels:
    """Every word on the standings image, in the reader's language."""

    title: str  # e.g. "Spring Swiss — standings after round 3 of 5"
    subtitle: str  # e.g. "Azul · coloured side · tables of 3"
    rank: str  # the column headings
    player: str
    points: str
    opponents: str
    score: str
    games: str
    withdrawn: str  # beside a withdrawn player's name, e.g. "withdrew"
    footer: str  # one line under the table, e.g. the points scheme and tie-breaks


MAX_ROWS = 32  # the caller pages beyond this (a taller image is unreadable on a phone)
HEAD_H = 88  # title and subtitle
TITLE_Y, SUBTITLE_Y = 32, 66  # their middles
HEADER_H = 44  # the column headings
ROW_H = 40
FOOTER_H = 40
PANEL_PAD = 8  # the row stripes' inset from the parchment's edge
CELL_PAD = 12  # text's inset from its column's edges
BYES_W = 32  # right of the games, for "+1"
NAME_SIZE, NAME_SMALLEST = 20, 15
NUMBER_SIZE = 19
TAG_SIZE, TAG_H, TAG_GAP = 13, 22, 10  # the withdrawn word's pill, and its gap from the name

# Columns: rank, player, points, opponents' points, score, games; (x0, x1), x1 exclusive.
_LEFT = MARGIN + PANEL_PAD
_RIGHT = WIDTH - MARGIN - PANEL_PAD
_RANK_W = 70
_NUMBER_WS = (108, 124, 108, 124)  # the games' column holds the byes too


def _columns() -> tuple[tuple[int, int], ...]:
    numbers: list[tuple[int, int]] = []
    x1 = _RIGHT
    for w in reversed(_NUMBER_WS):
        numbers.insert(0, (x1 - w, x1))
        x1 -= w
    return ((_LEFT, _LEFT + _RANK_W), (_LEFT + _RANK_W, x1), *numbers)


COLUMNS = _columns()

WITHDRAWN_INK = theme.BOARD_MUTED
TAG_INK = theme.PENALTY_TEXT
TAG_FILL = theme.blend(theme.PENALTY_TEXT, theme.BOARD, 0.13)


def format_points(v: float) -> str:
    """Points as people write them: "12", "7.5", "0.25" (at most two decimals, no trailing
    zeros), with a real minus sign and never "−0"."""
    text = f"{v:.2f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    if text == "-0":
        text = text.lstrip("-")
    return text.replace("-", "−")


def row_top(i: int) -> int:
    """The y of row `i`'s top edge."""
    return HEAD_H + HEADER_H + i * ROW_H


def row_fill(i: int) -> RGB:
    """Row `i`'s background: alternating shades."""
    return ZEBRA if i % 2 else theme.BOARD


def standings_size(rows: int) -> tuple[int, int]:
    return (WIDTH, row_top(rows) + 10 + FOOTER_H + 4)


def _number_right(k: int) -> int:
    """The x where column `k`'s numbers (and heading) end: right-aligned, the games' clear of
    the byes after them."""
    x1 = COLUMNS[k][1] - CELL_PAD
    return x1 - BYES_W if k == len(COLUMNS) - 1 else x1


def _header(img: Image.Image, d: ImageDraw.ImageDraw, labels: StandingsLabels) -> None:
    """Title and subtitle on the felt, then the parchment panel with the column headings."""
    room = WIDTH - 2 * MARGIN
    draw_text(
        d,
        (MARGIN, TITLE_Y),
        labels.title,
        28,
        theme.TABLE_TEXT,
        bold=True,
        anchor="lm",
        max_width=room,
        smallest=18,
    )
    draw_text(
        d,
        (MARGIN, SUBTITLE_Y),
        labels.subtitle,
        17,
        theme.TABLE_MUTED,
        anchor="lm",
        max_width=room,
        smallest=13,
    )
    box = (MARGIN, HEAD_H - 4, WIDTH - MARGIN, img.height - FOOTER_H - 4)
    _box(img, box, 14, theme.BOARD, theme.BOARD_EDGE, 2)
    words = (
        labels.rank,
        labels.player,
        labels.points,
        labels.opponents,
        labels.score,
        labels.games,
    )
    hy = HEAD_H + HEADER_H / 2 + 1
    for k, ((c0, c1), text) in enumerate(zip(COLUMNS, words, strict=True)):
        if k == 0:
            xy, anchor, room = ((c0 + c1) / 2, hy), "mm", c1 - c0 - 8
        elif k == 1:
            xy, anchor, room = (c0 + CELL_PAD, hy), "lm", c1 - c0 - 2 * CELL_PAD
        else:  # over the numbers' right edge; a long word may reach back to the column's start
            x = _number_right(k)
            xy, anchor, room = (x, hy), "rm", x - c0 - 4
        draw_text(
            d,
            xy,
            text,
            16,
            theme.BOARD_MUTED,
            bold=True,
            anchor=anchor,
            max_width=room,
            smallest=11,
        )
    line_y = HEAD_H + HEADER_H - 1
    d.line((_LEFT + 4, line_y, _RIGHT - 5, line_y), fill=theme.BOARD_EDGE, width=2)


def _name(
    img: Image.Image, d: ImageDraw.ImageDraw, row: StandingsRow, cy: float, word: str
) -> None:
    """The player's name, left in its column, shrunk then cut to fit; a withdrawn player's in
    grey with `word` on a pill after it (the pill's room is taken from the name's first, so the
    mark is never the part cut off)."""
    c0, c1 = COLUMNS[1]
    x, room = c0 + CELL_PAD, c1 - CELL_PAD - (c0 + CELL_PAD)
    tag_w = 0
    if row.withdrawn and word.strip():
        tag_w = min(round(text_width(word, TAG_SIZE, True)) + 18, room // 2)
        room -= tag_w + TAG_GAP
    ink = WITHDRAWN_INK if row.withdrawn else theme.BOARD_TEXT
    size = fitted_size(row.name, NAME_SIZE, True, room, NAME_SMALLEST)
    draw_text(d, (x, cy), row.name, size, ink, bold=True, anchor="lm", max_width=room)
    if tag_w:
        # Right after the name as drawn (`draw_text` cuts it with the same `fit`).
        shown = fit(row.name, size, True, room)
        tx = x + round(text_width(shown, size, True)) + (TAG_GAP if shown else 0)
        pill = sprites.rounded_box(tag_w, TAG_H, TAG_H // 2, TAG_FILL)
        sprites.paste(img, pill, (tx, cy - TAG_H / 2))
        draw_text(
            d,
            (tx + tag_w / 2, cy + 1),
            word,
            TAG_SIZE,
            TAG_INK,
            bold=True,
            anchor="mm",
            max_width=tag_w - 12,
            smallest=10,
        )


def _row(
    img: Image.Image, d: ImageDraw.ImageDraw, i: int, row: StandingsRow, labels: StandingsLabels
) -> None:
    y = row_top(i)
    cy = y + ROW_H / 2
    fill = row_fill(i)
    if fill != theme.BOARD:
        d.rectangle((_LEFT, y, _RIGHT - 1, y + ROW_H - 1), fill=fill)
    r0, r1 = COLUMNS[0]
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
    _name(img, d, row, cy, labels.withdrawn)
    ink = WITHDRAWN_INK if row.withdrawn else theme.BOARD_TEXT
    values = (
        format_points(row.points),
        format_points(row.opponents_points),
        str(row.total_score).replace("-", "−"),
        str(row.games),
    )
    for k, text in enumerate(values, start=2):
        x = _number_right(k)
        draw_text(
            d,
            (x, cy),
            text,
            NUMBER_SIZE,
            ink,
            bold=k == 2,  # the points decide; the rest break ties
            anchor="rm",
            max_width=x - COLUMNS[k][0] - 4,
        )
    if row.byes:
        x = _number_right(len(COLUMNS) - 1) + 3
        draw_text(
            d, (x, cy), f"+{row.byes}", 14, theme.BOARD_MUTED, anchor="lm", max_width=BYES_W + 6
        )


def standings_image(rows: Sequence[StandingsRow], labels: StandingsLabels) -> Image.Image:
    if len(rows) > MAX_ROWS:
        raise ValueError(f"at most {MAX_ROWS} rows on one standings image, not {len(rows)}")
    img = Image.new("RGB", standings_size(len(rows)), theme.TABLE)
    d = ImageDraw.Draw(img)
    _header(img, d, labels)
    for i, row in enumerate(rows):
        _row(img, d, i, row, labels)
    draw_text(
        d,
        (MARGIN + 4, img.height - FOOTER_H / 2 - 1),
        labels.footer,
        15,
        theme.TABLE_MUTED,
        anchor="lm",
        max_width=WIDTH - 2 * MARGIN - 8,
        smallest=11,
    )
    return img


def standings_png(rows: Sequence[StandingsRow], labels: StandingsLabels) -> bytes:
    """A table image: `labels.title` and `labels.subtitle`, the column headings (rank, player,
    points, opponents' points, score, games), one line per row in the order given (at most
    `MAX_ROWS`, else ValueError), then `labels.footer`. Ranks are drawn as given, with medals
    for 1-3; numbers are right-aligned, points without a needless ".0"; byes as "+1" after the
    games; withdrawn players in grey with `labels.withdrawn` after the name. Names too long for
    their column are drawn smaller, then cut with an ellipsis. Without rows, just the header,
    headings and footer."""
    return encode(standings_image(rows, labels))
