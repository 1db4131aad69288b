"""Images the bot sent, compared with those drawn here: by picture, not by the PNG's bytes.

The encoder (`render/png.py`: ISA-L's deflate) does not always give the same rows the same
bytes: once in some fifteen runs of the suite, the final table a bot's image worker posted held
exactly the pixels drawn here, in a deflate stream two bytes longer (the two streams alike up to
byte 6,649; both decode to the same rows); and once a leaderboard drawn twice in one test
process came out with two IDAT lengths. People see the
picture, so that is what these compare: mode, size and every pixel."""

from __future__ import annotations

import io

from PIL import Image


def picture(png: bytes) -> tuple[str, tuple[int, int], bytes]:
    """What a PNG shows: its mode, its size and its pixels (it must decode whole)."""
    with Image.open(io.BytesIO(png)) as image:
        image.load()
        return image.mode, image.size, image.tobytes()


def same_picture(a: bytes, b: bytes) -> bool:
    return a == b or picture(a) == picture(b)
