"""Ending a rated game by agreement: a player's `/azul end` asks the other people; all agree and
it ends unrated, anyone refuses or time runs out and it counts as the requester resigning."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from ..i18n.errors import UserError
from ..store.rows import (
    EndVote,
)
from .checks import in_first_round, require_running
from .leaving import Leaving
from .table import Closing, Table

log = logging.getLogger(__name__)


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


class EndVotes(Leaving):
    """The end vote of a rated game."""

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
        require_running(table)
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
            table.id,
            "ended",
            result,
            in_first_round=in_first_round(table),
            closing=Closing.kept(requester, []),
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
