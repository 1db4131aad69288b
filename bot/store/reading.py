"""Reading games back: a whole game (its row, seats and moves, in one consistent trip), the open
ones, and what a start-up looks for to pick up where a stopped process left off (a move
committed but never shown, a closing or a lobby never posted, and the mark that such a closing
is out at last)."""

from __future__ import annotations

from .drivers import Connection, Database, Statement, is_row_id
from .rows import StoredGame, StoredSeat


class GameReads:
    """The store's readings of games."""

    _db: Database

    async def get_game(self, game_id: int) -> StoredGame | None:
        """The game with its seats and moves, read consistently in one trip (None for an id
        no game can have: a button's id comes from the client, so it may be anything)."""
        if not is_row_id(game_id):
            return None
        game, seats, moves = await self._db.batch(
            [
                Statement("SELECT * FROM games WHERE id = ?", (game_id,), rows=True),
                Statement(_SEATS, (game_id,), rows=True),
                Statement(_MOVES, (game_id,), rows=True),
            ],
            write=False,
        )
        if not game.rows:
            return None
        return StoredGame.from_row(
            game.rows[0],
            [StoredSeat.from_row(r) for r in seats.rows],
            [str(r[0]) for r in moves.rows],
        )

    async def open_channels(self) -> list[tuple[int, int]]:
        """(channel id, game id) of every open game: all that start-up reads."""
        rows = await self._db.query(
            "SELECT channel_id, id FROM games WHERE status IN ('lobby', 'active')"
        )
        return [(int(r[0]), int(r[1])) for r in rows]

    async def games_to_resume(self) -> list[int]:
        """Running games that may need the bot at start-up: a move committed but not shown,
        or a turn that no person is asked to play (a computer's, or from before turns were
        recorded)."""
        rows = await self._db.query(
            "SELECT id FROM games WHERE status = 'active' AND (turn_user_id IS NULL "
            "OR turn_message_ply IS NULL OR turn_message_ply != snapshot_ply) ORDER BY id"
        )
        return [int(r[0]) for r in rows]

    async def finals_not_shown(self, since: str) -> list[int]:
        """Games ended by a move committed since `since` (an ISO time) whose end was never
        shown: the process stopped between the last move's commit and the final message."""
        rows = await self._db.query(
            "SELECT id FROM games WHERE status = 'finished' AND updated_at >= ? AND "
            "(turn_message_ply IS NULL OR turn_message_ply != snapshot_ply) ORDER BY id",
            since,
        )
        return [int(r[0]) for r in rows]

    async def closing_posted(self, game_id: int) -> None:
        """The closing post of a game stopped early is out."""
        await self._db.batch(
            [Statement("UPDATE games SET unposted_closing = NULL WHERE id = ?", (game_id,))]
        )

    async def closings_not_posted(self, since: str) -> list[int]:
        """Games stopped early since `since` (an ISO time) whose closing post never went out:
        the process stopped between the commit and the post."""
        rows = await self._db.query(
            "SELECT id FROM games WHERE unposted_closing IS NOT NULL AND updated_at >= ? "
            "ORDER BY id",
            since,
        )
        return [int(r[0]) for r in rows]

    async def lobbies_not_posted(self, before: str) -> list[int]:
        """Lobbies opened before `before` (an ISO time) whose post never went out: the process
        stopped between opening the lobby and posting it."""
        rows = await self._db.query(
            "SELECT id FROM games WHERE status = 'lobby' AND lobby_message_id IS NULL "
            "AND created_at < ? ORDER BY id",
            before,
        )
        return [int(r[0]) for r in rows]

    async def open_games(self) -> list[StoredGame]:
        async with self._db.read() as conn:
            rows = await conn.fetch(
                "SELECT * FROM games WHERE status IN ('lobby', 'active') ORDER BY id"
            )
            return [await _complete(conn, row) for row in rows]

    async def latest_game_in_channel(self, channel_id: int) -> StoredGame | None:
        rows = await self._db.query("SELECT MAX(id) FROM games WHERE channel_id = ?", channel_id)
        game_id = rows[0][0] if rows else None
        return None if game_id is None else await self.get_game(int(game_id))

    async def moves(self, game_id: int) -> list[str]:
        return [str(r[0]) for r in await self._db.query(_MOVES, game_id)]


_SEATS = (
    "SELECT seat, user_id, level, name, resigned, away, expiries, pending FROM seats "
    "WHERE game_id = ? ORDER BY seat"
)
_MOVES = "SELECT notation FROM moves WHERE game_id = ? ORDER BY ply"


async def _complete(conn: Connection, row) -> StoredGame:
    game_id = int(row["id"])
    seats = await conn.fetch(_SEATS, game_id)
    moves = await conn.fetch(_MOVES, game_id)
    return StoredGame.from_row(
        row, [StoredSeat.from_row(r) for r in seats], [str(r[0]) for r in moves]
    )
