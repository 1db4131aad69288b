"""A drawn scoring example for Summer Pavilion: one star, a newly placed tile and the run it scores.

For lessons and the rules reference; the counterpart of `render.scoring` (Azul's wall). One star
is drawn large, turned as on the player board, with the board's own space sprites, printed costs
and colour-blind glyphs (`render.pavilion`), its six spaces pushed a little apart so the marks fit
between them. The new tile has a bright ring (`render.scoring.RING`); the run it scores is shown
by an arc round the outside of the star with a numbered badge, 1 to n, beyond each of its tiles.
The run's count is written under the star and the points under that. Like the rest of `render`,
nothing here knows Discord or the message catalogues: every word is passed in by the caller,
already translated (`StarScoringLabels`); numbers are filled in here.

    >>> covered = [True, True, True, True, False, False]  # spaces 1-4 (0-based 0-3)
    >>> labels = StarScoringLabels("Placing: the new tile scores its run on the star",
    ...     "{n} in a row around the star", "alone: 1 point", "= {points} points")
    >>> png = star_scoring_png("colour", 0, covered, 3, labels)  # the O star: "= 4 points"

The score is the engine's (`rules.pavilion.geometry.RUN`): the length of the contiguous run of
covered spaces round the star's ring that holds the new tile, counting it; the ring wraps round
(space 6 is next to space 1). Tiles on other stars never count. Same input, same bytes (see
`render.png`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from rules.pavilion.geometry import (
    CENTRE,
    COLOURED_KINDS,
    NUM_COLOURS,
    NUM_STARS,
    space_cost,
)
from rules.pavilion.geometry import RING as SPACES  # spaces round a star; RING is a colour here

from . import sprites, theme
from .layout import MARGIN, Box
from .pavilion import _hub_paste, _sz
from .pavilion_layout import GUTTER, SQRT3, Point, direction_index, space_angle
from .png import encode
from .scoring import RING, RING_INNER, ROW_INK, draw_title
from .stats import _box
from .text import draw_text
from .theme import RGB

SIDES = ("colour", "grey")

# -- geometry ---------------------------------------------------------------------------------

SIDE = 88  # a diamond's side (the board's big image has 44)
SPREAD = 8  # each space pushed this far out from the hub, so the ring fits between spaces
RING_PAD, RING_WIDTH = 6, 5  # the new tile's ring: its outer edge this far outside the tile
BADGE = 28  # a run badge's diameter
BADGE_RIM = 2
ARC_WIDTH = 5
ARC_OVERHANG = 24  # degrees the arc runs on past the middle of the run's end spaces
_EDGE_IN = (1 - 2 * GUTTER) * SIDE  # the side of a drawn (shrunk) diamond
TIP = round(SIDE * SQRT3 / 2 + SPREAD + _EDGE_IN * SQRT3 / 2)  # hub to a space's outer tip
# A rhombus's sharp (60 degree) end moves out by twice the offset of its sides: the ring's tip.
ARC_R = TIP + 2 * RING_PAD + 8 + BADGE // 2  # the arc and the badges' centres, from the hub
HALF = ARC_R + BADGE // 2 + 12  # half the height of the star's area

HEAD_H = 60  # the title band on the felt
PANEL_PAD = 20  # the star's area inset from the parchment's edge
WIDTH = 560
PANEL_X0, PANEL_X1 = MARGIN, WIDTH - MARGIN
AREA_Y = HEAD_H + PANEL_PAD
AREA: Box = (PANEL_X0 + PANEL_PAD, AREA_Y, PANEL_X1 - PANEL_PAD, AREA_Y + 2 * HALF)
HUB = ((AREA[0] + AREA[2]) // 2, AREA[1] + HALF)  # the star's middle on the image
RUN_LABEL_Y = AREA[3] + 26  # the middle of the run's count
TOTAL_Y = RUN_LABEL_Y + 38  # the middle of the points (or of the "alone" words)
PANEL: Box = (PANEL_X0, HEAD_H, PANEL_X1, TOTAL_Y + 28)
HEIGHT = PANEL[3] + MARGIN

LABEL_SIZE, LABEL_SMALLEST = 20, 12
TOTAL_SIZE, TOTAL_SMALLEST = 24, 14

# -- colours ----------------------------------------------------------------------------------

RUN_INK: RGB = ROW_INK  # the run's arc, badges and count (Azul's lesson draws a row's so)
BADGE_TEXT: RGB = (255, 255, 255)


@dataclass(frozen=True)
class StarScoringLabels:
    """Every word on the star scoring example, in the reader's language."""

    title: str  # e.g. "Placing: the new tile scores its run on the star"
    run: str  # e.g. "{n} in a row around the star" (filled in with str.format(n=...))
    alone: str  # e.g. "alone: 1 point" (a tile with no covered neighbour: instead of the run)
    total: str  # e.g. "= {points} points" (str.format(points=...))


def star_scoring_size() -> tuple[int, int]:
    """The image's size (the same for every example)."""
    return (WIDTH, HEIGHT)


def _unit(star: int, space: int) -> Point:
    a = math.radians(space_angle(star, space))
    return (math.cos(a), math.sin(a))


def space_hub(star: int, space: int) -> tuple[int, int]:
    """Where `space`'s sprite is centred on the image: the star's hub, pushed out `SPREAD` px
    along the way the space points."""
    ux, uy = _unit(star, space)
    return (HUB[0] + round(SPREAD * ux), HUB[1] + round(SPREAD * uy))


def space_centre(star: int, space: int) -> Point:
    """The middle of a space on the image: where its cost is printed and a tile's motif sits."""
    hx, hy = space_hub(star, space)
    ux, uy = _unit(star, space)
    d = SIDE * SQRT3 / 2
    return (hx + d * ux, hy + d * uy)


def space_corners(star: int, space: int, pad: float = 0.0) -> list[Point]:
    """The corners of a space's diamond as drawn (inner tip, side, outer tip, side), or of the
    diamond `pad` px outside it all round."""
    cx, cy = space_centre(star, space)
    ux, uy = _unit(star, space)
    side = _EDGE_IN + 4 * pad / SQRT3  # a 60-degree rhombus's sides are side * sqrt(3) / 4 out
    hl, hs = side * SQRT3 / 2, side / 2
    return [
        (cx - ux * hl, cy - uy * hl),
        (cx - uy * hs, cy + ux * hs),
        (cx + ux * hl, cy + uy * hl),
        (cx + uy * hs, cy - ux * hs),
    ]


def sample_point(star: int, space: int) -> tuple[int, int]:
    """A pixel of a covered space showing its tile's plain colour: beside the motif or glyph."""
    cx, cy = space_centre(star, space)
    ux, uy = _unit(star, space)
    off = SIDE * 0.3
    return (round(cx - off * uy), round(cy + off * ux))


def badge_centre(star: int, space: int) -> tuple[int, int]:
    """Where the run's badge for `space` sits: on the arc, beyond the space's outer tip."""
    ux, uy = _unit(star, space)
    return (round(HUB[0] + ARC_R * ux), round(HUB[1] + ARC_R * uy))


# -- the score --------------------------------------------------------------------------------


def _check_ring(covered: Sequence[bool], position: int) -> None:
    if len(covered) != SPACES:
        raise ValueError(f"a star's ring has {SPACES} spaces, not {len(covered)}")
    if isinstance(position, bool) or not isinstance(position, int) or not 0 <= position < SPACES:
        raise ValueError(f"{position!r} is not a space of the ring (0-{SPACES - 1})")
    if not covered[position]:
        raise ValueError(f"no tile on space {position} to score")


def ring_run(covered: Sequence[bool], position: int) -> tuple[int, ...]:
    """The spaces of the run of covered spaces holding `position`, in ring order (clockwise on
    the board) from its first; a complete ring starts at `position`. ValueError if `position` is
    not covered or `covered` is not six spaces."""
    _check_ring(covered, position)
    if all(covered):
        return tuple((position + i) % SPACES for i in range(SPACES))
    first = position
    while covered[(first - 1) % SPACES]:
        first = (first - 1) % SPACES
    run = [first]
    while covered[(run[-1] + 1) % SPACES]:
        run.append((run[-1] + 1) % SPACES)
    return tuple(run)


def ring_points(covered: Sequence[bool], position: int) -> int:
    """What a tile placed on ring space `position` (0-5) scores, `covered` being the star's six
    spaces in ring order with the new tile among them: its run's length, wrapping round (1 alone,
    6 for a complete ring)."""
    return len(ring_run(covered, position))


def tile_colour(side: str, star: int, space: int) -> int:
    """The colour (0-5: P, G, O, Y, B, R) of the tile drawn on `space`: the star's own on the
    coloured side's outer stars; elsewhere six different ones, space i holding colour i."""
    if side == "colour" and star != CENTRE:
        return COLOURED_KINDS[star]
    return space % NUM_COLOURS


def _check(side: str, star: int, covered: Sequence[bool], placed: int) -> None:
    if side not in SIDES:
        raise ValueError(f"side must be one of {SIDES}, not {side!r}")
    if isinstance(star, bool) or not isinstance(star, int) or not 0 <= star < NUM_STARS:
        raise ValueError(f"{star!r} is not a star (0-{NUM_STARS - 1}, the centre {CENTRE})")
    _check_ring(covered, placed)


# -- drawing ----------------------------------------------------------------------------------


def _space_look(grey: bool, star: int) -> tuple[RGB, RGB, RGB]:
    """Fill, edge and number ink of an empty space of `star`, as `pavilion.board_background`
    prints them."""
    if grey:
        return theme.GREY_SPACE, theme.GREY_SPACE_EDGE, theme.GREY_NUMBER
    if star == CENTRE:
        return theme.PAVILION_CENTRE_STAR, theme.SLOT_EDGE, theme.PAVILION_CENTRE_NUMBER
    base = theme.PAVILION_TILES[COLOURED_KINDS[star]]
    return (
        theme.blend(base, theme.PAVILION_BOARD, 0.34),
        theme.blend(base, theme.PAVILION_BOARD, 0.6),
        theme.blend((0, 0, 0), base, 0.45),
    )


@lru_cache(maxsize=8)
def _base(side: str, star: int, colour_blind: bool) -> Image.Image:
    """The parchment panel with the empty star on the board's ground, its costs printed."""
    img = Image.new("RGB", star_scoring_size(), theme.TABLE)
    _box(img, PANEL, 14, theme.BOARD, theme.BOARD_EDGE, 2)
    _box(img, AREA, 12, theme.PAVILION_BOARD, theme.SLOT_EDGE, 1)
    d = ImageDraw.Draw(img)
    grey = side == "grey"
    fill, edge, ink = _space_look(grey, star)
    glyphs = colour_blind and not grey and star != CENTRE
    for space in range(SPACES):
        hub = space_hub(star, space)
        sp = sprites.star_space(fill, edge, SIDE, direction_index(space_angle(star, space)))
        _hub_paste(img, sp, hub)
        mx, my = space_centre(star, space)
        cost = str(space_cost(grey, star, space))
        if glyphs:
            # As on the board: the number moves towards the hub, the star's glyph beyond it.
            tx, ty = hub[0] + (mx - hub[0]) * 0.72, hub[1] + (my - hub[1]) * 0.72
            gx, gy = hub[0] + (mx - hub[0]) * 1.45, hub[1] + (my - hub[1]) * 1.45
            gs = _sz(SIDE, 11)
            name = sprites.GLYPH_OF[sprites.PAVILION_NAMES[COLOURED_KINDS[star]]]
            glyph = sprites.faint_glyph(name, gs, ink)
            img.paste(glyph, (round(gx - gs / 2), round(gy - gs / 2)), glyph)
            draw_text(d, (tx, ty), cost, _sz(SIDE, 11), ink, bold=True, anchor="mm")
        else:
            draw_text(d, (mx, my), cost, _sz(SIDE, 13), ink, bold=True, anchor="mm")
    return img


def _layer(box: Box) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A transparent layer over `box` at `sprites.SS` times the size, to draw on anti-aliased."""
    w, h = box[2] - box[0], box[3] - box[1]
    layer = Image.new("RGBA", (w * sprites.SS, h * sprites.SS), (0, 0, 0, 0))
    return layer, ImageDraw.Draw(layer)


def _put(img: Image.Image, layer: Image.Image, box: Box) -> None:
    small = layer.resize((box[2] - box[0], box[3] - box[1]), Image.Resampling.BOX)
    img.paste(small, box[:2], small)


def _ring(img: Image.Image, star: int, space: int) -> None:
    """The new tile's highlight: a bright diamond ring just outside it, a white hairline on its
    inner edge (as `render.scoring` rings an Azul tile)."""
    outer = space_corners(star, space, RING_PAD)
    xs, ys = [p[0] for p in outer], [p[1] for p in outer]
    box: Box = (
        math.floor(min(xs)) - 2,
        math.floor(min(ys)) - 2,
        math.ceil(max(xs)) + 2,
        math.ceil(max(ys)) + 2,
    )
    layer, d = _layer(box)

    def poly(pad: float) -> list[Point]:
        return [
            ((x - box[0]) * sprites.SS, (y - box[1]) * sprites.SS)
            for x, y in space_corners(star, space, pad)
        ]

    inner = RING_PAD - RING_WIDTH  # the ring's inner edge; its last pixel there is white
    d.polygon(poly(RING_PAD), fill=(*RING, 255))
    d.polygon(poly(inner + 1), fill=(*RING_INNER, 255))
    d.polygon(poly(inner), fill=(0, 0, 0, 0))
    _put(img, layer, box)


def _run_marks(img: Image.Image, star: int, run: tuple[int, ...]) -> None:
    """The arc round the outside of the run, and a badge numbered 1..n beyond each of its
    tiles, in ring order."""
    r = ARC_R
    reach = r + ARC_WIDTH
    box: Box = (HUB[0] - reach, HUB[1] - reach, HUB[0] + reach + 1, HUB[1] + reach + 1)
    layer, d = _layer(box)
    ss = sprites.SS
    cx, cy = (HUB[0] - box[0]) * ss, (HUB[1] - box[1]) * ss
    # Pillow strokes a circle inside its bounding box: the box is half a stroke wider than the
    # radius, so the stroke is centred on it (where the badges sit).
    half = ARC_WIDTH * ss / 2
    outer = r * ss + half
    bounds = (cx - outer, cy - outer, cx + outer, cy + outer)
    ink = (*RUN_INK, 255)
    if len(run) == SPACES:
        d.ellipse(bounds, outline=ink, width=ARC_WIDTH * ss)
    else:
        start = space_angle(star, run[0]) - ARC_OVERHANG
        end = space_angle(star, run[0]) + 60 * (len(run) - 1) + ARC_OVERHANG
        d.arc(bounds, start, end, fill=ink, width=ARC_WIDTH * ss)
        for a in (start, end):  # round ends
            x, y = cx + r * ss * math.cos(math.radians(a)), cy + r * ss * math.sin(math.radians(a))
            d.ellipse((x - half, y - half, x + half, y + half), fill=ink)
    _put(img, layer, box)
    disc = sprites.disc(BADGE, RUN_INK, BADGE_TEXT, BADGE_RIM)
    d = ImageDraw.Draw(img)
    for n, space in enumerate(run, 1):
        bx, by = badge_centre(star, space)
        img.paste(disc, (bx - BADGE // 2, by - BADGE // 2), disc)
        draw_text(d, (bx, by), str(n), 16, BADGE_TEXT, bold=True, anchor="mm")


def _line(d: ImageDraw.ImageDraw, y: int, text: str, size: int, smallest: int, ink: RGB) -> None:
    """One line of words centred under the star, drawn smaller (then cut) if too wide."""
    draw_text(
        d,
        ((PANEL[0] + PANEL[2]) / 2, y),
        text,
        size,
        ink,
        bold=True,
        anchor="mm",
        max_width=PANEL[2] - PANEL[0] - 2 * 12,
        smallest=smallest,
    )


def star_scoring_image(
    side: str,
    star: int,
    covered: Sequence[bool],
    placed: int,
    labels: StarScoringLabels,
    colour_blind: bool = False,
) -> Image.Image:
    _check(side, star, covered, placed)
    run = ring_run(covered, placed)
    img = _base(side, star, colour_blind).copy()
    d = ImageDraw.Draw(img)
    draw_title(d, labels.title, WIDTH)
    for space in range(SPACES):
        if covered[space]:
            colour = tile_colour(side, star, space)
            direction = direction_index(space_angle(star, space))
            tile = sprites.star_tile(colour, SIDE, direction, colour_blind)
            _hub_paste(img, tile, space_hub(star, space))
    if len(run) > 1:
        _run_marks(img, star, run)
        _line(d, RUN_LABEL_Y, labels.run.format(n=len(run)), LABEL_SIZE, LABEL_SMALLEST, RUN_INK)
        total = labels.total.format(points=len(run))
    else:
        total = labels.alone
    _ring(img, star, placed)
    _line(d, TOTAL_Y, total, TOTAL_SIZE, TOTAL_SMALLEST, theme.BOARD_TEXT)
    return img


def star_scoring_png(
    side: str,
    star: int,
    covered: Sequence[bool],
    placed: int,
    labels: StarScoringLabels,
    colour_blind: bool = False,
) -> bytes:
    """A Summer Pavilion scoring example: `labels.title` above, then star `star` (0-6 as
    `rules.pavilion.geometry` numbers them: O R B Y G P, then the centre) of `side` ("colour" or
    "grey"), with a tile on ring space i when `covered[i]` (the star's colour on the coloured
    side's outer stars, else colour i: see `tile_colour`). The tile on `placed` (0-5) is the new
    one: a bright ring round it; its run (if longer than 1) is marked by an arc outside the star
    with a badge 1..n beyond each tile, `labels.run` under the star and `labels.total` under
    that, or `labels.alone` for a tile with no covered neighbour.

    ValueError if `side` or `star` is unknown, `covered` is not six spaces, or `placed` is not a
    covered space."""
    return encode(star_scoring_image(side, star, covered, placed, labels, colour_blind))
