"""Persistence: games, seats, the ordered moves, and a state snapshot, on SQLite (the default)
or PostgreSQL (`drivers.py` holds the two drivers; the SQL here is written once for both).

The moves are the truth (event sourcing, see shared/DESIGN.md); the snapshot is a cache that saves
replaying a long game at start-up and is rebuilt from the moves whenever it disagrees with them.
A move and its snapshot are written in one transaction, and the bot tells nobody about a move
before that transaction has committed.

The schema and its migrations are in `schema.py`; the rows it gives back in `rows.py`. The store
is one object of several parts: writing games here; reading them back in `reading.py`; deadlines,
people, Activity instances, `meta` and results in modules of their own.
"""

from __future__ import annotations

import json
import logging
import secrets
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

from .activities import ActivityRows
from .changes import Changes
from .deadlines import DeadlineRows
from .drivers import (
    BatchConflict,
    Connection,
    Database,
    Statement,
    UniqueViolation,
    open_database,
)
from .meta import MetaRows
from .people import PeopleRows
from .reading import GameReads
from .results import Results, result_statements
from .rows import (
    ChannelTaken,
    Deadline,
    EndVote,
    GameClosed,
    MoveConflict,
    OpenGameRow,
    ServerPosting,
    StoredGame,
    StoredSeat,
    StoreError,
    UserSettings,
)
from .schema import MIGRATIONS, OPEN, SCHEMA_VERSION, STATUSES, for_postgres, statements
from .sql import deadline_statement, now, touch
from .tournaments import Tournaments

__all__ = [
    "MIGRATIONS",
    "OPEN",
    "SCHEMA_VERSION",
    "STATUSES",
    "ChannelTaken",
    "Deadline",
    "EndVote",
    "MoveConflict",
    "OpenGameRow",
    "ServerPosting",
    "Store",
    "StoreError",
    "StoredGame",
    "StoredSeat",
    "UserSettings",
]


log = logging.getLogger(__name__)
CHANGES_CHANNEL = "azul_changes"  # PostgreSQL NOTIFY channel: "<game id> <store origin>"


class Store(GameReads, MetaRows, DeadlineRows, PeopleRows, ActivityRows):
    """Open with `await Store.open(path_or_url)`; close with `await store.close()`."""

    def __init__(self, db: Database, *, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self.where = db.where  # the file, or the URL without credentials
        self.dialect = db.dialect
        self.results = Results(db, clock=clock)  # the finished games: history, ratings, uploads
        self.changes = Changes()  # told of every committed change of a game (the live table)
        self.tournaments = Tournaments(db)  # events of many games (bot/tournaments)
        self._origin = secrets.token_hex(8)  # this store, in the notes other processes hear

    @classmethod
    async def open(
        cls,
        target: str | Path,
        *,
        busy_timeout_ms: int = 5000,
        clock: Callable[[], float] = time.time,
    ) -> Store:
        """A SQLite file path, or a `postgresql://` URL; `clock` tells when uploads are used."""
        db = await open_database(target, busy_timeout_ms=busy_timeout_ms)
        store = cls(db, clock=clock)
        try:
            await store.migrate()
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        await self._db.close()

    # -- schema -----------------------------------------------------------------------------

    async def schema_version(self) -> int:
        async with self._db.read() as conn:
            return await self._db.schema_version(conn)

    async def journal_mode(self) -> str:
        return await self._db.journal_mode()

    async def migrate(self) -> None:
        for_db = for_postgres if self.dialect == "postgresql" else str
        while True:
            async with self.transaction() as conn:
                await self._db.lock_for_migration(conn)
                version = await self._db.schema_version(conn)
                if version > SCHEMA_VERSION:
                    raise StoreError(
                        f"{self.where} has schema version {version}, newer than this bot's "
                        f"{SCHEMA_VERSION}: upgrade the bot instead of downgrading the database"
                    )
                if version == SCHEMA_VERSION:
                    return
                for statement in statements(for_db(MIGRATIONS[version])):
                    await conn.execute(statement)
                await self._db.set_schema_version(conn, version + 1)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Connection]:
        """All or nothing: committed at the end of the block, rolled back on any error."""
        async with self._db.transaction() as conn:
            yield conn

    # -- changes, in this process and the others ------------------------------------------

    async def _changed(self, game_id: int) -> None:
        """After a committed change: tell this process's listeners, and the other processes
        on the database (PostgreSQL), who tell theirs."""
        self.changes.emit(game_id)
        try:
            await self._db.notify(CHANGES_CHANNEL, f"{game_id} {self._origin}")
        except Exception:  # the change is committed; only live pages elsewhere miss it
            log.warning("could not tell other processes of game %s's change", game_id)

    async def hear_other_processes(self) -> None:
        """From now on, changes committed by other processes reach `changes` too."""
        await self._db.listen(CHANGES_CHANNEL, self._heard)

    def _heard(self, payload: str) -> None:
        game, _, origin = payload.partition(" ")
        if origin != self._origin and game.isdigit():
            self.changes.emit(int(game))

    # -- games ------------------------------------------------------------------------------

    async def create_game(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        edition: str,
        side: str,
        seed: int,
        locale: str = "en",
        turn_timer: int | None = None,
        own_thread: bool = False,
        lobby_deadline: float | None = None,
        timer_level: str = "medium",
        seats: list[StoredSeat] | None = None,
        rematch_of: int | None = None,
        invited: tuple[int, ...] = (),
        rated: bool = True,
        parent_id: int | None = None,
        started: dict | None = None,
        tournament_table: tuple[int, int, int] | None = None,
    ) -> int:
        """A new lobby with the host in seat 0, or with `seats` (a rematch), and the deadline
        that closes it if nobody starts it; raises ChannelTaken if the channel is busy.

        `started`: the game is started at once with this snapshot; `tournament_table`
        (tournament, round, table): it is that table's game. Both in the same transaction, so a
        crash never leaves a table's game made but not the table's (a restart would make a
        second one)."""
        stamp = now()
        insert = Statement(
            "INSERT INTO games (guild_id, channel_id, host_id, edition, side, seed, locale, "
            "status, created_at, updated_at, turn_timer, own_thread, timer_level, rematch_of, "
            "invited, rated, parent_id) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "RETURNING id",
            (
                guild_id,
                channel_id,
                host_id,
                edition,
                side,
                seed,
                locale,
                stamp,
                stamp,
                turn_timer,
                int(own_thread),
                timer_level,
                rematch_of,
                " ".join(str(i) for i in invited) or None,
                int(rated),
                parent_id,
            ),
            rows=True,
        )
        # The new id is needed by the statements after the INSERT: they read it back with a
        # subquery (the newest game of the channel, which the INSERT has just made).
        new_id = "(SELECT MAX(id) FROM games WHERE channel_id = ?)"
        seats = seats or [StoredSeat(0, host_id, None, host_name)]
        follow = [
            Statement(
                f"INSERT INTO seats (game_id, seat, user_id, level, name, pending) "
                f"VALUES ({new_id}, ?, ?, ?, ?, ?)",
                (channel_id, s.seat, s.user_id, s.level, s.name, int(s.pending)),
            )
            for s in seats
        ]
        if lobby_deadline is not None:
            follow.append(
                Statement(
                    f"INSERT INTO deadlines (game_id, kind, ply, due_at) "
                    f"VALUES ({new_id}, 'lobby', 0, ?)",
                    (channel_id, float(lobby_deadline)),
                )
            )
        if started is not None:
            follow.append(
                Statement(
                    f"UPDATE games SET status = 'active', snapshot = ?, snapshot_ply = 0 "
                    f"WHERE id = {new_id}",
                    (_dumps(started), channel_id),
                )
            )
        if tournament_table is not None:
            tournament_id, round_no, table_no = tournament_table
            follow += [
                Statement(
                    f"UPDATE tournament_tables SET game_id = {new_id} "
                    f"WHERE tournament_id = ? AND round = ? AND table_no = ?",
                    (channel_id, tournament_id, round_no, table_no),
                ),
                Statement(
                    f"UPDATE games SET tournament_id = ?, tournament_round = ? WHERE id = {new_id}",
                    (tournament_id, round_no, channel_id),
                ),
            ]
        try:
            results = await self._db.batch([insert, *follow])
        except UniqueViolation as exc:
            if "channel_id" in str(exc) or "one_open_per_channel" in str(exc):
                raise ChannelTaken(channel_id) from None
            raise
        game_id = int(results[0].rows[0][0])
        if started is not None:
            await self._changed(game_id)
        return game_id

    async def set_seats(
        self, game_id: int, seats: list[StoredSeat], *, barred: tuple[int, ...] | None = None
    ) -> None:
        """A game's seats (and, when given, who may not join its lobby again), in one
        transaction."""
        bar = []
        if barred is not None:
            spaced = " ".join(str(i) for i in barred) or None
            bar.append(Statement("UPDATE games SET barred = ? WHERE id = ?", (spaced, game_id)))
        await self._db.batch([*bar, *_seat_statements(game_id, seats), touch(game_id)])

    async def set_message_ids(
        self,
        game_id: int,
        *,
        lobby: int | None = None,
        turn: int | None = None,
        turn_ply: int | None = None,
        table: int | None = None,
    ) -> None:
        statements = []
        if lobby is not None:
            statements.append(
                Statement("UPDATE games SET lobby_message_id = ? WHERE id = ?", (lobby, game_id))
            )
        if turn is not None:
            statements.append(
                Statement(
                    "UPDATE games SET turn_message_id = ?, turn_message_ply = ? WHERE id = ?",
                    (turn, turn_ply, game_id),
                )
            )
        if table is not None:
            statements.append(
                Statement("UPDATE games SET table_message_id = ? WHERE id = ?", (table, game_id))
            )
        if statements:
            await self._db.batch(statements)

    async def start_game(
        self, game_id: int, snapshot: dict, *, seats: list[StoredSeat] | None = None
    ) -> None:
        """The lobby becomes a running game, with `seats` in the order drawn if given (in the
        same transaction: a crash never leaves the order drawn but the game not started)."""
        await self._db.batch(
            [
                *(_seat_statements(game_id, seats) if seats is not None else ()),
                Statement(
                    "UPDATE games SET status = 'active', snapshot = ?, snapshot_ply = 0, "
                    "updated_at = ? WHERE id = ? AND status = 'lobby'",
                    (_dumps(snapshot), now(), game_id),
                ),
                Statement("DELETE FROM deadlines WHERE game_id = ?", (game_id,)),
            ]
        )
        await self._changed(game_id)

    async def set_timer_level(self, game_id: int, level: str) -> None:
        await self._db.batch(
            [Statement("UPDATE games SET timer_level = ? WHERE id = ?", (level, game_id))]
        )

    async def append_move(
        self,
        game_id: int,
        *,
        ply: int,
        seat: int,
        notation: str,
        actor_id: int | None,
        snapshot: dict,
        status: str = "active",
        result: dict | None = None,
        by_timer: bool = False,
    ) -> None:
        """Commit one move with the snapshot after it (and the final status if it ended the game).

        The database itself serialises the moves of a game, whichever process writes them: the
        game's row is updated only if it still stands at `ply` (which also locks the row until
        the commit), and the (game_id, ply) primary key refuses a second move at the same ply.
        Either way the loser gets MoveConflict and nothing of its move is kept.
        """
        statements = [
            Statement(
                "UPDATE games SET snapshot = ?, snapshot_ply = ?, status = ?, result = ?, "
                "updated_at = ? WHERE id = ? AND snapshot_ply = ? AND status = 'active'",
                (
                    _dumps(snapshot),
                    ply + 1,
                    status,
                    None if result is None else json.dumps(result),
                    now(),
                    game_id,
                    ply,
                ),
                expect=1,
            ),
            Statement(
                "INSERT INTO moves (game_id, ply, seat, notation, actor_id, played_at, "
                "by_timer) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (game_id, ply, seat, notation, actor_id, now(), int(by_timer)),
            ),
        ]
        if status != "active":
            statements += [
                Statement("DELETE FROM deadlines WHERE game_id = ?", (game_id,)),
                Statement("DELETE FROM end_votes WHERE game_id = ?", (game_id,)),
                Statement("UPDATE games SET turn_user_id = NULL WHERE id = ?", (game_id,)),
                *_result_statements(game_id, result),
            ]
        try:
            await self._db.batch(statements)
        except (BatchConflict, UniqueViolation):
            raise MoveConflict(game_id, ply) from None
        await self._changed(game_id)

    async def start_turn(
        self,
        game_id: int,
        turn_user_id: int | None,
        deadlines: list[Deadline],
        *,
        turn_message: tuple[int, int] | None = None,
        table_message: tuple[int, int | None] | None = None,
    ) -> None:
        """A turn begins: whom the game waits for, that turn's deadlines (the previous turn's
        reminder and expiry are dropped) and, when given, the (message id, ply) showing it
        and the (post with the table, the table post before it)."""
        if turn_message is None:
            turn = Statement(
                "UPDATE games SET turn_user_id = ? WHERE id = ?", (turn_user_id, game_id)
            )
        elif table_message is None:
            turn = Statement(
                "UPDATE games SET turn_user_id = ?, turn_message_id = ?, turn_message_ply = ? "
                "WHERE id = ?",
                (turn_user_id, *turn_message, game_id),
            )
        else:
            turn = Statement(
                "UPDATE games SET turn_user_id = ?, turn_message_id = ?, turn_message_ply = ?, "
                "table_message_id = ?, prior_table_message_id = ? WHERE id = ?",
                (turn_user_id, *turn_message, *table_message, game_id),
            )
        await self._db.batch(
            [
                turn,
                Statement(
                    "DELETE FROM deadlines WHERE game_id = ? AND kind IN ('reminder', 'expiry')",
                    (game_id,),
                ),
                *(deadline_statement(d) for d in deadlines),
            ]
        )
        await self._changed(game_id)

    async def last_person_move(self, game_id: int) -> tuple[int, int] | None:
        """(ply, user id) of the latest move a person chose (computer, forced and resigned
        seats' moves have no actor), or None."""
        rows = await self._db.query(
            "SELECT ply, actor_id FROM moves WHERE game_id = ? AND actor_id IS NOT NULL "
            "ORDER BY ply DESC LIMIT 1",
            game_id,
        )
        return None if not rows else (int(rows[0][0]), int(rows[0][1]))

    async def take_back(self, game_id: int, *, from_ply: int, to_ply: int, snapshot: dict) -> None:
        """Delete the moves from `from_ply` on, with the snapshot of the game before them, in
        one transaction. Like a move, it holds only if the game is still running and stands at
        `to_ply` (no other writer moved it meanwhile); otherwise MoveConflict and nothing
        changes."""
        try:
            await self._db.batch(
                [
                    Statement(
                        "UPDATE games SET snapshot = ?, snapshot_ply = ?, updated_at = ? "
                        "WHERE id = ? AND snapshot_ply = ? AND status = 'active'",
                        (_dumps(snapshot), from_ply, now(), game_id, to_ply),
                        expect=1,
                    ),
                    Statement(
                        "DELETE FROM moves WHERE game_id = ? AND ply >= ?", (game_id, from_ply)
                    ),
                ]
            )
        except BatchConflict:
            raise MoveConflict(game_id, to_ply) from None
        await self._changed(game_id)

    async def set_resigned(self, game_id: int, seat: int) -> None:
        """The seat resigned (a computer plays it on); an open end vote is moot and goes."""
        await self._db.batch(
            [
                _resigned(game_id, seat),
                Statement("DELETE FROM end_votes WHERE game_id = ?", (game_id,)),
                Statement("DELETE FROM deadlines WHERE game_id = ? AND kind = 'vote'", (game_id,)),
                touch(game_id),
            ]
        )
        await self._changed(game_id)

    async def close_game(
        self,
        game_id: int,
        status: str,
        result: dict | None = None,
        *,
        in_first_round: bool = False,
        closing: dict | None = None,
        resigned_seat: int | None = None,
    ) -> None:
        """Close a game: finished, resigned, ended or cancelled (`in_first_round`: before its
        first round was over, so it is never rated). Its deadlines and end vote go too.
        `closing`: what the closing post of a game stopped early says, kept until
        `closing_posted` (a restart posts it if the process stopped before). `resigned_seat`:
        the resignation that ends it, in the same transaction."""
        if status in OPEN or status not in STATUSES:
            raise ValueError(f"{status!r} is not a closing status")
        try:
            await self._db.batch(
                [
                    # Only an open game closes, once: a second writer gets GameClosed.
                    Statement(
                        "UPDATE games SET status = ?, result = ?, updated_at = ?, "
                        "turn_user_id = NULL, ended_in_first_round = ?, unposted_closing = ? "
                        "WHERE id = ? AND status IN ('lobby', 'active')",
                        (
                            status,
                            None if result is None else json.dumps(result),
                            now(),
                            int(in_first_round),
                            None if closing is None else json.dumps(closing),
                            game_id,
                        ),
                        expect=1,
                    ),
                    Statement("DELETE FROM deadlines WHERE game_id = ?", (game_id,)),
                    Statement("DELETE FROM end_votes WHERE game_id = ?", (game_id,)),
                    *([_resigned(game_id, resigned_seat)] if resigned_seat is not None else []),
                    *_result_statements(game_id, result),
                ]
            )
        except BatchConflict:
            raise GameClosed(game_id) from None
        await self._changed(game_id)

    async def set_seat_state(self, game_id: int, seat: int, *, away: bool, expiries: int) -> None:
        await self._db.batch(
            [
                Statement(
                    "UPDATE seats SET away = ?, expiries = ? WHERE game_id = ? AND seat = ?",
                    (int(away), expiries, game_id, seat),
                )
            ]
        )
        await self._changed(game_id)

    async def set_turn_user(self, game_id: int, user_id: int | None) -> None:
        """Whom the game waits for (for `/azul games`), NULL when nobody."""
        await self._db.batch(
            [Statement("UPDATE games SET turn_user_id = ? WHERE id = ?", (user_id, game_id))]
        )


def _resigned(game_id: int, seat: int) -> Statement:
    return Statement(
        "UPDATE seats SET resigned = 1 WHERE game_id = ? AND seat = ?", (game_id, seat)
    )


def _seat_statements(game_id: int, seats: list[StoredSeat]) -> list[Statement]:
    """A game's seats replaced by these."""
    return [
        Statement("DELETE FROM seats WHERE game_id = ?", (game_id,)),
        *(
            Statement(
                "INSERT INTO seats (game_id, seat, user_id, level, name, resigned, "
                "away, expiries, pending) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    game_id,
                    s.seat,
                    s.user_id,
                    s.level,
                    s.name,
                    int(s.resigned),
                    int(s.away),
                    s.expiries,
                    int(s.pending),
                ),
            )
            for s in seats
        ),
    ]


def _dumps(snapshot: dict) -> str:
    return json.dumps(snapshot, separators=(",", ":"))


def _result_statements(game_id: int, result: dict | None) -> list[Statement]:
    """A result with places (a game played to the end, or resigned) is kept per seat too."""
    if not result or "places" not in result:
        return []
    return result_statements(game_id, result, result["places"])
