"""The web server of the live table, inside the bot process (aiohttp, which discord.py already
brings): the page and its bundle, the table as JSON, moves, and a WebSocket per open page that
gets the table again after every committed change of its game (docs/web.md)."""

from __future__ import annotations

import contextlib
import html
import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from aiohttp import WSMsgType, web

from ..channel.flow import TurnFlow
from ..i18n.catalogue import text
from ..i18n.errors import UserError
from ..store.games import Store
from ..views.limits import RateLimit
from .activity import ActivityHub
from .resend import Resender
from .tokens import REPLAY, BadToken, Grant, verify
from .view import NoGame, load, table_view

log = logging.getLogger(__name__)

DIST = Path(__file__).resolve().parents[2] / "web" / "dist"
BASE = "/table/"
# The page loads only its own bundle and talks only to its own server.
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; "
    "img-src 'self' data:; frame-ancestors 'self' https://discord.com https://*.discordsays.com; "
    "base-uri 'none'; form-action 'none'"
)
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # the token is in the page's address
}
STATIC = {"app.js": "text/javascript", "app.css": "text/css"}
# Inside Discord's frame every request goes through Discord's proxy under /.proxy/ (its CSP
# blocks any other host); the server answers the same paths with and without the prefix, so
# the page works the same outside Discord (the SDK's mock mode).
PROXY = "/.proxy"
TOKEN_ERRORS = {
    "malformed": "This link is damaged: ask the bot for a new one with /azul web.",
    "forged": "This link was not made by this bot: ask it for a new one with /azul web.",
    "expired": "This link has expired: ask the bot for a new one with /azul web.",
}


class LiveTables:
    """The open pages of each game: every change of a game sends each of them its table, and a
    new page gets the table as it stands. One sender per game (`Resender`) sends both, so a
    page never gets an older table after a newer one."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._pages: dict[int, dict[web.WebSocketResponse, Grant]] = {}
        self._changed: set[int] = set()  # games changed since their sender last read them
        self._new: dict[int, set[web.WebSocketResponse]] = {}  # pages not sent a table yet
        self._sender: Resender[int] = Resender(self._send, "game")

    def add(self, socket: web.WebSocketResponse, grant: Grant) -> None:
        """A page opened: it gets the table as it stands (whatever it had before), then every
        change."""
        self._pages.setdefault(grant.game_id, {})[socket] = grant
        self._new.setdefault(grant.game_id, set()).add(socket)
        self._sender.due(grant.game_id)

    def remove(self, socket: web.WebSocketResponse, grant: Grant) -> None:
        pages = self._pages.get(grant.game_id, {})
        pages.pop(socket, None)
        self._new.get(grant.game_id, set()).discard(socket)
        if not pages:
            self._pages.pop(grant.game_id, None)
            self._new.pop(grant.game_id, None)

    def changed(self, game_id: int) -> None:
        """A store listener: called after the change is committed."""
        if game_id in self._pages:
            self._changed.add(game_id)
            self._sender.due(game_id)

    async def _send(self, game_id: int) -> None:
        """The table as it stands: to every page after a change, else to the new ones."""
        to = self._new.pop(game_id, set())
        if game_id in self._changed:
            self._changed.discard(game_id)
            to = set(self._pages.get(game_id, {}))
        try:
            loaded = await load(self.store, game_id)  # once for every page of the game
        except NoGame:
            return
        watching = None  # the same words for every page of nobody's seat: encoded once
        for socket in to:
            grant = self._pages.get(game_id, {}).get(socket)
            if grant is None:  # closed meanwhile
                continue
            if grant.user_id is not None:
                text = json.dumps(loaded.for_viewer(grant), ensure_ascii=False)
            else:
                watching = watching or json.dumps(loaded.for_viewer(grant), ensure_ascii=False)
                text = watching
            with contextlib.suppress(ConnectionError, RuntimeError):  # the page went away
                await socket.send_str(text)

    async def close(self) -> None:
        self._sender.cancel()
        for pages in list(self._pages.values()):
            for socket in list(pages):
                await socket.close()


class WebTable:
    """The aiohttp application and its runner; `start()` listens, `stop()` closes."""

    def __init__(
        self,
        *,
        store: Store,
        turns: TurnFlow,
        key: str,
        rate_limit: RateLimit,
        clock: Callable[[], float],
        public_url: str | None,
        dist: Path = DIST,
        activity: ActivityHub | None = None,
    ) -> None:
        self.store = store
        self.turns = turns
        self.key = key
        self.rate_limit = rate_limit
        self.clock = clock
        self.public_url = public_url
        self.dist = dist
        self.activity = activity
        self.live = LiveTables(store)
        self._unsubscribe = store.changes.subscribe(self.live.changed)
        self._runner: web.AppRunner | None = None
        self.port: int | None = None
        self.app = web.Application(middlewares=[self._headers])
        routes = [
            ("GET", "/", self._root),
            ("GET", BASE, self._page),
            ("GET", BASE + "api/state", self._state),
            ("POST", BASE + "api/move", self._move),
            ("GET", BASE + "api/live", self._socket),
            ("GET", BASE + "{name}", self._static),
            ("POST", "/api/token", self._token),
            ("GET", "/api/activity/socket", self._activity_socket),
        ]
        for method, path, handler in routes:
            self.app.router.add_route(method, path, handler)
            self.app.router.add_route(method, PROXY + path, handler)

    # -- lifecycle ------------------------------------------------------------------------

    async def start(self, host: str, port: int) -> int:
        self._runner = web.AppRunner(self.app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, host, port)
        await site.start()
        server = site._server  # the port actually bound (0: one the system chose)
        sockets = getattr(server, "sockets", None) or []
        self.port = sockets[0].getsockname()[1] if sockets else port
        log.info("live table at http://%s:%s%s", host, self.port, BASE)
        return self.port

    async def stop(self) -> None:
        self._unsubscribe()
        await self.live.close()
        if self.activity is not None:
            await self.activity.close()
        if self._runner is not None:
            await self._runner.cleanup()

    # -- requests -------------------------------------------------------------------------

    @web.middleware
    async def _headers(self, request: web.Request, handler: Any) -> web.StreamResponse:
        response = await handler(request)
        if not response.prepared:
            response.headers.update(HEADERS)
        return response

    def _grant(self, token: str) -> Grant:
        return verify(self.key, token, self.clock())

    async def _root(self, request: web.Request) -> web.Response:
        """The Activity's page (Discord maps the Activity's `/` here), where the bot has its
        Activity; else the live table's address."""
        if self.activity is None:
            raise web.HTTPFound(BASE)
        page = self.dist / "activity.html"
        if not page.is_file():
            return _not_built("The Activity's page")
        body = page.read_text().replace("%CLIENT_ID%", html.escape(self.activity.api.client_id))
        return web.Response(
            text=body, content_type="text/html", headers={"Cache-Control": "no-store"}
        )

    async def _token(self, request: web.Request) -> web.Response:
        if self.activity is None:
            return _json_error("This bot has no Discord Activity.", "no_activity", 404)
        return await self.activity.token(request)

    async def _activity_socket(self, request: web.Request) -> web.StreamResponse:
        if self.activity is None:
            return _json_error("This bot has no Discord Activity.", "no_activity", 404)
        if not self._same_origin(request):
            return _json_error("This page may not be opened from another site.", "origin", 403)
        return await self.activity.socket(request)

    async def _page(self, request: web.Request) -> web.Response:
        try:
            self._grant(request.query.get("t", ""))
        except BadToken as exc:
            return _error_page(TOKEN_ERRORS[exc.code], status=401)
        index = self.dist / "index.html"
        if not index.is_file():
            return _not_built("The live table's page")
        return web.Response(
            body=index.read_bytes(),
            content_type="text/html",
            headers={"Cache-Control": "no-store"},
        )

    async def _static(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        path = self.dist / name
        if name not in STATIC or not path.is_file():
            raise web.HTTPNotFound()
        return web.Response(body=path.read_bytes(), content_type=STATIC[name])

    async def _state(self, request: web.Request) -> web.Response:
        try:
            grant = self._grant(request.query.get("t", ""))
            raw_ply = request.query.get("ply", "")
            ply = int(raw_ply) if raw_ply.isdigit() and len(raw_ply) < 7 else None
            return _json(await table_view(self.store, grant, ply))
        except BadToken as exc:
            return _json_error(TOKEN_ERRORS[exc.code], exc.code, 401)
        except NoGame:
            return _json_error("This game has not started or does not exist.", "no_game", 404)

    async def _move(self, request: web.Request) -> web.Response:
        try:
            body = await request.json()
            token, move = str(body["t"]), str(body["move"])
            ply = body.get("ply")
            if ply is not None and not isinstance(ply, int):
                raise ValueError("ply")
        except (ValueError, KeyError, TypeError):
            return _json_error(
                'A move is {"t": token, "move": notation, "ply": number}.', "malformed", 400
            )
        try:
            grant = self._grant(token)
        except BadToken as exc:
            return _json_error(TOKEN_ERRORS[exc.code], exc.code, 401)
        if not grant.may_move or grant.user_id is None:
            return _json_error("This link is for watching: it cannot move.", "view_only", 403)
        stored = await self.store.get_game(grant.game_id)
        locale = stored.locale if stored else None
        wait = self.rate_limit.wait(grant.user_id)
        if wait > 0:
            said = text("error.slow_down", locale, seconds=max(1, round(wait)))
            return _json_error(said, "rate_limited", 429)
        try:
            await self.turns.play_human(grant.game_id, grant.user_id, move[:64], ply)
        except UserError as exc:
            return _json_error(exc.render(locale), "refused", 409)
        return _json({"ok": True, "table": await table_view(self.store, grant)})

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        try:
            grant = self._grant(request.query.get("t", ""))
        except BadToken as exc:
            return _json_error(TOKEN_ERRORS[exc.code], exc.code, 401)
        if grant.kind == REPLAY:
            return _json_error("A replay link does not follow the game.", "replay", 400)
        if not self._same_origin(request):
            return _json_error("This page may not be opened from another site.", "origin", 403)
        socket = web.WebSocketResponse(heartbeat=30)
        await socket.prepare(request)
        self.live.add(socket, grant)  # first the table as it stands, whatever `since` says
        try:
            async for message in socket:
                if message.type == WSMsgType.ERROR:
                    break
        finally:
            self.live.remove(socket, grant)
        return socket

    def _same_origin(self, request: web.Request) -> bool:
        origin = request.headers.get("Origin")
        if origin is None:
            return True  # not a browser (browsers always send it with a WebSocket)
        allowed = {f"http://{request.host}", f"https://{request.host}"}
        if self.public_url:
            parts = urlsplit(self.public_url)
            allowed.add(f"{parts.scheme}://{parts.netloc}")
        if self.activity is not None:  # the Activity's pages come through Discord's proxy
            allowed.add(f"https://{self.activity.api.client_id}.discordsays.com")
        return origin in allowed


def _json(payload: dict[str, Any], status: int = 200) -> web.Response:
    return web.Response(
        text=json.dumps(payload, ensure_ascii=False),
        status=status,
        content_type="application/json",
        headers={"Cache-Control": "no-store"},
    )


def _json_error(message: str, code: str, status: int) -> web.Response:
    return _json({"ok": False, "error": message, "code": code}, status)


def _not_built(what: str) -> web.Response:
    return _error_page(
        f"{what} is not built on this server: run `npm ci && npm run build` in web/client "
        "(./scripts/run-bot does).",
        status=503,
    )


def _error_page(message: str, status: int) -> web.Response:
    body = (
        "<!doctype html><html lang=en><meta charset=utf-8>"
        "<meta name=viewport content='width=device-width,initial-scale=1'>"
        f"<title>Azul</title><h1>Azul</h1><p>{html.escape(message)}</p></html>"
    )
    return web.Response(text=body, status=status, content_type="text/html")
