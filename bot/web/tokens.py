"""Signed links: which game, whose seat (or nobody's), what the link allows, until when.

A token is `<payload>.<signature>`, both base64url: the payload is compact JSON, the signature
its HMAC-SHA256 under the bot's key. Nothing in it is secret (the game id, a Discord user id);
what matters is that nobody can make or change one without the key."""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import secrets
from dataclasses import dataclass

PLAY, WATCH, REPLAY = "play", "watch", "replay"
KINDS = (PLAY, WATCH, REPLAY)
LIFETIME = 12 * 3600  # seconds a link works
KEY_BYTES = 32


class BadToken(Exception):
    """A token that cannot be used; `code` says why (forged, expired, malformed)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass(frozen=True, slots=True)
class Grant:
    game_id: int
    user_id: int | None  # None: nobody's seat (view only)
    kind: str
    expires: float

    @property
    def may_move(self) -> bool:
        return self.kind == PLAY and self.user_id is not None


def new_key() -> str:
    return secrets.token_urlsafe(KEY_BYTES)


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _signature(key: str, payload: str) -> str:
    return _b64(hmac.new(key.encode(), payload.encode(), hashlib.sha256).digest())


def sign(key: str, grant: Grant) -> str:
    body = {"g": grant.game_id, "u": grant.user_id, "k": grant.kind, "e": int(grant.expires)}
    payload = _b64(json.dumps(body, separators=(",", ":")).encode())
    return f"{payload}.{_signature(key, payload)}"


def verify(key: str, token: str, now: float) -> Grant:
    """The grant of a genuine token that has not expired; else BadToken."""
    if not token or len(token) > 512 or token.count(".") != 1:
        raise BadToken("malformed")
    payload, signature = token.split(".")
    if not hmac.compare_digest(signature, _signature(key, payload)):
        raise BadToken("forged")
    try:
        body = json.loads(_unb64(payload))
        grant = Grant(
            game_id=int(body["g"]),
            user_id=None if body["u"] is None else int(body["u"]),
            kind=str(body["k"]),
            expires=float(body["e"]),
        )
    except (ValueError, KeyError, TypeError, binascii.Error):
        raise BadToken("malformed") from None
    if grant.kind not in KINDS:
        raise BadToken("malformed")
    if grant.expires < now:
        raise BadToken("expired")
    return grant
