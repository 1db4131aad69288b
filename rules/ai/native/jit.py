"""numba's `njit` as the kernels use it: `cache=True` only where the package found a safe place
for the cache (`rules.ai.native.CACHING`); elsewhere each process compiles for itself."""

from __future__ import annotations

from typing import Any

import numba

from . import CACHING

# numba's own overloads cannot take options passed on as **kwargs; the kernels' types are not
# checked anyway (see [tool.mypy] in pyproject.toml).
_compile: Any = numba.njit


def njit(*args: Any, cache: bool = False, **options: Any) -> Any:
    return _compile(*args, cache=cache and CACHING, **options)
