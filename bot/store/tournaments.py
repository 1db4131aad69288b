"""Tournaments as rows: the event, its players, its tables round by round (a table of one player
is a bye), and which tournament and round each of its games belongs to."""

from __future__ import annotations

import json
from collections.abc import Iterable

from .drivers import Database, Row, Statement
from .rows import StoredTournament, TournamentPlayer, TournamentTable
from .sql import now, spaced_ids

OPEN_TOURNAMENT = ("signup", "checkin", "running")
_COLUMNS = (
    "id, guild_id, channel_id, organiser_id, name, edition, side, format, table_size, rounds, "
    "turn_timer, rated, locale, status, paused, round, signup_closes_at, checkin_closes_at, "
    "round_deadline, message_id, checkin_called"
)


def _tournament(r: Row) -> StoredTournament:
    return StoredTournament(
        int(r[0]), int(r[1]), int(r[2]), int(r[3]), str(r[4]), str(r[5]), str(r[6]), str(r[7]),
        int(r[8]), int(r[9]), int(r[10]), bool(r[11]), str(r[12]), str(r[13]), bool(r[14]),
        int(r[15]), float(r[16]), None if r[17] is None else float(r[17]),
        None if r[18] is None else float(r[18]), None if r[19] is None else int(r[19]),
        bool(r[20]),
    )  # fmt: skip


def _ints(text: str | None) -> tuple[int, ...] | None:
    return None if text is None else tuple(int(i) for i in str(text).split())


def _table(r: Row | tuple) -> TournamentTable:
    return TournamentTable(
        int(r[0]),
        int(r[1]),
        _ints(r[2]) or (),
        None if r[3] is None else int(r[3]),
        _ints(r[4]),
        _ints(r[5]),
        bool(r[6]),
    )


class Tournaments:
    """`store.tournaments`."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        organiser_id: int,
        name: str,
        edition: str,
        side: str,
        format: str,
        table_size: int,
        rounds: int,
        turn_timer: int,
        rated: bool,
        locale: str,
        signup_closes_at: float,
    ) -> int:
        [result] = await self._db.batch(
            [
                Statement(
                    "INSERT INTO tournaments (guild_id, channel_id, organiser_id, name, edition, "
                    "side, format, table_size, rounds, turn_timer, rated, locale, status, "
                    "signup_closes_at, created_at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'signup', ?, ?) RETURNING id",
                    (
                        guild_id,
                        channel_id,
                        organiser_id,
                        name,
                        edition,
                        side,
                        format,
                        table_size,
                        rounds,
                        turn_timer,
                        int(rated),
                        locale,
                        float(signup_closes_at),
                        now(),
                    ),
                    rows=True,
                )
            ]
        )
        return int(result.rows[0][0])

    async def get(self, tournament_id: int) -> StoredTournament | None:
        rows = await self._db.query(
            f"SELECT {_COLUMNS} FROM tournaments WHERE id = ?", tournament_id
        )
        return _tournament(rows[0]) if rows else None

    async def open_ones(self, guild_id: int | None = None) -> list[StoredTournament]:
        """Tournaments not over (of one server, or of all), oldest first."""
        marks = ", ".join("?" for _ in OPEN_TOURNAMENT)
        where = f"status IN ({marks})"
        args: list[object] = list(OPEN_TOURNAMENT)
        if guild_id is not None:
            where += " AND guild_id = ?"
            args.append(guild_id)
        rows = await self._db.query(
            f"SELECT {_COLUMNS} FROM tournaments WHERE {where} ORDER BY id", *args
        )
        return [_tournament(r) for r in rows]

    async def latest(self, guild_id: int) -> list[StoredTournament]:
        """A server's tournaments, newest first (the last 25)."""
        rows = await self._db.query(
            f"SELECT {_COLUMNS} FROM tournaments WHERE guild_id = ? ORDER BY id DESC LIMIT 25",
            guild_id,
        )
        return [_tournament(r) for r in rows]

    async def update(self, tournament_id: int, **fields: object) -> None:
        """Set columns of the tournament's row (names from the schema, never from people)."""
        allowed = {
            "status", "paused", "round", "rounds", "checkin_closes_at", "round_deadline",
            "message_id", "signup_closes_at", "checkin_called",
        }  # fmt: skip
        assert set(fields) <= allowed, set(fields) - allowed
        sets = ", ".join(f"{k} = ?" for k in fields)
        values = [int(v) if isinstance(v, bool) else v for v in fields.values()]
        await self._db.batch(
            [Statement(f"UPDATE tournaments SET {sets} WHERE id = ?", (*values, tournament_id))]
        )

    # -- players ----------------------------------------------------------------------------

    async def players(self, tournament_id: int) -> list[TournamentPlayer]:
        rows = await self._db.query(
            "SELECT user_id, name, rating, checked_in, withdrawn, computer "
            "FROM tournament_players WHERE tournament_id = ? ORDER BY signed_at, user_id",
            tournament_id,
        )
        return [
            TournamentPlayer(int(r[0]), str(r[1]), float(r[2]), bool(r[3]), bool(r[4]), r[5])
            for r in rows
        ]

    async def add_player(self, tournament_id: int, player: TournamentPlayer) -> bool:
        """Sign a person up (again, if they had withdrawn); False if they are signed up."""
        [result] = await self._db.batch(
            [
                Statement(
                    "INSERT INTO tournament_players (tournament_id, user_id, name, rating, "
                    "checked_in, withdrawn, signed_at) VALUES (?, ?, ?, ?, ?, 0, ?) "
                    "ON CONFLICT (tournament_id, user_id) DO UPDATE SET withdrawn = 0, "
                    "name = excluded.name, checked_in = excluded.checked_in "
                    "WHERE tournament_players.withdrawn = 1",
                    (
                        tournament_id,
                        player.user_id,
                        player.name,
                        float(player.rating),
                        int(player.checked_in),
                        now(),
                    ),
                )
            ]
        )
        return result.changed > 0

    async def set_player(self, tournament_id: int, user_id: int, **fields: object) -> bool:
        """Set `checked_in`, `withdrawn`, `computer` or `rating` of a player; False if the
        person is not signed up."""
        allowed = {"checked_in", "withdrawn", "computer", "rating"}
        assert set(fields) <= allowed, set(fields) - allowed
        sets = ", ".join(f"{k} = ?" for k in fields)
        values = [int(v) if isinstance(v, bool) else v for v in fields.values()]
        [result] = await self._db.batch(
            [
                Statement(
                    f"UPDATE tournament_players SET {sets} WHERE tournament_id = ? AND user_id = ?",
                    (*values, tournament_id, user_id),
                )
            ]
        )
        return result.changed > 0

    async def drop_unchecked(self, tournament_id: int) -> None:
        """Those who did not check in are withdrawn (the check-in closed)."""
        await self._db.batch(
            [
                Statement(
                    "UPDATE tournament_players SET withdrawn = 1 "
                    "WHERE tournament_id = ? AND checked_in = 0",
                    (tournament_id,),
                )
            ]
        )

    # -- tables -----------------------------------------------------------------------------

    async def add_round(
        self,
        tournament_id: int,
        round_no: int,
        tables: Iterable[tuple[int, ...]],
        *,
        start_rounds: int | None = None,
    ) -> None:
        """A round's tables (a table of one: a bye), numbered in order, and the tournament's
        round set to it, in one transaction; a round paired again replaces its tables.
        `start_rounds`: the first round, and the tournament running with that many rounds."""
        start = []
        if start_rounds is not None:
            start.append(
                Statement(
                    "UPDATE tournaments SET status = 'running', rounds = ? WHERE id = ?",
                    (start_rounds, tournament_id),
                )
            )
        statements = [
            *start,
            Statement(
                "DELETE FROM tournament_tables WHERE tournament_id = ? AND round = ?",
                (tournament_id, round_no),
            ),
            *(
                Statement(
                    "INSERT INTO tournament_tables (tournament_id, round, table_no, players) "
                    "VALUES (?, ?, ?, ?)",
                    (tournament_id, round_no, number, spaced_ids(players)),
                )
                for number, players in enumerate(tables, start=1)
            ),
            Statement(
                "UPDATE tournaments SET round = ?, round_deadline = NULL WHERE id = ?",
                (round_no, tournament_id),
            ),
        ]
        await self._db.batch(statements)

    async def tables(
        self, tournament_id: int, round_no: int | None = None
    ) -> list[TournamentTable]:
        """The tables of one round, or of every round, in order."""
        where, args = "tournament_id = ?", [tournament_id]
        if round_no is not None:
            where += " AND round = ?"
            args.append(round_no)
        rows = await self._db.query(
            "SELECT round, table_no, players, game_id, scores, places, adjudicated "
            f"FROM tournament_tables WHERE {where} ORDER BY round, table_no",
            *args,
        )
        return [_table(r) for r in rows]

    async def table_of_game(self, game_id: int) -> tuple[int, TournamentTable] | None:
        """(tournament id, table) of a tournament's game; None for any other game."""
        rows = await self._db.query(
            "SELECT tournament_id, round, table_no, players, game_id, scores, places, "
            "adjudicated FROM tournament_tables WHERE game_id = ?",
            game_id,
        )
        return (int(rows[0][0]), _table(tuple(rows[0])[1:])) if rows else None

    async def game_status(self, game_id: int) -> str:
        """A game's status ("missing" for none such): one small read, no snapshot."""
        rows = await self._db.query("SELECT status FROM games WHERE id = ?", game_id)
        return str(rows[0][0]) if rows else "missing"

    async def set_result(
        self,
        tournament_id: int,
        round_no: int,
        table_no: int,
        scores: tuple[int, ...],
        places: tuple[int, ...],
        *,
        adjudicated: bool = False,
    ) -> bool:
        """A table's result, once: False if it had one already (a repeat is harmless)."""
        [result] = await self._db.batch(
            [
                Statement(
                    "UPDATE tournament_tables SET scores = ?, places = ?, adjudicated = ? "
                    "WHERE tournament_id = ? AND round = ? AND table_no = ? AND places IS NULL",
                    (
                        spaced_ids(scores),
                        spaced_ids(places),
                        int(adjudicated),
                        tournament_id,
                        round_no,
                        table_no,
                    ),
                )
            ]
        )
        return result.changed > 0

    async def organiser_role(self, guild_id: int) -> int | None:
        """The role a server named whose members may open tournaments (besides Manage Server)."""
        rows = await self._db.query(
            "SELECT tournament_role FROM server_settings WHERE guild_id = ?", guild_id
        )
        return None if not rows or rows[0][0] is None else int(rows[0][0])

    async def set_organiser_role(self, guild_id: int, role_id: int | None) -> None:
        await self._db.batch(
            [
                Statement(
                    "INSERT INTO server_settings (guild_id, tournament_role) VALUES (?, ?) "
                    "ON CONFLICT (guild_id) DO UPDATE SET "
                    "tournament_role = excluded.tournament_role",
                    (guild_id, role_id),
                )
            ]
        )

    async def of_game(self, game_id: int) -> tuple[str, int] | None:
        """(tournament name, round) of a tournament's game; None for any other game."""
        rows = await self._db.query(
            "SELECT t.name, g.tournament_round FROM games g "
            "JOIN tournaments t ON t.id = g.tournament_id WHERE g.id = ?",
            game_id,
        )
        return (str(rows[0][0]), int(rows[0][1])) if rows else None

    async def people_moved(self, game_ids: list[int]) -> int:
        """How many moves people (not computers, not forced) made in these games."""
        if not game_ids:
            return 0
        marks = ", ".join("?" for _ in game_ids)
        rows = await self._db.query(
            f"SELECT COUNT(*) FROM moves WHERE game_id IN ({marks}) AND actor_id IS NOT NULL",
            *game_ids,
        )
        return int(rows[0][0])

    async def rating(self, scope: int, edition: str, user_id: int) -> float | None:
        """A person's shown rating in an edition and scope (a server's id), if they have one."""
        rows = await self._db.query(
            "SELECT rating FROM ratings WHERE scope = ? AND edition = ? AND player = ?",
            scope,
            edition,
            f"u:{user_id}",
        )
        return float(rows[0][0]) if rows else None

    async def game_outcome(self, game_id: int) -> tuple[str, dict | None, dict | None]:
        """(status, result, snapshot) of a game: what a tournament reads of its table's game."""
        rows = await self._db.query(
            "SELECT status, result, snapshot FROM games WHERE id = ?", game_id
        )
        if not rows:
            return "missing", None, None
        status, result, snapshot = rows[0]
        return (
            str(status),
            None if result is None else json.loads(result),
            None if snapshot is None else json.loads(snapshot),
        )
