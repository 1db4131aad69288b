"""Agree / Refuse on the vote a player of a rated game asks for with `/azul end`."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import discord

from ..i18n.catalogue import text
from .base import Limited, detached, static_view

if TYPE_CHECKING:
    from render import Locale

ANSWERS = {"y": True, "n": False}  # the custom_id's tag: agree, refuse


class EndVoteButton(
    Limited,
    discord.ui.DynamicItem[discord.ui.Button],
    template=re.compile(r"azul:ev:(?P<game>\d+):(?P<tag>[yn])"),
):
    def __init__(self, game_id: int, tag: str, locale: Locale = None) -> None:
        agree = ANSWERS[tag]
        super().__init__(
            discord.ui.Button(
                label=text("button.agree" if agree else "button.refuse", locale),
                style=discord.ButtonStyle.success if agree else discord.ButtonStyle.danger,
                custom_id=f"azul:ev:{game_id}:{tag}",
            )
        )
        self.game_id, self.agree = game_id, agree

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> EndVoteButton:
        return cls(int(match["game"]), match["tag"], interaction.locale)

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = interaction.client.get_cog("Admin")  # type: ignore[attr-defined]
        await cog.on_end_vote(interaction, self.game_id, agree=self.agree)


def end_vote_view(game_id: int, locale: Locale) -> discord.ui.View:
    view = static_view()
    view.add_item(EndVoteButton(game_id, "y", locale))
    view.add_item(EndVoteButton(game_id, "n", locale))
    return detached(view)
