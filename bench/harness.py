"""Start the simulated Discord and the real bot process together, and always stop both."""

from __future__ import annotations

import asyncio
import contextlib
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path

from fakediscord import Channel, FakeDiscord, Guild, User
from fakediscord.process import BotProcess

REPO = Path(__file__).resolve().parent.parent


def azul_bot(env: dict[str, str], log_path: Path, wrapper: tuple[str, ...] = ()) -> BotProcess:
    """The Azul bot started the way the README says, `python -m bot` in the repository, with
    the project's virtualenv when there is one. `wrapper` goes before `-m bot` (e.g.
    `("-m", "cProfile", "-o", "bot.prof")`). The caller's own AZUL_* settings are dropped."""
    venv = REPO / ".venv" / "bin" / "python"
    python = str(venv) if venv.exists() else sys.executable
    return BotProcess(
        [python, *wrapper, "-m", "bot"],
        env,
        log_path,
        cwd=REPO,
        scrub=("DISCORD_", "AZUL_"),
    )


@contextlib.asynccontextmanager
async def bot_against(
    sim: FakeDiscord,
    workdir: Path,
    *,
    computer_delay: float,
    log_level: str = "INFO",
    wrapper: tuple[str, ...] = (),
    connect_timeout: float = 60.0,
    settle: float = 1.0,
    extra_env: dict[str, str] | None = None,
) -> AsyncIterator[BotProcess]:
    """The bot (`python -m bot`) on a fresh database in `workdir`, connected to `sim`."""
    workdir.mkdir(parents=True, exist_ok=True)
    env = sim.bot_env(
        AZUL_DB_PATH=str(workdir / "azul.sqlite3"),
        AZUL_COMPUTER_DELAY=str(computer_delay),
        AZUL_LOG_LEVEL=log_level,
        **(extra_env or {}),
    )
    bot = azul_bot(env, workdir / "bot.log", wrapper).start()
    try:
        try:
            await sim.wait_for_session(1, timeout=connect_timeout)
        except TimeoutError:
            raise SystemExit(f"the bot did not connect:\n{bot.tail()}") from None
        yield bot
    finally:
        await asyncio.sleep(settle)  # the last table's bookkeeping (message ids) is written
        # SIGINT: discord.py closes cleanly (a profiler, if any, writes its file); then kill.
        await bot.stop(timeout=10, sig=signal.SIGINT)
        bot.kill()


async def server_with_people(
    sim: FakeDiscord, channels: int, people: int
) -> tuple[Guild, list[Channel], list[User]]:
    guild = sim.add_guild("Azul bench")
    rooms = [await sim.add_channel(guild, f"table-{i + 1}") for i in range(channels)]
    users = []
    for i in range(people):
        user = sim.add_user(f"player{i + 1}")
        sim.add_member(guild, user)
        users.append(user)
    return guild, rooms, users
