"""The REST API: a small router over everything below the API base, so that every request is
recorded and anything not implemented is answered with an error *and* recorded as a failure."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from . import bodies, payloads, validate
from .activities import OAuthError
from .host import RestHost
from .models import (
    ATTACHMENT_SIZE_LIMIT,
    AUTOCOMPLETE,
    AUTOCOMPLETE_RESULT,
    COMPONENT,
    DEFERRED_MESSAGE,
    DEFERRED_UPDATE,
    LAUNCH_ACTIVITY,
    MANAGE_THREADS,
    MESSAGE,
    PRIMARY_ENTRY_POINT,
    UPDATE,
    Interaction,
    RequestRecord,
    User,
)

log = logging.getLogger(__name__)

API_PREFIX = "/api/v10"
JSON = "application/json"  # exactly: discord.py compares the header with this string

# Who may call a route (its Authorization header)
BOT = "bot"  # `Bot <token>`: the simulator's bot token
NOBODY = "none"  # no header needed (the token is in the path)
BOT_OR_USER = "bot-or-user"  # the bot token, or `Bearer <token>` of a person's OAuth2 grant
CLIENT = "client"  # OAuth2 client credentials in the form body or Basic auth: the handler checks

# Discord's answer when a global bulk overwrite would drop the Primary Entry Point command
ENTRY_POINT_REMOVED = (
    "You cannot remove this app's Primary Entry Point command in a bulk update operation. "
    "Please include the Primary Entry Point command in your update request or delete it "
    "separately."
)


class DiscordError(Exception):
    """An error answer as Discord gives it: {"message", "code"} with an HTTP status."""

    def __init__(
        self,
        status: int,
        code: int,
        message: str,
        *,
        kind: str = "rejected",
        body: dict | None = None,
    ) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.kind = status, code, message, kind
        self.body = body if body is not None else {"message": message, "code": code}


@dataclass
class Call:
    request: web.Request
    params: dict[str, str]
    payload: Any
    files: list[bodies.UploadedFile]
    bearer: User | None = None  # the person whose OAuth2 access token authorized the call

    def int(self, name: str) -> int:
        return int(self.params[name])


Reply = tuple[int, Any]  # (status, JSON body or None for 204)
Handler = Callable[[Call], Awaitable[Reply]]


@dataclass
class Fault:
    """An injected misbehaviour for matching requests: 429s (per route or global), another error
    status (500, 502, 503 …), a slow answer, or holding a request back."""

    method: str
    pattern: re.Pattern[str]
    kind: str  # "429" | "status" | "slow" | "hold"
    remaining: int
    retry_after: float = 0.05
    status: int = 503  # for "status"
    delay: float = 0.0  # for "slow": seconds before the request is served
    global_limit: bool = False  # for "429": the bot-wide limit rather than the route's
    hits: int = 0
    arrived: asyncio.Event = field(default_factory=asyncio.Event)
    _gate: asyncio.Event = field(default_factory=asyncio.Event)
    _drop: bool = False

    def matches(self, method: str, path: str) -> bool:
        return self.remaining > 0 and method == self.method and bool(self.pattern.fullmatch(path))

    def release(self) -> None:
        """Let held requests through."""
        self._gate.set()

    def drop(self) -> None:
        """Abort held requests without processing them (the client sees a broken connection)."""
        self._drop = True
        self._gate.set()

    async def wait_arrived(self, timeout: float) -> None:
        await asyncio.wait_for(self.arrived.wait(), timeout)


class Rest:
    def __init__(self, sim: RestHost) -> None:
        self.sim = sim
        self.faults: list[Fault] = []
        m, i, t = r"(?P<message>\d+)", r"(?P<id>\d+)", r"(?P<token>[^/]+)"
        c, a, g = r"(?P<channel>\d+)", r"(?P<app>\d+)", r"(?P<guild>\d+)"
        w = r"(?P<message>@original|\d+)"
        inst = r"(?P<instance>[^/]+)"
        routes: list[tuple[str, str, Handler, str]] = [
            ("GET", "/users/@me", self.me, BOT_OR_USER),
            ("POST", "/oauth2/token", self.oauth_token, CLIENT),
            ("GET", "/oauth2/applications/@me", self.application, BOT),
            ("GET", "/applications/@me", self.application, BOT),
            ("GET", f"/applications/{a}/activity-instances/{inst}", self.activity_instance, BOT),
            ("GET", "/gateway", self.gateway, NOBODY),
            ("GET", "/gateway/bot", self.gateway_bot, BOT),
            ("PUT", f"/applications/{a}/commands", self.put_commands, BOT),
            ("GET", f"/applications/{a}/commands", self.get_commands, BOT),
            ("PUT", f"/applications/{a}/guilds/{g}/commands", self.put_commands, BOT),
            ("GET", f"/applications/{a}/guilds/{g}/commands", self.get_commands, BOT),
            ("GET", f"/channels/{c}", self.get_channel, BOT),
            ("PATCH", f"/channels/{c}", self.edit_channel, BOT),
            ("POST", f"/channels/{c}/messages", self.create_message, BOT),
            ("GET", f"/channels/{c}/messages", self.list_messages, BOT),
            ("GET", f"/channels/{c}/messages/{m}", self.get_message, BOT),
            ("PATCH", f"/channels/{c}/messages/{m}", self.edit_message, BOT),
            ("DELETE", f"/channels/{c}/messages/{m}", self.delete_message, BOT),
            ("POST", f"/channels/{c}/threads", self.create_thread, BOT),
            ("POST", f"/channels/{c}/messages/{m}/threads", self.create_thread, BOT),
            ("POST", f"/channels/{c}/typing", self.typing, BOT),
            ("POST", f"/interactions/{i}/{t}/callback", self.callback, NOBODY),
            ("POST", f"/webhooks/{a}/{t}", self.followup, NOBODY),
            ("GET", f"/webhooks/{a}/{t}/messages/{w}", self.wh_get, NOBODY),
            ("PATCH", f"/webhooks/{a}/{t}/messages/{w}", self.wh_edit, NOBODY),
            ("DELETE", f"/webhooks/{a}/{t}/messages/{w}", self.wh_delete, NOBODY),
        ]
        self.routes = [(meth, re.compile(p), h, auth) for meth, p, h, auth in routes]

    # -- plumbing ---------------------------------------------------------------------------

    async def handle(self, request: web.Request) -> web.StreamResponse:
        started = time.monotonic()
        path = request.path
        route_name = "unhandled"
        status = 500
        try:
            if path.startswith("/attachments/"):
                route_name = "attachment"
                response = self._attachment(request)
                status = response.status
                return response
            if not path.startswith(API_PREFIX):
                raise DiscordError(404, 0, f"nothing at {path}", kind="unhandled")
            sub = path[len(API_PREFIX) :]
            found = self._route(request.method, sub)
            if found is None:
                raise DiscordError(
                    404, 0, "404: Not Found (not simulated by fakediscord)", kind="unhandled"
                )
            handler, params, auth = found
            route_name = handler.__name__
            bearer = self._authorize(request, auth)
            faulted = await self._fault(request, sub)
            if faulted is not None:
                status = faulted.status
                return faulted
            if auth == CLIENT:  # OAuth2 endpoints take a form: the handler reads it
                payload, files = None, []
            else:
                try:
                    payload, files = await bodies.read(request)
                except bodies.BadRequest as exc:
                    raise DiscordError(400, 50109, f"The request body is invalid: {exc}") from None
            status, body = await handler(Call(request, params, payload, files, bearer))
            return _response(status, body)
        except DiscordError as exc:
            status = exc.status
            self.sim.fail(exc.kind, request.method, path, f"{exc.status} {exc.message}")
            return _response(exc.status, exc.body)
        except ConnectionResetError:
            raise
        except Exception as exc:
            status = 500
            log.exception("fakediscord: %s %s failed", request.method, path)
            self.sim.fail("server-error", request.method, path, repr(exc))
            return _response(500, {"message": "500: Internal Server Error", "code": 0})
        finally:
            if self.sim.record_requests:
                self.sim.requests.append(
                    RequestRecord(
                        request.method,
                        path[len(API_PREFIX) :] if path.startswith(API_PREFIX) else path,
                        request.query_string,
                        route_name,
                        status,
                        started,
                        time.monotonic(),
                    )
                )

    def _route(self, method: str, path: str) -> tuple[Handler, dict[str, str], bool] | None:
        for meth, pattern, handler, auth in self.routes:
            if meth == method:
                match = pattern.fullmatch(path)
                if match:
                    return handler, match.groupdict(), auth
        return None

    def _authorize(self, request: web.Request, auth: str) -> User | None:
        """Checks the Authorization header a route needs; the person of a Bearer token."""
        if auth in (NOBODY, CLIENT):
            return None
        header = request.headers.get("Authorization", "")
        if header == f"Bot {self.sim.token}":
            return None
        if auth == BOT_OR_USER and header.startswith("Bearer "):
            user = self.sim.oauth_user(header[len("Bearer ") :])
            if user is None:  # forged, revoked or expired: a person's token, not a bot bug
                body = {"message": "401: Unauthorized", "code": 0}
                raise DiscordError(401, 0, "401: Unauthorized (unknown Bearer token)", body=body)
            return user
        raise DiscordError(401, 0, "401: Unauthorized", kind="auth")

    async def _fault(self, request: web.Request, path: str) -> web.Response | None:
        for fault in self.faults:
            if not fault.matches(request.method, path):
                continue
            fault.remaining -= 1
            fault.hits += 1
            fault.arrived.set()
            if fault.kind == "429":
                body = {"message": "You are being rate limited.", "retry_after": fault.retry_after}
                body["global"] = fault.global_limit
                headers = {
                    "Via": "1.1 google",
                    "Retry-After": str(max(1, round(fault.retry_after))),
                    "X-RateLimit-Scope": "global" if fault.global_limit else "user",
                }
                if fault.global_limit:
                    headers["X-RateLimit-Global"] = "true"
                return _response(429, body, headers)
            if fault.kind == "status":
                return _response(fault.status, {"message": f"{fault.status}: injected", "code": 0})
            if fault.kind == "slow":
                await asyncio.sleep(fault.delay)
                return None
            # "hold": bounded, so a forgotten hold cannot hang a test run
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(fault._gate.wait(), 60)
            if fault._drop:
                if request.transport is not None:
                    request.transport.abort()
                return _response(500, {"message": "dropped", "code": 0})
        return None

    def _attachment(self, request: web.Request) -> web.Response:
        parts = request.path.split("/")
        att = self.sim.attachment(int(parts[3])) if len(parts) > 3 and parts[3].isdigit() else None
        if att is None or att.data is None:
            raise DiscordError(404, 0, "unknown attachment", kind="unhandled")
        return web.Response(body=att.data, headers={"Content-Type": att.content_type})

    # -- identity and commands --------------------------------------------------------------

    async def me(self, call: Call) -> Reply:
        if call.bearer is not None:  # a person's token (scope identify): their user object
            user = {k: v for k, v in payloads.user(call.bearer).items() if k != "bot"}
            return 200, {
                **user,
                "banner": None,
                "accent_color": None,
                "locale": call.bearer.locale,
                "mfa_enabled": False,
                "premium_type": 0,
                "flags": 0,
            }
        return 200, {**payloads.user(self.sim.bot_user), "verified": True, "flags": 0}

    async def oauth_token(self, call: Call) -> Reply:
        """The OAuth2 token exchange (an Activity's server trades the page's code for the
        person's access token). Errors are OAuth2's `{"error", "error_description"}`."""
        form = await call.request.post() if call.request.can_read_body else {}
        fields = {k: v for k, v in form.items() if isinstance(v, str)}
        try:
            return 200, self.sim.token_exchange(fields, call.request.headers.get("Authorization"))
        except OAuthError as exc:
            # A wrong client id or secret is the app's misconfiguration (like a wrong bot
            # token); a bad or used code is what a person (or a forger) brought.
            kind = "auth" if exc.error == "invalid_client" else "rejected"
            raise DiscordError(exc.status, 0, exc.error, kind=kind, body=exc.body) from None

    async def activity_instance(self, call: Call) -> Reply:
        instance = self.sim.activity_instances.get(call.params["instance"])
        if call.int("app") != self.sim.application_id or instance is None or instance.ended:
            # Discord's documented answer (docs: "Using the Activity Instance API"): a bare 404
            # with code 0, not an "Unknown ..." entity code.
            raise DiscordError(404, 0, "404: Not Found")
        return 200, instance.payload()

    async def application(self, call: Call) -> Reply:
        sim = self.sim
        return 200, {
            "id": str(sim.application_id),
            "name": sim.bot_user.name,
            "icon": None,
            "description": "",
            "rpc_origins": [],
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": payloads.user(sim.owner),
            "summary": "",
            "verify_key": "0" * 64,
            "team": None,
            "flags": 0,
            "interactions_endpoint_url": None,
            "bot": payloads.user(sim.bot_user),
        }

    async def gateway(self, call: Call) -> Reply:
        return 200, {"url": self.sim.gateway_url}

    async def gateway_bot(self, call: Call) -> Reply:
        limit = {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        return 200, {
            "url": self.sim.gateway_url,
            "shards": self.sim.shards,
            "session_start_limit": limit,
        }

    def _check_app(self, call: Call) -> None:
        if call.int("app") != self.sim.application_id:
            raise DiscordError(403, 50001, "Missing Access (another application)")

    async def put_commands(self, call: Call) -> Reply:
        self._check_app(call)
        guild_id = int(call.params["guild"]) if "guild" in call.params else None
        if guild_id is not None and guild_id not in self.sim.guilds:
            raise DiscordError(403, 50001, "Missing Access (unknown guild)")
        if not isinstance(call.payload, list):
            raise DiscordError(400, 50035, "Invalid Form Body: expected a list of commands")
        self._check_entry_point(guild_id, call.payload)
        stored = [self.sim.store_command(guild_id, c) for c in call.payload]
        self.sim.set_commands(guild_id, stored, call.payload)
        return 200, [c.payload for c in stored]

    def _check_entry_point(self, guild_id: int | None, commands: list) -> None:
        """Primary Entry Point commands (type 4) in a bulk overwrite: global only, one at most,
        no options; and a global overwrite must keep the app's existing one (same name)."""
        try:
            validate.commands_entry_point(commands, global_scope=guild_id is None)
        except validate.Invalid as exc:
            raise DiscordError(400, 50035, f"Invalid Form Body: {exc}") from None
        existing = self.sim.entry_point_command() if guild_id is None else None
        if existing is None:
            return
        kept = any(
            isinstance(c, dict)
            and c.get("type") == PRIMARY_ENTRY_POINT
            and c.get("name") == existing.payload["name"]
            for c in commands
        )
        if not kept:  # a type-4 command of another name would be a new one: the old one goes
            raise DiscordError(400, 50240, ENTRY_POINT_REMOVED)

    async def get_commands(self, call: Call) -> Reply:
        self._check_app(call)
        guild_id = int(call.params["guild"]) if "guild" in call.params else None
        return 200, [c.payload for c in self.sim.commands.get(guild_id, [])]

    # -- channels and messages --------------------------------------------------------------

    def _channel(self, call: Call):
        channel = self.sim.channels.get(call.int("channel"))
        if channel is None:
            raise DiscordError(404, 10003, "Unknown Channel")
        return channel

    def _message_in(self, call: Call, channel_id: int):
        message = self.sim.messages.get(call.int("message"))
        if message is None or message.deleted or message.channel_id != channel_id:
            raise DiscordError(404, 10008, "Unknown Message")
        if message.ephemeral:  # ephemeral messages are reachable through webhooks only
            raise DiscordError(404, 10008, "Unknown Message")
        return message

    async def get_channel(self, call: Call) -> Reply:
        return 200, payloads.channel(self._channel(call))

    async def edit_channel(self, call: Call) -> Reply:
        """Threads only: archive or unarchive, lock or unlock (the bot has Manage Threads
        unless a test took it away)."""
        channel = self._channel(call)
        payload = call.payload or {}
        if not channel.is_thread or set(payload) - {"archived", "locked"}:
            raise DiscordError(
                400, 0, f"not simulated: editing {sorted(payload)}", kind="unhandled"
            )
        if not self.sim.bot_member.permissions & MANAGE_THREADS and (
            channel.locked or "locked" in payload
        ):
            raise DiscordError(403, 50013, "Missing Permissions")
        channel.archived = bool(payload.get("archived", channel.archived))
        channel.locked = bool(payload.get("locked", channel.locked))
        await self.sim.thread_changed(channel)
        return 200, payloads.channel(channel)

    async def _unarchived(self, channel) -> None:
        """A post or an edit in an archived thread: Discord unarchives it first, unless a
        moderator locked it."""
        if not channel.archived:
            return
        if channel.locked:
            raise DiscordError(400, 50083, "Thread is archived")
        channel.archived = False
        await self.sim.thread_changed(channel)

    async def create_message(self, call: Call) -> Reply:
        channel = self._channel(call)
        await self._unarchived(channel)
        payload = call.payload or {}
        _validate(payload, call.files, creating=True)
        message = await self.sim.create_message(channel, self.sim.bot_user, payload, call.files)
        return 200, self.sim.message_payload(message)

    async def list_messages(self, call: Call) -> Reply:
        channel = self._channel(call)
        limit = min(100, int(call.request.query.get("limit", 50)))
        history = [m for m in self.sim.channel_messages(channel) if not m.deleted]
        return 200, [self.sim.message_payload(m) for m in reversed(history[-limit:])]

    async def get_message(self, call: Call) -> Reply:
        channel = self._channel(call)
        return 200, self.sim.message_payload(self._message_in(call, channel.id))

    async def edit_message(self, call: Call) -> Reply:
        channel = self._channel(call)
        await self._unarchived(channel)
        message = self._message_in(call, channel.id)
        if message.author is not self.sim.bot_user:
            raise DiscordError(403, 50005, "Cannot edit a message authored by another user")
        payload = call.payload or {}
        _validate(payload, call.files, creating=False)
        _validate_edit(message, payload, call.files)
        await self.sim.edit_message(message, payload, call.files)
        return 200, self.sim.message_payload(message)

    async def delete_message(self, call: Call) -> Reply:
        channel = self._channel(call)
        await self.sim.delete_message(self._message_in(call, channel.id))
        return 204, None

    async def create_thread(self, call: Call) -> Reply:
        parent = self._channel(call)
        if parent.is_thread:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        payload = call.payload or {}
        name = str(payload.get("name", ""))
        if not 1 <= len(name) <= 100:
            raise DiscordError(400, 50035, "Invalid Form Body: thread name must be 1..100")
        thread = await self.sim.add_thread(parent, name)
        return 201, payloads.channel(thread)

    async def typing(self, call: Call) -> Reply:
        self._channel(call)
        return 204, None

    # -- interactions -----------------------------------------------------------------------

    def _interaction(self, token: str) -> Interaction:
        interaction = self.sim.interaction_by_token(token)
        if interaction is None:
            raise DiscordError(404, 10015, "Unknown Webhook")
        age = time.monotonic() - interaction.sent_at
        if interaction.expired or age > self.sim.token_lifetime:
            raise DiscordError(401, 50027, "Invalid Webhook Token")
        if interaction.channel_id not in self.sim.channels:  # deleted since
            raise DiscordError(404, 10003, "Unknown Channel")
        return interaction

    async def callback(self, call: Call) -> Reply:
        inter = self.sim.interactions.get(call.int("id"))
        if inter is None or inter.token != call.params["token"]:
            raise DiscordError(404, 10062, "Unknown interaction")
        try:
            return await self._callback(call, inter)
        except DiscordError as exc:
            self.sim.refuse(inter, exc.message)  # whoever waits for the answer learns at once
            raise

    async def _callback(self, call: Call, inter: Interaction) -> Reply:
        sim = self.sim
        now = time.monotonic()
        if inter.response_type is not None:
            raise DiscordError(400, 40060, "Interaction has already been acknowledged.")
        if now - inter.sent_at > sim.ack_deadline:
            raise DiscordError(
                404, 10062, f"Unknown interaction (answered after {now - inter.sent_at:.2f} s)"
            )
        body = call.payload or {}
        rtype = body.get("type")
        data = body.get("data") or {}
        allowed = {
            AUTOCOMPLETE: {AUTOCOMPLETE_RESULT},
            COMPONENT: {4, 5, 6, 7, 9, LAUNCH_ACTIVITY},
        }
        if rtype not in allowed.get(inter.type, {4, 5, 9, LAUNCH_ACTIVITY}):
            what = f"callback type {rtype} for interaction type {inter.type}"
            raise DiscordError(400, 50035, what)
        if rtype == AUTOCOMPLETE_RESULT:
            try:
                validate.choices(data.get("choices") or [])
            except validate.Invalid as exc:
                raise DiscordError(400, 50035, f"Invalid Form Body: {exc}") from None
        elif rtype in (MESSAGE, UPDATE):
            _validate(data, call.files, creating=rtype == MESSAGE)
            updated = sim.messages.get(inter.message_id) if inter.message_id else None
            if rtype == UPDATE and updated is not None:
                _validate_edit(updated, data, call.files)
        message = await sim.acknowledge(inter, rtype, data, call.files)
        if call.request.query.get("with_response") not in ("1", "true", "True"):
            return 204, None
        answered: dict[str, Any] = {"id": str(inter.id), "type": inter.type}
        if rtype == LAUNCH_ACTIVITY:
            answered["activity_instance_id"] = inter.activity_instance_id
        answered.update(
            {
                "response_message_id": str(inter.original_id) if inter.original_id else None,
                "response_message_loading": rtype == DEFERRED_MESSAGE,
                "response_message_ephemeral": bool(message and message.ephemeral),
            }
        )
        out: dict[str, Any] = {"interaction": answered}
        kinds = (MESSAGE, UPDATE, DEFERRED_MESSAGE, AUTOCOMPLETE_RESULT, DEFERRED_UPDATE)
        if rtype in (*kinds, LAUNCH_ACTIVITY):
            resource: dict[str, Any] = {"type": rtype}
            if message is not None and rtype in (MESSAGE, UPDATE):
                resource["message"] = sim.message_payload(message)
            if rtype == LAUNCH_ACTIVITY:
                resource["activity_instance"] = {"id": inter.activity_instance_id}
            out["resource"] = resource
        return 200, out

    async def followup(self, call: Call) -> Reply:
        self._check_app(call)
        inter = self._interaction(call.params["token"])
        if inter.response_type is None:
            raise DiscordError(404, 10015, "Unknown Webhook (follow-up before the response)")
        payload = call.payload or {}
        _validate(payload, call.files, creating=True)
        message = await self.sim.create_followup(inter, payload, call.files)
        if call.request.query.get("wait") in ("1", "true", "True"):
            return 200, self.sim.message_payload(message)
        return 204, None

    def _webhook_message(self, call: Call, inter: Interaction):
        which = call.params["message"]
        message_id = inter.original_id if which == "@original" else int(which)
        if which != "@original" and message_id not in inter.followups:
            message_id = None
        message = self.sim.messages.get(message_id) if message_id else None
        if message is None or message.deleted:
            raise DiscordError(404, 10008, "Unknown Message")
        return message

    async def wh_get(self, call: Call) -> Reply:
        self._check_app(call)
        inter = self._interaction(call.params["token"])
        return 200, self.sim.message_payload(self._webhook_message(call, inter))

    async def wh_edit(self, call: Call) -> Reply:
        self._check_app(call)
        inter = self._interaction(call.params["token"])
        message = self._webhook_message(call, inter)
        payload = call.payload or {}
        _validate(payload, call.files, creating=False)
        _validate_edit(message, payload, call.files)
        await self.sim.edit_message(message, payload, call.files)
        return 200, self.sim.message_payload(message)

    async def wh_delete(self, call: Call) -> Reply:
        self._check_app(call)
        inter = self._interaction(call.params["token"])
        await self.sim.delete_message(self._webhook_message(call, inter))
        return 204, None


def _validate(payload: dict, files: list, *, creating: bool) -> None:
    try:
        validate.message(payload, len(files), creating=creating)
    except validate.Invalid as exc:
        raise DiscordError(400, 50035, f"Invalid Form Body: {exc}") from None
    for f in files:
        if len(f.data) > ATTACHMENT_SIZE_LIMIT:
            raise DiscordError(413, 40005, "Request entity too large")


def _validate_edit(message, payload: dict, files: list) -> None:
    try:
        validate.message_edit(message, payload, len(files))
    except validate.Invalid as exc:
        raise DiscordError(400, 50035, f"Invalid Form Body: {exc}") from None


def _response(status: int, body: Any, headers: dict[str, str] | None = None) -> web.Response:
    if status == 204 or body is None:
        return web.Response(status=204, headers=headers)
    return web.Response(
        status=status,
        body=json.dumps(body).encode(),
        headers={"Content-Type": JSON, **(headers or {})},
    )
