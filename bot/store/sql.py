"""SQL the store's parts share: timestamps, a deadline as a row and back, the shard filter."""

from __future__ import annotations

from datetime import UTC, datetime

from .drivers import Statement
from .rows import Deadline

Shards = tuple[int, frozenset[int]]  # (SHARD_COUNT, this process's shard ids)


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def in_shards(shards: Shards | None) -> tuple[str, tuple[int, ...]]:
    """The condition "the game's guild is in one of these shards" (Discord's rule, see
    bot/games/shards.py; a game outside any guild is shard 0's), and its arguments."""
    if shards is None:
        return "", ()
    count, ids = shards
    marks = ", ".join("?" for _ in ids)
    return f" AND ((COALESCE(g.guild_id, 0) >> 22) % ?) IN ({marks})", (count, *sorted(ids))


def deadline_row(r) -> Deadline:
    return Deadline(int(r[0]), str(r[1]), int(r[2]), float(r[3]))


def touch(game_id: int) -> Statement:
    return Statement("UPDATE games SET updated_at = ? WHERE id = ?", (now(), game_id))


def deadline_statement(deadline: Deadline) -> Statement:
    return Statement(
        "INSERT INTO deadlines (game_id, kind, ply, due_at) VALUES (?, ?, ?, ?) "
        "ON CONFLICT (game_id, kind) DO UPDATE SET ply = excluded.ply, due_at = excluded.due_at",
        (deadline.game_id, deadline.kind, deadline.ply, float(deadline.due_at)),
    )


def spaced_ids(ids: tuple[int, ...]) -> str:
    """User ids kept in one text column, spaced."""
    return " ".join(str(i) for i in ids)
