"""Configuration from the environment (twelve-factor style: no config files to ship or leak)."""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypedDict

from .i18n.durations import DurationError, parse_duration, parse_durations
from .runtime.workers import default_workers


def default_analysis_workers() -> int:
    """Hints and reviews get half the cores (at least one): fewer slots than cores, so that
    even at their lowest priority they never hold every core the games might want."""
    return max(1, default_workers() // 2)


DEFAULT_DB_PATH = "data/azul.sqlite3"
DEFAULT_TURN_TIMERS = ("5m", "1h", "12h", "24h", "72h")
DEFAULT_WEB_LISTEN = ("127.0.0.1", 8080)


class ConfigError(Exception):
    """A setting that is missing or malformed; the message says which and how to fix it."""


@dataclass(frozen=True, slots=True)
class Config:
    token: str = field(repr=False)  # secrets never in a repr (logs, tracebacks)
    db_path: Path = Path(DEFAULT_DB_PATH)
    # postgresql://…: PostgreSQL instead of the SQLite file (it may carry a password)
    database_url: str | None = field(default=None, repr=False)
    dev_guild: int | None = None  # commands sync instantly to this guild instead of globally
    log_level: int = logging.INFO
    api_base: str | None = None  # e.g. http://127.0.0.1:8080/api/v10 for a local fake Discord
    gateway_url: str | None = None
    computer_delay: float = 1.0  # seconds between computer moves, so people can follow them
    force_sync: bool = False
    db_busy_timeout_ms: int = 5000  # how long a write waits for another writer of the file
    turn_timers: tuple[str, ...] = DEFAULT_TURN_TIMERS  # the choices of /azul new timer:
    lobby_ttl: int = 24 * 3600  # a lobby nobody starts closes after this many seconds
    archive_after: int = 3600  # a finished game's own thread is archived this long after
    render_workers: int = field(default_factory=default_workers)  # 0: threads, no processes
    shard_count: int | None = None  # SHARD_COUNT: shards of the whole bot (None: one)
    shard_ids: tuple[int, ...] | None = None  # SHARD_IDS: those this process runs (None: all)
    rate_burst: int = 20  # interactions one person may make in rate_window seconds
    rate_window: float = 10.0
    max_open_games: int = 50  # lobbies and running games one server may have at once
    max_hosted: int = 3  # lobbies and running games one person may host on a server
    review_iterations: int = 400  # futures each finalist move of a review is played out on
    # Processes for hints and reviews (0: threads of the bot process).
    analysis_workers: int = field(default_factory=default_analysis_workers)
    # Their CPU niceness: 19, the lowest priority, lets them use only what the games leave; on a
    # host always busy with other work at normal priority they would wait for ever (0: none).
    analysis_nice: int = 19
    hint_queue: int = 8  # hints that may wait for an analysis worker; more: "busy"
    review_queue: int = 4  # reviews that may wait for an analysis worker; more: "busy"
    # The live table's web server (host, port); None: no web server.
    web_listen: tuple[str, int] | None = DEFAULT_WEB_LISTEN
    public_url: str | None = None  # where people reach it (https://…/); None: no links offered
    web_secret: str | None = field(default=None, repr=False)  # signs links; None: kept in the db
    # The Discord Activity (docs/activity.md): the application's OAuth2 client id and secret,
    # with which the web server exchanges a person's authorization code for their token.
    client_id: str | None = None
    client_secret: str | None = field(default=None, repr=False)

    @property
    def activities(self) -> bool:
        """Whether the bot offers its Discord Activity: it needs the OAuth2 client id and
        secret, and the web server that serves the Activity's page."""
        return bool(self.client_id and self.client_secret and self.web_listen)

    @property
    def database(self) -> str | Path:
        """Where the store lives: the PostgreSQL URL when set, else the SQLite file."""
        return self.database_url or self.db_path

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Config:
        env = os.environ if env is None else env
        token = env.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise ConfigError(
                "DISCORD_TOKEN is not set: create a bot in the Discord developer portal, "
                "copy its token and export DISCORD_TOKEN=... (see bot/README.md)."
            )
        return cls(
            token=token,
            db_path=Path(env.get("AZUL_DB_PATH") or DEFAULT_DB_PATH),
            database_url=_database_url(env),
            dev_guild=_optional_int(env, "AZUL_DEV_GUILD"),
            log_level=_log_level(env.get("AZUL_LOG_LEVEL", "INFO")),
            api_base=env.get("DISCORD_API_BASE") or None,
            gateway_url=env.get("DISCORD_GATEWAY_URL") or None,
            computer_delay=_float(env, "AZUL_COMPUTER_DELAY", 1.0),
            force_sync=env.get("AZUL_FORCE_SYNC", "").lower() in ("1", "true", "yes"),
            db_busy_timeout_ms=int(_float(env, "AZUL_DB_BUSY_TIMEOUT_MS", 5000)),
            turn_timers=_durations(env, "AZUL_TURN_TIMERS", DEFAULT_TURN_TIMERS),
            lobby_ttl=_duration(env, "AZUL_LOBBY_TTL", 24 * 3600),
            archive_after=_duration(env, "AZUL_ARCHIVE_AFTER", 3600),
            render_workers=_count(env, "AZUL_RENDER_WORKERS", default_workers()),
            rate_burst=_count(env, "AZUL_RATE_BURST", 20, most=10**9) or 20,
            rate_window=_float(env, "AZUL_RATE_WINDOW", 10.0),
            max_open_games=_count(env, "AZUL_MAX_OPEN_GAMES", 50, most=10**6) or 50,
            max_hosted=_count(env, "AZUL_MAX_HOSTED", 3, most=10**6) or 3,
            review_iterations=max(4, _count(env, "AZUL_REVIEW_ITERATIONS", 400, most=10_000)),
            analysis_workers=_count(env, "AZUL_ANALYSIS_WORKERS", default_analysis_workers()),
            analysis_nice=_count(env, "AZUL_ANALYSIS_NICE", 19, most=19),
            hint_queue=_count(env, "AZUL_HINT_QUEUE", 8, most=10_000),
            review_queue=_count(env, "AZUL_REVIEW_QUEUE", 4, most=10_000),
            web_listen=_listen(env, "AZUL_WEB_LISTEN", DEFAULT_WEB_LISTEN),
            public_url=_public_url(env),
            web_secret=env.get("AZUL_WEB_SECRET", "").strip() or None,
            client_id=_client_id(env),
            client_secret=env.get("DISCORD_CLIENT_SECRET", "").strip() or None,
            **_shards(env),
        )


def _database_url(env: Mapping[str, str]) -> str | None:
    raw = env.get("DATABASE_URL", "").strip()
    if not raw:
        return None
    if not raw.startswith(("postgresql://", "postgres://")):
        raise ConfigError(
            "DATABASE_URL must be a PostgreSQL URL such as postgresql://user:password@host/azul; "
            "leave it unset to use the SQLite file of AZUL_DB_PATH"
        )
    return raw


def _client_id(env: Mapping[str, str]) -> str | None:
    raw = env.get("DISCORD_CLIENT_ID", "").strip()
    if raw and not raw.isdigit():
        raise ConfigError(f"DISCORD_CLIENT_ID is the application's id (digits), not {raw!r}")
    return raw or None


def _listen(env: Mapping[str, str], name: str, default: tuple[str, int]) -> tuple[str, int] | None:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    if raw.lower() == "off":
        return None
    host, _, port = raw.rpartition(":")
    host = host.strip("[]")  # [::1]:8080
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ConfigError(f"{name} must be host:port (such as 0.0.0.0:8080) or off, not {raw!r}")
    return host, int(port)


def _public_url(env: Mapping[str, str]) -> str | None:
    raw = env.get("AZUL_PUBLIC_URL", "").strip()
    if not raw:
        return None
    if not raw.startswith(("https://", "http://")) or " " in raw:
        raise ConfigError(
            "AZUL_PUBLIC_URL must be the address people open the live table at, such as "
            f"https://azul.example.org/, not {raw!r}"
        )
    return raw.rstrip("/") + "/"


def _optional_int(env: Mapping[str, str], name: str) -> int | None:
    raw = env.get(name, "").strip()
    if not raw:
        return None
    try:
        return int(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a numeric Discord id, not {raw!r}") from None


def _float(env: Mapping[str, str], name: str, default: float) -> float:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a number, not {raw!r}") from None
    if value < 0:
        raise ConfigError(f"{name} cannot be negative")
    return value


def _count(env: Mapping[str, str], name: str, default: int, most: int = 64) -> int:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    if not raw.isdigit() or int(raw) > most:
        raise ConfigError(f"{name} must be a whole number from 0 to {most}, not {raw!r}")
    return int(raw)


def _durations(env: Mapping[str, str], name: str, default: tuple[str, ...]) -> tuple[str, ...]:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        timers = parse_durations(raw)
    except DurationError as exc:
        raise ConfigError(f"{name} must be a comma list such as 2s,5m,1h,24h: {exc}") from None
    if len(timers) > 24:  # Discord allows 25 choices; one is "off"
        raise ConfigError(f"{name} lists {len(timers)} durations; 24 at most")
    return timers


def _duration(env: Mapping[str, str], name: str, default: int) -> int:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        return parse_duration(raw)
    except DurationError as exc:
        raise ConfigError(f"{name} must be a duration such as 30m or 24h: {exc}") from None


class _Shards(TypedDict, total=False):
    shard_count: int
    shard_ids: tuple[int, ...]


def _shards(env: Mapping[str, str]) -> _Shards:
    """`shard_count` and `shard_ids` from SHARD_COUNT and SHARD_IDS (e.g. 4 and `0,1`: this
    process runs shards 0 and 1 of 4; other processes run the others)."""
    raw_count = env.get("SHARD_COUNT", "").strip()
    raw_ids = env.get("SHARD_IDS", "").strip()
    if not raw_count:
        if raw_ids:
            raise ConfigError(
                "SHARD_IDS is set but SHARD_COUNT is not: say how many shards the bot has in "
                "all, e.g. SHARD_COUNT=4 SHARD_IDS=0,1"
            )
        return {}
    if not raw_count.isdigit() or int(raw_count) < 1:
        raise ConfigError(f"SHARD_COUNT must be a whole number of 1 or more, not {raw_count!r}")
    count = int(raw_count)
    if not raw_ids:
        return {"shard_count": count}
    ids: list[int] = []
    for part in raw_ids.split(","):
        part = part.strip()
        if not part.isdigit():
            raise ConfigError(
                f"SHARD_IDS must be a comma list of shard numbers such as 0,1, not {raw_ids!r}"
            )
        shard = int(part)
        if shard >= count:
            raise ConfigError(
                f"SHARD_IDS names shard {shard}, but with SHARD_COUNT={count} the shards are "
                f"0 to {count - 1}"
            )
        if shard in ids:
            raise ConfigError(f"SHARD_IDS names shard {shard} twice")
        ids.append(shard)
    return {"shard_count": count, "shard_ids": tuple(ids)}


def _log_level(raw: str) -> int:
    level = logging.getLevelName(raw.strip().upper())
    if not isinstance(level, int):
        raise ConfigError(f"AZUL_LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {raw!r}")
    return level


def apply_endpoint_overrides(config: Config) -> None:
    """Point discord.py at another Discord (a local fake for end-to-end tests) when configured.

    discord.py reads these two class attributes for every REST route and gateway connection, so
    setting them before the client starts is all it takes.
    """
    import discord.gateway
    import discord.http
    import yarl

    if config.api_base:
        discord.http.Route.BASE = config.api_base.rstrip("/")
    if config.gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(config.gateway_url)
