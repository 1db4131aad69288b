"""The open games held in memory: loaded lazily, least recently used first out, one lock each.

Games are loaded lazily: start-up reads only which channel each open game is in, and a game
is rebuilt from its snapshot (or its moves) the first time it is used. Loaded games are kept in
least-recently-used order and the oldest idle ones are dropped beyond `max_loaded`; the
database stays the truth, so a dropped game is simply loaded again."""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import TypeVar

import rules

from ..i18n.errors import UserError
from ..store.games import Store
from ..store.rows import (
    GameClosed,
    ServerPosting,
    StoredGame,
    UserSettings,
)
from ..store.schema import OPEN
from .computer import ComputerPlayers
from .rebuild import rebuild_game
from .table import Closing, Table, table_from

log = logging.getLogger(__name__)

# Seconds what an interaction's handler waits for before its first answer may take before the
# handler is told (`when_slow`): half of the 3 seconds Discord gives that answer.
BUSY_AFTER = 1.5
T = TypeVar("T")


async def when_slow(
    work: Awaitable[T], then: Callable[[], Awaitable[object]], after: float = BUSY_AFTER
) -> tuple[T, bool]:
    """What `work` returns, and whether it took longer than `after` seconds, in which case
    `then` was awaited meanwhile (once; the work goes on). For a handler that must answer
    Discord in time whatever the store does (`locked(if_busy=)`, `bot.channel.replies.in_time`).
    """
    task = asyncio.ensure_future(work)
    try:
        return await asyncio.wait_for(asyncio.shield(task), after), False
    except TimeoutError:
        await then()
        return await task, True
    finally:
        task.cancel()  # nothing when it is done; a cancelled caller takes its work along


# Rounds after which a game that no person plays any more stops (grey Azul walls can jam and
# circle for ever; the rules leave ending such a game to the players, and none is left).
JAM_ROUND_CAP = 30


class Tables:
    """The state of the game service and the open games it holds. Locking: every change to a
    table happens inside `async with service.locked(game_id) as table`."""

    def __init__(
        self,
        store: Store,
        computer: ComputerPlayers | None = None,
        *,
        seed_source: Callable[[], int] | None = None,
        clock: Callable[[], float] = time.time,
        lobby_ttl: float = 24 * 3600,
        max_loaded: int = 1000,
        max_open_games: int = 50,
        max_hosted: int = 3,
        max_settings: int = 4096,
    ) -> None:
        self.store = store
        self.computer = computer or ComputerPlayers()
        self._seed = seed_source or (lambda: secrets.randbits(63))
        self.clock = clock
        self.lobby_ttl = lobby_ttl
        self.max_open_games = max_open_games
        self.max_hosted = max_hosted
        self.jam_round_cap = JAM_ROUND_CAP
        self.max_loaded = max_loaded
        self._held: dict[int, int] = {}  # game → uses that keep it loaded (a computer moving)
        self.tables: OrderedDict[int, Table] = OrderedDict()
        self._by_channel: dict[int, int] = {}
        # People's settings, least recently used first out: one entry per person who ever
        # asked would grow for ever (`/azul board` asks for anyone).
        self._settings: OrderedDict[int, UserSettings] = OrderedDict()
        self.max_settings = max_settings
        self._posting: dict[int, ServerPosting] = {}

    async def load_channels(self) -> int:
        """At start-up: the channel of every open game (no game is loaded); how many."""
        self._by_channel = dict(await self.store.open_channels())
        return len(self._by_channel)

    async def get(self, game_id: int) -> Table | None:
        """The open game `game_id`, loaded if needed; None if it is not open."""
        table = self.tables.get(game_id)
        if table is not None:
            self.tables.move_to_end(game_id)
            return table
        stored = await self.store.get_game(game_id)
        table = self.tables.get(game_id)  # loaded by someone else meanwhile
        if table is not None:
            return table
        if stored is None or stored.status not in OPEN:
            return None
        try:
            table = table_from(stored)
        except rules.RulesError:
            log.exception("game %s cannot be rebuilt from its record; left as is", stored.id)
            return None
        self._register(table)
        return table

    async def get_in_channel(self, channel_id: int | None) -> Table | None:
        game_id = None if channel_id is None else self._by_channel.get(channel_id)
        return None if game_id is None else await self.get(game_id)

    def _register(self, table: Table) -> None:
        self.tables[table.id] = table
        self._by_channel[table.channel_id] = table.id
        self._evict()

    def _evict(self) -> None:
        """Drop the least recently used games beyond `max_loaded`, if nobody is using them; never
        the one just used (its caller holds it: dropped, a second copy would be loaded)."""
        excess = len(self.tables) - self.max_loaded
        if excess <= 0:
            return
        for game_id, table in list(self.tables.items())[:-1]:
            if excess <= 0:
                break
            if not table.lock.locked() and game_id not in self._held:
                del self.tables[game_id]
                excess -= 1

    def _unregister(self, table: Table) -> None:
        self.tables.pop(table.id, None)
        if self._by_channel.get(table.channel_id) == table.id:
            del self._by_channel[table.channel_id]

    def table(self, game_id: int) -> Table | None:
        """The game if it is loaded now (no database access): for links and notes."""
        return self.tables.get(game_id)

    def table_in_channel(self, channel_id: int | None) -> Table | None:
        """The open game of a channel if it is loaded now (no database access)."""
        game_id = self.open_in_channel(channel_id)
        return None if game_id is None else self.tables.get(game_id)

    def open_in_channel(self, channel_id: int | None) -> int | None:
        """The id of the open game in a channel, if any (no database access)."""
        return None if channel_id is None else self._by_channel.get(channel_id)

    @asynccontextmanager
    async def locked(
        self, game_id: int, *, if_busy: Callable[[], Awaitable[object]] | None = None
    ) -> AsyncIterator[Table]:
        """Hold the game's lock; raises UserError when the game is not (or no longer) open.
        `if_busy` is awaited first if the game is to be waited for: its lock held (a game
        starting, a table being drawn and posted), or its loading from the store slower than
        `BUSY_AFTER` (right after a restart, on a starved host). An interaction's handler
        answers Discord there before it waits."""
        if if_busy is None:
            table, told = await self.get(game_id), False
        else:
            table, told = await when_slow(self.get(game_id), if_busy)
        if table is None:
            raise await self._closed_error(game_id)
        if if_busy is not None and not told and table.lock.locked():
            await if_busy()
        async with table.lock:
            if self.tables.get(game_id) is not table:  # closed while we waited
                raise UserError("error.game_over")
            yield table

    async def open_table(self, game_id: int) -> Table:
        """The open table `game_id`, or the UserError that explains why there is none."""
        table = await self.get(game_id)
        if table is None:
            raise await self._closed_error(game_id)
        return table

    async def table_here(self, channel_id: int | None) -> Table:
        table = await self.get_in_channel(channel_id)
        if table is None:
            raise UserError("error.no_game")
        return table

    async def _closed_error(self, game_id: int) -> UserError:
        stored = await self.store.get_game(game_id)
        if stored is None:
            return UserError("error.no_game_id", game=game_id)
        return UserError("error.game_over")

    async def ended_table(self, game_id: int) -> Table | None:
        """A game that ended (by its last move, or stopped early), with its final position:
        not kept loaded (it is no longer open), only to be shown once more."""
        stored = await self.store.get_game(game_id)
        if stored is None or stored.status not in ("finished", "resigned", "ended"):
            return None
        table = table_from(stored)
        try:
            table.game = rebuild_game(stored)
        except rules.RulesError:
            log.exception(
                "game %s cannot be rebuilt from its record; its end is not shown", game_id
            )
            return None
        return table

    async def stored(self, game_id: int) -> StoredGame | None:
        return await self.store.get_game(game_id)

    async def latest_in_channel(self, channel_id: int) -> StoredGame | None:
        return await self.store.latest_game_in_channel(channel_id)

    async def _close_in_store(
        self,
        table: Table,
        status: str,
        result: dict,
        *,
        in_first_round: bool = False,
        posted_by: str | None = None,
        winners: list[int] | None = None,
        resigned_seat: int | None = None,
    ) -> None:
        """Close the game in the database; if another writer closed it first, the copy held
        here is dropped and the person told the game is over. `posted_by`: the closing is
        posted in the channel, naming them ("" for nobody); kept until it is out."""
        closing = None if posted_by is None else Closing.kept(posted_by, winners or [])
        try:
            await self.store.close_game(
                table.id,
                status,
                result,
                in_first_round=in_first_round,
                closing=closing,
                resigned_seat=resigned_seat,
            )
        except GameClosed:
            self._unregister(table)
            raise UserError("error.game_over") from None

    def _close(self, table: Table, status: str, by_name: str, winners: list[int] | None = None):
        table.status = status
        self._unregister(table)
        return Closing(table, status, by_name, winners or [])

    @contextmanager
    def holding(self, game_id: int) -> Iterator[None]:
        """Keep the game loaded while this lasts (a computer player between its moves): it
        is not dropped from memory however many other games are used meanwhile."""
        self._held[game_id] = self._held.get(game_id, 0) + 1
        try:
            yield
        finally:
            left = self._held.pop(game_id) - 1
            if left:
                self._held[game_id] = left
