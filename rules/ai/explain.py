"""Plain words for what a move does, for hints: "takes 3 red tiles from factory 2: completes
pattern line 3 (about 5 points at the tiling)". Read off the events of the move played on a copy
(whose draws are re-seeded, so that nothing about the real bag can leak into a hint), as parts
`(code, params)` whose English is in `phrases`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..azul import events as aev
from ..azul.game import AzulGame, tile_points
from ..azul.moves import COLOURS as AZUL_COLOURS
from ..azul.moves import FLOOR, Draft
from ..base import BaseGame
from ..pavilion import events as pev
from ..pavilion.geometry import COLOURS as PAVILION_COLOURS
from ..pavilion.geometry import STRUCTURES, Structure, cell_name, tiles_text
from ..rng import SeededDraws
from .phrases import Part, english

if TYPE_CHECKING:
    from ..editions import Event, Move


def _events(game: BaseGame, move: Move) -> Sequence[Event]:
    trial = game.copy()
    trial.draws = SeededDraws(0)
    return trial.play(move)


def describe(game: BaseGame, move: Move) -> str:
    return english(describe_parts(game, move))


def describe_parts(game: BaseGame, move: Move) -> list[Part]:
    if isinstance(game, AzulGame):
        return _azul(game, move, _events(game, move))
    return _pavilion(game, move, _events(game, move))


def _azul(game: AzulGame, move: Move, events: Sequence[Event]) -> list[Part]:
    if type(move) is not Draft:
        placed = next(e for e in events if type(e) is aev.WallTilePlaced)
        wall = {
            "colour": AZUL_COLOURS[placed.colour],
            "line": placed.row + 1,
            "column": placed.column + 1,
            "n": placed.points,
        }
        return [("azul.wall", wall)]
    taken = next(e for e in events if type(e) is aev.TilesTaken)
    colour = AZUL_COLOURS[taken.colour]
    parts: list[Part] = [
        ("azul.take", {"n": taken.count, "colour": colour, "source": taken.source})
    ]
    if move.target == FLOOR:
        parts.append(("azul.all_to_floor", {}))
    else:
        assert game.turn is not None  # the move is the player to act's
        p = game.players[game.turn]
        r = move.target
        if p.line_count[r] + taken.placed == r + 1:
            if game.side == "colour":
                points = tile_points(p.wall, r, (taken.colour + r) % 5)
                parts.append(("azul.completes_line_points", {"line": r + 1, "n": points}))
            else:
                parts.append(("azul.completes_line", {"line": r + 1}))
        else:
            parts.append(("azul.to_line", {"line": r + 1}))
        if taken.to_floor:
            parts.append(("azul.to_floor", {"count": taken.to_floor}))
    if taken.took_marker:
        parts.append(("azul.takes_marker", {}))
    return parts


def _structure(structure: Structure) -> Part:
    """A window, statue or pillar by the stars its name gives ("statue O|R")."""
    stars = structure.name.split(" ", 1)[1].split("|")
    params: dict[str, object] = {"star": stars[0]}
    if len(stars) > 1:
        params["star2"] = stars[1]
    return (f"pavilion.{structure.kind}", params)


def _pavilion(game: BaseGame, move: Move, events: Sequence[Event]) -> list[Part]:
    for e in events:
        if type(e) is pev.TilesAcquired:
            code = "pavilion.take_wild" if e.wild else "pavilion.take"
            colour = PAVILION_COLOURS[e.colour]
            parts: list[Part] = [(code, {"n": e.count, "colour": colour, "source": e.source})]
            if e.took_marker:
                parts.append(("pavilion.marker", {"n": e.loss}))
            return parts
        if type(e) is pev.StarTilePlaced:
            place = {
                "colour": PAVILION_COLOURS[e.colour],
                "space": cell_name(e.star * 6 + e.space),
                "n": e.points,
            }
            parts = [("pavilion.place", place)]
            if e.wilds:
                parts.append(("pavilion.wilds", {"n": e.wilds}))
            done = [STRUCTURES[x.structure] for x in events if type(x) is pev.StructureCompleted]
            bonus = next((x for x in events if type(x) is pev.BonusTaken), None)
            if done:
                parts.append(("pavilion.completing", {}))
                for i, structure in enumerate(done):
                    if i:
                        parts.append(("pavilion.and", {}))
                    parts.append(_structure(structure))
                if bonus:
                    parts.append(("pavilion.bonus", {"tiles": tiles_text(bonus.tiles)}))
            return parts
        if type(e) is pev.Passed:
            parts = [("pavilion.pass", {})]
            if any(e.kept):
                parts.append(("pavilion.keeping", {"tiles": tiles_text(e.kept)}))
            if e.loss:
                parts.append(("pavilion.discarded", {"count": e.loss}))
            return parts
    return [("move", {"move": str(move)})]
