"""Pure, deterministic rules engines for Azul and Azul: Summer Pavilion.

    >>> from rules import new_game
    >>> game = new_game("azul", ["Ana", "Bo"], seed=42)
    >>> events = game.play(game.legal_moves()[0])

No I/O, no asyncio, no Discord, no images: the bot and the renderer stand on this package.
"""

from .base import ACQUIRE, DRAFT, OVER, PLAY, WALL, BaseGame
from .editions import EDITIONS, Event, Move, Player, game_class, load_state, new_game
from .errors import DrawError, IllegalMove, NotationError, RecordError, RulesError
from .records import ReplayError, ReplayResult, replay, validate_record

__all__ = [
    "ACQUIRE",
    "DRAFT",
    "EDITIONS",
    "OVER",
    "PLAY",
    "WALL",
    "BaseGame",
    "DrawError",
    "Event",
    "IllegalMove",
    "Move",
    "NotationError",
    "Player",
    "RecordError",
    "ReplayError",
    "ReplayResult",
    "RulesError",
    "game_class",
    "load_state",
    "new_game",
    "replay",
    "validate_record",
]
