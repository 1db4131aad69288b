"""Azul position values: the round's wall tiling projected, plus what the wall may still become.

A value is in points for one seat. The projection is exact for what the rules decide by
themselves (complete pattern lines tiled top to bottom, adjacency included, floor paid, score
floored at 0); the rest is an estimate: unfinished lines are worth part of their tile, and
columns, colours and rows on their way to an end bonus are worth part of it.
"""

from __future__ import annotations

from typing import NamedTuple

from ..azul.game import (
    COLOUR_BONUS,
    COLUMN_BONUS,
    FLOOR_LOSS,
    FLOOR_SLOTS,
    FULL,
    ROW_BONUS,
    AzulGame,
    AzulPlayer,
    tile_points,
)
from ..base import DRAFT

# Share of an end bonus credited for k = 0..5 tiles towards it, before the game ends: progress
# is worth little until most of the tiles are there (a column needs tiles in all five rows).
COLUMN_SHARE = (0.0, 0.03, 0.1, 0.25, 0.5, 1.0)
COLOUR_SHARE = (0.0, 0.02, 0.07, 0.2, 0.45, 1.0)
ROW_SHARE = (0.0, 0.0, 0.05, 0.15, 0.35, 1.0)
# An unfinished pattern line: part of its tile's points, more the fuller it is.
PARTIAL_BASE, PARTIAL_FILL = 0.0, 0.25


class Weights(NamedTuple):
    """Multipliers of `potential`'s parts, and what starting the next round is worth (points,
    by number of players)."""

    lines: float = 1.0
    colours: float = 1.0
    columns: float = 1.0
    rows: float = 1.0
    start: tuple[float, float, float] = (0.0, 0.0, 0.0)


HAND_SET = Weights()  # the shares above as they were set by hand (medium plays with these)
# Fitted to where rollout-policy games went on from 160,000 round starts (`python -m
# bench.fit_values`: how much more than the others each seat scored from there); the 2-player
# multipliers, the start bonus by number of players: unfinished lines, colours and the round's
# first move are worth more than the shares above say. Hard does not use them: in its search they
# were worth nothing clear (docs/ai.md, "Tried and not kept").
FITTED = {
    "colour": Weights(lines=2.34, colours=1.49, columns=0.87, start=(1.65, 2.69, 2.8)),
    "grey": Weights(lines=3.72, colours=0.24, columns=1.52, start=(1.1, 2.69, 2.8)),
}


class Projection:
    """A board after this round's tiling (if the offer ended now)."""

    __slots__ = ("col_mask", "row_done", "row_mask", "score", "wall")

    def __init__(self, p: AzulPlayer, grey: bool) -> None:
        wall = p.wall[:]
        rows = p.row_mask[:]
        cols = p.col_mask[:]
        gained = 0
        floor = len(p.floor)
        for r in range(5):
            if p.line_count[r] != r + 1:
                continue
            c = p.line_colour[r]
            bit = 1 << c
            if grey:
                col = _best_grey_column(wall, cols, r, bit)
                if col < 0:  # no legal column: the whole line goes to the floor
                    floor += r + 1
                    continue
            else:
                col = (c + r) % 5
            gained += tile_points(wall, r, col)
            wall[r * 5 + col] = c
            rows[r] |= bit
            cols[col] |= bit
        floor = floor if floor < FLOOR_SLOTS else FLOOR_SLOTS
        score = p.score + gained - FLOOR_LOSS[floor]
        self.score = score if score > 0 else 0
        self.wall = wall
        self.row_mask = rows
        self.col_mask = cols
        self.row_done = FULL in rows


def _best_grey_column(wall: list[int], cols: list[int], r: int, bit: int) -> int:
    """Grey side: the free column scoring most now (ties: the fuller column, for its bonus)."""
    best, best_key = -1, -1.0
    for col in range(5):
        if wall[r * 5 + col] >= 0 or cols[col] & bit:
            continue
        key = tile_points(wall, r, col) + 0.1 * cols[col].bit_count()
        if key > best_key:
            best, best_key = col, key
    return best


def final_bonus(pr: Projection) -> int:
    rows = sum(1 for m in pr.row_mask if m == FULL)
    cols = sum(1 for m in pr.col_mask if m == FULL)
    per_colour = [0] * 5
    for x in pr.wall:
        if x >= 0:
            per_colour[x] += 1
    return ROW_BONUS * rows + COLUMN_BONUS * cols + COLOUR_BONUS * per_colour.count(5)


def potential_parts(p: AzulPlayer, pr: Projection, grey: bool) -> tuple[float, ...]:
    """What the projected wall and the unfinished lines are likely still worth, in parts: the
    unfinished lines, and the shares of the colour, column and row bonuses on their way."""
    wall = pr.wall
    lines = 0.0
    for r in range(5):
        n = p.line_count[r]
        if not n or n == r + 1:
            continue
        c = p.line_colour[r]
        if grey:
            col = _best_grey_column(wall, pr.col_mask, r, 1 << c)
            if col < 0:
                lines -= 0.5 * n  # likely to end on the floor
                continue
        else:
            col = (c + r) % 5
        share = PARTIAL_BASE + PARTIAL_FILL * n / (r + 1)
        lines += share * (tile_points(wall, r, col) + 0.5)
    per_colour = [0] * 5
    for x in wall:
        if x >= 0:
            per_colour[x] += 1
    colours = columns = rows = 0.0
    for k in per_colour:
        colours += COLOUR_BONUS * COLOUR_SHARE[k]
    for m in pr.col_mask:
        columns += COLUMN_BONUS * COLUMN_SHARE[m.bit_count()]
    for m in pr.row_mask:
        rows += ROW_BONUS * ROW_SHARE[m.bit_count()]
    return lines, colours, columns, rows


def potential(p: AzulPlayer, pr: Projection, grey: bool, w: Weights = HAND_SET) -> float:
    """What the projected wall and the unfinished lines are likely still worth (`w` weighs
    the parts)."""
    lines, colours, columns, rows = potential_parts(p, pr, grey)
    return w.lines * lines + w.colours * colours + w.columns * columns + w.rows * rows


def next_starter(game: AzulGame) -> int | None:
    """The seat that moves first in the round to come: at a round's start (nothing taken from
    the centre yet, where the searches value their playouts) the round's first player, and
    once the first-player marker is taken its taker; None in between."""
    if game.marker_taker is not None:
        return game.marker_taker
    if game.phase == DRAFT and not any(game.sources[0]):
        return game.start_player
    return None


def azul_values(game: AzulGame, fitted: bool = False) -> list[float]:
    """Every seat's value: final scores once over; else the projected tiling, with exact end
    bonuses when the tiling completes a row (the game then ends) and estimates otherwise
    (`HAND_SET`, or with `fitted` the side's `FITTED` weights)."""
    if game.is_over:
        return [float(s) for s in game.scores]
    grey = game.side == "grey"
    projections = [Projection(p, grey) for p in game.players]
    if any(pr.row_done for pr in projections):
        return [float(pr.score + final_bonus(pr)) for pr in projections]
    w = FITTED[game.side] if fitted else HAND_SET
    values = [
        pr.score + potential(p, pr, grey, w)
        for p, pr in zip(game.players, projections, strict=True)
    ]
    starter = next_starter(game) if fitted else None
    if starter is not None:
        values[starter] += w.start[len(values) - 2]
    return values


PART_NAMES = ("score", "lines", "colours", "columns", "rows", "start")


def value_parts(game: AzulGame, seat: int) -> list[float]:
    """A seat's value before it is weighed (`PART_NAMES`): its projected score, the parts of
    its `potential`, and 1 if it moves first in the round to come (else 0); for fitting
    `FITTED` (`python -m bench.fit_values`)."""
    grey = game.side == "grey"
    p = game.players[seat]
    pr = Projection(p, grey)
    return [pr.score, *potential_parts(p, pr, grey), float(next_starter(game) == seat)]
