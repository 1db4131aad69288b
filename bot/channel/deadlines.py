"""The scheduler's handler: a turn's reminder or expiry, a lobby nobody started, the thread of a
finished game to archive, an end vote whose time ran out; and the end vote's posts."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from ..i18n.catalogue import text
from ..i18n.durations import say_duration
from ..i18n.errors import UserError
from ..i18n.names import shown
from ..store.rows import Deadline
from ..views.vote import end_vote_view
from .presenter import (
    end_vote_text,
    lobby_text,
)

if TYPE_CHECKING:
    from ..games.table import Closing, Table
    from ..games.votes import VoteAnswer
    from ..store.rows import EndVote
from .turns import TurnPosts, live_controls

log = logging.getLogger(__name__)


class DeadlineHandlers(TurnPosts):
    """What happens when a deadline falls due, and the end vote in the channel."""

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
        assert player.user_id is not None  # not automatic: a person's seat
        expiry = [d for d in await self.service.store.deadlines(table.id) if d.kind == "expiry"]
        left = (expiry[0].due_at if expiry else deadline.due_at) - self.service.clock()
        if left <= 0:  # handled late (the bot was down): the expiry follows at once instead
            return
        view = live_controls(table, table.guide, self.activity)
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
