"""Load benchmark: N concurrent games through the real bot process and the simulated Discord.

    python -m bench.e2e [--games 50] [--games-per-guild 10] [--think 0.5] [--computer-delay 1.0]
    python -m bench.e2e --games 200 --images all   # every table keeps its image: the A of an A/B
    python -m bench.e2e --games 200 --shards 2 --database postgresql://…
    python -m bench.e2e --games 50 --shards 2 --kill-shard 1

The games are spread over guilds as over real servers, `--games-per-guild` in each (a server
may have only so many open games: AZUL_MAX_OPEN_GAMES, 50 by default), each person a member of
their game's guild. With `--shards N`, N bot processes run one shard each (the guilds taking
the shards in turn) on one database: a shared SQLite file, or PostgreSQL with `--database`.
`--kill-shard K` kills shard K's process with SIGKILL `--kill-after` seconds into the load and
starts it again at once.

Each game has simulated people (clicking the guided controls, with `--think` seconds before each
click) and computer players (the bot's own, `AZUL_COMPUTER_DELAY` between their moves); editions
alternate. At the end every game's record is fetched with `/azul export` and compared with the
moves the people had acknowledged. The last line printed is JSON:

    ack_ms          INTERACTION_CREATE written → interaction callback received (every interaction)
    image_ms        a person's last click written → the new table image received
    moves_per_s     moves committed (records) per second of the playing phase
    errors          games that failed + simulator failures + bot ERROR log records
    lost_moves      acknowledged moves missing from the records
    peak_rss_mb     the bot processes' VmHWM (plus their child processes')
    bot_cpu_s       CPU seconds of the bots (and children) while the games ran; sim_cpu_s: ours
    processes       bot processes (one per shard); guilds: how many the games were spread over
    loadavg_1m      the machine's load before and after (other work skews latencies)
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

from fakediscord import FakeDiscord

from .harness import bots_against, server_with_people
from .players import Table
from .stats import ms, percentile, summary

EDITIONS = ("azul", "summer-pavilion")
GAMES_PER_GUILD = 10  # `--games 200`: 20 servers, each well under its cap of open games


def parse(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python -m bench.e2e", description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=50, help="concurrent games (default 50)")
    ap.add_argument(
        "--games-per-guild",
        type=int,
        default=GAMES_PER_GUILD,
        help=f"games in each guild, as on real servers (default {GAMES_PER_GUILD}; a server "
        "may have 50 open games at most)",
    )
    ap.add_argument("--edition", choices=(*EDITIONS, "mixed"), default="mixed")
    ap.add_argument(
        "--images",
        choices=("latest", "all"),
        help="set `/azul settings server images:` in every guild first (default: leave the "
        "bot's default, latest: each new table takes the previous one's image off)",
    )
    ap.add_argument("--people", type=int, default=1, help="simulated people per game")
    ap.add_argument("--computers", type=int, default=1, help="computer players per game")
    ap.add_argument("--think", type=float, default=0.5, help="seconds before each click")
    ap.add_argument("--computer-delay", type=float, default=1.0, help="AZUL_COMPUTER_DELAY")
    ap.add_argument("--ramp", type=float, default=5.0, help="seconds over which games start")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=1800.0, help="give up after this long")
    ap.add_argument("--workdir", type=Path, help="keep the database and bot log here")
    ap.add_argument("--profile", type=Path, help="run the bot under cProfile, write stats here")
    ap.add_argument("--shards", type=int, default=1, help="bot processes, one shard each")
    ap.add_argument("--database", help="a postgresql:// URL (default: a SQLite file in workdir)")
    ap.add_argument("--kill-shard", type=int, help="SIGKILL this shard's process mid-load")
    ap.add_argument("--kill-after", type=float, default=15.0, help="seconds into the load")
    ap.add_argument(
        "--bot-env",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="an extra setting for the bot process (repeatable)",
    )
    return ap.parse_args(argv)


async def run(args: argparse.Namespace) -> dict:
    if args.kill_shard is not None and not 0 <= args.kill_shard < args.shards:
        raise SystemExit(f"--kill-shard must be a shard of 0..{args.shards - 1}")
    if args.games_per_guild < 1:
        raise SystemExit("--games-per-guild must be at least 1")
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="azul-bench-"))
    wrapper = ("-m", "cProfile", "-o", str(args.profile.resolve())) if args.profile else ()
    rng = random.Random(args.seed)
    async with FakeDiscord(keep_attachment_bytes=False, shards=args.shards) as sim:
        guilds, rooms, people = await server_with_people(
            sim,
            args.games,
            args.games * args.people,
            shards=args.shards,
            per_guild=args.games_per_guild,
        )
        extra = dict(item.split("=", 1) for item in args.bot_env)
        async with bots_against(
            sim,
            workdir,
            processes=args.shards,
            computer_delay=args.computer_delay,
            wrapper=wrapper,
            database=args.database,
            extra_env=extra,
        ) as bots:
            if args.images is not None:
                await _set_images(sim, rooms, people, args)
            tables = []
            for i, room in enumerate(rooms):
                seated = people[i * args.people : (i + 1) * args.people]
                edition = EDITIONS[i % 2] if args.edition == "mixed" else args.edition
                tables.append(
                    Table(
                        sim,
                        room,
                        seated[0],
                        guests=tuple(seated[1:]),
                        computers=args.computers,
                        edition=edition,
                        rng=random.Random(rng.random()),
                        think=args.think,
                        timeout=60.0,
                    )
                )
            load_before = os.getloadavg()[0]
            started = time.monotonic()
            cpu0, bot_cpu0 = time.process_time(), _cpu(bots)
            tasks = [
                asyncio.create_task(_play(t, i * args.ramp / max(1, args.games)))
                for i, t in enumerate(tables)
            ]
            killed_cpu = 0.0
            if args.kill_shard is not None:
                killed_cpu = await _kill_and_restart(sim, bots[args.kill_shard], args)
            _, pending = await asyncio.wait(tasks, timeout=args.timeout)
            for task in pending:  # a game that did not end in time counts as an error
                task.cancel()
            await asyncio.gather(*pending, return_exceptions=True)
            outcomes = [
                TimeoutError("game did not finish") if t in pending else t.exception()
                for t in tasks
            ]
            playing = time.monotonic() - started
            cpu = {
                "bot_cpu_s": round(_cpu(bots) + killed_cpu - bot_cpu0, 1),
                "sim_cpu_s": round(time.process_time() - cpu0, 1),
                # Other work on the machine skews latencies: the load average says how much.
                "loadavg_1m": [round(load_before, 2), round(os.getloadavg()[0], 2)],
            }
            records = await asyncio.gather(
                *(t.export() for t in tables if t.finished), return_exceptions=True
            )
            peak_kb = sum(b.peak_memory_kb() or 0 for b in bots)
        bot_errors = [line for b in bots for line in b.error_lines()]
    report = _report(args, sim, tables, outcomes, records, playing, peak_kb, bot_errors, workdir)
    return {**report, **cpu, "processes": args.shards, "guilds": len(guilds)}


async def _set_images(sim: FakeDiscord, rooms, people, args: argparse.Namespace) -> None:
    """`/azul settings server images:` in every guild, by the host of its first game."""
    for i in range(0, len(rooms), args.games_per_guild):
        inter = await sim.slash(
            people[i * args.people], rooms[i], "azul settings server", images=args.images
        )
        reply = sim.reply_of(inter)
        if reply is None or not reply.content.startswith("Saved."):
            raise SystemExit(f"images:{args.images} was not saved: {reply and reply.content!r}")


def _cpu(bots) -> float:
    return sum(b.cpu_seconds() or 0.0 for b in bots)


async def _kill_and_restart(sim: FakeDiscord, bot, args: argparse.Namespace) -> float:
    """SIGKILL one shard's process mid-load, then start it again: its games must go on from
    the database. The CPU it had used, which dies with it."""
    await asyncio.sleep(args.kill_after)
    used = bot.cpu_seconds() or 0.0
    bot.kill()
    print(
        f"killed shard {args.kill_shard} (pid {bot.pid}) after {args.kill_after} s", file=sys.stderr
    )
    bot.start()
    await sim.wait_for_shards(args.shards, timeout=60)
    print(f"shard {args.kill_shard} is back (pid {bot.pid})", file=sys.stderr)
    return used


async def _play(table: Table, delay: float) -> None:
    await asyncio.sleep(delay)
    await table.play()


def _report(args, sim, tables, outcomes, records, playing, peak_kb, bot_errors, workdir) -> dict:
    failed = [o for o in outcomes if isinstance(o, BaseException)]
    bad_records = [r for r in records if isinstance(r, BaseException)]
    finished = [t for t in tables if t.finished]
    lost = 0
    committed = 0
    for table, record in zip(finished, records, strict=True):
        if isinstance(record, BaseException):
            continue
        committed += len(record["moves"])
        lost += len(table.lost_moves(record))
        lost += abs(table.expected_tables(record) - len(table.tables))  # a table per choice
    acks = [i.ack_latency for i in sim.interactions.values() if i.ack_latency is not None]
    images = [m.image_latency for t in tables for m in t.moves if m.image_latency is not None]
    for problem in failed[:5] + bad_records[:5]:
        print(f"game failed: {problem!r}", file=sys.stderr)
    for failure in sim.failures[:10]:
        print(f"simulator: {failure}", file=sys.stderr)
    for line in bot_errors[:10]:
        print(f"bot: {line}", file=sys.stderr)
    ack, image = summary(acks), summary(images)
    print(f"workdir {workdir}", file=sys.stderr)
    print(f"games {len(finished)}/{len(tables)} finished in {playing:.1f} s, {committed} moves")
    print(f"ack   {ack}")
    print(f"image {image}")
    return {
        "bench": "e2e",
        "games": args.games,
        "games_per_guild": args.games_per_guild,
        "images": args.images or "default",
        "finished": len(finished),
        "people_per_game": args.people,
        "computers_per_game": args.computers,
        "think_s": args.think,
        "bot_env": args.bot_env,
        "shards": args.shards,
        "database": "postgresql" if args.database else "sqlite",
        "kill_shard": args.kill_shard,
        "computer_delay_s": args.computer_delay,
        "ack_ms": {k: ack[k] for k in ("p50_ms", "p95_ms", "p99_ms")},
        "image_ms": {k: image[k] for k in ("p50_ms", "p95_ms")},
        "interactions": len(acks),
        "moves": committed,
        "moves_per_s": round(committed / playing, 2) if playing else None,
        "errors": len(failed) + len(bad_records) + len(sim.failures) + len(bot_errors),
        "lost_moves": lost,
        "peak_rss_mb": round(peak_kb / 1024, 1) if peak_kb else None,
        "seconds": round(playing, 1),
        "ack_max_ms": ms(max(acks) if acks else None),
        "image_p99_ms": ms(percentile(images, 99)),
    }


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    result = asyncio.run(run(args))
    print(json.dumps(result))
    return 0 if result["errors"] == 0 and result["lost_moves"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
