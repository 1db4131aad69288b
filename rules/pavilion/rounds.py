"""The Summer Pavilion round cycle: dealing, ending rounds, and the end of the game.

Phase 3 (and set-up) fills the factories from the bag (the tower is poured back in when the bag is
empty; the supply draws from the same bag) under the next round's wild colour, and gives the tiles
kept on the corners back. After round 6, complete stars and each number 1-4 covered on every space
that shows it score their bonuses, and the winners are decided.

`Rounds` is mixed into `game.PavilionGame` and works on its state (`state.PavilionState`).
"""

from __future__ import annotations

from ..base import ACQUIRE, OVER
from . import events as ev
from .geometry import COLOURS, NUM_COLOURS, NUMBER_BONUSES, RING, ROUNDS, STAR_POINTS
from .state import PavilionState

FACTORY_TILES = 4


class Rounds(PavilionState):
    """The round cycle of `PavilionGame`: drawing from the bag, dealing a round, ending it and the
    game."""

    def _draw(self) -> tuple[int, bool]:
        """One tile from the bag (the tower is poured in first when the bag is empty): its colour,
        or -1 when bag and tower are both empty; and whether the tower was poured."""
        bag = self.bag
        total = sum(bag)
        poured = False
        if total == 0:
            tower = self.tower
            total = sum(tower)
            if total == 0:
                return -1, False
            for c in range(NUM_COLOURS):
                bag[c] += tower[c]
                tower[c] = 0
            poured = True
        log = self.draw_log
        c = self.draws.draw(bag, total, len(log))
        bag[c] -= 1
        log.append(COLOURS[c])
        return c, poured

    def _start_round(self, round_no: int, events: list[ev.Event]) -> None:
        """Phase 3 (and set-up): fill the factories, marker to the centre, corner tiles back to
        the hand; the start player acquires first."""
        self.round = round_no
        dealt = 0
        poured = False
        for f in range(1, self.num_factories + 1):
            tiles = self.sources[f]
            for _ in range(FACTORY_TILES):
                c, from_tower = self._draw()
                if c < 0:
                    break
                poured |= from_tower
                tiles[c] += 1
                dealt += 1
        self.table_tiles = dealt
        self.marker_holder = None
        returned = []
        for p in self.players:
            returned.append(tuple(p.corner))
            if any(p.corner):
                for c in range(NUM_COLOURS):
                    p.hand[c] += p.corner[c]
                p.corner = [0] * NUM_COLOURS
            p.passed = False
        self.phase = ACQUIRE
        self.turn = self.start_player
        events.append(
            ev.PavilionRoundStarted(
                round_no, round_no - 1, self.start_player, dealt, poured, tuple(returned)
            )
        )
        if dealt == 0:  # nothing to acquire: straight to placing
            self._start_play(events)

    def _end_round(self, events: list[ev.Event]) -> None:
        scores = tuple(p.score for p in self.players)
        self.round_scores.append(scores)
        events.append(ev.RoundEnded(self.round, scores))
        if self.round == ROUNDS:
            self._end_game(events)
        else:
            self._start_round(self.round + 1, events)

    def _end_game(self, events: list[ev.Event]) -> None:
        numbers = NUMBER_BONUSES[self.grey]
        for p in self.players:
            stars = 0
            for star in range(7):
                if p.covered >> (star * RING) & 0x3F == 0x3F:
                    stars += STAR_POINTS[p.star_kind[star]]
            p.star_bonus = stars
            p.number_bonus = sum(pts for _, mask, pts in numbers if p.covered & mask == mask)
            p.score += p.star_bonus + p.number_bonus
        best = max(self.scores)
        self._winners = [seat for seat, s in enumerate(self.scores) if s == best]
        self.phase = OVER
        self.turn = None
        events.append(
            ev.PavilionGameEnded(
                tuple(self.scores),
                tuple(self._winners),
                tuple(p.star_bonus for p in self.players),
                tuple(p.number_bonus for p in self.players),
            )
        )
