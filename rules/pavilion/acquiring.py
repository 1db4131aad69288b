"""Phase 1 of a Summer Pavilion round: acquiring tiles from the factories and the centre.

A player takes every tile of one colour from a source, plus one tile of the round's wild colour if
it holds any (a wild tile is taken alone only when nothing else is there); the rest of a factory
goes to the centre. The first to take from the centre takes the first-player marker and loses a
point per tile taken. When the table is empty, phase 2 starts with the marker's holder (or, if
nobody took from the centre, the round's start player).

`Acquiring` is mixed into `game.PavilionGame` and works on its state (`state.PavilionState`).
"""

from __future__ import annotations

from ..base import ACQUIRE, PLAY
from ..errors import IllegalMove
from . import events as ev
from .geometry import COLOUR_NAMES, COLOURS, NUM_COLOURS
from .moves import ACQUIRES, NO_TILES, Acquire
from .state import PavilionState


class Acquiring(PavilionState):
    """Phase 1 moves of `PavilionGame`: `_acquire`, and `_start_play` when the table is empty."""

    def _acquire(self, move: Acquire, events: list[ev.Event]) -> Acquire:
        if self.phase != ACQUIRE:
            raise IllegalMove(
                "tiles are taken in phase 1, which is over: place a tile or pass",
                "pavilion.acquire_over",
            )
        s, c = move.source, move.colour
        if not 0 <= c < NUM_COLOURS:
            raise IllegalMove(
                f"{move!r} names no tile colour", "pavilion.bad_colour", move=repr(move)
            )
        self._check_factory(s)
        tiles = self.sources[s]
        if tiles[c] == 0:
            raise self._source_refusal(s, COLOURS[c], COLOUR_NAMES[c])
        wild = self.round - 1
        if c == wild:
            if any(tiles[k] for k in range(NUM_COLOURS) if k != wild):
                name = COLOUR_NAMES[wild]
                where = "the centre" if s == 0 else f"factory {s}"
                raise IllegalMove(
                    f"{name} is this round's wild colour: take another colour from {where}, and "
                    f"one {name} tile comes along",
                    "pavilion.wild_alone",
                    colour=COLOURS[wild],
                    source=s,
                )
            count, wilds = 1, 0
        else:
            count = tiles[c]
            wilds = 1 if tiles[wild] else 0
        seat = self.turn
        assert seat is not None  # the game is on: somebody is to act
        p = self.players[seat]
        tiles[c] -= count
        tiles[wild] -= wilds
        p.hand[c] += count
        p.hand[wild] += wilds
        to_centre: tuple[int, ...] = NO_TILES
        took_marker = False
        loss = 0
        if s:
            to_centre = tuple(tiles)
            centre = self.sources[0]
            for k in range(NUM_COLOURS):
                centre[k] += tiles[k]  # still on the table: table_tiles is unchanged
                tiles[k] = 0
        elif self.marker_holder is None:
            took_marker = True
            self.marker_holder = seat
            loss = count + wilds
            if loss > p.score - 1:
                loss = p.score - 1
            p.score -= loss
            p.first_player_loss += loss
        self.table_tiles -= count + wilds
        events.append(
            ev.TilesAcquired(seat, s, c, count, wilds, to_centre, took_marker, loss, p.score)
        )
        if self.table_tiles == 0:
            self._start_play(events)
        else:
            self.turn = (seat + 1) % len(self.players)
        return ACQUIRES[s][c]

    def _start_play(self, events: list[ev.Event]) -> None:
        # Convention: if nobody took from the centre, the round's start player keeps the role.
        if self.marker_holder is not None:
            self.start_player = self.marker_holder
        self.phase = PLAY
        self.turn = self.start_player
        events.append(ev.PlayStarted(self.round, self.start_player))
