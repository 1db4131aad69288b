"""Guided controls: the legal moves of a position, offered one decision at a time.

The bot implements no rule. It asks the engine for `legal_moves()`, writes each in record notation,
and an edition adapter splits that text into tokens — Azul `3K-2` becomes source 3, colour K,
target 2. Grouping the token lists by prefix gives the choices of each step; a step with one
choice is taken automatically; a path that names exactly one move plays it. When one legal move
is a strict prefix of others (Summer Pavilion: `pass` vs `pass:G`) a "done" choice (`DONE`) ends
the path there.

Paths travel in component `custom_id`s as tokens joined by `.`; tokens therefore never contain
`.` or `:`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from render import Locale
    from rules import BaseGame

DONE = "="
PAGE_PREFIX = "~"  # select-menu paging pseudo-token, never a real token


@dataclass(frozen=True, slots=True)
class Token:
    kind: str  # what the step decides: "source", "colour", "target", "column", "star", ...
    value: str


@dataclass(frozen=True, slots=True)
class Option:
    kind: str
    value: str  # a token value, or DONE


@dataclass(frozen=True, slots=True)
class Node:
    """Where a (possibly partial) path leads."""

    path: tuple[str, ...]  # the path after automatic single-choice steps
    move: str | None  # the move's notation when the path names exactly one move
    options: tuple[Option, ...]  # the choices of the next step (empty when `move` is set)

    @property
    def kind(self) -> str | None:
        return self.options[0].kind if self.options else None


class Position:
    """A game as the labels see it: the engine object and its `to_dict()`, computed once."""

    def __init__(self, game: BaseGame | None) -> None:
        self.game = game
        self._state: dict | None = None

    @property
    def state(self) -> dict:
        if self._state is None:
            assert self.game is not None, "a guide built without its game reads no position"
            self._state = self.game.to_dict()
        return self._state


class Adapter(Protocol):
    """An edition's notation split into tokens, and display text for each choice (from the
    catalogue; the position is read for counts and costs only, never to decide legality)."""

    def __hash__(self) -> int: ...  # `_tokens` remembers tokens per adapter and notation

    def tokens(self, notation: str) -> tuple[Token, ...]: ...

    def question(self, pos: Position, path: tuple[str, ...], kind: str, locale: Locale) -> str: ...

    def label(
        self, pos: Position, path: tuple[str, ...], option: Option, locale: Locale
    ) -> tuple[str, str | None]: ...


class Guide:
    """The choice tree of one position. Cheap to build; build a new one after every move."""

    def __init__(self, moves: list[str], adapter: Adapter, game: BaseGame | None = None) -> None:
        self.moves = moves
        self._paths = {m: _tokens(adapter, m) for m in moves}
        self.position = Position(game)  # for the labels of this position's choices

    @classmethod
    def for_game(cls, game: BaseGame) -> Guide:
        return cls([str(m) for m in game.legal_moves()], adapter_for(game.edition), game)

    def tokens(self, move: str) -> tuple[Token, ...]:
        return self._paths[move]

    def path_of(self, move: str) -> tuple[str, ...]:
        return tuple(t.value for t in self._paths[move])

    def kind_at(self, path: tuple[str, ...]) -> str:
        """The kind of the last token of `path` (which leads to at least one move)."""
        if path and path[-1] == DONE:
            return self.kind_at(path[:-1]) if len(path) > 1 else "move"
        for toks in self._paths.values():
            if _starts(toks, path):
                return toks[len(path) - 1].kind
        return "move"

    def resolve(self, path: tuple[str, ...] = ()) -> Node | None:
        """Follow `path`, then every forced step; None when no legal move starts with `path`."""
        path = tuple(path)
        if path and path[-1] == DONE:
            exact = self._exact(path[:-1])
            return None if exact is None else Node(path, exact, ())
        while True:
            matching = [m for m, toks in self._paths.items() if _starts(toks, path)]
            if not matching:
                return None
            if len(matching) == 1 and len(self._paths[matching[0]]) == len(path):
                return Node(path, matching[0], ())
            options: dict[str, Option] = {}
            finished = False
            for m in matching:
                toks = self._paths[m]
                if len(toks) == len(path):
                    finished = True
                else:
                    nxt = toks[len(path)]
                    options.setdefault(nxt.value, Option(nxt.kind, nxt.value))
            ordered = list(options.values())
            if finished:
                kind = ordered[0].kind if ordered else "move"
                ordered.append(Option(kind, DONE))
            if len(ordered) == 1 and ordered[0].value != DONE:
                path = (*path, ordered[0].value)
                continue
            if len(ordered) == 1:  # only DONE: the exact move
                return Node((*path, DONE), self._exact(path), ())
            return Node(path, None, tuple(ordered))

    def _exact(self, path: tuple[str, ...]) -> str | None:
        for m, toks in self._paths.items():
            if len(toks) == len(path) and _starts(toks, path):
                return m
        return None


@lru_cache(maxsize=1024)
def _tokens(adapter: Adapter, notation: str) -> tuple[Token, ...]:
    """An adapter's tokens of a notation, remembered: the same notations come back position
    after position (a Summer Pavilion turn offers hundreds of them). 1,024 builds a guide in
    0.07 ms, 32,768 did in 0.06 ms with 30 times the memory (15 MB), which a bot living for
    months would keep."""
    return adapter.tokens(notation)


def _starts(tokens: tuple[Token, ...], path: tuple[str, ...]) -> bool:
    if len(tokens) < len(path):
        return False
    return all(t.value == p for t, p in zip(tokens, path, strict=False))


def source_tiles(state: dict, source: str) -> str:
    """The tile codes on factory `source` ("1".."9") or the centre ("C") of a saved state; both
    editions save them alike (`centre` a string, `factories` a list of strings). Anything else
    reads as no tiles: labels only show counts, they never decide legality."""
    if source == "C":
        centre = state.get("centre", "")
        return centre if isinstance(centre, str) else ""
    factories = state.get("factories")
    if not isinstance(factories, list):
        return ""
    index = int(source) - 1
    if 0 <= index < len(factories) and isinstance(factories[index], str):
        return factories[index]
    return ""


def encode_path(path: tuple[str, ...]) -> str:
    return ".".join(path)


def decode_path(text: str) -> tuple[str, ...]:
    return tuple(text.split(".")) if text else ()


def adapter_for(edition: str) -> Adapter:
    """The tokeniser and labeller of an edition (a generic one for editions without their own)."""
    from . import azul, generic, pavilion

    return {"azul": azul.ADAPTER, "summer-pavilion": pavilion.ADAPTER}.get(edition, generic.ADAPTER)
