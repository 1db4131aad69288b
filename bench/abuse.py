"""Abuse benchmark: one person floods the bot with expert hints while computer games run.

    python -m bench.abuse [--games 20] [--hints 100] [--level hard] [--think 3.0] [--rounds 4]

The real bot process against the local Discord simulator, with the real per-person rate limit
(AZUL_RATE_BURST=20 interactions in AZUL_RATE_WINDOW=10 s). In each of `--games` rooms a person
plays a computer of `--level` by clicking the guided controls (`--think` seconds before each
click), one game after another. After `--warmup` seconds, `--rounds` times: the games are
measured for a quiet window (`--quiet` seconds in all), then one more person, seated in
`--abuser-games` games of their own against easy computers, sends their share of the `--hints`
`/azul hint expert:True` as fast as the rate limit lets them, round-robin over their games,
without waiting for answers (the window ends when every one is answered). In a game whose hint
was answered they first play the hinted move (the computer answers at once), so that their hints
keep asking about new positions: a kept answer would cost the bot nothing. Quiet and abused
windows take turns so that other work on the machine, which comes and goes, weighs on both.

The last line printed is JSON:

    computer_move_ms   a person's move posted (their table) → the computer's reply posted (its
                       thinking, the commit, the image, the post): `quiet` (before the abuse)
                       and `abused` (replies posted while the hints were being asked and
                       answered), each {p50_ms, p95_ms, n}
    p95_ratio          abused p95 / quiet p95 (target ≤ 1.5)
    hints_answered     hints the abuser got (the move and its reason)
    hints_refused      hints refused, by why: `in_flight` (their previous one is being worked
                       out), `busy` (the queue is full), `slow_down` (the rate limit)
    errors             games that failed + the abuser's unexpected answers + simulator failures
                       + bot ERROR log records
    hint_ms            asked → answered, for the answered hints
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import sys
import tempfile
import time
from collections import Counter, deque
from pathlib import Path

from fakediscord import FakeDiscord
from fakediscord.models import DEFERRED_MESSAGE, LOADING, MESSAGE

from .harness import bots_against, server_with_people
from .players import Table, is_final, is_public_image
from .stats import summary

RATE_BURST, RATE_WINDOW = 20, 10.0  # the bot's defaults: the abuser keeps to them exactly


def parse(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python -m bench.abuse", description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=20, help="rooms with a computer game running")
    ap.add_argument("--hints", type=int, default=100, help="expert hints the abuser asks")
    ap.add_argument("--level", default="hard", help="the games' computer players")
    ap.add_argument("--think", type=float, default=3.0, help="seconds before each click")
    ap.add_argument("--warmup", type=float, default=20.0, help="seconds before measuring")
    ap.add_argument("--quiet", type=float, default=48.0, help="quiet seconds measured in all")
    ap.add_argument("--rounds", type=int, default=4, help="quiet and abused windows, in turn")
    ap.add_argument("--abuser-games", type=int, default=3, help="the abuser's own games")
    ap.add_argument("--computer-delay", type=float, default=1.0, help="AZUL_COMPUTER_DELAY")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workdir", type=Path, help="keep the database and bot log here")
    ap.add_argument(
        "--bot-env",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="an extra setting for the bot process (repeatable)",
    )
    return ap.parse_args(argv)


class Pace:
    """One person's own sliding window: at most `burst` actions in `window` seconds (with a
    little to spare, since the bot counts them when they arrive)."""

    def __init__(self, burst: int, window: float, spare: float = 0.25) -> None:
        self.burst, self.window, self.spare = burst, window, spare
        self._sent: deque[float] = deque()

    async def turn(self) -> None:
        while True:
            now = time.monotonic()
            while self._sent and self._sent[0] <= now - self.window:
                self._sent.popleft()
            if len(self._sent) < self.burst:
                self._sent.append(now)
                return
            await asyncio.sleep(self._sent[0] + self.window + self.spare - now)


class PacedTable(Table):
    """A table whose person keeps to the rate limit."""

    def __init__(self, *args, pace: Pace, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.pace = pace

    async def _track(self, send):
        await self.pace.turn()
        return await super()._track(send)


def replies(table: Table) -> list[tuple[float, float]]:
    """(posted at, seconds) of each computer move that answered a person's move: from the
    person's table to the computer's (no computer delay comes between them)."""
    by_person = {m.message_id for m in table.moves}
    return [
        (after.created_mono, after.created_mono - before.created_mono)
        for before, after in zip(table.tables, table.tables[1:], strict=False)
        if before.id in by_person and after.id not in by_person
    ]


async def keep_playing(table_of, stop: asyncio.Event, played: list[Table], delay: float) -> None:
    """One room: a game, then another, until `stop` (a game under way is left as it is)."""
    await asyncio.sleep(delay)
    while not stop.is_set():
        table = table_of()
        played.append(table)
        await table.play()


class Abuser:
    """Expert hints as fast as the rate limit lets one person ask them."""

    def __init__(self, sim: FakeDiscord, tables: list[PacedTable], pace: Pace) -> None:
        from bot.i18n.catalogue import EN

        self.sim, self.tables, self.pace = sim, tables, pace
        self.in_flight = EN["error.hint_in_flight"]
        self.busy = re.compile(re.escape(EN["error.busy"]).replace(r"\{seconds\}", r"\d+"))
        self.slow = re.compile(re.escape(EN["error.slow_down"]).replace(r"\{seconds\}", r"\d+"))
        self.answered: list[float] = []  # seconds from asking to the answer
        self.refused: Counter[str] = Counter()
        self.errors: list[str] = []
        self.moves = 0
        self._fresh: dict[int, str] = {}  # game → the answered hint's move, to play next
        self._moved: dict[int, int] = {}  # game → its newest picture when they last moved

    def newest(self, table: PacedTable):
        return [m for m in self.sim.channel_messages(table.channel) if is_public_image(m)][-1]

    def asked(self, table: PacedTable) -> bool:
        """Whether the table's newest picture asks the abuser to move (a newer one than when
        they last moved there)."""
        newest = self.newest(table)
        if newest.id <= self._moved.get(table.game_id, 0):
            return False
        return table.to_act(newest) is table.host

    async def run(self, hints: int) -> None:
        follow: list[asyncio.Task] = []
        sent, turn = 0, 0
        while sent < hints:
            table = self.tables[turn % len(self.tables)]
            turn += 1
            if not self.asked(table):
                if all(is_final(self.newest(t)) for t in self.tables):
                    self.errors.append(f"the abuser's games ended after {sent} hints")
                    break
                await asyncio.sleep(0.02)  # the computer is moving there
                continue
            await self.pace.turn()
            move = self._fresh.pop(table.game_id, None)
            if move is not None:
                self._moved[table.game_id] = self.newest(table).id
                await self.sim.slash(table.host, table.channel, "azul move", notation=move)
                self.moves += 1
                continue
            inter = await self.sim.slash(table.host, table.channel, "azul hint", expert=True)
            sent += 1
            follow.append(asyncio.create_task(self._answer(table, inter)))
        await asyncio.gather(*follow)

    async def _answer(self, table: PacedTable, inter) -> None:
        try:
            content = await self._content(table, inter)
        except TimeoutError as exc:
            self.errors.append(f"hint not answered: {exc}")
            return
        if content.startswith("Hint: `"):
            self.answered.append(time.monotonic() - inter.sent_at)
            self._fresh[table.game_id] = content.split("`")[1]
        elif content == self.in_flight:
            self.refused["in_flight"] += 1
        elif self.busy.fullmatch(content):
            self.refused["busy"] += 1
        elif self.slow.fullmatch(content):
            self.refused["slow_down"] += 1
        else:
            self.errors.append(f"hint answered {content!r}")

    async def _content(self, table: PacedTable, inter) -> str:
        reply = self.sim.reply_of(inter)
        if inter.response_type == MESSAGE and reply is not None:
            return reply.content
        if inter.response_type != DEFERRED_MESSAGE or inter.original_id is None:
            return f"(answer of type {inter.response_type})"
        original = inter.original_id
        final = await self.sim.wait_for_message(
            lambda m: m.id == original and not m.flags & LOADING,
            300.0,
            channel=table.channel,
            after=original - 1,
        )
        return final.content


async def run(args: argparse.Namespace) -> dict:
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="azul-abuse-"))
    rng = random.Random(args.seed)
    rooms_needed = args.games + args.abuser_games
    extra = {
        "AZUL_RATE_BURST": str(RATE_BURST),
        "AZUL_RATE_WINDOW": str(RATE_WINDOW),
        **dict(item.split("=", 1) for item in args.bot_env),
    }
    async with FakeDiscord(keep_attachment_bytes=False) as sim:
        _, rooms, people = await server_with_people(sim, rooms_needed, args.games + 1)
        players, abuser = people[: args.games], people[-1]
        async with bots_against(
            sim, workdir, computer_delay=args.computer_delay, extra_env=extra
        ) as (bot,):
            stop = asyncio.Event()
            played: list[Table] = []

            def room_table(i: int):
                seed, own_pace = rng.random(), Pace(RATE_BURST, RATE_WINDOW)
                return lambda: PacedTable(
                    sim,
                    rooms[i],
                    players[i],
                    computers=1,
                    level=args.level,
                    rng=random.Random(seed),
                    think=args.think,
                    timeout=120.0,
                    pace=own_pace,  # every person keeps to the rate limit
                )

            started = time.monotonic()
            load_before = os.getloadavg()[0]
            cpu0 = bot.cpu_seconds() or 0.0
            games = [
                asyncio.create_task(keep_playing(room_table(i), stop, played, i * 0.25))
                for i in range(args.games)
            ]
            pace = Pace(RATE_BURST, RATE_WINDOW)
            own = [
                # Unrated: rated games give no hints.
                PacedTable(
                    sim,
                    rooms[args.games + i],
                    abuser,
                    level="easy",
                    pace=pace,
                    options={"rated": False},
                )
                for i in range(args.abuser_games)
            ]
            for table in own:  # the abuser's games, to their first turn
                await table.open()
                await table.play_until(0)
            await _sleep_until(started + args.warmup, games)
            hinting = Abuser(sim, own, pace)
            quiet_windows, abused_windows = [], []
            for r in range(args.rounds):
                quiet_start = time.monotonic()
                await _sleep_until(quiet_start + args.quiet / args.rounds, games)
                abuse_start = time.monotonic()
                quiet_windows.append((quiet_start, abuse_start))
                share = args.hints * (r + 1) // args.rounds - args.hints * r // args.rounds
                await hinting.run(share)
                abused_windows.append((abuse_start, time.monotonic()))
            stop.set()
            failed = [t.exception() for t in games if t.done() and t.exception() is not None]
            for task in games:
                task.cancel()
            await asyncio.gather(*games, return_exceptions=True)
            bot_cpu = (bot.cpu_seconds() or 0.0) - cpu0
            load_after = os.getloadavg()[0]
        bot_errors = bot.error_lines()
    measured = [r for t in played for r in replies(t)]
    quiet = [s for at, s in measured if any(a <= at < b for a, b in quiet_windows)]
    abused = [s for at, s in measured if any(a <= at < b for a, b in abused_windows)]
    rounds = [
        [
            summary([s for at, s in measured if a <= at < b])["p50_ms"]
            for a, b in (quiet_window, abused_window)
        ]
        for quiet_window, abused_window in zip(quiet_windows, abused_windows, strict=True)
    ]
    for problem in failed[:5]:
        print(f"game failed: {problem!r}", file=sys.stderr)
    for problem in hinting.errors[:5]:
        print(f"abuser: {problem}", file=sys.stderr)
    for failure in sim.failures[:5]:
        print(f"simulator: {failure}", file=sys.stderr)
    for line in bot_errors[:5]:
        print(f"bot: {line}", file=sys.stderr)
    print(f"workdir {workdir}", file=sys.stderr)
    q, a = summary(quiet), summary(abused)
    ratio = None
    if q["p95_ms"] and a["p95_ms"]:
        ratio = round(a["p95_ms"] / q["p95_ms"], 2)
    return {
        "bench": "abuse",
        "games": args.games,
        "level": args.level,
        "think_s": args.think,
        "hints": args.hints,
        "rounds": args.rounds,
        "computer_move_ms": {
            "quiet": {k: q[k] for k in ("p50_ms", "p95_ms", "n")},
            "abused": {k: a[k] for k in ("p50_ms", "p95_ms", "n")},
        },
        "p95_ratio": ratio,
        "hints_answered": len(hinting.answered),
        "hints_refused": sum(hinting.refused.values()),
        "hints_refused_by": dict(hinting.refused),
        "errors": len(failed) + len(hinting.errors) + len(sim.failures) + len(bot_errors),
        "hint_ms": {k: summary(hinting.answered)[k] for k in ("p50_ms", "p95_ms", "max_ms")},
        "abuser_moves": hinting.moves,
        "rounds_p50_ms": rounds,  # [quiet, abused] of each round
        "abuse_s": round(sum(b - a for a, b in abused_windows), 1),
        "games_played": len(played),
        "bot_cpu_s": round(bot_cpu, 1),
        "bot_env": args.bot_env,
        "loadavg_1m": [round(load_before, 2), round(load_after, 2)],
    }


async def _sleep_until(moment: float, games: list[asyncio.Task]) -> None:
    """Wait until `moment`; a game that fails meanwhile stops the benchmark early."""
    while time.monotonic() < moment:
        if any(t.done() for t in games):
            return
        await asyncio.sleep(min(0.5, max(0.0, moment - time.monotonic())))


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    result = asyncio.run(run(args))
    print(json.dumps(result))
    return 0 if result["errors"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
