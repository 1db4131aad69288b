"""What must hold before the table changes: the game is in this server and channel, running,
still a lobby, asked by its host; and whether it ended in its first round."""

from __future__ import annotations

import logging

from ..i18n.errors import UserError
from ..i18n.names import shown
from ..store.rows import (
    StoredGame,
)
from .table import Table, past_first_round

log = logging.getLogger(__name__)


def check_place(game: Table | StoredGame, guild_id: int | None, channel_id: int | None) -> None:
    """A control names its game by id; it acts only where the game is played. Discord sends
    only the ids a message carries, so another server's or channel's game means a forged id,
    or ids reused after the database was replaced: refused, whatever the control."""
    if game.guild_id != guild_id or game.channel_id != channel_id:
        raise UserError("error.not_here", game=game.id)


def require_running(table: Table) -> None:
    if table.status == "lobby":
        raise UserError("error.not_started")
    if table.status != "active" or table.game is None or table.game.is_over:
        raise UserError("error.game_over")


def require_lobby(table: Table) -> None:
    if table.status != "lobby":
        raise UserError("error.lobby_closed")


def require_host(table: Table, user_id: int) -> None:
    if user_id != table.host_id:
        raise UserError("error.host_only", host=shown(table.host_name))


def in_first_round(table: Table) -> bool:
    """A started game that stops now stops in its first round (a lobby never started)."""
    return table.game is not None and not past_first_round(table.game)
