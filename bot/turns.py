"""What the channel sees as a game goes on: turn messages, the final table, computer moves.

All posting happens while the caller holds the game's lock (see `service.GameService.locked`), so
the order of messages in a channel is the order of the moves.
"""

from __future__ import annotations

import asyncio
import io
import logging
from typing import TYPE_CHECKING

import discord

from . import images
from .errors import UserError
from .guide import Guide
from .messages import text
from .narration import narrate
from .presenter import closing_text, final_text, lobby_text, turn_text
from .replies import permission_names
from .views.turn import board_only_view, choice_view

if TYPE_CHECKING:
    from .app import AzulBot
    from .table import Closing, MoveOutcome, Table

log = logging.getLogger(__name__)


class PostFailed(UserError):
    """The move is committed but the bot may not post in the channel."""

    def __init__(self, permissions: str) -> None:
        super().__init__("error.post_failed", permissions=permissions)


class TurnFlow:
    def __init__(self, bot: AzulBot, *, computer_delay: float = 1.0) -> None:
        self.bot = bot
        self.computer_delay = computer_delay
        self._drivers: dict[int, asyncio.Task] = {}
        self._stopping = False

    @property
    def service(self):
        return self.bot.service

    def channel(self, table: Table) -> discord.abc.Messageable:
        channel = self.bot.get_channel(table.channel_id)
        if isinstance(channel, discord.abc.Messageable):
            return channel
        return self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)

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

    async def post_turn(self, table: Table, lines: list[str]) -> discord.Message:
        """The table as it stands now, with live controls, after `lines` (e.g. a take-back)."""
        return await self._post_turn(table, lines)

    async def announce(self, table: Table, outcome: MoveOutcome) -> None:
        """Tell the channel about a committed move (caller holds the lock)."""
        narration = narrate(
            outcome.events,
            edition=table.edition,
            names=table.names,
            seat=outcome.seat,
            notation=outcome.notation,
            locale=table.locale,
        )
        if outcome.forced:
            narration[0] = text("narr.forced", table.locale, line=narration[0])
        if outcome.finished:
            await self._post_final(table, narration[:1])
        else:
            await self._post_turn(table, narration)

    async def announce_closing(self, closing: Closing) -> None:
        """A game stopped early (resigned or ended): the position, the reason, no controls."""
        table = closing.table
        content = closing_text(closing)
        if table.game is None:  # a lobby: just close its buttons
            note = text("lobby.ended", table.locale, name=closing.by_name)
            await self.strip_controls(table, table.lobby_message_id, lobby_text(table, note=note))
            return
        png = await images.table_png(table.game, locale=table.locale)
        await self._send(table, content, png, view=None)
        await self.strip_controls(table, table.turn_message_id)

    async def announce_line(self, table: Table, line: str) -> None:
        """A plain line in the game's channel (e.g. someone resigned and a computer takes over)."""
        await self._send(table, line, None, view=None)

    async def _post_turn(
        self, table: Table, narration: list[str], *, first: bool = False
    ) -> discord.Message:
        game = table.game
        guide = Guide.for_game(game)
        automatic = self.service.automatic_turn(table)
        content, mentions = turn_text(table, narration, guide, first=first, automatic=automatic)
        if not automatic and table.to_act is not None:
            node = guide.resolve(())
            view = (
                choice_view(table, node, table.locale, board_button=True)
                if node is not None and node.move is None
                else board_only_view(table, table.locale)
            )
        else:
            view = board_only_view(table, table.locale)
        png = await images.table_png(game, locale=table.locale)
        old = table.turn_message_id
        message = await self._send(table, content, png, view=view, mentions=mentions)
        await self._set_turn_message(table, message.id)
        await self.strip_controls(table, old)
        return message

    async def _set_turn_message(self, table: Table, message_id: int) -> None:
        table.turn_message_id, table.turn_message_ply = message_id, table.ply
        await self.service.store.set_message_ids(table.id, turn=message_id, turn_ply=table.ply)

    async def ensure_announced(self, table: Table) -> None:
        """If the last committed move was never shown (the process stopped in between), show
        where the game stands now, with live controls (caller holds the lock)."""
        if table.status == "active" and not table.announced:
            await self._post_turn(table, [text("turn.recovered", table.locale)])

    async def _post_final(self, table: Table, narration: list[str]) -> None:
        png = await images.final_png(table.game, locale=table.locale)
        old = table.turn_message_id
        message = await self._send(table, final_text(table, narration), png, view=None)
        await self._set_turn_message(table, message.id)
        await self.strip_controls(table, old)

    async def _send(
        self,
        table: Table,
        content: str,
        png: bytes | None,
        *,
        view: discord.ui.View | None,
        mentions: discord.AllowedMentions | None = None,
    ) -> discord.Message:
        kwargs: dict = {"allowed_mentions": mentions or discord.AllowedMentions.none()}
        if png is not None:
            kwargs["file"] = discord.File(io.BytesIO(png), filename="table.png")
        if view is not None:
            kwargs["view"] = view
        try:
            return await self.channel(table).send(content, **kwargs)
        except discord.Forbidden:
            needed = ["send_messages", "attach_files"]
            raise PostFailed(permission_names(needed, table.locale)) from None

    async def strip_controls(
        self, table: Table, message_id: int | None, content: str | None = None
    ) -> None:
        """Take the controls off an older message, so only the live turn can be clicked."""
        if message_id is None:
            return
        message = self.channel(table).get_partial_message(message_id)  # type: ignore[attr-defined]
        try:
            if content is None:
                await message.edit(view=None)
            else:
                await message.edit(content=content, view=None)
        except discord.HTTPException as exc:  # deleted, or no access: stale clicks still get told
            log.info("game %s: could not edit message %s: %s", table.id, message_id, exc)

    # -- computer players -------------------------------------------------------------------

    def kick(self, table: Table) -> None:
        """Start the automatic player of this game if the next move needs no person."""
        if self._stopping or table.id in self._drivers or not self.service.automatic_turn(table):
            return
        self._drivers[table.id] = asyncio.create_task(
            self._drive(table.id), name=f"azul-computer-{table.id}"
        )

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
                if self.computer_delay:
                    await asyncio.sleep(self.computer_delay)
        except UserError as exc:  # the game closed meanwhile, or the channel refuses posts
            log.info("game %s: computer player stops: %s", game_id, exc.render())
        except Exception:
            await self.bot.on_error("computer player", game_id)
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
        name = table.names[table.to_act]
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
        computer players continue where they were."""
        for table in list(self.service.tables.values()):
            if table.status != "active":
                continue
            try:
                async with self.service.locked(table.id) as table:
                    await self.ensure_announced(table)
                    self.kick(table)
            except UserError as exc:  # e.g. the channel no longer accepts our posts
                log.warning("game %s not resumed: %s", table.id, exc.render())
