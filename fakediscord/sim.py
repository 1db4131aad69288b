"""`FakeDiscord`: a local Discord (REST + gateway) on 127.0.0.1 with a Python API for tests.

    async with FakeDiscord() as sim:
        guild = sim.add_guild("Tiles")
        channel = await sim.add_channel(guild, "general")
        ana = sim.add_member(guild, sim.add_user("ana")).user
        ...start the bot with sim.bot_env(MYBOT_SETTING=...)...
        await sim.wait_for_session(1)
        reply = sim.reply_of(await sim.slash(ana, channel, "game new", size="large"))
        await sim.click(ana, reply, reply.custom_ids()[0])

Everything the bot sends is kept: messages (with components and attachment bytes), interaction
answers with their timings, every HTTP request, and failures — requests a real Discord would
refuse and requests this simulator does not implement. Tests end with `sim.assert_clean()`.
"""

from __future__ import annotations

import asyncio
import bisect
import logging
import mimetypes
import re
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass

from aiohttp import web

from . import bodies, commands, payloads, validate
from .activities import CLIENT_SECRET, ActivitiesMixin
from .gateway import Gateway
from .interactions import InteractionsMixin
from .models import (
    ALL_PERMISSIONS,
    ATTACHMENT_SIZE_LIMIT,
    EPHEMERAL,
    LOADING,
    PRIMARY_ENTRY_POINT,
    ApplicationCommand,
    Attachment,
    Channel,
    Failure,
    Guild,
    Interaction,
    Member,
    Message,
    RequestRecord,
    User,
)
from .rest import Fault, Rest
from .snowflake import Snowflakes, shard_of

log = logging.getLogger(__name__)

HOST = "127.0.0.1"


@dataclass(eq=False)
class _Waiter:
    channel_id: int | None
    after: int
    predicate: Callable[[Message], bool]
    future: asyncio.Future


class FakeDiscord(InteractionsMixin, ActivitiesMixin):
    def __init__(
        self,
        *,
        keep_attachment_bytes: bool = True,
        message_events: bool = True,
        record_requests: bool = True,
        ack_deadline: float = 3.0,
        token_lifetime: float = 15 * 60.0,
        heartbeat_interval_ms: int = 41_250,
        bot_name: str = "Bot",
        shards: int = 1,
        client_secret: str = CLIENT_SECRET,
    ) -> None:
        if shards < 1:
            raise ValueError("shards must be 1 or more")
        self.ids = Snowflakes()
        self.shards = shards  # the shard count GET /gateway/bot recommends
        self.token = "fake." + secrets.token_urlsafe(24)
        self.application_id = self.ids.next()
        self.bot_user = User(self.application_id, bot_name, bot=True)
        self.bot_member = Member(self.bot_user)
        self.owner = User(self.ids.next(), "owner")
        self.keep_attachment_bytes = keep_attachment_bytes  # False: PNG bytes are dropped
        self.message_events = message_events  # MESSAGE_CREATE/UPDATE back to the bot, as Discord
        self.record_requests = record_requests
        self.ack_deadline = ack_deadline
        self.token_lifetime = token_lifetime  # an interaction's token serves edits this long
        self.users: dict[int, User] = {}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, Message] = {}
        self.interactions: dict[int, Interaction] = {}
        self.commands: dict[int | None, list[ApplicationCommand]] = {}
        self.command_puts: list[tuple[int | None, list[dict]]] = []
        self.requests: list[RequestRecord] = []
        self.failures: list[Failure] = []
        self._init_activities(client_secret)  # activity instances, OAuth2 codes and tokens
        self.rest = Rest(self)
        self.gateway = Gateway(self, heartbeat_interval_ms)
        self._by_channel: dict[int, list[Message]] = {}
        self._by_token: dict[str, Interaction] = {}
        self._attachments: dict[int, Attachment] = {}
        self._waiters: list[_Waiter] = []
        self._runner: web.AppRunner | None = None
        self.port = 0

    # -- server -----------------------------------------------------------------------------

    async def start(self) -> FakeDiscord:
        app = web.Application(client_max_size=4 * ATTACHMENT_SIZE_LIMIT)
        app.router.add_get("/gateway", self.gateway.handle)
        app.router.add_route("*", "/{tail:.*}", self.rest.handle)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, HOST, 0)  # an ephemeral port: tests can run side by side
        await site.start()
        server = site._server
        assert server is not None and server.sockets
        self.port = server.sockets[0].getsockname()[1]
        return self

    async def close(self) -> None:
        for waiter in self._waiters:
            if not waiter.future.done():
                waiter.future.cancel()
        self._waiters.clear()
        await self.gateway.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @property
    def base_url(self) -> str:
        return f"http://{HOST}:{self.port}"

    @property
    def api_base(self) -> str:
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://{HOST}:{self.port}/gateway"

    def bot_env(self, **settings: str) -> dict[str, str]:
        """Environment variables that point a bot process at this simulator — the token and
        the two URLs, under the names `DISCORD_TOKEN`, `DISCORD_API_BASE` and
        `DISCORD_GATEWAY_URL`, and the application's OAuth2 client (`DISCORD_CLIENT_ID`,
        `DISCORD_CLIENT_SECRET`) — plus the bot's own `settings` (which win)."""
        env = {
            "DISCORD_TOKEN": self.token,
            "DISCORD_API_BASE": self.api_base,
            "DISCORD_GATEWAY_URL": self.gateway_url,
            "DISCORD_CLIENT_ID": str(self.application_id),
            "DISCORD_CLIENT_SECRET": self.client_secret,
        }
        env.update(settings)
        return env

    async def wait_for_session(self, count: int = 1, timeout: float = 30.0) -> None:
        """Until the bot has identified `count` times in total (READY and GUILD_CREATE sent) and
        the shard of the latest IDENTIFY is connected: from then on it receives that shard's
        interactions (all of them when the bot is not sharded)."""
        await self.gateway.wait_session(count, timeout)

    async def wait_for_shards(self, shard_count: int | None = None, timeout: float = 30.0) -> None:
        """Until every shard of `shard_count` (by default the simulator's `shards`) has a
        connected session that identified with that count: every guild's events have a
        receiver."""
        await self.gateway.wait_shards(shard_count or self.shards, timeout)

    def shard_of(self, guild: Guild | int) -> int:
        """The shard that receives `guild`'s events: `(guild_id >> 22) % shard_count`, with
        the shard count the bot identified with (the simulator's `shards` before it has)."""
        guild_id = guild if isinstance(guild, int) else guild.id
        return shard_of(guild_id, self.gateway.shard_count or self.shards)

    # -- world ------------------------------------------------------------------------------

    def add_user(self, name: str, *, locale: str = "en-US") -> User:
        user = User(self.ids.next(), name, locale=locale)
        self.users[user.id] = user
        return user

    def add_guild(
        self,
        name: str,
        *,
        owner: User | None = None,
        locale: str = "en-US",
        community: bool = False,
        shard: int | None = None,
    ) -> Guild:
        """A guild the bot is in (the bot hears of it when it identifies; see `announce_guild`
        for a guild it joins while connected). Each guild's id has a millisecond of its own, so
        guilds made in a row fall on consecutive shards; `shard` puts it on that shard (of the
        bot's shard count, or the simulator's `shards`). As on Discord, only a `community` guild
        can have a locale other than en-US."""
        owner = owner or self.owner
        count = self.gateway.shard_count or self.shards
        guild_id = self.ids.next_new_ms(shard=shard, shard_count=count)
        if locale != "en-US" and not community:
            raise ValueError("only a Community server can have a locale other than en-US")
        guild = Guild(guild_id, name, owner.id, locale, community)
        self.guilds[guild.id] = guild
        guild.members[owner.id] = Member(owner)
        return guild

    async def announce_guild(self, guild: Guild) -> None:
        """GUILD_CREATE for a guild added while the bot is connected (it was just invited),
        sent to the shard that owns the guild."""
        await self.gateway.dispatch("GUILD_CREATE", payloads.guild_create(guild, self.bot_member))

    def add_member(self, guild: Guild, user: User, *, permissions: int = ALL_PERMISSIONS) -> Member:
        member = Member(user, permissions)
        guild.members[user.id] = member
        return member

    async def add_channel(self, guild: Guild, name: str) -> Channel:
        channel = Channel(self.ids.next(), guild.id, name, position=len(guild.channels))
        self._add_channel(guild, channel)
        await self.gateway.dispatch("CHANNEL_CREATE", payloads.channel(channel))
        return channel

    async def add_thread(self, parent: Channel, name: str) -> Channel:
        thread = Channel(self.ids.next(), parent.guild_id, name, 11, parent.id, self.bot_user.id, 0)
        self._add_channel(self.guilds[parent.guild_id], thread)
        await self.gateway.dispatch(
            "THREAD_CREATE", {**payloads.channel(thread), "newly_created": True}
        )
        return thread

    async def archive_thread(self, thread: Channel, *, locked: bool = False) -> None:
        """What Discord does to a quiet thread, or a moderator to any: archived (and locked).
        A post unarchives an archived thread that is not locked; a locked one refuses posts
        until someone with Manage Threads unarchives it."""
        assert thread.is_thread, f"{thread.name} is not a thread"
        thread.archived, thread.locked = True, locked
        await self.thread_changed(thread)

    async def unarchive_thread(self, thread: Channel) -> None:
        thread.archived = thread.locked = False
        await self.thread_changed(thread)

    async def thread_changed(self, thread: Channel) -> None:
        await self.gateway.dispatch("THREAD_UPDATE", payloads.channel(thread))

    async def delete_channel(self, channel: Channel, *, tell: bool = True) -> None:
        """A moderator deletes a channel or thread: gone from every route (10003), and the bot
        is told by CHANNEL_DELETE or THREAD_DELETE (unless `tell` is False: it was offline)."""
        self.channels.pop(channel.id, None)
        guild = self.guilds[channel.guild_id]
        guild.channels = [c for c in guild.channels if c.id != channel.id]
        if not tell:
            return
        if channel.is_thread:
            payload = {
                "id": str(channel.id),
                "guild_id": str(channel.guild_id),
                "parent_id": str(channel.parent_id),
                "type": channel.type,
            }
            await self.gateway.dispatch("THREAD_DELETE", payload)
        else:
            await self.gateway.dispatch("CHANNEL_DELETE", payloads.channel(channel))

    def _add_channel(self, guild: Guild, channel: Channel) -> None:
        guild.channels.append(channel)
        self.channels[channel.id] = channel
        self._by_channel[channel.id] = []

    # -- commands ---------------------------------------------------------------------------

    def store_command(self, guild_id: int | None, payload: dict) -> ApplicationCommand:
        kind = payload.get("type", 1)
        old = next(
            (
                c
                for c in self.commands.get(guild_id, [])
                if c.payload["name"] == payload["name"] and c.payload.get("type", 1) == kind
            ),
            None,
        )
        command_id = old.id if old else self.ids.next()  # ids survive a re-sync, as in Discord
        full = {
            **payload,
            "id": str(command_id),
            "application_id": str(self.application_id),
            "version": str(self.ids.next()),
            "type": kind,
        }
        if guild_id is not None:
            full["guild_id"] = str(guild_id)
        return ApplicationCommand(command_id, guild_id, full)

    def set_commands(
        self, guild_id: int | None, stored: list[ApplicationCommand], raw: list[dict]
    ) -> None:
        self.commands[guild_id] = stored
        self.command_puts.append((guild_id, raw))

    def add_entry_point_command(
        self,
        name: str = "launch",
        *,
        handler: int = 2,
        description: str = "Launch the Activity",
    ) -> ApplicationCommand:
        """The app's Primary Entry Point command (type 4), as Discord creates it when Activities
        are enabled in the Developer Portal: global, replacing any other one. `handler` 2
        (DISCORD_LAUNCH_ACTIVITY): Discord launches the Activity itself; 1 (APP_HANDLER): the
        app gets the interaction (`entry_point`). From then on a global bulk overwrite must
        include it (else 400, code 50240). Not counted in `command_puts`: nobody PUT it."""
        if handler not in (1, 2):
            raise ValueError("handler is 1 (APP_HANDLER) or 2 (DISCORD_LAUNCH_ACTIVITY)")
        payload = {
            "name": name,
            "description": description,
            "type": PRIMARY_ENTRY_POINT,
            "handler": handler,
        }
        others = [
            c for c in self.commands.get(None, []) if c.payload.get("type") != PRIMARY_ENTRY_POINT
        ]
        command = self.store_command(None, payload)
        self.commands[None] = [*others, command]
        return command

    def entry_point_command(self) -> ApplicationCommand | None:
        """The app's global Primary Entry Point command, if it has one."""
        points = self.commands.get(None, [])
        return next((c for c in points if c.payload.get("type") == PRIMARY_ENTRY_POINT), None)

    def _command(self, channel: Channel, name: str) -> ApplicationCommand:
        available = self.commands.get(channel.guild_id, []) + self.commands.get(None, [])
        return commands.find(available, name)

    # -- messages ---------------------------------------------------------------------------

    def message_payload(self, message: Message) -> dict:
        return payloads.message(message, self.application_id)

    def message(self, message_id: int) -> Message:
        return self.messages[message_id]

    def attachment(self, attachment_id: int) -> Attachment | None:
        return self._attachments.get(attachment_id)

    def channel_messages(
        self, channel: Channel | int, *, ephemeral_for: User | None = None
    ) -> list[Message]:
        """What a user sees in the channel, oldest first: public messages, plus the ephemeral
        ones shown to `ephemeral_for`."""
        channel_id = channel if isinstance(channel, int) else channel.id
        shown = ephemeral_for.id if ephemeral_for else None
        return [
            m
            for m in self._by_channel.get(channel_id, [])
            if not m.deleted and (m.ephemeral_to is None or m.ephemeral_to == shown)
        ]

    def _files(self, channel_id: int, files: list[bodies.UploadedFile]) -> list[Attachment]:
        out = []
        for f in files:
            size = bodies.png_size(f.data)
            if size is not None:
                ctype = "image/png"  # Discord sniffs the type; discord.py sends octet-stream
            else:
                ctype = mimetypes.guess_type(f.filename)[0] or f.content_type
            att_id = self.ids.next()
            keep = self.keep_attachment_bytes or size is None  # non-PNG files (records) are kept
            att = Attachment(
                att_id,
                f.filename,
                ctype,
                len(f.data),
                f.data if keep else None,
                size[0] if size else None,
                size[1] if size else None,
                f"{self.base_url}/attachments/{channel_id}/{att_id}/{f.filename}",
            )
            self._attachments[att_id] = att
            out.append(att)
        return out

    async def create_message(
        self,
        channel: Channel,
        author: User,
        payload: dict,
        files: list[bodies.UploadedFile],
        *,
        ephemeral_to: User | None = None,
        interaction: Interaction | None = None,
        extra_flags: int = 0,
    ) -> Message:
        flags = (int(payload.get("flags") or 0) & ~(EPHEMERAL | LOADING)) | extra_flags
        if ephemeral_to is not None:
            flags |= EPHEMERAL
        message = Message(
            id=self.ids.next(),
            channel_id=channel.id,
            guild_id=channel.guild_id,
            author=author,
            content=payload.get("content") or "",
            components=payload.get("components") or [],
            embeds=payload.get("embeds") or [],
            attachments=self._files(channel.id, files),
            flags=flags,
            ephemeral_to=ephemeral_to.id if ephemeral_to else None,
            interaction_id=interaction.id if interaction else None,
            webhook_id=self.application_id if interaction else None,
            created_mono=time.monotonic(),
            timestamp=payloads.iso_now(),
        )
        message.posted_components = message.components
        message.posted_attachments = list(message.attachments)
        self.messages[message.id] = message
        self._by_channel.setdefault(channel.id, []).append(message)
        self._notify(message)
        if self.message_events and not message.ephemeral:
            await self.gateway.dispatch("MESSAGE_CREATE", self.message_payload(message))
        return message

    async def edit_message(
        self, message: Message, payload: dict, files: list[bodies.UploadedFile]
    ) -> None:
        if "content" in payload:
            message.content = payload["content"] or ""
        if "components" in payload:
            message.components = payload["components"] or []
        if "embeds" in payload:
            message.embeds = payload["embeds"] or []
        uploaded = self._files(message.channel_id, files)
        message.attachments = validate.edited_attachments(
            message.attachments, payload, uploaded, key=lambda a: str(a.id)
        )
        message.flags &= ~LOADING  # an edit answers a deferred "thinking" response
        message.edits += 1
        message.edited_mono = time.monotonic()
        message.edited_timestamp = payloads.iso_now()
        self._notify(message)
        if self.message_events and not message.ephemeral:
            await self.gateway.dispatch("MESSAGE_UPDATE", self.message_payload(message))

    async def delete_message(self, message: Message) -> None:
        message.deleted = True
        self._notify(message)
        if self.message_events and not message.ephemeral:
            data = {"id": str(message.id), "channel_id": str(message.channel_id)}
            if message.guild_id:
                data["guild_id"] = str(message.guild_id)
            await self.gateway.dispatch("MESSAGE_DELETE", data)

    # -- waiting ----------------------------------------------------------------------------

    def _notify(self, message: Message) -> None:
        if not self._waiters:
            return
        keep = []
        for w in self._waiters:
            if w.future.done():
                continue
            if (w.channel_id is None or w.channel_id == message.channel_id) and (
                message.id > w.after
            ):
                try:
                    if w.predicate(message):
                        w.future.set_result(message)
                        continue
                except Exception as exc:  # a broken predicate fails its waiter, not the sim
                    w.future.set_exception(exc)
                    continue
            keep.append(w)
        self._waiters = keep

    async def wait_for_message(
        self,
        predicate: Callable[[Message], bool],
        timeout: float = 10.0,
        *,
        channel: Channel | int | None = None,
        after: Message | int = 0,
    ) -> Message:
        """The first message (id above `after`, in `channel` if given) for which `predicate`
        holds now or after a later create, edit or delete."""
        after_id = after.id if isinstance(after, Message) else after
        channel_id = channel.id if isinstance(channel, Channel) else channel
        if channel_id is not None:
            pool = self._by_channel.get(channel_id, [])
            start = bisect.bisect_right(pool, after_id, key=lambda m: m.id)
            candidates = pool[start:]
        else:
            candidates = [m for m in self.messages.values() if m.id > after_id]
        for message in candidates:
            if predicate(message):
                return message
        future: asyncio.Future = asyncio.get_running_loop().create_future()
        self._waiters.append(_Waiter(channel_id, after_id, predicate, future))
        try:
            return await asyncio.wait_for(future, timeout)
        except TimeoutError:
            raise TimeoutError(
                f"no matching message within {timeout} s (channel {channel_id}, after {after_id})"
            ) from None

    # -- faults -----------------------------------------------------------------------------

    def inject_429(
        self, method: str, path_regex: str, *, times: int = 1, retry_after: float = 0.05
    ) -> Fault:
        """Answer the next `times` matching requests with a (non-global) 429."""
        fault = Fault(method, re.compile(path_regex), "429", times, retry_after)
        self.rest.faults.append(fault)
        return fault

    def inject_global_429(
        self, method: str, path_regex: str, *, times: int = 1, retry_after: float = 0.05
    ) -> Fault:
        """Answer the next `times` matching requests with a global 429 (every route waits)."""
        fault = Fault(method, re.compile(path_regex), "429", times, retry_after, global_limit=True)
        self.rest.faults.append(fault)
        return fault

    def inject_status(self, method: str, path_regex: str, status: int, *, times: int = 1) -> Fault:
        """Answer the next `times` matching requests with `status` (a 500, 502, 503 …)."""
        fault = Fault(method, re.compile(path_regex), "status", times, status=status)
        self.rest.faults.append(fault)
        return fault

    def slow(self, method: str, path_regex: str, delay: float, *, times: int = 1) -> Fault:
        """Serve the next `times` matching requests only after `delay` seconds."""
        fault = Fault(method, re.compile(path_regex), "slow", times, delay=delay)
        self.rest.faults.append(fault)
        return fault

    def expire_tokens(self) -> int:
        """Past Discord's 15 minutes for every interaction so far: follow-ups and edits with
        their tokens are refused (401, code 50027). The number of tokens expired."""
        fresh = [i for i in self.interactions.values() if not i.expired]
        for inter in fresh:
            inter.expired = True
        return len(fresh)

    def hold(self, method: str, path_regex: str, *, times: int = 1) -> Fault:
        """Keep matching requests waiting until `fault.release()` or `fault.drop()` (at most
        60 s)."""
        fault = Fault(method, re.compile(path_regex), "hold", times)
        self.rest.faults.append(fault)
        return fault

    # -- failures ---------------------------------------------------------------------------

    def fail(self, kind: str, method: str, path: str, detail: str) -> None:
        failure = Failure(kind, method, path, detail)
        log.warning("fakediscord failure: %s", failure)
        self.failures.append(failure)

    def take_failures(self, kind: str | None = None) -> list[Failure]:
        """Remove and return the failures (of one kind) a test expected."""
        taken = [f for f in self.failures if kind is None or f.kind == kind]
        self.failures = [f for f in self.failures if f not in taken]
        return taken

    def assert_no_unhandled(self) -> None:
        """Fail if the bot called an endpoint this simulator does not implement (or broke it)."""
        bad = [f for f in self.failures if f.kind in ("unhandled", "server-error", "auth")]
        if bad:
            raise AssertionError(
                "requests the simulated Discord could not serve:\n" + "\n".join(map(str, bad))
            )

    def assert_clean(self) -> None:
        """Fail on any recorded failure, including requests a real Discord would refuse."""
        if self.failures:
            raise AssertionError(
                "failures seen by the simulated Discord:\n" + "\n".join(map(str, self.failures))
            )
