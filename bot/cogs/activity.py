""" "Play in Discord" (docs/activity.md): the lobby's and the turn posts' button launches the
Activity (the live table inside Discord) with the `LAUNCH_ACTIVITY` response, and the instance
Discord returns is bound to that post's game."""

from __future__ import annotations

import logging

import discord

from ..channel.replies import guarded
from ..i18n.errors import UserError
from .base import AzulCog

log = logging.getLogger(__name__)


class Activity(AzulCog):
    async def on_launch(self, interaction: discord.Interaction, game_id: int) -> None:
        async with guarded(interaction, "play in discord"):
            web = self.bot.web
            hub = web.activity if web is not None else None
            if hub is None:
                raise UserError("error.no_activity")
            table = await self.service.get(game_id)
            if table is None or table.channel_id != interaction.channel_id:
                raise UserError("error.bad_control")
            try:
                response = await interaction.response.launch_activity()
            except discord.HTTPException as exc:
                log.warning("game %s: Discord refused to launch the Activity: %s", game_id, exc)
                raise UserError("error.activity_refused") from exc
            resource = response.resource
            instance = response.activity_id or (
                resource.id
                if isinstance(resource, discord.InteractionCallbackActivityInstance)
                else None
            )
            if instance is None:  # launched, but Discord did not say which instance
                log.warning("game %s: the Activity launched without an instance id", game_id)
                return
            await hub.bound(instance, game_id, table.channel_id)
