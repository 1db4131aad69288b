"""Deadlines (what must happen at a time: a turn's reminder and expiry, a lobby to close, a
thread to archive, an end vote to count) and end votes, as rows."""

from __future__ import annotations

from .drivers import (
    Database,
    Statement,
    UniqueViolation,
)
from .rows import (
    Deadline,
    EndVote,
)
from .sql import Shards, deadline_row, deadline_statement, in_shards, spaced_ids


class DeadlineRows:
    """The store's deadlines and end votes."""

    _db: Database

    async def set_deadlines(
        self, game_id: int, deadlines: list[Deadline], *, clear: tuple[str, ...] = ()
    ) -> None:
        """Set (replace) `deadlines` of a game and drop its deadlines of the kinds in `clear`,
        in one transaction."""
        await self._db.batch(
            [
                *(
                    Statement("DELETE FROM deadlines WHERE game_id = ? AND kind = ?", (game_id, k))
                    for k in clear
                ),
                *(deadline_statement(d) for d in deadlines),
            ]
        )

    async def due_deadlines(
        self, now: float, limit: int = 100, *, shards: Shards | None = None
    ) -> list[Deadline]:
        """Deadlines due by `now`, earliest first; with `shards`, only those of games in the
        guilds of these shards (the others belong to other processes)."""
        where, args = in_shards(shards)
        rows = await self._db.query(
            "SELECT d.game_id, d.kind, d.ply, d.due_at FROM deadlines d "
            f"JOIN games g ON g.id = d.game_id WHERE d.due_at <= ?{where} "
            "ORDER BY d.due_at LIMIT ?",
            float(now),
            *args,
            limit,
        )
        return [deadline_row(r) for r in rows]

    async def next_deadline(self, *, shards: Shards | None = None) -> float | None:
        where, args = in_shards(shards)
        rows = await self._db.query(
            "SELECT MIN(d.due_at) FROM deadlines d JOIN games g ON g.id = d.game_id "
            f"WHERE 1 = 1{where}",
            *args,
        )
        due = rows[0][0] if rows else None
        return None if due is None else float(due)

    async def drop_deadline(self, deadline: Deadline) -> bool:
        """Remove `deadline` if it is still the one set (not replaced meanwhile)."""
        [removed] = await self._db.batch(
            [
                Statement(
                    "DELETE FROM deadlines WHERE game_id = ? AND kind = ? AND ply = ? "
                    "AND due_at = ?",
                    (deadline.game_id, deadline.kind, deadline.ply, float(deadline.due_at)),
                )
            ]
        )
        return removed.changed > 0

    async def deadlines(self, game_id: int) -> list[Deadline]:
        rows = await self._db.query(
            "SELECT game_id, kind, ply, due_at FROM deadlines WHERE game_id = ? ORDER BY due_at",
            game_id,
        )
        return [deadline_row(r) for r in rows]

    async def open_end_vote(self, vote: EndVote, ply: int) -> bool:
        """Store a new end vote with its deadline (kind `vote`); False if the game has one open
        already (the database refuses a second: one row per game)."""
        try:
            await self._db.batch(
                [
                    Statement(
                        "INSERT INTO end_votes (game_id, requester, voters, agreed, due_at) "
                        "VALUES (?, ?, ?, '', ?)",
                        (vote.game_id, vote.requester, spaced_ids(vote.voters), float(vote.due_at)),
                    ),
                    deadline_statement(Deadline(vote.game_id, "vote", ply, vote.due_at)),
                ]
            )
        except UniqueViolation:
            return False
        return True

    async def end_vote(self, game_id: int) -> EndVote | None:
        rows = await self._db.query(
            "SELECT game_id, requester, voters, agreed, due_at, message_id FROM end_votes "
            "WHERE game_id = ?",
            game_id,
        )
        if not rows:
            return None
        r = rows[0]
        return EndVote(
            int(r[0]),
            int(r[1]),
            tuple(int(i) for i in str(r[2]).split()),
            tuple(int(i) for i in str(r[3]).split()),
            float(r[4]),
            None if r[5] is None else int(r[5]),
        )

    async def set_end_vote(self, vote: EndVote) -> None:
        """Keep who agreed so far and the vote's message."""
        await self._db.batch(
            [
                Statement(
                    "UPDATE end_votes SET agreed = ?, message_id = ? WHERE game_id = ?",
                    (spaced_ids(vote.agreed), vote.message_id, vote.game_id),
                )
            ]
        )

    async def drop_end_vote(self, game_id: int) -> None:
        """The vote is over (answered, timed out, or moot): it and its deadline go."""
        await self._db.batch(
            [
                Statement("DELETE FROM end_votes WHERE game_id = ?", (game_id,)),
                Statement("DELETE FROM deadlines WHERE game_id = ? AND kind = 'vote'", (game_id,)),
            ]
        )
