"""A local Discord for end-to-end tests: REST and gateway on 127.0.0.1, driven from Python.

See README.md here. `FakeDiscord` is the simulator; `BotProcess` runs any bot as a child process
against it. It knows only Discord: nothing here imports a bot.
"""

from .activities import CLIENT_SECRET, OAuthError
from .gateway import NotConnected
from .interactions import NotAcknowledged, SimUsageError
from .models import (
    ALL_PERMISSIONS,
    MANAGE_THREADS,
    ActivityInstance,
    Attachment,
    Channel,
    Failure,
    Guild,
    Interaction,
    Member,
    Message,
    RequestRecord,
    User,
)
from .rest import Fault
from .sim import FakeDiscord

__all__ = [
    "ALL_PERMISSIONS",
    "CLIENT_SECRET",
    "MANAGE_THREADS",
    "ActivityInstance",
    "Attachment",
    "Channel",
    "Failure",
    "FakeDiscord",
    "Fault",
    "Guild",
    "Interaction",
    "Member",
    "Message",
    "NotAcknowledged",
    "NotConnected",
    "OAuthError",
    "RequestRecord",
    "SimUsageError",
    "User",
]
