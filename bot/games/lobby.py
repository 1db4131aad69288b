"""The lobby's rules: opening one (within the server's and the host's limits), seats, computer
players, starting, cancelling, rematches."""

from __future__ import annotations

import logging
import random

import rules

from ..i18n.catalogue import EN, text
from ..i18n.errors import UserError
from ..i18n.names import listed, shown
from ..store.rows import (
    ChannelTaken,
)
from .checks import check_place, require_host, require_lobby
from .computer import DEFAULT_LEVEL, levels
from .table import Closing, Seat, Table, stored_seats
from .tables import Tables

log = logging.getLogger(__name__)


MAX_SEATS = 4


MIN_SEATS = 2


class LobbyRules(Tables):
    """Who may open, join, leave, seat a computer, start and cancel."""

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

    async def open_seated_game(
        self,
        *,
        guild_id: int,
        channel_id: int,
        parent_id: int | None,
        host_id: int,
        edition: str,
        side: str,
        locale: str,
        turn_timer: int | None,
        rated: bool,
        seats: list[Seat],
        tournament_table: tuple[int, int, int],
    ) -> Table:
        """A tournament table's game (`tournament_table`: tournament, round, table), started at
        once with `seats` in this order (its pairing chose who sits first), in a thread made
        for it. The server's limits on open games do not apply: the organiser's tournament
        decided these games."""
        if edition not in rules.EDITIONS:
            raise UserError("error.edition_unavailable", edition=text(f"edition.{edition}", locale))
        table = Table(
            id=0,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            edition=edition,
            side=side,
            seed=self._seed(),
            locale=locale,
            status="lobby",
            seats=list(seats),
            turn_timer=turn_timer,
            own_thread=True,
            rated=rated,
            parent_id=parent_id,
        )
        game = rules.new_game(edition, [s.name for s in table.seats], side, table.seed)
        table.id = await self.store.create_game(
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            host_name=seats[0].name,
            edition=edition,
            side=side,
            seed=table.seed,
            locale=locale,
            turn_timer=turn_timer,
            own_thread=True,
            seats=stored_seats(table.seats),
            rated=rated,
            parent_id=parent_id,
            started=game.to_dict(),
            tournament_table=tournament_table,
        )
        table.game = game
        table.status = "active"
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
        require_lobby(table)
        require_host(table, by_user_id)
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
        require_lobby(table)
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
        require_lobby(table)
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
        require_lobby(table)
        require_host(table, by_user_id)
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
        require_lobby(table)
        require_host(table, by_user_id)
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
        require_lobby(table)
        require_host(table, by_user_id)
        if len(table.seats) < MIN_SEATS:
            raise UserError("error.too_few_players")
        waiting = [s.name for s in table.seats if s.pending]
        if waiting:
            raise UserError("error.rematch_unconfirmed", names=listed(waiting))

    def check_host(self, table: Table, user_id: int) -> None:
        require_lobby(table)
        require_host(table, user_id)

    async def start(self, table: Table, by_user_id: int) -> None:
        self.check_start(table, by_user_id)
        # Who sits first is drawn with the game's own seed: fair, and reproducible. A rematch
        # keeps its order: the seats of the game before, turned by one.
        seats = list(table.seats)
        if table.rematch_of is None:
            random.Random(table.seed).shuffle(seats)
        game = rules.new_game(table.edition, [s.name for s in seats], table.side, table.seed)
        await self.store.start_game(table.id, game.to_dict(), seats=stored_seats(seats))
        table.seats = seats
        table.game = game
        table.status = "active"

    async def drop_unposted(self, table: Table) -> None:
        """A lobby whose post could not go out (Discord refused it, or the answer came after
        its 3 seconds): nobody could join it, and it would hold the channel for a day. It
        closes, as if never opened, and the channel is free for the next `/azul new`."""
        if table.status != "lobby":
            return
        await self._close_in_store(table, "cancelled", {"reason": "not_posted"})
        self._close(table, "cancelled", "")

    async def cancel(self, table: Table, by_user_id: int, *, by_name: str) -> Closing:
        require_lobby(table)
        require_host(table, by_user_id)
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


class ChannelBusy(UserError):
    """`/azul new` where a game is already open; carries that game for a jump link."""

    def __init__(self, table: Table) -> None:
        super().__init__("error.channel_busy_no_link", game=table.id)
        self.table = table
