"""Table images from `render`, produced off the event loop (rendering takes tens of ms).

`locale` is a Discord locale (or its code): the words on the image follow it where `render` has
them in that language, as the bot's messages do (`messages.language`)."""

from __future__ import annotations

import asyncio
from typing import Any

from .messages import language


def _options(colour_blind: bool, locale: object | None) -> Any:
    from render import RenderOptions

    return RenderOptions(colour_blind=colour_blind, language=language(locale))


def _table(game: Any, colour_blind: bool, locale: object | None) -> bytes:
    from render import table_png

    return table_png(game, _options(colour_blind, locale))


def _board(game: Any, seat: int, colour_blind: bool, locale: object | None) -> bytes:
    from render import board_png

    return board_png(game, seat, _options(colour_blind, locale))


def _final(game: Any, colour_blind: bool, locale: object | None) -> bytes:
    from render import final_png

    return final_png(game, _options(colour_blind, locale))


# The engine objects handed over here are never mutated afterwards (moves are applied to a copy),
# so a worker thread can read them while the loop goes on.


async def table_png(game: Any, *, colour_blind: bool = False, locale: object = None) -> bytes:
    return await asyncio.to_thread(_table, game, colour_blind, locale)


async def board_png(
    game: Any, seat: int, *, colour_blind: bool = False, locale: object = None
) -> bytes:
    return await asyncio.to_thread(_board, game, seat, colour_blind, locale)


async def final_png(game: Any, *, colour_blind: bool = False, locale: object = None) -> bytes:
    return await asyncio.to_thread(_final, game, colour_blind, locale)
