"""Exceptions raised by the rules engines.

Every message is written for a player: it says precisely what is wrong, so that the bot can show it
unchanged. Whenever one of these is raised the game state is left exactly as it was.
"""


class RulesError(Exception):
    """Base class of every error the rules package raises on purpose."""


class IllegalMove(RulesError, ValueError):
    """A move that the rules do not allow in the current position."""


class NotationError(IllegalMove):
    """Text that is not a move in the edition's notation at all."""


class RecordError(RulesError, ValueError):
    """A game record or saved state that is malformed or inconsistent."""


class DrawError(RecordError):
    """An explicit draw sequence that does not fit the bag (names the draw index)."""
