"""Discord JSON shapes built from the simulator's state (only what discord.py reads)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from .models import Attachment, Channel, Guild, Member, Message, User

EVERYONE_PERMISSIONS = (1 << 51) - 1


def iso_now() -> str:
    return datetime.now(UTC).isoformat()


def user(u: User) -> dict[str, Any]:
    return {
        "id": str(u.id),
        "username": u.name,
        "global_name": u.name,
        "discriminator": "0",
        "avatar": None,
        "bot": u.bot,
        "public_flags": 0,
    }


def member(m: Member, *, with_permissions: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {
        "user": user(m.user),
        "nick": m.nick,
        "avatar": None,
        "roles": [],
        "joined_at": "2024-01-01T00:00:00+00:00",
        "deaf": False,
        "mute": False,
        "flags": 0,
        "pending": False,
    }
    if with_permissions:
        out["permissions"] = str(m.permissions)
    return out


def channel(c: Channel) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": str(c.id),
        "type": c.type,
        "guild_id": str(c.guild_id),
        "name": c.name,
        "position": c.position,
        "permission_overwrites": [],
        "nsfw": False,
        "parent_id": str(c.parent_id) if c.parent_id else None,
        "topic": None,
        "last_message_id": None,
        "rate_limit_per_user": 0,
        "flags": 0,
    }
    if c.is_thread:
        out["owner_id"] = str(c.owner_id) if c.owner_id else None
        out["member_count"] = 1
        out["message_count"] = 0
        out["thread_metadata"] = {
            "archived": c.archived,
            "auto_archive_duration": 1440,
            "archive_timestamp": iso_now(),
            "locked": c.locked,
        }
    return out


def role_everyone(g: Guild) -> dict[str, Any]:
    return {
        "id": str(g.id),  # @everyone has the guild's id
        "name": "@everyone",
        "color": 0,
        "hoist": False,
        "position": 0,
        "permissions": str(EVERYONE_PERMISSIONS),
        "managed": False,
        "mentionable": False,
        "flags": 0,
    }


def guild_create(g: Guild, me: Member) -> dict[str, Any]:
    return {
        "id": str(g.id),
        "name": g.name,
        "icon": None,
        "owner_id": str(g.owner_id),
        "unavailable": False,
        "large": False,
        "member_count": len(g.members) + 1,
        "members": [member(me)],
        "channels": [channel(c) for c in g.channels if not c.is_thread],
        "threads": [channel(c) for c in g.channels if c.is_thread],
        "roles": [role_everyone(g)],
        "emojis": [],
        "stickers": [],
        "features": g.features,
        "voice_states": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
        "preferred_locale": g.locale,
        "premium_tier": 0,
        "system_channel_flags": 0,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "mfa_level": 0,
        "nsfw_level": 0,
        "joined_at": "2024-01-01T00:00:00+00:00",
    }


def attachment(a: Attachment) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": str(a.id),
        "filename": a.filename,
        "size": a.size,
        "url": a.url,
        "proxy_url": a.url,
        "content_type": a.content_type,
    }
    if a.width is not None:
        out["width"], out["height"] = a.width, a.height
    return out


def message(m: Message, application_id: int) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": str(m.id),
        "channel_id": str(m.channel_id),
        "author": user(m.author),
        "content": m.content,
        "timestamp": m.timestamp,
        "edited_timestamp": m.edited_timestamp,
        "tts": False,
        "mention_everyone": False,
        "mentions": [],
        "mention_roles": [],
        "attachments": [attachment(a) for a in m.attachments],
        "embeds": m.embeds,
        "pinned": False,
        "type": 0,
        "flags": m.flags,
        "components": m.components,
    }
    if m.guild_id is not None:
        out["guild_id"] = str(m.guild_id)
    if m.webhook_id is not None:
        out["webhook_id"] = str(m.webhook_id)
        out["application_id"] = str(application_id)
    return out
