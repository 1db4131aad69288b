"""The games that have ended, kept for good: results per seat, ratings, history, the ladder, and
the records people upload to replay. SQL written once for SQLite and PostgreSQL, every call one
trip to the database (`Database.batch` / `Database.query`).

Nothing here deletes a finished game; rows are only added or updated. Uploaded records are the
exception: one unused for `UPLOADS_KEPT` is deleted, with its reviews.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from .drivers import BatchConflict, Database, Statement, UniqueViolation, is_row_id
from .ratings import GLOBAL, Rating, places, player_key, rate

log = logging.getLogger(__name__)

WITH_RESULT = "('finished', 'resigned')"  # statuses of games that have scores and winners
# Games with a result that count for ratings: rated in the lobby, and past their first round
# when they ended (the same terms as the partial index `games_unrated`).
COUNTS = "rated = 1 AND ended_in_first_round = 0"
UPLOADS_KEPT = timedelta(days=30)  # an upload nobody replays or reviews this long is deleted
USE_NOTED_EVERY = timedelta(days=1)  # reading an upload notes its use at most this often


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def result_statements(game_id: int, result: dict, seat_places: Sequence[int]) -> list[Statement]:
    """What a game's result writes beside its status: each seat's score and place, the time."""
    out = [Statement("UPDATE games SET finished_at = ? WHERE id = ?", (_now(), game_id))]
    for seat, (score, place) in enumerate(zip(result["scores"], seat_places, strict=True)):
        out.append(
            Statement(
                "UPDATE seats SET score = ?, place = ? WHERE game_id = ? AND seat = ?",
                (int(score), int(place), game_id, seat),
            )
        )
    return out


@dataclass(frozen=True, slots=True)
class Upload:
    """A record someone sent to be replayed or reviewed."""

    record: dict
    file_name: str
    uploader_id: int | None  # None: sent before uploads were kept per person (nobody's now)


@dataclass(frozen=True, slots=True)
class SeatResult:
    seat: int
    name: str
    user_id: int | None
    level: str | None
    score: int
    place: int


@dataclass(frozen=True, slots=True)
class PastGame:
    """One line of `/azul history`."""

    id: int
    edition: str
    side: str
    status: str
    finished_at: str
    seats: tuple[SeatResult, ...]
    rated: bool = True  # it counted for ratings (rated, and past its first round)
    tournament: tuple[str, int] | None = None  # (name, round) of a tournament's game


@dataclass(frozen=True, slots=True)
class EditionRecord:
    """A person's games of one edition on one server, and their ratings."""

    edition: str
    scores: tuple[int, ...]  # in the order the games ended
    wins: int
    ratings: tuple[float, ...]  # the server rating after each rated game
    rating: Rating | None  # on this server
    everywhere: Rating | None  # the global rating

    @property
    def games(self) -> int:
        return len(self.scores)


@dataclass(frozen=True, slots=True)
class LadderEntry:
    rank: int
    player: str
    name: str
    rating: float
    games: int
    wins: int


@dataclass(slots=True)
class Ladder:
    entries: list[LadderEntry]
    total: int  # players with enough games
    own: LadderEntry | None = None  # the asker, when not among `entries`
    min_games: int = 0


class Results:
    def __init__(self, db: Database, *, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self.clock = clock  # when uploads are used (the bot's clock)

    def _upload_time(self) -> datetime:
        return datetime.fromtimestamp(self.clock(), UTC)

    # -- history ----------------------------------------------------------------------------

    async def history(
        self,
        guild_id: int,
        *,
        user_id: int | None = None,
        edition: str | None = None,
        offset: int = 0,
        limit: int = 10,
        seen: tuple[int, Sequence[int]] | None = None,
    ) -> tuple[int, list[PastGame]]:
        """A page of the server's games with a result, newest first, and how many there are.
        With `seen` (a person, the places they can see: see `places`), only the games played
        in those places or by that person."""
        join, where = "", f"g.guild_id = ? AND g.status IN {WITH_RESULT}"
        args: list[int | str] = [guild_id]
        if user_id is not None:
            join = "JOIN seats u ON u.game_id = g.id AND u.user_id = ? "
            args.insert(0, user_id)
        if edition is not None:
            where += " AND g.edition = ?"
            args.append(edition)
        if seen is not None:
            viewer_id, places = seen
            marks = ", ".join("?" for _ in places) or "NULL"
            where += (
                f" AND (COALESCE(g.parent_id, g.channel_id) IN ({marks}) OR EXISTS "
                f"(SELECT 1 FROM seats v WHERE v.game_id = g.id AND v.user_id = ?))"
            )
            args += [*places, viewer_id]
        count, page = await self._db.batch(
            [
                Statement(
                    f"SELECT COUNT(*) FROM games g {join}WHERE {where}", tuple(args), rows=True
                ),
                Statement(
                    f"SELECT g.id, g.edition, g.side, g.status, g.finished_at, "
                    f"g.rated, g.ended_in_first_round, t.name, g.tournament_round FROM games g "
                    f"{join}LEFT JOIN tournaments t ON t.id = g.tournament_id "
                    f"WHERE {where} ORDER BY g.finished_at DESC, g.id DESC "
                    f"LIMIT ? OFFSET ?",
                    (*args, limit, offset),
                    rows=True,
                ),
            ],
            write=False,
        )
        games = page.rows
        seats: dict[int, list[SeatResult]] = {int(r[0]): [] for r in games}
        if games:
            marks = ", ".join("?" for _ in games)
            for r in await self._db.query(
                f"SELECT game_id, seat, name, user_id, level, score, place FROM seats "
                f"WHERE game_id IN ({marks}) ORDER BY game_id, seat",
                *seats,
            ):
                seats[int(r[0])].append(
                    SeatResult(int(r[1]), str(r[2]), r[3], r[4], int(r[5] or 0), int(r[6] or 0))
                )
        return int(count.rows[0][0]), [
            PastGame(
                int(r[0]),
                str(r[1]),
                str(r[2]),
                str(r[3]),
                str(r[4] or ""),
                tuple(seats[int(r[0])]),
                bool(r[5]) and not r[6],
                None if r[7] is None else (str(r[7]), int(r[8])),
            )
            for r in games
        ]

    async def places(self, guild_id: int) -> list[int]:
        """Where the server's games with a result were played: the channel, or for a game in
        a thread the channel it hangs from (a thread of a game from before step 7 of the
        schema: the thread itself)."""
        rows = await self._db.query(
            f"SELECT DISTINCT COALESCE(parent_id, channel_id) FROM games "
            f"WHERE guild_id = ? AND status IN {WITH_RESULT}",
            guild_id,
        )
        return [int(r[0]) for r in rows]

    # -- a person's record ------------------------------------------------------------------

    async def record_of(self, guild_id: int, user_id: int) -> list[EditionRecord]:
        """Per edition played on this server: scores, wins, the rating and its history."""
        player = player_key(user_id, None)
        results, ratings, changes = await self._db.batch(
            [
                Statement(
                    # A game that ended in its first round was not really played: as it moves
                    # no rating, it adds no game, win or score to anyone's statistics.
                    f"SELECT g.edition, s.score, s.place FROM seats s "
                    f"JOIN games g ON g.id = s.game_id WHERE s.user_id = ? AND g.guild_id = ? "
                    f"AND g.status IN {WITH_RESULT} AND g.ended_in_first_round = 0 "
                    f"ORDER BY g.finished_at, g.id",
                    (user_id, guild_id),
                    rows=True,
                ),
                Statement(
                    "SELECT scope, edition, mu, sigma, games, wins FROM ratings "
                    "WHERE player = ? AND scope IN (?, ?)",
                    (player, guild_id, GLOBAL),
                    rows=True,
                ),
                Statement(
                    "SELECT edition, rating_after FROM rating_changes "
                    "WHERE scope = ? AND player = ? ORDER BY game_id",
                    (guild_id, player),
                    rows=True,
                ),
            ],
            write=False,
        )
        by_edition: dict[str, tuple[list[int], list[int]]] = {}
        for edition, score, place in results.rows:
            scores, wins = by_edition.setdefault(str(edition), ([], []))
            scores.append(int(score or 0))
            wins.append(int(place == 1))
        rated = {
            (int(r[0]), str(r[1])): Rating(float(r[2]), float(r[3]), int(r[4]), int(r[5]))
            for r in ratings.rows
        }
        series: dict[str, list[float]] = {}
        for edition, after in changes.rows:
            series.setdefault(str(edition), []).append(float(after))
        return [
            EditionRecord(
                edition,
                tuple(scores),
                sum(wins),
                tuple(series.get(edition, ())),
                rated.get((guild_id, edition)),
                rated.get((GLOBAL, edition)),
            )
            for edition, (scores, wins) in sorted(by_edition.items())
        ]

    # -- the ladder -------------------------------------------------------------------------

    async def ladder(
        self, scope: int, edition: str, *, min_games: int, limit: int = 10, player: str | None
    ) -> Ladder:
        """The top of a scope's ratings for an edition, among players with `min_games`."""
        where = "scope = ? AND edition = ? AND games >= ?"
        args = (scope, edition, min_games)
        statements = [
            Statement(f"SELECT COUNT(*) FROM ratings WHERE {where}", args, rows=True),
            Statement(
                f"SELECT player, name, rating, games, wins FROM ratings WHERE {where} "
                f"ORDER BY rating DESC, games DESC, player LIMIT ?",
                (*args, limit),
                rows=True,
            ),
        ]
        if player is not None:
            statements.append(
                Statement(
                    "SELECT r.name, r.rating, r.games, r.wins, (SELECT COUNT(*) FROM ratings o "
                    "WHERE o.scope = r.scope AND o.edition = r.edition AND o.games >= ? "
                    "AND o.rating > r.rating) FROM ratings r "
                    "WHERE r.scope = ? AND r.edition = ? AND r.player = ? AND r.games >= ?",
                    (min_games, scope, edition, player, min_games),
                    rows=True,
                )
            )
        results = await self._db.batch(statements, write=False)
        entries: list[LadderEntry] = []
        rank = 0
        for i, r in enumerate(results[1].rows):
            if i == 0 or float(r[2]) < entries[-1].rating:
                rank = i + 1
            entries.append(
                LadderEntry(rank, str(r[0]), str(r[1]), float(r[2]), int(r[3]), int(r[4]))
            )
        ladder = Ladder(entries, int(results[0].rows[0][0]), min_games=min_games)
        if player is not None and results[2].rows and all(e.player != player for e in entries):
            r = results[2].rows[0]
            ladder.own = LadderEntry(
                int(r[4]) + 1, player, str(r[0]), float(r[1]), int(r[2]), int(r[3])
            )
        return ladder

    async def latest_edition(self, guild_id: int) -> str | None:
        """The edition of the server's most recently finished game, if any."""
        rows = await self._db.query(
            f"SELECT edition FROM games WHERE guild_id = ? AND status IN {WITH_RESULT} "
            f"ORDER BY finished_at DESC, id DESC LIMIT 1",
            guild_id,
        )
        return None if not rows else str(rows[0][0])

    async def ladder_min_games(self, guild_id: int) -> int | None:
        rows = await self._db.query(
            "SELECT ladder_min_games FROM server_settings WHERE guild_id = ?", guild_id
        )
        return None if not rows or rows[0][0] is None else int(rows[0][0])

    async def set_ladder_min_games(self, guild_id: int, games: int | None) -> None:
        await self._db.batch(
            [
                Statement(
                    "INSERT INTO server_settings (guild_id, ladder_min_games) VALUES (?, ?) "
                    "ON CONFLICT (guild_id) DO UPDATE SET "
                    "ladder_min_games = excluded.ladder_min_games",
                    (guild_id, games),
                )
            ]
        )

    # -- rating a game ----------------------------------------------------------------------

    async def rate_game(self, game_id: int, *, attempts: int = 5) -> bool:
        """Apply a finished game to its players' ratings, on its server and everywhere; once
        (`ratings_applied` is set in the same transaction), and safely beside other processes
        rating games of the same players (each rating row is updated only if its game count is
        still the one read; otherwise the whole game is read and rated again). False if the game
        has no result to rate, does not count (unrated, or ended in its first round) or was
        rated already."""
        for _ in range(attempts):
            game = await self._db.batch(
                [
                    Statement(
                        f"SELECT guild_id, edition, ratings_applied FROM games WHERE id = ? "
                        f"AND status IN {WITH_RESULT} AND {COUNTS}",
                        (game_id,),
                        rows=True,
                    ),
                    Statement(
                        "SELECT seat, user_id, level, name, place FROM seats WHERE game_id = ? "
                        "ORDER BY seat",
                        (game_id,),
                        rows=True,
                    ),
                ],
                write=False,
            )
            if not game[0].rows or game[0].rows[0][2]:
                return False
            guild_id, edition = game[0].rows[0][0], str(game[0].rows[0][1])
            seats = game[1].rows
            if any(r[4] is None for r in seats) or len(seats) < 2:
                return False  # no places: not a game with a result
            keys = [player_key(r[1], r[2]) for r in seats]
            names = {k: str(r[3]) for k, r in zip(keys, seats, strict=True)}
            seat_places = [int(r[4]) for r in seats]
            scopes = [GLOBAL] if guild_id is None else [int(guild_id), GLOBAL]
            try:
                await self._apply(game_id, edition, scopes, keys, names, seat_places)
                return True
            except (BatchConflict, UniqueViolation):
                continue  # someone else changed one of these ratings first: read again
        log.warning("game %s: ratings kept changing under us; rated at the next start", game_id)
        return False

    async def _apply(self, game_id, edition, scopes, keys, names, seat_places) -> None:
        unique = sorted(set(keys))
        marks = ", ".join("?" for _ in unique)
        scope_marks = ", ".join("?" for _ in scopes)
        rows = await self._db.query(
            f"SELECT scope, player, mu, sigma, games, wins FROM ratings WHERE edition = ? "
            f"AND scope IN ({scope_marks}) AND player IN ({marks})",
            edition,
            *scopes,
            *unique,
        )
        known = {
            (int(r[0]), str(r[1])): Rating(float(r[2]), float(r[3]), int(r[4]), int(r[5]))
            for r in rows
        }
        now = _now()
        statements = [
            Statement(
                "UPDATE games SET ratings_applied = 1 WHERE id = ? AND ratings_applied = 0",
                (game_id,),
                expect=1,
            )
        ]
        for scope in scopes:
            before = {k: known.get((scope, k), Rating()) for k in unique}
            after = rate([(k, before[k]) for k in keys], seat_places)
            for key in unique:
                old, new = before[key], after[key]
                values = (names[key], new.mu, new.sigma, new.shown, new.games, new.wins, now)
                if (scope, key) in known:
                    statements.append(
                        Statement(
                            "UPDATE ratings SET name = ?, mu = ?, sigma = ?, rating = ?, "
                            "games = ?, wins = ?, updated_at = ? "
                            "WHERE scope = ? AND edition = ? AND player = ? AND games = ?",
                            (*values, scope, edition, key, old.games),
                            expect=1,
                        )
                    )
                else:
                    statements.append(
                        Statement(
                            "INSERT INTO ratings (name, mu, sigma, rating, games, wins, "
                            "updated_at, scope, edition, player) "
                            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                            (*values, scope, edition, key),
                        )
                    )
                statements.append(
                    Statement(
                        "INSERT INTO rating_changes (game_id, scope, player, edition, "
                        "rating_before, rating_after) VALUES (?, ?, ?, ?, ?, ?)",
                        (game_id, scope, key, edition, old.shown, new.shown),
                    )
                )
        await self._db.batch(statements)

    async def rating_changes(self, game_id: int, scope: int) -> dict[str, tuple[float, float]]:
        """What a rated game did to each player's rating in `scope`: (before, after)."""
        rows = await self._db.query(
            "SELECT player, rating_before, rating_after FROM rating_changes "
            "WHERE game_id = ? AND scope = ?",
            game_id,
            scope,
        )
        return {str(r[0]): (float(r[1]), float(r[2])) for r in rows}

    # -- catching up ------------------------------------------------------------------------

    async def catch_up(self, *, batch: int = 500) -> tuple[int, int]:
        """Bring older games up to date: seats' scores and places from the stored result (games
        that ended before schema 5), then the ratings of every game with a result that counts
        and is not rated yet (older games, or a process stopped between a game's end and its
        rating), oldest first.
        Returns (games given places, games rated)."""
        placed = 0
        while True:
            rows = await self._db.query(
                f"SELECT id, result, updated_at FROM games WHERE status IN {WITH_RESULT} "
                f"AND finished_at IS NULL ORDER BY id LIMIT ?",
                batch,
            )
            if not rows:
                break
            marks = ", ".join("?" for _ in rows)
            resigned: dict[int, list[bool]] = {int(r[0]): [] for r in rows}
            for game_id, flag in await self._db.query(
                f"SELECT game_id, resigned FROM seats WHERE game_id IN ({marks}) "
                f"ORDER BY game_id, seat",
                *resigned,
            ):
                resigned[int(game_id)].append(bool(flag))
            statements = []
            for game_id, result, updated_at in rows:
                game_id = int(game_id)
                statements += _placing(game_id, result, str(updated_at), resigned[game_id])
            await self._db.batch(statements)
            placed += len(rows)
        rated = 0
        last = 0
        while True:
            ids = await self._db.query(
                f"SELECT id FROM games WHERE ratings_applied = 0 AND {COUNTS} "
                f"AND status IN {WITH_RESULT} AND id > ? ORDER BY id LIMIT ?",
                last,
                batch,
            )
            if not ids:
                break
            for (game_id,) in ids:
                rated += await self.rate_game(int(game_id))
                last = int(game_id)
        if placed or rated:
            log.info("caught up: %d games given places, %d rated", placed, rated)
        return placed, rated

    # -- uploaded records -------------------------------------------------------------------

    async def keep_upload(self, record: dict, file_name: str, uploader_id: int) -> int:
        """Keep a record sent to `/azul replay file:` or `/azul review file:` as its sender's:
        the same record from the same person keeps one id and the name it was sent under last
        (someone else sending it gets a row of their own). Sending it counts as using it."""
        text = json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        digest = hashlib.sha256(f"{uploader_id}:{text}".encode()).hexdigest()
        now = self._upload_time().isoformat(timespec="seconds")
        results = await self._db.batch(
            [
                Statement(
                    "INSERT INTO uploaded_records (digest, record, file_name, created_at, "
                    "uploader_id, used_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (digest) "
                    "DO UPDATE SET file_name = excluded.file_name, used_at = excluded.used_at",
                    (digest, text, file_name[:100], now, uploader_id, now),
                ),
                Statement("SELECT id FROM uploaded_records WHERE digest = ?", (digest,), rows=True),
            ]
        )
        return int(results[1].rows[0][0])

    async def upload(self, upload_id: int) -> Upload | None:
        """An uploaded record, the name of the file it came in, and who sent it. Reading it
        uses it: an upload replayed or reviewed at least once a day is kept."""
        if not is_row_id(upload_id):
            return None
        rows = await self._db.query(
            "SELECT record, file_name, uploader_id, used_at FROM uploaded_records WHERE id = ?",
            upload_id,
        )
        if not rows:
            return None
        record, file_name, uploader_id, used_at = rows[0]
        now = self._upload_time()
        if str(used_at or "") < (now - USE_NOTED_EVERY).isoformat(timespec="seconds"):
            await self._db.batch(
                [
                    Statement(
                        "UPDATE uploaded_records SET used_at = ? WHERE id = ?",
                        (now.isoformat(timespec="seconds"), upload_id),
                    )
                ]
            )
        return Upload(json.loads(record), str(file_name), uploader_id)

    async def expire_uploads(self, before: datetime | None = None) -> int:
        """Delete the uploads not used since `before` (by default `UPLOADS_KEPT` ago), with the
        reviews kept of them (no game refers to an upload: only the replay and review messages
        of its sender do, and those say it is no longer kept). Returns how many went."""
        before = before or self._upload_time() - UPLOADS_KEPT
        cutoff = before.astimezone(UTC).isoformat(timespec="seconds")
        gone = "SELECT 'f' || id FROM uploaded_records WHERE COALESCE(used_at, created_at) < ?"
        results = await self._db.batch(
            [
                Statement(f"DELETE FROM reviews WHERE source IN ({gone})", (cutoff,)),
                Statement(
                    "DELETE FROM uploaded_records WHERE COALESCE(used_at, created_at) < ?",
                    (cutoff,),
                ),
            ]
        )
        if results[1].changed:
            log.info("uploads unused since %s deleted: %d", cutoff, results[1].changed)
        return results[1].changed

    async def review_of(self, source: str, settings: str) -> dict | None:
        """A review kept for `source` ('g<game id>' or 'f<upload id>') and its settings."""
        rows = await self._db.query(
            "SELECT review FROM reviews WHERE source = ? AND settings = ?", source, settings
        )
        return json.loads(rows[0][0]) if rows else None

    async def keep_review(self, source: str, settings: str, review: dict) -> None:
        """Keep a finished review; a second one of the same source and settings (computed at
        the same time by another process) is the same, so the first stays."""
        text = json.dumps(review, separators=(",", ":"), ensure_ascii=False)
        await self._db.batch(
            [
                Statement(
                    "INSERT INTO reviews (source, settings, review, created_at) "
                    "VALUES (?, ?, ?, ?) ON CONFLICT (source, settings) DO NOTHING",
                    (source, settings, text, _now()),
                )
            ]
        )


def _placing(game_id: int, result: str | None, ended: str, resigned: list[bool]) -> list[Statement]:
    """The places of a game that ended before results were kept per seat, from its result."""
    data = json.loads(result) if result else {}
    scores = [int(x) for x in data.get("scores", [])]
    ending = Statement("UPDATE games SET finished_at = ? WHERE id = ?", (ended, game_id))
    if len(scores) != len(resigned):  # a result without scores: kept, not placed
        return [ending]
    seat_places = places(scores, data.get("winners", []), resigned)
    return [ending, *result_statements(game_id, {"scores": scores}, seat_places)[1:]]
