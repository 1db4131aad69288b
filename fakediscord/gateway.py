"""The gateway websocket: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats, RESUME, dispatch.

Frames are JSON text; discord.py asks for zlib-stream compression in the URL but accepts text
frames, so nothing is compressed. One session is current at a time (the bot is one shard).
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

log = logging.getLogger(__name__)

HELLO, HEARTBEAT, IDENTIFY, PRESENCE, RESUME, INVALID_SESSION, HEARTBEAT_ACK = 10, 1, 2, 3, 6, 9, 11
DISPATCH = 0
RESUME_BUFFER = 2000  # events kept per session for a RESUME


class NotConnected(Exception):
    """No bot is connected to the gateway."""


class Session:
    def __init__(self, session_id: str, intents: int) -> None:
        self.id = session_id
        self.intents = intents
        self.seq = 0
        self.ws: web.WebSocketResponse | None = None
        self.buffer: deque[tuple[int, str]] = deque(maxlen=RESUME_BUFFER)
        self.lock = asyncio.Lock()  # one writer at a time keeps frames and sequence in order


class Gateway:
    def __init__(self, sim: GatewayHost, heartbeat_interval_ms: int = 41_250) -> None:
        self.sim = sim
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.sessions: dict[str, Session] = {}
        self.current: Session | None = None
        self.identifies: list[dict] = []  # every IDENTIFY payload (token blanked)
        self.resumes = 0
        self.connections = 0
        self._changed = asyncio.Event()

    @property
    def connected(self) -> bool:
        return self.current is not None and self.current.ws is not None

    async def wait_session(self, count: int, timeout: float) -> None:
        """Until `count` sessions have been READY in total and one is connected."""
        deadline = time.monotonic() + timeout
        while not (len(self.identifies) >= count and self.connected):
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError(f"no gateway session #{count} within {timeout} s")
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
        session = Session(secrets.token_hex(16), int(data.get("intents", 0)))
        self.sessions[session.id] = session
        old = self.current
        self.current = session
        if old is not None and old.ws is not None and old.ws is not ws:
            await old.ws.close(code=4000)
        session.ws = ws
        self.identifies.append({k: v for k, v in data.items() if k != "token"})
        sim = self.sim
        ready = {
            "v": 10,
            "user": {**payloads.user(sim.bot_user), "verified": True, "mfa_enabled": False},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in sim.guilds.values()],
            "session_id": session.id,
            "resume_gateway_url": sim.gateway_url,
            "application": {"id": str(sim.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "session_type": "normal",
            "geo_ordered_rtc_regions": [],
        }
        await self._send(session, "READY", ready)
        for guild in sim.guilds.values():
            await self._send(session, "GUILD_CREATE", payloads.guild_create(guild, sim.bot_member))
        self._notify()
        return session

    async def _resume(self, ws: web.WebSocketResponse, data: dict) -> Session | None:
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or data.get("token") != self.sim.token or session is not self.current:
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
    ) -> None:
        """Send an event to the connected bot. Without a connection the event is buffered for a
        RESUME (like Discord), or NotConnected is raised when `required`."""
        session = self.current
        if session is None:
            if required:
                raise NotConnected(event)
            return
        try:
            await self._send(session, event, data, stamp)
        except (NotConnected, ConnectionResetError):
            if required:
                raise NotConnected(event) from None

    async def close(self) -> None:
        for session in self.sessions.values():
            if session.ws is not None:
                await session.ws.close(code=1001)
