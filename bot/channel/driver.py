"""Computer players move by themselves, one task per game, paced so people can follow; after a
restart every game continues where it was."""

from __future__ import annotations

import asyncio
import logging
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

import discord

from ..games.table import Closing
from ..i18n.catalogue import text
from ..i18n.errors import UserError
from ..i18n.names import shown
from .turns import TurnPosts

if TYPE_CHECKING:
    from ..games.table import Table

log = logging.getLogger(__name__)

ENDINGS_LOOKED_BACK = timedelta(days=1)


class ComputerDriver(TurnPosts):
    """The automatic moves of a game, and resuming games after a restart."""

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
        await self._post_lost_lobbies()
        await self._show_missed_endings()

    async def _post_lost_lobbies(self) -> None:
        """Lobbies opened before this process started but never posted: posted now."""
        for game_id in await self.service.store.lobbies_not_posted(self.started_at):
            if self.owns is not None and not await self.owns(game_id):
                continue
            try:
                async with self.service.locked(game_id) as table:
                    if table.status == "lobby" and table.lobby_message_id is None:
                        await self.post_lost_lobby(table)
            except (UserError, discord.HTTPException) as exc:
                log.warning("game %s: its lost lobby post not posted: %s", game_id, exc)

    async def _show_missed_endings(self) -> None:
        """A game whose last move was committed but whose end was never posted, or one stopped
        early whose closing post never went out (the process stopped in between): its final
        message now, as it would have been (a day back at most: an older one is history, and
        `/azul history` shows it)."""
        since = (datetime.now(UTC) - ENDINGS_LOOKED_BACK).isoformat(timespec="seconds")
        store = self.service.store
        missed = {*await store.finals_not_shown(since), *await store.closings_not_posted(since)}
        for game_id in sorted(missed):
            if self.owns is not None and not await self.owns(game_id):
                continue
            table = await self.service.ended_table(game_id)
            if table is None:
                continue
            if table.status in ("finished", "resigned"):  # if the stop came before the rating
                await self.service.rate(game_id)  # (idempotent)
            lead = text("turn.recovered", table.locale)
            try:
                async with table.lock:
                    if table.status == "finished":
                        await self._post_final(table, [lead])
                    else:
                        await self.announce_closing(Closing.unposted(table), lead)
            except UserError as exc:  # e.g. the channel no longer accepts our posts
                log.warning("game %s: its end not shown: %s", game_id, exc.render())
            except Exception:  # one game's end must not keep the others (and the timers) waiting
                log.exception("game %s: its end could not be shown", game_id)
