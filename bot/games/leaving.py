"""Leaving a running game: resigning, ending it (or asking the others to agree, in a rated game),
a deleted channel, a game nobody plays any more."""

from __future__ import annotations

import logging

from ..i18n.errors import UserError
from ..i18n.names import shown
from ..store.ratings import places
from .checks import in_first_round, require_running
from .moves import Moves
from .table import Closing, Table, past_first_round

log = logging.getLogger(__name__)


class Leaving(Moves):
    """Resign, end, abandon, and the jammed games that stop by themselves."""

    async def resign(self, table: Table, user_id: int, *, by_name: str) -> Closing | None:
        """The seat resigns. With fewer than two people left the game ends (returned);
        otherwise a computer plays the seat from now on (None)."""
        require_running(table)
        seat = table.seat_of(user_id)
        if seat is None:
            raise UserError("error.not_a_player")
        if table.seats[seat].resigned:
            raise UserError("error.resigned")
        resigned = [s.resigned or i == seat for i, s in enumerate(table.seats)]
        people_left = [
            s for s, out in zip(table.seats, resigned, strict=True) if not s.is_computer and not out
        ]
        if len(people_left) >= 2:
            # An open end vote is moot (its requester is out, or one of those it asks): it
            # goes with the resignation, in one transaction.
            await self.store.set_resigned(table.id, seat)
            table.seats[seat].resigned = True
            return None
        standing = [i for i, out in enumerate(resigned) if not out]
        assert table.game is not None  # running
        scores = table.game.scores
        best = max((scores[i] for i in standing), default=0)
        winners = [i for i in standing if scores[i] == best]
        seat_places = places(scores, winners, resigned)
        result = {"reason": "resigned", "scores": scores, "winners": winners, "places": seat_places}
        # The resignation and the end it brings, in one transaction: a crash between the two
        # left a game going on with one person in it, later rated as if nobody had resigned.
        await self._close_in_store(
            table,
            "resigned",
            result,
            in_first_round=in_first_round(table),
            posted_by=by_name,
            winners=winners,
            resigned_seat=seat,
        )
        table.seats[seat].resigned = True
        table.result = result
        closing = self._close(table, "resigned", by_name, winners)
        await self.rate(table.id)
        return closing

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
        require_running(table)
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
        await self._close_in_store(
            table,
            status,
            result,
            in_first_round=in_first_round(table),
            posted_by=by_name if status == "ended" else None,  # a lobby only loses its buttons
        )
        table.result = result
        return self._close(table, status, by_name)

    def check_hint(self, table: Table) -> None:
        """Hints are a computer's help: not in a rated game."""
        if table.rated:
            raise UserError("error.hint_rated")

    async def abandon(self, table: Table) -> Closing:
        """The game's channel or thread was deleted: with nowhere to play, it ends (a lobby is
        cancelled), unrated, its moves kept."""
        status = "cancelled" if table.status == "lobby" else "ended"
        result = {"reason": "channel_deleted"}
        await self._close_in_store(table, status, result, in_first_round=in_first_round(table))
        table.result = result
        return self._close(table, status, "")

    async def stop_at_deadline(self, table: Table) -> Closing:
        """A tournament round's deadline passed with this game still open: it ends, decided by
        the scores as they stand (the tournament places its players by them), unrated."""
        assert table.game is not None, "a tournament's game has started"
        result = {"reason": "deadline", "scores": list(table.game.scores)}
        await self._close_in_store(
            table, "ended", result, in_first_round=in_first_round(table), posted_by=""
        )
        table.result = result
        return self._close(table, "ended", "")

    async def call_off(self, table: Table, reason: str) -> Closing:
        """A started game called off before anyone played (a tournament round paired again):
        cancelled, as if it never was (no result, never rated, not in the history)."""
        result = {"reason": reason}
        await self._close_in_store(table, "cancelled", result, in_first_round=True)
        table.result = result
        return self._close(table, "cancelled", "")

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
        assert table.game is not None, "a jammed game has started"
        result = {"reason": "jammed", "round": table.game.round}
        await self._close_in_store(table, "ended", result, posted_by="")
        table.result = result
        return self._close(table, "ended", "")
