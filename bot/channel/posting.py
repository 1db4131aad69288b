"""Posting in a game's channel: sending with retries, reopening an archived thread, ending a game
whose channel is gone, editing older posts (their controls off, their image too)."""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord

from ..i18n.catalogue import text
from ..i18n.errors import UserError
from ..i18n.lengths import fit
from ..store.sql import now
from .replies import permission_names

if TYPE_CHECKING:
    from ..games.scheduler import Scheduler
    from ..games.service import GameService
    from ..games.table import Table
    from ..runtime.images import Images

log = logging.getLogger(__name__)


POST_TRIES = 3  # a post after a 5xx: the first try and two more


UNKNOWN_CHANNEL = 10003  # Discord's code: the channel (or thread) was deleted


THREAD_ARCHIVED = 50083  # Discord's code: a post in a thread archived and locked


class PostFailed(UserError):
    """The move is committed but the bot may not post in the channel."""

    def __init__(self, permissions: str) -> None:
        super().__init__("error.post_failed", permissions=permissions)


class ThreadLocked(UserError):
    """The move is committed but the game's thread is archived and locked, and the bot may
    not reopen it."""

    def __init__(self) -> None:
        super().__init__("error.thread_locked")


class ChannelGone(UserError):
    """The game's channel or thread was deleted; the game is being ended."""

    def __init__(self) -> None:
        super().__init__("error.channel_gone")


class Posting:
    """What posting needs: the Discord client, the game service, the images, the scheduler to
    wake (all given, none looked up): it knows nothing of the application that assembles them."""

    def __init__(
        self,
        client: discord.Client,
        service: GameService,
        images: Images,
        *,
        scheduler: Scheduler | None = None,
        owns: Callable[[int], Awaitable[bool]] | None = None,
        computer_delay: float = 1.0,
        archive_after: float = 3600.0,
        links: Callable[[int, int | None, str], str | None] | None = None,
        activity: bool = False,
    ) -> None:
        self.client = client
        self.activity = activity  # turn posts offer "Play in Discord" (the bot's Activity)
        # A signed web link (game, person or None, kind), or None when the bot offers none.
        self.links = links
        self.service = service
        self.images = images
        self.computer_delay = computer_delay
        self.archive_after = archive_after
        self.scheduler = scheduler  # woken when a deadline nearer than its next wake-up is set
        # Whether a game is this process's (its guild is on one of our shards); None: all are.
        self.owns = owns
        self._drivers: dict[int, asyncio.Task] = {}
        self._background: set[asyncio.Task] = set()  # direct messages on the way
        self._waiting_for: dict[int, int | None] = {}  # game → the person its turn asks
        self._stopping = False
        # Lobbies opened before this moment without their post are an earlier process's,
        # cut short (posted at start-up); those opened since are this process's, on the way.
        self.started_at = now()

    def with_watch_link(self, view: discord.ui.View, table: Table) -> discord.ui.View:
        """`view` with a "Watch live" link to the game's web table, when the bot offers one
        (and the view has room for it)."""
        url = self.links(table.id, None, "watch") if self.links is not None else None
        if url is not None:
            with contextlib.suppress(ValueError):  # every row full: the controls come first
                view.add_item(discord.ui.Button(label=text("web.watch", table.locale), url=url))
        return view

    # Implemented further down the chain TurnFlow assembles (turns.py, driver.py); posting uses
    # them when a reopened thread may show a game again.
    async def ensure_announced(self, table: Table) -> None:
        """Show the table's latest move if it is not shown yet (`TurnPosts`)."""
        raise NotImplementedError

    def kick(self, table: Table) -> None:
        """Start the automatic player if the next move needs no person (`ComputerDriver`)."""
        raise NotImplementedError

    def _poke(self, due_at: float) -> None:
        if self.scheduler is not None:
            self.scheduler.poke(due_at)

    def channel(self, table: Table) -> discord.abc.Messageable:
        channel = self.client.get_channel(table.channel_id)
        if isinstance(channel, discord.abc.Messageable):
            return channel
        return self.client.get_partial_messageable(table.channel_id, guild_id=table.guild_id)

    async def _picture(self, table: Table, draw, **options) -> bytes | None:
        """The table's picture; None if it cannot be drawn (the image workers keep failing):
        the move stands all the same, and the post gives the table in words instead."""
        try:
            return await draw(table.game, locale=table.locale, **options)
        except Exception:
            log.exception(
                "game %s: no picture of ply %s; posting the table in words", table.id, table.ply
            )
            return None

    def _spawn(self, work) -> None:
        task = asyncio.create_task(work)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def _send(
        self,
        table: Table,
        content: str,
        png: bytes | None,
        *,
        view: discord.ui.View | None,
        mentions: discord.AllowedMentions | None = None,
    ) -> discord.Message:
        content = fit(content)
        kwargs: dict = {"allowed_mentions": mentions or discord.AllowedMentions.none()}
        if png is not None:
            kwargs["file"] = discord.File(io.BytesIO(png), filename="table.png")
        if view is not None:
            kwargs["view"] = view
        try:
            return await self._send_retrying(self.channel(table), content, kwargs)
        except discord.Forbidden:
            needed = ["send_messages", "attach_files"]
            raise PostFailed(permission_names(needed, table.locale)) from None
        except discord.HTTPException as exc:
            if exc.code == UNKNOWN_CHANNEL:  # deleted while we were not told (offline)
                known = self.client.get_channel(table.channel_id)
                parent = known.parent_id if isinstance(known, discord.Thread) else None
                self._spawn(self.channel_gone(table.channel_id, parent))
                raise ChannelGone() from None
            if exc.code != THREAD_ARCHIVED:
                raise
        # A thread archived and locked by a moderator (an unlocked one reopens by itself when
        # we post): reopened if we have Manage Threads, then posted once more.
        if not await self._reopen(table):
            raise ThreadLocked()
        if "file" in kwargs:
            kwargs["file"].reset()
        return await self._send_retrying(self.channel(table), content, kwargs)

    async def _reopen(self, table: Table) -> bool:
        """Unarchive the game's thread; whether that worked."""
        try:
            thread = self.client.get_channel(table.channel_id)
            if thread is None:
                thread = await self.client.fetch_channel(table.channel_id)
            if not isinstance(thread, discord.Thread):
                return False
            await thread.edit(archived=False, reason="Azul game in progress")
        except discord.HTTPException as exc:
            log.info("game %s: thread %s not reopened: %s", table.id, table.channel_id, exc)
            return False
        log.info("game %s: reopened its archived thread %s", table.id, table.channel_id)
        return True

    async def thread_reopened(self, thread_id: int) -> None:
        """A game's thread is open again (a moderator unarchived it): a move that could not be
        shown while it was locked is shown now, and the game goes on by itself."""
        game_id = self.service.open_in_channel(thread_id)
        if game_id is None:
            return
        try:
            async with self.service.locked(game_id) as table:
                await self.ensure_announced(table)
                self.kick(table)
        except UserError as exc:  # closed meanwhile, or still no posting there
            log.info("game %s: not shown after its thread reopened: %s", game_id, exc.render())

    async def channel_gone(self, channel_id: int, parent_id: int | None = None) -> None:
        """The channel or thread of a game was deleted: the game ends there (nothing more can
        be played or shown in it), and for a thread its parent channel is told, if it may."""
        game_id = self.service.open_in_channel(channel_id)
        if game_id is None:
            return
        try:
            async with self.service.locked(game_id) as table:
                await self.service.abandon(table)
        except UserError:  # closed meanwhile
            return
        self._waiting_for.pop(game_id, None)
        log.info("game %s ended: its channel %s was deleted", game_id, channel_id)
        if parent_id is None:
            return
        parent = self.client.get_partial_messageable(parent_id, guild_id=table.guild_id)
        try:
            await parent.send(
                text("game.thread_deleted", table.locale, game=game_id),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException as exc:
            log.info("game %s: could not tell channel %s: %s", game_id, parent_id, exc)

    async def _send_retrying(self, channel, content: str, kwargs: dict) -> discord.Message:
        """A post, tried again after a server error Discord's client does not retry itself (a
        503: nothing was posted, so trying again posts it once). Files are read once per try."""
        for attempt in range(POST_TRIES):
            if attempt and "file" in kwargs:
                kwargs["file"].reset()
            try:
                return await channel.send(content, **kwargs)
            except discord.DiscordServerError as exc:
                if attempt == POST_TRIES - 1:
                    raise
                log.warning("posting failed (%s); trying again", exc.status)
                await asyncio.sleep(1 + attempt)
        raise AssertionError("unreachable")

    async def strip_controls(
        self, table: Table, message_id: int | None, content: str | None = None
    ) -> None:
        """Take the controls off an older message, so only the live turn can be clicked."""
        changes = {"view": None} if content is None else {"content": content, "view": None}
        await self._edit(table, message_id, **changes)

    @staticmethod
    def _table_post(table: Table) -> int | None:
        """The post with the game's latest table. A game from before these were recorded
        has its table on the turn message (or a reminder, which has no image to lose)."""
        return table.table_message_id or table.turn_message_id

    async def _retire(self, table: Table, old_turn: int | None, old_table: int | None) -> None:
        """After a new table post: the previous turn message loses its controls and, unless
        the server keeps every image (`/azul settings server images:all`), the previous table
        post loses its image and keeps its words. Usually they are one message: one edit."""
        left, table.prior_table_message_id = table.prior_table_message_id, None
        posting = self.service.server_posting(table.guild_id)
        if old_table is None or posting.images != "latest":
            await self.strip_controls(table, old_turn)
            return
        if old_table == old_turn:
            done = await self._edit(table, old_turn, view=None, attachments=[])
        else:  # a reminder took the controls since: it has no image, the table post no controls
            await self.strip_controls(table, old_turn)
            done = await self._edit(table, old_table, attachments=[])
        if left is not None and left != old_table:  # after a restart, or a failed edit
            await self._edit(table, left, attachments=[])
        if not done:  # tried once more at the next table post
            table.prior_table_message_id = old_table

    async def _edit(self, table: Table, message_id: int | None, **changes) -> bool:
        """Edit an older message of the game; whether that worked. A failure (deleted, no
        access, rate limited) leaves the game alone: stale clicks are still told where the
        game is."""
        if message_id is None:
            return True
        message = self.channel(table).get_partial_message(message_id)  # type: ignore[attr-defined]
        try:
            if "content" in changes:
                changes["content"] = fit(changes["content"])
            await message.edit(**changes)
        except discord.HTTPException as exc:  # deleted, or no access: stale clicks still get told
            log.info("game %s: could not edit message %s: %s", table.id, message_id, exc)
            return False
        return True
