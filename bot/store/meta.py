"""The store's own small settings (`meta`: key and value), such as values fixed once for every
process on the database."""

from __future__ import annotations

from .drivers import Database, Statement


class MetaRows:
    """The store's `meta` rows."""

    _db: Database

    async def get_meta(self, key: str) -> str | None:
        rows = await self._db.query("SELECT value FROM meta WHERE key = ?", key)
        return None if not rows else str(rows[0][0])

    async def meta_once(self, key: str, value: str) -> str:
        """The value kept under `key`; `value` becomes it if there is none yet (of two
        processes that try at once, the first one's value is kept and both get it)."""
        await self._db.batch(
            [
                Statement(
                    "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING",
                    (key, value),
                )
            ]
        )
        kept = await self.get_meta(key)
        assert kept is not None, "just written"
        return kept

    async def set_meta(self, key: str, value: str) -> None:
        await self._db.batch(
            [
                Statement(
                    "INSERT INTO meta (key, value) VALUES (?, ?) "
                    "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                    (key, value),
                )
            ]
        )
