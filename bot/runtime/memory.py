"""Giving memory back to the system. glibc keeps what Python frees in its heaps, ready for
reuse, and a bot that lives for months, with images and records passing through, ends up
holding far more than it uses (the soak showed it: `bench/soak.py`). Trimming now and then
returns the free pages; elsewhere than glibc it does nothing."""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import logging

log = logging.getLogger(__name__)

TRIM_EVERY = 300.0  # seconds; a trim takes a few milliseconds, in a thread


M_ARENA_MAX = -8  # glibc's mallopt parameters
M_MMAP_THRESHOLD = -3
ARENAS = 2  # heaps for all threads; glibc's default, 8 per core, each fragmenting on its own
# Blocks from this size up that the heap's free space cannot hold get a mapping of their own,
# returned whole when freed. glibc's own threshold rises to the largest block freed so far (up
# to 32 MiB): after the first table image had passed through, every later image, record and
# upload was carved from the heap, the objects that live on were placed between them, and the
# heap's free space could no longer be handed back. The 1,000-game soak measured it: the heap
# grew 21 -> 34 MB while what was in use stayed at 17 MB. Fixed at 64 KiB, the heap stayed at
# its size.
MMAP_THRESHOLD = 64 * 1024


def _glibc():
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
        return libc if libc is not None and hasattr(libc, "malloc_trim") else None
    except OSError:  # not glibc (musl, macOS): nothing to tune
        return None


_LIBC = _glibc()
_TRIM = _LIBC.malloc_trim if _LIBC is not None else None


def tune_allocator() -> bool:
    """Before any thread starts: all threads share `ARENAS` heaps (with one heap per thread,
    the database's and the thread pools', each keeps its own free memory), and big blocks are
    mapped on their own (`MMAP_THRESHOLD`). A process that runs for months would otherwise grow
    for nothing. Whether it could."""
    if _LIBC is None:
        return False
    arenas = _LIBC.mallopt(M_ARENA_MAX, ARENAS)
    mapped = _LIBC.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)
    return bool(arenas and mapped)


def trim() -> bool:
    """Return the heaps' free pages to the system; whether it could."""
    if _TRIM is None:
        return False
    _TRIM(0)
    return True


async def trim_forever(every: float = TRIM_EVERY) -> None:
    """Until cancelled (the bot closing): trim every `every` seconds, off the event loop."""
    if _TRIM is None:
        log.info("no malloc_trim here (not glibc): memory is left to the allocator")
        return
    while True:
        await asyncio.sleep(every)
        await asyncio.to_thread(trim)
