"""Start the simulated Discord and the real bot process together, and always stop both."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path

from fakediscord import Channel, FakeDiscord, Guild, User
from fakediscord.launcher import Launcher
from fakediscord.process import BotProcess

REPO = Path(__file__).resolve().parent.parent
PASSED_ON = ("AZUL_ANALYSIS_NICE",)  # the caller's settings a bot process gets unless told


SCRUBBED = ("DISCORD_", "AZUL_")  # the caller's settings a bot process never gets


def _python() -> str:
    venv = REPO / ".venv" / "bin" / "python"
    return str(venv) if venv.exists() else sys.executable


def azul_bot(
    env: dict[str, str],
    log_path: Path,
    wrapper: tuple[str, ...] = (),
    launcher: Launcher | None = None,
) -> BotProcess:
    """The Azul bot started the way the README says, `python -m bot` in the repository, with
    the project's virtualenv when there is one. `wrapper` goes before `-m bot` (e.g.
    `("-m", "cProfile", "-o", "bot.prof")`); a `launcher` (`azul_launcher`) forks it from a
    process that has imported the bot already. The caller's own AZUL_* settings are dropped but
    one, AZUL_ANALYSIS_NICE, which the test suite lowers (tests/conftest.py)."""
    kept = {k: os.environ[k] for k in PASSED_ON if k in os.environ}
    return BotProcess(
        [_python(), *wrapper, "-m", "bot"],
        kept | env,
        log_path,
        cwd=REPO,
        scrub=SCRUBBED,
        launcher=launcher,
    )


def azul_launcher() -> Launcher:
    """A process that imports the bot once and forks a bot for each `azul_bot(launcher=)`: a
    start without the 0.6 s of CPU of importing discord.py and the bot again."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(SCRUBBED)}
    return Launcher(_python(), preload="bot", cwd=REPO, env=env)


def bot_env(
    sim: FakeDiscord,
    workdir: Path,
    *,
    computer_delay: float,
    log_level: str = "INFO",
    database: str | None = None,
    shard: tuple[int, int] | None = None,
    extra_env: dict[str, str] | None = None,
) -> dict[str, str]:
    """The environment of one bot process: on `database` (a PostgreSQL URL) or a SQLite file
    in `workdir`, running shard `(id, count)` if given."""
    settings = {
        # Simulated people click at machine speed: the per-person rate limit would slow them.
        "AZUL_RATE_BURST": "100000",
        # Many bots on one machine: no web server unless a test asks for one (on its own port).
        "AZUL_WEB_LISTEN": "off",
        "AZUL_COMPUTER_DELAY": str(computer_delay),
        "AZUL_LOG_LEVEL": log_level,
        **(
            {"DATABASE_URL": database}
            if database
            else {"AZUL_DB_PATH": str(workdir / "azul.sqlite3")}
        ),
    }
    if shard is not None:
        settings |= {"SHARD_COUNT": str(shard[1]), "SHARD_IDS": str(shard[0])}
    return sim.bot_env(**(settings | (extra_env or {})))  # `extra_env` wins (e.g. the rate limit)


@contextlib.asynccontextmanager
async def bots_against(
    sim: FakeDiscord,
    workdir: Path,
    *,
    processes: int = 1,
    wrapper: tuple[str, ...] = (),
    connect_timeout: float = 60.0,
    settle: float = 1.0,
    **settings,
) -> AsyncIterator[list[BotProcess]]:
    """`processes` bot processes (`python -m bot`) connected to `sim`: one, or one per shard
    (shard i of `processes`) on one database. Always stopped at the end."""
    workdir.mkdir(parents=True, exist_ok=True)
    bots: list[BotProcess] = []
    try:
        for i in range(processes):
            shard = (i, processes) if processes > 1 else None
            env = bot_env(sim, workdir, shard=shard, **settings)
            log = workdir / (f"bot-shard-{i}.log" if shard else "bot.log")
            bots.append(azul_bot(env, log, wrapper).start())
        try:
            if processes > 1:
                await sim.wait_for_shards(processes, timeout=connect_timeout)
            else:
                await sim.wait_for_session(1, timeout=connect_timeout)
        except TimeoutError:
            tails = "\n".join(b.tail() for b in bots)
            raise SystemExit(f"the bot did not connect:\n{tails}") from None
        yield bots
    finally:
        await asyncio.sleep(settle)  # the last table's bookkeeping (message ids) is written
        for bot in bots:
            # SIGTERM, as `docker stop` and systemd send it: the bot closes cleanly (a profiler,
            # if any, writes its file); then kill. Not SIGINT: a shell without job control
            # starts what it runs in the background with SIGINT ignored, and under such a test
            # run every benchmark waited out its 10 s before the kill.
            await bot.stop(timeout=10, sig=signal.SIGTERM)
            bot.kill()


@contextlib.asynccontextmanager
async def bot_against(sim: FakeDiscord, workdir: Path, **settings) -> AsyncIterator[BotProcess]:
    """One bot process on a fresh database in `workdir`, connected to `sim`."""
    async with bots_against(sim, workdir, **settings) as (bot,):
        yield bot


async def server_with_people(
    sim: FakeDiscord, channels: int, people: int, *, shards: int = 1, per_guild: int | None = None
) -> tuple[list[Guild], list[Channel], list[User]]:
    """One guild per shard (every person in each), the channels spread over them in turn; or,
    with `per_guild`, as games spread over real servers: guilds of `per_guild` channels each
    (taking the shards in turn), the people dealt to the channels in order (the first
    `people // channels` to the first channel, ...) and each a member of their channel's
    guild only."""
    if per_guild is None:
        guilds = [
            sim.add_guild(f"Azul bench {i + 1}", shard=i if shards > 1 else None)
            for i in range(shards)
        ]
        home = [guilds[i % shards] for i in range(channels)]
    else:
        count = -(-channels // per_guild)
        guilds = [
            sim.add_guild(f"Azul bench {g + 1}", shard=g % shards if shards > 1 else None)
            for g in range(count)
        ]
        home = [guilds[i // per_guild] for i in range(channels)]
    rooms = [await sim.add_channel(home[i], f"table-{i + 1}") for i in range(channels)]
    seated = max(1, people // max(1, channels))
    users = []
    for i in range(people):
        user = sim.add_user(f"player{i + 1}")
        member_of = guilds if per_guild is None else [home[min(i // seated, channels - 1)]]
        for guild in member_of:
            sim.add_member(guild, user)
        users.append(user)
    return guilds, rooms, users
