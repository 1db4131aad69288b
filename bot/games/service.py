"""The game service: open games in memory, one lock each, moves applied and committed.

No Discord here: people are user ids and names, answers are `UserError`s and outcome objects, so
the rules of the *table* (who may join, start, move, end) are tested without a client. The rules
of the *game* stay in `rules`: this module only asks the engine.

Locking: every change to a table happens inside `async with service.locked(game_id) as table`.
The bot keeps holding that lock while it posts the new table image, so a channel never shows two
turns out of order, and two clicks at once apply exactly one move.
"""

from __future__ import annotations

import logging
import random
import secrets
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

import rules

from ..i18n.catalogue import EN, text
from ..i18n.errors import StaleTurn, UserError
from ..i18n.names import listed, shown
from ..i18n.reasons import reason
from ..store.drivers import Unavailable
from ..store.games import Store
from ..store.ratings import places
from ..store.rows import (
    ChannelTaken,
    Deadline,
    EndVote,
    GameClosed,
    MoveConflict,
    ServerPosting,
    StoredGame,
    UserSettings,
)
from ..store.schema import OPEN
from .computer import DEFAULT_LEVEL, ComputerPlayers, levels, move_seed
from .table import Closing, MoveOutcome, Seat, Table, past_first_round, stored_seats, table_from

log = logging.getLogger(__name__)

MAX_SEATS = 4
MIN_SEATS = 2
AWAY_AFTER = 2  # turns in a row that run out of time before a computer takes the seat
REMINDER_FROM = 60  # timers shorter than this (seconds) get no half-time reminder
# Rounds after which a game that no person plays any more stops (grey Azul walls can jam and
# circle for ever; the rules leave ending such a game to the players, and none is left).
JAM_ROUND_CAP = 30
VOTE_TIME = 600  # seconds the others have to answer an end vote (the turn timer, if longer)


@dataclass(slots=True)
class VoteAnswer:
    """Where an end vote stands after an answer (or its deadline): `waiting` for more, or over:
    `agreed` (the game ended, unrated), `refused` or `expired` (the requester resigned; the
    game's end, if that ended it, in `closing`)."""

    vote: EndVote
    state: str
    requester: str  # the requester's name at the table
    voter: str = ""  # who answered
    closing: Closing | None = None


DEFAULT_POSTING = ServerPosting()  # shared by every server that kept the defaults


class GameService:
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
        self.busy: Callable[[int], bool] = lambda game_id: False  # e.g. a computer is moving
        self.tables: OrderedDict[int, Table] = OrderedDict()
        self._by_channel: dict[int, int] = {}
        # People's settings, least recently used first out: one entry per person who ever
        # asked would grow for ever (`/azul board` asks for anyone).
        self._settings: OrderedDict[int, UserSettings] = OrderedDict()
        self.max_settings = max_settings
        self._posting: dict[int, ServerPosting] = {}

    # -- people's settings --------------------------------------------------------------------

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

    # -- loading ----------------------------------------------------------------------------
    #
    # Games are loaded lazily: start-up reads only which channel each open game is in, and a
    # game is rebuilt from its snapshot (or its moves) the first time it is used. Loaded games
    # are kept in least-recently-used order and the oldest idle ones are dropped beyond
    # `max_loaded`; the database stays the truth, so a dropped game is simply loaded again.

    async def load(self) -> int:
        """At start-up: the channel of every open game (no game is loaded); how many."""
        self._by_channel = dict(await self.store.open_channels())
        self._posting = await self.store.server_postings()
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
        """Drop the least recently used games beyond `max_loaded`, if nobody is using them."""
        excess = len(self.tables) - self.max_loaded
        if excess <= 0:
            return
        for game_id, table in list(self.tables.items()):
            if excess <= 0:
                break
            if not table.lock.locked() and not self.busy(game_id):
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
    async def locked(self, game_id: int) -> AsyncIterator[Table]:
        """Hold the game's lock; raises UserError when the game is not (or no longer) open."""
        table = await self.get(game_id)
        if table is None:
            raise await self._closed_error(game_id)
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

    async def stored(self, game_id: int) -> StoredGame | None:
        return await self.store.get_game(game_id)

    async def latest_in_channel(self, channel_id: int) -> StoredGame | None:
        return await self.store.latest_game_in_channel(channel_id)

    # -- lobby ------------------------------------------------------------------------------

    async def open_lobby(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        edition: str,
        side: str,
        locale: str = "en",
        turn_timer: int | None = None,
        own_thread: bool = False,
        invited: tuple[int, ...] = (),
        rated: bool = True,
        parent_id: int | None = None,
    ) -> Table:
        if edition not in rules.EDITIONS:
            raise UserError("error.edition_unavailable", edition=text(f"edition.{edition}", locale))
        table = Table(
            id=0,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            edition=edition,
            side=side,
            seed=0,
            locale=locale,
            status="lobby",
            seats=[Seat(host_id, None, host_name)],
            turn_timer=turn_timer,
            own_thread=own_thread,
            invited=tuple(i for i in dict.fromkeys(invited) if i != host_id),
            rated=rated,
            parent_id=parent_id,
        )
        return await self._new_lobby(table)

    async def _new_lobby(self, table: Table) -> Table:
        """Store a lobby laid out in `table` (its id and seed are given here) and hold it."""
        busy = await self.get_in_channel(table.channel_id)
        if busy is not None:
            raise ChannelBusy(busy)
        await self.check_room(table.guild_id, table.host_id)
        table.seed = self._seed()
        try:
            table.id = await self.store.create_game(
                guild_id=table.guild_id,
                channel_id=table.channel_id,
                host_id=table.host_id,
                host_name=table.host_name,
                edition=table.edition,
                side=table.side,
                seed=table.seed,
                locale=table.locale,
                turn_timer=table.turn_timer,
                own_thread=table.own_thread,
                lobby_deadline=self.clock() + self.lobby_ttl,
                timer_level=table.timer_level,
                seats=stored_seats(table.seats),
                rematch_of=table.rematch_of,
                invited=table.invited,
                rated=table.rated,
                parent_id=table.parent_id,
            )
        except ChannelTaken:
            busy = await self.get_in_channel(table.channel_id)
            if busy is not None:
                raise ChannelBusy(busy) from None
            raise UserError("error.channel_busy_no_link", game="?") from None
        self._register(table)
        return table

    async def check_room(self, guild_id: int | None, host_id: int) -> None:
        """Whether the server, and this person, may open another game: at most
        `max_open_games` lobbies and running games a server, `max_hosted` of them hosted by one
        person (so nobody takes every slot). Checked before anything is made for a new game (its
        thread, say), and again when it is stored."""
        if guild_id is None:
            return
        open_here = await self.store.open_game_count(guild_id)
        if open_here >= self.max_open_games:
            raise UserError("error.too_many_games", count=open_here)
        hosted = await self.store.open_game_count(guild_id, host_id=host_id)
        if hosted >= self.max_hosted:
            raise UserError("error.too_many_hosted", count=hosted)

    async def set_timer_level(self, table: Table, by_user_id: int, level: str) -> None:
        """Who plays a turn whose time ran out (the host chooses, in the lobby)."""
        _require_lobby(table)
        _require_host(table, by_user_id)
        if level not in levels():
            raise UserError("error.bad_level", level=shown(level, 20))
        await self.store.set_timer_level(table.id, level)
        table.timer_level = level

    async def expire_lobby(self, table: Table) -> Closing | None:
        """A lobby nobody started in time closes (None: it is no longer a lobby)."""
        if table.status != "lobby":
            return None
        await self._close_in_store(table, "cancelled", {"reason": "expired"})
        return self._close(table, "cancelled", "")

    async def set_lobby_message(self, table: Table, message_id: int) -> None:
        table.lobby_message_id = message_id
        await self.store.set_message_ids(table.id, lobby=message_id)

    async def join(self, table: Table, user_id: int, name: str) -> bool:
        """Take a free seat, or confirm one a rematch kept (True)."""
        _require_lobby(table)
        seat = table.seat_of(user_id)
        if seat is not None and table.seats[seat].pending:
            seats = list(table.seats)
            seats[seat] = Seat(user_id, None, name)
            await self._save_seats(table, seats)
            return True
        if seat is not None:
            raise UserError("error.already_seated")
        if user_id in table.barred:
            raise UserError("error.removed", host=table.host_name)
        if table.invited and user_id not in table.invited:
            raise UserError("error.invite_only", host=shown(table.host_name))
        if len(table.seats) >= MAX_SEATS:
            raise UserError("error.lobby_full")
        await self._save_seats(table, [*table.seats, Seat(user_id, None, name)])
        return False

    async def leave(self, table: Table, user_id: int) -> None:
        _require_lobby(table)
        seat = table.seat_of(user_id)
        if seat is None:
            raise UserError("error.not_seated")
        if user_id == table.host_id:
            raise UserError("error.host_cannot_leave")
        await self._save_seats(table, [s for i, s in enumerate(table.seats) if i != seat])

    async def remove(self, table: Table, by_user_id: int, seat: int, who: int | None) -> Seat:
        """The host takes a seat away in the lobby: a person (who may not join this lobby
        again) or a computer. `who` is whom the host saw in that seat (None: a computer), so a
        menu shown before the seats changed cannot remove someone else."""
        _require_lobby(table)
        _require_host(table, by_user_id)
        if not 0 <= seat < len(table.seats) or table.seats[seat].user_id != who:
            raise UserError("error.seat_changed")
        if who == table.host_id:
            raise UserError("error.host_cannot_leave")
        removed = table.seats[seat]
        seats = [s for i, s in enumerate(table.seats) if i != seat]
        barred = table.barred
        if who is not None and who not in barred:
            barred = (*barred, who)
        await self.store.set_seats(table.id, stored_seats(seats), barred=barred)
        table.seats, table.barred = seats, barred
        return removed

    async def add_computer(self, table: Table, by_user_id: int, level: str = DEFAULT_LEVEL) -> None:
        _require_lobby(table)
        _require_host(table, by_user_id)
        # Only the levels the menu offers: a forged value would be a seat's name in public.
        if level not in levels():
            raise UserError("error.bad_level", level=shown(level, 20))
        if len(table.seats) >= MAX_SEATS:
            raise UserError("error.lobby_full")
        n = sum(1 for s in table.seats if s.is_computer) + 1
        said = text(f"level.{level}", table.locale).lower() if f"level.{level}" in EN else level
        name = text("computer.name", table.locale, n=n, level=said)
        await self._save_seats(table, [*table.seats, Seat(None, level, name)])

    def check_start(self, table: Table, by_user_id: int) -> None:
        _require_lobby(table)
        _require_host(table, by_user_id)
        if len(table.seats) < MIN_SEATS:
            raise UserError("error.too_few_players")
        waiting = [s.name for s in table.seats if s.pending]
        if waiting:
            raise UserError("error.rematch_unconfirmed", names=listed(waiting))

    def check_host(self, table: Table, user_id: int) -> None:
        _require_lobby(table)
        _require_host(table, user_id)

    async def start(self, table: Table, by_user_id: int) -> None:
        self.check_start(table, by_user_id)
        # Who sits first is drawn with the game's own seed: fair, and reproducible. A rematch
        # keeps its order: the seats of the game before, turned by one.
        seats = list(table.seats)
        if table.rematch_of is None:
            random.Random(table.seed).shuffle(seats)
        game = rules.new_game(table.edition, [s.name for s in seats], table.side, table.seed)
        await self.store.set_seats(table.id, stored_seats(seats))
        await self.store.start_game(table.id, game.to_dict())
        table.seats = seats
        table.game = game
        table.status = "active"

    async def cancel(self, table: Table, by_user_id: int, *, by_name: str) -> Closing:
        _require_lobby(table)
        _require_host(table, by_user_id)
        await self._close_in_store(table, "cancelled", {"reason": "cancelled"})
        return self._close(table, "cancelled", by_name)

    async def rematch(
        self,
        game_id: int,
        user_id: int,
        name: str,
        *,
        place: tuple[int | None, int | None] | None = None,
    ) -> Table:
        """A new lobby for the players of a game that has ended, where it was played: the same
        edition, side, language and timer, a new seed, and the seats turned by one (the second
        player starts). The asker hosts it, seated; the other people confirm their seats with
        one click (Join); computer players sit down at once."""
        stored = await self.store.get_game(game_id)
        if stored is None:
            raise UserError("error.no_game_id", game=game_id)
        if place is not None:  # (guild, channel) of the Rematch button pressed
            check_place(stored, *place)
        if stored.status not in ("finished", "resigned", "ended") or not stored.moves:
            raise UserError("error.rematch_not_over", game=game_id)
        if all(s.user_id != user_id for s in stored.seats):
            raise UserError("error.rematch_not_player", game=game_id)
        turned = stored.seats[1:] + stored.seats[:1]
        seats = [
            Seat(
                s.user_id,
                s.level,
                name if s.user_id == user_id else s.name,
                pending=s.user_id is not None and s.user_id != user_id,
            )
            for s in turned
        ]
        table = Table(
            id=0,
            guild_id=stored.guild_id,
            channel_id=stored.channel_id,
            host_id=user_id,
            edition=stored.edition,
            side=stored.side,
            seed=0,
            locale=stored.locale,
            status="lobby",
            seats=seats,
            turn_timer=stored.turn_timer,
            timer_level=stored.timer_level,
            own_thread=stored.own_thread,
            rematch_of=game_id,
            rated=stored.rated,
            parent_id=stored.parent_id,
        )
        return await self._new_lobby(table)

    async def _save_seats(self, table: Table, seats: list[Seat]) -> None:
        await self.store.set_seats(table.id, stored_seats(seats))
        table.seats = seats

    # -- moves ------------------------------------------------------------------------------

    def check_turn(self, table: Table, user_id: int, ply: int | None = None) -> int:
        """The seat of `user_id` if it may move now (fast checks before deferring)."""
        _require_running(table)
        if ply is not None and ply != table.ply:
            by_you = ply == table.ply - 1 and table.last_actor_id == user_id
            raise StaleTurn(table.id, table.ply, by_you=by_you)
        seat = table.seat_of(user_id)
        turn = table.game.turn
        if seat is None:
            raise UserError("error.not_your_turn_spectator", name=shown(table.seats[turn].name))
        if table.seats[seat].resigned:
            raise UserError("error.resigned")
        if seat != turn:
            raise UserError("error.not_your_turn", name=shown(table.seats[turn].name))
        return seat

    async def play(
        self, table: Table, *, user_id: int, notation: str, ply: int | None = None
    ) -> MoveOutcome:
        """A person's move. Committed to the database before this returns."""
        seat = self.check_turn(table, user_id, ply)
        outcome = await self._apply(table, seat, notation, actor_id=user_id, automatic=False)
        if table.seats[seat].expiries:  # they are here: the count of timed-out turns restarts
            await self._set_seat_state(table, seat, away=False, expiries=0)
        return outcome

    async def come_back(self, table: Table, user_id: int) -> bool:
        """A person a computer stood in for takes their seat back; False if it was not away."""
        _require_running(table)
        seat = table.seat_of(user_id)
        if seat is None:
            raise UserError("error.not_a_player")
        if not table.seats[seat].away:
            return False
        await self._set_seat_state(table, seat, away=False, expiries=0)
        return True

    async def expire_turn(self, table: Table, ply: int) -> tuple[MoveOutcome, bool] | None:
        """The person to act at `ply` ran out of time: a computer plays their turn. Returns the
        move and whether the seat is now handed to a computer (time ran out twice in a row);
        None when the game has moved on since."""
        seat = table.to_act
        if seat is None or table.ply != ply or table.seats[seat].automatic:
            return None
        notation = await self._think(table, table.timer_level or DEFAULT_LEVEL)
        outcome = await self._apply(table, seat, notation, None, automatic=True, by_timer=True)
        expiries = table.seats[seat].expiries + 1
        away = expiries >= AWAY_AFTER
        await self._set_seat_state(table, seat, away=away, expiries=expiries)
        return outcome, away

    def turn_deadlines(self, table: Table) -> list[Deadline]:
        """The deadlines of the turn that starts now: none without a timer or when no person
        is to act; the expiry, and a reminder at half time for timers of a minute or more."""
        seat = table.to_act
        if not table.turn_timer or seat is None or table.seats[seat].automatic:
            return []
        now = self.clock()
        out = [Deadline(table.id, "expiry", table.ply, now + table.turn_timer)]
        if table.turn_timer >= REMINDER_FROM:
            out.append(Deadline(table.id, "reminder", table.ply, now + table.turn_timer / 2))
        return out

    async def _set_seat_state(self, table: Table, seat: int, *, away: bool, expiries: int):
        await self.store.set_seat_state(table.id, seat, away=away, expiries=expiries)
        table.seats[seat].away = away
        table.seats[seat].expiries = expiries

    def canonical_move(self, table: Table, notation: str) -> str:
        """The engine's spelling of a legal move, or the UserError saying why it is not one
        (nothing is played)."""
        _require_running(table)
        game, _ = _played_on_copy(table.game, table.game.turn, notation)
        return str(game.history[-1])

    def automatic_turn(self, table: Table) -> bool:
        """Whether the next move is made without asking anyone (computer, resigned, forced)."""
        seat = table.to_act
        if seat is None:
            return False
        return table.seats[seat].automatic or len(table.game.legal_moves()) == 1

    async def play_forced(self, table: Table) -> MoveOutcome | None:
        """Play the next move if it is the only legal one (whoever's seat it is); None
        otherwise."""
        seat = table.to_act
        if seat is None:
            return None
        legal = table.game.legal_moves()
        if len(legal) != 1:
            return None
        return await self._apply(table, seat, str(legal[0]), None, automatic=True, forced=True)

    async def play_automatic(self, table: Table) -> MoveOutcome | None:
        """Make the next move if no person has to choose it; None otherwise."""
        forced = await self.play_forced(table)
        if forced is not None:
            return forced
        seat = table.to_act
        if seat is None or not table.seats[seat].automatic:
            return None
        player = table.seats[seat]
        # A person's seat (resigned, or away) is played at the level the timer uses.
        level = player.level or (table.timer_level if player.user_id else None) or DEFAULT_LEVEL
        return await self._apply(table, seat, await self._think(table, level), None, automatic=True)

    async def _think(self, table: Table, level: str) -> str:
        """The move a computer of `level` chooses for the player to act (on a copy: thinking
        threads never see the live object)."""
        seed = move_seed(table.seed, table.ply)
        return await self.computer.choose(table.game.copy(), level, seed)

    async def _apply(
        self,
        table: Table,
        seat: int,
        notation: str,
        actor_id: int | None,
        *,
        automatic: bool,
        forced: bool = False,
        by_timer: bool = False,
    ) -> MoveOutcome:
        assert table.lock.locked(), "moves are applied under the game's lock"
        ply = table.ply
        # Play on a copy: if the engine refuses or the commit fails, the table is untouched.
        game, events = _played_on_copy(table.game, seat, notation)
        written = str(game.history[-1])  # the engine's canonical spelling
        finished = game.is_over
        result = _result(game, [s.resigned for s in table.seats]) if finished else None
        try:
            await self.store.append_move(
                table.id,
                ply=ply,
                seat=seat,
                notation=written,
                actor_id=actor_id,
                snapshot=game.to_dict(),
                status="finished" if finished else "active",
                result=result,
                by_timer=by_timer,
            )
        except Unavailable as exc:
            log.error("game %s: move %s at ply %s not saved: %s", table.id, written, ply, exc)
            raise UserError("error.move_not_saved") from None
        except MoveConflict:
            # Another process moved this game first: ours is not kept, and the copy held here
            # is out of date, so it is dropped and read again from the database when next used.
            self._unregister(table)
            raise StaleTurn(table.id, ply) from None
        table.game = game
        table.last_actor_id = actor_id
        if finished:
            table.status = "finished"
            table.result = result
            self._unregister(table)
            await self.rate(table.id)
        return MoveOutcome(
            table, seat, written, list(events), ply, actor_id, automatic, forced, finished, by_timer
        )

    async def take_back(self, table: Table, user_id: int) -> int:
        """Undo the caller's latest move and the automatic moves after it (computer players,
        forced moves); returns how many moves were taken back. Refused once another person has
        moved since, or once tiles were drawn (a deal, a bonus refill): they would show what the
        bag holds."""
        assert table.lock.locked(), "moves are taken back under the game's lock"
        _require_running(table)
        if table.seat_of(user_id) is None:
            raise UserError("error.not_a_player")
        last = await self.store.last_person_move(table.id)
        if last is None:
            raise UserError("error.undo_nothing")
        ply, actor = last
        if actor != user_id:
            seat = table.seat_of(actor)
            name = table.seats[seat].name if seat is not None else "?"
            raise UserError("error.undo_not_last", name=shown(name))
        game = rules.new_game(table.edition, table.names, table.side, table.seed)
        for move in table.game.history[:ply]:
            game.play(move)
        if len(game.draw_log) != len(table.game.draw_log):
            raise UserError("error.undo_after_draw")
        taken = table.ply - ply
        try:
            await self.store.take_back(
                table.id, from_ply=ply, to_ply=table.ply, snapshot=game.to_dict()
            )
        except MoveConflict:  # another writer moved the game: ours is out of date
            self._unregister(table)
            raise StaleTurn(table.id, table.ply) from None
        table.game = game
        table.last_actor_id = None
        return taken

    # -- leaving a running game -------------------------------------------------------------

    async def resign(self, table: Table, user_id: int, *, by_name: str) -> Closing | None:
        """The seat resigns. With fewer than two people left the game ends (returned);
        otherwise a computer plays the seat from now on (None)."""
        _require_running(table)
        seat = table.seat_of(user_id)
        if seat is None:
            raise UserError("error.not_a_player")
        if table.seats[seat].resigned:
            raise UserError("error.resigned")
        await self.store.set_resigned(table.id, seat)
        table.seats[seat].resigned = True
        # An open end vote is moot: its requester is out, or one of those it asks.
        await self.store.drop_end_vote(table.id)
        people_left = [s for s in table.seats if not s.is_computer and not s.resigned]
        if len(people_left) >= 2:
            return None
        standing = [i for i, s in enumerate(table.seats) if not s.resigned]
        scores = table.game.scores
        best = max((scores[i] for i in standing), default=0)
        winners = [i for i in standing if scores[i] == best]
        resigned = [s.resigned for s in table.seats]
        seat_places = places(scores, winners, resigned)
        result = {"reason": "resigned", "scores": scores, "winners": winners, "places": seat_places}
        await self._close_in_store(table, "resigned", result, in_first_round=_in_first_round(table))
        table.result = result
        closing = self._close(table, "resigned", by_name, winners)
        await self.rate(table.id)
        return closing

    async def rate(self, game_id: int) -> None:
        """A game with a result goes into its players' ratings. A failure here never undoes the
        game's end: the game stays unrated, and the next start-up rates it (`catch_up`)."""
        try:
            await self.store.results.rate_game(game_id)
        except Exception:
            log.exception("game %s: not rated now; it will be at the next start", game_id)

    def check_end(self, table: Table, user_id: int, *, may_moderate: bool) -> None:
        if user_id != table.host_id and not may_moderate:
            raise UserError("error.end_forbidden", host=shown(table.host_name))

    def end_plan(self, table: Table, user_id: int, *, may_moderate: bool) -> str:
        """What `/azul end` by this person does, or the UserError saying why they may not:
        `end` — stop it now, unrated (a lobby, an unrated game, a moderator who is not
        seated, a rated game against computers still in its first round); `vote` — a player
        of a rated game with other people in it asks them to agree; `resign` — a player of a
        rated game against computers only, past the first round: it counts as resigning, so
        nobody voids a loss."""
        seat = table.seat_of(user_id)
        if table.status == "lobby" or seat is None or not table.rated:
            self.check_end(table, user_id, may_moderate=may_moderate)
            return "end"
        _require_running(table)
        if table.seats[seat].resigned:
            raise UserError("error.end_resigned")
        others = [s for s in table.seats if s.user_id not in (None, user_id) and not s.resigned]
        if others:
            return "vote"
        return "resign" if past_first_round(table.game) else "end"

    async def end(self, table: Table, user_id: int, *, may_moderate: bool, by_name: str) -> Closing:
        """Stop a game (or close a lobby), unrated: see `end_plan` for who may."""
        if self.end_plan(table, user_id, may_moderate=may_moderate) != "end":
            raise UserError("error.end_forbidden", host=table.host_name)
        status = "cancelled" if table.status == "lobby" else "ended"
        result = {"reason": status}
        await self._close_in_store(table, status, result, in_first_round=_in_first_round(table))
        table.result = result
        return self._close(table, status, by_name)

    def check_hint(self, table: Table) -> None:
        """Hints are a computer's help: not in a rated game."""
        if table.rated:
            raise UserError("error.hint_rated")

    # -- ending a rated game by agreement ---------------------------------------------------

    def vote_time(self, table: Table) -> float:
        return max(VOTE_TIME, table.turn_timer or 0)

    async def open_end_vote(self, table: Table, user_id: int) -> EndVote:
        """A player of a rated game asks the other people (not resigned) to agree to end it;
        stored with its deadline, so a restart neither loses nor repeats it. The game goes on
        meanwhile; a second request while one is open is refused."""
        if self.end_plan(table, user_id, may_moderate=False) != "vote":
            raise UserError("error.end_forbidden", host=table.host_name)
        voters = tuple(
            s.user_id
            for s in table.seats
            if s.user_id is not None and s.user_id != user_id and not s.resigned
        )
        vote = EndVote(table.id, user_id, voters, (), self.clock() + self.vote_time(table))
        if not await self.store.open_end_vote(vote, table.ply):
            raise UserError("error.vote_open")
        return vote

    async def set_vote_message(self, vote: EndVote, message_id: int) -> EndVote:
        vote = EndVote(
            vote.game_id, vote.requester, vote.voters, vote.agreed, vote.due_at, message_id
        )
        await self.store.set_end_vote(vote)
        return vote

    async def drop_end_vote(self, table: Table) -> None:
        await self.store.drop_end_vote(table.id)

    async def answer_end_vote(self, table: Table, user_id: int, *, agree: bool) -> VoteAnswer:
        """One of the people asked answers (caller holds the lock). Everyone agreed: the game
        ends, unrated. A refusal: it counts as the requester resigning."""
        _require_running(table)
        vote = await self.store.end_vote(table.id)
        if vote is None:
            raise UserError("error.vote_closed")
        if user_id not in vote.voters:
            raise UserError("error.vote_not_asked")
        requester = self._name_of(table, vote.requester)
        voter = self._name_of(table, user_id)
        if not agree:  # the resign path (which closes the vote); rated if past round 1
            closing = await self.resign(table, vote.requester, by_name=requester)
            return VoteAnswer(vote, "refused", requester, voter, closing)
        agreed = tuple(v for v in vote.voters if v in vote.agreed or v == user_id)
        vote = EndVote(
            vote.game_id, vote.requester, vote.voters, agreed, vote.due_at, vote.message_id
        )
        if vote.waiting_for:
            await self.store.set_end_vote(vote)
            return VoteAnswer(vote, "waiting", requester, voter)
        result = {"reason": "agreed"}
        await self.store.close_game(
            table.id, "ended", result, in_first_round=_in_first_round(table)
        )
        table.result = result
        return VoteAnswer(vote, "agreed", requester, voter, self._close(table, "ended", requester))

    async def expire_end_vote(self, table: Table, due_at: float) -> VoteAnswer | None:
        """The vote's time ran out (the scheduler, caller holds the lock): it counts as the
        requester resigning. None if that vote is no longer open (answered, or a newer one)."""
        vote = await self.store.end_vote(table.id)
        if vote is None or vote.due_at != due_at or table.status != "active":
            return None
        requester = self._name_of(table, vote.requester)
        closing = await self.resign(table, vote.requester, by_name=requester)
        return VoteAnswer(vote, "expired", requester, "", closing)

    @staticmethod
    def _name_of(table: Table, user_id: int) -> str:
        seat = table.seat_of(user_id)
        return table.seats[seat].name if seat is not None else "?"

    async def abandon(self, table: Table) -> Closing:
        """The game's channel or thread was deleted: with nowhere to play, it ends (a lobby is
        cancelled), unrated, its moves kept."""
        status = "cancelled" if table.status == "lobby" else "ended"
        result = {"reason": "channel_deleted"}
        await self._close_in_store(table, status, result, in_first_round=_in_first_round(table))
        table.result = result
        return self._close(table, status, "")

    async def _close_in_store(
        self, table: Table, status: str, result: dict, *, in_first_round: bool = False
    ) -> None:
        """Close the game in the database; if another writer closed it first, the copy held
        here is dropped and the person told the game is over."""
        try:
            await self.store.close_game(table.id, status, result, in_first_round=in_first_round)
        except GameClosed:
            self._unregister(table)
            raise UserError("error.game_over") from None

    def jammed(self, table: Table) -> bool:
        """No person plays any more (every seat is a computer, resigned or away) and the game
        cannot end by itself: a grey wall where no row can be completed, or past the round cap.
        Computers would otherwise post a table a second for ever."""
        game = table.game
        if table.status != "active" or game is None or game.is_over:
            return False
        if not all(seat.automatic for seat in table.seats):
            return False
        return bool(getattr(game, "is_stalled", False)) or game.round > self.jam_round_cap

    async def stop_jammed(self, table: Table) -> Closing:
        """End a jammed game (see `jammed`): unrated, its moves kept."""
        result = {"reason": "jammed", "round": table.game.round}
        await self._close_in_store(table, "ended", result)
        table.result = result
        return self._close(table, "ended", "")

    def _close(self, table: Table, status: str, by_name: str, winners: list[int] | None = None):
        table.status = status
        self._unregister(table)
        return Closing(table, status, by_name, winners or [])


class ChannelBusy(UserError):
    """`/azul new` where a game is already open; carries that game for a jump link."""

    def __init__(self, table: Table) -> None:
        super().__init__("error.channel_busy_no_link", game=table.id)
        self.table = table


def check_place(game: Table | StoredGame, guild_id: int | None, channel_id: int | None) -> None:
    """A control names its game by id; it acts only where the game is played. Discord sends
    only the ids a message carries, so another server's or channel's game means a forged id,
    or ids reused after the database was replaced: refused, whatever the control."""
    if game.guild_id != guild_id or game.channel_id != channel_id:
        raise UserError("error.not_here", game=game.id)


def _require_running(table: Table) -> None:
    if table.status == "lobby":
        raise UserError("error.not_started")
    if table.status != "active" or table.game is None or table.game.is_over:
        raise UserError("error.game_over")


def _in_first_round(table: Table) -> bool:
    """A started game that stops now stops in its first round (a lobby never started)."""
    return table.game is not None and not past_first_round(table.game)


def _require_lobby(table: Table) -> None:
    if table.status != "lobby":
        raise UserError("error.lobby_closed")


def _require_host(table: Table, user_id: int) -> None:
    if user_id != table.host_id:
        raise UserError("error.host_only", host=shown(table.host_name))


def _copy(game: Any) -> Any:
    copy = getattr(game, "copy", None)
    return copy() if callable(copy) else rules.load_state(game.to_dict())


def _played_on_copy(game: Any, seat: int, notation: str) -> tuple[Any, list]:
    """A copy of `game` after `notation` by `seat`, with its events; the engine's refusal as
    a UserError (the original is never touched)."""
    copy = _copy(game)
    try:
        events = copy.play(notation, player=seat)
    except rules.IllegalMove as exc:
        raise UserError("error.illegal", reason=reason(exc)) from None
    return copy, events


def _result(game: Any, resigned: list[bool]) -> dict:
    """A game played to its end; whoever resigned on the way (a computer finished for them)
    is placed after everyone who played on."""
    scores, winners = list(game.scores), list(game.winners)
    seat_places = places(scores, winners, resigned)
    return {"reason": "finished", "scores": scores, "winners": winners, "places": seat_places}
