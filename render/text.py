"""Text that never overflows: names are cut with an ellipsis to the width they are given."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

from PIL import ImageDraw

from .theme import RGB, font

if TYPE_CHECKING:
    from PIL._imaging import ImagingCore  # what Pillow's own annotations call Image.core's

ELLIPSIS = "…"


@lru_cache(maxsize=4096)
def fit(text: str, size: int, bold: bool, max_width: float) -> str:
    """`text` itself if it fits in `max_width` pixels, else its longest prefix that fits with an
    ellipsis after it (cached: the same names come back on every render)."""
    text = " ".join(text.split())  # no newlines or tabs from user-chosen names
    f = font(size, bold)
    if f.getlength(text) <= max_width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:  # the longest prefix that fits, by bisection
        mid = (lo + hi + 1) // 2
        if f.getlength(text[:mid].rstrip() + ELLIPSIS) <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + ELLIPSIS if lo else ELLIPSIS


def fitted_size(text: str, size: int, bold: bool, max_width: float, smallest: int) -> int:
    """The largest size from `size` down to `smallest` at which `text` fits in `max_width`
    (`smallest` if none does)."""
    while size > smallest and font(size, bold).getlength(text) > max_width:
        size -= 1
    return size


def text_width(text: str, size: int, bold: bool = False) -> float:
    return font(size, bold).getlength(text)


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    *,
    bold: bool = False,
    anchor: str = "la",
    max_width: float | None = None,
    smallest: int | None = None,
) -> None:
    """Draw `text` at `xy` (Pillow anchor, e.g. "mm" for centred), cut to `max_width` if given;
    with `smallest`, a word too wide is first drawn smaller, down to that size (labels whose
    words are longer in some languages), and cut only if it still does not fit."""
    if max_width is not None:
        if smallest is not None:
            size = fitted_size(text, size, bold, max_width, smallest)
        text = fit(text, size, bold, max_width)
    if "\n" in text or draw.fontmode != "L":
        draw.text(xy, text, fill=fill, font=font(size, bold), anchor=anchor)
        return
    # What `ImageDraw.text` does for one line, with the glyphs' coverage mask cached: a table
    # draws some twenty labels, mostly the same words and numbers as last time, and rasterising
    # them was a quarter of a table's drawing time.
    x, y = xy
    mask, (dx, dy) = _mask(text, size, bold, anchor, math.modf(x)[0], math.modf(y)[0])
    ink = draw._getink(fill)[0]
    draw.draw.draw_bitmap((int(x) + dx, int(y) + dy), mask, ink)


@lru_cache(maxsize=8192)
def _mask(
    text: str, size: int, bold: bool, anchor: str, fx: float, fy: float
) -> tuple[ImagingCore, tuple[int, int]]:
    """The coverage mask of one line of text and its offset from the anchor point (`fx`, `fy`:
    the sub-pixel part of the position, which FreeType renders into the mask)."""
    return font(size, bold).getmask2(text, "L", anchor=anchor, start=(fx, fy))
