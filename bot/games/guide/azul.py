"""Azul: `3K-2` → source 3, colour K, target 2; grey wall `2>4` → row 2, column 4."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...i18n.catalogue import text
from . import DONE, Adapter, Option, Position, Token, source_tiles

if TYPE_CHECKING:
    from render import Locale

TILE_EMOJI = {"B": "🟦", "Y": "🟨", "R": "🟥", "K": "⬛", "W": "⬜"}
MARKER_EMOJI = "1️⃣"

_DRAFT = re.compile(r"^([1-9C])([BYRKW])-([1-5F])$")
_WALL = re.compile(r"^([1-5])>([1-5])$")


def colour_name(code: str, locale: Locale) -> str:
    return text(f"colour.azul.{code}", locale)


def tiles_text(codes: str) -> str:
    """`KKR` → `⬛⬛🟥`: a source's tiles at a glance, also readable without colour vision."""
    return "".join(TILE_EMOJI.get(c, c) for c in sorted(codes, key="BYRKW".index))


class AzulAdapter:
    def tokens(self, notation: str) -> tuple[Token, ...]:
        m = _DRAFT.match(notation)
        if m:
            return (Token("source", m[1]), Token("colour", m[2]), Token("target", m[3]))
        m = _WALL.match(notation)
        if m:
            return (Token("row", m[1]), Token("column", m[2]))
        return (Token("move", notation),)

    def question(self, pos: Position, path: tuple[str, ...], kind: str, locale: Locale) -> str:
        if kind == "column":
            return text("step.column", locale, row=path[0] if path else "?")
        return text(f"step.{kind}", locale)

    def label(
        self, pos: Position, path: tuple[str, ...], option: Option, locale: Locale
    ) -> tuple[str, str | None]:
        """(label, emoji) of one choice."""
        kind, value = option.kind, option.value
        state = pos.state
        if value == DONE:
            return text("step.done", locale), None
        if kind == "source":
            tiles = source_tiles(state, value)
            if value == "C":
                marker = f" {MARKER_EMOJI}" if state.get("marker_in_centre") else ""
                return f"{text('label.centre', locale)}: {tiles_text(tiles)}{marker}", None
            return f"{value}: {tiles_text(tiles)}", None
        if kind == "colour":
            count = source_tiles(state, path[0]).count(value) if path else 0
            name = colour_name(value, locale)
            return text("label.colour_count", locale, colour=name, count=count), TILE_EMOJI[value]
        if kind == "target":
            return _target_label(state, path, value, locale), None
        if kind == "column":
            return text("label.column", locale, n=value), None
        if kind == "row":
            return text("label.row", locale, n=value), None
        return value, None


def _target_label(state: dict, path: tuple[str, ...], value: str, locale: Locale) -> str:
    if value == "F":
        return text("label.floor", locale)
    n = int(value)
    label = text("label.line", locale, n=n)
    turn = state.get("turn")
    boards = state.get("boards") or []
    if turn is None or turn >= len(boards) or len(path) < 2:
        return label
    held = len(boards[turn]["lines"][n - 1])
    taking = source_tiles(state, path[0]).count(path[1])
    extra = taking - (n - held)
    if extra > 0:
        return text("label.line_overflow", locale, n=n, extra=extra)
    if held:
        return text("label.line_full", locale, n=n, count=held + taking, size=n)
    return label


ADAPTER: Adapter = AzulAdapter()
