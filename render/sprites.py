"""Tile, marker and glyph sprites, drawn once at 4x and scaled down (Pillow draws shapes without
anti-aliasing), then cached: a table render only pastes them."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from . import theme
from .pavilion_layout import Point, diamond
from .theme import RGB

SS = 4  # supersampling factor for every sprite
_NEAREST = Image.Resampling.NEAREST

# Colour-blind glyphs by colour name, so blue/yellow/red look the same in both editions.
GLYPH_OF = {
    "blue": "circle",
    "yellow": "triangle",
    "red": "diamond",
    "black": "cross",
    "white": "asterisk",
    "purple": "star",
    "green": "square",
    "orange": "ring",
}
AZUL_NAMES = ("blue", "yellow", "red", "black", "white")
PAVILION_NAMES = ("purple", "green", "orange", "yellow", "blue", "red")


def _shrink(img: Image.Image, size: tuple[int, int]) -> Image.Image:
    # Each pixel the average of its 4x4 block, alpha-weighted (as premultiplied "RGBa"): clean
    # anti-aliased edges, no ringing that would tint the flat colour next to an edge (tests
    # sample those pixels), and no see-through colour bleeding in. `reduce` works block by
    # block, so a pixel does not depend on the size of the image it is in (`resize` picks its
    # passes' order by size, and rounds between them).
    assert img.size == (size[0] * SS, size[1] * SS)
    return img.convert("RGBa").reduce(SS).convert("RGBA")


def draw_glyph(
    draw: ImageDraw.ImageDraw,
    name: str,
    cx: float,
    cy: float,
    r: float,
    ink: RGB | tuple[int, int, int, int],
) -> None:
    """A shape of radius about `r` centred at (cx, cy). Shapes differ in outline, not just size,
    so each stays recognisable at 10 px."""
    if name == "circle":
        draw.ellipse((cx - r * 0.8, cy - r * 0.8, cx + r * 0.8, cy + r * 0.8), fill=ink)
    elif name == "ring":
        w = r * 0.32
        draw.ellipse(
            (cx - r * 0.85, cy - r * 0.85, cx + r * 0.85, cy + r * 0.85),
            outline=ink,
            width=max(1, round(w)),
        )
    elif name == "triangle":
        draw.polygon(
            [(cx, cy - r), (cx + r * 0.95, cy + r * 0.7), (cx - r * 0.95, cy + r * 0.7)], fill=ink
        )
    elif name == "diamond":
        draw.polygon(
            [(cx, cy - r), (cx + r * 0.75, cy), (cx, cy + r), (cx - r * 0.75, cy)], fill=ink
        )
    elif name == "square":
        s = r * 0.72
        draw.rectangle((cx - s, cy - s, cx + s, cy + s), fill=ink)
    elif name == "cross":
        w = r * 0.3
        draw.rectangle((cx - w, cy - r, cx + w, cy + r), fill=ink)
        draw.rectangle((cx - r, cy - w, cx + r, cy + w), fill=ink)
    elif name == "asterisk":
        w = r * 0.26
        for k in range(3):
            a = math.pi / 2 + k * math.pi / 3
            dx, dy = math.cos(a), math.sin(a)
            px, py = -dy * w, dx * w
            draw.polygon(
                [
                    (cx + dx * r + px, cy + dy * r + py),
                    (cx + dx * r - px, cy + dy * r - py),
                    (cx - dx * r - px, cy - dy * r - py),
                    (cx - dx * r + px, cy - dy * r + py),
                ],
                fill=ink,
            )
    elif name == "star":
        pts = []
        for k in range(10):
            a = -math.pi / 2 + k * math.pi / 5
            rr = r if k % 2 == 0 else r * 0.45
            pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
        draw.polygon(pts, fill=ink)
    else:  # pragma: no cover - a programming error
        raise ValueError(name)


def _motif(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, ink: RGB) -> None:
    """The decorative print on a tile: the same for every colour, so it carries no meaning."""
    w = max(1, round(r * 0.16))
    draw.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], outline=ink, width=w)
    d = r * 0.28
    draw.ellipse((cx - d, cy - d, cx + d, cy + d), fill=ink)


def _tile(base: RGB, motif: RGB, glyph: str | None, size: int) -> Image.Image:
    big = size * SS
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    rad = big * 0.14
    # A darker rim below and a lighter one above give the tile some thickness.
    d.rounded_rectangle((0, 0, big - 1, big - 1), rad, fill=theme.blend((0, 0, 0), base, 0.28))
    d.rounded_rectangle(
        (0, 0, big - 1, big - 1 - big * 0.07), rad, fill=theme.blend((255, 255, 255), base, 0.35)
    )
    d.rounded_rectangle((0, big * 0.05, big - 1, big - 1 - big * 0.07), rad, fill=base)
    c = big / 2
    if glyph is None:
        _motif(d, c, c - big * 0.01, big * 0.27, motif)
    else:
        draw_glyph(d, glyph, c, c - big * 0.01, big * 0.3, theme.glyph_ink(base))
    return _shrink(img, (size, size))


@lru_cache(maxsize=256)
def azul_tile(colour: int, size: int, colour_blind: bool) -> Image.Image:
    glyph = GLYPH_OF[AZUL_NAMES[colour]] if colour_blind else None
    return _tile(theme.AZUL_TILES[colour], theme.AZUL_MOTIF[colour], glyph, size)


@lru_cache(maxsize=256)
def pavilion_tile(colour: int, size: int, colour_blind: bool) -> Image.Image:
    """A square stand-in for a Summer Pavilion tile (factories, hand, supply)."""
    glyph = GLYPH_OF[PAVILION_NAMES[colour]] if colour_blind else None
    return _tile(theme.PAVILION_TILES[colour], theme.PAVILION_MOTIF[colour], glyph, size)


@lru_cache(maxsize=64)
def faint_glyph(name: str, size: int, ink: RGB) -> Image.Image:
    """A glyph alone on transparency (the coloured wall's printed pattern in colour-blind mode)."""
    big = size * SS
    img = Image.new("RGBA", (big, big), (*ink, 0))
    draw_glyph(ImageDraw.Draw(img), name, big / 2, big / 2, big * 0.3, (*ink, 255))
    return _shrink(img, (size, size))


@lru_cache(maxsize=16)
def marker(size: int) -> Image.Image:
    """The first-player marker: a white tile with a bold 1."""
    big = size * SS
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    rad = big * 0.14
    d.rounded_rectangle((0, 0, big - 1, big - 1), rad, fill=theme.MARKER_EDGE)
    inset = big * 0.08
    d.rounded_rectangle(
        (inset, inset, big - 1 - inset, big - 1 - inset), rad * 0.7, fill=theme.MARKER
    )
    d.text(
        (big / 2, big / 2),
        "1",
        fill=theme.MARKER_TEXT,
        font=theme.font(round(big * 0.62), True),
        anchor="mm",
    )
    return _shrink(img, (size, size))


@lru_cache(maxsize=16)
def disc(diameter: int, fill: RGB, edge: RGB, edge_width: float) -> Image.Image:
    """An anti-aliased disc with a rim (factories)."""
    big = diameter * SS
    img = Image.new("RGBA", (big, big), (*fill, 0))
    d = ImageDraw.Draw(img)
    d.ellipse((0, 0, big - 1, big - 1), fill=edge)
    w = edge_width * SS
    d.ellipse((w, w, big - 1 - w, big - 1 - w), fill=fill)
    return _shrink(img, (diameter, diameter))


@lru_cache(maxsize=64)
def rounded_box(
    w: int, h: int, radius: int, fill: RGB, edge: RGB | None = None, edge_width: int = 0
) -> Image.Image:
    """An anti-aliased rounded rectangle (boards, panels, highlights)."""
    c = _corner(radius, edge_width)
    if _sliceable(w, h, c):
        return _nine_slice(rounded_box(2 * c + 1, 2 * c + 1, radius, fill, edge, edge_width), w, h)
    return drawn_box(w, h, radius, fill, edge, edge_width)


def drawn_box(
    w: int, h: int, radius: int, fill: RGB, edge: RGB | None = None, edge_width: int = 0
) -> Image.Image:
    """`rounded_box` drawn whole at 4x (the small ones; and the reference for the large)."""
    img = Image.new("RGBA", (w * SS, h * SS), (*fill, 0))
    d = ImageDraw.Draw(img)
    if edge is not None and edge_width:
        d.rounded_rectangle((0, 0, w * SS - 1, h * SS - 1), radius * SS, fill=edge)
        e = edge_width * SS
        d.rounded_rectangle(
            (e, e, w * SS - 1 - e, h * SS - 1 - e), max(0, radius - edge_width) * SS, fill=fill
        )
    else:
        d.rounded_rectangle((0, 0, w * SS - 1, h * SS - 1), radius * SS, fill=fill)
    return _shrink(img, (w, h))


@lru_cache(maxsize=32)
def frame(w: int, h: int, radius: int, colour: RGB, width: int) -> Image.Image:
    """A rounded outline only (the player-to-act highlight)."""
    c = _corner(radius, width)
    if _sliceable(w, h, c):
        return _nine_slice(frame(2 * c + 1, 2 * c + 1, radius, colour, width), w, h)
    return drawn_frame(w, h, radius, colour, width)


def drawn_frame(w: int, h: int, radius: int, colour: RGB, width: int) -> Image.Image:
    """`frame` drawn whole at 4x (the small ones; and the reference for the large)."""
    img = Image.new("RGBA", (w * SS, h * SS), (*colour, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(
        (0, 0, w * SS - 1, h * SS - 1), radius * SS, outline=(*colour, 255), width=width * SS
    )
    return _shrink(img, (w, h))


# A large box drawn at 4x is most of a worker's first table (a board's background is some
# 8 MB at 4x): it is built instead from a small one of the same corners. Its straight edges
# lie on whole pixels (the shapes span whole 4x4 blocks), so away from the corners every row
# of an edge is the same and every inner pixel is the fill: the result is pixel for pixel the
# large drawing (tests/render/test_sprites.py compares the two).


def _corner(radius: int, width: int) -> int:
    """Side of a corner square clear of the curve and the outline's inner curve."""
    return radius + width + 2


def _sliceable(w: int, h: int, c: int) -> bool:
    return w > 2 * c + 1 and h > 2 * c + 1


def _nine_slice(small: Image.Image, w: int, h: int) -> Image.Image:
    """`small` (a square of side 2c+1) grown to w x h: its corners as they are, the middle row
    and column of its edges repeated, its centre pixel everywhere inside."""
    c = small.width // 2
    out = Image.new("RGBA", (w, h), small.getpixel((c, c)))
    near, far = (0, c + 1)
    for sx, dx in ((near, 0), (far, w - c)):
        for sy, dy in ((near, 0), (far, h - c)):
            out.paste(small.crop((sx, sy, sx + c, sy + c)), (dx, dy))
    for sy, dy in ((near, 0), (far, h - c)):  # top and bottom edges
        out.paste(small.crop((c, sy, c + 1, sy + c)).resize((w - 2 * c, c), _NEAREST), (c, dy))
    for sx, dx in ((near, 0), (far, w - c)):  # left and right edges
        out.paste(small.crop((sx, c, sx + c, c + 1)).resize((c, h - 2 * c), _NEAREST), (dx, c))
    return out


def paste(canvas: Image.Image, sprite: Image.Image, xy: tuple[float, float]) -> None:
    """Paste an RGBA sprite at integer pixel `xy` using its own alpha."""
    canvas.paste(sprite, (round(xy[0]), round(xy[1])), sprite)


# -- Summer Pavilion diamonds -------------------------------------------------------------------


def diamond_canvas(side: int) -> int:
    """Side of the square sprite around a hub that holds a diamond pointing any way."""
    return 2 * math.ceil(side * math.sqrt(3)) + 4


def _diamond(
    points: Sequence[Point],
    size: tuple[int, int],
    fill: RGB,
    edge: RGB,
    edge_w: float,
    mark: tuple[str | None, RGB] | None = None,
    mark_r: float = 0.0,
) -> Image.Image:
    """A diamond given by corners at 1x scale, drawn at 4x into an RGBA sprite of `size`, with an
    optional motif (name None) or glyph at its middle, kept upright so glyphs read the same."""
    w, h = size
    img = Image.new("RGBA", (w * SS, h * SS), (*fill, 0))
    d = ImageDraw.Draw(img)
    big = [(x * SS, y * SS) for x, y in points]
    d.polygon(big, fill=fill, outline=edge, width=max(1, round(edge_w * SS)))
    if mark is not None:
        cx = sum(p[0] for p in big) / 4
        cy = sum(p[1] for p in big) / 4
        name, ink = mark
        if name is None:
            _motif(d, cx, cy, mark_r * SS, ink)
        else:
            draw_glyph(d, name, cx, cy, mark_r * SS, ink)
    return _shrink(img, (w, h))


def _pavilion_mark(colour: int, colour_blind: bool) -> tuple[str | None, RGB]:
    if colour_blind:
        return (GLYPH_OF[PAVILION_NAMES[colour]], theme.glyph_ink(theme.PAVILION_TILES[colour]))
    return (None, theme.PAVILION_MOTIF[colour])


@lru_cache(maxsize=512)
def star_tile(colour: int, side: int, direction: int, colour_blind: bool) -> Image.Image:
    """A tile on a star space pointing along direction 0..5 (30 + 60k degrees), as a square
    sprite centred on the star's hub: paste it at hub - diamond_canvas(side) // 2."""
    n = diamond_canvas(side)
    pts = diamond(side, 30.0 + 60.0 * direction, (n / 2, n / 2))
    base = theme.PAVILION_TILES[colour]
    return _diamond(
        pts,
        (n, n),
        base,
        theme.blend((0, 0, 0), base, 0.3),
        side * 0.07,
        _pavilion_mark(colour, colour_blind),
        side * 0.24,
    )


@lru_cache(maxsize=256)
def star_space(fill: RGB, edge: RGB, side: int, direction: int) -> Image.Image:
    """An empty star space (same placement rule as `star_tile`)."""
    n = diamond_canvas(side)
    pts = diamond(side, 30.0 + 60.0 * direction, (n / 2, n / 2))
    return _diamond(pts, (n, n), fill, edge, max(1.0, side * 0.05))


@lru_cache(maxsize=256)
def upright_tile(colour: int, w: int, h: int, colour_blind: bool) -> Image.Image:
    """A Summer Pavilion tile standing on its tip in a w x h box (factories, hand, supply)."""
    base = theme.PAVILION_TILES[colour]
    pts = [(w / 2, 0.5), (w - 0.5, h / 2), (w / 2, h - 0.5), (0.5, h / 2)]
    return _diamond(
        pts,
        (w, h),
        base,
        theme.blend((0, 0, 0), base, 0.3),
        max(1.0, w * 0.07),
        _pavilion_mark(colour, colour_blind),
        w * 0.3,
    )


@lru_cache(maxsize=64)
def upright_space(w: int, h: int, fill: RGB, edge: RGB) -> Image.Image:
    pts = [(w / 2, 0.5), (w - 0.5, h / 2), (w / 2, h - 0.5), (0.5, h / 2)]
    return _diamond(pts, (w, h), fill, edge, max(1.0, w * 0.06))


@lru_cache(maxsize=64)
def structure(kind: str, size: int, done: bool) -> Image.Image:
    """Window (an arch), statue (a four-point sparkle) or pillar (a column seen from above).
    Done ones are gold with a dark tick, so completion does not rest on colour alone."""
    big = size * SS
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    if done:
        fill, edge = theme.ACTIVE, (150, 100, 10)
    else:
        fill, edge = theme.blend(theme.BOARD_EDGE, theme.PAVILION_BOARD, 0.35), theme.BOARD_EDGE
    w = max(SS, round(big * 0.08))
    c = big / 2
    if kind == "window":
        x0, x1 = big * 0.18, big * 0.82
        y0, y1 = big * 0.06, big * 0.94
        r = (x1 - x0) / 2
        d.rectangle((x0, y0 + r, x1, y1), fill=edge)
        d.ellipse((x0, y0, x1, y0 + 2 * r), fill=edge)
        d.rectangle((x0 + w, y0 + r, x1 - w, y1 - w), fill=fill)
        d.ellipse((x0 + w, y0 + w, x1 - w, y0 + 2 * r - w), fill=fill)
    elif kind == "statue":
        pts = []
        for k in range(8):
            a = -math.pi / 2 + k * math.pi / 4
            rr = c * 0.95 if k % 2 == 0 else c * 0.36
            pts.append((c + math.cos(a) * rr, c + math.sin(a) * rr))
        d.polygon(pts, fill=fill, outline=edge, width=w)
    else:
        d.ellipse((big * 0.1, big * 0.1, big * 0.9, big * 0.9), fill=edge)
        d.ellipse((big * 0.1 + w, big * 0.1 + w, big * 0.9 - w, big * 0.9 - w), fill=fill)
        d.ellipse(
            (c - big * 0.16, c - big * 0.16, c + big * 0.16, c + big * 0.16), outline=edge, width=w
        )
    if done:
        tick = [
            (c - big * 0.2, c + big * 0.02),
            (c - big * 0.04, c + big * 0.18),
            (c + big * 0.24, c - big * 0.16),
        ]
        if kind == "window":
            tick = [(x, y + big * 0.08) for x, y in tick]
        d.line(tick, fill=(60, 40, 10), width=round(big * 0.1), joint="curve")
    return _shrink(img, (size, size))
