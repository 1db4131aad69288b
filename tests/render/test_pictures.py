"""The tests' picture comparison (`tests/pictures.py`) looks through the encoding, not past
the pixels."""

from __future__ import annotations

import io

from PIL import Image

import render
import rules

from ..pictures import same_picture


def _saved_by_pillow(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, "PNG", compress_level=9)  # zlib, with Pillow's row filters
    return out.getvalue()


def _table() -> tuple[bytes, Image.Image]:
    png = render.table_png(rules.new_game("azul", 2, seed=3))
    with Image.open(io.BytesIO(png)) as image:
        return png, image.copy()


def test_the_same_pixels_in_other_bytes_are_the_same_picture():
    png, image = _table()
    other = _saved_by_pillow(image)
    assert other != png
    assert same_picture(png, other)


def test_one_pixel_changed_is_another_picture():
    png, image = _table()
    image.putpixel((5, 5), (1, 2, 3))
    assert not same_picture(png, _saved_by_pillow(image))
    assert not same_picture(png, render.table_png(rules.new_game("azul", 2, seed=4)))
