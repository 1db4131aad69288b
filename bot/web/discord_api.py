"""What the Activity's server asks Discord (docs/activity.md): a person's authorization code
exchanged for their token, whom a token belongs to, and which people a running Activity
instance has. The server never trusts the page: it learns both from Discord."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import aiohttp

DISCORD_API = "https://discord.com/api/v10"
INSTANCE_ID = re.compile(r"[A-Za-z0-9_.:-]{1,120}")  # goes into a URL path: nothing else
TIMEOUT = aiohttp.ClientTimeout(total=10)


class Refused(Exception):
    """Discord (or the request itself) said no; `code` names why, for the page."""

    def __init__(self, code: str, status: int, message: str) -> None:
        super().__init__(message)
        self.code, self.status, self.message = code, status, message


@dataclass(frozen=True, slots=True)
class Person:
    id: int
    name: str


@dataclass(frozen=True, slots=True)
class Instance:
    id: str
    channel_id: int | None
    guild_id: int | None
    users: frozenset[int]


class DiscordAPI:
    """Discord's REST API, as the Activity needs it. `base` is Discord's (or the local
    simulator's, `DISCORD_API_BASE`)."""

    def __init__(
        self, base: str | None, client_id: str, client_secret: str, bot_token: str
    ) -> None:
        self.base = (base or DISCORD_API).rstrip("/")
        self.client_id = client_id
        self._secret = client_secret
        self._bot_token = bot_token
        self._session: aiohttp.ClientSession | None = None

    def _http(self) -> aiohttp.ClientSession:
        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession(timeout=TIMEOUT)
        return self._session

    async def close(self) -> None:
        if self._session is not None:
            await self._session.close()

    async def exchange(self, code: str) -> str:
        """The access token for an authorization code the page got from `authorize`."""
        form = {
            "client_id": self.client_id,
            "client_secret": self._secret,
            "grant_type": "authorization_code",
            "code": code,
        }
        status, body = await self._call("POST", "/oauth2/token", data=form)
        token = body.get("access_token") if isinstance(body, dict) else None
        if status != 200 or not isinstance(token, str):
            if status == 401:  # our client id or secret: the operator's mistake, not the page's
                raise Refused("activity_misconfigured", 503, "Discord refused our client secret.")
            raise Refused("bad_code", 401, "Discord did not accept this authorization code.")
        return token

    async def person(self, access_token: str) -> Person:
        """Whom an access token belongs to (`/users/@me` with it)."""
        status, body = await self._call(
            "GET", "/users/@me", headers={"Authorization": f"Bearer {access_token}"}
        )
        if status != 200 or not isinstance(body, dict) or not str(body.get("id", "")).isdigit():
            raise Refused("bad_token", 401, "Discord did not recognise this access token.")
        name = body.get("global_name") or body.get("username") or str(body["id"])
        return Person(int(body["id"]), str(name))

    async def instance(self, instance_id: str) -> Instance | None:
        """A running instance of our Activity, or None if Discord knows none by that id."""
        if not INSTANCE_ID.fullmatch(instance_id):
            return None
        path = f"/applications/{self.client_id}/activity-instances/{instance_id}"
        status, body = await self._call(
            "GET", path, headers={"Authorization": f"Bot {self._bot_token}"}
        )
        if status == 404:
            return None
        if status != 200 or not isinstance(body, dict):
            raise Refused("discord_unavailable", 503, "Discord did not answer about the Activity.")
        location = body.get("location") or {}
        return Instance(
            id=str(body.get("instance_id", instance_id)),
            channel_id=_snowflake(location.get("channel_id")),
            guild_id=_snowflake(location.get("guild_id")),
            users=frozenset(int(u) for u in body.get("users", []) if str(u).isdigit()),
        )

    async def _call(self, method: str, path: str, **kwargs: Any) -> tuple[int, Any]:
        try:
            async with self._http().request(method, self.base + path, **kwargs) as response:
                try:
                    body = await response.json(content_type=None)
                except (ValueError, aiohttp.ContentTypeError):
                    body = None
                return response.status, body
        except (aiohttp.ClientError, TimeoutError) as exc:
            raise Refused(
                "discord_unavailable", 503, f"Discord could not be reached: {exc}"
            ) from exc


def _snowflake(value: Any) -> int | None:
    return int(value) if str(value or "").isdigit() else None
