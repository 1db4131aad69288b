"""Plain words for what a move does, for hints: "3 red from factory 2 complete pattern line 3
(about 5 points at the tiling)". Read off the events of the move played on a copy (whose draws
are re-seeded, so that nothing about the real bag can leak into a hint)."""

from __future__ import annotations

from typing import Any

from ..azul import events as aev
from ..azul.game import tile_points
from ..azul.moves import COLOUR_NAMES as AZUL_COLOURS
from ..azul.moves import FLOOR, Draft
from ..base import BaseGame
from ..pavilion import events as pev
from ..pavilion.geometry import COLOUR_NAMES as PAVILION_COLOURS
from ..pavilion.geometry import STRUCTURES, cell_name, tiles_text
from ..rng import SeededDraws


def _source(s: int) -> str:
    return "the centre" if s == 0 else f"factory {s}"


def _tiles(n: int, colour: str) -> str:
    return f"{n} {colour} tile" + ("" if n == 1 else "s")


def _points(n: int) -> str:
    return f"{n} point" + ("" if n == 1 else "s")


def _events(game: BaseGame, move: Any) -> list:
    trial = game.copy()
    trial.draws = SeededDraws(0)
    return trial.play(move)


def describe(game: BaseGame, move: Any) -> str:
    if game.edition == "azul":
        return _azul(game, move, _events(game, move))
    return _pavilion(game, move, _events(game, move))


def _azul(game: BaseGame, move: Any, events: list) -> str:
    if type(move) is not Draft:
        placed = next(e for e in events if type(e) is aev.TilePlaced)
        return (
            f"puts the {AZUL_COLOURS[placed.colour]} tile of pattern line {placed.row + 1} in "
            f"column {placed.column + 1} for {_points(placed.points)}"
        )
    taken = next(e for e in events if type(e) is aev.TilesTaken)
    colour = AZUL_COLOURS[taken.colour]
    what = f"takes {_tiles(taken.count, colour)} from {_source(taken.source)}"
    parts = []
    if move.target == FLOOR:
        parts.append("all to the floor line")
    else:
        p = game.players[game.turn]
        r = move.target
        if p.line_count[r] + taken.placed == r + 1:
            part = f"completes pattern line {r + 1}"
            if game.side == "colour":
                points = tile_points(p.wall, r, (taken.colour + r) % 5)
                part += f" (about {_points(points)} at the tiling)"
            parts.append(part)
        else:
            parts.append(f"to pattern line {r + 1}")
        if taken.to_floor:
            parts.append(f"{taken.to_floor} to the floor")
    if taken.took_marker:
        parts.append("takes the first-player marker")
    return what + ": " + ", ".join(parts)


def _pavilion(game: BaseGame, move: Any, events: list) -> str:
    for e in events:
        kind = type(e)
        if kind is pev.TilesAcquired:
            text = f"takes {_tiles(e.count, PAVILION_COLOURS[e.colour])}"
            if e.wild:
                text += " and a wild tile"
            text += f" from {_source(e.source)}"
            if e.took_marker:
                text += f", with the first-player marker (-{_points(e.loss)})"
            return text
        if kind is pev.TilePlaced:
            name = cell_name(e.star * 6 + e.space)
            text = f"places {PAVILION_COLOURS[e.colour]} on {name} for {_points(e.points)}"
            if e.wilds:
                text += f" (paying with {e.wilds} wild{'s' if e.wilds > 1 else ''})"
            done = [
                STRUCTURES[x.structure].name for x in events if type(x) is pev.StructureCompleted
            ]
            bonus = next((x for x in events if type(x) is pev.BonusTaken), None)
            if done:
                text += ", completing " + " and ".join(done)
                if bonus:
                    text += f" (bonus {tiles_text(bonus.tiles)})"
            return text
        if kind is pev.Passed:
            text = "passes"
            if any(e.kept):
                text += f", keeping {tiles_text(e.kept)}"
            if e.loss:
                text += f" (-{e.loss} for discarded tiles)"
            return text
    return str(move)
