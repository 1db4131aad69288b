"""Moves: a person's, a computer's, a forced one; each played on a copy and committed before the
table changes; taking back; a finished game's rating."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

import rules

from ..i18n.errors import StaleTurn, UserError
from ..i18n.names import shown
from ..i18n.reasons import reason
from ..store.drivers import Unavailable
from ..store.ratings import places
from ..store.rows import (
    MoveConflict,
)
from .checks import require_running
from .computer import DEFAULT_LEVEL, move_seed
from .table import MoveOutcome, Table
from .tables import Tables

if TYPE_CHECKING:
    from rules.editions import Event

log = logging.getLogger(__name__)


class Moves(Tables):
    """Playing and taking back moves, under the game's lock."""

    def check_turn(self, table: Table, user_id: int, ply: int | None = None) -> int:
        """The seat of `user_id` if it may move now (fast checks before deferring)."""
        require_running(table)
        if ply is not None and ply != table.ply:
            by_you = ply == table.ply - 1 and table.last_actor_id == user_id
            raise StaleTurn(table.id, table.ply, by_you=by_you)
        seat = table.seat_of(user_id)
        assert table.game is not None and table.game.turn is not None  # running: someone's turn
        turn = table.game.turn
        if seat is None:
            raise UserError("error.not_your_turn_spectator", name=shown(table.seats[turn].name))
        if table.seats[seat].resigned:
            raise UserError("error.resigned")
        if seat != turn:
            raise UserError("error.not_your_turn", name=shown(table.seats[turn].name))
        return seat

    async def play(
        self, table: Table, *, user_id: int, notation: str, ply: int | None = None
    ) -> MoveOutcome:
        """A person's move. Committed to the database before this returns."""
        seat = self.check_turn(table, user_id, ply)
        outcome = await self._apply(table, seat, notation, actor_id=user_id, automatic=False)
        if table.seats[seat].expiries:  # they are here: the count of timed-out turns restarts
            await self._set_seat_state(table, seat, away=False, expiries=0)
        return outcome

    def canonical_move(self, table: Table, notation: str) -> str:
        """The engine's spelling of a legal move, or the UserError saying why it is not one
        (nothing is played)."""
        require_running(table)
        assert table.game is not None  # running
        game, _ = _played_on_copy(table.game, table.game.turn, notation)
        return str(game.history[-1])

    def automatic_turn(self, table: Table) -> bool:
        """Whether the next move is made without asking anyone (computer, resigned, forced)."""
        seat = table.to_act
        if seat is None:
            return False
        assert table.game is not None  # someone is to act
        return table.seats[seat].automatic or len(table.game.legal_moves()) == 1

    async def play_forced(self, table: Table) -> MoveOutcome | None:
        """Play the next move if it is the only legal one (whoever's seat it is); None
        otherwise."""
        seat = table.to_act
        if seat is None:
            return None
        assert table.game is not None  # someone is to act
        legal = table.game.legal_moves()
        if len(legal) != 1:
            return None
        return await self._apply(table, seat, str(legal[0]), None, automatic=True, forced=True)

    async def play_automatic(self, table: Table) -> MoveOutcome | None:
        """Make the next move if no person has to choose it; None otherwise."""
        forced = await self.play_forced(table)
        if forced is not None:
            return forced
        seat = table.to_act
        if seat is None or not table.seats[seat].automatic:
            return None
        player = table.seats[seat]
        # A person's seat (resigned, or away) is played at the level the timer uses.
        level = player.level or (table.timer_level if player.user_id else None) or DEFAULT_LEVEL
        return await self._apply(table, seat, await self._think(table, level), None, automatic=True)

    async def _think(self, table: Table, level: str) -> str:
        """The move a computer of `level` chooses for the player to act (on a copy: thinking
        threads never see the live object)."""
        seed = move_seed(table.seed, table.ply)
        assert table.game is not None, "a move in a game that has started"
        return await self.computer.choose(table.game.copy(), level, seed)

    async def _apply(
        self,
        table: Table,
        seat: int,
        notation: str,
        actor_id: int | None,
        *,
        automatic: bool,
        forced: bool = False,
        by_timer: bool = False,
    ) -> MoveOutcome:
        assert table.lock.locked(), "moves are applied under the game's lock"
        ply = table.ply
        # Play on a copy: if the engine refuses or the commit fails, the table is untouched.
        assert table.game is not None, "a move in a game that has started"
        game, events = _played_on_copy(table.game, seat, notation)
        written = str(game.history[-1])  # the engine's canonical spelling
        finished = game.is_over
        result = _result(game, [s.resigned for s in table.seats]) if finished else None
        try:
            await self.store.append_move(
                table.id,
                ply=ply,
                seat=seat,
                notation=written,
                actor_id=actor_id,
                snapshot=game.to_dict(),
                status="finished" if finished else "active",
                result=result,
                by_timer=by_timer,
            )
        except Unavailable as exc:
            log.error("game %s: move %s at ply %s not saved: %s", table.id, written, ply, exc)
            raise UserError("error.move_not_saved") from None
        except MoveConflict:
            # Another process moved this game first: ours is not kept, and the copy held here
            # is out of date, so it is dropped and read again from the database when next used.
            self._unregister(table)
            raise StaleTurn(table.id, ply) from None
        table.game = game
        table.last_actor_id = actor_id
        if finished:
            table.status = "finished"
            table.result = result
            self._unregister(table)
            await self.rate(table.id)
        return MoveOutcome(
            table, seat, written, list(events), ply, actor_id, automatic, forced, finished, by_timer
        )

    async def take_back(self, table: Table, user_id: int) -> int:
        """Undo the caller's latest move and the automatic moves after it (computer players,
        forced moves); returns how many moves were taken back. Refused once another person has
        moved since, or once tiles were drawn (a deal, a bonus refill): they would show what the
        bag holds."""
        assert table.lock.locked(), "moves are taken back under the game's lock"
        require_running(table)
        if table.seat_of(user_id) is None:
            raise UserError("error.not_a_player")
        last = await self.store.last_person_move(table.id)
        if last is None:
            raise UserError("error.undo_nothing")
        ply, actor = last
        if actor != user_id:
            seat = table.seat_of(actor)
            name = table.seats[seat].name if seat is not None else "?"
            raise UserError("error.undo_not_last", name=shown(name))
        game = rules.new_game(table.edition, table.names, table.side, table.seed)
        assert table.game is not None  # running
        for move in table.game.history[:ply]:
            game.play(move)
        if len(game.draw_log) != len(table.game.draw_log):
            raise UserError("error.undo_after_draw")
        taken = table.ply - ply
        try:
            await self.store.take_back(
                table.id, from_ply=ply, to_ply=table.ply, snapshot=game.to_dict()
            )
        except MoveConflict:  # another writer moved the game: ours is out of date
            self._unregister(table)
            raise StaleTurn(table.id, table.ply) from None
        table.game = game
        table.last_actor_id = None
        return taken

    async def rate(self, game_id: int) -> None:
        """A game with a result goes into its players' ratings. A failure here never undoes the
        game's end: the game stays unrated, and the next start-up rates it (`catch_up`)."""
        try:
            await self.store.results.rate_game(game_id)
        except Exception:
            log.exception("game %s: not rated now; it will be at the next start", game_id)

    async def _set_seat_state(self, table: Table, seat: int, *, away: bool, expiries: int):
        await self.store.set_seat_state(table.id, seat, away=away, expiries=expiries)
        table.seats[seat].away = away
        table.seats[seat].expiries = expiries


def _copy(game: rules.BaseGame) -> rules.BaseGame:
    copy = getattr(game, "copy", None)
    return copy() if callable(copy) else rules.load_state(game.to_dict())


def _played_on_copy(
    game: rules.BaseGame, seat: int | None, notation: str
) -> tuple[rules.BaseGame, Sequence[Event]]:
    """A copy of `game` after `notation` by `seat`, with its events; the engine's refusal as
    a UserError (the original is never touched)."""
    copy = _copy(game)
    try:
        events = copy.play(notation, player=seat)
    except rules.IllegalMove as exc:
        raise UserError("error.illegal", reason=reason(exc)) from None
    return copy, events


def _result(game: rules.BaseGame, resigned: list[bool]) -> dict:
    """A game played to its end; whoever resigned on the way (a computer finished for them)
    is placed after everyone who played on."""
    scores, winners = list(game.scores), list(game.winners)
    seat_places = places(scores, winners, resigned)
    return {"reason": "finished", "scores": scores, "winners": winners, "places": seat_places}
