"""Exceptions raised by the rules engines.

Every message is written for a player: it says precisely what is wrong, so that the bot can show it
unchanged. Whenever one of these is raised the game state is left exactly as it was.

An `IllegalMove` also carries a stable `code` (e.g. "azul.line_full") and the plain values the
message was built from (`params`: ints and strings such as a colour letter or a space name), so
that a front end can say the same thing in another language. The codes and their parameters are
part of the interface: `str(exc)` is the English sentence, `exc.code` and `exc.params` the data.
"""

from __future__ import annotations

from collections.abc import Callable


class RulesError(Exception):
    """Base class of every error the rules package raises on purpose."""


class IllegalMove(RulesError, ValueError):
    """A move that the rules do not allow in the current position.

    `str(exc)` is the English message; `code` names the reason (None for an ad-hoc one) and
    `params` holds the values that fill it in.
    """

    def __init__(self, message: str, code: str | None = None, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params

    def __reduce__(self) -> tuple[Callable[..., IllegalMove], tuple[object, ...]]:
        return (_rebuild, (type(self), str(self), self.code, self.params))


def _rebuild(
    cls: type[IllegalMove], message: str, code: str | None, params: dict[str, object]
) -> IllegalMove:
    return cls(message, code, **params)


class NotationError(IllegalMove):
    """Text that is not a move in the edition's notation at all."""


class RecordError(RulesError, ValueError):
    """A game record or saved state that is malformed or inconsistent."""


class DrawError(RecordError):
    """An explicit draw sequence that does not fit the bag (names the draw index)."""
