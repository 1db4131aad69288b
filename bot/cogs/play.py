"""Playing: the guided controls, `/azul move`, `/azul hint`, `/azul board`, `/azul resign`."""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from ..channel.presenter import move_label, step_text
from ..channel.replies import (
    defer_update,
    describe,
    edit_response,
    guarded,
    in_time,
    reply,
    update,
)
from ..games.checks import check_place
from ..games.rebuild import rebuild_game
from ..i18n.catalogue import plural, text
from ..i18n.errors import StaleTurn, UserError
from ..i18n.hint_reasons import hint_reason
from ..i18n.names import shown
from ..i18n.translator import T
from ..views.turn import choice_view, confirm_view
from .base import AzulCog

if TYPE_CHECKING:
    from rules import BaseGame

    from ..games.guide import Node
    from ..games.table import Table
    from ..store.rows import UserSettings

log = logging.getLogger(__name__)

MAX_CHOICES = 25  # Discord's limit for autocomplete answers
HINT_LEVEL = "hard"  # the strongest advice; it thinks up to a second, after the deferral


MAX_NOTATION = 40  # the longest legal move has 9 characters ("pass:PGGO"): more is not a move


class Play(AzulCog):
    # -- guided controls --------------------------------------------------------------------

    async def on_choice(
        self,
        interaction: discord.Interaction,
        game_id: int,
        ply: int,
        path: tuple[str, ...],
        *,
        page: int = 0,
        confirmed: bool = False,
    ) -> None:
        async with guarded(interaction, "move choice"):
            on_ephemeral = interaction.message is not None and interaction.message.flags.ephemeral
            table, node, confirm = await in_time(
                interaction, self._read_choice(interaction, game_id, ply, path, confirmed)
            )
            if isinstance(node, StaleTurn):
                await self._fresh_board(interaction, table, node, on_ephemeral)
                return
            guide = table.guide
            if node.move is None:
                # Another step: shown only to the player, replacing the previous step in place.
                content = step_text(table, guide, node, interaction.locale)
                view = choice_view(table, node, interaction.locale, page=page, board_button=False)
                await _show(interaction, content, view, on_ephemeral)
                return
            if confirm:
                await self._stage(interaction, table, guide, node.move, on_ephemeral)
                return
            await defer_update(interaction)
            outcome = await self.turns.play_human(table.id, interaction.user.id, node.move, ply)
            if on_ephemeral:
                await edit_response(
                    interaction,
                    content=text("played", interaction.locale, move=outcome.notation),
                    view=None,
                )

    async def _read_choice(
        self,
        interaction: discord.Interaction,
        game_id: int,
        ply: int,
        path: tuple[str, ...],
        confirmed: bool,
    ) -> tuple[Table, Node | StaleTurn, bool]:
        """What a click needs before its answer: the game (loaded from the store if it is not
        yet), the step it chose (or why it is out of date) and whether the move, if it is one,
        waits for Confirm. Answers nothing itself (`in_time`)."""
        table = await self.service.open_table(game_id)
        check_place(table, interaction.guild_id, interaction.channel_id)
        try:
            self.service.check_turn(table, interaction.user.id, ply)
        except StaleTurn as stale:
            return table, stale, False
        node = table.guide.resolve(path)
        if node is None:  # not a legal path in this position
            raise StaleTurn(table.id, table.ply)
        confirm = (
            node.move is not None
            and not confirmed
            and (await self.service.settings_of(interaction.user.id)).confirm_moves
        )
        return table, node, confirm

    async def _fresh_board(
        self,
        interaction: discord.Interaction,
        table,
        stale: StaleTurn,
        on_ephemeral: bool,
    ) -> None:
        """A click on an out-of-date board: say so, link the live turn (posting it first if the
        last move was never shown), and hand the player to act fresh controls right here."""
        if not table.announced:
            # Posting the missed table draws it first (a cold image worker, just after a
            # restart, on a busy host: seconds), and the lock may be held by the start-up doing
            # the same: Discord is answered now, the fresh controls follow.
            if on_ephemeral:
                await defer_update(interaction)
            elif not interaction.response.is_done():
                await interaction.response.defer(ephemeral=True, thinking=True)
            async with self.service.locked(table.id) as table:
                await self.turns.ensure_announced(table)
        note = describe(interaction, stale)
        seat = table.to_act
        if seat is None or table.seats[seat].user_id != interaction.user.id:
            raise stale
        guide = table.guide
        node = guide.resolve(())
        if node is None or node.move is not None:
            raise stale
        content = f"{note}\n{step_text(table, guide, node, interaction.locale)}"
        view = choice_view(table, node, interaction.locale, board_button=False)
        await _show(interaction, content, view, on_ephemeral)

    async def _stage(self, interaction, table, guide, move: str, on_ephemeral: bool) -> None:
        """ "Confirm my moves": the move waits for Confirm (or Change) before it counts."""
        locale = interaction.locale
        content = text("confirm.question", locale, move=move_label(table, guide, move, locale))
        view = confirm_view(table, guide.path_of(move), locale)
        await _show(interaction, content, view, on_ephemeral)

    async def on_board_button(self, interaction: discord.Interaction, game_id: int) -> None:
        async with guarded(interaction, "board button"):
            table, settings = await in_time(interaction, self._read_board(interaction, game_id))
            seat = table.seat_of(interaction.user.id)
            await self._send_board(
                interaction,
                table.game,
                table.names,
                table.id,
                seat,
                colour_blind=settings.colour_blind,
            )

    async def _read_board(
        self, interaction: discord.Interaction, game_id: int
    ) -> tuple[Table, UserSettings]:
        table = await self.service.open_table(game_id)
        check_place(table, interaction.guild_id, interaction.channel_id)
        return table, await self.service.settings_of(interaction.user.id)

    async def on_back(self, interaction: discord.Interaction, game_id: int) -> None:
        """ "I'm back": the person takes their seat back from the computer."""
        async with guarded(interaction, "back button"):
            table = await self.service.open_table(game_id)
            check_place(table, interaction.guild_id, interaction.channel_id)
            if table.seat_of(interaction.user.id) is None:
                raise UserError("error.not_a_player")
            await interaction.response.defer(ephemeral=True, thinking=True)
            await self._come_back(table, interaction.user.id)
            await interaction.followup.send(text("back.done", interaction.locale), ephemeral=True)

    async def _come_back(self, table, user_id: int) -> bool:
        """Take the seat back under the game's lock; the channel is told and, if it is their
        turn, gets a turn message with their controls."""
        async with self.service.locked(table.id) as table:
            if not await self.service.come_back(table, user_id):
                raise UserError("error.not_away")
            name = shown(table.seats[table.seat_of(user_id)].name)
            await self.turns.post_turn(table, [text("narr.back", table.locale, name=name)])
        return True

    # -- slash commands ---------------------------------------------------------------------

    @app_commands.command(name="move", description=T("cmd.move"))
    @app_commands.describe(notation=T("cmd.move.notation"))
    async def move(self, interaction: discord.Interaction, notation: str) -> None:
        async with guarded(interaction, "/azul move"):
            if not 0 < len(notation.strip()) <= MAX_NOTATION:
                raise UserError("error.notation_length", most=MAX_NOTATION)
            table = await self.service.table_here(interaction.channel_id)
            user_id = interaction.user.id
            seat = table.seat_of(user_id)
            if seat is not None and table.seats[seat].away:
                # Their next /azul move takes the seat back (and is played if it is their turn).
                await interaction.response.defer(ephemeral=True, thinking=True)
                await self._come_back(table, user_id)
                if table.to_act != seat:
                    await interaction.followup.send(
                        text("back.done", interaction.locale), ephemeral=True
                    )
                    return
            else:
                self.service.check_turn(table, user_id)
                if (await self.service.settings_of(user_id)).confirm_moves:
                    await self._stage_typed(interaction, table, notation.strip())
                    return
                await interaction.response.defer(ephemeral=True, thinking=True)
            outcome = await self.turns.play_human(table.id, user_id, notation.strip(), None)
            await interaction.followup.send(
                text("played", interaction.locale, move=outcome.notation), ephemeral=True
            )

    async def _stage_typed(self, interaction, table, notation: str) -> None:
        """A typed move with "confirm my moves" on: staged like a clicked one, if it is legal
        (else refused now, with the engine's reason)."""
        guide = table.guide
        move = self.service.canonical_move(table, notation)
        await self._stage(interaction, table, guide, move, on_ephemeral=False)

    @move.autocomplete("notation")
    async def move_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            table = await self.service.get_in_channel(interaction.channel_id)
            if table is None or table.to_act is None:
                return []
            guide = table.guide
            typed = current.strip().upper()
            found = [m for m in guide.moves if m.upper().startswith(typed)]
            if not found:
                found = [m for m in guide.moves if typed in m.upper()]
            return [
                app_commands.Choice(name=move_label(table, guide, m, interaction.locale), value=m)
                for m in found[:MAX_CHOICES]
            ]
        except Exception:  # suggestions are a convenience: never fail the typing user
            log.exception("autocomplete of /azul move failed in channel %s", interaction.channel_id)
            return []

    @app_commands.command(name="hint", description=T("cmd.hint"))
    @app_commands.describe(expert=T("cmd.hint.expert"))
    async def hint(self, interaction: discord.Interaction, expert: bool = False) -> None:
        async with guarded(interaction, "/azul hint"):
            table = await self.service.table_here(interaction.channel_id)
            self.service.check_hint(table)  # none in rated games
            self.service.check_turn(table, interaction.user.id)
            # Refused here, before the deferral, when one is in flight or the queue is full.
            advice = self.bot.hints.ask(
                table, interaction.user.id, "expert" if expert else HINT_LEVEL
            )
            await interaction.response.defer(ephemeral=True, thinking=True)
            move, parts = await advice
            reason = hint_reason(parts, interaction.locale)
            await interaction.followup.send(
                text("hint", interaction.locale, move=move, reason=reason), ephemeral=True
            )

    @app_commands.command(name="board", description=T("cmd.board"))
    @app_commands.describe(player=T("cmd.board.player"), colour_blind=T("cmd.board.colour_blind"))
    async def board(
        self,
        interaction: discord.Interaction,
        player: str | None = None,
        colour_blind: bool | None = None,
    ) -> None:
        async with guarded(interaction, "/azul board"):
            game, names, game_id, glyphs = await in_time(
                interaction, self._board_asked(interaction, colour_blind)
            )
            seat = None if player is None else _find_seat(names, player)
            await self._send_board(interaction, game, names, game_id, seat, colour_blind=glyphs)

    async def _board_asked(
        self, interaction: discord.Interaction, colour_blind: bool | None
    ) -> tuple[BaseGame, list[str], int, bool]:
        """What `/azul board` shows: the channel's open game, else the last one played here;
        with the asker's colour-blind setting unless the command gave one."""
        if colour_blind is None:
            colour_blind = (await self.service.settings_of(interaction.user.id)).colour_blind
        table = await self.service.get_in_channel(interaction.channel_id)
        if table is not None and table.game is not None:
            self.turns.kick(table)  # a computer stuck by a failed post moves on
            return table.game, table.names, table.id, colour_blind
        stored = await self.service.latest_in_channel(interaction.channel_id)
        if stored is None or stored.status in ("lobby", "cancelled"):
            if table is not None:
                raise UserError("error.not_started")
            raise UserError("error.no_game")
        return rebuild_game(stored), [s.name for s in stored.seats], stored.id, colour_blind

    @board.autocomplete("player")
    async def board_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        table = await self.service.get_in_channel(interaction.channel_id)
        if table is None:
            return []
        typed = current.strip().lower()
        return [
            app_commands.Choice(name=name[:100], value=str(i + 1))
            for i, name in enumerate(table.names)
            if typed in name.lower() or typed == str(i + 1)
        ][:MAX_CHOICES]

    @app_commands.command(name="resign", description=T("cmd.resign"))
    async def resign(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction, "/azul resign"):
            table = await self._seated_and_deferred(interaction)
            name = interaction.user.display_name
            async with self.service.locked(table.id) as table:
                closing = await self.service.resign(table, interaction.user.id, by_name=name)
                if closing is not None:
                    await self.turns.announce_closing(closing)
                else:
                    await self.turns.announce_line(
                        table, text("narr.resigned", table.locale, name=shown(name))
                    )
                    self.turns.kick(table)
            await interaction.followup.send(
                text("resign.confirm", interaction.locale, game=table.id), ephemeral=True
            )

    @app_commands.command(name="undo", description=T("cmd.undo"))
    async def undo(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction, "/azul undo"):
            table = await self._seated_and_deferred(interaction)
            async with self.service.locked(table.id) as table:
                taken = await self.service.take_back(table, interaction.user.id)
                name = shown(table.seats[table.seat_of(interaction.user.id)].name)
                line = plural("narr.undone", table.locale, taken, name=name)
                await self.turns.post_turn(table, [line])
            await interaction.followup.send(
                text("undo.confirm", interaction.locale), ephemeral=True
            )

    # -- helpers ----------------------------------------------------------------------------

    async def _seated_and_deferred(self, interaction: discord.Interaction):
        """The game here, if the caller has a seat in it; the answer is deferred (privately)
        before the slower part: the lock, the database, the post."""
        table = await self.service.table_here(interaction.channel_id)
        if table.seat_of(interaction.user.id) is None:
            raise UserError("error.not_a_player")
        await interaction.response.defer(ephemeral=True, thinking=True)
        return table

    async def _send_board(
        self,
        interaction: discord.Interaction,
        game,
        names: list[str],
        game_id: int,
        seat: int | None,
        *,
        colour_blind: bool = False,
    ) -> None:
        """The whole table (`seat` None) or one board, large, to the asker only; with a glyph
        on every tile for `colour_blind`."""
        if not interaction.response.is_done():  # else deferred already (`in_time`)
            await interaction.response.defer(ephemeral=True, thinking=True)
        locale = interaction.locale
        images = self.bot.images
        if seat is None:
            png = await images.table_png(game, colour_blind=colour_blind, locale=locale)
            caption = text("board.table", locale, game=game_id, round=game.round)
        else:
            png = await images.board_png(game, seat, colour_blind=colour_blind, locale=locale)
            caption = text("board.caption", locale, name=shown(names[seat]), round=game.round)
        await interaction.followup.send(
            caption, file=discord.File(io.BytesIO(png), filename="board.png"), ephemeral=True
        )


async def _show(
    interaction: discord.Interaction, content: str, view: discord.ui.View, on_ephemeral: bool
) -> None:
    """A step of the guided flow, to the acting player only: in place of the previous step, or
    as a new ephemeral message when the click came from the public table (after a deferral
    too: `_fresh_board`)."""
    if on_ephemeral:
        await update(interaction, content=content, view=view)
    else:
        await reply(interaction, content, view=view)


def _find_seat(names: list[str], typed: str) -> int:
    """A seat from what `/azul board player:` received: a seat number (from the suggestions) or
    a name."""
    typed = typed.strip()
    if typed.isdecimal() and len(typed) < 3 and 1 <= int(typed) <= len(names):
        return int(typed) - 1
    matches = [i for i, name in enumerate(names) if name.lower() == typed.lower()]
    if not matches:
        matches = [i for i, name in enumerate(names) if typed.lower() in name.lower()]
    if len(matches) != 1:
        raise UserError("error.no_such_player", name=shown(typed, 40))
    return matches[0]
