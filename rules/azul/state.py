"""The fields of an Azul position, declared once for `AzulGame` and the rule mixins it is made of.

`AzulGame.__init__`, `_load` and `copy` set them; the mixins (`drafting`, `tiling`, `scoring`)
read and change them, and call the steps declared here on one another.
"""

from __future__ import annotations

from abc import abstractmethod

from ..base import BaseGame
from . import events as ev
from .player import AzulPlayer


class AzulState(BaseGame):
    """What an Azul game holds beside the identity `BaseGame` keeps."""

    players: list[AzulPlayer]
    marker_in_centre: bool
    marker_taker: int | None  # the seat that took the first-player marker this round
    bag: list[int]  # counts per colour
    lid: list[int]
    table_tiles: int  # tiles left on the factories and in the centre
    start_player: int
    wall_cursor: tuple[int, int]  # grey side: (player, row) of the pending column choice
    end_reason: str | None  # "row" or "no-tiles" once the game is over

    @abstractmethod
    def _end_offer(self, events: list[ev.Event]) -> None:
        """The factory offer is over (`tiling`)."""

    @abstractmethod
    def _finish_round(self, events: list[ev.Event]) -> None:
        """Floor penalties, then the next round or the end of the game (`scoring`)."""
