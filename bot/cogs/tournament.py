"""`/azul tournament …` and the sign-up post's buttons: opening a tournament, signing up,
checking in, standings, and the organiser's tools."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from ..channel.replies import EPHEMERAL_MENTIONS, guarded
from ..channel.tournament_words import post_text, when
from ..games.computer import DEFAULT_LEVEL, levels
from ..i18n.catalogue import game_language, text
from ..i18n.durations import DurationError, parse_duration
from ..i18n.errors import UserError
from ..i18n.names import shown
from ..i18n.translator import T
from ..store.rows import StoredTournament
from ..tournaments.service import FORMATS
from ..views.tournament import tournament_view
from .base import AzulCog
from .lobby import EDITIONS, SIDES, timer_choices

if TYPE_CHECKING:
    from ..channel.tournaments import TournamentDesk
    from ..tournaments.service import TournamentService

log = logging.getLogger(__name__)

FORMAT_CHOICES = [app_commands.Choice(name=T(f"choice.format.{f}"), value=f) for f in FORMATS]
SIZES = [app_commands.Choice(name=str(n), value=n) for n in (2, 3, 4)]
MAX_SIGNUP = 14 * 24 * 3600
DEFAULT_SIGNUP = "1h"


def _duration(raw: str, *, most: int = MAX_SIGNUP) -> int:
    try:
        seconds = parse_duration(raw.strip())
    except DurationError:
        raise UserError("error.tournament_bad_signup") from None
    if seconds > most:
        raise UserError("error.tournament_bad_signup")
    return seconds


class Tournaments(AzulCog):
    tournament = app_commands.Group(name="tournament", description=T("cmd.tournament"))

    def __init__(self, bot) -> None:
        super().__init__(bot)
        self._pending: set[asyncio.Task] = set()  # work started after an answer went out

    @property
    def tournaments(self) -> TournamentService:
        return self.bot.tournaments

    @property
    def desk(self) -> TournamentDesk:
        return self.bot.desk

    async def cog_load(self) -> None:
        # As `/azul new timer:`, the configured durations; a tournament has no "off".
        choices = timer_choices(self.bot.config.turn_timers)[1:]
        self.create._params["timer"].choices = choices  # type: ignore[assignment]

    # -- opening and signing up ---------------------------------------------------------------

    @tournament.command(name="create", description=T("cmd.tournament.create"))
    @app_commands.describe(
        name=T("cmd.tournament.create.name"),
        format=T("cmd.tournament.create.format"),
        table_size=T("cmd.tournament.create.table_size"),
        timer=T("cmd.tournament.create.timer"),
        rounds=T("cmd.tournament.create.rounds"),
        edition=T("cmd.tournament.create.edition"),
        side=T("cmd.tournament.create.side"),
        rated=T("cmd.tournament.create.rated"),
        signup=T("cmd.tournament.create.signup"),
    )
    @app_commands.choices(format=FORMAT_CHOICES, edition=EDITIONS, side=SIDES)
    @app_commands.choices(table_size=SIZES)
    async def create(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 60],
        format: app_commands.Choice[str],
        table_size: app_commands.Choice[int],
        timer: str,
        rounds: app_commands.Range[int, 1, 15] | None = None,
        edition: app_commands.Choice[str] | None = None,
        side: app_commands.Choice[str] | None = None,
        rated: bool = True,
        signup: str = DEFAULT_SIGNUP,
    ) -> None:
        async with guarded(interaction, "/azul tournament create"):
            if interaction.guild is None or interaction.channel is None:
                raise UserError("error.not_in_guild")
            role = await self.tournaments.rows.organiser_role(interaction.guild.id)
            roles = {r.id for r in getattr(interaction.user, "roles", ())}
            if not interaction.permissions.manage_guild and (role is None or role not in roles):
                raise UserError("error.tournament_create_permission")
            if timer not in self.bot.config.turn_timers:
                allowed = ", ".join(self.bot.config.turn_timers)
                raise UserError("error.bad_timer", value=timer[:20], allowed=allowed)
            locale = game_language(
                None,
                await self.service.server_language(interaction.guild.id),
                interaction.guild_locale,
                "COMMUNITY" in interaction.guild.features,
                interaction.locale,
            )
            t = await self.tournaments.create(
                guild_id=interaction.guild.id,
                channel_id=interaction.channel.id,
                organiser_id=interaction.user.id,
                name=name,
                edition=edition.value if edition else "azul",
                side=side.value if side else "colour",
                format=format.value,
                table_size=table_size.value,
                rounds=rounds,
                turn_timer=parse_duration(timer),
                rated=rated,
                locale=locale,
                signup_seconds=_duration(signup),
            )
            standing = await self.tournaments.standing(t.id)
            await interaction.response.send_message(
                post_text(standing),
                view=tournament_view(t.id, t.status, t.locale) or discord.utils.MISSING,
                allowed_mentions=discord.AllowedMentions.none(),
            )
            message = await interaction.original_response()
            await self.tournaments.set_message(t, message.id)
            self.desk.poke()

    async def on_button(
        self, interaction: discord.Interaction, tournament_id: int, action: str
    ) -> None:
        async with guarded(interaction, f"tournament button {action}"):
            user = interaction.user
            async with self._answered_then_locked(interaction, tournament_id):
                if action == "signup":
                    t = await self.tournaments.sign_up(tournament_id, user.id, user.display_name)
                    key = "tournament.signed_up"
                elif action == "withdraw":
                    t = await self.tournaments.withdraw(tournament_id, user.id)
                    key = "tournament.withdrew"
                else:
                    t = await self.tournaments.check_in(tournament_id, user.id)
                    key = "tournament.checked_in"
            await interaction.followup.send(
                text(key, interaction.locale, name=shown(t.name)), ephemeral=True
            )
            self._later(self._after_button(tournament_id))

    async def _after_button(self, tournament_id: int) -> None:
        """The post shows the new list; everyone checked in: round 1 need not wait."""
        async with self.desk.lock(tournament_id):
            t = await self.tournaments.get(tournament_id)
            await self.desk.refresh(t)
            if t.status == "checkin" and await self.tournaments.everyone_checked_in(t):
                await self.desk.begin(t)

    def _later(self, work) -> None:
        task = asyncio.create_task(work)
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    # -- reading ------------------------------------------------------------------------------

    @tournament.command(name="standings", description=T("cmd.tournament.standings"))
    @app_commands.describe(tournament=T("cmd.tournament.id"))
    async def standings(
        self, interaction: discord.Interaction, tournament: int | None = None
    ) -> None:
        async with guarded(interaction, "/azul tournament standings"):
            t = await self._find(interaction, tournament)
            await interaction.response.defer(ephemeral=True, thinking=True)
            await self.desk.send_standings(interaction, t)

    # -- the organiser ------------------------------------------------------------------------

    @tournament.command(name="start", description=T("cmd.tournament.start"))
    @app_commands.describe(tournament=T("cmd.tournament.id"))
    async def start(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async with guarded(interaction, "/azul tournament start"):
            t = await self._organised(interaction, tournament)
            if t.status not in ("signup", "checkin"):
                raise UserError("error.tournament_not_checkin", name=t.name)
            await interaction.response.defer(ephemeral=True, thinking=True)
            async with self.desk.lock(t.id):
                t = await self.tournaments.get(t.id)
                if t.status == "signup":
                    await self.desk.open_checkin(t)
                    said = text(
                        "tournament.started_checkin", interaction.locale, name=shown(t.name)
                    )
                else:
                    await self.desk.begin(t)
                    said = text("tournament.running", interaction.locale, round=1, rounds=t.rounds)
            await interaction.followup.send(said, ephemeral=True)

    @tournament.command(name="pause", description=T("cmd.tournament.pause"))
    @app_commands.describe(tournament=T("cmd.tournament.id"))
    async def pause(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async with guarded(interaction, "/azul tournament pause"):
            t = await self._organised(interaction, tournament)
            async with self._answered_then_locked(interaction, t.id):
                await self.tournaments.set_paused(t, True)
            await self._done(interaction, t, "tournament.paused_now")

    @tournament.command(name="resume", description=T("cmd.tournament.resume"))
    @app_commands.describe(tournament=T("cmd.tournament.id"))
    async def resume(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async with guarded(interaction, "/azul tournament resume"):
            t = await self._organised(interaction, tournament)
            await interaction.response.defer(ephemeral=True, thinking=True)
            async with self._answered_then_locked(interaction, t.id):
                await self.tournaments.set_paused(t, False)
                await self.desk.advance(await self.tournaments.get(t.id), resumed=True)
            await interaction.followup.send(
                text("tournament.resumed_now", interaction.locale, name=shown(t.name)),
                ephemeral=True,
            )
            await self.desk.refresh(t)

    @tournament.command(name="deadline", description=T("cmd.tournament.deadline"))
    @app_commands.describe(
        after=T("cmd.tournament.deadline.after"), tournament=T("cmd.tournament.id")
    )
    async def deadline(
        self, interaction: discord.Interaction, after: str, tournament: int | None = None
    ) -> None:
        async with guarded(interaction, "/azul tournament deadline"):
            t = await self._organised(interaction, tournament)
            due = await self.tournaments.set_round_deadline(t, _duration(after))
            self.desk.poke()
            await interaction.response.send_message(
                text(
                    "tournament.deadline_set",
                    interaction.locale,
                    round=t.round,
                    name=shown(t.name),
                    when=when(due),
                ),
                ephemeral=True,
            )

    @tournament.command(name="drop", description=T("cmd.tournament.drop"))
    @app_commands.describe(player=T("cmd.tournament.player"), tournament=T("cmd.tournament.id"))
    async def drop(
        self,
        interaction: discord.Interaction,
        player: discord.Member,
        tournament: int | None = None,
    ) -> None:
        async with guarded(interaction, "/azul tournament drop"):
            t = await self._organised(interaction, tournament)
            async with self._answered_then_locked(interaction, t.id):
                await self.tournaments.drop(t, player.id)
            await self._done(
                interaction, t, "tournament.dropped_now", player=shown(player.display_name)
            )

    @tournament.command(name="add", description=T("cmd.tournament.add"))
    @app_commands.describe(player=T("cmd.tournament.player"), tournament=T("cmd.tournament.id"))
    async def add(
        self,
        interaction: discord.Interaction,
        player: discord.Member,
        tournament: int | None = None,
    ) -> None:
        async with guarded(interaction, "/azul tournament add"):
            t = await self._organised(interaction, tournament)
            async with self._answered_then_locked(interaction, t.id):
                await self.tournaments.add(t, player.id, shown(player.display_name))
            await self._done(
                interaction, t, "tournament.added_now", player=shown(player.display_name)
            )

    @tournament.command(name="replace", description=T("cmd.tournament.replace"))
    @app_commands.describe(player=T("cmd.tournament.player"), tournament=T("cmd.tournament.id"))
    async def replace(
        self,
        interaction: discord.Interaction,
        player: discord.Member,
        tournament: int | None = None,
    ) -> None:
        async with guarded(interaction, "/azul tournament replace"):
            t = await self._organised(interaction, tournament)
            level = DEFAULT_LEVEL if DEFAULT_LEVEL in levels() else levels()[0]
            async with self._answered_then_locked(interaction, t.id):
                await self.tournaments.replace(t, player.id, level)
            said = text(f"level.{level}", interaction.locale)
            await self._done(
                interaction,
                t,
                "tournament.replaced_now",
                player=shown(player.display_name),
                level=said,
            )
            await self.desk.say_replaced(
                t, shown(player.display_name), text(f"level.{level}", t.locale)
            )

    @tournament.command(name="repair", description=T("cmd.tournament.repair"))
    @app_commands.describe(tournament=T("cmd.tournament.id"))
    async def repair(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async with guarded(interaction, "/azul tournament repair"):
            t = await self._organised(interaction, tournament)
            await self.tournaments.check_repair(t)
            await interaction.response.defer(ephemeral=True, thinking=True)
            async with self.desk.lock(t.id):
                await self.desk.repair(await self.tournaments.get(t.id))
            await self._done(interaction, t, "tournament.repaired_now", round=t.round)

    @tournament.command(name="end", description=T("cmd.tournament.end"))
    @app_commands.describe(tournament=T("cmd.tournament.id"))
    async def end(self, interaction: discord.Interaction, tournament: int | None = None) -> None:
        async with guarded(interaction, "/azul tournament end"):
            t = await self._organised(interaction, tournament)
            async with self._answered_then_locked(interaction, t.id):
                await self.tournaments.end(t)
            await self._done(interaction, t, "tournament.ended_now")

    # -- helpers ------------------------------------------------------------------------------

    @contextlib.asynccontextmanager
    async def _answered_then_locked(
        self, interaction: discord.Interaction, tournament_id: int
    ) -> AsyncIterator[None]:
        """The tournament's lock, taken once Discord is answered (deferred, privately): a
        round being opened holds it for long (a thread, a game and a first post with its
        image per table), longer than Discord's 3 seconds in a large tournament."""
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.desk.lock(tournament_id):
            yield

    async def _find(
        self, interaction: discord.Interaction, tournament_id: int | None
    ) -> StoredTournament:
        if interaction.guild_id is None:
            raise UserError("error.not_in_guild")
        if tournament_id is not None:
            t = await self.tournaments.get(tournament_id)
            if t.guild_id != interaction.guild_id:
                raise UserError("error.tournament_unknown", id=tournament_id)
            return t
        for t in await self.tournaments.in_guild(interaction.guild_id):
            if t.channel_id == interaction.channel_id:
                return t
        raise UserError("tournament.none")

    async def _organised(
        self, interaction: discord.Interaction, tournament_id: int | None
    ) -> StoredTournament:
        t = await self._find(interaction, tournament_id)
        self.tournaments.check_organiser(
            t, interaction.user.id, interaction.permissions.manage_guild
        )
        return t

    async def _done(
        self, interaction: discord.Interaction, t: StoredTournament, key: str, **fields
    ) -> None:
        said = text(key, interaction.locale, name=shown(t.name), **fields)
        if interaction.response.is_done():
            await interaction.followup.send(
                said, ephemeral=True, allowed_mentions=EPHEMERAL_MENTIONS
            )
        else:
            await interaction.response.send_message(
                said, ephemeral=True, allowed_mentions=EPHEMERAL_MENTIONS
            )
        await self.desk.refresh(await self.tournaments.get(t.id))
