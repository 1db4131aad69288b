"""Refusals that are answered to the person who asked, never logged as failures."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .catalogue import plural, text

if TYPE_CHECKING:
    from render import Locale


class Phrase:
    """A catalogue sentence not yet rendered: `key` and its parameters, which may be phrases too.

    It is put in a `UserError`'s parameters when part of the answer must itself be translated (an
    illegal move's reason, a colour's name); it is rendered in the asker's language together with
    the sentence that holds it.
    """

    __slots__ = ("key", "params")

    def __init__(self, key: str, /, **params: object) -> None:
        self.key = key
        self.params = params

    def render(self, locale: Locale = None) -> str:
        return text(self.key, locale, **_rendered(self.params, locale))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Phrase) and (self.key, self.params) == (other.key, other.params)

    def __hash__(self) -> int:
        return hash(self.key)

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Phrase({self.key!r}{args})"


class Counted(Phrase):
    """A catalogue sentence that counts something: the family `key` (`key.one`, `key.other`, ...)
    in the plural form of `n` for the language it is rendered in (`messages.plural`)."""

    __slots__ = ("n",)

    def __init__(self, key: str, n: int, /, **params: object) -> None:
        super().__init__(key, **params)
        self.n = n

    def render(self, locale: Locale = None) -> str:
        return plural(self.key, locale, self.n, **_rendered(self.params, locale))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Counted) and (self.key, self.n, self.params) == (
            other.key,
            other.n,
            other.params,
        )

    def __hash__(self) -> int:
        return hash(self.key)

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Counted({self.key!r}, {self.n!r}{args})"


def _rendered(params: dict[str, object], locale: Locale) -> dict[str, object]:
    return {k: v.render(locale) if isinstance(v, Phrase) else v for k, v in params.items()}


class UserError(Exception):
    """Something a person asked for that cannot be done; carries a catalogue key.

    The message is rendered in the asker's language when it is shown, which is why the key and
    its parameters travel instead of a finished sentence. A parameter that is a `Phrase` is
    rendered in the same language.
    """

    def __init__(self, key: str, /, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def render(self, locale: Locale = None) -> str:
        return text(self.key, locale, **_rendered(self.params, locale))


class StaleTurn(UserError):
    """A control or command that refers to an earlier ply of the game."""

    def __init__(self, game_id: int, current_ply: int, *, by_you: bool = False) -> None:
        super().__init__("error.stale_no_link")
        self.game_id = game_id
        self.current_ply = current_ply
        self.by_you = by_you  # the asker made the move that made this control stale
