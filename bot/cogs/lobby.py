"""`/azul new` and the lobby buttons: seats, computer players, start, cancel."""

from __future__ import annotations

import logging
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from functools import partial
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from ..channel.presenter import lobby_text, seating
from ..channel.replies import (
    EPHEMERAL_MENTIONS,
    defer_update,
    edit_response,
    guarded,
    in_time,
    missing_permissions,
    permission_names,
    reply,
    update,
)
from ..games.checks import check_place
from ..games.computer import levels
from ..i18n.catalogue import LANGUAGE_NAMES, check_language, game_language, text
from ..i18n.durations import parse_duration, say_written
from ..i18n.errors import UserError
from ..i18n.lengths import fit
from ..i18n.names import shown
from ..i18n.translator import T
from ..store.drivers import is_row_id
from ..views.lobby import SEAT_VALUE, level_view, lobby_controls, remove_view
from .base import AzulCog

if TYPE_CHECKING:
    from render import Locale

    from ..games.table import Table

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


log = logging.getLogger(__name__)

MAX_INVITED = 3  # a table has four seats, one of them the host's
MENTION = re.compile(r"<@!?(\d{1,20})>")


def invited(invite: str | None, host_id: int) -> tuple[int, ...]:
    """The people `/azul new invite:` names (by mentioning them), the host left out."""
    if invite is None or not invite.strip():
        return ()
    if len(invite) > 400:  # four mentions need about 90 characters
        raise UserError("error.invite_too_many", most=MAX_INVITED)
    mentioned = (int(m) for m in MENTION.findall(invite))
    # A typed "mention" may be any 20 digits: only ids a person can have are kept.
    ids = tuple(i for i in dict.fromkeys(mentioned) if i != host_id and is_row_id(i))
    if not ids:
        raise UserError("error.invite_mentions")
    if len(ids) > MAX_INVITED:
        raise UserError("error.invite_too_many", most=MAX_INVITED)
    return ids


class Lobby(AzulCog):
    @app_commands.command(name="new", description=T("cmd.new"))
    @app_commands.describe(
        edition=T("cmd.new.edition"),
        side=T("cmd.new.side"),
        thread=T("cmd.new.thread"),
        timer=T("cmd.new.timer"),
        language=T("cmd.new.language"),
        invite=T("cmd.new.invite"),
        rated=T("cmd.new.rated"),
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
        rated: bool = True,
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
                rated,
            )

    async def cog_load(self) -> None:
        # The timer's choices come from the configuration, so they are set on the command
        # here rather than in a decorator. (discord.py types them as Choice[str | int | float],
        # and a list of Choice[str] is not one of those: a list's type is invariant.)
        self.new._params["timer"].choices = timer_choices(self.bot.config.turn_timers)  # type: ignore[assignment]

    def _default_thread(self, interaction: discord.Interaction) -> bool:
        """Without `thread:`, the server's choice (`/azul settings server threads:`), where a
        thread can be opened (a text channel; inside a thread the game simply opens there) by
        this person (someone who may not create threads gets the game in the channel)."""
        if interaction.guild_id is None or not isinstance(interaction.channel, discord.TextChannel):
            return False
        if not interaction.permissions.create_public_threads:
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
        rated: bool = True,
    ) -> Table:
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
        guild = interaction.guild
        host = interaction.user
        # In a public thread, who may see the game (in /azul history) follows the channel it
        # hangs from; a private thread's game, once Discord no longer sends the thread (archived),
        # is seen by its players only.
        parent: int | None = None
        if make_thread:
            parent = channel.id
        elif (
            isinstance(channel, discord.Thread)
            and channel.type == discord.ChannelType.public_thread
        ):
            parent = channel.parent_id

        async def options() -> dict[str, Any]:
            """What the lobby is opened with; the server's language and the invited people's
            membership may be read from the store and Discord first."""
            locale = game_language(
                chosen_language,
                await self.service.server_language(guild.id),
                interaction.guild_locale,
                "COMMUNITY" in guild.features,
                interaction.locale,
            )
            await _check_can_see(interaction, invitations)
            return dict(
                guild_id=guild.id,
                host_id=host.id,
                host_name=host.display_name,
                edition=edition,
                side=side,
                locale=locale,
                turn_timer=turn_timer,
                invited=invitations,
                rated=rated,
                parent_id=parent,
            )

        async def opened_here() -> tuple[Table, Locale]:
            chosen = await options()
            table = await self.service.open_lobby(channel_id=channel.id, **chosen)
            return table, chosen["locale"]

        # The invited are told once, by the lobby's first post (and by one asker at most once
        # an hour); nobody else is pinged.
        pinged = self.bot.pings.allowed(host.id, invitations)
        mentions = discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(i) for i in pinged]
        )
        if not make_thread:
            # The lobby is the answer itself: what comes before it (the store, Discord) gets
            # 1.5 s, then a public "thinking…" that the lobby's post replaces.
            table, locale = await in_time(interaction, opened_here(), public=True)
            content = lobby_text(table, locale)
            if thread:
                content += "\n" + text("lobby.thread_ignored", locale)
            async with self._posted_or_dropped(table):
                view = lobby_controls(table, locale, self.activities)
                message: discord.Message
                if interaction.response.is_done():
                    message = await interaction.followup.send(
                        fit(content), view=view, allowed_mentions=mentions, wait=True
                    )
                else:
                    await interaction.response.send_message(
                        fit(content), view=view, allowed_mentions=mentions
                    )
                    message = await interaction.original_response()
                await self.service.set_lobby_message(table, message.id)
            return table
        # A thread of its own: the lobby lives there, the channel gets a pointer to it. The bot
        # makes only a thread the person could have made, and only when the game may open.
        if not interaction.permissions.create_public_threads:
            raise UserError("error.thread_not_allowed")
        chosen = await in_time(interaction, options(), public=True)
        locale = chosen["locale"]
        await self.service.check_room(guild.id, host.id)
        if not interaction.response.is_done():
            await interaction.response.defer(thinking=True)
        assert isinstance(channel, discord.TextChannel)
        new_thread = await channel.create_thread(
            name=text("lobby.thread_name", locale, host=host.display_name)[:100],
            type=discord.ChannelType.public_thread,
            reason="Azul game",
        )
        try:
            table = await self.service.open_lobby(
                channel_id=new_thread.id, own_thread=True, **chosen
            )
        except BaseException:  # refused after all (a race for the last slot): no empty thread
            await _delete_quietly(new_thread)
            raise
        async with self._posted_or_dropped(table, new_thread):
            message = await new_thread.send(
                fit(lobby_text(table, locale)),
                view=lobby_controls(table, locale, self.activities),
                allowed_mentions=mentions,
            )
            await self.service.set_lobby_message(table, message.id)
        await interaction.followup.send(
            text("lobby.opened_in_thread", locale, thread=new_thread.mention),
            allowed_mentions=EPHEMERAL_MENTIONS,
        )
        return table

    async def play_against_easy(
        self, interaction: discord.Interaction, edition: str, side: str, language: str
    ) -> None:
        """A game of the asker against an easy computer player in `language`, started at once
        (the last step of `/azul learn`): a lobby as `/azul new` opens it, the computer seated,
        and started."""
        table = await self._new(
            interaction, edition, side, self._default_thread(interaction), None, language
        )
        async with self.service.locked(table.id) as table:
            await self.service.add_computer(table, interaction.user.id, "easy")
            note = await self.turns.start(table, interaction.user.id)
            await self.turns.close_lobby_post(table, note)
        self.turns.kick(table)

    # -- buttons ----------------------------------------------------------------------------

    async def on_lobby_button(
        self, interaction: discord.Interaction, game_id: int, action: str
    ) -> None:
        async with guarded(interaction, f"lobby button {action}"):
            if action == "start":
                await self._start(interaction, game_id)
                return
            user = interaction.user
            busy = partial(defer_update, interaction)  # the game starting, say: answer first
            async with self.service.locked(game_id, if_busy=busy) as table:
                check_place(table, interaction.guild_id, interaction.channel_id)
                if action == "join":
                    await self.service.join(table, user.id, user.display_name)
                elif action == "leave":
                    await self.service.leave(table, user.id)
                elif action == "cpu":
                    choices = levels()
                    if len(choices) > 1:
                        self.service.check_host(table, user.id)
                        await reply(
                            interaction,
                            text("lobby.level_question", interaction.locale),
                            view=level_view(table.id, choices, interaction.locale),
                        )
                        return
                    await self.service.add_computer(table, user.id, choices[0])
                elif action == "remove":
                    self.service.check_host(table, user.id)
                    others = tuple(
                        (i, s.user_id or 0, s.name)
                        for i, s in enumerate(table.seats)
                        if s.user_id != table.host_id
                    )
                    if not others:
                        raise UserError("error.nobody_to_remove")
                    await reply(
                        interaction,
                        text("lobby.remove_question", interaction.locale),
                        view=remove_view(table.id, others, interaction.locale),
                    )
                    return
                elif action == "cancel":
                    await self.service.cancel(table, user.id, by_name=user.display_name)
                    note = text("lobby.cancelled", table.locale, name=shown(user.display_name))
                    await update(
                        interaction,
                        content=fit(lobby_text(table, table.locale, note=note)),
                        view=None,
                    )
                    return
                await update(
                    interaction,
                    content=fit(lobby_text(table, table.locale)),
                    view=lobby_controls(table, table.locale, self.activities),
                )

    async def on_rematch(self, interaction: discord.Interaction, game_id: int) -> None:
        """Rematch on a final message: a new lobby here, the seats turned by one; the people
        asked to keep their seats are named (and pinged) once."""
        async with guarded(interaction, "rematch button"):
            user = interaction.user
            place = (interaction.guild_id, interaction.channel_id)
            table = await self.service.rematch(game_id, user.id, user.display_name, place=place)
            locale = table.locale
            content = lobby_text(table, locale)
            waiting = [s.user_id for s in table.seats if s.pending and s.user_id is not None]
            if waiting:
                people = ", ".join(f"<@{uid}>" for uid in waiting)
                content += "\n" + text("lobby.rematch_call", locale, people=people)
            pinged = self.bot.pings.allowed(user.id, waiting)
            mentions = discord.AllowedMentions(
                everyone=False, roles=False, users=[discord.Object(uid) for uid in pinged]
            )
            async with self._posted_or_dropped(table):
                await interaction.response.send_message(
                    fit(content),
                    view=lobby_controls(table, locale, self.activities),
                    allowed_mentions=mentions,
                )
                message = await interaction.original_response()
                await self.service.set_lobby_message(table, message.id)

    @asynccontextmanager
    async def _posted_or_dropped(
        self, table, thread: discord.Thread | None = None
    ) -> AsyncIterator[None]:
        """The lobby's post goes out, or the lobby (and the thread made for it) goes: a lobby
        nobody can see or join would hold the channel until it expires, a day later."""
        try:
            yield
        except Exception:  # (cancelled, at shutdown: the next start posts it instead)
            try:
                async with self.service.locked(table.id) as held:
                    await self.service.drop_unposted(held)
            except Exception:  # what failed is raised below; this is only tidying
                log.exception("game %s: a lobby whose post failed could not be closed", table.id)
            if thread is not None:
                await _delete_quietly(thread)
            raise

    async def on_computer_level(
        self, interaction: discord.Interaction, game_id: int, level: str
    ) -> None:
        busy = partial(defer_update, interaction)
        async with (
            guarded(interaction, "computer level"),
            self.service.locked(game_id, if_busy=busy) as table,
        ):
            check_place(table, interaction.guild_id, interaction.channel_id)
            if level not in levels():  # a forged menu value: the service refuses it too
                raise UserError("error.bad_level", level=shown(level, 20))
            await self.service.add_computer(table, interaction.user.id, level)
            await update(  # the picker now shows who sits where
                interaction, content=fit("\n".join(seating(table, interaction.locale))), view=None
            )
            await self._refresh_lobby(table)

    async def on_remove(self, interaction: discord.Interaction, game_id: int, value: str) -> None:
        busy = partial(defer_update, interaction)
        async with (
            guarded(interaction, "remove a seat"),
            self.service.locked(game_id, if_busy=busy) as table,
        ):
            check_place(table, interaction.guild_id, interaction.channel_id)
            chosen = SEAT_VALUE.fullmatch(value)
            if chosen is None:  # a forged value
                raise UserError("error.seat_changed")
            user_id = int(chosen["user"]) or None
            removed = await self.service.remove(
                table, interaction.user.id, int(chosen["seat"]), user_id
            )
            said = "lobby.removed_person" if user_id else "lobby.removed_computer"
            await update(
                interaction,
                content=text(said, interaction.locale, name=shown(removed.name)),
                view=None,
            )
            await self._refresh_lobby(table)

    async def _refresh_lobby(self, table) -> None:
        """The lobby's post after a change made from another message (a host's menu)."""
        await self.turns.refresh_lobby_post(
            table, lobby_controls(table, table.locale, self.activities)
        )

    async def on_timer_level(self, interaction: discord.Interaction, game_id: int, level: str):
        busy = partial(defer_update, interaction)
        async with (
            guarded(interaction, "timer level"),
            self.service.locked(game_id, if_busy=busy) as table,
        ):
            check_place(table, interaction.guild_id, interaction.channel_id)
            if level not in levels():
                raise UserError("error.bad_level", level=shown(level, 20))
            await self.service.set_timer_level(table, interaction.user.id, level)
            await update(
                interaction,
                content=fit(lobby_text(table, table.locale)),
                view=lobby_controls(table, table.locale, self.activities),
            )

    async def _start(self, interaction: discord.Interaction, game_id: int) -> None:
        busy = partial(defer_update, interaction)
        async with self.service.locked(game_id, if_busy=busy) as table:
            check_place(table, interaction.guild_id, interaction.channel_id)
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
            await defer_update(interaction)  # drawing the table takes longer than 3 s allows
            note = await self.turns.start(table, interaction.user.id)
            await edit_response(
                interaction, content=lobby_text(table, table.locale, note=note), view=None
            )
            self.turns.kick(table)


async def _check_can_see(interaction: discord.Interaction, people: tuple[int, ...]) -> None:
    """Only members who can see the channel are invited (and pinged): an invitation elsewhere
    would be a ping to someone who cannot play."""
    channel, guild = interaction.channel, interaction.guild
    if not people or guild is None or channel is None:
        return
    unseen = []
    for person in people:
        member = guild.get_member(person)
        if member is None:
            try:
                member = await guild.fetch_member(person)
            except discord.NotFound:
                member = None
        if member is None or not channel.permissions_for(member).view_channel:
            unseen.append(person)
    if unseen:
        raise UserError("error.invite_cannot_see", people=", ".join(f"<@{p}>" for p in unseen))


async def _delete_quietly(thread: discord.Thread) -> None:
    try:
        await thread.delete()
    except discord.HTTPException:
        log.warning("thread %s of a game that did not open could not be deleted", thread.id)
