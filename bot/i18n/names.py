"""People's names inside the bot's own messages.

A name is whatever a person (or an uploaded record) chose: `[Claim prize](https://x.tld)` or
`**@everyone**` must read as the text it is, not become a link or bold in a post in the bot's
voice. Mentions never ping (every post sets its allowed mentions); markdown is escaped here.
Images draw names as they are: they have no markdown.
"""

from __future__ import annotations

from discord.utils import escape_markdown

LONGEST = 32  # Discord's longest display name; uploaded records may have up to 100 characters


def shown(raw: str, most: int | None = LONGEST) -> str:
    """`raw` as a message shows it: at most `most` characters (cut with "…"), markdown
    escaped (which may double its length: `__` becomes `\\_\\_`)."""
    if most is not None and len(raw) > most:
        raw = raw[: most - 1] + "…"
    return escape_markdown(raw)


def listed(names: list[str], most: int | None = LONGEST) -> str:
    """Several names, as `end.winners` and `error.rematch_unconfirmed` list them."""
    return ", ".join(shown(n, most) for n in names)
