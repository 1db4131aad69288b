"""What the channel sees as a game goes on: turn messages, the final table, computer moves.

All posting happens while the caller holds the game's lock (see `service.GameService.locked`), so
the order of messages in a channel is the order of the moves.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord

from ..games.guide import Guide
from ..i18n.catalogue import text
from ..i18n.durations import say_duration
from ..i18n.errors import UserError
from ..i18n.lengths import fit
from ..i18n.names import shown
from ..i18n.narration import narrate
from ..store.ratings import GLOBAL, player_key
from ..store.rows import Deadline
from ..views.after import final_view
from ..views.turn import board_only_view, choice_view
from ..views.vote import end_vote_view
from .presenter import (
    closing_text,
    end_vote_text,
    final_text,
    lobby_text,
    text_table,
    turn_text,
    unrated_line,
)
from .replies import jump_url, permission_names

if TYPE_CHECKING:
    from ..games.scheduler import Scheduler
    from ..games.service import GameService
    from ..games.table import Closing, MoveOutcome, Table
    from ..games.votes import VoteAnswer
    from ..runtime.images import Images
    from ..store.rows import EndVote

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


def live_controls(table: Table, guide: Guide) -> discord.ui.View:
    """The controls of the person to act: the first step of their move, and My board."""
    node = guide.resolve(())
    if node is not None and node.move is None:
        return choice_view(table, node, table.locale, board_button=True)
    return board_only_view(table, table.locale)


class TurnFlow:
    """Given what it needs (the Discord client to post with, the game service, the scheduler
    that wakes it), it knows nothing of the application that assembles them."""

    def __init__(
        self,
        client: discord.Client,
        service: GameService,
        images: Images,
        *,
        computer_delay: float = 1.0,
        archive_after: float = 3600.0,
    ) -> None:
        self.client = client
        self.service = service
        self.images = images
        self.computer_delay = computer_delay
        self.archive_after = archive_after
        self.scheduler: Scheduler | None = None  # set once the scheduler exists
        # Whether a game is this process's (its guild is on one of our shards); None: all are.
        self.owns: Callable[[int], Awaitable[bool]] | None = None
        self._drivers: dict[int, asyncio.Task] = {}
        self._background: set[asyncio.Task] = set()  # direct messages on the way
        self._waiting_for: dict[int, int | None] = {}  # game → the person its turn asks
        self._stopping = False

    def _poke(self, due_at: float) -> None:
        if self.scheduler is not None:
            self.scheduler.poke(due_at)

    def channel(self, table: Table) -> discord.abc.Messageable:
        channel = self.client.get_channel(table.channel_id)
        if isinstance(channel, discord.abc.Messageable):
            return channel
        return self.client.get_partial_messageable(table.channel_id, guild_id=table.guild_id)

    # -- moves ------------------------------------------------------------------------------

    async def play_human(
        self, game_id: int, user_id: int, notation: str, ply: int | None
    ) -> MoveOutcome:
        """Apply, commit, then show a person's move; computer players follow by themselves."""
        async with self.service.locked(game_id) as table:
            outcome = await self.service.play(table, user_id=user_id, notation=notation, ply=ply)
            await self.announce(table, outcome)
            self.kick(table)
        return outcome

    # -- messages ---------------------------------------------------------------------------

    async def post_first_turn(self, table: Table) -> discord.Message:
        return await self._post_turn(table, [], first=True)

    async def post_turn(self, table: Table, lines: list[str]) -> None:
        """The table as it stands now, with live controls, after `lines` (e.g. a take-back);
        a forced move from here is played and told first."""
        forced = await self.service.play_forced(table)
        if forced is None:
            await self._post_turn(table, lines)
        else:
            await self.announce(table, forced, before=lines)
        self.kick(table)

    async def announce(
        self, table: Table, outcome: MoveOutcome, before: list[str] | None = None
    ) -> None:
        """Tell the channel about a committed move (caller holds the lock), after `before`.
        Moves that nobody has to choose (a single legal move) are played first and told in the
        same message, so the message that goes out asks the question that is really open."""
        lines = [*(before or []), *self.narrate(table, outcome)]
        urgent = outcome.actor_id is not None  # a person's own move: they wait for the table
        more, outcome = await self.play_forced(table, outcome)
        lines += more
        if outcome.finished:
            await self._post_final(table, lines)
        else:
            await self._post_turn(table, lines, urgent=urgent)

    def narrate(self, table: Table, outcome: MoveOutcome) -> list[str]:
        lines = narrate(
            outcome.events,
            edition=table.edition,
            names=table.names,
            seat=outcome.seat,
            notation=outcome.notation,
            locale=table.locale,
        )
        if outcome.forced:
            lines[0] = text("narr.forced", table.locale, line=lines[0])
        elif outcome.by_timer:
            lines[0] = text("narr.timer", table.locale, line=lines[0])
        if outcome.finished:
            return lines[:1]
        return lines

    async def play_forced(
        self, table: Table, outcome: MoveOutcome
    ) -> tuple[list[str], MoveOutcome]:
        """Play every single-legal-move position in a row (committed one by one); the lines
        that tell them, and the last outcome."""
        lines: list[str] = []
        while not outcome.finished:
            forced = await self.service.play_forced(table)
            if forced is None:
                break
            outcome = forced
            lines += self.narrate(table, forced)
        return lines, outcome

    async def announce_closing(self, closing: Closing) -> None:
        """A game stopped early (resigned or ended): the position, the reason, no controls."""
        table = closing.table
        content = closing_text(closing)
        if table.game is None:  # a lobby: just close its buttons
            note = text("lobby.ended", table.locale, name=shown(closing.by_name))
            await self.strip_controls(table, table.lobby_message_id, lobby_text(table, note=note))
            return
        png = await self._picture(table, self.images.table_png)
        if png is None:
            content += "\n" + text_table(table, table.locale)
        changes = await self._rating_line(table)
        if changes:
            content += "\n" + changes
        await self._send(table, content, png, view=final_view(table.id, table.locale))
        await self._retire(table, table.turn_message_id, self._table_post(table))
        await self.archive_later(table)

    async def announce_line(self, table: Table, line: str) -> None:
        """A plain line in the game's channel (e.g. someone resigned and a computer takes over)."""
        await self._send(table, line, None, view=None)

    async def _post_turn(
        self, table: Table, narration: list[str], *, first: bool = False, urgent: bool = True
    ) -> discord.Message:
        guide = table.guide
        automatic = self.service.automatic_turn(table)
        content, mentions = turn_text(table, narration, guide, first=first)
        if not automatic and table.to_act is not None:
            view = live_controls(table, guide)
        else:
            view = board_only_view(table, table.locale)
        png = await self._picture(table, self.images.table_png, urgent=urgent)
        if png is None:
            content += "\n" + text_table(table, table.locale)
        old, old_table = table.turn_message_id, self._table_post(table)
        message = await self._send(table, content, png, view=view, mentions=mentions)
        await self._start_turn(table, message, old_table)
        await self._retire(table, old, old_table)
        return message

    async def _start_turn(
        self, table: Table, message: discord.Message, old_table: int | None = None
    ) -> None:
        """The turn just shown begins: the message that shows it, its deadlines (with a timer),
        whom the game waits for (for `/azul games`), all in one transaction; and a direct
        message to a person who asked for one."""
        seat = table.to_act
        person = None
        if seat is not None and not table.seats[seat].automatic:
            person = table.seats[seat].user_id
        deadlines = self.service.turn_deadlines(table)
        table.turn_message_id, table.turn_message_ply = message.id, table.ply
        table.table_message_id = message.id
        await self.service.store.start_turn(
            table.id,
            person,
            deadlines,
            turn_message=(message.id, table.ply),
            table_message=(message.id, old_table),  # a restart takes old_table's image off too
        )
        for deadline in deadlines:
            self._poke(deadline.due_at)
        if person is not None and person != self._waiting_for.get(table.id):
            self._spawn(self._direct_message(table, person, message.id))
        self._waiting_for[table.id] = person

    def _spawn(self, work) -> None:
        task = asyncio.create_task(work)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def _direct_message(self, table: Table, user_id: int, message_id: int) -> None:
        """Opt-in: "your turn" by direct message. Closed DMs are not an error worth a word."""
        try:
            settings = await self.service.settings_of(user_id)
            if not settings.turn_dm:
                return
            user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
            link = jump_url(table.guild_id, table.channel_id, message_id)
            await user.send(
                text("dm.your_turn", table.locale, game=table.id, link=link),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException as exc:
            log.info("game %s: no direct message to %s: %s", table.id, user_id, exc)

    async def _set_turn_message(
        self, table: Table, message_id: int, *, shows_table: bool = False
    ) -> None:
        table.turn_message_id, table.turn_message_ply = message_id, table.ply
        if shows_table:
            table.table_message_id = message_id
        await self.service.store.set_message_ids(
            table.id,
            turn=message_id,
            turn_ply=table.ply,
            table=message_id if shows_table else None,
        )

    async def ensure_announced(self, table: Table) -> None:
        """If the last committed move was never shown (the process stopped in between), show
        where the game stands now, with live controls (caller holds the lock)."""
        if table.status == "active" and not table.announced:
            await self._post_turn(table, [text("turn.recovered", table.locale)])

    async def _post_final(self, table: Table, narration: list[str]) -> None:
        png = await self._picture(table, self.images.final_png)
        old, old_table = table.turn_message_id, self._table_post(table)
        content = final_text(table, narration)
        if png is None:
            content += "\n" + text_table(table, table.locale)
        changes = await self._rating_line(table)
        if changes:
            content += "\n" + changes
        view = final_view(table.id, table.locale)
        message = await self._send(table, content, png, view=view)
        await self._set_turn_message(table, message.id, shows_table=True)
        await self._retire(table, old, old_table)
        await self.archive_later(table)

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

    async def _rating_line(self, table: Table) -> str:
        """How the game moved its players' ratings on this server; for a game that moved none,
        why (unrated, ended in its first round, stopped without a result)."""
        scope = GLOBAL if table.guild_id is None else table.guild_id
        try:
            changes = await self.service.store.results.rating_changes(table.id, scope)
        except Exception:
            log.exception("game %s: could not read its rating changes", table.id)
            return ""
        parts, told = [], set()
        for seat in table.seats:
            key = player_key(seat.user_id, seat.level)
            change = changes.get(key)
            if change is None or key in told:  # two computers of one level share a rating
                continue
            told.add(key)
            before, after = round(change[0]), round(change[1])
            parts.append(
                text(
                    "end.rating_change",
                    table.locale,
                    name=shown(seat.name),
                    after=after,
                    change=f"{after - before:+d}",
                )
            )
        if not parts:
            return unrated_line(table)
        return text("end.ratings", table.locale, changes=" · ".join(parts))

    async def archive_later(self, table: Table) -> None:
        """A thread opened for the game is archived a while after it ends (people may still
        want to talk about it; a new post in it opens it again)."""
        self._waiting_for.pop(table.id, None)
        if not table.own_thread:
            return
        due = self.service.clock() + self.archive_after
        await self.service.store.set_deadlines(table.id, [Deadline(table.id, "archive", 0, due)])
        self._poke(due)

    # -- deadlines ----------------------------------------------------------------------------

    async def on_deadline(self, deadline: Deadline) -> None:
        """The scheduler's handler: a turn's reminder or expiry, a lobby nobody started, the
        thread of a finished game."""
        if deadline.kind == "archive":
            await self._archive(deadline.game_id)
            return
        try:
            async with self.service.locked(deadline.game_id) as table:
                if deadline.kind == "lobby":
                    await self._expire_lobby(table)
                elif deadline.kind == "reminder":
                    await self._remind(table, deadline)
                elif deadline.kind == "expiry":
                    await self._expire_turn(table, deadline)
                elif deadline.kind == "vote":
                    await self._expire_vote(table, deadline)
        except UserError as exc:  # closed meanwhile, or the channel refuses our posts
            log.info(
                "game %s: %s deadline not handled: %s",
                deadline.game_id,
                deadline.kind,
                exc.render(),
            )

    async def _expire_lobby(self, table: Table) -> None:
        closing = await self.service.expire_lobby(table)
        if closing is None:
            return
        after = say_duration(self.service.lobby_ttl, table.locale)
        note = text("lobby.expired", table.locale, after=after)
        await self.strip_controls(table, table.lobby_message_id, lobby_text(table, note=note))

    async def _remind(self, table: Table, deadline: Deadline) -> None:
        """Half time: the person to act is pinged once more, on a message that carries their
        controls (it becomes the live turn message, so the newest post is always actionable)."""
        seat = table.to_act
        if seat is None or table.ply != deadline.ply or table.seats[seat].automatic:
            return
        player = table.seats[seat]
        expiry = [d for d in await self.service.store.deadlines(table.id) if d.kind == "expiry"]
        left = (expiry[0].due_at if expiry else deadline.due_at) - self.service.clock()
        if left <= 0:  # handled late (the bot was down): the expiry follows at once instead
            return
        view = live_controls(table, table.guide)
        content = text(
            "turn.reminder",
            table.locale,
            mention=f"<@{player.user_id}>",
            left=say_duration(max(left, 0), table.locale),
        )
        mentions = discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(player.user_id)]
        )
        old = table.turn_message_id
        message = await self._send(table, content, None, view=view, mentions=mentions)
        await self._set_turn_message(table, message.id)
        await self.strip_controls(table, old)

    async def _expire_turn(self, table: Table, deadline: Deadline) -> None:
        seat = table.to_act
        expired = await self.service.expire_turn(table, deadline.ply)
        if expired is None or seat is None:
            return
        outcome, away = expired
        name = shown(table.seats[seat].name)
        lines = [text("turn.seat_taken", table.locale, name=name)] if away else []
        await self.announce(table, outcome, before=lines)
        self.kick(table)

    # -- ending a rated game by agreement ---------------------------------------------------

    async def post_end_vote(self, table: Table, vote: EndVote, requester: str) -> EndVote:
        """The vote in the channel, pinging only the people it asks, with Agree / Refuse
        (caller holds the lock). A vote that could not be posted is dropped."""
        left = say_duration(self.service.vote_time(table), table.locale)
        content = end_vote_text(table, vote, requester, left)
        mentions = discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(v) for v in vote.voters]
        )
        try:
            message = await self._send(
                table, content, None, view=end_vote_view(table.id, table.locale), mentions=mentions
            )
        except Exception:
            await self.service.drop_end_vote(table)
            raise
        self._poke(vote.due_at)
        return await self.service.set_vote_message(vote, message.id)

    def end_vote_outcome(self, table: Table, answer: VoteAnswer) -> str:
        """The vote's post after an answer: who agreed so far and, once it is over, how it
        ended."""
        locale = table.locale
        if answer.state == "agreed":
            outcome = text("vote.passed", locale)
        elif answer.state == "refused":
            outcome = text(
                "vote.refused", locale, voter=shown(answer.voter), name=shown(answer.requester)
            )
        elif answer.state == "expired":
            outcome = text("vote.expired", locale, name=shown(answer.requester))
        else:
            outcome = ""
        left = say_duration(self.service.vote_time(table), locale)
        return end_vote_text(table, answer.vote, answer.requester, left, outcome=outcome)

    async def announce_vote_result(self, table: Table, answer: VoteAnswer) -> None:
        """What a finished vote did, in the channel (caller holds the lock): the game's end, or
        the requester's resignation."""
        if answer.state == "agreed" and answer.closing is not None:
            await self.announce_closing(answer.closing)
        elif answer.state in ("refused", "expired"):
            await self.announce_resignation(table, answer.closing, answer.requester)

    async def announce_resignation(self, table: Table, closing: Closing | None, name: str) -> None:
        """A resignation: the game's end, or the line saying a computer plays the seat now."""
        if closing is not None:
            await self.announce_closing(closing)
            return
        await self.announce_line(table, text("narr.resigned", table.locale, name=name))
        self.kick(table)

    async def _expire_vote(self, table: Table, deadline: Deadline) -> None:
        answer = await self.service.expire_end_vote(table, deadline.due_at)
        if answer is None:
            return
        content = self.end_vote_outcome(table, answer)
        await self.strip_controls(table, answer.vote.message_id, content)
        await self.announce_vote_result(table, answer)

    async def _archive(self, game_id: int) -> None:
        stored = await self.service.stored(game_id)
        if stored is None or not stored.own_thread:
            return
        channel = self.client.get_channel(stored.channel_id)
        try:
            if channel is None:
                channel = await self.client.fetch_channel(stored.channel_id)
            if isinstance(channel, discord.Thread) and not channel.archived:
                await channel.edit(archived=True, reason="Azul game over")
        except discord.HTTPException as exc:  # deleted, or no right to: nothing to archive
            log.info("game %s: thread %s not archived: %s", game_id, stored.channel_id, exc)

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

    # -- computer players -------------------------------------------------------------------

    def kick(self, table: Table) -> None:
        """Start the automatic player of this game if the next move needs no person."""
        if self._stopping or table.id in self._drivers or not self.service.automatic_turn(table):
            return
        self._drivers[table.id] = asyncio.create_task(
            self._drive_held(table.id), name=f"azul-computer-{table.id}"
        )

    async def _drive_held(self, game_id: int) -> None:
        with self.service.holding(game_id):  # between its moves too, the game stays loaded
            await self._drive(game_id)

    async def _drive(self, game_id: int) -> None:
        try:
            while not self._stopping:
                async with self.service.locked(game_id) as table:
                    outcome = await self.service.play_automatic(table)
                    if outcome is None:
                        # Unregistered under the lock: a move made after this will kick anew.
                        self._drivers.pop(game_id, None)
                        return
                    await self.announce(table, outcome)
                    if outcome.finished:
                        self._drivers.pop(game_id, None)
                        return
                    if self.service.jammed(table):
                        await self.announce_closing(await self.service.stop_jammed(table))
                        self._drivers.pop(game_id, None)
                        return
                if self.computer_delay:
                    await asyncio.sleep(self.computer_delay)
        except UserError as exc:  # the game closed meanwhile, or the channel refuses posts
            log.info("game %s: computer player stops: %s", game_id, exc.render())
        except Exception:
            await self.client.on_error("computer player", game_id)
            await self._tell_computer_failed(game_id)
        finally:
            task = self._drivers.get(game_id)
            if task is asyncio.current_task():
                del self._drivers[game_id]

    async def _tell_computer_failed(self, game_id: int) -> None:
        """Say so in the channel: a silent stop looks like a computer thinking for ever."""
        table = self.service.tables.get(game_id)
        if table is None or table.status != "active" or table.to_act is None:
            return
        name = shown(table.names[table.to_act])
        try:
            await self.announce_line(table, text("turn.computer_failed", table.locale, name=name))
        except Exception as exc:  # closing, or the channel is gone: the log has the failure
            log.info("game %s: could not report the stopped computer player: %r", game_id, exc)

    async def stop(self, timeout: float = 5.0) -> None:
        """Before the bot closes: let computer players finish the move in hand (it is committed
        and posted, or recovered after the restart anyway), then cancel what is left."""
        self._stopping = True
        tasks = list(self._drivers.values())
        if not tasks:
            return
        _, pending = await asyncio.wait(tasks, timeout=timeout)
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)

    async def resume(self) -> None:
        """After a restart: show any move that was committed but not announced, then let
        computer players continue where they were (only those games are loaded). Games in
        guilds of other shards are left to the processes that run those shards."""
        others = 0
        for game_id in await self.service.store.games_to_resume():
            if self.owns is not None and not await self.owns(game_id):
                others += 1
                continue
            try:
                async with self.service.locked(game_id) as table:
                    await self.ensure_announced(table)
                    if self.service.automatic_turn(table):
                        self.kick(table)
                    elif table.announced:
                        # A game from before turns were recorded: record whom it waits for.
                        seat = table.to_act
                        person = None if seat is None else table.seats[seat].user_id
                        await self.service.store.set_turn_user(table.id, person)
            except UserError as exc:  # e.g. the channel no longer accepts our posts
                log.warning("game %s not resumed: %s", game_id, exc.render())
        if others:
            log.info("games to resume in other shards' guilds, left to their processes: %d", others)
