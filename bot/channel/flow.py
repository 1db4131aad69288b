"""TurnFlow: everything the channel sees of a game, in parts (posting, turn posts, deadlines and
the end vote, computer players), each in its module."""

from __future__ import annotations

from .deadlines import DeadlineHandlers
from .driver import ComputerDriver


class TurnFlow(DeadlineHandlers, ComputerDriver):
    """Posts turns, handles deadlines, drives computer players."""
