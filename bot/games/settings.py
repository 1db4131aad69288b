"""People's settings (`/azul settings me`) and a server's (`/azul settings server`), kept in
memory: every move and every table post may ask."""

from __future__ import annotations

import logging

from ..store.rows import (
    ServerPosting,
    UserSettings,
)
from .tables import Tables

log = logging.getLogger(__name__)


DEFAULT_POSTING = ServerPosting()  # shared by every server that kept the defaults


class Settings(Tables):
    """People's and servers' settings."""

    async def load_settings(self) -> None:
        """At start-up: the servers that changed their threads and images settings."""
        self._posting = await self.store.server_postings()

    async def settings_of(self, user_id: int) -> UserSettings:
        """A person's settings (`/azul settings me`), cached: every move may ask."""
        cached = self._settings.get(user_id)
        if cached is None:
            cached = await self.store.user_settings(user_id)
        self._remember(user_id, cached)
        return cached

    async def save_settings(self, user_id: int, settings: UserSettings) -> None:
        await self.store.set_user_settings(user_id, settings)
        self._remember(user_id, settings)

    def _remember(self, user_id: int, settings: UserSettings) -> None:
        self._settings[user_id] = settings
        self._settings.move_to_end(user_id)
        while len(self._settings) > self.max_settings:
            self._settings.popitem(last=False)

    async def server_language(self, guild_id: int) -> str | None:
        return await self.store.server_language(guild_id)

    async def set_server_language(self, guild_id: int, language: str | None) -> None:
        await self.store.set_server_language(guild_id, language)

    def server_posting(self, guild_id: int | None) -> ServerPosting:
        """A server's threads and images settings, from memory: every table post and every
        `/azul new` asks. The servers that changed them are read at start-up (`load`), and a
        guild's interactions all come to the process that runs its shard, so its own saves
        keep them true."""
        if guild_id is None:
            return DEFAULT_POSTING
        return self._posting.get(guild_id, DEFAULT_POSTING)

    async def set_server_posting(self, guild_id: int, posting: ServerPosting) -> None:
        await self.store.set_server_posting(guild_id, posting)
        self._posting[guild_id] = posting
