"""`python -m bot`: start the Discord bot."""

from __future__ import annotations

import os
import sys


def main() -> int:
    if not os.environ.get("DISCORD_TOKEN"):
        print(
            "DISCORD_TOKEN is not set: create a bot token (see README.md) and export it.",
            file=sys.stderr,
        )
        return 2
    print("The bot is not implemented yet.", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
