"""Any edition without an adapter of its own: one step listing every legal move by notation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n.catalogue import text
from . import DONE, Adapter, Option, Position, Token

if TYPE_CHECKING:
    from render import Locale


class GenericAdapter:
    def tokens(self, notation: str) -> tuple[Token, ...]:
        # "." and ":" separate tokens in custom_ids; notations with them are escaped.
        return (Token("move", notation.replace(".", "·").replace(":", "¦")),)

    def question(self, pos: Position, path: tuple[str, ...], kind: str, locale: Locale) -> str:
        return text("step.move", locale)

    def label(
        self, pos: Position, path: tuple[str, ...], option: Option, locale: Locale
    ) -> tuple[str, str | None]:
        if option.value == DONE:
            return text("step.done", locale), None
        return option.value.replace("·", ".").replace("¦", ":"), None


ADAPTER: Adapter = GenericAdapter()
