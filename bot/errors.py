"""Refusals that are answered to the person who asked, never logged as failures."""

from __future__ import annotations

from .messages import text


class UserError(Exception):
    """Something a person asked for that cannot be done; carries a catalogue key.

    The message is rendered in the asker's language when it is shown, which is why the key and
    its parameters travel instead of a finished sentence.
    """

    def __init__(self, key: str, /, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def render(self, locale: object | None = None) -> str:
        return text(self.key, locale, **self.params)


class StaleTurn(UserError):
    """A control or command that refers to an earlier ply of the game."""

    def __init__(self, game_id: int, current_ply: int, *, by_you: bool = False) -> None:
        super().__init__("error.stale_no_link")
        self.game_id = game_id
        self.current_ply = current_ply
        self.by_you = by_you  # the asker made the move that made this control stale
