"""`/azul new` and the lobby buttons: seats, computer players, start, cancel."""

from __future__ import annotations

import re

import discord
from discord import app_commands

from ..computer import levels
from ..durations import parse_duration, say_written
from ..errors import UserError
from ..messages import LANGUAGE_NAMES, check_language, game_language, text
from ..presenter import lobby_text
from ..replies import (
    EPHEMERAL_MENTIONS,
    edit_response,
    guarded,
    jump_url,
    missing_permissions,
    permission_names,
)
from ..translator import T
from ..views.lobby import level_view, lobby_view
from .base import AzulCog

EDITIONS = [
    app_commands.Choice(name=T(f"choice.edition.{e}"), value=e) for e in ("azul", "summer-pavilion")
]
SIDES = [app_commands.Choice(name=T(f"choice.side.{s}"), value=s) for s in ("colour", "grey")]
TIMER_OFF = "off"
# Each language by its own name, in every client: people look for their language's name.
LANGUAGES = [app_commands.Choice(name=name, value=code) for code, name in LANGUAGE_NAMES.items()]


def timer_choices(timers: tuple[str, ...]) -> list[app_commands.Choice[str]]:
    """`off` and the configured durations (AZUL_TURN_TIMERS), each value exactly as written
    there; names are said in each client's language by the translator."""
    off = app_commands.Choice(name=T("choice.timer.off"), value=TIMER_OFF)
    return [off] + [
        app_commands.Choice(
            name=app_commands.locale_str(say_written(value), key="duration", written=value),
            value=value,
        )
        for value in timers
    ]


MAX_INVITED = 3  # a table has four seats, one of them the host's
MENTION = re.compile(r"<@!?(\d{1,20})>")


def invited(invite: str | None, host_id: int) -> tuple[int, ...]:
    """The people `/azul new invite:` names (by mentioning them), the host left out."""
    if invite is None or not invite.strip():
        return ()
    if len(invite) > 400:  # four mentions need about 90 characters
        raise UserError("error.invite_too_many", most=MAX_INVITED)
    ids = tuple(i for i in dict.fromkeys(int(m) for m in MENTION.findall(invite)) if i != host_id)
    if not ids:
        raise UserError("error.invite_mentions")
    if len(ids) > MAX_INVITED:
        raise UserError("error.invite_too_many", most=MAX_INVITED)
    return ids


def lobby_controls(table, locale: object | None):
    """The lobby's buttons, and with a turn timer the menu of who plays expired turns."""
    if not table.turn_timer:
        return lobby_view(table.id, locale)
    return lobby_view(table.id, locale, timer_level=table.timer_level, levels=levels())


class Lobby(AzulCog):
    @app_commands.command(name="new", description=T("cmd.new"))
    @app_commands.describe(
        edition=T("cmd.new.edition"),
        side=T("cmd.new.side"),
        thread=T("cmd.new.thread"),
        timer=T("cmd.new.timer"),
        language=T("cmd.new.language"),
        invite=T("cmd.new.invite"),
    )
    @app_commands.choices(edition=EDITIONS, side=SIDES, language=LANGUAGES)
    async def new(
        self,
        interaction: discord.Interaction,
        edition: app_commands.Choice[str] | None = None,
        side: app_commands.Choice[str] | None = None,
        thread: bool | None = None,
        timer: str = TIMER_OFF,
        language: app_commands.Choice[str] | None = None,
        invite: str | None = None,
    ) -> None:
        async with guarded(interaction, "/azul new"):
            await self._new(
                interaction,
                edition.value if edition else "azul",
                side.value if side else "colour",
                thread if thread is not None else self._default_thread(interaction),
                self._turn_timer(timer),
                check_language(language.value) if language else None,
                invited(invite, interaction.user.id),
            )

    async def cog_load(self) -> None:
        # The timer's choices come from the configuration, so they are set on the command
        # here rather than in a decorator.
        self.new._params["timer"].choices = timer_choices(self.bot.config.turn_timers)

    def _default_thread(self, interaction: discord.Interaction) -> bool:
        """Without `thread:`, the server's choice (`/azul settings server threads:`), where a
        thread can be opened (a text channel; inside a thread the game simply opens there)."""
        if interaction.guild_id is None or not isinstance(interaction.channel, discord.TextChannel):
            return False
        return self.service.server_posting(interaction.guild_id).threads

    def _turn_timer(self, value: str) -> int | None:
        if value == TIMER_OFF:
            return None
        if value not in self.bot.config.turn_timers:  # a stale client, or a forged option
            allowed = ", ".join((TIMER_OFF, *self.bot.config.turn_timers))
            raise UserError("error.bad_timer", value=value[:20], allowed=allowed)
        return parse_duration(value)

    async def _new(
        self,
        interaction: discord.Interaction,
        edition: str,
        side: str,
        thread: bool,
        turn_timer: int | None,
        chosen_language: str | None,
        invitations: tuple[int, ...] = (),
    ) -> None:
        channel = interaction.channel
        if interaction.guild is None or channel is None:
            raise UserError("error.not_in_guild")
        in_thread = isinstance(channel, discord.Thread)
        make_thread = thread and isinstance(channel, discord.TextChannel)
        missing = missing_permissions(
            interaction.app_permissions, in_thread=in_thread, thread=make_thread
        )
        if missing:
            raise UserError(
                "error.bot_missing_permissions",
                permissions=permission_names(missing, interaction.locale),
            )
        locale = game_language(
            chosen_language,
            await self.service.server_language(interaction.guild.id),
            interaction.guild_locale,
            "COMMUNITY" in interaction.guild.features,
            interaction.locale,
        )
        host = interaction.user
        options = dict(
            guild_id=interaction.guild.id,
            host_id=host.id,
            host_name=host.display_name,
            edition=edition,
            side=side,
            locale=locale,
            turn_timer=turn_timer,
            invited=invitations,
        )
        # The invited are told once, by the lobby's first post; nobody else is pinged.
        mentions = discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(i) for i in invitations]
        )
        if not make_thread:
            table = await self.service.open_lobby(channel_id=channel.id, **options)
            content = lobby_text(table, locale)
            if thread:
                content += "\n" + text("lobby.thread_ignored", locale)
            await interaction.response.send_message(
                content, view=lobby_controls(table, locale), allowed_mentions=mentions
            )
            message = await interaction.original_response()
            await self.service.set_lobby_message(table, message.id)
            return
        # A thread of its own: the lobby lives there, the channel gets a pointer to it.
        await interaction.response.defer(thinking=True)
        assert isinstance(channel, discord.TextChannel)
        new_thread = await channel.create_thread(
            name=text("lobby.thread_name", locale, host=host.display_name)[:100],
            type=discord.ChannelType.public_thread,
            reason="Azul game",
        )
        table = await self.service.open_lobby(channel_id=new_thread.id, own_thread=True, **options)
        message = await new_thread.send(
            lobby_text(table, locale),
            view=lobby_controls(table, locale),
            allowed_mentions=mentions,
        )
        await self.service.set_lobby_message(table, message.id)
        await interaction.followup.send(
            text("lobby.opened_in_thread", locale, thread=new_thread.mention),
            allowed_mentions=EPHEMERAL_MENTIONS,
        )

    # -- buttons ----------------------------------------------------------------------------

    async def on_lobby_button(
        self, interaction: discord.Interaction, game_id: int, action: str
    ) -> None:
        async with guarded(interaction, f"lobby button {action}"):
            if action == "start":
                await self._start(interaction, game_id)
                return
            user = interaction.user
            async with self.service.locked(game_id) as table:
                if action == "join":
                    await self.service.join(table, user.id, user.display_name)
                elif action == "leave":
                    await self.service.leave(table, user.id)
                elif action == "cpu":
                    choices = levels()
                    if len(choices) > 1:
                        self.service.check_host(table, user.id)
                        await interaction.response.send_message(
                            text("lobby.level_question", interaction.locale),
                            view=level_view(table.id, choices, interaction.locale),
                            ephemeral=True,
                        )
                        return
                    await self.service.add_computer(table, user.id, choices[0])
                elif action == "cancel":
                    await self.service.cancel(table, user.id, by_name=user.display_name)
                    note = text("lobby.cancelled", table.locale, name=user.display_name)
                    await interaction.response.edit_message(
                        content=lobby_text(table, table.locale, note=note), view=None
                    )
                    return
                await interaction.response.edit_message(
                    content=lobby_text(table, table.locale),
                    view=lobby_controls(table, table.locale),
                )

    async def on_rematch(self, interaction: discord.Interaction, game_id: int) -> None:
        """Rematch on a final message: a new lobby here, the seats turned by one; the people
        asked to keep their seats are named (and pinged) once."""
        async with guarded(interaction, "rematch button"):
            user = interaction.user
            table = await self.service.rematch(game_id, user.id, user.display_name)
            locale = table.locale
            content = lobby_text(table, locale)
            waiting = [s.user_id for s in table.seats if s.pending and s.user_id is not None]
            if waiting:
                people = ", ".join(f"<@{uid}>" for uid in waiting)
                content += "\n" + text("lobby.rematch_call", locale, people=people)
            mentions = discord.AllowedMentions(
                everyone=False, roles=False, users=[discord.Object(uid) for uid in waiting]
            )
            await interaction.response.send_message(
                content, view=lobby_controls(table, locale), allowed_mentions=mentions
            )
            message = await interaction.original_response()
            await self.service.set_lobby_message(table, message.id)

    async def on_computer_level(
        self, interaction: discord.Interaction, game_id: int, level: str
    ) -> None:
        async with guarded(interaction, "computer level"), self.service.locked(game_id) as table:
            await self.service.add_computer(table, interaction.user.id, level)
            await interaction.response.edit_message(
                content=text("lobby.seats", interaction.locale, count=len(table.seats)),
                view=None,
            )
            if table.lobby_message_id is not None:
                message = self.turns.channel(table).get_partial_message(table.lobby_message_id)
                await message.edit(
                    content=lobby_text(table, table.locale),
                    view=lobby_controls(table, table.locale),
                )

    async def on_timer_level(self, interaction: discord.Interaction, game_id: int, level: str):
        async with guarded(interaction, "timer level"), self.service.locked(game_id) as table:
            if level not in levels():
                raise UserError("error.bad_level", level=level[:20])
            await self.service.set_timer_level(table, interaction.user.id, level)
            await interaction.response.edit_message(
                content=lobby_text(table, table.locale),
                view=lobby_controls(table, table.locale),
            )

    async def _start(self, interaction: discord.Interaction, game_id: int) -> None:
        async with self.service.locked(game_id) as table:
            self.service.check_start(table, interaction.user.id)
            channel = interaction.channel
            missing = missing_permissions(
                interaction.app_permissions,
                in_thread=isinstance(channel, discord.Thread),
                thread=False,
            )
            if missing:
                raise UserError(
                    "error.bot_missing_permissions",
                    permissions=permission_names(missing, interaction.locale),
                )
            await interaction.response.defer()  # drawing the table takes longer than 3 s allows
            await self.service.start(table, interaction.user.id)
            message = await self.turns.post_first_turn(table)
            link = jump_url(table.guild_id, table.channel_id, message.id)
            note = text("lobby.started", table.locale, link=link)
            await edit_response(
                interaction, content=lobby_text(table, table.locale, note=note), view=None
            )
            self.turns.kick(table)


async def setup(bot) -> None:
    await bot.add_cog(Lobby(bot))
