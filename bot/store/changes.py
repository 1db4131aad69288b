"""Who wants to know that a game changed in the store (a move committed or taken back, a seat
resigned, the game closed): the live web table. Told after the change is committed, in this
process; other processes on the same PostgreSQL database hear of it from the database."""

from __future__ import annotations

import logging
from collections.abc import Callable

log = logging.getLogger(__name__)

Listener = Callable[[int], None]


class Changes:
    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call `listener(game_id)` after every change; returns what unsubscribes it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def emit(self, game_id: int) -> None:
        for listener in list(self._listeners):
            try:
                listener(game_id)
            except Exception:  # a listener's failure is its own; the change is committed
                log.exception("a change listener failed for game %s", game_id)
