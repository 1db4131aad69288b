"""Interactions, both ways: what people do (slash commands, autocomplete, clicks, selects) sent as
INTERACTION_CREATE, and the bot's answers (callbacks, follow-ups) as the REST handlers report
them. A mixin of `FakeDiscord`, which holds the state these methods use."""

from __future__ import annotations

import asyncio
import secrets
import time
from typing import Any

from . import bodies, commands, payloads
from .models import (
    ALL_PERMISSIONS,
    APP_HANDLER,
    ATTACHMENT_SIZE_LIMIT,
    AUTOCOMPLETE,
    AUTOCOMPLETE_RESULT,
    COMPONENT,
    DEFERRED_MESSAGE,
    DEFERRED_UPDATE,
    EPHEMERAL,
    LAUNCH_ACTIVITY,
    LOADING,
    MESSAGE,
    PRIMARY_ENTRY_POINT,
    SLASH,
    UPDATE,
    Channel,
    Interaction,
    Message,
    User,
)


class SimUsageError(AssertionError):
    """A test asked for something a Discord user could not do (e.g. click a missing button)."""


class NotAcknowledged(AssertionError):
    """The bot did not answer an interaction in time."""


class InteractionsMixin:
    """Needs from its host: guilds, channels, messages, interactions, gateway, bot_user,
    application_id, ack_deadline, create_message, edit_message, message_payload, fail,
    entry_point_command, launch_activity."""

    # -- interactions: sending --------------------------------------------------------------

    async def slash(
        self, user: User, channel: Channel, command: str, *, wait: bool = True, **options: Any
    ) -> Interaction:
        """Run `/command sub ... option=value` as `user` types it in `channel`."""
        words = command.split()
        definition = self._command(channel, words[0])
        data = commands.build(definition, words[1:], options)
        inter = self._new(SLASH, user, channel, data)
        await self._send(inter, channel, None, wait)
        return inter

    async def entry_point(self, user: User, channel: Channel, *, wait: bool = True) -> Interaction:
        """`user` opens the app from the App Launcher, whose Primary Entry Point command has the
        APP_HANDLER handler (1): the bot gets an APPLICATION_COMMAND interaction whose data has
        type 4, and answers it (LAUNCH_ACTIVITY, or a message). With DISCORD_LAUNCH_ACTIVITY (2)
        Discord launches the Activity itself and the bot hears nothing: `launch_activity`."""
        command = self.entry_point_command()
        if command is None:
            raise SimUsageError("the app has no Primary Entry Point command")
        if command.payload.get("handler", APP_HANDLER) != APP_HANDLER:
            raise SimUsageError(
                "Discord handles this Entry Point command itself (handler 2): launch_activity"
            )
        data = {"id": str(command.id), "name": command.payload["name"], "type": PRIMARY_ENTRY_POINT}
        inter = self._new(SLASH, user, channel, data)
        await self._send(inter, channel, None, wait)
        return inter

    async def autocomplete(
        self,
        user: User,
        channel: Channel,
        command: str,
        focused: str,
        typed: str = "",
        **options: Any,
    ) -> list[dict]:
        """The suggestions the bot offers while `user` types `typed` into option `focused`."""
        words = command.split()
        definition = self._command(channel, words[0])
        data = commands.build(definition, words[1:], {**options, focused: typed}, focused=focused)
        inter = self._new(AUTOCOMPLETE, user, channel, data)
        await self._send(inter, channel, None, True)
        return list(inter.choices or [])

    async def click(
        self, user: User, message: Message | int, custom_id: str, *, wait: bool = True
    ) -> Interaction:
        """Press the button `custom_id` on `message` as `user`."""
        msg = self._clickable(user, message, custom_id, 2)
        data = {"custom_id": custom_id, "component_type": 2}
        inter = self._new(COMPONENT, user, self.channels[msg.channel_id], data, msg.id)
        await self._send(inter, self.channels[msg.channel_id], msg, wait)
        return inter

    async def select(
        self,
        user: User,
        message: Message | int,
        custom_id: str,
        values: list[str],
        *,
        wait: bool = True,
    ) -> Interaction:
        """Choose `values` in the string select `custom_id` on `message` as `user`."""
        msg = self._clickable(user, message, custom_id, 3)
        component = msg.control(custom_id) or {}
        offered = {o["value"] for o in component.get("options", [])}
        if not set(values) <= offered:
            raise SimUsageError(f"{values} are not all options of {custom_id}: {sorted(offered)}")
        low, high = component.get("min_values", 1), component.get("max_values", 1)
        if not low <= len(values) <= high:
            raise SimUsageError(f"{custom_id} takes {low}..{high} values, not {len(values)}")
        data = {"custom_id": custom_id, "component_type": 3, "values": list(values)}
        inter = self._new(COMPONENT, user, self.channels[msg.channel_id], data, msg.id)
        await self._send(inter, self.channels[msg.channel_id], msg, wait)
        return inter

    def _clickable(self, user: User, message: Message | int, custom_id: str, kind: int) -> Message:
        msg = self.messages.get(message if isinstance(message, int) else message.id)
        if msg is None or msg.deleted:
            raise SimUsageError(f"message {message} does not exist")
        if msg.ephemeral_to is not None and msg.ephemeral_to != user.id:
            raise SimUsageError(f"{user.name} cannot see the ephemeral message {msg.id}")
        component = msg.control(custom_id)
        if component is None:
            raise SimUsageError(
                f"no component {custom_id!r} on message {msg.id}: {msg.custom_ids()}"
            )
        if component.get("type") != kind:
            raise SimUsageError(f"{custom_id!r} is a component of type {component.get('type')}")
        if component.get("disabled"):
            raise SimUsageError(f"{custom_id!r} is disabled")
        return msg

    def _new(
        self,
        kind: int,
        user: User,
        channel: Channel,
        data: dict,
        message_id: int | None = None,
    ) -> Interaction:
        guild = self.guilds[channel.guild_id]
        if user.id not in guild.members:
            raise SimUsageError(f"{user.name} is not a member of {guild.name}")
        inter = Interaction(
            id=self.ids.next(),
            token="aW50ZXJhY3Rpb24" + secrets.token_urlsafe(40),
            type=kind,
            user=user,
            guild_id=guild.id,
            channel_id=channel.id,
            data=data,
            message_id=message_id,
        )
        inter.acked = asyncio.get_running_loop().create_future()
        return inter

    def _interaction_payload(
        self, inter: Interaction, channel: Channel, message: Message | None
    ) -> dict:
        guild = self.guilds[channel.guild_id]
        member = guild.members[inter.user.id]
        payload = {
            "id": str(inter.id),
            "application_id": str(self.application_id),
            "type": inter.type,
            "data": inter.data,
            "guild_id": str(guild.id),
            "guild": {"id": str(guild.id), "locale": guild.locale, "features": guild.features},
            "channel_id": str(channel.id),
            "channel": payloads.channel(channel),
            "member": payloads.member(member, with_permissions=True),
            "token": inter.token,
            "version": 1,
            "locale": inter.user.locale,
            "guild_locale": guild.locale,
            "app_permissions": str(ALL_PERMISSIONS),
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(guild.id)},
            "context": 0,
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        }
        if message is not None:
            payload["message"] = self.message_payload(message)
        return payload

    async def _send(
        self, inter: Interaction, channel: Channel, message: Message | None, wait: bool
    ) -> None:
        self.interactions[inter.id] = inter
        self._by_token[inter.token] = inter
        payload = self._interaction_payload(inter, channel, message)

        def stamp() -> None:
            inter.sent_at = time.monotonic()

        session = await self.gateway.dispatch(
            "INTERACTION_CREATE", payload, required=True, stamp=stamp
        )
        if session is not None:
            inter.shard = session.shard_id
        asyncio.get_running_loop().call_later(self.ack_deadline, self._check_acked, inter)
        if wait:
            await self.wait_acked(inter)

    def _check_acked(self, inter: Interaction) -> None:
        if inter.response_type is None and inter.refused is None:
            what = inter.custom_id or inter.data.get("name", "?")
            self.fail(
                "unacknowledged",
                "INTERACTION",
                f"/interactions/{inter.id}",
                f"{what} by {inter.user.name}: no answer within {self.ack_deadline} s",
            )

    async def wait_acked(self, inter: Interaction, timeout: float | None = None) -> Interaction:
        assert inter.acked is not None
        limit = self.ack_deadline + 0.5 if timeout is None else timeout
        what = inter.custom_id or inter.data.get("name", "?")
        try:
            await asyncio.wait_for(asyncio.shield(inter.acked), limit)
        except TimeoutError:
            raise NotAcknowledged(f"{what}: no interaction callback within {limit} s") from None
        if inter.refused is not None:
            raise NotAcknowledged(f"{what}: the answer was refused: {inter.refused}")
        return inter

    def refuse(self, inter: Interaction, reason: str) -> None:
        if inter.response_type is None and inter.refused is None:
            inter.refused = reason
            assert inter.acked is not None
            if not inter.acked.done():
                inter.acked.set_result(inter)

    # -- interactions: answers (called by the REST handlers) -------------------------------

    def interaction_by_token(self, token: str) -> Interaction | None:
        return self._by_token.get(token)

    async def acknowledge(
        self, inter: Interaction, rtype: int, data: dict, files: list[bodies.UploadedFile]
    ) -> Message | None:
        inter.response_type = rtype
        inter.response_data = data
        inter.acked_at = time.monotonic()
        channel = self.channels[inter.channel_id]
        private = inter.user if int(data.get("flags") or 0) & EPHEMERAL else None
        message: Message | None = None
        if rtype == MESSAGE:
            message = await self.create_message(
                channel, self.bot_user, data, files, ephemeral_to=private, interaction=inter
            )
        elif rtype == DEFERRED_MESSAGE:
            message = await self.create_message(
                channel,
                self.bot_user,
                {},
                [],
                ephemeral_to=private,
                interaction=inter,
                extra_flags=LOADING,
            )
        elif rtype in (DEFERRED_UPDATE, UPDATE):
            message = self.messages[inter.message_id] if inter.message_id else None
            if message is not None and rtype == UPDATE:
                await self.edit_message(message, data, files)
        elif rtype == AUTOCOMPLETE_RESULT:
            inter.choices = list(data.get("choices") or [])
        elif rtype == LAUNCH_ACTIVITY:  # the person joins the channel's instance, or starts one
            inter.activity_instance_id = self.launch_activity(inter.user, channel)
        if message is not None:
            inter.original_id = message.id
        assert inter.acked is not None
        if not inter.acked.done():
            inter.acked.set_result(inter)
        return message

    async def create_followup(
        self, inter: Interaction, payload: dict, files: list[bodies.UploadedFile]
    ) -> Message:
        original = self.messages.get(inter.original_id) if inter.original_id else None
        if original is not None and original.flags & LOADING and not inter.followups:
            # The first follow-up after a "thinking" defer replaces the thinking message.
            await self.edit_message(original, payload, files)
            inter.followups.append(original.id)
            return original
        private = inter.user if int(payload.get("flags") or 0) & EPHEMERAL else None
        message = await self.create_message(
            self.channels[inter.channel_id],
            self.bot_user,
            payload,
            files,
            ephemeral_to=private,
            interaction=inter,
        )
        inter.followups.append(message.id)
        return message

    def reply_of(self, inter: Interaction) -> Message | None:
        """The message the answer created or updated (None for deferred updates and
        autocomplete)."""
        if inter.response_type in (MESSAGE, DEFERRED_MESSAGE, UPDATE) and inter.original_id:
            return self.messages[inter.original_id]
        return None

    def followups_of(self, inter: Interaction) -> list[Message]:
        return [self.messages[i] for i in inter.followups]
