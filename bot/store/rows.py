"""What the store keeps and gives back, as plain dataclasses (no database types leak out)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .drivers import Row


class StoreError(Exception):
    """The database cannot be used (e.g. it was written by a newer version of the bot)."""


class MoveConflict(StoreError):
    """Another writer (another process, or a take-back) changed the game at this ply first;
    the move was not kept."""

    def __init__(self, game_id: int, ply: int) -> None:
        super().__init__(f"game {game_id} has moved on from ply {ply}")
        self.game_id, self.ply = game_id, ply


class GameClosed(StoreError):
    """The game was closed already (by another writer) when it was to be closed."""

    def __init__(self, game_id: int) -> None:
        super().__init__(f"game {game_id} is not open")
        self.game_id = game_id


class ChannelTaken(StoreError):
    """Another open game already lives in that channel."""


@dataclass(slots=True)
class StoredSeat:
    seat: int
    user_id: int | None
    level: str | None
    name: str
    resigned: bool = False
    away: bool = False
    expiries: int = 0
    pending: bool = False  # a rematch seat its person has not confirmed yet

    @classmethod
    def from_row(cls, r: Row) -> StoredSeat:
        return cls(
            r["seat"],
            r["user_id"],
            r["level"],
            r["name"],
            bool(r["resigned"]),
            bool(r["away"]),
            int(r["expiries"]),
            bool(r["pending"]),
        )


@dataclass(slots=True)
class StoredGame:
    id: int
    guild_id: int | None
    channel_id: int
    host_id: int
    edition: str
    side: str
    seed: int
    locale: str
    status: str
    lobby_message_id: int | None
    turn_message_id: int | None
    turn_message_ply: int | None
    snapshot: dict | None
    snapshot_ply: int
    result: dict | None
    created_at: str
    seats: list[StoredSeat] = field(default_factory=list)
    moves: list[str] = field(default_factory=list)
    turn_timer: int | None = None
    timer_level: str = "medium"
    own_thread: bool = False
    turn_user_id: int | None = None
    rematch_of: int | None = None  # a rematch lobby: its seats keep their (rotated) order
    invited: tuple[int, ...] = ()  # an invite-only lobby: who may join besides the host
    barred: tuple[int, ...] = ()  # removed from the lobby by the host: may not join again
    rated: bool = True  # the lobby's choice: the game counts for ratings (a rematch keeps it)
    parent_id: int | None = None  # played in a thread: the channel it hangs from
    table_message_id: int | None = None  # the latest post with the table (image or words)
    prior_table_message_id: int | None = None  # the one before, its image perhaps left on
    unposted_closing: dict | None = None  # stopped early, its closing not posted yet: what it says

    @classmethod
    def from_row(cls, row: Row, seats: list[StoredSeat], moves: list[str]) -> StoredGame:
        """A row of `games` (JSON columns still text) with its seats and moves."""
        return cls(
            id=int(row["id"]),
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            host_id=row["host_id"],
            edition=row["edition"],
            side=row["side"],
            seed=row["seed"],
            locale=row["locale"],
            status=row["status"],
            lobby_message_id=row["lobby_message_id"],
            turn_message_id=row["turn_message_id"],
            turn_message_ply=row["turn_message_ply"],
            snapshot=_snapshot(row["snapshot"]),
            snapshot_ply=row["snapshot_ply"],
            result=_json(row["result"]),
            created_at=row["created_at"],
            seats=seats,
            moves=moves,
            turn_timer=row["turn_timer"],
            timer_level=row["timer_level"],
            own_thread=bool(row["own_thread"]),
            turn_user_id=row["turn_user_id"],
            rematch_of=row["rematch_of"],
            invited=_ids(row["invited"]),
            barred=_ids(row["barred"]),
            rated=bool(row["rated"]),
            parent_id=row["parent_id"],
            table_message_id=row["table_message_id"],
            prior_table_message_id=row["prior_table_message_id"],
            unposted_closing=_json(row["unposted_closing"]),
        )


@dataclass(frozen=True, slots=True)
class Deadline:
    """Something that must happen at `due_at` (epoch seconds): a turn's `reminder` or
    `expiry`, a `lobby` nobody started, the `archive` of a finished game's thread."""

    game_id: int
    kind: str
    ply: int
    due_at: float


@dataclass(frozen=True, slots=True)
class EndVote:
    """A player's `/azul end` of a rated game, waiting for the other people to agree."""

    game_id: int
    requester: int  # the user id of the player who asked
    voters: tuple[int, ...]  # the people asked
    agreed: tuple[int, ...]  # those of them who agreed so far
    due_at: float  # epoch seconds: then it counts as the requester resigning
    message_id: int | None = None  # the vote's post, once it is sent

    @property
    def waiting_for(self) -> tuple[int, ...]:
        return tuple(v for v in self.voters if v not in self.agreed)


@dataclass(frozen=True, slots=True)
class UserSettings:
    colour_blind: bool = False
    turn_dm: bool = False
    confirm_moves: bool = False


IMAGES = ("latest", "all")  # `/azul settings server images:`; the first is the default


@dataclass(frozen=True, slots=True)
class ServerPosting:
    """How a server wants its channels kept: new games in threads of their own, and whether
    older table posts keep their images (`all`) or only the latest does (`latest`)."""

    threads: bool = False
    images: str = IMAGES[0]


@dataclass(frozen=True, slots=True)
class OpenGameRow:
    """One line of `/azul games`: an open game a person sits in."""

    id: int
    channel_id: int
    edition: str
    status: str
    turn_message_id: int | None
    lobby_message_id: int | None
    your_turn: bool
    updated_at: str


def _json(text: str | None) -> Any:
    return None if text is None else json.loads(text)


def _snapshot(text: str | None) -> dict | None:
    """A snapshot is only a cache of the moves: one that is not JSON (a torn write, a hand
    edit) reads as none, and the game is replayed from its moves."""
    try:
        found = _json(text)
    except (ValueError, RecursionError):
        return None
    return found if isinstance(found, dict) else None


def _ids(spaced: str | None) -> tuple[int, ...]:
    """User ids kept as one text column, spaced."""
    return tuple(int(i) for i in (spaced or "").split())


@dataclass(slots=True)
class StoredTournament:
    """A tournament's settings and where it stands (`bot/tournaments`)."""

    id: int
    guild_id: int
    channel_id: int
    organiser_id: int
    name: str
    edition: str
    side: str
    format: str  # swiss, round-robin, knockout
    table_size: int
    rounds: int
    turn_timer: int
    rated: bool
    locale: str
    status: str  # signup, checkin, running, finished, ended
    paused: bool
    round: int
    signup_closes_at: float
    checkin_closes_at: float | None
    round_deadline: float | None
    message_id: int | None
    checkin_called: bool = True  # False between opening the check-in and its call going out


@dataclass(slots=True)
class TournamentPlayer:
    user_id: int
    name: str
    rating: float
    checked_in: bool = False
    withdrawn: bool = False
    computer: str | None = None  # a computer of this level plays for them


@dataclass(slots=True)
class TournamentTable:
    """A table of a round (one player: a bye), with its game and, once over, its result."""

    round: int
    table_no: int
    players: tuple[int, ...]
    game_id: int | None = None
    scores: tuple[int, ...] | None = None
    places: tuple[int, ...] | None = None
    adjudicated: bool = False

    @property
    def is_bye(self) -> bool:
        return len(self.players) == 1

    @property
    def done(self) -> bool:
        return self.is_bye or self.places is not None
