"""The game service: open games in memory, one lock each, moves applied and committed.

No Discord here: people are user ids and names, answers are `UserError`s and outcome objects, so
the rules of the *table* (who may join, start, move, end) are tested without a client. The rules
of the *game* stay in `rules`: this module only asks the engine.

Locking: every change to a table happens inside `async with service.locked(game_id) as table`.
The bot keeps holding that lock while it posts the new table image, so a channel never shows two
turns out of order, and two clicks at once apply exactly one move.
"""

from __future__ import annotations

from .lobby import LobbyRules
from .settings import Settings
from .timers import TurnTimers
from .votes import EndVotes


class GameService(Settings, LobbyRules, TurnTimers, EndVotes):
    """The game service, one part per concern (each in its module): the open games and their
    locks (`tables`), settings, the lobby's rules, moves, turn timers, leaving a game, votes."""

    async def load(self) -> int:
        """At start-up: the channel of every open game (no game is loaded) and the servers'
        settings; how many open games there are."""
        await self.load_settings()
        return await self.load_channels()
