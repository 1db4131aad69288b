"""Soak: many games through the real bot process and the simulated Discord, faults injected.

    python -m bench.soak [--games 1000] [--slots 50] [--faults] [--fault-every 2.0]

`--slots` rooms play at once, each one game after another, until `--games` games have been
played: in every other game a person plays a computer, in the others two people play each other
(clicking the guided controls, every fourth move typed with `/azul move`); every third game is
played in a thread of its own. With `--faults`, every `--fault-every` seconds one fault is
injected at random: a route's 429 or a global one, a 500 on a follow-up or an interaction
callback, a 502 or 503 on a post, a slow upload, a dropped gateway connection (the bot RESUMEs),
an invalid session (the bot IDENTIFYs again), every interaction token so far past its 15 minutes,
a game's thread archived (or archived and locked), or a game's live table deleted by a moderator
(its people type their moves then). After each game its
record comes back through `/azul export` and is compared with the moves the people saw
acknowledged.

The last line printed is JSON:

    games_finished          games played to their end
    lost_moves              acknowledged moves missing from the records
    stuck_games             games that posted no new table for --stall seconds
    unhandled_exceptions    ERROR or traceback lines in the bot's log, and failed game drivers
    interaction_failures    interactions the bot never acknowledged within 3 s
    rss_start_mb            the bot's resident memory once the first wave of games is over
    rss_end_mb              ... at the end (targets: the growth within 10 %)
    rss_curve_mb            ... after every tenth of the games: a leak climbs, a warm-up levels
    faults                  injected faults, by kind
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from fakediscord import FakeDiscord

from .harness import bots_against, server_with_people
from .players import Table

POSTS = r"/channels/\d+/messages"
EDITS = r"/channels/\d+/messages/\d+"
FOLLOWUPS = r"/webhooks/\d+/[^/]+"
CALLBACKS = r"/interactions/\d+/[^/]+/callback"


def parse(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python -m bench.soak", description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--slots", type=int, default=50, help="games played at once")
    ap.add_argument("--faults", action="store_true", help="inject faults at random")
    ap.add_argument("--fault-every", type=float, default=2.0, help="seconds between faults")
    ap.add_argument("--think", type=float, default=0.5, help="seconds before each click")
    ap.add_argument(
        "--stall",
        type=float,
        default=120.0,
        help="a game without a new table for this long is stuck",
    )
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workdir", type=Path, help="keep the database and bot log here")
    return ap.parse_args(argv)


KINDS = (
    "429", "global-429", "500-followup", "500-callback", "502-post", "503-post", "slow-post",
    "gateway-drop", "invalid-session", "expired-tokens", "archived-thread", "locked-thread",
    "deleted-table",
)  # fmt: skip
CALLBACK_GAP = 6.0  # seconds between two callback errors: one interaction never meets two


async def inject(
    sim: FakeDiscord, rng: random.Random, last_callback: list[float], live: dict[int, Table]
) -> str:
    """One fault, at random; its kind. Two 500s on one interaction's callback would outlast
    Discord's 3 seconds whatever a bot did (discord.py waits 1 s, then 3 s), so callback errors
    come at least CALLBACK_GAP apart. `live` holds the games being played, by game id."""
    kinds = KINDS
    if time.monotonic() - last_callback[0] < CALLBACK_GAP:
        kinds = tuple(k for k in KINDS if k != "500-callback")
    kind = rng.choice(kinds)
    if kind == "500-callback":
        last_callback[0] = time.monotonic()
    if kind == "429":
        sim.inject_429("POST", POSTS, times=rng.randint(1, 3), retry_after=0.2)
    elif kind == "global-429":
        sim.inject_global_429("PATCH", EDITS, times=1, retry_after=0.3)
    elif kind == "500-followup":
        sim.inject_status("POST", FOLLOWUPS, 500, times=1)
    elif kind == "500-callback":
        sim.inject_status("POST", CALLBACKS, 500, times=1)
    elif kind == "502-post":
        sim.inject_status("POST", POSTS, 502, times=1)
    elif kind == "503-post":
        sim.inject_status("POST", POSTS, 503, times=1)
    elif kind == "slow-post":
        sim.slow("POST", POSTS, 1.5, times=2)
    elif kind == "expired-tokens":  # as if 15 minutes had passed for every interaction so far
        sim.expire_tokens()
    elif kind in ("archived-thread", "locked-thread"):
        threads = [t.channel for t in live.values() if t.channel.is_thread]
        if threads:
            await sim.archive_thread(rng.choice(threads), locked=kind == "locked-thread")
    elif kind == "deleted-table":  # a moderator deletes a game's live table message
        tables = [t.last for t in live.values() if t.tables and not t.finished]
        if tables:
            await sim.delete_message(rng.choice(tables))
    elif sim.gateway.connected:
        await sim.gateway.drop(resume=kind == "gateway-drop")
    return kind


async def chaos(
    sim: FakeDiscord,
    every: float,
    seed: int,
    counts: Counter,
    stop: asyncio.Event,
    live: dict[int, Table],
):
    """A fault every `every` seconds; never two REST faults waiting at once (stacked, several
    500s on one interaction callback would outlast Discord's 3 seconds whatever a bot did)."""
    rng = random.Random(seed)
    last_callback = [0.0]
    while not stop.is_set():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), every)
        if stop.is_set():
            return
        if any(f.remaining > 0 for f in sim.rest.faults):
            continue
        counts[await inject(sim, rng, last_callback, live)] += 1


def rss_mb(pids: list[int]) -> float:
    total = 0
    for pid in pids:
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except OSError:
            continue
    return round(total / 1024, 1)


async def run(args: argparse.Namespace) -> dict:
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="azul-soak-"))
    rng = random.Random(args.seed)
    results = {"finished": 0, "lost": 0, "stuck": 0, "failed": 0, "played": 0}
    faults: Counter = Counter()
    rss_start: list[float] = []
    curve: list[float] = []
    async with FakeDiscord(keep_attachment_bytes=False) as sim:
        _, rooms, people = await server_with_people(sim, args.slots, args.slots * 2)
        async with bots_against(sim, workdir, processes=1, computer_delay=0.0) as bots:
            bot = bots[0]
            live: dict[int, Table] = {}  # the games being played, for faults aimed at one
            queue: asyncio.Queue[int] = asyncio.Queue()
            for n in range(args.games):
                queue.put_nowait(n)

            async def slot(i: int) -> None:
                room, pair = rooms[i], people[2 * i : 2 * i + 2]
                while True:
                    try:
                        n = queue.get_nowait()
                    except asyncio.QueueEmpty:
                        return
                    await play_one(sim, room, pair, n, rng.random(), args, results, live)
                    over = results["finished"] + results["stuck"] + results["failed"]
                    if over >= args.slots and not rss_start:  # the first wave is over
                        rss_start.append(rss_mb([bot.pid]))
                    if over >= (len(curve) + 1) * max(1, args.games // 10):
                        curve.append(rss_mb([bot.pid]))

            stop = asyncio.Event()
            chaos_task = (
                asyncio.create_task(chaos(sim, args.fault_every, args.seed, faults, stop, live))
                if args.faults
                else None
            )
            started = time.monotonic()
            await asyncio.gather(*(slot(i) for i in range(args.slots)))
            stop.set()
            if chaos_task is not None:
                await chaos_task
            seconds = time.monotonic() - started
            rss_end = rss_mb([bot.pid])
            errors = bot.error_lines()
    unacked = [f for f in sim.failures if f.kind == "unacknowledged"]
    for line in errors[:10]:
        print(f"bot: {line}", file=sys.stderr)
    for failure in sim.failures[:10]:
        print(f"simulator: {failure}", file=sys.stderr)
    print(f"workdir {workdir}", file=sys.stderr)
    return {
        "bench": "soak",
        "games": args.games,
        "slots": args.slots,
        "faults_injected": args.faults,
        "games_finished": results["finished"],
        "lost_moves": results["lost"],
        "stuck_games": results["stuck"],
        "unhandled_exceptions": len(errors) + results["failed"],
        "interaction_failures": len(unacked),
        "rss_start_mb": rss_start[0] if rss_start else None,
        "rss_end_mb": rss_end,
        "rss_curve_mb": curve,
        "faults": dict(sorted(faults.items())),
        "seconds": round(seconds, 1),
    }


async def play_one(
    sim, room, pair, n: int, seed: float, args, results: dict, live: dict[int, Table]
) -> None:
    """Game `n` in `room`, or in a thread of its own there (every third game): a person
    against a computer, or two people."""
    computer = n % 2 == 0
    channel = await sim.add_thread(room, f"azul {n}") if n % 3 == 2 else room
    table = Table(
        sim,
        channel,
        pair[0],
        guests=() if computer else (pair[1],),
        computers=1 if computer else 0,
        edition=("azul", "summer-pavilion")[(n // 2) % 2],
        side=("colour", "grey")[(n // 4) % 2],
        rng=random.Random(seed),
        think=args.think,
        timeout=60.0,
        options={"rated": False},  # so that `free` ends a stuck game at once (no vote)
    )
    results["played"] += 1
    live[n] = table
    try:
        await until_done_or_stalled(table.play(by_command_every=4), table, args.stall)
        record = await table.export()
    except TimeoutError:
        results["stuck"] += 1
        print(f"game {table.game_id} in {channel.name} is stuck", file=sys.stderr)
        await free(sim, table, pair[0], channel)
        return
    except Exception as exc:
        results["failed"] += 1
        print(f"game {table.game_id} in {channel.name} failed: {exc!r}", file=sys.stderr)
        await free(sim, table, pair[0], channel)
        return
    finally:
        del live[n]
    results["finished"] += 1
    results["lost"] += len(table.lost_moves(record))


async def until_done_or_stalled(playing, table: Table, stall: float) -> None:
    """Run `playing` to its end; TimeoutError if no new table was posted for `stall` seconds
    (a game that goes on, however long, is not stuck: random clickers on the grey side can
    take hundreds of moves to complete a row)."""
    task = asyncio.ensure_future(playing)
    seen, since = -1, time.monotonic()
    try:
        while not task.done():
            await asyncio.wait({task}, timeout=1.0)
            if len(table.tables) != seen:
                seen, since = len(table.tables), time.monotonic()
            elif time.monotonic() - since > stall:
                raise TimeoutError(f"no new table for {stall:.0f} s")
        task.result()
    finally:
        if not task.done():
            task.cancel()
            with contextlib.suppress(BaseException):
                await task


async def free(sim, table: Table, host, room) -> None:
    """As the host would after a game went wrong: end whatever is open in the room (a lobby
    opened by an answer that came too late included), so that the next game can start."""
    for _ in range(3):
        await asyncio.sleep(1.0)
        with contextlib.suppress(Exception):
            await table._track(lambda: sim.slash(host, room, "azul end"))


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    result = asyncio.run(run(args))
    print(json.dumps(result))
    bad = (
        result["lost_moves"]
        or result["stuck_games"]
        or result["unhandled_exceptions"]
        or result["interaction_failures"]
    )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
