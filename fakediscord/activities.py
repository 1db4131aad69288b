"""Discord Activities (Embedded Apps): the activity instances that the App Launcher, an Entry
Point command or a LAUNCH_ACTIVITY answer open, and the OAuth2 side an Activity's page uses —
authorization codes exchanged for access tokens (`POST /oauth2/token`), and those tokens on
`GET /users/@me`. A mixin of `FakeDiscord`, which holds the state these methods use.

In Discord the page gets its code from the Embedded App SDK (`authorize` over the client's RPC):
here a test mints one with `oauth_code(user)`. A page outside a Discord frame runs the SDK in
mock mode, where no real code exists; it names its person with the code `mock_<user id>`, which
the simulator accepts (again and again) for any user it knows.
"""

from __future__ import annotations

import base64
import binascii
import secrets
import time
from dataclasses import dataclass

from .interactions import SimUsageError
from .models import ActivityInstance, Channel, User

CLIENT_SECRET = "fakediscord-client-secret"  # FakeDiscord(client_secret=...) changes it
ACCESS_TOKEN_LIFETIME = 604_800  # seconds: the `expires_in` of Discord's token answers
MOCK_CODE_PREFIX = "mock_"
GRANTABLE_SCOPES = "identify"


class OAuthError(Exception):
    """An OAuth2 error answer: `{"error": ..., "error_description": ...}` with an HTTP status
    (401 for a wrong client, 400 for a bad grant), as RFC 6749 and Discord have it."""

    def __init__(self, status: int, error: str, description: str | None = None) -> None:
        super().__init__(description or error)
        self.status, self.error, self.description = status, error, description

    @property
    def body(self) -> dict:
        out = {"error": self.error}
        if self.description is not None:
            out["error_description"] = self.description
        return out


@dataclass(eq=False)
class OAuthGrant:
    """What an access or refresh token stands for."""

    user_id: int
    scope: str
    expires_at: float  # time.monotonic() past which the access token is refused


class ActivitiesMixin:
    """Needs from its host: ids, users, guilds, channels, application_id, client_secret,
    activity_instances and the token tables made by `_init_activities`."""

    def _init_activities(self, client_secret: str) -> None:
        self.client_secret = client_secret
        self.activity_instances: dict[str, ActivityInstance] = {}  # running ones only
        self.access_tokens: dict[str, OAuthGrant] = {}
        self._activity_by_channel: dict[int, str] = {}
        self._oauth_codes: dict[str, OAuthGrant] = {}
        self._refresh_tokens: dict[str, OAuthGrant] = {}

    # -- activity instances -----------------------------------------------------------------

    def launch_activity(self, user: User, channel: Channel) -> str:
        """`user` opens the app's Activity in `channel` (from the App Launcher, an Entry Point
        command Discord handles, or a LAUNCH_ACTIVITY answer): they join the instance running
        there, or a new one starts. The instance's id."""
        guild = self.guilds[channel.guild_id]
        if user.id not in guild.members:
            raise SimUsageError(f"{user.name} is not a member of {guild.name}")
        running = self._activity_by_channel.get(channel.id)
        if running is not None:
            self.join_activity(running, user)
            return running
        launch_id = self.ids.next()
        instance = ActivityInstance(
            instance_id=f"i-{launch_id}-gc-{channel.guild_id}-{channel.id}",
            launch_id=launch_id,
            application_id=self.application_id,
            guild_id=channel.guild_id,
            channel_id=channel.id,
            users=[user.id],
            launched_by=user.id,
        )
        self.activity_instances[instance.instance_id] = instance
        self._activity_by_channel[channel.id] = instance.instance_id
        return instance.instance_id

    def join_activity(self, instance_id: str, user: User) -> ActivityInstance:
        """`user` joins a running instance ("Join Activity" in the channel)."""
        instance = self._running(instance_id)
        guild = self.guilds[instance.guild_id]
        if user.id not in guild.members:
            raise SimUsageError(f"{user.name} is not a member of {guild.name}")
        if user.id not in instance.users:
            instance.users.append(user.id)
        return instance

    def leave_activity(self, instance_id: str, user: User) -> None:
        """`user` closes the Activity. When the last one leaves the instance ends: it is gone
        from the API (404), and the next launch in that channel starts a new one."""
        instance = self._running(instance_id)
        if user.id not in instance.users:
            raise SimUsageError(f"{user.name} is not in the activity {instance_id}")
        instance.users.remove(user.id)
        if not instance.users:
            instance.ended = True
            del self.activity_instances[instance_id]
            if self._activity_by_channel.get(instance.channel_id) == instance_id:
                del self._activity_by_channel[instance.channel_id]

    def activity_in(self, channel: Channel | int) -> ActivityInstance | None:
        """The instance running in `channel`, if any."""
        channel_id = channel if isinstance(channel, int) else channel.id
        instance_id = self._activity_by_channel.get(channel_id)
        return self.activity_instances.get(instance_id) if instance_id else None

    def _running(self, instance_id: str) -> ActivityInstance:
        instance = self.activity_instances.get(instance_id)
        if instance is None:
            raise SimUsageError(f"no running activity instance {instance_id!r}")
        return instance

    # -- OAuth2 -----------------------------------------------------------------------------

    def oauth_code(self, user: User, *, scope: str = GRANTABLE_SCOPES) -> str:
        """An authorization code for `user`, as the SDK's `authorize` gives the page after the
        person accepts: exchanged once at `POST /oauth2/token`."""
        code = secrets.token_urlsafe(22)
        self._oauth_codes[code] = OAuthGrant(user.id, scope, 0.0)
        return code

    def oauth_user(self, access_token: str) -> User | None:
        """The user an unexpired access token belongs to."""
        grant = self.access_tokens.get(access_token)
        if grant is None or time.monotonic() > grant.expires_at:
            return None
        return self._known_user(grant.user_id)

    def expire_access_tokens(self) -> int:
        """Past the 7 days of every access token so far: `/users/@me` refuses them (a refresh
        token still gets a new one). The number expired."""
        now = time.monotonic()
        fresh = [g for g in self.access_tokens.values() if g.expires_at >= now]
        for grant in fresh:
            grant.expires_at = now - 1
        return len(fresh)

    def token_exchange(self, form: dict[str, str], authorization: str | None) -> dict:
        """`POST /oauth2/token`: the client authenticated by `client_id` and `client_secret` in
        the form or by HTTP Basic; an `authorization_code` or `refresh_token` grant. Raises
        OAuthError as Discord answers."""
        client_id, secret = form.get("client_id"), form.get("client_secret")
        if authorization and authorization.startswith("Basic "):
            try:
                decoded = base64.b64decode(authorization[6:], validate=True).decode()
            except (binascii.Error, UnicodeDecodeError):
                decoded = ""
            client_id, _, secret = decoded.partition(":")
        if client_id != str(self.application_id) or secret != self.client_secret:
            raise OAuthError(401, "invalid_client")
        kind = form.get("grant_type")
        if kind == "authorization_code":
            grant = self._redeem(form.get("code") or "")
            if grant is None:
                raise OAuthError(400, "invalid_grant", 'Invalid "code" in request.')
        elif kind == "refresh_token":
            grant = self._refresh_tokens.pop(form.get("refresh_token") or "", None)
            if grant is None:
                raise OAuthError(400, "invalid_grant", 'Invalid "refresh_token" in request.')
        else:
            raise OAuthError(400, "unsupported_grant_type")
        access, refresh = secrets.token_urlsafe(22), secrets.token_urlsafe(22)
        expires = time.monotonic() + ACCESS_TOKEN_LIFETIME
        self.access_tokens[access] = OAuthGrant(grant.user_id, grant.scope, expires)
        self._refresh_tokens[refresh] = OAuthGrant(grant.user_id, grant.scope, expires)
        return {
            "access_token": access,
            "token_type": "Bearer",
            "expires_in": ACCESS_TOKEN_LIFETIME,
            "refresh_token": refresh,
            "scope": grant.scope,
        }

    def _redeem(self, code: str) -> OAuthGrant | None:
        if code.startswith(MOCK_CODE_PREFIX):
            raw = code[len(MOCK_CODE_PREFIX) :]
            user = self._known_user(int(raw)) if raw.isdigit() else None
            return OAuthGrant(user.id, GRANTABLE_SCOPES, 0.0) if user else None
        return self._oauth_codes.pop(code, None)  # single use, as on Discord

    def _known_user(self, user_id: int) -> User | None:
        if user_id == self.owner.id:
            return self.owner
        return self.users.get(user_id)
