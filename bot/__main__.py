"""`python -m bot` (or the `azul-bot` console script): start the Discord bot.

Exit status 2 means the bot cannot start with this configuration (no token, a rejected token,
or a malformed setting); the message on stderr says what to fix.
"""

from __future__ import annotations

import asyncio
import sys

import aiohttp
import discord

from .app import create_bot
from .config import Config, ConfigError, apply_endpoint_overrides
from .runtime import memory
from .store.drivers import shown_url
from .store.rows import StoreError

RETRY_FIRST, RETRY_MOST = 2.0, 300.0  # seconds between attempts to reach Discord: 2, 4, … 300


async def serve(config: Config) -> None:
    """Run the bot until it is closed. While Discord cannot be reached (no network, Discord
    down) it says so in one line and tries again, waiting twice as long each time up to five
    minutes; a rejected token or a refused database ends it (`main` says what to fix). Once
    connected, discord.py itself reconnects after a dropped connection."""
    delay = RETRY_FIRST
    while True:
        bot = create_bot(config)
        try:
            async with bot:
                await bot.start(config.token)
            return
        except UNREACHABLE as exc:
            print(
                f"azul-bot: cannot reach Discord ({_reason(exc)}); trying again in {delay:.0f} s",
                file=sys.stderr,
                flush=True,
            )
        await asyncio.sleep(delay)
        delay = min(delay * 2, RETRY_MOST)


# What "Discord cannot be reached" looks like from here: no route or DNS (OSError, aiohttp's
# connection errors), Discord's 5xx, no gateway, a timeout.
UNREACHABLE = (
    OSError,
    aiohttp.ClientError,
    asyncio.TimeoutError,
    discord.DiscordServerError,
    discord.GatewayNotFound,
)


def _reason(exc: BaseException) -> str:
    words = str(exc).strip().splitlines()
    return (words[0] if words else type(exc).__name__)[:200]


def main() -> int:
    memory.tune_allocator()  # first: no thread may have made a heap of its own yet
    try:
        config = Config.from_env()
    except ConfigError as exc:
        print(f"azul-bot: {exc}", file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=config.log_level)
    apply_endpoint_overrides(config)
    try:
        asyncio.run(serve(config))
    except KeyboardInterrupt:
        return 0
    except discord.LoginFailure:
        print(
            "azul-bot: Discord rejected DISCORD_TOKEN: check that it is the bot token (not the "
            "client secret) and that it was not reset.",
            file=sys.stderr,
        )
        return 2
    except discord.PrivilegedIntentsRequired as exc:
        print(f"azul-bot: {exc}", file=sys.stderr)
        return 2
    except StoreError as exc:
        print(f"azul-bot: database {shown_url(str(config.database))}: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
