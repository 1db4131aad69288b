"""Turn timers: the deadlines of a turn, a computer playing a turn whose time ran out, and the
seat handed to a computer after it ran out twice (until the person is back)."""

from __future__ import annotations

import logging

from ..i18n.errors import UserError
from ..store.rows import (
    Deadline,
)
from .checks import require_running
from .computer import DEFAULT_LEVEL
from .moves import Moves
from .table import MoveOutcome, Table

log = logging.getLogger(__name__)


AWAY_AFTER = 2  # turns in a row that run out of time before a computer takes the seat


REMINDER_FROM = 60  # timers shorter than this (seconds) get no half-time reminder


class TurnTimers(Moves):
    """What happens when a turn's time runs out."""

    async def come_back(self, table: Table, user_id: int) -> bool:
        """A person a computer stood in for takes their seat back; False if it was not away."""
        require_running(table)
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
