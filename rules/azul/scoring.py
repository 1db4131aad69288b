"""Azul round and game end (shared/rules/azul.md): floor penalties, dealing the next round from the
bag (and the lid), the end-of-game bonuses for rows, columns and colours, and the winners."""

from __future__ import annotations

from ..base import DRAFT, OVER
from . import events as ev
from .moves import COLOURS
from .player import COLOUR_BONUS, COLUMN_BONUS, FLOOR_LOSS, FULL, MARKER, ROW_BONUS
from .state import AzulState


class Scoring(AzulState):
    """`AzulGame`'s round end, dealing and game end: a mixin working on the game's state (see
    `AzulState`)."""

    def _finish_round(self, events: list[ev.Event]) -> None:
        lid = self.lid
        for seat, p in enumerate(self.players):
            loss = FLOOR_LOSS[len(p.floor)]
            for x in p.floor:
                if x != MARKER:
                    lid[x] += 1
            p.floor.clear()
            new = p.score - loss
            if new < 0:
                new = 0
            p.floor_losses += p.score - new
            events.append(ev.FloorScored(seat, p.score - new, new))
            p.score = new
        if self.marker_taker is not None:
            self.start_player = self.marker_taker
        scores = tuple(p.score for p in self.players)
        self.round_scores.append(scores)
        events.append(ev.RoundEnded(self.round, scores))
        if any(m == FULL for p in self.players for m in p.row_mask):
            self._end_game("row", events)
        else:
            self._deal(self.round + 1, events)

    def _deal(self, round_no: int, events: list[ev.Event]) -> None:
        """Fill the factories for round `round_no`; the lid refills the bag only when a tile
        must be drawn from an empty bag. With no tile to deal at all the game ends. Past
        `deal_until` (a search's imagined future, valued at the round's start without a look
        at the factories) the round starts with its factories left empty."""
        bag, lid, log, draws = self.bag, self.lid, self.draw_log, self.draws
        if self.deal_until is not None and round_no > self.deal_until and (any(bag) or any(lid)):
            self._start_round(round_no, 0, False, events)
            return
        total = sum(bag)
        dealt = 0
        refilled = False
        for f in range(1, self.num_factories + 1):
            tiles = self.sources[f]
            for _ in range(4):
                if total == 0:
                    total = sum(lid)
                    if total == 0:
                        break
                    for k in range(5):
                        bag[k] += lid[k]
                        lid[k] = 0
                    refilled = True
                c = draws.draw(bag, total, len(log))
                bag[c] -= 1
                total -= 1
                tiles[c] += 1
                log.append(COLOURS[c])
                dealt += 1
            if total == 0 and not any(lid):
                break
        if dealt == 0:
            self._end_game("no-tiles", events)
            return
        self._start_round(round_no, dealt, refilled, events)

    def _start_round(
        self, round_no: int, dealt: int, refilled: bool, events: list[ev.Event]
    ) -> None:
        self.round = round_no
        self.table_tiles = dealt
        self.marker_in_centre = True
        self.marker_taker = None
        self.phase = DRAFT
        self.turn = self.start_player
        events.append(ev.AzulRoundStarted(round_no, self.start_player, dealt, refilled))

    def _end_game(self, reason: str, events: list[ev.Event]) -> None:
        for p in self.players:
            p.bonus_rows = ROW_BONUS * sum(1 for m in p.row_mask if m == FULL)
            p.bonus_columns = COLUMN_BONUS * sum(1 for m in p.col_mask if m == FULL)
            per_colour = [0] * 5
            for x in p.wall:
                if x >= 0:
                    per_colour[x] += 1
            p.bonus_colours = COLOUR_BONUS * per_colour.count(5)
            p.score += p.bonus_rows + p.bonus_columns + p.bonus_colours
        self._winners = self._rank_winners()
        self.phase = OVER
        self.turn = None
        self.end_reason = reason
        events.append(ev.AzulGameEnded(tuple(self.scores), tuple(self._winners), reason))

    def _rank_winners(self) -> list[int]:
        keys = [(p.score, p.complete_rows()) for p in self.players]
        best = max(keys)
        return [seat for seat, k in enumerate(keys) if k == best]
