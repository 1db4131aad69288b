"""Azul drafting (phase A, the factory offer of shared/rules/azul.md): taking all tiles of a colour
from a factory or the centre onto a pattern line or the floor, with the first-player marker."""

from __future__ import annotations

from ..base import DRAFT
from ..errors import IllegalMove
from . import events as ev
from .moves import COLOUR_NAMES, COLOURS, DRAFTS, FLOOR, Draft
from .player import FLOOR_SLOTS, MARKER
from .state import AzulState


class Drafting(AzulState):
    """`AzulGame`'s drafting moves: a mixin working on the game's state (see `AzulState`)."""

    def _draft(self, move: Draft, events: list[ev.Event]) -> Draft:
        if self.phase != DRAFT:
            r = self.wall_cursor[1]
            raise IllegalMove(
                f"the factory offer is over: choose the wall column for pattern line {r + 1} first",
                "azul.choose_column_first",
                line=r + 1,
            )
        s, c, t = move.source, move.colour, move.target
        if not (0 <= c < 5 and 0 <= t <= FLOOR):
            raise IllegalMove(
                f"{move!r} names no colour or target of this game",
                "azul.bad_draft",
                move=repr(move),
            )
        self._check_factory(s)
        tiles = self.sources[s]
        n = tiles[c]
        if n == 0:
            raise self._source_refusal(s, COLOURS[c], COLOUR_NAMES[c])
        seat = self.turn
        assert seat is not None  # the game is on: somebody is to act
        p = self.players[seat]
        if t != FLOOR:
            if p.line_count[t] == t + 1:
                raise IllegalMove(
                    f"pattern line {t + 1} is already full", "azul.line_full", line=t + 1
                )
            if p.line_count[t] and p.line_colour[t] != c:
                held = COLOUR_NAMES[p.line_colour[t]]
                raise IllegalMove(
                    f"pattern line {t + 1} already holds {held} tiles",
                    "azul.line_other_colour",
                    line=t + 1,
                    colour=COLOURS[p.line_colour[t]],
                )
            if p.row_mask[t] >> c & 1:
                raise IllegalMove(
                    f"row {t + 1} of the wall already has a {COLOUR_NAMES[c]} tile",
                    "azul.wall_row_has_colour",
                    row=t + 1,
                    colour=COLOURS[c],
                )

        self._take(s, c, t, events)
        return DRAFTS[s][c][t]

    def _take(self, s: int, c: int, t: int, events: list[ev.Event]) -> None:
        """Apply a legal draft: take the tiles (a factory's remainder goes to the centre), fill
        the line, overflow to the floor, and end the offer when the table is empty."""
        seat = self.turn
        assert seat is not None  # the game is on: somebody is to act
        p = self.players[seat]
        tiles = self.sources[s]
        n = tiles[c]
        to_centre: tuple[int, ...] = (0, 0, 0, 0, 0)
        took_marker = False
        tiles[c] = 0
        if s:
            centre = self.sources[0]
            to_centre = tuple(tiles)
            for k in range(5):
                if tiles[k]:
                    centre[k] += tiles[k]  # still on the table: table_tiles is unchanged
                    tiles[k] = 0
        elif self.marker_in_centre:
            took_marker = True
            self.marker_in_centre = False
            self.marker_taker = seat
            if len(p.floor) < FLOOR_SLOTS:  # Convention: on a full floor the marker costs nothing
                p.floor.append(MARKER)
        self.table_tiles -= n

        placed = 0
        excess = n
        if t != FLOOR:
            room = t + 1 - p.line_count[t]
            placed = n if n < room else room
            p.line_count[t] += placed
            p.line_colour[t] = c
            p._accepts = None
            excess = n - placed
        on_floor, to_lid = p.put_on_floor(c, excess) if excess else (0, 0)
        self.lid[c] += to_lid
        events.append(
            ev.TilesTaken(seat, s, c, n, to_centre, took_marker, t, placed, on_floor, to_lid)
        )

        if self.table_tiles == 0:
            self._end_offer(events)
        else:
            self.turn = (seat + 1) % len(self.players)
