"""`render.memory.keep_image_memory`: a process drawing one table after another touches no
fresh page for each (without it, some 1,500-3,400 page faults a table, depending on what the
process freed before: twice or thrice a table's time)."""

from __future__ import annotations

import json
import subprocess
import sys


def test_tables_drawn_one_after_another_fault_in_no_fresh_memory():
    # The benchmark in a process of its own: the allocator's settings are the whole process's,
    # and its state (what was freed before) decides what the defaults do. The benchmark's
    # sequence (caches emptied, a first table, then the same table again) is one that faulted.
    out = subprocess.run(
        [sys.executable, "-m", "render", "bench", "--repeats", "8"],
        capture_output=True,
        text=True,
        check=True,
    )
    figures = [json.loads(line) for line in out.stdout.splitlines()]
    assert len(figures) == 4
    for table in figures:
        assert table["page_faults"] < 50, table
