"""`/azul export` (the game record as a JSON file) and `/azul help`."""

from __future__ import annotations

import io
import json
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from ..channel.replies import guarded
from ..games.rebuild import export_record
from ..i18n.catalogue import text
from ..i18n.errors import UserError
from ..i18n.translator import T
from ..lookback.visibility import viewer_of
from ..store.rows import StoredGame
from .base import AzulCog

if TYPE_CHECKING:
    from ..games.table import Table


class Info(AzulCog):
    async def _asked_game(
        self, interaction: discord.Interaction, game: int | None
    ) -> tuple[StoredGame, Table | None]:
        """The game a command names (`game`), else this channel's open or latest game, with
        its table if it is open. Games of other servers, or of channels the asker cannot see,
        are not ours to hand out: to them they do not exist."""
        if game is None:
            table = await self.service.get_in_channel(interaction.channel_id)
            stored = (
                await self.service.stored(table.id)
                if table is not None
                else await self.service.latest_in_channel(interaction.channel_id)
            )
            if stored is None:
                raise UserError("error.no_game")
            return stored, table
        stored = await self.service.stored(game)
        if stored is None or stored.guild_id != interaction.guild_id:
            raise UserError("error.no_game_id", game=game)
        if not viewer_of(interaction).may_see(stored):
            raise UserError("error.no_game_id", game=game)
        return stored, await self.service.get(game)

    @app_commands.command(name="export", description=T("cmd.export"))
    @app_commands.describe(game=T("cmd.export.game"))
    async def export(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None
    ) -> None:
        async with guarded(interaction, "/azul export"):
            stored, table = await self._asked_game(interaction, game)
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

    @app_commands.command(name="web", description=T("cmd.web"))
    @app_commands.describe(game=T("cmd.web.game"))
    async def web(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None
    ) -> None:
        """A private link to the game's live table: the asker's seat, else a view-only one."""
        async with guarded(interaction, "/azul web"):
            locale = interaction.locale
            stored, _ = await self._asked_game(interaction, game)
            if stored.status in ("lobby", "cancelled"):
                raise UserError("error.not_started")
            seated = any(s.user_id == interaction.user.id for s in stored.seats)
            user_id = interaction.user.id if seated else None
            url = self.bot.web_link(stored.id, user_id, "play" if seated else "watch")
            if url is None:
                await interaction.response.send_message(text("web.off", locale), ephemeral=True)
                return
            said = "web.play_link" if seated else "web.watch_link"
            view = discord.ui.View()
            view.add_item(discord.ui.Button(label=text("web.open", locale), url=url))
            await interaction.response.send_message(
                text(said, locale, game=stored.id), view=view, ephemeral=True
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
            # Learning and rated games in a message of their own (one message holds 2,000
            # characters), with whether this channel's game counts.
            rated = [text("help.learn", locale), text("help.rated", locale)]
            table = await self.service.get_in_channel(interaction.channel_id)
            if table is not None:
                key = "help.this_game_rated" if table.rated else "help.this_game_unrated"
                rated.append(text(key, locale, game=table.id))
            await interaction.followup.send("\n".join(rated), ephemeral=True)
