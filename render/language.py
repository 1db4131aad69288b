"""`Locale`: a language as the layers above `render` pass it around, one name for one idea.

A language code ("uk", "en-US"), anything whose `value` is one (a `discord.Locale`, so `render`
need not know Discord to name it), or None for English. The bot's message catalogue maps a
`Locale` to one of its languages; `render` itself draws in a plain code (`RenderOptions.language`).
"""

from __future__ import annotations

from typing import Protocol, TypeAlias


class CodedLocale(Protocol):
    """A locale object carrying its code, such as `discord.Locale.ukrainian` ("uk")."""

    @property
    def value(self) -> str: ...


Locale: TypeAlias = str | CodedLocale | None
