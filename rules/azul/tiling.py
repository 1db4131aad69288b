"""Azul wall tiling (phase B of shared/rules/azul.md): complete pattern lines move to the wall.

The coloured side tiles every complete line automatically, each colour in its printed place; the
grey side asks each player in turn, line by line, for a column, and sends a line that has no
legal column to the floor.
"""

from __future__ import annotations

from ..base import WALL
from ..errors import IllegalMove
from . import events as ev
from .moves import COLOUR_NAMES, COLOURS, WALL_CHOICES, WallChoice
from .state import AzulState


class WallTiling(AzulState):
    """`AzulGame`'s wall tiling and the grey side's column choices: a mixin working on the game's
    state (see `AzulState`)."""

    def _end_offer(self, events: list[ev.Event]) -> None:
        """The factory offer is over: tile the walls (coloured side), or start asking for columns
        (grey side)."""
        if self.side == "colour":
            for seat, p in enumerate(self.players):
                for r in range(5):
                    if p.line_count[r] == r + 1:
                        c = p.line_colour[r]
                        col = (c + r) % 5
                        points = p.place_on_wall(r, col, c)
                        self.lid[c] += r
                        events.append(ev.WallTilePlaced(seat, r, col, c, points))
            self._finish_round(events)
        else:
            self.phase = WALL
            self.wall_cursor = (0, 0)
            self._advance_wall(events)

    def _advance_wall(self, events: list[ev.Event]) -> None:
        """Grey side: stop at the next line needing a column choice; lines without a legal
        column go to the floor on the way. When none is left, the round ends."""
        seat, r = self.wall_cursor
        while seat < len(self.players):
            p = self.players[seat]
            while r < 5:
                if p.line_count[r] == r + 1:
                    c = p.line_colour[r]
                    if p.free_columns(r, c):
                        self.wall_cursor = (seat, r)
                        self.turn = seat
                        return
                    count = r + 1
                    p.line_count[r] = 0
                    p.line_colour[r] = -1
                    p._accepts = None
                    on_floor, to_lid = p.put_on_floor(c, count)
                    self.lid[c] += to_lid
                    events.append(ev.LineToFloor(seat, r, c, count, on_floor, to_lid))
                r += 1
            seat += 1
            r = 0
        self._finish_round(events)

    def _choose_column(self, move: WallChoice, events: list[ev.Event]) -> WallChoice:
        if self.phase != WALL:
            raise IllegalMove(
                "wall columns are chosen only after the factory offer (grey side)",
                "azul.not_wall_phase",
            )
        seat, r = self.wall_cursor
        if move.row != r:
            raise IllegalMove(
                f"the column for pattern line {r + 1} must be chosen now, not for line "
                f"{move.row + 1}",
                "azul.wrong_row",
                line=r + 1,
                row=move.row + 1,
            )
        col = move.column
        if not 0 <= col < 5:
            raise IllegalMove("the wall has columns 1-5", "azul.no_column")
        p = self.players[seat]
        c = p.line_colour[r]
        if p.wall[r * 5 + col] >= 0:
            raise IllegalMove(
                f"row {r + 1}, column {col + 1} of the wall is already tiled",
                "azul.wall_tiled",
                row=r + 1,
                column=col + 1,
            )
        if p.col_mask[col] >> c & 1:
            raise IllegalMove(
                f"column {col + 1} of the wall already has a {COLOUR_NAMES[c]} tile",
                "azul.wall_column_has_colour",
                column=col + 1,
                colour=COLOURS[c],
            )
        self._place_line(col, events)
        return WALL_CHOICES[r][col]

    def _place_line(self, col: int, events: list[ev.Event]) -> None:
        """Grey side: the pending line's tile goes to wall column `col` (a legal one)."""
        seat, r = self.wall_cursor
        p = self.players[seat]
        c = p.line_colour[r]
        points = p.place_on_wall(r, col, c)
        self.lid[c] += r
        events.append(ev.WallTilePlaced(seat, r, col, c, points))
        self.wall_cursor = (seat, r + 1)
        self._advance_wall(events)
