"""Small statistics for latency lists (no numpy here)."""

from __future__ import annotations

import math


def percentile(values: list[float], p: float) -> float | None:
    """Nearest-rank percentile (p in 0..100); None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, math.ceil(p / 100 * len(ordered)))
    return ordered[rank - 1]


def ms(value: float | None) -> float | None:
    return None if value is None else round(value * 1000, 1)


def summary(values: list[float]) -> dict[str, float | None]:
    return {
        "p50_ms": ms(percentile(values, 50)),
        "p95_ms": ms(percentile(values, 95)),
        "p99_ms": ms(percentile(values, 99)),
        "max_ms": ms(max(values) if values else None),
        "n": len(values),
    }
