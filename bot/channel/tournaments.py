"""What the channel sees of a tournament: the sign-up post, the check-in call, each round's
pairings with a thread and a game per table, results as games end, standings, the final post.

The tournament service decides (`bot/tournaments/service.py`); this part posts and drives the
clock. Everything it does can be repeated after a restart: `reconcile` makes the games of a
round's tables that have none yet, collects the results of games that ended while nobody
listened, and moves a finished round on. One lock per tournament keeps two tables ending at
once from pairing the next round twice.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord

from ..i18n.catalogue import text
from ..i18n.durations import say_duration
from ..i18n.errors import UserError
from ..i18n.lengths import fit
from ..i18n.names import listed, shown
from ..store.rows import StoredTournament, TournamentTable
from ..tournaments.service import Standing, TournamentService
from ..views.tournament import tournament_view
from .tournament_words import (
    event_words,
    mention,
    post_text,
    result_text,
    standings_lines,
    when,
)

if TYPE_CHECKING:
    from ..runtime.images import Images
    from .flow import TurnFlow

log = logging.getLogger(__name__)

MAX_SLEEP = 600.0  # seconds between looks at the tournaments' clocks at the most
IDLE = 365 * 24 * 3600.0  # nothing due: until poked


class TournamentDesk:
    def __init__(
        self,
        client: discord.Client,
        service: TournamentService,
        turns: TurnFlow,
        images: Images,
        *,
        clock: Callable[[], float],
        owns_guild: Callable[[int], bool] = lambda guild_id: True,
    ) -> None:
        self.client = client
        # Several processes (shards) on one database: each runs the tournaments of its guilds.
        self.owns_guild = owns_guild
        self.service = service
        self.turns = turns
        self.images = images
        self.clock = clock
        self._locks: dict[int, asyncio.Lock] = {}
        self._games: set[int] = set()  # tournament games being played: their changes matter
        self._tasks: set[asyncio.Task] = set()
        self._loop_task: asyncio.Task | None = None
        self._sleeping = False
        self._poked = False
        self._unsubscribe: Callable[[], None] | None = None

    # -- running ------------------------------------------------------------------------------

    async def start(self) -> None:
        """Catch up with what happened while the bot was down, then keep the clocks."""
        self._unsubscribe = self.service.store.changes.subscribe(self._changed)
        await self.reconcile()
        self._loop_task = asyncio.create_task(self._run(), name="azul-tournaments")

    async def stop(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        for task in [self._loop_task, *self._tasks]:
            if task is not None and not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task

    def poke(self) -> None:
        """A tournament's clock changed (a new one, a deadline set): look again now."""
        if self._loop_task is not None and self._sleeping:
            self._poked = True
            self._loop_task.cancel()

    def lock(self, tournament_id: int) -> asyncio.Lock:
        return self._locks.setdefault(tournament_id, asyncio.Lock())

    async def _run(self) -> None:
        while True:
            try:
                await self.handle_due()
                due = await self.service.next_due(self.owns_guild)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("tournaments: the clock's round failed")
                due = None
            # Nothing due: asleep until poked (a tournament made, a deadline set); else until
            # the next clock, looking again at least every MAX_SLEEP all the same.
            wait = IDLE if due is None else min(MAX_SLEEP, max(0.0, due - self.clock()))
            self._sleeping = True
            try:
                await asyncio.sleep(max(wait, 0.01))
            except asyncio.CancelledError:
                if not self._poked:  # stopped, not poked
                    raise
                self._poked = False
                current = asyncio.current_task()
                if current is not None:
                    current.uncancel()
            finally:
                self._sleeping = False

    async def handle_due(self) -> None:
        for t, kind in await self.service.due(self.clock()):
            if not self.owns_guild(t.guild_id):
                continue
            async with self.lock(t.id):
                t = await self.service.get(t.id)  # as it is now, under the lock
                try:
                    if kind == "signup" and t.status == "signup":
                        await self.open_checkin(t)
                    elif kind == "checkin" and t.status == "checkin":
                        await self.begin(t)
                    elif kind == "deadline" and t.status == "running":
                        await self.adjudicate(t)
                except Exception:
                    log.exception("tournament %s: handling %s failed", t.id, kind)

    # -- posts --------------------------------------------------------------------------------

    async def _channel(self, channel_id: int) -> Any:
        channel = self.client.get_channel(channel_id)
        if channel is None:
            channel = await self.client.fetch_channel(channel_id)
        return channel

    async def refresh(self, t: StoredTournament) -> None:
        """The sign-up post as the tournament stands now (its buttons too)."""
        if t.message_id is None:
            return
        standing = await self.service.standing(t.id)
        try:
            channel = await self._channel(t.channel_id)
            message = channel.get_partial_message(t.message_id)
            await message.edit(
                content=post_text(standing),
                view=tournament_view(t.id, standing.tournament.status, t.locale),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException:
            log.warning("tournament %s: its post could not be edited", t.id, exc_info=True)

    async def _say(
        self, channel_id: int, content: str, *, people: tuple[int, ...] = (), **kw: Any
    ) -> Any:
        channel = await self._channel(channel_id)
        mentions = discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(i) for i in people]
        )
        return await channel.send(fit(content), allowed_mentions=mentions, **kw)

    async def _say_or_log(self, channel_id: int, content: str, **kw: Any) -> None:
        """A post the tournament must not wait on: one Discord refuses (the channel gone, the
        bot's rights taken) is logged, and the tournament goes on."""
        try:
            await self._say(channel_id, content, **kw)
        except discord.HTTPException:
            log.warning("tournament post in %s could not be sent", channel_id, exc_info=True)

    async def open_checkin(self, t: StoredTournament) -> None:
        """Sign-up closes, the check-in opens, then everyone signed up is called to it (the
        caller holds the tournament's lock). The call is kept as not yet out until it is: a
        crash in between calls at the next start (`reconcile`)."""
        await self.service.open_checkin(t)
        await self.refresh(t)
        await self.call_to_checkin(t)
        self.poke()  # the check-in's close is the next thing due
        if await self.service.everyone_checked_in(t):
            await self.begin(t)

    async def call_to_checkin(self, t: StoredTournament) -> None:
        """Everyone signed up (and not withdrawn) pinged to check in, then the call recorded as
        out; a call Discord refuses is logged, and the check-in stays open all the same."""
        standing = await self.service.standing(t.id)
        people = tuple(p.user_id for p in standing.players if not p.withdrawn)
        await self._say_or_log(
            t.channel_id,
            text(
                "tournament.checkin_ping",
                t.locale,
                name=shown(t.name),
                when=when(t.checkin_closes_at or 0),
                people=" ".join(mention(i) for i in people),
            ),
            people=people,
        )
        await self.service.checkin_called(t)

    async def begin(self, t: StoredTournament) -> None:
        """The check-in closes: round 1 (or the tournament ends: too few checked in)."""
        try:
            tables = await self.service.begin(t)
        except UserError as refused:
            await self.refresh(t)
            await self._say(t.channel_id, refused.render(t.locale))
            return
        await self.refresh(t)
        await self.start_round(t, tables)

    async def start_round(self, t: StoredTournament, tables: list[TournamentTable]) -> None:
        """Post the pairings, then a thread and a game per table (those without a game yet:
        after a restart the round goes on where it stopped)."""
        standing = await self.service.standing(t.id)
        loc = t.locale
        lines = [
            text("tournament.round_title", loc, name=shown(t.name), round=t.round, rounds=t.rounds)
        ]
        for table in tables:
            if table.is_bye:
                lines.append(text("tournament.bye_line", loc, player=mention(table.players[0])))
                continue
            if table.game_id is None:
                await self._open_table(t, standing, table)
            game = await self.service.store.get_game(table.game_id) if table.game_id else None
            where = f"<#{game.channel_id}>" if game is not None else "—"
            players = " ".join(mention(p) for p in table.players)
            lines.append(
                text(
                    "tournament.table_line",
                    loc,
                    table=table.table_no,
                    players=players,
                    thread=where,
                )
            )
        people = tuple(p for table in tables for p in table.players)
        await self._say(t.channel_id, "\n".join(lines), people=people)
        await self.refresh(t)

    async def _open_table(
        self, t: StoredTournament, standing: Standing, table: TournamentTable
    ) -> Any:
        """A table's thread and game, its players pinged in it, the first turn posted."""
        loc = t.locale
        channel = await self._channel(t.channel_id)
        name = text(
            "tournament.thread_name", loc, name=t.name, round=table.round, table=table.table_no
        )[:100]
        thread = await self._left_empty(channel, name) or await channel.create_thread(
            name=name, type=discord.ChannelType.public_thread, reason="Azul tournament table"
        )
        game = await self.service.open_table_game(t, table, thread.id)
        self._games.add(game.id)
        players = " ".join(mention(p) for p in table.players)
        await self._say(
            thread.id,
            text(
                "tournament.table_welcome",
                loc,
                name=shown(t.name),
                round=table.round,
                table=table.table_no,
                players=players,
                timer=say_duration(t.turn_timer, loc),
            ),
            people=table.players,
        )
        async with self.turns.service.locked(game.id) as held:
            await self.turns.post_first_turn(held)
            self.turns.kick(held)
        return thread

    async def _left_empty(self, channel: Any, name: str) -> Any:
        """A table's thread made before a crash stopped its game being made: this bot's,
        open, of that name, with no game. Used again rather than a second beside it."""
        me = self.client.user
        for thread in getattr(channel, "threads", ()):
            if (
                thread.name == name
                and me is not None
                and thread.owner_id == me.id
                and not thread.archived
                and await self.service.store.latest_game_in_channel(thread.id) is None
            ):
                return thread
        return None

    # -- results ------------------------------------------------------------------------------

    def _changed(self, game_id: int) -> None:
        if game_id not in self._games:
            return
        task = asyncio.create_task(self.collect(game_id), name=f"azul-tournament-game-{game_id}")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def collect(self, game_id: int) -> None:
        """A tournament game changed: if it is over, its table's result, then the round."""
        try:
            found = await self.service.result_to_record(game_id)
            if found is None:
                return
            async with self.lock(t_id := found[0].id):
                # Again under the lock: another look at this game may have recorded it meanwhile.
                found = await self.service.result_to_record(game_id)
                if found is None:
                    return
                t, table = found
                standing = await self.service.standing(t_id)
                key = (
                    "tournament.table_adjudicated"
                    if table.adjudicated
                    else "tournament.table_result"
                )
                await self._say_or_log(
                    t.channel_id,
                    text(
                        key,
                        t.locale,
                        table=table.table_no,
                        round=table.round,
                        result=result_text(standing, table),
                    ),
                )
                # Recorded once said: a crash in between says it again rather than never.
                await self.service.record_result(t, table)
                self._games.discard(game_id)
                await self.advance(await self.service.get(t.id))
        except Exception:
            log.exception("tournament game %s: its result could not be collected", game_id)

    async def advance(self, t: StoredTournament, *, resumed: bool = False) -> None:
        """After a round's last table: standings, then the next round or the end (caller holds
        the tournament's lock). `resumed`: the organiser resumed a paused tournament whose
        round's standings went out already."""
        if t.status != "running" or not await self.service.round_done(t):
            return
        if await self.service.is_last_round(t):
            # Said, then recorded: a crash in between says it again at the next start.
            await self.post_standings(t, final=True)
            await self.service.finish(t)
            await self.refresh(t)
            return
        if not resumed:
            await self.post_standings(t, final=False)
        if t.paused:
            await self._say(t.channel_id, text("tournament.waiting", t.locale))
            return
        tables = await self.service.pair(t)
        await self.start_round(t, tables)

    async def adjudicate(self, t: StoredTournament) -> None:
        """The round's deadline passed: every game still open ends, decided by its scores."""
        await self.service.rows.update(t.id, round_deadline=None)
        await self._say(t.channel_id, text("tournament.deadline_passed", t.locale))
        for table in await self.service.unfinished_tables(t):
            if table.game_id is None:
                continue
            async with self.turns.service.locked(table.game_id) as held:
                if held.status != "active":
                    continue
                closing = await self.turns.service.stop_at_deadline(held)
                await self.turns.announce_closing(closing)
        # Their results come through `collect` as each game closes.

    async def repair(self, t: StoredTournament) -> None:
        """The round under way, paired again (caller holds the tournament's lock): its games
        called off (said in their threads), new tables, new threads and games."""
        games = await self.service.check_repair(t)
        for game_id in games:
            self._games.discard(game_id)
            async with self.turns.service.locked(game_id) as held:
                if held.status != "active":
                    continue
                old = held.turn_message_id
                await self.turns.service.call_off(held, "repaired")
                with contextlib.suppress(discord.HTTPException):
                    await self.turns.strip_controls(held, old)
                    await self._say(held.channel_id, text("tournament.called_off", t.locale))
        tables = await self.service.repair(t)
        await self.start_round(t, tables)

    async def say_replaced(self, t: StoredTournament, player: str, level: str) -> None:
        await self._say(
            t.channel_id,
            text("tournament.replaced_public", t.locale, player=player, level=level),
        )

    async def post_standings(self, t: StoredTournament, *, final: bool) -> None:
        content, files = await self.standings_message(t, final=final)
        await self._say_or_log(t.channel_id, content, files=files)

    async def send_standings(self, interaction: discord.Interaction, t: StoredTournament) -> None:
        """`/azul tournament standings`: the same image and words, to the asker only."""
        content, files = await self.standings_message(t, final=t.status == "finished")
        await interaction.followup.send(
            fit(content),
            files=files,
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def standings_message(
        self, t: StoredTournament, *, final: bool
    ) -> tuple[str, list[discord.File]]:
        """The standings as an image (the first `MAX_ROWS`) and in words (the first
        `STANDINGS_IN_WORDS`), with a head saying after which round."""
        from render.standings import MAX_ROWS, StandingsLabels, StandingsRow

        standing = await self.service.standing(t.id)
        loc = t.locale
        labels = StandingsLabels(
            title=text(
                "tournament.standings_title", loc, name=t.name, round=t.round, rounds=t.rounds
            ),
            subtitle=text("tournament.standings_subtitle", loc, **event_words(t)),
            rank=text("tournament.col.rank", loc),
            player=text("tournament.col.player", loc),
            points=text("tournament.col.points", loc),
            opponents=text("tournament.col.opponents", loc),
            score=text("tournament.col.score", loc),
            games=text("tournament.col.games", loc),
            withdrawn=text("tournament.standings_withdrawn", loc),
            footer=text("tournament.standings_footer", loc),
        )
        rows = [
            StandingsRow(
                r.rank, standing.name(r.player), r.points, r.opponents_points,
                r.total_score, r.games, r.byes, r.withdrawn,
            )
            for r in standing.rows[:MAX_ROWS]
        ]  # fmt: skip
        head = text(
            "tournament.final" if final else "tournament.round_over",
            loc,
            name=shown(t.name),
            round=t.round,
        )
        lines = [head, *standings_lines(standing)]
        if final and standing.rows:
            top = [standing.name(r.player) for r in standing.rows if r.rank == 1]
            lines.append(text("tournament.winner", loc, names=listed([shown(n) for n in top])))
        files = []
        try:
            png = await self.images.standings_png(rows, labels)
            name = f"tournament-{t.id}-round-{t.round}.png"
            files = [discord.File(io.BytesIO(png), filename=name)]
        except Exception:
            log.exception("tournament %s: the standings image could not be drawn", t.id)
        return "\n".join(lines), files

    # -- after a restart ----------------------------------------------------------------------

    async def reconcile(self) -> None:
        """Open tournaments go on where they stopped: a check-in opened but never called is
        called; in a running one, a pairing again cut short is finished, games made for tables
        without one, results collected from games that ended meanwhile, a finished round moved
        on."""
        for t in await self.service.rows.open_ones():
            if not self.owns_guild(t.guild_id):
                continue
            if t.status == "checkin" and not t.checkin_called:
                try:
                    async with self.lock(t.id):
                        await self.refresh(t)  # its Check in button, if that was cut too
                        await self.call_to_checkin(t)
                except Exception:
                    log.exception("tournament %s: its check-in could not be called", t.id)
            if t.status != "running":
                continue
            try:
                async with self.lock(t.id):
                    if await self.service.called_off(t):  # a pairing again, finished now
                        await self.repair(t)
                    tables = await self.service.rows.tables(t.id, t.round)
                    missing = [x for x in tables if not x.is_bye and x.game_id is None]
                    if missing:
                        await self.start_round(t, tables)
                        tables = await self.service.rows.tables(t.id, t.round)
                    for table in tables:
                        if table.game_id is not None and not table.done:
                            self._games.add(table.game_id)
                for table in await self.service.rows.tables(t.id, t.round):
                    if table.game_id is not None and not table.done:
                        await self.collect(table.game_id)
                async with self.lock(t.id):
                    await self.advance(await self.service.get(t.id))
            except Exception:
                log.exception("tournament %s: could not be resumed", t.id)
