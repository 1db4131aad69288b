"""The simulated Discord's state: users, guilds, channels, messages, interactions, failures."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

MANAGE_THREADS = 1 << 34
ALL_PERMISSIONS = (1 << 51) - 1  # every permission bit discord.py knows, set explicitly
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024  # sent in every INTERACTION_CREATE; uploads above fail

# Message flags
EPHEMERAL = 1 << 6
LOADING = 1 << 7

# Interaction types
SLASH = 2
COMPONENT = 3
AUTOCOMPLETE = 4

# Interaction callback types
MESSAGE = 4
DEFERRED_MESSAGE = 5
DEFERRED_UPDATE = 6
UPDATE = 7
AUTOCOMPLETE_RESULT = 8
LAUNCH_ACTIVITY = 12  # open the app's Activity (Embedded App) for the person who acted

# Application command types beyond CHAT_INPUT (1)
PRIMARY_ENTRY_POINT = 4  # the App Launcher's command of an app with an Activity
# Its `handler`: the app answers the interaction itself, or Discord launches the Activity
APP_HANDLER = 1
DISCORD_LAUNCH_ACTIVITY = 2


@dataclass(eq=False)
class User:
    id: int
    name: str
    bot: bool = False
    locale: str = "en-US"

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass(eq=False)
class Member:
    user: User
    permissions: int = ALL_PERMISSIONS
    nick: str | None = None


@dataclass(eq=False)
class Channel:
    id: int
    guild_id: int
    name: str
    type: int = 0  # 0 text channel, 11 public thread
    parent_id: int | None = None
    owner_id: int | None = None
    position: int = 0
    archived: bool = False  # threads: archived (a post unarchives it, unless it is locked)
    locked: bool = False  # threads: only people with Manage Threads may unarchive it

    @property
    def is_thread(self) -> bool:
        return self.type in (10, 11, 12)


@dataclass(eq=False)
class Guild:
    id: int
    name: str
    owner_id: int
    locale: str = "en-US"
    # Only Community servers can choose a locale: every other server reports en-US.
    community: bool = False
    members: dict[int, Member] = field(default_factory=dict)
    channels: list[Channel] = field(default_factory=list)

    @property
    def features(self) -> list[str]:
        return ["COMMUNITY"] if self.community else []


@dataclass(eq=False)
class Attachment:
    id: int
    filename: str
    content_type: str
    size: int
    data: bytes | None  # None when the simulator was told not to keep bytes
    width: int | None = None  # from the PNG header, when it is a PNG
    height: int | None = None
    url: str = ""


@dataclass(eq=False)
class Message:
    id: int
    channel_id: int
    guild_id: int | None
    author: User
    content: str = ""
    components: list[dict] = field(default_factory=list)
    embeds: list[dict] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    posted_components: list[dict] = field(default_factory=list)  # as first posted, before edits
    posted_attachments: list[Attachment] = field(default_factory=list)  # the same, for files
    ephemeral_to: int | None = None  # the only user who sees it
    interaction_id: int | None = None  # the interaction whose response or follow-up it is
    webhook_id: int | None = None
    created_mono: float = 0.0  # time.monotonic() when the simulator stored it
    edited_mono: float | None = None
    timestamp: str = ""
    edited_timestamp: str | None = None
    edits: int = 0
    deleted: bool = False

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def images(self) -> list[Attachment]:
        return [a for a in self.attachments if a.content_type == "image/png"]

    @property
    def posted_images(self) -> list[Attachment]:
        """The PNGs the message was posted with (an edit may have removed them since)."""
        return [a for a in self.posted_attachments if a.content_type == "image/png"]

    def controls(self) -> list[dict]:
        """Interactive components (buttons and selects), in display order."""
        return [c for row in self.components for c in row.get("components", []) if "type" in c]

    def control(self, custom_id: str) -> dict | None:
        return next((c for c in self.controls() if c.get("custom_id") == custom_id), None)

    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.controls() if "custom_id" in c]


@dataclass(eq=False)
class Interaction:
    id: int
    token: str
    type: int
    user: User
    guild_id: int | None
    channel_id: int
    data: dict
    message_id: int | None = None  # the message a component sits on
    sent_at: float = 0.0  # monotonic, just before INTERACTION_CREATE was written to the socket
    acked_at: float | None = None  # monotonic, when the callback had been read
    response_type: int | None = None
    response_data: dict | None = None
    original_id: int | None = None  # the "@original" message
    followups: list[int] = field(default_factory=list)
    choices: list[dict] | None = None  # autocomplete answer
    refused: str | None = None  # why the simulator refused the bot's answer
    shard: int | None = None  # the shard whose session got the INTERACTION_CREATE
    expired: bool = False  # its token is past its 15 minutes (FakeDiscord.expire_tokens)
    activity_instance_id: str | None = None  # the instance a LAUNCH_ACTIVITY answer opened
    acked: asyncio.Future | None = field(default=None, repr=False)

    @property
    def ack_latency(self) -> float | None:
        return None if self.acked_at is None else self.acked_at - self.sent_at

    @property
    def custom_id(self) -> str | None:
        return self.data.get("custom_id")


@dataclass(frozen=True)
class RequestRecord:
    method: str
    path: str  # below the API base, e.g. /channels/1/messages
    query: str
    route: str  # the handler's name, or "unhandled"
    status: int
    started: float
    finished: float


@dataclass(frozen=True)
class Failure:
    """Something a real Discord would refuse or that the simulator cannot do: tests fail on it."""

    kind: str  # unhandled | server-error | rejected | unacknowledged | auth
    method: str
    path: str
    detail: str

    def __str__(self) -> str:
        return f"[{self.kind}] {self.method} {self.path}: {self.detail}"


@dataclass(eq=False)
class ApplicationCommand:
    id: int
    guild_id: int | None
    payload: dict  # as synced, plus the ids Discord adds


@dataclass(eq=False)
class ActivityInstance:
    """A running Activity in one channel: Discord keeps one per application and location, which
    everyone who launches it there joins; it ends when the last person leaves."""

    instance_id: str  # i-<launch_id>-gc-<guild_id>-<channel_id>
    launch_id: int
    application_id: int
    guild_id: int
    channel_id: int
    users: list[int] = field(default_factory=list)  # connected now, in the order they came
    launched_by: int | None = None
    ended: bool = False

    @property
    def location(self) -> dict:
        return {
            "id": f"gc-{self.guild_id}-{self.channel_id}",
            "kind": "gc",  # a guild channel ("pc", a DM or group DM, is not simulated)
            "channel_id": str(self.channel_id),
            "guild_id": str(self.guild_id),
        }

    def payload(self) -> dict:
        """As GET /applications/{app}/activity-instances/{instance_id} answers."""
        return {
            "application_id": str(self.application_id),
            "instance_id": self.instance_id,
            "launch_id": str(self.launch_id),
            "location": self.location,
            "users": [str(u) for u in self.users],
        }
