"""Where things are in a Summer Pavilion image: pure geometry, no drawing.

A player board holds seven stars of six diamond (60-degree rhombus) spaces. The six outer stars sit
on a hexagon around the centre star, clockwise from the upper left in "ORBYGP" order (screen
angles, y down, so clockwise means a growing angle). Every diamond points along one of six
directions, 30 + 60k degrees, and the rules' structures fall out of that arrangement:

- outer star k is at angle phi_k = -120 + 60k; its space p (0-based) points at phi_k + 90 + 60p, so
  spaces 1-2 (0-based) face the centre (pillar), 0-1 face the next star clockwise and its 2-3 face
  back (statue), and 4-5 face outwards (window);
- centre space p points at -90 + 60p, between outer stars p and p + 1 (pillars p and p + 1).

Star centres are whole pixels, so one cached sprite per direction fits every star exactly.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

from .layout import TableLayout

Box = tuple[int, int, int, int]
Point = tuple[float, float]

SQRT3 = math.sqrt(3)
CENTRE_STAR = 6
GUTTER = 0.07  # the gap between neighbouring diamonds, in side lengths


def star_angle(star: int) -> float:
    """Screen angle (degrees) from the board centre to outer star `star` (0..5)."""
    return -120.0 + 60.0 * star


def space_angle(star: int, space: int) -> float:
    """Screen angle (degrees) along which diamond `space` of `star` points from its hub."""
    if star == CENTRE_STAR:
        return -90.0 + 60.0 * space
    return star_angle(star) + 90.0 + 60.0 * space


def direction_index(angle: float) -> int:
    """0..5 for the six diamond directions 30 + 60k degrees."""
    return round((angle - 30.0) / 60.0) % 6


def diamond(side: float, angle: float, hub: Point = (0.0, 0.0)) -> list[Point]:
    """The corners of a diamond space with its sharp end at `hub`, pointing along `angle`,
    shrunk a little so neighbours keep a gutter between them."""
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    vx, vy = -uy, ux
    g = GUTTER * side
    # Shrink about the centroid, which lies halfway along the long diagonal.
    k = 1 - 2 * g / side
    cx, cy = hub[0] + ux * side * SQRT3 / 2, hub[1] + uy * side * SQRT3 / 2
    half_long, half_short = side * SQRT3 / 2 * k, side / 2 * k
    return [
        (cx - ux * half_long, cy - uy * half_long),
        (cx + vx * half_short, cy + vy * half_short),
        (cx + ux * half_long, cy + uy * half_long),
        (cx - vx * half_short, cy - vy * half_short),
    ]


def upright_diamond(box: Box) -> list[Point]:
    """A diamond standing on its tip inside `box` (factories, hand, supply)."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return [(cx, y0), (x1, cy), (cx, y1), (x0, cy)]


def upright_size(height: int) -> tuple[int, int]:
    """(width, height) of the box of an upright diamond `height` pixels tall."""
    return (round(height / SQRT3), height)


@dataclass(frozen=True)
class PavilionBoardGeometry:
    """One player board, relative to its own top-left corner, for diamonds of side `side`."""

    side: int = 24

    @property
    def pad(self) -> int:
        return round(self.side * 0.5)

    @property
    def header(self) -> int:
        return round(self.side * 1.75)

    @property
    def half(self) -> int:
        """Half the side of the square holding the stars and the corner spaces."""
        return round(self.side * 5.9)

    @property
    def spacing(self) -> float:
        """Distance from the centre star's hub to an outer star's hub."""
        return self.side * 3.5

    @property
    def centre(self) -> tuple[int, int]:
        return (self.pad + self.half, self.header + self.half)

    @property
    def hand_x(self) -> int:
        return self.pad + 2 * self.half + round(self.side * 0.5)

    @property
    def hand_width(self) -> int:
        return round(self.side * 3.4)

    @property
    def width(self) -> int:
        return self.hand_x + self.hand_width + self.pad

    @property
    def height(self) -> int:
        return self.header + 2 * self.half + self.pad

    @property
    def square(self) -> Box:
        cx, cy = self.centre
        return (cx - self.half, cy - self.half, cx + self.half, cy + self.half)

    def hub(self, star: int) -> tuple[int, int]:
        cx, cy = self.centre
        if star == CENTRE_STAR:
            return (cx, cy)
        a = math.radians(star_angle(star))
        return (cx + round(self.spacing * math.cos(a)), cy + round(self.spacing * math.sin(a)))

    def space(self, star: int, space: int) -> list[Point]:
        return diamond(self.side, space_angle(star, space), self.hub(star))

    def space_centre(self, star: int, space: int) -> Point:
        """The middle of a diamond: where its cost number is printed."""
        hx, hy = self.hub(star)
        a = math.radians(space_angle(star, space))
        d = self.side * SQRT3 / 2
        return (hx + d * math.cos(a), hy + d * math.sin(a))

    def sample_point(self, star: int, space: int) -> tuple[int, int]:
        """A pixel of a covered diamond showing its plain colour: beside the glyph or motif."""
        hx, hy = self.hub(star)
        a = math.radians(space_angle(star, space))
        d = self.side * SQRT3 / 2
        off = self.side * 0.3
        x = hx + d * math.cos(a) - off * math.sin(a)
        y = hy + d * math.sin(a) + off * math.cos(a)
        return (round(x), round(y))

    def structure_point(self, kind: str, star: int) -> tuple[int, int]:
        """Where a window (outside star), statue (between star and the next one clockwise) or
        pillar (between star and the centre star) stands."""
        hx, hy = self.hub(star)
        if kind == "window":
            a = math.radians(star_angle(star))
            d = self.side * 1.95
            return (round(hx + d * math.cos(a)), round(hy + d * math.sin(a)))
        if kind == "statue":
            nx, ny = self.hub((star + 1) % 6)
        else:
            nx, ny = self.hub(CENTRE_STAR)
        return (round((hx + nx) / 2), round((hy + ny) / 2))

    def corner(self, index: int) -> Box:
        """Corner space 0..3 (top-left, top-right, bottom-left, bottom-right) for kept tiles."""
        w, h = upright_size(round(self.side * 1.6))
        x0, y0, x1, y1 = self.square
        m = round(self.side * 0.35)
        x = x0 + m if index % 2 == 0 else x1 - m - w
        y = y0 + m if index < 2 else y1 - m - h
        return (x, y, x + w, y + h)

    def hand_slot(self, index: int) -> Box:
        """Group `index` (0..5) of the hand column: one diamond per colour held, count beside."""
        w, h = upright_size(round(self.side * 1.55))
        step = (2 * self.half) / 6
        x = self.hand_x + round(self.side * 0.2)
        y = round(self.header + index * step + (step - h) / 2)
        return (x, y, x + w, y + h)


@dataclass(frozen=True)
class PavilionTableLayout(TableLayout):
    """The Summer Pavilion table: under the centre, the scoring board (round track with each
    round's wild colour, the supply of 10), then the bag and tower counts."""

    players: int
    side: int = 26
    slot_w: int = 25
    slot_h: int = 43
    centre_columns: int = 4

    @cached_property
    def board(self) -> PavilionBoardGeometry:
        return PavilionBoardGeometry(self.side)

    @property
    def _below_boards(self) -> bool:
        """With two players the boards fill one row, so the scoring board and the bag and tower
        go under them instead of making the table panel much taller than the boards."""
        return self.players == 2

    @property
    def scoring_box(self) -> Box:
        if self._below_boards:
            x = self.boards_x
            y = self.board_origin(0)[1] + self.board.height + 18
        else:
            x, y = self.panel_x, self.centre_box[3] + 12
        return (x, y, x + self.panel_width, y + 140)

    def round_cell(self, round_no: int) -> Box:
        """The round track: six cells, each showing that round's wild colour."""
        x0, y0, x1, _ = self.scoring_box
        step = (x1 - x0 - 20) / 6
        x = round(x0 + 10 + (round_no - 1) * step)
        return (x + 3, y0 + 12, round(x + step) - 3, y0 + 64)

    def supply_slot(self, index: int) -> Box:
        """Supply space 0..9, left to right."""
        x0, y0, x1, _ = self.scoring_box
        w, h = self.slot_w, self.slot_h
        step = (x1 - x0 - 20 - w) / 9
        x = round(x0 + 10 + index * step)
        y = y0 + 80
        return (x, y, x + w, y + h)

    @property
    def supply_box(self) -> Box:
        """Bag and tower counts under the scoring board."""
        x0, y0, x1, y1 = self.scoring_box
        if self._below_boards:
            x, y = x1 + 24, y0 + 10
        else:
            x, y = x0, y1 + 12
        return (x, y, x + self.panel_width, y + 74)

    @property
    def panel_bottom(self) -> int:
        return max(self.centre_box[3], self.scoring_box[3], self.supply_box[3])

    def space_point(self, seat: int, star: int, space: int) -> tuple[int, int]:
        x, y = self.board_origin(seat)
        px, py = self.board.sample_point(star, space)
        return (x + px, y + py)


def upright_sample_point(box: Box) -> tuple[int, int]:
    """A pixel of an upright diamond tile showing its plain colour: above the glyph or motif."""
    x0, y0, x1, y1 = box
    return ((x0 + x1) // 2, round(y0 + (y1 - y0) * 0.24))
