"""`/azul export` (the game record as a JSON file) and `/azul help`."""

from __future__ import annotations

import io
import json

import discord
from discord import app_commands

from ..channel.replies import guarded
from ..games.rebuild import export_record
from ..i18n.catalogue import text
from ..i18n.errors import UserError
from ..i18n.translator import T
from ..lookback.visibility import viewer_of
from .base import AzulCog


class Info(AzulCog):
    @app_commands.command(name="export", description=T("cmd.export"))
    @app_commands.describe(game=T("cmd.export.game"))
    async def export(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None
    ) -> None:
        async with guarded(interaction, "/azul export"):
            table = None
            if game is None:
                table = await self.service.get_in_channel(interaction.channel_id)
                stored = (
                    await self.service.stored(table.id)
                    if table is not None
                    else await self.service.latest_in_channel(interaction.channel_id)
                )
                if stored is None:
                    raise UserError("error.no_game")
            else:
                stored = await self.service.stored(game)
                # Records of other servers, or of channels the asker cannot see, are not ours
                # to hand out.
                if stored is None or stored.guild_id != interaction.guild_id:
                    raise UserError("error.no_game_id", game=game)
                if not viewer_of(interaction).may_see(stored):
                    raise UserError("error.no_game_id", game=game)
                table = await self.service.get(game)
            live = table.game if table is not None and table.id == stored.id else None
            record = export_record(stored, live)
            data = json.dumps(record, indent=1, ensure_ascii=False).encode()
            moves = len(record["moves"])
            lines = [text("export.done", interaction.locale, game=stored.id, moves=moves)]
            if "seed" not in record:
                lines.append(text("export.unfinished", interaction.locale))
            await interaction.response.send_message(
                "\n".join(lines),
                file=discord.File(io.BytesIO(data), filename=f"azul-game-{stored.id}.json"),
                ephemeral=True,
            )

    @app_commands.command(name="help", description=T("cmd.help"))
    async def help(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction, "/azul help"):
            locale = interaction.locale
            await interaction.response.send_message(
                text("help.text", locale)
                + "\n"
                + text("help.after", locale)
                + "\n"
                + text("help.review", locale),
                ephemeral=True,
            )
            # Rated games in a message of their own (one message holds 2,000 characters), with
            # whether this channel's game counts.
            rated = [text("help.rated", locale)]
            table = await self.service.get_in_channel(interaction.channel_id)
            if table is not None:
                key = "help.this_game_rated" if table.rated else "help.this_game_unrated"
                rated.append(text(key, locale, game=table.id))
            await interaction.followup.send("\n".join(rated), ephemeral=True)


async def setup(bot) -> None:
    await bot.add_cog(Info(bot))
