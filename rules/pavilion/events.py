"""What happened when a Summer Pavilion move was applied: the bot narrates these, tests check them.

Indices as in `geometry`: colours 0..5 ("PGOYBR"), stars 0..6 ("ORBYGPC"), spaces 0..5 on a star;
sources 0 (centre) and 1..9 (factories). Tile lists are per-colour count tuples. `score` fields are
the player's score after the event.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..events import RoundEnded as RoundEnded  # re-exported: `ev.RoundEnded`


@dataclass(slots=True)
class TilesAcquired:
    """Phase 1: `count` tiles of `colour` (plus `wild` = 0 or 1 wild tile) went to the hand."""

    player: int
    source: int
    colour: int
    count: int
    wild: int  # wild tiles that came along (0 or 1)
    to_centre: tuple[int, ...]  # what the factory's remainder put in the centre
    took_marker: bool  # first to take from the centre this round
    loss: int  # points lost for taking the marker (never below 1)
    score: int


@dataclass(slots=True)
class PlayStarted:
    """Phase 2 begins: factories and centre are empty; `first_player` places first."""

    round: int
    first_player: int


@dataclass(slots=True)
class StarTilePlaced:
    """Phase 2: a tile paid for and placed on a space of a star."""

    player: int
    star: int
    space: int
    colour: int
    cost: int
    wilds: int  # wild tiles used in the payment
    points: int  # size of the run on the star's ring containing the new tile
    to_tower: tuple[int, ...]  # the rest of the payment
    score: int


@dataclass(slots=True)
class StructureCompleted:
    player: int
    structure: int  # index into geometry.STRUCTURES
    reward: int  # tiles it is worth


@dataclass(slots=True)
class BonusTaken:
    """Bonus tiles moved from the supply to the hand (fewer than `owed` if the supply was short)."""

    player: int
    tiles: tuple[int, ...]
    owed: int
    spaces: tuple[int, ...]  # supply spaces (0..9) they were taken from


@dataclass(slots=True)
class SupplyRefilled:
    """Empty supply spaces refilled from the bag after a phase-2 turn (when a tile was drawn)."""

    spaces: tuple[int, ...]  # supply spaces filled, in order
    colours: tuple[int, ...]  # the tile drawn for each
    poured_tower: bool  # the bag ran out and the tower was poured into it
    short: int  # spaces still empty because bag and tower ran out


@dataclass(slots=True)
class Passed:
    player: int
    kept: tuple[int, ...]  # tiles put on the corner spaces for the next round
    discarded: tuple[int, ...]  # tiles sent to the tower
    loss: int  # points actually lost (one per discarded tile, never below 1)
    score: int


@dataclass(slots=True)
class PavilionRoundStarted:
    """A round under its wild colour: factories filled, kept corner tiles back in hand."""

    round: int
    wild_colour: int
    first_player: int
    tiles_dealt: int
    poured_tower: bool  # the tower was poured into the bag while dealing
    corners_returned: tuple[tuple[int, ...], ...]  # per player, kept tiles back to the hand


@dataclass(slots=True)
class PavilionGameEnded:
    """The final scores with the star and number bonuses of each player."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    star_bonus: tuple[int, ...]  # per player: complete stars
    number_bonus: tuple[int, ...]  # per player: every space of cost 1, 2, 3 or 4 covered


Event = (
    TilesAcquired
    | PlayStarted
    | StarTilePlaced
    | StructureCompleted
    | BonusTaken
    | SupplyRefilled
    | Passed
    | RoundEnded
    | PavilionRoundStarted
    | PavilionGameEnded
)
