"""Trimming the heaps gives freed memory back to the system (glibc), and never fails elsewhere."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest

from bot.runtime import memory


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


# In a fresh interpreter (the allocator's settings are the process's): after a 2 MB block has
# come and gone, a 200 KB one is still mapped on its own once the allocator is tuned; glibc's
# own rising threshold would carve it from the heap, where it fragments. The heap's free top is
# given back first: glibc serves a block from the top whatever its size when it fits there (how
# much free top an interpreter's start leaves differs between builds of Python).
_BIG_BLOCKS = """
import ctypes, sys
from bot.runtime import memory
class Info(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in
                "arena ordblks smblks hblks hblkhd usmblks fsmblks uordblks fordblks".split()
                + ["keepcost"]]
memory._LIBC.mallinfo2.restype = Info
if sys.argv[1] == "tuned":
    assert memory.tune_allocator()
big = bytearray(2_000_000)
del big
memory.trim()
before = memory._LIBC.mallinfo2().hblks
image = bytearray(200_000)
print(memory._LIBC.mallinfo2().hblks - before)
"""


@pytest.mark.skipif(memory._LIBC is None, reason="mallopt is glibc's")
@pytest.mark.parametrize(("setting", "mapped"), [("tuned", "1"), ("glibc", "0")])
def test_big_blocks_stay_out_of_the_heap_once_tuned(setting, mapped):
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-c", _BIG_BLOCKS, setting],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    )
    assert out.stdout.strip() == mapped, out.stderr
