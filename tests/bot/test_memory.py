"""Trimming the heaps gives freed memory back to the system (glibc), and never fails elsewhere."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot import memory


def _rss_kb() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError("no VmRSS")


@pytest.mark.skipif(memory._TRIM is None, reason="malloc_trim is glibc's")
def test_a_trim_returns_freed_heap_pages():
    # Many small blocks freed out of order stay in glibc's heap; a trim hands the pages back.
    blocks = [bytearray(2000) for _ in range(60_000)]  # about 120 MB, below the mmap threshold
    del blocks[::2]
    keep = blocks[-1]
    del blocks
    before = _rss_kb()
    assert memory.trim()
    after = _rss_kb()
    assert after < before - 20_000, (before, after)
    assert len(keep) == 2000


@pytest.mark.skipif(memory._TRIM is None, reason="malloc_trim is glibc's")
async def test_trimming_runs_until_cancelled():
    task = asyncio.create_task(memory.trim_forever(every=0.01))
    await asyncio.sleep(0.05)
    assert not task.done()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task


@pytest.mark.skipif(memory._LIBC is None, reason="mallopt is glibc's")
def test_the_heaps_can_be_limited():
    assert memory.limit_arenas()
