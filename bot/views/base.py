"""Views whose items are all `DynamicItem`s."""

from __future__ import annotations

import discord


def static_view() -> discord.ui.View:
    return discord.ui.View(timeout=None)


def detached(view: discord.ui.View) -> discord.ui.View:
    """Mark a view as rendering only.

    Its clicks are routed by `custom_id` pattern to the DynamicItem classes registered in
    `setup_hook`, so the view itself need not be kept. discord.py keeps only views that are not
    finished; a stopped one is sent as plain components, and no per-message state (nor the
    15-minute timer discord.py attaches to ephemeral views) piles up in the view store.
    """
    view.stop()
    return view


class Limited:
    """Mixed into every control: a person over the rate limit is told so, and nothing runs."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        from .limits import within_limits

        return await within_limits(interaction)


def chosen(select: discord.ui.Select) -> str:
    """The value picked in a menu; a forged interaction may pick none ("" then, which no menu
    of ours offers)."""
    return select.values[0] if select.values else ""
