"""`python -m rules.ai.native`: compile the search's kernels into numba's cache ahead of time,
in stages across processes (`ahead`); `--part NAME` compiles one stage's part."""

import sys
import time

from .ahead import compile_ahead, compile_part

if sys.argv[1:2] == ["--part"]:
    compile_part(sys.argv[2])
else:
    start = time.perf_counter()
    compile_ahead()
    print(f"compiled search ready in {time.perf_counter() - start:.1f} s")
