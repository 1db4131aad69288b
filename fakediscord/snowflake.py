"""Discord snowflakes: millisecond timestamp since the Discord epoch, then a counter.

discord.py derives `created_at` from ids, so ids must look real; they also increase strictly, which
lets waiting helpers ask for "messages newer than X" by comparing ids.

A guild belongs to shard `(guild_id >> 22) % shard_count`: the shard depends only on the
millisecond of the id. `next_new_ms` gives ids a millisecond of their own (guilds made in a row
then fall on consecutive shards), or one on a chosen shard.
"""

from __future__ import annotations

import time

DISCORD_EPOCH_MS = 1_420_070_400_000
_LOW = 1 << 17  # worker 1, process 0, counter 0


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard that receives a guild's events, as Discord computes it."""
    return (guild_id >> 22) % shard_count


class Snowflakes:
    def __init__(self) -> None:
        self._last = 0

    @staticmethod
    def _now_ms() -> int:
        return int(time.time() * 1000) - DISCORD_EPOCH_MS

    def next(self) -> int:
        candidate = (self._now_ms() << 22) | _LOW
        self._last = max(candidate, self._last + 1)
        return self._last

    def next_new_ms(self, *, shard: int | None = None, shard_count: int = 1) -> int:
        """An id in a millisecond later than every id so far (so ids made in a row have
        consecutive milliseconds); with `shard`, the first such millisecond that puts it on
        that shard of `shard_count` (at most `shard_count - 1` ms ahead of the clock)."""
        ms = max(self._now_ms(), (self._last >> 22) + 1)
        if shard is not None:
            if not 0 <= shard < shard_count:
                raise ValueError(f"shard {shard} is not one of 0..{shard_count - 1}")
            ms += (shard - ms) % shard_count
        self._last = (ms << 22) | _LOW
        return self._last
