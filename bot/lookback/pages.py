"""Looking back at games: the history pages, a person's statistics, the leaderboard, a replay's
positions. Each answer is text plus, where it helps, an image; the cogs send them and
`bench.history` times them, through these same calls.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from render.stats import EditionStats, LadderRow, StatsLabels

from ..games.rebuild import export_record
from ..i18n.catalogue import EN, language, text
from ..i18n.errors import UserError
from ..i18n.lengths import MAX_CONTENT, fit
from ..i18n.msgformat import number
from ..i18n.names import shown
from ..runtime.images import Images
from ..store.games import Store
from ..store.ratings import GLOBAL, player_key
from ..store.results import EditionRecord, Ladder, LadderEntry, PastGame
from ..store.rows import StoredGame
from .replays import Position, position

if TYPE_CHECKING:
    from render import Locale

log = logging.getLogger(__name__)

PAGE = 10  # games per history page
MAX_PAGE = 10**9  # past any real history: shows the last page
NAME_STEPS = (32, 20, 12, 8, 4)  # names are cut this short, in turn, until a page fits
LADDER_SIZE = 15
DEFAULT_MIN_GAMES = 5


@dataclass(frozen=True, slots=True)
class Viewer:
    """Who looks back, and what they may see: a game they played in, or one played where they
    can see (`sees(place)`: a channel, or the thread a game was played in when its channel is
    not known); `sees` None: everywhere (a server's administrator). Records they sent, and
    nobody else's."""

    user_id: int
    sees: Callable[[int], bool] | None = None

    def may_see(self, game: StoredGame) -> bool:
        if self.sees is None or any(s.user_id == self.user_id for s in game.seats):
            return True
        return self.sees(game.parent_id or game.channel_id)


@dataclass(slots=True)
class Answer:
    content: str
    png: bytes | None = None


@dataclass(slots=True)
class HistoryAnswer(Answer):
    page: int = 0
    pages: int = 1


@dataclass(slots=True)
class ReplayAnswer(Answer):
    position: Position | None = None


def name(raw: str) -> str:
    """A player's name inside our own formatting: their asterisks stay asterisks, and a
    100-character name from an uploaded record is cut to Discord's 32."""
    return shown(raw)


def edition_name(edition: str, locale: Locale) -> str:
    return text(f"edition.{edition}", locale)


def when(iso: str) -> str:
    """A Discord timestamp: each reader sees the date in their own language and time zone."""
    try:
        return f"<t:{int(datetime.fromisoformat(iso).timestamp())}:d>"
    except ValueError:
        return iso[:10]


class Lookback:
    def __init__(self, store: Store, images: Images) -> None:
        self.store = store
        self.results = store.results
        self.images = images

    # -- history ----------------------------------------------------------------------------

    async def history(
        self,
        guild_id: int,
        locale: Locale,
        *,
        user_id: int | None = None,
        user_name: str | None = None,
        edition: str | None = None,
        page: int = 0,
        viewer: Viewer | None = None,
    ) -> HistoryAnswer:
        page = min(max(page, 0), MAX_PAGE)  # a forged page number fits the database's integers
        seen = None
        if viewer is not None and viewer.sees is not None:
            places = [p for p in await self.results.places(guild_id) if viewer.sees(p)]
            seen = (viewer.user_id, places)
        total, games = await self.results.history(
            guild_id, user_id=user_id, edition=edition, offset=page * PAGE, limit=PAGE, seen=seen
        )
        pages = max(1, -(-total // PAGE))
        if page >= pages and total:  # past the last page (the list shrank, or a forged id)
            return await self.history(
                guild_id,
                locale,
                user_id=user_id,
                user_name=user_name,
                edition=edition,
                page=pages - 1,
                viewer=viewer,
            )
        if user_id is not None and not user_name:  # a page button: the name they played under
            seated = [s.name for g in games for s in g.seats if s.user_id == user_id]
            user_name = seated[0] if seated else str(user_id)
        who = name(user_name) if user_name else "none"
        which = edition_name(edition, locale) if edition else "none"
        if not total:
            return HistoryAnswer(text("history.empty", locale, who=who, edition=which))
        title = text(
            "history.title",
            locale,
            who=who,
            edition=which,
            count=total,
            page=page + 1,
            pages=pages,
        )
        hint = text("history.hint", locale)
        # Ten games of four players with long names (each `_` escaped to `\_`) would not fit
        # in one message: each line gets its share, its names cut as short as that takes.
        room = (MAX_CONTENT - len(title) - len(hint)) // max(len(games), 1) - 1
        lines = [title, *(self._history_line(game, locale, room) for game in games), hint]
        return HistoryAnswer(fit("\n".join(lines)), page=page, pages=pages)

    def _history_line(self, game: PastGame, locale: Locale, room: int) -> str:
        for most in NAME_STEPS:
            line = self._history_line_with(game, locale, most)
            if len(line) <= room:
                break
        return line

    def _history_line_with(self, game: PastGame, locale: Locale, most: int) -> str:
        players = []
        for seat in sorted(game.seats, key=lambda s: (s.place, s.seat)):
            key = "history.winner" if seat.place == 1 else "history.player"
            said = text(key, locale, name=shown(seat.name, most), score=seat.score)
            players.append(said)
        if game.status == "resigned":
            players.append(text("history.resigned", locale))
        if not game.rated:
            players.append(text("history.unrated", locale))
        if game.tournament is not None:
            tournament, round_no = game.tournament
            players.append(
                text("history.tournament", locale, name=shown(tournament, most), round=round_no)
            )
        return text(
            "history.line",
            locale,
            game=game.id,
            date=when(game.finished_at),
            edition=edition_name(game.edition, locale),
            side=text(f"side.{game.side}", locale),
            players=" · ".join(players),
        )

    async def tournament_line(self, game_id: int, locale: Locale) -> list[str]:
        """ "Game of <tournament>, round N." for a tournament's game; nothing for another."""
        found = await self.store.tournaments.of_game(game_id)
        if found is None:
            return []
        tournament, round_no = found
        return [text("tournament.game_line", locale, name=shown(tournament), round=round_no)]

    # -- statistics -------------------------------------------------------------------------

    async def stats(
        self,
        guild_id: int,
        user_id: int,
        user_name: str,
        locale: Locale,
        *,
        image: bool = True,
    ) -> Answer:
        """`image=False`: the text alone (what people get when the chart cannot be drawn)."""
        records = await self.results.record_of(guild_id, user_id)
        if not records:
            return Answer(text("stats.none", locale, name=name(user_name)))
        lines = [text("stats.title", locale, name=name(user_name))]
        panels = []
        for record in records:
            summary = self._edition_summary(record, locale)
            lines += summary
            panels.append(
                EditionStats(
                    edition_name(record.edition, locale),
                    record.ratings,
                    record.scores,
                    # The band has the edition as its title: the lines go without it.
                    [
                        s.removeprefix(f"**{edition_name(record.edition, locale)}**: ").replace(
                            "**", ""
                        )
                        for s in summary
                    ],
                )
            )
        labels = StatsLabels(
            text("stats.chart_rating", locale),
            text("stats.chart_scores", locale),
            text("stats.chart_empty", locale),
        )
        if not image:
            return Answer("\n".join(lines))
        png = await self._image(self.images.stats_png, user_name, panels, labels)
        if png is None:
            lines.append(text("stats.image_failed", locale))
        return Answer("\n".join(lines), png)

    def _edition_summary(self, record: EditionRecord, locale: Locale) -> list[str]:
        average = sum(record.scores) / len(record.scores)
        lines = [
            text(
                "stats.edition",
                locale,
                edition=edition_name(record.edition, locale),
                games=record.games,
                wins=record.wins,
                average=_decimal(average, locale),
                best=max(record.scores),
            )
        ]
        if record.rating is not None:
            everywhere = record.everywhere
            lines.append(
                text(
                    "stats.rating",
                    locale,
                    rating=round(record.rating.shown),
                    games=record.rating.games,
                    everywhere=round(everywhere.shown) if everywhere else "—",
                )
            )
        else:
            lines.append(text("stats.unrated", locale))
        return lines

    # -- the leaderboard --------------------------------------------------------------------

    async def leaderboard(
        self,
        guild_id: int,
        edition: str | None,
        locale: Locale,
        *,
        asker_id: int | None = None,
        min_games: int | None = None,
        image: bool = True,
    ) -> Answer:
        if edition is None:  # the game the server played last
            edition = await self.results.latest_edition(guild_id) or "azul"
        if min_games is None:
            min_games = await self.results.ladder_min_games(guild_id)
        if min_games is None:
            min_games = DEFAULT_MIN_GAMES
        ladder = await self.results.ladder(
            guild_id,
            edition,
            min_games=min_games,
            limit=LADDER_SIZE,
            player=None if asker_id is None else player_key(asker_id, None),
        )
        which = edition_name(edition, locale)
        if not ladder.entries:
            return Answer(text("ladder.empty", locale, min=min_games, edition=which))
        mine = None if asker_id is None else player_key(asker_id, None)
        lines = [text("ladder.title", locale, edition=which)]
        lines += [self._ladder_line(e, locale, bold=e.player == mine) for e in ladder.entries]
        if ladder.own is not None:
            lines.append(text("ladder.own", locale, line=self._ladder_line(ladder.own, locale)))
        lines.append(text("ladder.rule", locale, min=min_games))
        if not image:
            return Answer("\n".join(lines))
        png = await self._image(
            self.images.ladder_png,
            # The image has no emoji font: its title goes without the medal.
            text("ladder.title", locale, edition=which).replace("**", "").replace("🏅", "").strip(),
            [
                text(f"ladder.header.{h}", locale)
                for h in ("rank", "player", "rating", "games", "wins")
            ],
            self._ladder_rows(ladder, mine, locale),
        )
        return Answer("\n".join(lines), png)

    def _ladder_line(self, entry: LadderEntry, locale: Locale, *, bold: bool = False):
        line = text(
            "ladder.line",
            locale,
            rank=entry.rank,
            name=self._ladder_name(entry, locale, escape=True),
            rating=round(entry.rating),
            games=entry.games,
            wins=entry.wins,
        )
        return f"**{line}**" if bold else line

    def _ladder_name(self, entry: LadderEntry, locale: Locale, *, escape: bool) -> str:
        """In text a computer player is "🤖 Hard" (its level, in the reader's words); the image
        draws its own robot, and takes names as they are."""
        if entry.player.startswith("c:"):
            level = entry.player[2:]
            said = text(f"level.{level}", locale) if f"level.{level}" in EN else level
            return "🤖 " + name(said) if escape else said
        return name(entry.name) if escape else entry.name

    def _ladder_rows(self, ladder: Ladder, mine: str | None, locale: Locale):
        entries = list(ladder.entries) + ([ladder.own] if ladder.own else [])
        return [
            LadderRow(
                e.rank,
                self._ladder_name(e, locale, escape=False),
                round(e.rating),
                e.games,
                e.wins,
                computer=e.player.startswith("c:"),
                highlight=e.player == mine,
            )
            for e in entries
        ]

    # -- replays ----------------------------------------------------------------------------

    async def replay_record(
        self, source: str, guild_id: int | None, viewer: Viewer | None = None
    ) -> tuple[dict, str]:
        """The record a replay steps through, and its title's name for it: a game of this
        server that has ended (`g<id>`), or an uploaded record (`f<id>`); with `viewer`, only
        what they may see."""
        kind, number = source[0], int(source[1:])
        if kind == "f":
            upload = await self.results.upload(number)
            if upload is None:
                raise UserError("replay.gone")
            if viewer is not None and upload.uploader_id != viewer.user_id:
                raise UserError("replay.not_yours")
            return upload.record, upload.file_name
        stored = await self.store.get_game(number)
        # Other servers' games stay theirs, and games of channels one cannot see are not shown.
        if stored is None or stored.guild_id != guild_id:
            raise UserError("error.no_game_id", game=number)
        if viewer is not None and not viewer.may_see(stored):
            raise UserError("error.no_game_id", game=number)
        if stored.status == "active":
            raise UserError("replay.running", game=number)
        if stored.status in ("lobby", "cancelled") or not stored.moves:
            raise UserError("replay.not_started", game=number)
        return export_record(stored), ""

    async def replay(
        self,
        source: str,
        ply: int,
        locale: Locale,
        guild_id: int | None,
        *,
        image: bool = True,
        viewer: Viewer | None = None,
    ) -> ReplayAnswer:
        record, file_name = await self.replay_record(source, guild_id, viewer)
        where = await asyncio.to_thread(position, record, ply, locale)
        game = where.game
        players = ", ".join(name(n) for n in game.names)
        fields = dict(
            edition=edition_name(game.edition, locale),
            side=text(f"side.{game.side}", locale),
            players=players,
        )
        if source[0] == "g":
            title = text("replay.title_game", locale, game=source[1:], **fields)
        else:
            title = text("replay.title_file", locale, file=shown(file_name, 60), **fields)
        lines = [title]
        if source[0] == "g":
            lines += await self.tournament_line(int(source[1:]), locale)
        lines.append(
            text("replay.position", locale, ply=where.ply, total=where.total, round=where.round)
        )
        if where.ply == 0:
            assert game.turn is not None  # no move yet: someone is to play the first
            lines.append(text("replay.start", locale, name=name(game.names[game.turn])))
        lines += where.lines
        if game.is_over:
            winners = [name(game.names[i]) for i in game.winners]
            key = "end.winner" if len(winners) == 1 else "end.winners"
            lines.append(f"🏆 {text(key, locale, names=', '.join(winners))}")
            scores = " · ".join(
                f"{name(n)} {score}" for n, score in zip(game.names, game.scores, strict=True)
            )
            lines.append(text("replay.final", locale, scores=scores))
        if not image:
            return ReplayAnswer("\n".join(lines), position=where)
        draw = self.images.final_png if game.is_over else self.images.table_png
        png = await draw(game, locale=locale)
        return ReplayAnswer("\n".join(lines), png, position=where)

    # -- images -----------------------------------------------------------------------------

    async def _image(self, draw, *args: Any) -> bytes | None:
        """An image that only illustrates the text: if it cannot be drawn, the text stands."""
        try:
            return await draw(*args)
        except Exception:
            log.exception("could not draw an image with %s", getattr(draw, "__name__", draw))
            return None


def _decimal(value: float, locale: Locale) -> str:
    return number(round(value, 1), language(locale))


__all__ = ["GLOBAL", "Answer", "HistoryAnswer", "Lookback", "ReplayAnswer", "Viewer"]
