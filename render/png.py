"""PNG encoding: deterministic (no timestamps or text chunks) and tuned for speed and size."""

from __future__ import annotations

import io

from PIL import Image

# zlib level 3 is nearly as small as 6 on these flat-coloured images and much faster.
COMPRESS_LEVEL = 3


def encode(img: Image.Image) -> bytes:
    out = io.BytesIO()
    img.save(out, "PNG", compress_level=COMPRESS_LEVEL)
    return out.getvalue()
