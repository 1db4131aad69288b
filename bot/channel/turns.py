"""Turn posts: after every move the table, what happened and whom the game waits for, with
that person's controls; the final table; a game ended early."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from ..games.guide import Guide
from ..i18n.catalogue import text
from ..i18n.lengths import fit
from ..i18n.names import shown
from ..i18n.narration import narrate
from ..store.ratings import GLOBAL, player_key
from ..store.rows import Deadline
from ..views.after import final_view
from ..views.lobby import lobby_controls
from ..views.turn import board_only_view, choice_view
from .presenter import (
    closing_text,
    final_text,
    lobby_text,
    text_table,
    turn_text,
    unrated_line,
)
from .replies import jump_url

if TYPE_CHECKING:
    from ..games.table import Closing, MoveOutcome, Table
from .posting import Posting

log = logging.getLogger(__name__)


def live_controls(table: Table, guide: Guide, activity: bool = False) -> discord.ui.View:
    """The controls of the person to act: the first step of their move, My board, and Play in
    Discord when the bot has its Activity."""
    node = guide.resolve(())
    if node is not None and node.move is None:
        return choice_view(table, node, table.locale, board_button=True, activity=activity)
    return board_only_view(table, table.locale, activity)


class TurnPosts(Posting):
    """Announcing moves and the turns they lead to."""

    async def play_human(
        self, game_id: int, user_id: int, notation: str, ply: int | None
    ) -> MoveOutcome:
        """Apply, commit, then show a person's move; computer players follow by themselves."""
        async with self.service.locked(game_id) as table:
            outcome = await self.service.play(table, user_id=user_id, notation=notation, ply=ply)
            await self.announce(table, outcome)
            self.kick(table)
        return outcome

    async def post_first_turn(self, table: Table) -> discord.Message:
        return await self._post_turn(table, [], first=True)

    async def start(self, table: Table, by_user_id: int) -> str:
        """Start a lobby's game (held under its lock) and post its first turn: the lobby's
        closing line, with a link to that turn. The caller kicks the computers after the lock."""
        await self.service.start(table, by_user_id)
        message = await self.post_first_turn(table)
        link = jump_url(table.guild_id, table.channel_id, message.id)
        return text("lobby.started", table.locale, link=link)

    async def refresh_lobby_post(self, table: Table, view: discord.ui.View) -> None:
        """The lobby's post after a change made elsewhere (a host's menu, the Activity)."""
        if table.lobby_message_id is not None:
            await self._lobby_post(table).edit(
                content=fit(lobby_text(table, table.locale)), view=view
            )

    async def close_lobby_post(self, table: Table, note: str) -> None:
        """The lobby's post, when it was started from elsewhere (the Activity, a lesson): its
        closing line, and no buttons. Only a pointer by now: a failure is logged, not raised."""
        if table.lobby_message_id is None:
            return
        try:
            await self._lobby_post(table).edit(
                content=fit(lobby_text(table, table.locale, note=note)), view=None
            )
        except discord.HTTPException:
            log.warning("game %s: its lobby post could not say it started", table.id)

    async def post_lost_lobby(self, table: Table) -> None:
        """A lobby whose post never went out (the process stopped between opening it and
        posting it): posted now, with its buttons, so that people can join it or its host
        cancel it (else it would hold the channel until it expires, a day later)."""
        message = await self._send(
            table,
            lobby_text(table, table.locale),
            None,
            view=lobby_controls(table, table.locale, self.activity),
        )
        await self.service.set_lobby_message(table, message.id)

    def _lobby_post(self, table: Table) -> discord.PartialMessage:
        assert table.lobby_message_id is not None
        channel = self.client.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        return channel.get_partial_message(table.lobby_message_id)

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

    async def announce_closing(self, closing: Closing, lead: str = "") -> None:
        """A game stopped early (resigned or ended): the position, the reason, no controls.
        (`lead`: a line before it, as after a restart.)"""
        table = closing.table
        content = "\n".join(x for x in (lead, closing_text(closing)) if x)
        if table.game is None:  # a lobby: just close its buttons
            note = text("lobby.ended", table.locale, name=shown(closing.by_name))
            await self.strip_controls(table, table.lobby_message_id, lobby_text(table, note=note))
            return
        png = await self._picture(table, self.images.table_png, stopped=True)
        if png is None:
            content += "\n" + text_table(table, table.locale)
        changes = await self._rating_line(table)
        if changes:
            content += "\n" + changes
        await self._send(table, content, png, view=final_view(table.id, table.locale))
        await self.service.store.closing_posted(table.id)
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
            view = live_controls(table, guide, self.activity)
        else:
            view = board_only_view(table, table.locale, self.activity)
        view = self.with_watch_link(view, table)
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
