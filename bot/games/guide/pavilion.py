"""Summer Pavilion: acquire `3O` → source, colour; place `R4w2+PO` → star, space, [colour],
wilds, bonus tiles one by one; pass `pass:GOOB` → "pass", then kept tiles one by one."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...i18n.catalogue import plural, text
from . import DONE, Adapter, Option, Position, Token, source_tiles

if TYPE_CHECKING:
    from render import Locale

TILE_EMOJI = {"P": "🟪", "G": "🟩", "O": "🟧", "Y": "🟨", "B": "🟦", "R": "🟥"}
STAR_EMOJI = {**TILE_EMOJI, "C": "⭐"}
ORDER = "PGOYBR"
STARS = "ORBYGPC"  # star positions, as the notation names them

_ACQUIRE = re.compile(r"^([1-9C])([PGOYBR])$")
_PLACE = re.compile(r"^([ORBYGPC])([1-6])([PGOYBR])?(?:w(\d+))?(?:\+([PGOYBR]+))?$")
_PASS = re.compile(r"^pass(?::([PGOYBR]+))?$")


def colour_name(code: str, locale: Locale) -> str:
    return text(f"colour.summer-pavilion.{code}", locale)


def tiles_text(codes: str) -> str:
    return "".join(TILE_EMOJI.get(c, c) for c in sorted(codes, key=_order))


def _order(code: str) -> int:
    return ORDER.index(code) if code in ORDER else len(ORDER)


class PavilionAdapter:
    def tokens(self, notation: str) -> tuple[Token, ...]:
        m = _ACQUIRE.match(notation)
        if m:
            return (Token("source", m[1]), Token("colour", m[2]))
        m = _PASS.match(notation)
        if m:
            return (Token("star", "pass"), *(Token("keep", c) for c in m[1] or ""))
        m = _PLACE.match(notation)
        if m:
            star, space, colour, wilds, bonus = m.groups()
            out = [Token("star", star), Token("space", space)]
            if colour:
                out.append(Token("colour", colour))
            out.append(Token("wilds", f"w{wilds or 0}"))
            out.extend(Token("bonus", c) for c in bonus or "")
            return tuple(out)
        return (Token("move", notation),)

    def question(self, pos: Position, path: tuple[str, ...], kind: str, locale: Locale) -> str:
        return text(f"step.{kind}", locale)

    def label(
        self, pos: Position, path: tuple[str, ...], option: Option, locale: Locale
    ) -> tuple[str, str | None]:
        kind, value = option.kind, option.value
        state = pos.state
        if value == DONE:
            if kind == "keep":
                key = "label.keep_nothing" if path == ("pass",) else "label.keep_these"
                return text(key, locale), None
            return text("step.done", locale), None
        if kind == "source":
            tiles = source_tiles(state, value)
            name = text("label.centre", locale) if value == "C" else value
            return (f"{name}: {tiles_text(tiles)}" if tiles else name), None
        if kind == "colour":
            name = colour_name(value, locale)
            if len(path) == 1:  # acquire: how many come along
                count = source_tiles(state, path[0]).count(value)
            else:  # place: how many of them are in hand
                count = _hand(state).count(value)
            if count:
                name = text("label.colour_count", locale, colour=name, count=count)
            return name, TILE_EMOJI.get(value)
        if kind == "star":
            if value == "pass":
                return text("label.pass", locale), None
            if value == "C":
                return text("label.star_centre", locale), STAR_EMOJI["C"]
            return text("label.star", locale, star=colour_name(value, locale)), STAR_EMOJI.get(
                value
            )
        if kind == "space":
            cost = _cost(pos, path[0], int(value)) if path else None
            if cost is None:
                return text("label.space", locale, n=value), None
            return text("label.space_cost", locale, n=value, cost=cost), None
        if kind == "wilds":
            n = int(value[1:])
            if n == 0:
                return text("label.no_wilds", locale), None
            return plural("label.wilds", locale, n), None
        if kind in ("bonus", "keep"):
            return colour_name(value, locale), TILE_EMOJI.get(value)
        return value, None


def _hand(state: dict) -> str:
    turn, boards = state.get("turn"), state.get("boards")
    if not isinstance(turn, int) or not isinstance(boards, list) or turn >= len(boards):
        return ""
    hand = boards[turn].get("hand", "")
    return hand if isinstance(hand, str) else ""


def _cost(pos: Position, star: str, space: int) -> int | None:
    """The printed cost of a space, asked of the engine (it differs on the grey side)."""
    space_cost = getattr(pos.game, "space_cost", None)
    if not callable(space_cost) or star not in STARS:
        return None
    return int(space_cost(STARS.index(star), space - 1))


ADAPTER: Adapter = PavilionAdapter()
