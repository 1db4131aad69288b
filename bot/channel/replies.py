"""Answering interactions: one place that knows response vs. follow-up, and that turns every
failure into a message — a specific one for refusals, a short apology for surprises."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Awaitable
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any, TypeVar

import discord

from ..games.tables import when_slow
from ..i18n.catalogue import text
from ..i18n.errors import StaleTurn, UserError
from ..i18n.lengths import fit
from ..store.drivers import Unavailable

if TYPE_CHECKING:
    from render import Locale

    from ..games.table import Table

log = logging.getLogger(__name__)
T = TypeVar("T")

EPHEMERAL_MENTIONS = discord.AllowedMentions.none()
UNKNOWN_INTERACTION = 10062  # Discord's code for an interaction answered too late
TOKEN_EXPIRED = 50027  # "Invalid Webhook Token": the interaction's 15 minutes are over
UNKNOWN_CHANNEL = 10003  # the channel (a game's thread, say) was deleted meanwhile


def jump_url(guild_id: int | None, channel_id: int, message_id: int) -> str:
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


def table_link(table: Table | None) -> str | None:
    """A link to the message where the table's game currently stands."""
    if table is None:
        return None
    message_id = table.turn_message_id or table.lobby_message_id
    if message_id is None:
        return None
    return jump_url(table.guild_id, table.channel_id, message_id)


async def reply(
    interaction: discord.Interaction, content: str, *, ephemeral: bool = True, **kwargs: Any
) -> None:
    """Answer whether or not the interaction was already acknowledged. Longer than Discord
    takes (a refusal quoting a pasted novel), it is cut rather than lost."""
    kwargs.setdefault("allowed_mentions", EPHEMERAL_MENTIONS)
    content = fit(content)
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=ephemeral, **kwargs)
    else:
        await interaction.response.send_message(content, ephemeral=ephemeral, **kwargs)


async def update(interaction: discord.Interaction, **fields: Any) -> None:
    """Change the message the interaction came from (a lobby post, a step): at once, or, once
    the answer was deferred (`defer_update`), through the answer's edit."""
    if interaction.response.is_done():
        await edit_response(interaction, **fields)
    else:
        await interaction.response.edit_message(**fields)


async def defer_update(interaction: discord.Interaction) -> None:
    """Tell Discord the interaction's message will change (it waits for more than 3 seconds
    otherwise): for a handler about to wait for a busy game (`GameService.locked(if_busy=)`)."""
    if not interaction.response.is_done():
        await interaction.response.defer()


async def in_time(
    interaction: discord.Interaction, work: Awaitable[T], *, public: bool = False
) -> T:
    """What `work` returns; should it take longer than `BUSY_AFTER`, the interaction is
    answered meanwhile: a click with a deferred update (nothing changes on screen yet), a
    command with a "thinking…", private unless the answer will be `public`. The handler's
    answer then goes through `update`, `reply`, `defer_update` or a follow-up, which know.

    For what a click reads before it can answer (the game from the store, the person's
    settings): quick as a rule, but right after a restart, with every game being reloaded on a
    starved host, it once took 3.3 s and the person saw "This interaction failed". `work` must
    not answer the interaction itself: the deferral and its answer would race."""

    async def defer() -> None:
        if interaction.type == discord.InteractionType.component:
            await defer_update(interaction)
        elif not interaction.response.is_done():
            await interaction.response.defer(ephemeral=not public, thinking=True)

    result, _ = await when_slow(work, defer)
    return result


async def edit_response(interaction: discord.Interaction, **fields: Any) -> None:
    """Edit the message that answers `interaction`. Its token serves only 15 minutes: past them
    (a very slow moment), a public message is edited through the channel instead, and a private
    one is let go, since only its asker saw it and what it confirmed is done."""
    if isinstance(fields.get("content"), str):
        fields["content"] = fit(fields["content"])
    try:
        await interaction.edit_original_response(**fields)
    except discord.HTTPException as exc:
        if exc.code != TOKEN_EXPIRED:
            raise
        message = interaction.message
        if message is None or message.flags.ephemeral:
            log.warning("interaction %s: token expired, its private answer let go", interaction.id)
            return
        log.warning("interaction %s: token expired, its message edited directly", interaction.id)
        await message.edit(**fields)


def describe(interaction: discord.Interaction, exc: UserError) -> str:
    """The refusal in the asker's language, with a link to the live table where it helps."""
    locale = interaction.locale
    service = getattr(interaction.client, "service", None)
    if isinstance(exc, StaleTurn):
        link = table_link(service.table(exc.game_id) if service else None)
        if link is None:
            return text("error.stale_no_link", locale)
        key = "error.already_played" if exc.by_you else "error.stale"
        return text(key, locale, link=link)
    table = getattr(exc, "table", None)
    if table is not None:  # ChannelBusy
        link = table_link(table)
        if link is not None:
            return text("error.channel_busy", locale, link=link)
    return exc.render(locale)


@asynccontextmanager
async def guarded(interaction: discord.Interaction, what: str) -> AsyncIterator[None]:
    """Run a handler so that nobody ever sees a traceback or an unanswered interaction."""
    try:
        yield
    except UserError as exc:
        await _safe_reply(interaction, describe(interaction, exc))
    except discord.HTTPException as exc:
        if exc.code == UNKNOWN_INTERACTION:
            # Our answer came after Discord's 3 seconds (a slow moment, or Discord's own
            # retries): the person saw "This interaction failed", and nobody is left to tell.
            log.warning("%s: answered too late for Discord: %s", what, exc)
        elif exc.code == TOKEN_EXPIRED:
            # Past the token's 15 minutes nothing more can be said to the asker in private;
            # what the handler did stands, and the public table shows it.
            log.warning("%s: the interaction's token expired: %s", what, exc)
        elif exc.code == UNKNOWN_CHANNEL:
            # The channel went while we answered (a thread deleted mid-move): there is nobody
            # to answer there, and the game's end is told where it started (bot.turns).
            log.warning("%s: the channel is gone: %s", what, exc)
        else:
            await interaction.client.on_error(what, interaction)
            await _safe_reply(interaction, text("sorry", interaction.locale))
    except Unavailable as exc:  # nothing was changed: say so, and that it is on our side
        log.error("%s: the database could not take it: %s", what, exc)
        await _safe_reply(interaction, text("error.not_saved", interaction.locale))
    except Exception:
        # Through the client's error hook, so the failure is logged with its context (and test
        # harnesses that watch that hook see it too).
        await interaction.client.on_error(what, interaction)
        await _safe_reply(interaction, text("sorry", interaction.locale))


async def _safe_reply(interaction: discord.Interaction, content: str) -> None:
    try:
        await reply(interaction, content)
    except discord.HTTPException as exc:  # the interaction expired or was answered elsewhere
        log.warning("could not answer interaction %s: %s", interaction.id, exc)


def in_range(option: str, value: int | None, low: int, high: int) -> int | None:
    """An integer option as it came: Discord keeps it in its declared range, but a forged
    interaction need not (and the database takes only 64-bit integers)."""
    if value is not None and not low <= value <= high:
        raise UserError("error.out_of_range", option=option, low=low, high=high)
    return value


def missing_permissions(perms: discord.Permissions, *, in_thread: bool, thread: bool) -> list[str]:
    """The permissions the bot lacks to run a game here (names of `discord.Permissions`)."""
    needed = ["view_channel", "send_messages_in_threads" if in_thread else "send_messages"]
    needed.append("attach_files")
    if thread:
        needed.append("create_public_threads")
        needed.append("send_messages_in_threads")
    return [p for p in dict.fromkeys(needed) if not getattr(perms, p)]


def permission_names(names: list[str], locale: Locale) -> str:
    return ", ".join(text(f"perm.{n}", locale) for n in names)
