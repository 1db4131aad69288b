"""numba's `njit` as the kernels use it: `cache=True` only where the package found a safe place
for the cache (`rules.ai.native.CACHING`); elsewhere each process compiles for itself."""

from __future__ import annotations

from typing import Any

import numba

from . import CACHING


def njit(*args: Any, cache: bool = False, **options: Any) -> Any:
    return numba.njit(*args, cache=cache and CACHING, **options)
