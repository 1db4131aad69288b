"""What belongs to a person or a server rather than a game: `/azul games`, `/azul settings me`
and `/azul settings server`."""

from __future__ import annotations

import dataclasses

import discord
from discord import app_commands

from ..channel.replies import EPHEMERAL_MENTIONS, guarded, in_range, jump_url
from ..i18n.catalogue import LANGUAGE_NAMES, check_language, text
from ..i18n.errors import UserError
from ..i18n.lengths import MAX_CONTENT
from ..i18n.translator import T
from ..lookback.pages import DEFAULT_MIN_GAMES
from ..store.rows import IMAGES
from .base import AzulCog

AUTOMATIC = "auto"  # a server's language: no choice of its own (the locale, else each host's)
SERVER_LANGUAGES = [
    app_commands.Choice(name=T("lang.auto"), value=AUTOMATIC),
    *(app_commands.Choice(name=name, value=code) for code, name in LANGUAGE_NAMES.items()),
]
IMAGE_CHOICES = [app_commands.Choice(name=T(f"choice.images.{v}"), value=v) for v in IMAGES]
MAX_LISTED = 15  # a private list of games stays readable (and under 2,000 characters)


class People(AzulCog):
    settings = app_commands.Group(name="settings", description=T("cmd.settings"))

    @app_commands.command(name="games", description=T("cmd.games"))
    async def games(self, interaction: discord.Interaction) -> None:
        """The asker's open games on this server: where it is their turn first."""
        async with guarded(interaction, "/azul games"):
            rows = await self.service.store.open_games_of(interaction.user.id, interaction.guild_id)
            locale = interaction.locale
            if not rows:
                await interaction.response.send_message(text("games.none", locale), ephemeral=True)
                return
            lines = [text("games.header", locale, count=len(rows))]
            # Lines go in while they fit, room kept for the "… and N more" line.
            room = MAX_CONTENT - len(text("games.more", locale, count=len(rows))) - 1
            for row in rows[:MAX_LISTED]:
                message_id = row.turn_message_id or row.lobby_message_id
                where = (
                    jump_url(interaction.guild_id, row.channel_id, message_id)
                    if message_id
                    else f"<#{row.channel_id}>"
                )
                if row.status == "lobby":
                    state = text("games.lobby", locale)
                elif row.your_turn:
                    state = text("games.your_turn", locale)
                else:
                    state = text("games.waiting", locale)
                edition = text(f"edition.{row.edition}", locale)
                line = text(
                    "games.line", locale, state=state, edition=edition, game=row.id, link=where
                )
                if sum(len(x) + 1 for x in lines) + len(line) > room:
                    break
                lines.append(line)
            listed = len(lines) - 1
            if len(rows) > listed:
                lines.append(text("games.more", locale, count=len(rows) - listed))
            await interaction.response.send_message(
                "\n".join(lines), ephemeral=True, allowed_mentions=EPHEMERAL_MENTIONS
            )

    @settings.command(name="me", description=T("cmd.settings.me"))
    @app_commands.describe(
        colour_blind=T("cmd.settings.colour_blind"),
        turn_dm=T("cmd.settings.turn_dm"),
        confirm_moves=T("cmd.settings.confirm_moves"),
    )
    async def settings_me(
        self,
        interaction: discord.Interaction,
        colour_blind: bool | None = None,
        turn_dm: bool | None = None,
        confirm_moves: bool | None = None,
    ) -> None:
        """Your settings, for every game and server; without options, what they are now."""
        async with guarded(interaction, "/azul settings me"):
            user_id = interaction.user.id
            current = await self.service.settings_of(user_id)
            changes = {
                name: value
                for name, value in (
                    ("colour_blind", colour_blind),
                    ("turn_dm", turn_dm),
                    ("confirm_moves", confirm_moves),
                )
                if value is not None
            }
            if changes:
                current = dataclasses.replace(current, **changes)
                await self.service.save_settings(user_id, current)
            locale = interaction.locale
            lines = [text("settings.saved" if changes else "settings.current", locale)]
            for name in ("colour_blind", "turn_dm", "confirm_moves"):
                state = text("settings.on" if getattr(current, name) else "settings.off", locale)
                lines.append(text(f"settings.{name}", locale, state=state))
            await interaction.response.send_message("\n".join(lines), ephemeral=True)

    @settings.command(name="server", description=T("cmd.settings.server"))
    @app_commands.describe(
        language=T("cmd.settings.server.language"),
        ladder_min_games=T("cmd.settings.server.ladder_min_games"),
        threads=T("cmd.settings.server.threads"),
        images=T("cmd.settings.server.images"),
        tournament_role=T("cmd.settings.server.tournament_role"),
    )
    @app_commands.choices(language=SERVER_LANGUAGES, images=IMAGE_CHOICES)
    async def settings_server(
        self,
        interaction: discord.Interaction,
        language: app_commands.Choice[str] | None = None,
        ladder_min_games: app_commands.Range[int, 0, 1000] | None = None,
        threads: bool | None = None,
        images: app_commands.Choice[str] | None = None,
        tournament_role: discord.Role | None = None,
    ) -> None:
        """This server's default language for new games, the leaderboard's minimum, whether
        new games open in threads of their own and which table images stay; without options,
        what they are now. Anyone may look; changing them takes the Manage Server permission
        (checked here, as Discord's default permissions apply to whole commands, not to one
        subcommand)."""
        async with guarded(interaction, "/azul settings server"):
            guild = interaction.guild
            if guild is None:
                raise UserError("error.not_in_guild")
            in_range("ladder_min_games", ladder_min_games, 0, 1000)
            changing = any(
                option is not None
                for option in (language, ladder_min_games, threads, images, tournament_role)
            )
            if changing:
                permissions = interaction.permissions
                if not (permissions.manage_guild or permissions.administrator):
                    raise UserError("error.manage_server_only")
            if language is not None:
                chosen = None if language.value == AUTOMATIC else language.value
                if chosen is not None:
                    check_language(chosen)
                await self.service.set_server_language(guild.id, chosen)
            results = self.service.store.results
            if ladder_min_games is not None:
                await results.set_ladder_min_games(guild.id, ladder_min_games)
            min_games = await results.ladder_min_games(guild.id)
            posting = self.service.server_posting(guild.id)
            if threads is not None or images is not None:
                posting = dataclasses.replace(
                    posting,
                    threads=posting.threads if threads is None else threads,
                    images=posting.images if images is None else images.value,
                )
                await self.service.set_server_posting(guild.id, posting)
            organisers = self.service.store.tournaments
            if tournament_role is not None:  # @everyone: nobody but Manage Server again
                chosen_role = None if tournament_role.id == guild.id else tournament_role.id
                await organisers.set_organiser_role(guild.id, chosen_role)
            role = await organisers.organiser_role(guild.id)
            current = await self.service.server_language(guild.id)
            locale = interaction.locale
            name = (
                LANGUAGE_NAMES[current]
                if current in LANGUAGE_NAMES
                else text("settings.server.automatic", locale)
            )
            head = "settings.server.saved" if changing else "settings.server.current"
            lines = [text(head, locale), text("settings.server.language", locale, language=name)]
            shown = DEFAULT_MIN_GAMES if min_games is None else min_games
            lines.append(text("settings.server.min_games", locale, n=shown))
            state = text("settings.on" if posting.threads else "settings.off", locale)
            lines.append(text("settings.server.threads", locale, state=state))
            lines.append(text("settings.server.images", locale, images=posting.images))
            who = (
                text("settings.server.tournament_role_none", locale)
                if role is None
                else text("settings.server.tournament_role_named", locale, role=f"<@&{role}>")
            )
            lines.append(text("settings.server.tournament_role", locale, who=who))
            await interaction.response.send_message("\n".join(lines), ephemeral=True)
