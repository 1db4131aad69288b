"""The live table as a Discord Activity (docs/activity.md): the page inside Discord's frame
opens one WebSocket here, says who it is (the access token Discord gave it) and which instance
it runs in; the server asks Discord both before it binds the socket. Then the socket carries the
session: the game the instance shows (or, launched from the App Launcher, the channel's lobbies
and games to choose from), who is in the Activity and who of them is seated, and the person's
actions (open a lobby, join, add a computer, start, watch). The table itself then comes as on
the web page: signed links (`tokens`) to `/table/api/*`, its own live socket included.

Channel posts, timers and ratings do not know the Activity exists: its moves go through the
same TurnFlow as buttons, and its lobby actions post to the channel as the buttons do."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from ..channel.presenter import lobby_text
from ..i18n.catalogue import EN, game_language, text
from ..i18n.errors import UserError
from ..i18n.lengths import fit
from ..views.limits import RateLimit
from ..views.lobby import lobby_controls
from .discord_api import DiscordAPI, Instance, Person, Refused
from .resend import Resender
from .tokens import LIFETIME, PLAY, WATCH, Grant, sign

if TYPE_CHECKING:
    from ..channel.flow import TurnFlow
    from ..games.table import Seat, Table
    from ..store.games import Store
    from ..store.rows import StoredGame, StoredSeat

log = logging.getLogger(__name__)

HELLO_WAIT = 15.0  # seconds a socket has to say who it is
EDITIONS = ("azul", "summer-pavilion")
SIDES = ("colour", "grey")
ACTIONS = ("open", "join", "watch", "computer", "start")
ACTIVITY_WORDS = tuple(k for k in EN if k.startswith("activity."))
# Close codes of the activity socket (4000-4999 are the application's).
CLOSE = {"malformed": 4400, "bad_token": 4401, "not_in_instance": 4403, "no_instance": 4404}


class Seated:
    """One socket of an instance: whose it is."""

    __slots__ = ("person", "socket")

    def __init__(self, socket: web.WebSocketResponse, person: Person) -> None:
        self.socket, self.person = socket, person


class ActivityHub:
    def __init__(
        self,
        *,
        api: DiscordAPI,
        store: Store,
        turns: TurnFlow,
        key: str,
        clock: Callable[[], float],
        rate_limit: RateLimit | None = None,
    ) -> None:
        self.api = api
        # A person's actions count with their clicks in Discord (one limit for both); token
        # exchanges, which each cost a call to Discord, are limited per address.
        self.rate_limit = rate_limit or RateLimit(20, 10.0, clock)
        self._exchanges = RateLimit(10, 60.0, clock)
        self.store = store
        self.turns = turns
        self.service = turns.service
        self.key = key
        self.clock = clock
        self._instances: dict[str, list[Seated]] = {}
        self._channels: dict[str, int] = {}  # instance → its channel, as Discord said
        self._sender: Resender[str] = Resender(self._send_everyone, "the Activity instance")
        self._bound: dict[str, int] = {}  # instance → its game, as stored
        self._unsubscribe = store.changes.subscribe(self.changed)

    async def close(self) -> None:
        self._unsubscribe()
        self._sender.cancel()
        for seats in list(self._instances.values()):
            for seat in list(seats):
                await seat.socket.close()
        await self.api.close()

    # -- the token exchange ---------------------------------------------------------------

    async def token(self, request: web.Request) -> web.Response:
        """`POST /api/token {"code"}` → `{"access_token"}`: the page's authorization code,
        exchanged with our client secret (which never leaves the server)."""
        if self._exchanges.wait(_address(request)) > 0:
            return _error("Too many sign-ins from here: wait a minute.", "rate_limited", 429)
        try:
            body = await request.json()
            code = body["code"]
            if not isinstance(code, str) or not 0 < len(code) <= 200:
                raise ValueError("code")
        except (ValueError, KeyError, TypeError):
            return _error('The token exchange takes {"code": string}.', "malformed", 400)
        try:
            return _json({"access_token": await self.api.exchange(code)})
        except Refused as exc:
            return _error(exc.message, exc.code, exc.status)

    # -- the socket -----------------------------------------------------------------------

    async def socket(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(heartbeat=30)
        await ws.prepare(request)
        try:
            hello = await asyncio.wait_for(ws.receive(), HELLO_WAIT)
            person, instance = await self._verify(hello)
        except (TimeoutError, ValueError):
            await _refuse(ws, "malformed", 'Say {"access_token", "instance_id"} first.')
            return ws
        except Refused as exc:
            await _refuse(ws, exc.code, exc.message)
            return ws
        seat = Seated(ws, person)
        self._instances.setdefault(instance.id, []).append(seat)
        if instance.channel_id is not None:
            self._channels[instance.id] = instance.channel_id
        try:
            self._sender.due(instance.id)  # everyone's session, with this person in it
            async for message in ws:
                if message.type != WSMsgType.TEXT:
                    break
                await self._act(instance.id, seat, message.data)
        finally:
            seats = self._instances.get(instance.id, [])
            if seat in seats:
                seats.remove(seat)
            if not seats:
                self._instances.pop(instance.id, None)
            else:
                self._sender.due(instance.id)
        return ws

    async def _verify(self, hello: Any) -> tuple[Person, Instance]:
        """Who the socket is, and that they are in the instance: both from Discord."""
        if hello.type != WSMsgType.TEXT:
            raise ValueError("hello")
        said = json.loads(hello.data)
        token, instance_id = said.get("access_token"), said.get("instance_id")
        if not isinstance(token, str) or not isinstance(instance_id, str):
            raise ValueError("hello")
        person = await self.api.person(token)
        instance = await self.api.instance(instance_id)
        if instance is None:
            raise Refused("no_instance", 404, "Discord knows no such running Activity.")
        if person.id not in instance.users:
            raise Refused("not_in_instance", 403, "You are not in this Activity.")
        return person, instance

    # -- what each socket is told ---------------------------------------------------------

    def changed(self, game_id: int) -> None:
        """A store listener (after every commit): the instances showing this game hear of it
        (a burst of changes, as a lobby action's several commits, once or twice). Every
        session an instance is sent goes through its one sender, in order: a person joining
        or leaving, the game it shows, a change of that game."""
        for instance_id in self._showing(game_id):
            self._sender.due(instance_id)

    def _showing(self, game_id: int) -> list[str]:
        return [i for i in self._instances if self._bound.get(i) == game_id]

    async def bound(self, instance_id: str, game_id: int, channel_id: int) -> None:
        """The instance shows `game_id` from now on (a lobby's "Play in Discord", or someone's
        choice in the Activity)."""
        await self.store.bind_activity(instance_id, game_id, channel_id)
        self._bound[instance_id] = game_id
        if instance_id in self._instances:
            self._sender.due(instance_id)

    async def _game_of(self, instance_id: str) -> int | None:
        if instance_id not in self._bound:
            game_id = await self.store.activity_game(instance_id)
            if game_id is None:
                return None
            self._bound[instance_id] = game_id
        return self._bound[instance_id]

    async def _send_everyone(self, instance_id: str) -> None:
        seats = list(self._instances.get(instance_id, []))
        if not seats:
            return
        game_id = await self._game_of(instance_id)
        table = await self.service.get(game_id) if game_id is not None else None
        stored = (
            None if table is not None or game_id is None else await self.store.get_game(game_id)
        )
        offered = [] if game_id is not None else await self._offered(instance_id)
        lang = await self._language(instance_id, table or stored)
        labels = {key[len("activity.") :]: text(key, lang) for key in ACTIVITY_WORDS}
        people: list[dict[str, Any]] = []
        for seat in seats:
            if all(p["id"] != str(seat.person.id) for p in people):
                where = _seat_of(table if table is not None else stored, seat.person.id)
                people.append({"id": str(seat.person.id), "name": seat.person.name, "seat": where})
        for seat in seats:
            session = {
                "type": "session",
                "you": {"id": str(seat.person.id), "name": seat.person.name},
                "instance_id": instance_id,
                "participants": people,
                "game": self._game_view(table, stored, seat.person.id, game_id),
                "games": [self._game_view(t, None, seat.person.id, t.id) for t in offered],
                "labels": labels,
            }
            with contextlib.suppress(ConnectionError, RuntimeError):
                await seat.socket.send_str(json.dumps(session, ensure_ascii=False))

    async def _language(self, instance_id: str, game: Table | StoredGame | None) -> str:
        """The words of the Activity's page: its game's language, else its server's."""
        if game is not None:
            return str(game.locale)
        channel_id = self._channels.get(instance_id)
        guild_id = await self._guild_of(channel_id) if channel_id is not None else None
        chosen = await self.service.server_language(guild_id) if guild_id else None
        return chosen or "en"

    async def _offered(self, instance_id: str) -> list[Table]:
        """Launched from the App Launcher: the channel's open lobby or game, and the games in
        threads of the channel."""
        channel_id = self._channels.get(instance_id)
        if channel_id is None:
            return []
        found = []
        own = await self.service.get_in_channel(channel_id)
        if own is not None:
            found.append(own)
        found += [
            t
            for t in list(self.service.tables.values())
            if t.parent_id == channel_id and t.status in ("lobby", "active") and t not in found
        ]
        return found

    def _game_view(
        self, table: Table | None, stored: StoredGame | None, user_id: int, game_id: int | None
    ) -> dict[str, Any] | None:
        """A game as the page shows it; for a started one, a signed link to its table (the
        person's seat while it runs, else watching)."""
        source = table if table is not None else stored
        if game_id is None or source is None:
            return None
        seats: list[Seat | StoredSeat] = list(source.seats)
        seated = any(s.user_id == user_id for s in seats)
        host = next((s.name for s in seats if s.user_id == source.host_id), "")
        view: dict[str, Any] = {
            "id": game_id,
            "status": source.status,
            "edition": source.edition,
            "side": source.side,
            "host": host,
            "you_host": source.host_id == user_id,
            "you_seated": seated,
            "seats": [{"name": s.name, "computer": s.user_id is None} for s in seats],
            "token": None,
        }
        if source.status != "lobby":
            kind = PLAY if seated and source.status == "active" else WATCH
            grant = Grant(game_id, user_id if kind == PLAY else None, kind, self.clock() + LIFETIME)
            view["token"] = sign(self.key, grant)
        return view

    # -- what a person does in the Activity -----------------------------------------------

    async def _act(self, instance_id: str, seat: Seated, raw: str) -> None:
        wait = self.rate_limit.wait(seat.person.id)
        if wait > 0:
            slow = text("error.slow_down", None, seconds=max(1, round(wait)))
            await _tell(seat.socket, slow, "rate_limited")
            return
        said: Any = None
        try:
            said = json.loads(raw)
            action = said.get("action")
            if action not in ACTIONS:
                raise ValueError("action")
            await getattr(self, f"_do_{action}")(instance_id, seat.person, said)
        except (ValueError, TypeError, AttributeError):
            await _tell(seat.socket, "That is not something the Activity can do.", "malformed")
        except UserError as exc:
            game = said.get("game") if isinstance(said, dict) else None
            table = self.service.table(game) if isinstance(game, int) else None
            await _tell(seat.socket, exc.render(table.locale if table else None), "refused")
        except Exception:  # the person hears of it; the socket and everyone else's go on
            log.exception("activity %s: %r from %s failed", instance_id, raw[:200], seat.person)
            await _tell(seat.socket, text("sorry", None), "failed")

    async def _table(self, said: dict[str, Any]) -> Table:
        game_id = said.get("game")
        table = await self.service.get(game_id) if isinstance(game_id, int) else None
        if table is None:
            raise UserError("error.no_game")
        return table

    async def _do_open(self, instance_id: str, person: Person, said: dict[str, Any]) -> None:
        edition, side = said.get("edition"), said.get("side")
        if edition not in EDITIONS or side not in SIDES:
            raise ValueError("edition")
        channel_id = self._channels.get(instance_id)
        if channel_id is None:
            raise UserError("error.not_in_guild")
        guild_id = await self._guild_of(channel_id)
        await self.service.check_room(guild_id, person.id)
        language = await self.service.server_language(guild_id) if guild_id else None
        table = await self.service.open_lobby(
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=person.id,
            host_name=person.name,
            edition=edition,
            side=side,
            locale=game_language(None, language, None, False, None),
        )
        message = await self.turns.channel(table).send(
            fit(lobby_text(table, table.locale)),
            view=lobby_controls(table, table.locale, activity=True),
        )
        await self.service.set_lobby_message(table, message.id)
        await self.bound(instance_id, table.id, channel_id)

    async def _do_join(self, instance_id: str, person: Person, said: dict[str, Any]) -> None:
        table = await self._table(said)
        async with self.service.locked(table.id) as table:
            await self.service.join(table, person.id, person.name)
            await self._refresh_lobby(table)
        await self.bound(instance_id, table.id, table.channel_id)

    async def _do_watch(self, instance_id: str, person: Person, said: dict[str, Any]) -> None:
        table = await self._table(said)
        await self.bound(instance_id, table.id, table.channel_id)

    async def _do_computer(self, instance_id: str, person: Person, said: dict[str, Any]) -> None:
        table = await self._table(said)
        async with self.service.locked(table.id) as table:
            await self.service.add_computer(table, person.id, "easy")
            await self._refresh_lobby(table)

    async def _do_start(self, instance_id: str, person: Person, said: dict[str, Any]) -> None:
        table = await self._table(said)
        async with self.service.locked(table.id) as table:
            note = await self.turns.start(table, person.id)
            await self.turns.close_lobby_post(table, note)
        self.turns.kick(table)

    async def _refresh_lobby(self, table: Table) -> None:
        """The lobby's post in the channel, as the buttons leave it."""
        await self.turns.refresh_lobby_post(
            table, lobby_controls(table, table.locale, activity=True)
        )

    async def _guild_of(self, channel_id: int) -> int | None:
        channel = self.turns.client.get_channel(channel_id)
        guild = getattr(channel, "guild", None)
        return guild.id if guild is not None else None


def _seat_of(source: Any, user_id: int) -> int | None:
    """The person's seat in the game (a Table or a stored game), if they have one."""
    for index, seat in enumerate(source.seats if source is not None else ()):
        if seat.user_id == user_id:
            return index
    return None


async def _tell(ws: web.WebSocketResponse, message: str, code: str) -> None:
    with contextlib.suppress(ConnectionError, RuntimeError):
        await ws.send_str(json.dumps({"type": "error", "error": message, "code": code}))


async def _refuse(ws: web.WebSocketResponse, code: str, message: str) -> None:
    """Say why, then close the socket with the code the page reads."""
    await _tell(ws, message, code)
    await ws.close(code=CLOSE.get(code, 4500), message=code.encode())


def _address(request: web.Request) -> int:
    """A number per client address, for the rate limit (behind a proxy: its forwarded one)."""
    forwarded = request.headers.get("X-Forwarded-For", "").split(",")[0].strip()
    where = forwarded or request.remote or "?"
    return int.from_bytes(hashlib.blake2b(where.encode(), digest_size=8).digest(), "big")


def _json(payload: dict[str, Any], status: int = 200) -> web.Response:
    return web.Response(
        text=json.dumps(payload),
        status=status,
        content_type="application/json",
        headers={"Cache-Control": "no-store"},
    )


def _error(message: str, code: str, status: int) -> web.Response:
    return _json({"ok": False, "error": message, "code": code}, status)
