"""People (their settings, their open games) and servers (their settings), as rows."""

from __future__ import annotations

from .drivers import (
    Database,
    Statement,
)
from .rows import (
    OpenGameRow,
    ServerPosting,
    UserSettings,
)


class PeopleRows:
    """The store's rows of people and servers."""

    _db: Database

    async def user_settings(self, user_id: int) -> UserSettings:
        rows = await self._db.query(
            "SELECT colour_blind, turn_dm, confirm_moves FROM user_settings WHERE user_id = ?",
            user_id,
        )
        if not rows:
            return UserSettings()
        row = rows[0]
        return UserSettings(bool(row[0]), bool(row[1]), bool(row[2]))

    async def set_user_settings(self, user_id: int, settings: UserSettings) -> None:
        await self._db.batch(
            [
                Statement(
                    "INSERT INTO user_settings (user_id, colour_blind, turn_dm, confirm_moves) "
                    "VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET "
                    "colour_blind = excluded.colour_blind, turn_dm = excluded.turn_dm, "
                    "confirm_moves = excluded.confirm_moves",
                    (
                        user_id,
                        int(settings.colour_blind),
                        int(settings.turn_dm),
                        int(settings.confirm_moves),
                    ),
                )
            ]
        )

    async def server_language(self, guild_id: int) -> str | None:
        """The language a server chose for its games (`/azul settings server`), if any."""
        rows = await self._db.query(
            "SELECT language FROM server_settings WHERE guild_id = ?", guild_id
        )
        return None if not rows or rows[0][0] is None else str(rows[0][0])

    async def set_server_language(self, guild_id: int, language: str | None) -> None:
        await self._db.batch(
            [
                Statement(
                    "INSERT INTO server_settings (guild_id, language) VALUES (?, ?) "
                    "ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language",
                    (guild_id, language),
                )
            ]
        )

    async def server_postings(self) -> dict[int, ServerPosting]:
        """Threads and images of every server that changed them (`/azul settings server`): a
        few rows, read once at start-up, so no table post and no `/azul new` waits for them."""
        default = ServerPosting()
        rows = await self._db.query(
            "SELECT guild_id, threads, images FROM server_settings "
            "WHERE threads <> ? OR images <> ?",
            int(default.threads),
            default.images,
        )
        return {int(r[0]): ServerPosting(bool(r[1]), str(r[2])) for r in rows}

    async def set_server_posting(self, guild_id: int, posting: ServerPosting) -> None:
        await self._db.batch(
            [
                Statement(
                    "INSERT INTO server_settings (guild_id, threads, images) VALUES (?, ?, ?) "
                    "ON CONFLICT (guild_id) DO UPDATE SET threads = excluded.threads, "
                    "images = excluded.images",
                    (guild_id, int(posting.threads), posting.images),
                )
            ]
        )

    async def open_game_count(self, guild_id: int, *, host_id: int | None = None) -> int:
        """Lobbies and running games of a server, or of those the ones `host_id` hosts (a server,
        and a person, may have only so many)."""
        sql = "SELECT COUNT(*) FROM games WHERE guild_id = ? AND status IN ('lobby', 'active')"
        if host_id is None:
            rows = await self._db.query(sql, guild_id)
        else:
            rows = await self._db.query(sql + " AND host_id = ?", guild_id, host_id)
        return int(rows[0][0])

    async def open_games_of(self, user_id: int, guild_id: int | None) -> list[OpenGameRow]:
        """The open games `user_id` sits in on this server: theirs to move first, then the
        most recently active."""
        rows = await self._db.query(
            "SELECT g.id, g.channel_id, g.edition, g.status, g.turn_message_id, "
            "g.lobby_message_id, "
            "CASE WHEN g.turn_user_id = ? THEN 1 ELSE 0 END AS your_turn, g.updated_at "
            "FROM games g JOIN seats s ON s.game_id = g.id "
            "WHERE s.user_id = ? AND g.guild_id IS NOT DISTINCT FROM ? "
            "AND g.status IN ('lobby', 'active') "
            "ORDER BY your_turn DESC, g.updated_at DESC, g.id DESC",
            user_id,
            user_id,
            guild_id,
        )
        return [
            OpenGameRow(
                int(r[0]), int(r[1]), str(r[2]), str(r[3]), r[4], r[5], bool(r[6]), str(r[7])
            )
            for r in rows
        ]
