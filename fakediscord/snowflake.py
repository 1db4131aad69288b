"""Discord snowflakes: millisecond timestamp since the Discord epoch, then a counter.

discord.py derives `created_at` from ids, so ids must look real; they also increase strictly, which
lets waiting helpers ask for "messages newer than X" by comparing ids.
"""

from __future__ import annotations

import time

DISCORD_EPOCH_MS = 1_420_070_400_000


class Snowflakes:
    def __init__(self) -> None:
        self._last = 0

    def next(self) -> int:
        now = int(time.time() * 1000) - DISCORD_EPOCH_MS
        candidate = (now << 22) | (1 << 17)  # worker 1, process 0
        self._last = max(candidate, self._last + 1)
        return self._last
