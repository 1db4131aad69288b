"""What the REST routes and the gateway need from the simulated world, as protocols.

`FakeDiscord` (in `sim.py`) owns the world and starts `Rest` and `Gateway` with itself; they
see it only through these protocols, so neither imports the simulator that imports them.
"""

from __future__ import annotations

from typing import Protocol

from .bodies import UploadedFile
from .models import (
    ActivityInstance,
    ApplicationCommand,
    Attachment,
    Channel,
    Guild,
    Interaction,
    Member,
    Message,
    RequestRecord,
    User,
)


class GatewayHost(Protocol):
    token: str
    application_id: int
    bot_user: User
    bot_member: Member
    guilds: dict[int, Guild]
    shards: int

    @property
    def gateway_url(self) -> str: ...

    def fail(self, kind: str, method: str, path: str, detail: str) -> None: ...


class RestHost(GatewayHost, Protocol):
    owner: User
    ack_deadline: float
    token_lifetime: float
    record_requests: bool
    requests: list[RequestRecord]
    channels: dict[int, Channel]
    messages: dict[int, Message]
    interactions: dict[int, Interaction]
    commands: dict[int | None, list[ApplicationCommand]]
    activity_instances: dict[str, ActivityInstance]

    def message_payload(self, message: Message) -> dict: ...

    def attachment(self, attachment_id: int) -> Attachment | None: ...

    def channel_messages(
        self, channel: Channel | int, *, ephemeral_for: User | None = None
    ) -> list[Message]: ...

    async def create_message(
        self,
        channel: Channel,
        author: User,
        payload: dict,
        files: list[UploadedFile],
        *,
        ephemeral_to: User | None = None,
        interaction: Interaction | None = None,
        extra_flags: int = 0,
    ) -> Message: ...

    async def edit_message(
        self, message: Message, payload: dict, files: list[UploadedFile]
    ) -> None: ...

    async def delete_message(self, message: Message) -> None: ...

    async def add_thread(self, parent: Channel, name: str) -> Channel: ...

    async def thread_changed(self, thread: Channel) -> None: ...

    def store_command(self, guild_id: int | None, payload: dict) -> ApplicationCommand: ...

    def set_commands(
        self, guild_id: int | None, stored: list[ApplicationCommand], raw: list[dict]
    ) -> None: ...

    def entry_point_command(self) -> ApplicationCommand | None: ...

    def oauth_user(self, access_token: str) -> User | None: ...

    def token_exchange(self, form: dict[str, str], authorization: str | None) -> dict: ...

    def interaction_by_token(self, token: str) -> Interaction | None: ...

    def refuse(self, inter: Interaction, reason: str) -> None: ...

    async def acknowledge(
        self, inter: Interaction, rtype: int, data: dict, files: list[UploadedFile]
    ) -> Message | None: ...

    async def create_followup(
        self, inter: Interaction, payload: dict, files: list[UploadedFile]
    ) -> Message: ...
