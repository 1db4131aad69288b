"""PNG encoding: no timestamps or text chunks, and tuned for speed.

The PNG is written here rather than by Pillow's encoder: Pillow tries every row filter per row,
which costs more than the compression itself on these flat-coloured images. Filter 0 ("none") on
every row decodes to the same pixels and is several times faster.

Deflate is most of the cost of an image (zlib: about 5.5 ms of a 9 ms table), so it is done by
Intel's ISA-L (`isal`) at its level 1: about 0.9 ms for the same rows, files some 20 % larger
than zlib level 3 (measured on a 1432x506 table: 85 KB instead of 72 KB). Both release the GIL
while they compress. The checksums stay with `zlib.crc32`, which is cheap.

The same image does not always give the same bytes: ISA-L's stream can differ (seen once in
some fifteen test runs: a bot's image worker encoded the very rows drawn in the test process in
two bytes more; and once within one test process). Both decode to the same pixels. So images
are compared by picture, never by these bytes (`bench.fingerprint` hashes pixels; the tests use
`tests/pictures.py`).
"""

from __future__ import annotations

import struct
import zlib

from isal import isal_zlib
from PIL import Image

COMPRESS_LEVEL = 1  # isal's levels are 0-3; 1 is as fast as 0 and smaller
_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_NO_FILTER = b"\x00"  # a row's filter byte: filter 0, the row as it is
_COLOUR_TYPES = {"RGB": (2, 3), "RGBA": (6, 4)}  # mode -> (PNG colour type, bytes per pixel)


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(data, zlib.crc32(kind))
    return b"".join((struct.pack(">I", len(data)), kind, data, struct.pack(">I", crc)))


def encode(img: Image.Image) -> bytes:
    if img.mode not in _COLOUR_TYPES:
        img = img.convert("RGB")
    colour_type, bpp = _COLOUR_TYPES[img.mode]
    width, height = img.size
    # Every row followed by one zero byte (Pillow pads rows to the stride asked for): with one
    # more zero in front and the last one dropped, that is every row after its filter byte,
    # with no copy of the 2-3 MB of rows to put the filter bytes in.
    padded = memoryview(img.tobytes("raw", img.mode, width * bpp + 1))
    deflate = isal_zlib.compressobj(COMPRESS_LEVEL)
    idat = b"".join((deflate.compress(_NO_FILTER), deflate.compress(padded[:-1]), deflate.flush()))
    header = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)
    return b"".join(
        (
            _SIGNATURE,
            _chunk(b"IHDR", header),
            _chunk(b"IDAT", idat),
            _chunk(b"IEND", b""),
        )
    )
