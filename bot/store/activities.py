"""Which game each running Discord Activity instance shows (docs/activity.md), as rows."""

from __future__ import annotations

from .drivers import Database, Statement
from .sql import now


class ActivityRows:
    """The store's rows of Activity instances."""

    _db: Database

    async def bind_activity(self, instance_id: str, game_id: int, channel_id: int) -> None:
        """The instance shows `game_id` from now on (a later binding replaces it)."""
        await self._db.batch(
            [
                Statement(
                    "INSERT INTO activity_instances (instance_id, game_id, channel_id, bound_at) "
                    "VALUES (?, ?, ?, ?) ON CONFLICT (instance_id) DO UPDATE SET "
                    "game_id = excluded.game_id, channel_id = excluded.channel_id, "
                    "bound_at = excluded.bound_at",
                    (instance_id, game_id, channel_id, now()),
                )
            ]
        )

    async def activity_game(self, instance_id: str) -> int | None:
        """The game the instance shows, if one is bound."""
        rows = await self._db.query(
            "SELECT game_id FROM activity_instances WHERE instance_id = ?", instance_id
        )
        return int(rows[0][0]) if rows else None

    async def activity_instances_of(self, game_id: int) -> list[str]:
        rows = await self._db.query(
            "SELECT instance_id FROM activity_instances WHERE game_id = ?", game_id
        )
        return [str(r[0]) for r in rows]
