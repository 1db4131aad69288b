"""Abuse limits: how fast one person may use the bot.

A sliding window per person: at most `burst` interactions (commands, clicks, menus) in `window`
seconds. One person hammering buttons or a script replaying clicks gets a polite private answer
and nothing more is done for them until the window moves on; everyone else is untouched.
Typing suggestions (autocomplete) come with every key press: they are not counted with the
rest, but have a window of their own, `SUGGESTIONS` times as wide; past it they are empty.
"""

from __future__ import annotations

import contextlib
import math
from collections import deque
from collections.abc import Callable, Iterable

import discord

from ..i18n.catalogue import text

SUGGESTIONS = 3  # typing suggestions one person may ask for, per interaction allowed


class RateLimit:
    def __init__(self, burst: int, window: float, clock: Callable[[], float]) -> None:
        self.burst, self.window, self.clock = burst, window, clock
        self._seen: dict[int, deque[float]] = {}

    def wait(self, user_id: int) -> float:
        """0 if `user_id` may go on now (and counts this one), else the seconds until they may."""
        now = self.clock()
        seen = self._seen.setdefault(user_id, deque())
        while seen and seen[0] <= now - self.window:
            seen.popleft()
        if len(seen) >= self.burst:
            return seen[0] + self.window - now
        seen.append(now)
        if len(self._seen) > 10_000:  # forget people whose windows are empty
            self._seen = {u: q for u, q in self._seen.items() if q and q[-1] > now - self.window}
        return 0.0


PING_EVERY = 3600.0  # seconds: one ping of a person per asker an hour


class PingLimit:
    """The bot pings a person on someone else's behalf (an invitation, a rematch call) at most
    once every `every` seconds per asker: opening and cancelling lobbies in a loop must not make
    the bot a way to ping someone again and again (a ping from the bot passes their block of
    the asker). The invitation itself stands; only the notification is held back."""

    def __init__(self, every: float, clock: Callable[[], float]) -> None:
        self.every, self.clock = every, clock
        self._last: dict[tuple[int, int], float] = {}

    def allowed(self, by: int, people: Iterable[int]) -> list[int]:
        """Those of `people` that `by` may have pinged now (each counted as pinged)."""
        now = self.clock()
        out = []
        for person in people:
            last = self._last.get((by, person))
            if last is not None and now - last < self.every:
                continue
            self._last[(by, person)] = now
            out.append(person)
        if len(self._last) > 10_000:  # forget pings older than the window
            self._last = {k: t for k, t in self._last.items() if now - t < self.every}
        return out


async def within_limits(interaction: discord.Interaction) -> bool:
    """Whether to handle `interaction`; if not, its person has been told why, privately."""
    if interaction.type == discord.InteractionType.autocomplete:
        return await _suggestions_within_limits(interaction)
    limit: RateLimit | None = getattr(interaction.client, "rate_limit", None)
    if limit is None:
        return True
    wait = limit.wait(interaction.user.id)
    if not wait:
        return True
    seconds = max(1, math.ceil(wait))
    with contextlib.suppress(discord.HTTPException):  # gone already: nothing more to say
        await interaction.response.send_message(
            text("error.slow_down", interaction.locale, seconds=seconds), ephemeral=True
        )
    return False


async def _suggestions_within_limits(interaction: discord.Interaction) -> bool:
    """Typing suggestions cost a game lookup each (a modified client could send thousands):
    past their own limit the answer is no suggestions, and nothing is looked up."""
    limit: RateLimit | None = getattr(interaction.client, "suggestion_limit", None)
    if limit is None or not limit.wait(interaction.user.id):
        return True
    with contextlib.suppress(discord.HTTPException):
        await interaction.response.autocomplete([])
    return False
