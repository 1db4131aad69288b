"""Start-up configuration and `python -m bot` exit statuses (offline: 127.0.0.1 only)."""

from __future__ import annotations

import asyncio
import logging
import os
import sys
from pathlib import Path

import pytest
from aiohttp import web

from bot.__main__ import main
from bot.config import Config, ConfigError
from bot.runtime.workers import default_workers

ROOT = Path(__file__).resolve().parents[2]


def test_settings_come_from_the_environment():
    config = Config.from_env(
        {
            "DISCORD_TOKEN": " abc ",
            "AZUL_DB_PATH": "/data/azul.sqlite3",
            "AZUL_DEV_GUILD": "123",
            "AZUL_LOG_LEVEL": "debug",
            "DISCORD_API_BASE": "http://127.0.0.1:9/api/v10",
            "AZUL_RENDER_WORKERS": "0",
        }
    )
    assert config.render_workers == 0
    assert config.token == "abc" and str(config.db_path) == "/data/azul.sqlite3"
    assert config.dev_guild == 123 and config.log_level == logging.DEBUG
    assert config.api_base == "http://127.0.0.1:9/api/v10" and config.gateway_url is None
    defaults = Config.from_env({"DISCORD_TOKEN": "t"})
    assert str(defaults.db_path) == "data/azul.sqlite3" and defaults.dev_guild is None
    assert defaults.render_workers == len(os.sched_getaffinity(0))  # one per core


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({}, "DISCORD_TOKEN is not set"),
        ({"DISCORD_TOKEN": "t", "AZUL_DEV_GUILD": "general"}, "numeric Discord id"),
        ({"DISCORD_TOKEN": "t", "AZUL_LOG_LEVEL": "loud"}, "AZUL_LOG_LEVEL"),
        ({"DISCORD_TOKEN": "t", "AZUL_COMPUTER_DELAY": "-1"}, "cannot be negative"),
        ({"DISCORD_TOKEN": "t", "AZUL_RENDER_WORKERS": "two"}, "AZUL_RENDER_WORKERS"),
    ],
)
def test_bad_settings_are_explained(env, message):
    with pytest.raises(ConfigError, match=message):
        Config.from_env(env)


def test_no_token_exits_with_status_2(monkeypatch, capsys):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert main() == 2
    assert "DISCORD_TOKEN is not set" in capsys.readouterr().err


async def test_a_rejected_token_exits_with_status_2(tmp_path):
    """The real process, pointed (DISCORD_API_BASE) at a local server that refuses the token."""

    async def unauthorized(request: web.Request) -> web.Response:
        return web.json_response({"message": "401: Unauthorized", "code": 0}, status=401)

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", unauthorized)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]
    env = {
        **os.environ,
        "DISCORD_TOKEN": "not-a-token",
        "DISCORD_API_BASE": f"http://127.0.0.1:{port}/api/v10",
        "DISCORD_GATEWAY_URL": f"ws://127.0.0.1:{port}/",
        "AZUL_DB_PATH": str(tmp_path / "azul.sqlite3"),
    }
    try:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            cwd=ROOT,
            env=env,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        _, err = await asyncio.wait_for(process.communicate(), timeout=60)
    finally:
        await runner.cleanup()
    assert process.returncode == 2
    assert b"Discord rejected DISCORD_TOKEN" in err
    assert b"Traceback" not in err


def test_shards_come_from_the_environment():
    unsharded = Config.from_env({"DISCORD_TOKEN": "t"})
    assert unsharded.shard_count is None and unsharded.shard_ids is None
    every = Config.from_env({"DISCORD_TOKEN": "t", "SHARD_COUNT": "4"})
    assert every.shard_count == 4 and every.shard_ids is None
    some = Config.from_env({"DISCORD_TOKEN": "t", "SHARD_COUNT": " 4 ", "SHARD_IDS": "2, 0"})
    assert some.shard_count == 4 and some.shard_ids == (2, 0)


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"SHARD_IDS": "0"}, "SHARD_IDS is set but SHARD_COUNT is not"),
        ({"SHARD_COUNT": "two"}, "SHARD_COUNT must be a whole number of 1 or more"),
        ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be a whole number of 1 or more"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0,2"}, r"names shard 2, .* the shards are 0 to 1"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0;1"}, "comma list of shard numbers"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "-1"}, "comma list of shard numbers"),
        ({"SHARD_COUNT": "3", "SHARD_IDS": "1,1"}, "names shard 1 twice"),
    ],
)
def test_bad_shard_settings_are_explained(env, message):
    with pytest.raises(ConfigError, match=message):
        Config.from_env({"DISCORD_TOKEN": "t", **env})


def test_the_abuse_limits_are_read_from_the_environment():
    config = Config.from_env(
        {
            "DISCORD_TOKEN": "t",
            "AZUL_RATE_BURST": "100000",
            "AZUL_RATE_WINDOW": "5",
            "AZUL_MAX_OPEN_GAMES": "7",
            "AZUL_MAX_HOSTED": "1",
        }
    )
    assert (config.rate_burst, config.rate_window, config.max_open_games) == (100_000, 5.0, 7)
    assert config.max_hosted == 1
    defaults = Config.from_env({"DISCORD_TOKEN": "t"})
    assert (defaults.rate_burst, defaults.rate_window, defaults.max_open_games) == (20, 10.0, 50)
    assert defaults.max_hosted == 3
    with pytest.raises(ConfigError, match="AZUL_RATE_BURST must be a whole number"):
        Config.from_env({"DISCORD_TOKEN": "t", "AZUL_RATE_BURST": "lots"})


def test_secrets_never_show_in_the_settings_repr():
    """Review N1: a repr of the settings (a log line, a traceback's locals) shows no token and
    no database URL, which may carry a password."""
    config = Config.from_env(
        {"DISCORD_TOKEN": "MTIz.secret-token", "DATABASE_URL": "postgresql://u:pw@h/db"}
    )
    assert "secret-token" not in repr(config) and "pw@" not in repr(config)
    assert config.token == "MTIz.secret-token" and config.database_url.endswith("@h/db")


def test_the_analysis_capacity_is_read_from_the_environment():
    config = Config.from_env(
        {
            "DISCORD_TOKEN": "t",
            "AZUL_ANALYSIS_WORKERS": "3",
            "AZUL_HINT_QUEUE": "0",
            "AZUL_REVIEW_QUEUE": "12",
        }
    )
    assert (config.analysis_workers, config.hint_queue, config.review_queue) == (3, 0, 12)
    defaults = Config.from_env({"DISCORD_TOKEN": "t"})
    assert defaults.analysis_workers == max(1, default_workers() // 2)
    assert (defaults.hint_queue, defaults.review_queue) == (8, 4)
    assert defaults.analysis_nice == 19
    nice = Config.from_env({"DISCORD_TOKEN": "t", "AZUL_ANALYSIS_NICE": "0"})
    assert nice.analysis_nice == 0
    with pytest.raises(ConfigError, match="AZUL_ANALYSIS_NICE must be a whole number from 0 to 19"):
        Config.from_env({"DISCORD_TOKEN": "t", "AZUL_ANALYSIS_NICE": "20"})
    # None: hints and reviews in a thread of the bot process (they must run at all).
    assert (
        Config.from_env({"DISCORD_TOKEN": "t", "AZUL_ANALYSIS_WORKERS": "0"}).analysis_workers == 0
    )
    with pytest.raises(ConfigError, match="AZUL_HINT_QUEUE must be a whole number"):
        Config.from_env({"DISCORD_TOKEN": "t", "AZUL_HINT_QUEUE": "-1"})
