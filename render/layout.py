"""Where things are in an Azul image: pure arithmetic, no drawing.

The renderer and the tests share these helpers, so a test can sample the pixel of a wall space or a
factory slot without magic numbers. Boxes are (x0, y0, x1, y1) with x1/y1 exclusive.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # it builds on this module
    from .pavilion_layout import PavilionBoardGeometry

Box = tuple[int, int, int, int]

MARGIN = 16
HEADER = 46  # the band across the top with round, turn and banners
BOARD_GAP = 18
TABLE_COLUMNS = 3  # factories per row in the table panel


def _s(tile: int, v: float) -> int:
    """`v` pixels at the reference tile size of 40, scaled to `tile`."""
    return round(v * tile / 40)


@dataclass(frozen=True)
class AzulBoardGeometry:
    """One player board, relative to its own top-left corner, for tiles of `tile` pixels."""

    tile: int = 40

    @property
    def pad(self) -> int:
        return _s(self.tile, 14)

    @property
    def gap(self) -> int:
        return _s(self.tile, 5)

    @property
    def stride(self) -> int:
        return self.tile + self.gap

    @property
    def header(self) -> int:
        return _s(self.tile, 44)

    @property
    def lines_x(self) -> int:
        return self.pad + _s(self.tile, 18)

    @property
    def rows_y(self) -> int:
        return self.header + _s(self.tile, 4)

    @property
    def wall_x(self) -> int:
        return self.lines_x + 5 * self.stride - self.gap + _s(self.tile, 26)

    @property
    def penalty_y(self) -> int:
        """Top of the penalty numbers printed above the floor line."""
        return self.rows_y + 5 * self.stride + _s(self.tile, 4)

    @property
    def floor_y(self) -> int:
        return self.penalty_y + _s(self.tile, 17)

    @property
    def width(self) -> int:
        return self.wall_x + 5 * self.stride - self.gap + self.pad

    @property
    def height(self) -> int:
        return self.floor_y + self.tile + self.pad

    def _cell(self, x: int, y: int) -> Box:
        return (x, y, x + self.tile, y + self.tile)

    def pattern_cell(self, row: int, slot: int) -> Box:
        """Slot 0 of a pattern line is the one next to the wall; lines fill towards the left."""
        return self._cell(self.lines_x + (4 - slot) * self.stride, self.rows_y + row * self.stride)

    def wall_cell(self, row: int, column: int) -> Box:
        return self._cell(self.wall_x + column * self.stride, self.rows_y + row * self.stride)

    def floor_cell(self, index: int) -> Box:
        return self._cell(self.lines_x + index * self.stride, self.floor_y)


class TableLayout:
    """What both editions' tables share: a header band, the table panel on the left (factories
    in rows of three, the centre under them, then edition-specific boxes), and the player boards
    in two columns on the right. Subclasses say how big a board and a factory tile are."""

    players: int
    slot_w: int  # one tile in a factory (its box)
    slot_h: int
    centre_columns: int  # groups per row in the centre
    centre_rows: int = 2

    @property
    def board(self) -> AzulBoardGeometry | PavilionBoardGeometry:
        """The edition's board geometry (with `width` and `height`), at this table's size."""
        raise NotImplementedError

    @property
    def board_size(self) -> tuple[int, int]:
        return (self.board.width, self.board.height)

    @property
    def factories(self) -> int:
        return 2 * self.players + 1

    # -- the table panel --------------------------------------------------------------------

    @property
    def factory_gap(self) -> int:
        return 4

    @property
    def factory_diameter(self) -> int:
        # The 2x2 tile boxes sit inside the disc with their corners clear of the rim.
        w = 2 * self.slot_w + self.factory_gap
        h = 2 * self.slot_h + self.factory_gap
        return int((w * w + h * h) ** 0.5) + 8

    @property
    def factory_stride(self) -> int:
        return self.factory_diameter + 10

    @property
    def panel_x(self) -> int:
        return MARGIN

    @property
    def panel_width(self) -> int:
        return TABLE_COLUMNS * self.factory_stride - 10

    @property
    def panel_y(self) -> int:
        return HEADER + MARGIN

    def factory_disc(self, factory: int) -> Box:
        """The disc of factory `factory` (1-based, as in the notation)."""
        i = factory - 1
        row, col = divmod(i, TABLE_COLUMNS)
        in_row = min(TABLE_COLUMNS, self.factories - row * TABLE_COLUMNS)
        # Centre a short last row under the full ones.
        x = self.panel_x + (TABLE_COLUMNS - in_row) * self.factory_stride // 2
        x += col * self.factory_stride
        y = self.panel_y + row * self.factory_stride
        d = self.factory_diameter
        return (x, y, x + d, y + d)

    def factory_slot(self, factory: int, slot: int) -> Box:
        """Slot 0..3 of a factory's 2x2 tiles, filled in reading order."""
        x0, y0, x1, y1 = self.factory_disc(factory)
        w, h, g = self.slot_w, self.slot_h, self.factory_gap
        left = (x0 + x1 - (2 * w + g)) // 2
        top = (y0 + y1 - (2 * h + g)) // 2
        r, c = divmod(slot, 2)
        x, y = left + c * (w + g), top + r * (h + g)
        return (x, y, x + w, y + h)

    @property
    def factory_rows(self) -> int:
        return -(-self.factories // TABLE_COLUMNS)

    @property
    def centre_box(self) -> Box:
        y = self.panel_y + self.factory_rows * self.factory_stride + 4
        h = 28 + self.centre_rows * (self.slot_h + 18) - 18
        return (self.panel_x, y, self.panel_x + self.panel_width, y + h)

    def centre_slot(self, index: int) -> Box:
        """Group `index` in the centre: the marker first when it is there, then each colour
        present, each as one tile with its count beside it."""
        x0, y0, x1, _ = self.centre_box
        col_w = (x1 - x0 - 16) // self.centre_columns
        r, c = divmod(index, self.centre_columns)
        x = x0 + 12 + c * col_w
        y = y0 + 14 + r * (self.slot_h + 18)
        return (x, y, x + self.slot_w, y + self.slot_h)

    @property
    def panel_bottom(self) -> int:
        return self.centre_box[3]

    # -- boards -------------------------------------------------------------------------------

    @property
    def boards_x(self) -> int:
        return self.panel_x + self.panel_width + MARGIN + 10

    def board_origin(self, seat: int) -> tuple[int, int]:
        row, col = divmod(seat, 2)
        bw, bh = self.board_size
        x = self.boards_x + col * (bw + BOARD_GAP)
        if self.players == 3 and seat == 2:  # the odd board sits centred under the other two
            x = self.boards_x + (bw + BOARD_GAP) // 2
        return (x, HEADER + MARGIN + row * (bh + BOARD_GAP))

    def board_box(self, seat: int) -> Box:
        x, y = self.board_origin(seat)
        bw, bh = self.board_size
        return (x, y, x + bw, y + bh)

    def _offset(self, seat: int, box: Box) -> Box:
        x, y = self.board_origin(seat)
        return (box[0] + x, box[1] + y, box[2] + x, box[3] + y)

    # -- the whole image --------------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        rows = -(-self.players // 2)
        bw, bh = self.board_size
        w = self.boards_x + 2 * bw + BOARD_GAP + MARGIN
        boards_bottom = HEADER + MARGIN + rows * bh + (rows - 1) * BOARD_GAP
        h = max(boards_bottom, self.panel_bottom) + MARGIN
        return (w, h)


@dataclass(frozen=True)
class AzulTableLayout(TableLayout):
    """The Azul table; the panel ends with the bag and lid counts."""

    players: int
    tile: int = 40
    slot_w: int = 32
    slot_h: int = 32
    centre_columns: int = 3

    @cached_property
    def board(self) -> AzulBoardGeometry:
        return AzulBoardGeometry(self.tile)

    @property
    def supply_box(self) -> Box:
        """Bag and lid counts under the centre."""
        _, _, _, cy1 = self.centre_box
        y = cy1 + 12
        return (self.panel_x, y, self.panel_x + self.panel_width, y + 74)

    @property
    def panel_bottom(self) -> int:
        return self.supply_box[3]

    def wall_cell(self, seat: int, row: int, column: int) -> Box:
        return self._offset(seat, self.board.wall_cell(row, column))

    def pattern_cell(self, seat: int, row: int, slot: int) -> Box:
        return self._offset(seat, self.board.pattern_cell(row, slot))

    def floor_cell(self, seat: int, index: int) -> Box:
        return self._offset(seat, self.board.floor_cell(index))


def tile_sample_offset(size: int) -> tuple[int, int]:
    """Where inside a square tile sprite its plain base colour shows (left of the motif/glyph)."""
    return round(size * 0.13), round(size * 0.48)


def sample_point(box: Box, size: int | None = None) -> tuple[int, int]:
    """A pixel inside a tile box where a placed tile shows its plain colour (clear of the motif,
    glyph and rim)."""
    dx, dy = tile_sample_offset(size or box[2] - box[0])
    return (box[0] + dx, box[1] + dy)
