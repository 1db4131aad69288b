"""Text that never overflows: names are cut with an ellipsis to the width they are given."""

from __future__ import annotations

from functools import lru_cache

from PIL import ImageDraw

from .theme import RGB, font

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
) -> None:
    """Draw `text` at `xy` (Pillow anchor, e.g. "mm" for centred), cut to `max_width` if given."""
    if max_width is not None:
        text = fit(text, size, bold, max_width)
    draw.text(xy, text, fill=fill, font=font(size, bold), anchor=anchor)
