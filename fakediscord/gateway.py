"""The gateway websocket: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats, RESUME, dispatch.

Frames are JSON text; discord.py asks for zlib-stream compression in the URL but accepts text
frames, so nothing is compressed. Shards as on Discord: an IDENTIFY names `[shard_id,
shard_count]` (`[0, 1]` when it names none) and makes the current session of that shard; one
session per shard is current at a time. A guild's events go only to the session of the shard
that owns it (`(guild_id >> 22) % shard_count`), and events of no guild (DMs) to shard 0.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from aiohttp import WSMsgType, web

from . import payloads
from .host import GatewayHost
from .snowflake import shard_of

log = logging.getLogger(__name__)

HELLO, HEARTBEAT, IDENTIFY, PRESENCE, RESUME, INVALID_SESSION, HEARTBEAT_ACK = 10, 1, 2, 3, 6, 9, 11
DISPATCH = 0
RESUME_BUFFER = 2000  # events kept per session for a RESUME
INVALID_SHARD = 4010
_GUILD_EVENTS = {"GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE"}  # the guild's id is "id"


GUILDS, GUILD_MESSAGES, DIRECT_MESSAGES = 1 << 0, 1 << 9, 1 << 12


def wanted(event: str, guild_id: int | None, intents: int) -> bool:
    """Whether a session that identified with `intents` receives `event` (the intents of
    Discord's gateway documentation for the events this simulator sends)."""
    if event.startswith("MESSAGE_"):
        return bool(intents & (GUILD_MESSAGES if guild_id is not None else DIRECT_MESSAGES))
    if event.startswith(("GUILD_", "CHANNEL_", "THREAD_")):
        return bool(intents & GUILDS)
    return True  # INTERACTION_CREATE and the like need no intent


class NotConnected(Exception):
    """No bot is connected to the gateway (for the shard the event belongs to)."""


class Session:
    def __init__(
        self, session_id: str, intents: int, shard_id: int = 0, shard_count: int = 1
    ) -> None:
        self.id = session_id
        self.intents = intents
        self.shard_id = shard_id
        self.shard_count = shard_count
        self.seq = 0
        self.ws: web.WebSocketResponse | None = None
        self.buffer: deque[tuple[int, str]] = deque(maxlen=RESUME_BUFFER)
        self.lock = asyncio.Lock()  # one writer at a time keeps frames and sequence in order

    @property
    def shard(self) -> tuple[int, int]:
        return self.shard_id, self.shard_count

    def owns(self, guild_id: int | None) -> bool:
        """Whether this session's shard receives the events of `guild_id` (None: DMs)."""
        if guild_id is None:
            return self.shard_id == 0
        return shard_of(guild_id, self.shard_count) == self.shard_id


def guild_of_event(event: str, data: Any) -> int | None:
    """The guild an event is about (None for DMs and events of no guild)."""
    if not isinstance(data, dict):
        return None
    raw = data.get("id") if event in _GUILD_EVENTS else data.get("guild_id")
    return int(raw) if raw else None


class Gateway:
    def __init__(self, sim: GatewayHost, heartbeat_interval_ms: int = 41_250) -> None:
        self.sim = sim
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.sessions: dict[str, Session] = {}  # every session ever made, by id
        self.shard_sessions: dict[int, Session] = {}  # the current session of each shard
        self.identifies: list[dict] = []  # every IDENTIFY payload (token blanked)
        self.identified: list[tuple[int, int]] = []  # the [shard_id, shard_count] of each
        self.resumes = 0
        self.connections = 0
        self._latest: int | None = None  # the shard of the latest IDENTIFY
        self._changed = asyncio.Event()

    @property
    def current(self) -> Session | None:
        """The current session of shard 0 (the only one when the bot is not sharded)."""
        return self.shard_sessions.get(0)

    @property
    def shard_count(self) -> int | None:
        """The shard count the current sessions identified with (None before any)."""
        for session in self.shard_sessions.values():
            return session.shard_count
        return None

    @property
    def connected(self) -> bool:
        """A session is current, and every current session is connected."""
        sessions = self.shard_sessions.values()
        return bool(sessions) and all(s.ws is not None for s in sessions)

    def shard_connected(self, shard_id: int) -> bool:
        session = self.shard_sessions.get(shard_id)
        return session is not None and session.ws is not None

    def owner(self, guild_id: int | None) -> Session | None:
        """The current session that receives the events of `guild_id` (None: DMs, shard 0)."""
        count = self.shard_count
        if count is None:
            return None
        return self.shard_sessions.get(0 if guild_id is None else shard_of(guild_id, count))

    async def wait_session(self, count: int, timeout: float) -> None:
        """Until `count` sessions have been READY in total and the shard of the latest one is
        connected."""

        def ready() -> bool:
            latest = self._latest
            return len(self.identifies) >= count and (
                latest is not None and self.shard_connected(latest)
            )

        await self._wait(ready, timeout, f"no gateway session #{count}")

    async def wait_shards(self, shard_count: int, timeout: float) -> None:
        """Until every shard of `shard_count` has a connected session (of that count)."""

        def ready() -> bool:
            return self.shard_count == shard_count and all(
                self.shard_connected(i) for i in range(shard_count)
            )

        await self._wait(ready, timeout, f"not all {shard_count} shards connected")

    async def _wait(self, ready: Callable[[], bool], timeout: float, what: str) -> None:
        deadline = time.monotonic() + timeout
        while not ready():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError(f"{what} within {timeout} s")
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), remaining)
            except TimeoutError:
                continue

    def _notify(self) -> None:
        self._changed.set()

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=16 * 1024 * 1024)
        await ws.prepare(request)
        self.connections += 1
        session: Session | None = None
        try:
            await ws.send_str(
                json.dumps({"op": HELLO, "d": {"heartbeat_interval": self.heartbeat_interval_ms}})
            )
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    if msg.type == WSMsgType.BINARY:
                        self.sim.fail("gateway", "WS", "/gateway", "binary frame from the client")
                    continue
                frame = json.loads(msg.data)
                session = await self._on_frame(ws, frame, session)
        finally:
            if session is not None and session.ws is ws:
                session.ws = None
                self._notify()
        return ws

    async def drop(self, shard_id: int = 0, *, resume: bool = True) -> None:
        """Cut the shard's connection as Discord does now and then: with `resume`, a close the
        client may RESUME from (4000, unknown error); without, INVALID_SESSION (not resumable),
        after which the client must IDENTIFY afresh."""
        session = self.shard_sessions.get(shard_id)
        if session is None or session.ws is None:
            raise RuntimeError(f"shard {shard_id} is not connected")
        ws = session.ws
        if resume:
            await ws.close(code=4000, message=b"injected: reconnect")
        else:
            # Discord sends nothing more to a session it invalidated: until the client has
            # IDENTIFYed again, interactions fail at once (the person clicks again) instead of
            # going into a socket the client is about to close.
            del self.shard_sessions[shard_id]
            self._notify()
            await ws.send_str(json.dumps({"op": INVALID_SESSION, "d": False}))

    async def _on_frame(
        self, ws: web.WebSocketResponse, frame: dict, session: Session | None
    ) -> Session | None:
        op, data = frame.get("op"), frame.get("d")
        if op == HEARTBEAT:
            await ws.send_str(json.dumps({"op": HEARTBEAT_ACK}))
        elif op == IDENTIFY:
            return await self._identify(ws, data or {})
        elif op == RESUME:
            return await self._resume(ws, data or {})
        elif op == PRESENCE:
            pass  # the bot may set a status; nothing to simulate
        else:
            self.sim.fail("unhandled", "WS", "/gateway", f"gateway opcode {op}: {frame}")
        return session

    async def _identify(self, ws: web.WebSocketResponse, data: dict) -> Session | None:
        if data.get("token") != self.sim.token:
            self.sim.fail("auth", "WS", "/gateway", "IDENTIFY with a wrong token")
            await ws.close(code=4004, message=b"Authentication failed.")
            return None
        shard = _shard(data.get("shard", [0, 1]))
        if shard is None:
            self.sim.fail("rejected", "WS", "/gateway", f"IDENTIFY with shard {data.get('shard')}")
            await ws.close(code=INVALID_SHARD, message=b"Invalid shard.")
            return None
        shard_id, shard_count = shard
        session = Session(secrets.token_hex(16), int(data.get("intents", 0)), *shard)
        self.sessions[session.id] = session
        # This shard's session is replaced; so are all the others if the shard count changed
        # (a bot runs one shard count at a time). Their connections are closed as resumable.
        replaced = [
            s
            for i, s in self.shard_sessions.items()
            if i == shard_id or s.shard_count != shard_count
        ]
        for old in replaced:
            del self.shard_sessions[old.shard_id]
        self.shard_sessions[shard_id] = session
        for old in replaced:
            if old.ws is not None and old.ws is not ws:
                await old.ws.close(code=4000)
        session.ws = ws
        self.identifies.append({k: v for k, v in data.items() if k != "token"})
        self.identified.append(shard)
        self._latest = shard_id
        sim = self.sim
        guilds = [g for g in sim.guilds.values() if session.owns(g.id)]
        ready = {
            "v": 10,
            "user": {**payloads.user(sim.bot_user), "verified": True, "mfa_enabled": False},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.id,
            "resume_gateway_url": sim.gateway_url,
            "application": {"id": str(sim.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "session_type": "normal",
            "geo_ordered_rtc_regions": [],
        }
        if "shard" in data:
            ready["shard"] = [shard_id, shard_count]
        await self._send(session, "READY", ready)
        for guild in guilds:
            await self._send(session, "GUILD_CREATE", payloads.guild_create(guild, sim.bot_member))
        self._notify()
        return session

    async def _resume(self, ws: web.WebSocketResponse, data: dict) -> Session | None:
        session = self.sessions.get(str(data.get("session_id")))
        if (
            session is None
            or data.get("token") != self.sim.token
            or session is not self.shard_sessions.get(session.shard_id)
        ):
            await ws.send_str(json.dumps({"op": INVALID_SESSION, "d": False}))
            return None
        self.resumes += 1
        async with session.lock:
            session.ws = ws
            after = int(data.get("seq") or 0)
            for seq, text in list(session.buffer):
                if seq > after:
                    await ws.send_str(text)
        await self._send(session, "RESUMED", {})
        self._notify()
        return session

    async def _send(
        self, session: Session, event: str, data: Any, stamp: Callable[[], None] | None = None
    ) -> None:
        """Write one DISPATCH; `stamp` runs just before the frame is written (for timings)."""
        async with session.lock:
            session.seq += 1
            text = json.dumps({"op": DISPATCH, "t": event, "s": session.seq, "d": data})
            session.buffer.append((session.seq, text))
            if session.ws is None:
                raise NotConnected(event)
            if stamp is not None:
                stamp()
            await session.ws.send_str(text)

    async def dispatch(
        self,
        event: str,
        data: Any,
        *,
        required: bool = False,
        stamp: Callable[[], None] | None = None,
    ) -> Session | None:
        """Send an event to the session of the shard that owns its guild (shard 0 for events of
        no guild, such as DMs); that session, or None when there is none. Without a connection
        the event is buffered for a RESUME (like Discord), or NotConnected is raised when
        `required`."""
        guild_id = guild_of_event(event, data)
        session = self.owner(guild_id)
        if session is None:
            if required:
                raise NotConnected(f"{event} (guild {guild_id}): no session for its shard")
            return None
        if not wanted(event, guild_id, session.intents):
            return session  # Discord sends no event the bot did not ask for with its intents
        try:
            await self._send(session, event, data, stamp)
        except (NotConnected, ConnectionResetError):
            if required:
                # The person's client shows "This interaction failed": Discord does not deliver
                # it later, so a RESUME does not replay it either.
                if session.buffer and f'"s": {session.seq},' in session.buffer[-1][1]:
                    session.buffer.pop()
                raise NotConnected(f"{event}: shard {session.shard_id} is not connected") from None
        return session

    async def close(self) -> None:
        for session in self.sessions.values():
            if session.ws is not None:
                await session.ws.close(code=1001)


def _shard(raw: Any) -> tuple[int, int] | None:
    """`[shard_id, shard_count]` from an IDENTIFY, if valid."""
    if not isinstance(raw, list | tuple) or len(raw) != 2:
        return None
    shard_id, shard_count = raw
    if not all(isinstance(x, int) and not isinstance(x, bool) for x in raw):
        return None
    if not 0 <= shard_id < shard_count:
        return None
    return shard_id, shard_count
