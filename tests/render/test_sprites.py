"""Large boxes and frames are built from a small one of the same corners (`sprites._nine_slice`):
they must be, pixel for pixel, what drawing them whole at 4x gives."""

from __future__ import annotations

import itertools

import pytest

from render import sprites, theme

LARGE = [(120, 60), (301, 167), (640, 60), (60, 500), (1432, 506)]  # built from a small one
SIZES = [(20, 20), (33, 21), *LARGE]


def _same(a, b) -> bool:
    return a.mode == b.mode and a.size == b.size and a.tobytes() == b.tobytes()


@pytest.mark.parametrize(("w", "h"), SIZES)
@pytest.mark.parametrize(
    ("radius", "edge", "width"),
    [(14, theme.BOARD_EDGE, 2), (8, theme.SLOT_EDGE, 1), (16, None, 0), (6, None, 0), (0, None, 0)],
)
def test_a_large_box_is_the_box_drawn_whole(w, h, radius, edge, width):
    built = sprites.rounded_box(w, h, radius, theme.BOARD, edge, width)
    assert _same(built, sprites.drawn_box(w, h, radius, theme.BOARD, edge, width))


@pytest.mark.parametrize(("w", "h"), SIZES)
@pytest.mark.parametrize(("radius", "width"), [(18, 4), (10, 3), (6, 1), (3, 2)])
def test_a_large_frame_is_the_frame_drawn_whole(w, h, radius, width):
    built = sprites.frame(w, h, radius, theme.ACTIVE, width)
    assert _same(built, sprites.drawn_frame(w, h, radius, theme.ACTIVE, width))


def test_the_large_sizes_are_built_and_not_drawn():
    """Else the comparisons would compare a drawing with itself."""
    for (w, h), radius in itertools.product(LARGE, (6, 14, 18)):
        assert sprites._sliceable(w, h, sprites._corner(radius, 4))


def test_a_built_box_is_not_its_small_one_stretched():
    """The corners stay round at any size: a pixel in the corner is see-through."""
    box = sprites.rounded_box(300, 200, 14, theme.BOARD, theme.BOARD_EDGE, 2)
    assert box.getpixel((0, 0))[3] == 0
    assert box.getpixel((150, 100)) == (*theme.BOARD, 255)
    assert box.getpixel((299, 199))[3] == 0
