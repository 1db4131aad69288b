"""What happened when a move was applied: the bot narrates these, tests check them.

Colours, rows and columns are 0-based indices; sources use 0 for the centre and 1..9 for factories.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..events import RoundEnded as RoundEnded  # re-exported: `ev.RoundEnded`


@dataclass(slots=True)
class TilesTaken:
    player: int
    source: int
    colour: int
    count: int
    to_centre: tuple[int, ...]  # counts per colour moved from the factory to the centre
    took_marker: bool
    target: int  # 0..4 pattern line, 5 floor
    placed: int  # tiles that went into the pattern line
    to_floor: int  # tiles (not the marker) that went onto the floor line
    to_lid: int  # tiles that found no floor slot


@dataclass(slots=True)
class WallTilePlaced:
    """A tile moved from a complete pattern line to the wall, and the points it scored."""

    player: int
    row: int
    column: int
    colour: int
    points: int


@dataclass(slots=True)
class LineToFloor:
    """Grey side: a complete line whose colour has no legal column goes to the floor."""

    player: int
    row: int
    colour: int
    count: int
    to_floor: int
    to_lid: int


@dataclass(slots=True)
class FloorScored:
    player: int
    penalty: int  # points actually lost (the score never drops below 0)
    score: int


@dataclass(slots=True)
class AzulRoundStarted:
    """The factories were filled from the bag for a new round of drafting."""

    round: int
    first_player: int
    tiles_dealt: int
    refilled_bag: bool  # the lid was poured into the bag while dealing


@dataclass(slots=True)
class AzulGameEnded:
    """The final scores, wall bonuses included, and why the game ended."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str  # "row" (a horizontal row was completed) or "no-tiles" (termination convention)


Event = (
    TilesTaken
    | WallTilePlaced
    | LineToFloor
    | FloorScored
    | RoundEnded
    | AzulRoundStarted
    | AzulGameEnded
)
