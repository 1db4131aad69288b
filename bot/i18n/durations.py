"""Durations as people write them in settings (`90s`, `5m`, `12h`, `3d`) and read them back."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .catalogue import plural

if TYPE_CHECKING:
    from render import Locale

UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
_DURATION = re.compile(r"^(\d{1,6})([smhd])$")
# The largest unit that divides a duration exactly names it: 90s, 5 minutes, 72 hours.
_WORDS = {"d": "dur.days", "h": "dur.hours", "m": "dur.minutes", "s": "dur.seconds"}


class DurationError(ValueError):
    pass


def parse_duration(raw: str) -> int:
    """`"5m"` → 300 (seconds). Raises DurationError naming what is wrong."""
    match = _DURATION.match(raw.strip().lower())
    if match is None:
        raise DurationError(f"{raw!r} is not a duration such as 30s, 5m, 12h or 3d")
    seconds = int(match.group(1)) * UNITS[match.group(2)]
    if seconds <= 0:
        raise DurationError(f"{raw!r} is not longer than zero")
    return seconds


def parse_durations(raw: str) -> tuple[str, ...]:
    """A comma list (`"2s,5m,1h"`) checked and normalised, in the order written, no repeats."""
    out: list[str] = []
    for part in raw.split(","):
        part = part.strip().lower()
        if not part:
            continue
        parse_duration(part)
        if part not in out:
            out.append(part)
    if not out:
        raise DurationError("the list is empty")
    return tuple(out)


def say_written(raw: str, locale: Locale = None) -> str:
    """`"24h"` → "24 hours": in the unit it was written in (a timer's menu name)."""
    match = _DURATION.match(raw.strip().lower())
    if match is None:
        raise DurationError(f"{raw!r} is not a duration such as 30s, 5m, 12h or 3d")
    return plural(_WORDS[match.group(2)], locale, int(match.group(1)))


def say_duration(seconds: float, locale: Locale = None) -> str:
    """300 → "5 minutes" (in `locale`), with the unit as written when it divides exactly, else
    the largest whole unit (for "time left" in reminders)."""
    seconds = max(0, round(seconds))
    for unit in ("d", "h", "m"):
        size = UNITS[unit]
        if seconds >= size and seconds % size == 0:
            return plural(_WORDS[unit], locale, seconds // size)
    if seconds < 60:
        return plural(_WORDS["s"], locale, seconds)
    for unit in ("d", "h", "m"):
        if seconds >= UNITS[unit]:
            return plural(_WORDS[unit], locale, seconds // UNITS[unit])
    return plural(_WORDS["s"], locale, seconds)
