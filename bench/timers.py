"""Turn timers at scale: start-up and scheduler wake-ups with many pending deadlines.

    python -m bench.timers [--games 10000] [--finished 100000] [--ticks 2000]

Fills a fresh SQLite file with `--finished` finished games (every move kept, as the bot keeps
them) and `--games` running two-player games that each wait for a person
under a turn timer (an expiry and a half-time reminder pending, spread over the next 24 hours,
a few already overdue as after a restart), then, in a fresh process each:

- start-up as the bot does it without Discord: open the store, load the open games, and the
  scheduler's first wake-up (which handles the overdue deadlines): `startup_ms`;
- resident memory after start-up (`rss_mb`) and its growth over the same start-up on an empty
  database (`rss_growth_mb`);
- resident memory with 1,000 recently active games loaded (`rss_1000_active_mb`);
- `--ticks` scheduler wake-ups, each at the next deadline as the scheduler sleeps to it, each
  doing the game side of what it finds due (an expiry: the computer plays the turn, commits it
  and sets the next turn's deadlines; a reminder: reads the turn's expiry): `tick_p95_ms`.
  Posting to Discord is not part of it (`python -m bench.e2e` measures that).

Prints one JSON line. Targets on the project machine: start-up ≤ 3 s, tick p95 ≤ 20 ms, RSS growth
≤ 50 MB, RSS after start-up ≤ 150 MB, with 1,000 active games ≤ 400 MB.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .stats import percentile

HOUR = 3600.0
TIMER = 24 * HOUR


def rss_mb() -> float:
    text = Path("/proc/self/status").read_text()
    return int(re.search(r"^VmRSS:\s+(\d+) kB", text, re.M).group(1)) / 1024


# -- filling the database ---------------------------------------------------------------------


def fill(path: Path, games: int, seed: int, finished: int = 0) -> None:
    """`finished` finished and `games` running games in the bot's own schema."""
    from bot.store.games import Store
    from rules import new_game

    async def create() -> None:
        store = await Store.open(path)
        await store.close()

    asyncio.run(create())
    rng = random.Random(seed)
    now = time.time()
    # A few dozen distinct positions, each a few moves into a game, shared by many games.
    positions = []
    for i in range(40):
        game = new_game("azul", ["ana", "bo"], "colour", seed + i)
        for _ in range(rng.randrange(0, 12)):
            game.play(rng.choice(game.legal_moves()))
        positions.append(game)
    db = sqlite3.connect(path)
    db.execute("PRAGMA synchronous = OFF")
    fill_finished(db, finished, seed, now)
    with db:
        for n in range(games):
            game = positions[n % len(positions)]
            stamp = time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(now))
            cursor = db.execute(
                "INSERT INTO games (guild_id, channel_id, host_id, edition, side, seed, locale, "
                "status, turn_message_id, turn_message_ply, snapshot, snapshot_ply, created_at, "
                "updated_at, turn_timer, timer_level, turn_user_id) VALUES (1, ?, 100, 'azul', "
                "'colour', ?, 'en', 'active', ?, ?, ?, ?, ?, ?, ?, 'easy', ?)",
                (
                    10_000 + n,
                    seed + n % len(positions),
                    20_000 + n,
                    len(game.history),
                    json.dumps(game.to_dict(), separators=(",", ":")),
                    len(game.history),
                    stamp,
                    stamp,
                    int(TIMER),
                    100 if game.turn == 0 else 200 + n,
                ),
            )
            game_id = cursor.lastrowid
            db.executemany(
                "INSERT INTO seats (game_id, seat, user_id, level, name) VALUES (?, ?, ?, NULL, ?)",
                [(game_id, 0, 100, "ana"), (game_id, 1, 200 + n, "bo")],
            )
            db.executemany(
                "INSERT INTO moves (game_id, ply, seat, notation, actor_id, played_at) "
                "VALUES (?, ?, ?, ?, NULL, ?)",
                [(game_id, ply, 0, str(m), stamp) for ply, m in enumerate(game.history)],
            )
            # Each turn started some time in the last 24 hours (1 % ran out while the bot was
            # down); its reminder is pending only if half time is still ahead.
            started = now - TIMER - 60 if n % 100 == 0 else now - rng.uniform(0, TIMER - 60)
            pending = [("expiry", started + TIMER), ("reminder", started + TIMER / 2)]
            db.executemany(
                "INSERT INTO deadlines (game_id, kind, ply, due_at) VALUES (?, ?, ?, ?)",
                [
                    (game_id, kind, len(game.history), due)
                    for kind, due in pending
                    if kind == "expiry" or due > now
                ],
            )
    db.close()


def fill_finished(db: sqlite3.Connection, count: int, seed: int, now: float) -> None:
    """`count` finished games with every move, in the channels of long-gone games."""
    from rules import new_game
    from rules.ai import choose_move

    finals = []
    for i in range(20):
        game = new_game("azul", ["ana", "bo"], "colour", seed + 1000 + i)
        while not game.is_over:
            game.play(choose_move(game, "easy", seed + len(game.history)))
        result = json.dumps({"scores": game.scores, "winners": game.winners})
        finals.append((game, json.dumps(game.to_dict(), separators=(",", ":")), result))
    stamp = time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(now - 86400))
    with db:
        for n in range(count):
            game, snapshot, result = finals[n % len(finals)]
            cursor = db.execute(
                "INSERT INTO games (guild_id, channel_id, host_id, edition, side, seed, locale, "
                "status, snapshot, snapshot_ply, result, created_at, updated_at) VALUES "
                "(1, ?, 100, 'azul', 'colour', ?, 'en', 'finished', ?, ?, ?, ?, ?)",
                (1_000_000 + n, seed, snapshot, len(game.history), result, stamp, stamp),
            )
            game_id = cursor.lastrowid
            db.executemany(
                "INSERT INTO seats (game_id, seat, user_id, level, name) VALUES (?, ?, ?, NULL, ?)",
                [(game_id, 0, 100, "ana"), (game_id, 1, 300 + n % 500, "bo")],
            )
            db.executemany(
                "INSERT INTO moves (game_id, ply, seat, notation, actor_id, played_at) "
                "VALUES (?, ?, ?, ?, 100, ?)",
                [(game_id, ply, ply % 2, str(m), stamp) for ply, m in enumerate(game.history)],
            )


# -- one measured run (in a child process) -------------------------------------------------------


class Clock:
    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


async def measure(path: Path, ticks: int) -> dict:
    from bot.games.computer import ComputerPlayers
    from bot.games.scheduler import Scheduler
    from bot.games.service import GameService
    from bot.store.games import Store

    clock = Clock()
    before = rss_mb()
    t0 = time.perf_counter()
    store = await Store.open(path)
    service = GameService(store, ComputerPlayers(), clock=clock)
    await service.load()

    async def handle(deadline) -> None:
        """The game side of the bot's deadline handling (TurnFlow.on_deadline) without posts."""
        if await service.get(deadline.game_id) is None:  # loads the game on first use
            return
        async with service.locked(deadline.game_id) as table:
            if deadline.kind == "reminder":
                await store.deadlines(table.id)
            elif deadline.kind == "expiry" and await service.expire_turn(table, deadline.ply):
                seat = table.to_act
                person = None if seat is None else table.seats[seat].user_id
                await store.start_turn(table.id, person, service.turn_deadlines(table))

    scheduler = Scheduler(store, handle, clock=clock)
    handled_at_start = await scheduler.tick()
    startup = time.perf_counter() - t0
    rss = rss_mb()
    loaded_at_startup = len(service.tables)
    # A busy evening: 1,000 games in use at once (each loaded from its snapshot).
    open_ids = [game_id for _, game_id in await store.open_channels()]
    for game_id in open_ids[:1000]:
        await service.get(game_id)
    rss_active = rss_mb()
    active = len(service.tables)
    times = []
    for _ in range(ticks):
        following = await store.next_deadline()
        if following is None:
            break
        clock.now = max(clock.now, following)
        t = time.perf_counter()
        await scheduler.tick()
        times.append(time.perf_counter() - t)
    result = {
        "startup_ms": round(startup * 1000, 1),
        "overdue_handled_at_startup": handled_at_start,
        "games_loaded_at_startup": loaded_at_startup,
        "games_loaded_after_ticks": len(service.tables),
        "moves_by_timer": await moves_by_timer(store),
        "rss_mb": round(rss, 1),
        "rss_before_mb": round(before, 1),
        "rss_1000_active_mb": round(rss_active, 1),
        "games_loaded_for_that": active,
        "tick_p50_ms": round((percentile(times, 50) or 0) * 1000, 2),
        "tick_p95_ms": round((percentile(times, 95) or 0) * 1000, 2),
        "tick_max_ms": round(max(times, default=0) * 1000, 2),
        "ticks": len(times),
        "rss_after_ticks_mb": round(rss_mb(), 1),  # with up to 1,000 games loaded
    }
    service.computer.close()
    await store.close()
    return result


async def moves_by_timer(store) -> int:
    async with store.transaction() as db:
        return int(await db.fetchval("SELECT COUNT(*) FROM moves WHERE by_timer = 1"))


def child(path: str, ticks: int) -> None:
    import bot.app  # noqa: F401  (what the bot process holds besides games: discord.py, Pillow)
    import render  # noqa: F401

    print(json.dumps(asyncio.run(measure(Path(path), ticks))))


def run_child(path: Path, ticks: int) -> dict:
    out = subprocess.run(
        [sys.executable, "-m", "bench.timers", "--child", str(path), "--ticks", str(ticks)],
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--finished", type=int, default=0, help="finished games to add")
    parser.add_argument("--ticks", type=int, default=2_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.child, args.ticks)
        return
    with tempfile.TemporaryDirectory(prefix="azul-bench-timers-") as tmp:
        empty, full = Path(tmp) / "empty.sqlite3", Path(tmp) / "full.sqlite3"
        fill(empty, 0, args.seed)
        t = time.perf_counter()
        fill(full, args.games, args.seed, args.finished)
        filled = time.perf_counter() - t
        base = run_child(empty, 0)
        result = run_child(full, args.ticks)
    result["rss_growth_mb"] = round(result["rss_mb"] - base["rss_mb"], 1)
    result["empty_startup_ms"] = base["startup_ms"]
    result["games"] = args.games
    result["finished_games"] = args.finished
    result["fill_s"] = round(filled, 1)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
