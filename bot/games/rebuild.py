"""Game records for the bot: rebuilding an engine object from the store, exporting to players."""

from __future__ import annotations

import logging

import rules

from ..i18n.errors import UserError
from ..store.rows import StoredGame

log = logging.getLogger(__name__)


def rebuild_game(stored: StoredGame) -> rules.BaseGame:
    """The engine object of a stored game: its snapshot if it matches the moves, else a replay
    of the moves (the truth)."""
    snap = stored.snapshot
    if snap is not None and list(snap.get("moves", [])) == stored.moves:
        try:
            return rules.load_state(snap)
        except rules.RecordError:
            log.warning("game %s: snapshot unreadable, replaying its moves", stored.id)
    elif snap is None:
        log.warning("game %s: no readable snapshot, replaying its moves", stored.id)
    else:
        log.info("game %s: snapshot behind the moves, replaying", stored.id)
    game = rules.new_game(stored.edition, [s.name for s in stored.seats], stored.side, stored.seed)
    for notation in stored.moves:
        game.play(notation)
    return game


def export_record(stored: StoredGame, game: rules.BaseGame | None = None) -> dict:
    """The game record for players. While the game runs the seed is left out: with it anyone
    could compute the tiles still to come; the draws so far replay every move played."""
    if game is None:
        game = rebuild_game(stored) if stored.status not in ("lobby", "cancelled") else None
    if game is None:
        raise UserError("error.not_started")
    record = game.record()
    if stored.status == "active" and not game.is_over:
        record.pop("seed", None)
    return record
