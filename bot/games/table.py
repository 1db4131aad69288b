"""A game as the bot holds it in memory: seats, the engine object, message ids, its lock."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from rules import BaseGame

from ..store.rows import StoredGame, StoredSeat
from ..store.schema import OPEN
from .guide import Guide
from .rebuild import rebuild_game


@dataclass(slots=True)
class Seat:
    user_id: int | None  # None: a computer player
    level: str | None  # computer level
    name: str
    resigned: bool = False
    away: bool = False  # timed out twice in a row: a computer plays until they come back
    expiries: int = 0  # turns in a row that ran out of time
    pending: bool = False  # a rematch seat its person has not confirmed yet (lobby only)

    @property
    def is_computer(self) -> bool:
        return self.user_id is None

    @property
    def automatic(self) -> bool:
        """Moves of this seat are chosen by a computer (a computer player, a resigned person,
        or a person a computer stands in for)."""
        return self.user_id is None or self.resigned or self.away


@dataclass(eq=False)
class Table:
    """An open game (lobby or running) as the bot holds it in memory."""

    id: int
    guild_id: int | None
    channel_id: int
    host_id: int
    edition: str
    side: str
    seed: int
    locale: str
    status: str
    seats: list[Seat]
    game: BaseGame | None = None  # the engine object, once the game has started
    lobby_message_id: int | None = None
    turn_message_id: int | None = None
    turn_message_ply: int | None = None  # the ply that message shows
    table_message_id: int | None = None  # the latest post with the table (a reminder is not)
    # A table post whose image may still be on: read back after a restart, or left by an edit
    # that failed; the next table post tries once more.
    prior_table_message_id: int | None = None
    result: dict | None = None
    unposted_closing: dict | None = None  # stopped early, its closing post not out: what it says
    turn_timer: int | None = None  # seconds a person has for each decision; None: no timer
    timer_level: str = "medium"  # the computer that plays a turn whose time ran out
    own_thread: bool = False  # the thread was opened for this game (archived at the end)
    rematch_of: int | None = None  # a rematch: the seats keep their rotated order at the start
    invited: tuple[int, ...] = ()  # invite-only: who may join besides the host
    barred: tuple[int, ...] = ()  # removed by the host: may not join this lobby again
    rated: bool = True  # counts for ratings (chosen in the lobby; a rematch keeps it)
    parent_id: int | None = None  # played in a thread: the channel it hangs from
    last_actor_id: int | None = None  # who made the latest move (to explain double clicks)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False)
    _guide: tuple[BaseGame, int, Guide] | None = field(default=None, repr=False)

    @property
    def guide(self) -> Guide:
        """The choice tree of the position, built once per position (every click of a turn
        and its post use it; a Summer Pavilion position has hundreds of legal moves)."""
        assert self.game is not None, "the guide of a game that has started"
        cached = self._guide
        if cached is None or cached[0] is not self.game or cached[1] != self.ply:
            cached = self._guide = (self.game, self.ply, Guide.for_game(self.game))
        return cached[2]

    @property
    def ply(self) -> int:
        """How many moves have been played: the ply the next move will have."""
        return 0 if self.game is None else len(self.game.history)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def host_name(self) -> str:
        seat = self.seat_of(self.host_id)
        return self.seats[seat].name if seat is not None else "?"

    def seat_of(self, user_id: int) -> int | None:
        for i, seat in enumerate(self.seats):
            if seat.user_id == user_id:
                return i
        return None

    @property
    def announced(self) -> bool:
        """Whether the live turn message shows the latest committed move."""
        return self.turn_message_id is not None and self.turn_message_ply == self.ply

    @property
    def to_act(self) -> int | None:
        """The seat to act, while the game runs."""
        if self.status != "active" or self.game is None or self.game.is_over:
            return None
        return self.game.turn


@dataclass(slots=True)
class MoveOutcome:
    table: Table
    seat: int
    notation: str
    events: list
    ply: int  # this move's index in the record
    actor_id: int | None
    automatic: bool  # chosen by a computer or forced (a single legal move)
    forced: bool
    finished: bool  # the game is over after this move
    by_timer: bool = False  # played by a computer because the person's time ran out


@dataclass(slots=True)
class Closing:
    """How a game left the table: resigned, ended, cancelled."""

    table: Table
    status: str
    by_name: str
    winners: list[int] = field(default_factory=list)

    @staticmethod
    def kept(by_name: str, winners: list[int]) -> dict:
        """What a closing post will say, as the store keeps it until the post is out."""
        return {"by": by_name, "winners": winners}

    @classmethod
    def unposted(cls, table: Table) -> Closing:
        """The closing a game stopped early kept because its post never went out."""
        said = table.unposted_closing or {}
        winners = [int(w) for w in said.get("winners", [])]
        return cls(table, table.status, str(said.get("by", "")), winners)


def past_first_round(game: BaseGame | None) -> bool:
    """Whether a game's first round is over (the engine's round counter): a game that ends
    sooner is never rated, so a resignation at the first move rates nobody."""
    return game is not None and (game.round > 1 or game.is_over)


def stored_seats(seats: list[Seat]) -> list[StoredSeat]:
    """The seats as the store keeps them."""
    return [
        StoredSeat(i, s.user_id, s.level, s.name, s.resigned, s.away, s.expiries, s.pending)
        for i, s in enumerate(seats)
    ]


def table_from(stored: StoredGame) -> Table:
    """The table of a stored game, its engine rebuilt from snapshot and moves if it runs."""
    table = Table(
        id=stored.id,
        guild_id=stored.guild_id,
        channel_id=stored.channel_id,
        host_id=stored.host_id,
        edition=stored.edition,
        side=stored.side,
        seed=stored.seed,
        locale=stored.locale,
        status=stored.status,
        seats=[
            Seat(s.user_id, s.level, s.name, s.resigned, s.away, s.expiries, s.pending)
            for s in stored.seats
        ],
        turn_timer=stored.turn_timer,
        timer_level=stored.timer_level,
        own_thread=stored.own_thread,
        rematch_of=stored.rematch_of,
        invited=stored.invited,
        barred=stored.barred,
        rated=stored.rated,
        parent_id=stored.parent_id,
        lobby_message_id=stored.lobby_message_id,
        turn_message_id=stored.turn_message_id,
        turn_message_ply=stored.turn_message_ply,
        table_message_id=stored.table_message_id,
        prior_table_message_id=stored.prior_table_message_id,
        result=stored.result,
        unposted_closing=stored.unposted_closing,
    )
    if stored.status in OPEN and stored.status != "lobby":
        table.game = rebuild_game(stored)
    return table
