"""The fields of a Summer Pavilion position, declared once for `PavilionGame` and the rule mixins it
is made of.

`PavilionGame.__init__`, `_load` and `copy` set them; the mixins (`acquiring`, `placing`,
`rounds`) read and change them, and call the steps declared here on one another.
"""

from __future__ import annotations

from abc import abstractmethod

from ..base import BaseGame
from . import events as ev
from .player import PavilionPlayer


class PavilionState(BaseGame):
    """What a Summer Pavilion game holds beside the identity `BaseGame` keeps."""

    players: list[PavilionPlayer]
    grey: bool  # the side: grey (True) or coloured
    table_tiles: int  # tiles left on the factories and in the centre
    bag: list[int]  # counts per colour
    tower: list[int]
    _supply: list[int]  # the 10 supply spaces: colour index, -1 where empty
    _supply_counts: list[int]  # the supply's tiles per colour
    _supply_total: int
    marker_holder: (
        int | None
    )  # the seat that took the first-player marker, None while in the centre
    start_player: int

    @abstractmethod
    def _start_play(self, events: list[ev.Event]) -> None:
        """Phase 2 begins (`acquiring`)."""

    @abstractmethod
    def _draw(self) -> tuple[int, bool]:
        """One tile from the bag, and whether the tower was poured into it (`rounds`)."""

    @abstractmethod
    def _end_round(self, events: list[ev.Event]) -> None:
        """Everybody has passed: the next round or the end of the game (`rounds`)."""
