"""Stopping a game: `/azul end` (the host, or moderators of the channel), and by itself when
its channel or thread is deleted. A game's thread opened again shows where the game stands."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from ..messages import text
from ..replies import guarded
from ..translator import T
from .base import AzulCog


class Admin(AzulCog):
    @app_commands.command(name="end", description=T("cmd.end"))
    async def end(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction, "/azul end"):
            table = await self.service.table_here(interaction.channel_id)
            may_moderate = interaction.permissions.manage_messages
            # Refused before deferring, so the answer comes at once.
            self.service.check_end(table, interaction.user.id, may_moderate=may_moderate)
            await interaction.response.defer(ephemeral=True, thinking=True)
            async with self.service.locked(table.id) as table:
                closing = await self.service.end(
                    table,
                    interaction.user.id,
                    may_moderate=may_moderate,
                    by_name=interaction.user.display_name,
                )
                await self.turns.announce_closing(closing)
            await interaction.followup.send(
                text("end.confirm", interaction.locale, game=table.id), ephemeral=True
            )

    @commands.Cog.listener()
    async def on_raw_thread_update(self, payload: discord.RawThreadUpdateEvent) -> None:
        if not (payload.data.get("thread_metadata") or {}).get("archived", False):
            await self.turns.thread_reopened(payload.thread_id)

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.turns.channel_gone(payload.thread_id, payload.parent_id)

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.turns.channel_gone(channel.id)


async def setup(bot) -> None:
    await bot.add_cog(Admin(bot))
