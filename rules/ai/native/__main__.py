"""`python -m rules.ai.native`: compile the search's kernels into numba's cache ahead of time."""

import time

from . import load

start = time.perf_counter()
load()
print(f"compiled search ready in {time.perf_counter() - start:.1f} s")
