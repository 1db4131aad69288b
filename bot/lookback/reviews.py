"""Game reviews (`/azul review`, the Review button): the rules' review of a game or an uploaded
record, kept in the database (one analysis per source and settings), told in words and drawn.

An analysis takes a core for some seconds (a 2-player Azul game about 2, Summer Pavilion about 6;
a crafted 1,000-move record a minute or more), so it runs on the analysis capacity
(`bot.analysis`: below the games' priority), as many reviews at a time as it has slots, handed
out in pieces of a few moves: the asker is told how far it is, and a hint asked meanwhile goes
before the next piece. Asked again meanwhile, the same source waits for the same analysis. Each
person has at most one analysis under way, and at most `queue` wait beyond the slots; one more is
refused with "busy, try again in N s". A review waiting for its turn holds only its source: the
record is read when its turn comes.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

from rules.ai.review import DEFAULT_ITERATIONS, METHOD, Judgement, summarise

from ..i18n.catalogue import language, text
from ..i18n.errors import UserError
from ..i18n.msgformat import number
from ..runtime import thinking
from ..runtime.analysis import REVIEW, Analysis, Busy
from ..runtime.images import Images
from .pages import Answer, Lookback, Viewer, edition_name, name

if TYPE_CHECKING:
    from render import Locale

log = logging.getLogger(__name__)

SEED = 0
PIECES = 8  # a review is handed to the worker in this many pieces (progress between them),
MOST_PLIES = 8  # of at most this many moves each (a hint waits for one piece at most)
QUEUE = 4  # reviews that may wait for a slot
TURNING_POINTS = 3

Progress = Callable[[int, int], Awaitable[None]]


@dataclass(slots=True)
class ReviewAnswer(Answer):
    lines: bytes = b""  # the review as JSON lines, as `python -m rules review` prints it


class Reviewer:
    """`processes=False` analyses in a thread of this process (tests: no process per bot)."""

    def __init__(
        self,
        lookback: Lookback,
        images: Images,
        analysis: Analysis,
        *,
        iterations: int = DEFAULT_ITERATIONS,
        processes: bool = True,
        queue: int = QUEUE,
    ) -> None:
        self.lookback = lookback
        self.results = lookback.results
        self.images = images
        self.analysis = analysis
        self.iterations = iterations
        self.processes = processes
        self.queue = queue
        # What a kept review was computed with (a review judged another way is made anew).
        self.settings = f"m{METHOD}:i{iterations}:s{SEED}"
        self._turn = asyncio.Semaphore(analysis.slots)  # reviews at once: one a slot
        self._running: dict[str, asyncio.Task[dict]] = {}  # source → its analysis (waiting or not)
        self._askers: dict[int, str] = {}  # person → the source of the analysis they started
        self._left: dict[str, int] = {}  # source → pieces still to judge (once it runs)

    async def review(
        self,
        source: str,
        guild_id: int | None,
        locale: Locale,
        progress: Progress,
        viewer: Viewer | None = None,
        asker: int | None = None,
    ) -> ReviewAnswer:
        """The review of `source` ('g<game id>' of this server, or 'f<upload id>'; with
        `viewer`, one they may see): kept, or analysed now with `progress(done, total)` awaited
        as it goes. A new analysis is refused (`UserError`) when `asker` already has one under
        way or too many wait."""
        record, file_name = await self._record(source, guild_id, viewer)
        kept = await self.results.review_of(source, self.settings)
        if kept is not None:
            return await self._answer(source, record, file_name, kept, locale)
        del record  # not held while the analysis waits for its turn: read again after it
        analysed = await asyncio.shield(self._analysis_of(source, guild_id, progress, asker))
        record, file_name = await self._record(source, guild_id, viewer)
        return await self._answer(source, record, file_name, analysed, locale)

    async def _record(
        self, source: str, guild_id: int | None, viewer: Viewer | None = None
    ) -> tuple[dict, str]:
        try:
            return await self.lookback.replay_record(source, guild_id, viewer)
        except UserError as exc:
            if exc.key in ("replay.running", "replay.not_started"):
                raise UserError(exc.key.replace("replay.", "review."), **exc.params) from None
            raise

    def _analysis_of(
        self, source: str, guild_id: int | None, progress: Progress, asker: int | None
    ) -> asyncio.Task[dict]:
        """The analysis of `source` under way, or a new one if there is room for it."""
        task = self._running.get(source)
        if task is not None:
            return task
        if asker is not None and asker in self._askers:
            raise UserError("review.one_at_a_time")
        if len(self._running) >= self.analysis.slots + self.queue:
            raise Busy(self.wait())
        task = asyncio.create_task(self._analysis(source, guild_id, progress))
        self._running[source] = task
        if asker is not None:
            self._askers[asker] = source

        def finished(_: asyncio.Task) -> None:
            self._running.pop(source, None)
            self._left.pop(source, None)
            if asker is not None and self._askers.get(asker) == source:
                del self._askers[asker]

        task.add_done_callback(finished)
        return task

    def wait(self) -> float:
        """Seconds until the first running review is expected to end (its pieces left)."""
        piece = self.analysis.expected("review")
        left = [n * piece for n in self._left.values()]
        return min(left, default=PIECES * piece)

    async def _analysis(self, source: str, guild_id: int | None, progress: Progress) -> dict:
        if self._turn.locked():
            await progress(0, 0)  # waiting for other reviews
        async with self._turn:
            record, _ = await self._record(source, guild_id)  # read now that its turn came
            plies = await self._run("review:replay", thinking.decisions, record)
            size = max(1, min(MOST_PLIES, -(-len(plies) // PIECES)))
            self._left[source] = -(-len(plies) // size)
            judgements: list[Judgement] = []
            await progress(0, len(plies))
            for start in range(0, len(plies), size):
                piece = plies[start : start + size]
                judgements += await self._run(
                    "review", thinking.judge, record, piece, self.iterations, SEED
                )
                self._left[source] -= 1
                await progress(len(judgements), len(plies))
        done = summarise(record, judgements)
        kept = {
            "settings": self.settings,
            "rounds": done.rounds,
            "judgements": [asdict(j) for j in done.judgements],
            "summaries": [s.line(done.rounds) for s in done.summaries],
        }
        await self.results.keep_review(source, self.settings, kept)
        return kept

    async def _answer(
        self, source: str, record: dict, file_name: str, kept: dict, locale: Locale
    ) -> ReviewAnswer:
        judged = [Judgement(**j) for j in kept["judgements"]]
        lang = language(locale)
        names = [name(n) for n in record["players"]]
        title, plain = (self._title(source, record, file_name, locale, raw) for raw in (0, 1))
        lines = [f"**{title}**"]
        if source[0] == "g":
            lines += await self.lookback.tournament_line(int(source[1:]), locale)
        rows = []
        for s in kept["summaries"]:
            v = s["verdicts"]
            accuracy = number(round(s["accuracy"]), lang)
            lost = number(s["lost_per_round"], lang, decimals=1, fixed=True)
            lines.append(
                text(
                    "review.player",
                    locale,
                    name=names[s["seat"]],
                    accuracy=accuracy,
                    lost=lost,
                    mistakes=v["mistake"],
                    blunders=v["blunder"],
                )
            )
            rows.append(
                [
                    record["players"][s["seat"]],
                    f"{accuracy} %",
                    lost,
                    str(v["mistake"]),
                    str(v["blunder"]),
                ]
            )
        turning = sorted(
            sorted((j for j in judged if not j.forced and j.loss > 0), key=lambda j: -j.loss)[
                :TURNING_POINTS
            ],
            key=lambda j: j.ply,
        )
        captions = []
        if turning:
            lines.append(text("review.turning", locale))
        for j in turning:
            said = dict(
                move=j.ply + 1,
                round=j.round,
                played=j.played,
                best=j.best,
                loss=number(j.loss, lang, decimals=1, fixed=True),
            )
            lines.append("• " + text("review.turning_point", locale, name=names[j.seat], **said))
            raw = record["players"][j.seat]  # on the image, no markdown to escape
            captions.append(text("review.turning_point", locale, name=raw, **said))
        content = "\n".join(lines)
        jsonl = "\n".join(
            json.dumps(line, ensure_ascii=False)
            for line in [*(_public(j) for j in kept["judgements"]), *kept["summaries"]]
        )
        try:
            png = await self.images.review_png(
                record, plain, judged, rows, turning, captions, locale
            )
        except Exception:  # the words go out anyway
            log.exception("review %s: the image could not be drawn", source)
            png = None
        return ReviewAnswer(content, png, lines=(jsonl + "\n").encode())

    @staticmethod
    def _title(source: str, record: dict, file_name: str, locale: Locale, raw: int) -> str:
        """The review's title: with names escaped for a message, or `raw` for the image."""
        names = [n if raw else name(n) for n in record["players"]]
        fields = dict(edition=edition_name(record["edition"], locale), players=", ".join(names))
        if source[0] == "g":
            title = text("review.title_game", locale, game=source[1:], **fields)
        else:
            upload = file_name[:60] if raw else name(file_name[:60])
            title = text("review.title_file", locale, file=upload, **fields)
        # The image's fonts have no emoji: its title goes without the magnifier.
        return title.replace("🔍", "").strip() if raw else title

    async def _run(self, kind: str, work, *args):
        in_thread = not self.processes
        return await self.analysis.run(kind, REVIEW, work, *args, in_thread=in_thread)


def _public(judgement: dict) -> dict:
    """A judgement as `python -m rules review` prints it."""
    keys = ("ply", "seat", "played", "best", "loss", "verdict", "forced")
    return {k: round(judgement[k], 2) if k == "loss" else judgement[k] for k in keys}
