"""What Discord takes in one message, and cutting to it.

Pages are built to fit (shorter names, fewer lines); `fit` is the last resort at every place
the bot sends or edits text: a message over the limit is refused by Discord as a whole (50035),
so the person would see nothing but "something went wrong".
"""

from __future__ import annotations

MAX_CONTENT = 2000  # characters Discord takes in a message


def fit(content: str, limit: int = MAX_CONTENT) -> str:
    """`content`, cut with "…" if it is longer than `limit`."""
    return content if len(content) <= limit else content[: limit - 1] + "…"
