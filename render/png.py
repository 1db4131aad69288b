"""PNG encoding: deterministic (no timestamps or text chunks) and tuned for speed and size.

The PNG is written here rather than by Pillow's encoder: Pillow tries every row filter per row,
which costs more than the compression itself on these flat-coloured images. Filter 0 ("none") on
every row with zlib level 3 decodes to the same pixels, is about twice as fast, gives 10-20 %
smaller files, and zlib releases the GIL while it compresses (rendering runs in a thread of the
bot, beside its event loop).
"""

from __future__ import annotations

import struct
import zlib

from PIL import Image

COMPRESS_LEVEL = 3
_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_COLOUR_TYPES = {"RGB": (2, 3), "RGBA": (6, 4)}  # mode -> (PNG colour type, bytes per pixel)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def encode(img: Image.Image) -> bytes:
    if img.mode not in _COLOUR_TYPES:
        img = img.convert("RGB")
    colour_type, bpp = _COLOUR_TYPES[img.mode]
    width, height = img.size
    raw = img.tobytes()
    stride = width * bpp
    rows = b"".join(b"\x00" + raw[y * stride : (y + 1) * stride] for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)
    return b"".join(
        (
            _SIGNATURE,
            _chunk(b"IHDR", header),
            _chunk(b"IDAT", zlib.compress(rows, COMPRESS_LEVEL)),
            _chunk(b"IEND", b""),
        )
    )
