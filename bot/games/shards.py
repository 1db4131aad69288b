"""Which guilds this process serves, when the bot runs as several processes (shards).

Discord sends a guild's events and interactions only to the shard that owns it,
`shard_id = (guild_id >> 22) % shard_count`, and direct messages to shard 0. A process running
`SHARD_IDS` of `SHARD_COUNT` shards must also keep its own background work (resuming games,
deadlines) to those guilds: the other games belong to other processes, on the same database.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Collection
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .service import GameService


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard that owns `guild_id`; None (a direct message) is shard 0's."""
    if guild_id is None:
        return 0
    return (guild_id >> 22) % shard_count


def owns_guild(
    guild_id: int | None, shard_count: int | None, shard_ids: Collection[int] | None
) -> bool:
    """Whether a process running `shard_ids` of `shard_count` shards owns `guild_id`. Without
    a shard count the process is the only one and owns everything; without shard ids it runs
    every shard."""
    if shard_count is None or shard_ids is None:
        return True
    return shard_of(guild_id, shard_count) in shard_ids


def describe(shard_count: int | None, shard_ids: Collection[int] | None) -> str:
    """For the start-up log: which shards this process runs."""
    count = shard_count or 1
    ids = sorted(shard_ids) if shard_ids is not None else list(range(count))
    return f"shard{'s' if len(ids) > 1 else ''} {', '.join(map(str, ids))} of {count}"


class OwnedGames:
    """Whether a game is this process's to handle in the background, from its guild (a game
    never changes guild, so the answer is kept). Serving every shard, it owns every game and
    looks nothing up."""

    def __init__(
        self,
        shard_count: int | None,
        shard_ids: Collection[int] | None,
        guild_of: Callable[[int], Awaitable[int | None]],
    ) -> None:
        self.shard_count = shard_count
        self.shard_ids = None if shard_ids is None else frozenset(shard_ids)
        self.guild_of = guild_of  # game id → its guild (None: unknown game or not in a guild)
        self.everything = (
            self.shard_ids is None
            or shard_count is None
            or (self.shard_ids >= set(range(shard_count)))
        )
        self._known: dict[int, bool] = {}

    def owns_guild(self, guild_id: int | None) -> bool:
        return self.everything or owns_guild(guild_id, self.shard_count, self.shard_ids)

    async def owns(self, game_id: int) -> bool:
        if self.everything:
            return True
        known = self._known.get(game_id)
        if known is None:
            if len(self._known) >= 100_000:  # ids are cheap to look up again
                self._known.clear()
            known = self._known[game_id] = self.owns_guild(await self.guild_of(game_id))
        return known


def owned_games(
    shard_count: int | None, shard_ids: Collection[int] | None, service: GameService
) -> OwnedGames:
    """The games of this process's guilds, by what `service` knows of a game: the loaded table,
    else its stored row (a finished game's too, for the deadline that archives its thread)."""

    async def guild_of(game_id: int) -> int | None:
        table = service.table(game_id)
        if table is not None:
            return table.guild_id
        stored = await service.stored(game_id)
        return None if stored is None else stored.guild_id

    return OwnedGames(shard_count, shard_ids, guild_of)
