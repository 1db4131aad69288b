"""`python -m bot` (or the `azul-bot` console script): start the Discord bot.

Exit status 2 means the bot cannot start with this configuration (no token, a rejected token,
or a malformed setting); the message on stderr says what to fix.
"""

from __future__ import annotations

import sys

import discord

from .app import create_bot
from .config import Config, ConfigError, apply_endpoint_overrides
from .db import without_password
from .stored import StoreError


def main() -> int:
    try:
        config = Config.from_env()
    except ConfigError as exc:
        print(f"azul-bot: {exc}", file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=config.log_level)
    apply_endpoint_overrides(config)
    bot = create_bot(config)
    try:
        # Logging is already set up above; log_handler=None keeps discord.py from doing it twice.
        bot.run(config.token, log_handler=None)
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
        print(
            f"azul-bot: database {without_password(str(config.database))}: {exc}", file=sys.stderr
        )
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
