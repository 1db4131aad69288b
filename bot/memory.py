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


def _libc_trim():
    name = ctypes.util.find_library("c")
    try:
        return ctypes.CDLL(name).malloc_trim if name else None
    except (OSError, AttributeError):  # not glibc (musl, macOS): nothing to trim
        return None


_TRIM = _libc_trim()


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
