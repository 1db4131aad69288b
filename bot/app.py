"""The bot: a `commands.AutoShardedBot` with one `/azul` command group, cogs loaded in
`setup_hook`. It runs one shard unless SHARD_COUNT (and SHARD_IDS) say otherwise."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import signal
import time
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from .channel.flow import TurnFlow
from .channel.replies import reply
from .channel.tournaments import TournamentDesk
from .cogs import COGS
from .config import Config
from .games import shards
from .games.computer import ComputerPlayers
from .games.hints import Hints
from .games.scheduler import Clock, Scheduler
from .games.service import GameService
from .i18n.catalogue import text
from .i18n.translator import CatalogueTranslator, T, translated_payload
from .lookback.pages import Lookback
from .lookback.reviews import Reviewer
from .runtime import memory
from .runtime.analysis import Analysis, Precedence
from .runtime.images import Images
from .store.games import Store
from .tournaments.service import TournamentService
from .views import DYNAMIC_ITEMS
from .views.limits import PING_EVERY, SUGGESTIONS, PingLimit, RateLimit, within_limits
from .web.activity import ActivityHub
from .web.discord_api import DiscordAPI
from .web.server import WebTable
from .web.tokens import LIFETIME, Grant, new_key, sign

log = logging.getLogger(__name__)
EXPIRE_EVERY = 6 * 3600  # seconds between two deletions of old uploads
ENTRY_POINT = 4  # application command type PRIMARY_ENTRY_POINT (Activities' App Launcher)


class AzulTree(app_commands.CommandTree):
    """Last line of defence for slash commands: errors our handlers did not answer; and the
    per-person rate limit, before any command runs."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        return await within_limits(interaction)

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        command = interaction.command.qualified_name if interaction.command else "?"
        log.error(
            "unhandled error in /%s (user %s, channel %s)",
            command,
            interaction.user.id,
            interaction.channel_id,
            exc_info=error,
        )
        with contextlib.suppress(discord.HTTPException):  # the interaction may be gone
            await reply(interaction, text("sorry", interaction.locale))


class AzulBot(commands.AutoShardedBot):
    def __init__(
        self,
        config: Config,
        *,
        seed_source: Callable[[], int] | None = None,
        computer: ComputerPlayers | None = None,
        clock: Clock = time.time,
    ) -> None:
        # Slash commands and components only: no privileged intents, no message content.
        super().__init__(
            command_prefix=commands.when_mentioned,
            # Guilds only: slash commands and components come without any intent, and the bot
            # never reads messages, so it asks for none of them (nor keeps a message cache).
            intents=discord.Intents(guilds=True),
            max_messages=None,
            tree_cls=AzulTree,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            # One shard unless configured: this process runs `shard_ids` (all when None).
            shard_count=config.shard_count or 1,
            # (None is discord.py's own default; its keyword types leave it out.)
            shard_ids=None if config.shard_ids is None else list(config.shard_ids),  # type: ignore[arg-type]
        )
        self.config = config
        self.rate_limit = RateLimit(config.rate_burst, config.rate_window, clock)
        self.pings = PingLimit(PING_EVERY, clock)
        self.suggestion_limit = RateLimit(
            config.rate_burst * SUGGESTIONS, config.rate_window, clock
        )
        self.azul_group = app_commands.Group(
            name="azul",
            description=T("cmd.group"),
            guild_only=True,
        )
        self._seed_source = seed_source
        self._computer = computer
        self.clock = clock
        self._closed_store = False
        self.store: Store
        self.service: GameService
        self.turns: TurnFlow
        self.scheduler: Scheduler
        self.images: Images
        self.lookback: Lookback
        self.analysis: Analysis
        self.hints: Hints
        self.reviewer: Reviewer
        self.web: WebTable | None = None
        self.tournaments: TournamentService
        self.desk: TournamentDesk

    async def setup_hook(self) -> None:
        self.store = await Store.open(
            self.config.database, busy_timeout_ms=self.config.db_busy_timeout_ms, clock=self.clock
        )
        # The games' computer players go first: while one thinks, hints and reviews wait.
        precedence = Precedence()
        self.service = GameService(
            self.store,
            self._computer or ComputerPlayers(precedence=precedence),
            seed_source=self._seed_source,
            clock=self.clock,
            lobby_ttl=self.config.lobby_ttl,
            max_open_games=self.config.max_open_games,
            max_hosted=self.config.max_hosted,
        )
        self.images = Images(self.config.render_workers)
        self.lookback = Lookback(self.store, self.images)
        # Hints and reviews: on demand, below the games' priority, each with a bounded queue.
        self.analysis = Analysis(
            self.config.analysis_workers, niceness=self.config.analysis_nice, precedence=precedence
        )
        self.hints = Hints(self.analysis, queue=self.config.hint_queue)
        self.reviewer = Reviewer(
            self.lookback,
            self.images,
            self.analysis,
            iterations=self.config.review_iterations,
            processes=self.config.analysis_workers > 0,
            queue=self.config.review_queue,
        )
        # Start the image workers now, in the background: a cold worker's first table is slow.
        self._warm_task = asyncio.create_task(self._warm_images(), name="azul-warm-images")
        # Discord sends this process only its shards' events; its start-up and background work
        # (resuming games, deadlines) keeps to the games of those guilds too.
        count, ids = self.config.shard_count, self.config.shard_ids
        log.info("running %s", shards.describe(count, ids))
        owned = shards.owned_games(count, ids, self.service)
        # Both are set whenever this process does not serve every shard.
        ours = None if count is None or ids is None else (count, frozenset(ids))
        self.scheduler = Scheduler(
            self.store, clock=self.clock, shards=None if owned.everything else ours
        )
        self.turns = TurnFlow(
            self,
            self.service,
            self.images,
            scheduler=self.scheduler,
            owns=None if owned.everything else owned.owns,
            computer_delay=self.config.computer_delay,
            archive_after=self.config.archive_after,
            links=self.web_link,
            activity=self.config.activities,
        )
        self.tournaments = TournamentService(self.store, self.service, clock=self.clock)
        self.desk = TournamentDesk(
            self,
            self.tournaments,
            self.turns,
            self.images,
            clock=self.clock,
            owns_guild=owned.owns_guild,
        )
        count = await self.service.load()
        log.info("%d open games in %s (loaded when used)", count, self.store.where)
        await self._start_web()
        # Buttons of every earlier message route here again: their custom_ids carry the ids.
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        for cog in COGS:
            await self.add_cog(cog(self))
        self.tree.add_command(self.azul_group)
        await self.tree.set_translator(CatalogueTranslator())
        await self.sync_commands()
        self._resume_task = asyncio.create_task(self._resume_when_ready(), name="azul-resume")
        self._catch_up_task = asyncio.create_task(self._catch_up(), name="azul-catch-up")
        self._trim_task = asyncio.create_task(memory.trim_forever(), name="azul-trim-memory")
        self._expiry_task = asyncio.create_task(self._expire_forever(), name="azul-expire-uploads")
        self._close_on_sigterm()

    async def _start_web(self) -> None:
        """The live table's web server (AZUL_WEB_LISTEN), its links signed with AZUL_WEB_SECRET
        or else a key made once and kept in the database, so every process agrees."""
        self.web = None
        if self.config.web_listen is None:
            return
        key = self.config.web_secret or await self.store.meta_once("web_key", new_key())
        activity = None
        config = self.config
        if config.activities and config.client_id and config.client_secret:
            api = DiscordAPI(config.api_base, config.client_id, config.client_secret, config.token)
            activity = ActivityHub(
                api=api,
                store=self.store,
                turns=self.turns,
                key=key,
                clock=self.clock,
                rate_limit=self.rate_limit,
            )
        self.web = WebTable(
            store=self.store,
            turns=self.turns,
            key=key,
            rate_limit=self.rate_limit,
            clock=self.clock,
            public_url=self.config.public_url,
            activity=activity,
        )
        await self.store.hear_other_processes()  # moves made by other processes (PostgreSQL)
        await self.web.start(*self.config.web_listen)

    def web_link(self, game_id: int, user_id: int | None, kind: str) -> str | None:
        """A signed link to a game's live table (`user_id`'s seat, or None: to watch), or None
        when the bot offers none (no web server, or no AZUL_PUBLIC_URL people could open)."""
        if self.web is None or self.config.public_url is None:
            return None
        grant = Grant(game_id, user_id, kind, self.clock() + LIFETIME)
        return f"{self.config.public_url}table/?t={sign(self.web.key, grant)}"

    async def _warm_images(self) -> None:
        try:
            await self.images.warm()
        except Exception:  # the first real image will try again, and say what is wrong
            log.exception("could not start the image workers")

    async def _catch_up(self) -> None:
        """Results and ratings of games that ended before this release, or while a rating
        could not be written: in the background, so start-up does not wait for them."""
        try:
            await self.store.results.catch_up()
        except Exception:
            log.exception("could not catch up on results and ratings (tried again next start)")

    async def expire_uploads(self) -> int:
        """Delete the uploaded records nobody has used for `UPLOADS_KEPT` (with their reviews);
        how many went."""
        return await self.store.results.expire_uploads()

    async def _expire_forever(self) -> None:
        """At start-up and then every few hours, in the background."""
        while True:
            try:
                await self.expire_uploads()
            except Exception:  # tried again next time; uploads live a little longer meanwhile
                log.exception("could not delete old uploads")
            await asyncio.sleep(EXPIRE_EVERY)

    def _close_on_sigterm(self) -> None:
        """`docker stop` and systemd send SIGTERM: close the gateway session, the thinking
        processes and the database cleanly, as discord.py does for Ctrl-C."""

        def closing() -> None:
            log.info("SIGTERM received: closing")
            self._sigterm_task = asyncio.create_task(self.close(), name="azul-close")

        with contextlib.suppress(NotImplementedError, RuntimeError):  # no signals here (Windows)
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, closing)

    async def _resume_when_ready(self) -> None:
        await self.wait_until_ready()
        await self.turns.resume()
        await self.desk.start()  # tournaments go on where they stopped, then keep their clocks
        # Deadlines missed while the bot was down are handled now, once; then as they fall due.
        self.scheduler.start(self.turns.on_deadline)

    async def sync_commands(self) -> None:
        """Sync the command tree only when it changed since the last sync (its hash is kept in
        the database): syncing on every start-up is rate limited and slow to propagate."""
        guild = discord.Object(self.config.dev_guild) if self.config.dev_guild else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        payload = await translated_payload(self.tree, self.tree.get_commands(guild=guild))
        digest = hashlib.sha256(
            json.dumps(payload, sort_keys=True, separators=(",", ":")).encode()
        ).hexdigest()
        app_id = self.application_id
        assert app_id is not None, "the application id comes with the login"
        key = f"commands:{app_id}:{guild.id if guild else 'global'}"
        if not self.config.force_sync and await self.store.get_meta(key) == digest:
            log.info("application commands unchanged: not syncing")
            return
        if guild is None:
            # With Activities enabled, Discord keeps an Entry Point command (type 4, the App
            # Launcher's "Launch") among the global commands, and refuses a bulk overwrite that
            # would drop it (error 50240) — which `tree.sync()` is. So the overwrite carries
            # the Entry Point command as Discord has it, beside ours.
            kept = await self._entry_points(app_id)
            synced = await self.http.bulk_upsert_global_commands(app_id, [*payload, *kept])
        else:
            synced = await self.http.bulk_upsert_guild_commands(app_id, guild.id, payload)
        await self.store.set_meta(key, digest)
        log.info("synced %d application commands (%s)", len(synced), key.rsplit(":", 1)[1])

    async def _entry_points(self, app_id: int) -> list[dict[str, Any]]:
        """The app's Primary Entry Point commands as Discord has them (at most one), without
        the fields Discord sets itself."""
        existing = await self.http.get_global_commands(app_id)
        return [
            {k: v for k, v in c.items() if k not in ("application_id", "version", "guild_id")}
            for c in existing
            if c.get("type") == ENTRY_POINT
        ]

    async def on_error(self, event_method: str, /, *args: Any, **kwargs: Any) -> None:
        context = ", ".join(_describe(a) for a in args)
        log.exception("unexpected error in %s (%s)", event_method, context)

    async def close(self) -> None:
        # Resuming too: a SIGTERM during start-up must not leave it reading a closing store.
        for name in ("_resume_task", "_catch_up_task", "_trim_task", "_expiry_task"):
            task = getattr(self, name, None)
            if task is not None and not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task
        if self.web is not None:
            await self.web.stop()
        if hasattr(self, "scheduler"):
            await self.scheduler.stop()
        if hasattr(self, "desk"):
            await self.desk.stop()
        if hasattr(self, "turns"):
            await self.turns.stop()
        await super().close()
        if self._closed_store:
            return
        self._closed_store = True
        if hasattr(self, "service"):
            self.service.computer.close()
        if hasattr(self, "images"):
            self.images.close()
        if hasattr(self, "analysis"):
            self.analysis.close()
        if hasattr(self, "store"):
            await self.store.close()


def _describe(arg: Any) -> str:
    if isinstance(arg, discord.Interaction):
        return f"interaction {arg.id} by user {arg.user.id} in channel {arg.channel_id}"
    return repr(arg)[:200]


def create_bot(config: Config, **kwargs: Any) -> AzulBot:
    return AzulBot(config, **kwargs)
