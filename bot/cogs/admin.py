"""Stopping a game: `/azul end` (the host, or moderators of the channel; in a rated game a
player asks the others to agree), and by itself when its channel or thread is deleted. A game's
thread opened again shows where the game stands."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from ..channel.replies import edit_response, guarded
from ..i18n.catalogue import text
from ..i18n.translator import T
from ..views.vote import end_vote_view
from .base import AzulCog


class Admin(AzulCog):
    @app_commands.command(name="end", description=T("cmd.end"))
    async def end(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction, "/azul end"):
            table = await self.service.table_here(interaction.channel_id)
            user = interaction.user
            may_moderate = interaction.permissions.manage_messages
            # Refused before deferring, so the answer comes at once.
            self.service.end_plan(table, user.id, may_moderate=may_moderate)
            await interaction.response.defer(ephemeral=True, thinking=True)
            async with self.service.locked(table.id) as table:
                plan = self.service.end_plan(table, user.id, may_moderate=may_moderate)
                if plan == "vote":
                    vote = await self.service.open_end_vote(table, user.id)
                    name = table.seats[table.seat_of(user.id)].name
                    await self.turns.post_end_vote(table, vote, name)
                    done = text("end.vote_posted", interaction.locale)
                elif plan == "resign":
                    name = table.seats[table.seat_of(user.id)].name
                    closing = await self.service.resign(table, user.id, by_name=name)
                    await self.turns.announce_resignation(table, closing, name)
                    done = text("end.as_resign", interaction.locale, game=table.id)
                else:
                    closing = await self.service.end(
                        table, user.id, may_moderate=may_moderate, by_name=user.display_name
                    )
                    await self.turns.announce_closing(closing)
                    done = text("end.confirm", interaction.locale, game=table.id)
            await interaction.followup.send(done, ephemeral=True)

    async def on_end_vote(self, interaction: discord.Interaction, game_id: int, *, agree: bool):
        """Agree / Refuse on an end vote: the post shows who agreed so far; once everyone has,
        the game ends unrated; a refusal counts as the requester resigning."""
        async with guarded(interaction, "end vote"):
            # Answered before the game's lock: a computer's turn may hold it while its table is
            # drawn and posted, longer than Discord's 3 seconds on a busy host.
            await interaction.response.defer()
            async with self.service.locked(game_id) as table:
                answer = await self.service.answer_end_vote(table, interaction.user.id, agree=agree)
                content = self.turns.end_vote_outcome(table, answer)
                if answer.state == "waiting":
                    await edit_response(
                        interaction, content=content, view=end_vote_view(table.id, table.locale)
                    )
                    return
                await edit_response(interaction, content=content, view=None)
                await self.turns.announce_vote_result(table, answer)

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
