"""Memory for a process that draws images one after another (the bot's image workers).

A table image passes through some 3-4 MB buffers (the canvas, its bytes, the PNG rows), freed
when it is done. By default glibc maps big blocks on their own and gives them back when freed,
or trims its heap's free top, and Pillow frees an image's blocks at once: the next image then
touches fresh pages, some 1,500-3,400 page faults for one table. On the project machine that
doubled or tripled the time of a table (9-16 ms instead of 4-6; `python -m render bench`), and
whether it happened depended on what the process had freed before. Kept for reuse, the same
buffers cost no fault, and the process is no larger: it holds what one image needs, which it
needed anyway (peak resident size measured unchanged, 53 MB).

For worker processes only: the bot's own process maps big blocks on their own on purpose
(`bot.runtime.memory`), to give memory back over months.
"""

from __future__ import annotations

import ctypes
import ctypes.util

from PIL import Image

M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3  # glibc's mallopt parameters
MAPPED_FROM = 32 * 1024 * 1024  # blocks below this come from the heap, and are reused
TRIMMED_FROM = 64 * 1024 * 1024  # the heap's free top is given back beyond this
PILLOW_BLOCKS = 4  # an image's memory blocks kept for the next image


def keep_image_memory() -> bool:
    """Keep freed image buffers for the next image (see above); whether glibc could be told
    (elsewhere only Pillow's blocks are kept)."""
    Image.core.set_blocks_max(PILLOW_BLOCKS)  # type: ignore[attr-defined]  # documented, untyped
    try:
        name = ctypes.util.find_library("c")
        libc = ctypes.CDLL(name) if name else None
    except OSError:
        return False
    if libc is None or not hasattr(libc, "mallopt"):
        return False
    # Setting either threshold also stops glibc from moving them on its own.
    mapped = libc.mallopt(M_MMAP_THRESHOLD, MAPPED_FROM)
    trimmed = libc.mallopt(M_TRIM_THRESHOLD, TRIMMED_FROM)
    return bool(mapped and trimmed)
