"""Looking back: `/azul history`, `/azul replay`, `/azul review`, `/azul stats`,
`/azul leaderboard`, and the buttons of their answers. Every answer goes to the asker only; the
work is `bot.lookback`'s and `bot.reviewer`'s."""

from __future__ import annotations

import contextlib
import io
import time

import discord
from discord import app_commands

from ..channel.replies import (
    EPHEMERAL_MENTIONS,
    edit_response,
    guarded,
    in_range,
    in_time,
    reply,
    update,
)
from ..i18n.catalogue import text
from ..i18n.errors import UserError
from ..i18n.lengths import fit
from ..i18n.translator import T
from ..lookback.pages import Answer, ReplayAnswer
from ..lookback.replays import MAX_RECORD_BYTES, parse_upload
from ..lookback.visibility import viewer_of
from ..store.drivers import is_row_id
from ..views.after import history_view, replay_view
from .base import AzulCog
from .lobby import EDITIONS

MOST_GAMES = 1000  # the largest minimum number of games a leaderboard asks for
PROGRESS_EVERY = 1.5  # seconds between two edits of a review's progress


def _file(png: bytes | None, filename: str) -> list[discord.File]:
    return [] if png is None else [discord.File(io.BytesIO(png), filename=filename)]


class History(AzulCog):
    @property
    def lookback(self):
        return self.bot.lookback

    # -- history ----------------------------------------------------------------------------

    @app_commands.command(name="history", description=T("cmd.history"))
    @app_commands.describe(user=T("cmd.history.user"), edition=T("cmd.history.edition"))
    @app_commands.choices(edition=EDITIONS)
    async def history(
        self,
        interaction: discord.Interaction,
        user: discord.User | None = None,
        edition: str | None = None,
    ) -> None:
        async with guarded(interaction, "/azul history"):
            answer = await in_time(interaction, self._history(interaction, user, edition, 0))
            view = history_view(
                user.id if user else None, edition, answer.page, answer.pages, interaction.locale
            )
            await reply(interaction, answer.content, view=view or discord.utils.MISSING)

    async def history_page(
        self, interaction: discord.Interaction, user_id: int | None, edition: str | None, page: int
    ) -> None:
        """Newer / Older: the page replaces the one shown."""
        async with guarded(interaction, "history page"):
            if user_id is not None and not is_row_id(user_id):  # a forged id: no such person
                raise UserError("error.bad_control")
            user: discord.User | discord.Object | None = None
            if user_id is not None:  # known by id only if the client has not cached them
                user = interaction.client.get_user(user_id) or discord.Object(user_id)
            answer = await in_time(interaction, self._history(interaction, user, edition, page))
            view = history_view(user_id, edition, answer.page, answer.pages, interaction.locale)
            await update(interaction, content=fit(answer.content), view=view)

    async def _history(self, interaction, user, edition: str | None, page: int):
        if interaction.guild_id is None:
            raise UserError("error.not_in_guild")
        if edition is not None and edition not in ("azul", "summer-pavilion"):
            raise UserError("error.edition_unavailable", edition=edition[:30])
        return await self.lookback.history(
            interaction.guild_id,
            interaction.locale,
            user_id=None if user is None else user.id,
            user_name=getattr(user, "display_name", None),
            edition=edition,
            page=page,
            viewer=viewer_of(interaction),
        )

    # -- replay -----------------------------------------------------------------------------

    @app_commands.command(name="replay", description=T("cmd.replay"))
    @app_commands.describe(game=T("cmd.replay.game"), file=T("cmd.replay.file"))
    async def replay(
        self,
        interaction: discord.Interaction,
        game: app_commands.Range[int, 1] | None = None,
        file: discord.Attachment | None = None,
    ) -> None:
        async with guarded(interaction, "/azul replay"):
            source = await self._source(interaction, game, file, "replay.no_source")
            await self._first_position(interaction, source)

    async def _source(
        self,
        interaction: discord.Interaction,
        game: int | None,
        file: discord.Attachment | None,
        neither: str,
    ) -> str:
        """What a command names, one of the two: a game (`g<id>`) or a record file, checked
        and kept (`f<id>`). The answer is "thinking…" by then: reading a file takes a moment."""
        if (game is None) == (file is None):
            raise UserError(neither)
        if file is not None and file.size > MAX_RECORD_BYTES:
            raise UserError("replay.too_big", limit=MAX_RECORD_BYTES // 1024)
        await interaction.response.defer(ephemeral=True, thinking=True)
        if file is None:
            return f"g{game}"
        record = parse_upload(await file.read())
        upload = await self.lookback.results.keep_upload(record, file.filename, interaction.user.id)
        return f"f{upload}"

    async def open_replay(self, interaction: discord.Interaction, source: str) -> None:
        """The Replay button of a final message: a private replay from the first move."""
        async with guarded(interaction, "replay button"):
            await interaction.response.defer(ephemeral=True, thinking=True)
            await self._first_position(interaction, source)

    async def _first_position(self, interaction: discord.Interaction, source: str) -> None:
        answer = await self.lookback.replay(
            source, 0, interaction.locale, interaction.guild_id, viewer=viewer_of(interaction)
        )
        await interaction.followup.send(
            fit(answer.content),
            files=_file(answer.png, "replay.png"),
            view=self._replay_controls(source, answer, interaction.locale),
            ephemeral=True,
            allowed_mentions=EPHEMERAL_MENTIONS,
        )

    async def step_replay(self, interaction: discord.Interaction, source: str, ply: int) -> None:
        """⏮ ◀ ▶ ⏭ or a round: the replay message shows that position instead."""
        async with guarded(interaction, "replay step"):
            await interaction.response.defer()
            answer = await self.lookback.replay(
                source, ply, interaction.locale, interaction.guild_id, viewer=viewer_of(interaction)
            )
            await edit_response(
                interaction,
                content=answer.content,
                attachments=_file(answer.png, "replay.png"),
                view=self._replay_controls(source, answer, interaction.locale),
            )

    def _replay_controls(self, source: str, answer: ReplayAnswer, locale) -> discord.ui.View:
        where = answer.position
        assert where is not None
        view = replay_view(source, where.ply, where.total, where.round_starts, locale)
        # A game's replay also steps in the browser (an uploaded file's does not: no game).
        url = self.bot.web_link(int(source[1:]), None, "replay") if source[0] == "g" else None
        if url is not None:
            with contextlib.suppress(ValueError):  # every row full: the steps come first
                view.add_item(discord.ui.Button(label=text("web.replay", locale), url=url))
        return view

    # -- review -----------------------------------------------------------------------------

    @app_commands.command(name="review", description=T("cmd.review"))
    @app_commands.describe(game=T("cmd.review.game"), file=T("cmd.review.file"))
    async def review(
        self,
        interaction: discord.Interaction,
        game: app_commands.Range[int, 1] | None = None,
        file: discord.Attachment | None = None,
    ) -> None:
        async with guarded(interaction, "/azul review"):
            source = await self._source(interaction, game, file, "review.no_source")
            await self._review(interaction, source)

    async def open_review(self, interaction: discord.Interaction, game_id: int) -> None:
        """The Review button of a final message."""
        async with guarded(interaction, "review button"):
            await interaction.response.defer(ephemeral=True, thinking=True)
            await self._review(interaction, f"g{game_id}")

    async def _review(self, interaction: discord.Interaction, source: str) -> None:
        """The asker's private message says how far the analysis is (edited at most every
        `PROGRESS_EVERY` seconds), then becomes the review."""
        locale = interaction.locale
        shown = [float("-inf")]

        async def progress(done: int, total: int) -> None:
            now = time.monotonic()
            if 0 < done < total and now - shown[0] < PROGRESS_EVERY:
                return
            shown[0] = now
            if total == 0:
                said = text("review.waiting", locale)
            else:
                said = text("review.progress", locale, done=done, total=total)
            await edit_response(interaction, content=said)

        answer = await self.bot.reviewer.review(
            source,
            interaction.guild_id,
            locale,
            progress,
            viewer_of(interaction),
            asker=interaction.user.id,
        )
        files = [
            *_file(answer.png, "review.png"),
            discord.File(io.BytesIO(answer.lines), filename="review.jsonl"),
        ]
        await edit_response(interaction, content=answer.content, attachments=files)

    # -- statistics and the leaderboard -----------------------------------------------------

    @app_commands.command(name="stats", description=T("cmd.stats"))
    @app_commands.describe(user=T("cmd.stats.user"))
    async def stats(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        async with guarded(interaction, "/azul stats"):
            if interaction.guild_id is None:
                raise UserError("error.not_in_guild")
            who = user or interaction.user
            if who.bot:
                raise UserError("stats.not_a_person")
            await interaction.response.defer(ephemeral=True, thinking=True)
            answer = await self.lookback.stats(
                interaction.guild_id, who.id, _display_name(who), interaction.locale
            )
            await self._send(interaction, answer, "stats.png")

    @app_commands.command(name="leaderboard", description=T("cmd.leaderboard"))
    @app_commands.describe(
        edition=T("cmd.leaderboard.edition"), min_games=T("cmd.leaderboard.min_games")
    )
    @app_commands.choices(edition=EDITIONS)
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        edition: str | None = None,
        min_games: app_commands.Range[int, 0, MOST_GAMES] | None = None,
    ) -> None:
        async with guarded(interaction, "/azul leaderboard"):
            if interaction.guild_id is None:
                raise UserError("error.not_in_guild")
            if edition is not None and edition not in ("azul", "summer-pavilion"):
                raise UserError("error.edition_unavailable", edition=edition[:30])
            in_range("min_games", min_games, 0, MOST_GAMES)
            await interaction.response.defer(ephemeral=True, thinking=True)
            answer = await self.lookback.leaderboard(
                interaction.guild_id,
                edition,
                interaction.locale,
                asker_id=interaction.user.id,
                min_games=min_games,
            )
            await self._send(interaction, answer, "leaderboard.png")

    async def _send(self, interaction: discord.Interaction, answer: Answer, filename: str):
        await interaction.followup.send(
            fit(answer.content),
            files=_file(answer.png, filename),
            ephemeral=True,
            allowed_mentions=EPHEMERAL_MENTIONS,
        )


def _display_name(user: discord.abc.User | discord.Object) -> str:
    return getattr(user, "display_name", None) or str(user.id)
