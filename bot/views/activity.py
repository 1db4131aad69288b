""" "Play in Discord": launches the Activity (the live table inside Discord, docs/activity.md)
for the game of the post it sits on. Only offered when the bot has its Activity configured."""

from __future__ import annotations

import re
from typing import Any

import discord

from .turn import GameButton


class ActivityButton(GameButton, template=re.compile(r"azul:pa:(?P<game>\d+)")):
    label_key = "button.play_in_discord"
    style = discord.ButtonStyle.success

    async def callback(self, interaction: discord.Interaction) -> None:
        cog: Any = interaction.client.get_cog("Activity")  # type: ignore[attr-defined]
        await cog.on_launch(interaction, self.game_id)
