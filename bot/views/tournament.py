"""A tournament's sign-up post controls: Sign up, Withdraw, Check in."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from ..i18n.catalogue import text
from .base import Limited, detached, static_view

if TYPE_CHECKING:
    from render import Locale

_LABELS = {"signup": "button.sign_up", "withdraw": "button.withdraw", "checkin": "button.check_in"}
_STYLES = {
    "signup": discord.ButtonStyle.success,
    "withdraw": discord.ButtonStyle.secondary,
    "checkin": discord.ButtonStyle.primary,
}


class TournamentButton(
    Limited,
    discord.ui.DynamicItem[discord.ui.Button],
    template=re.compile(r"azul:tn:(?P<id>\d+):(?P<action>signup|withdraw|checkin)"),
):
    def __init__(self, tournament_id: int, action: str, locale: Locale = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=text(_LABELS[action], locale),
                style=_STYLES[action],
                custom_id=f"azul:tn:{tournament_id}:{action}",
            )
        )
        self.tournament_id = tournament_id
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> TournamentButton:
        return cls(int(match["id"]), match["action"], interaction.locale)

    async def callback(self, interaction: discord.Interaction) -> None:
        cog: Any = interaction.client.get_cog("Tournaments")  # type: ignore[attr-defined]
        await cog.on_button(interaction, self.tournament_id, self.action)


def tournament_view(
    tournament_id: int, status: str, locale: Locale = None
) -> discord.ui.View | None:
    """The sign-up post's buttons for where the tournament stands: signing up and withdrawing,
    checking in during the check-in, withdrawing while it runs; none once it is over."""
    actions = {
        "signup": ("signup", "withdraw"),
        "checkin": ("checkin", "signup", "withdraw"),
        "running": ("withdraw",),
    }.get(status)
    if not actions:
        return None
    view = static_view()
    for action in actions:
        view.add_item(TournamentButton(tournament_id, action, locale))
    return detached(view)
