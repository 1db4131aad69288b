"""The real bot process starting against the simulated Discord: login, command sync, gateway."""

from __future__ import annotations

import asyncio

import discord

from bench.harness import azul_bot
from fakediscord.models import MESSAGE

SUBCOMMANDS = {
    "new",
    "move",
    "hint",
    "undo",
    "board",
    "resign",
    "end",
    "export",
    "web",
    "help",
    "games",
    "settings",
    "history",
    "replay",
    "review",
    "stats",
    "leaderboard",
    "tournament",
    "learn",
    "rules",
}


def synced_azul(sim, guild_id=None) -> dict:
    puts = [cmds for gid, cmds in sim.command_puts if gid == guild_id]
    assert puts, f"no PUT of commands for {guild_id or 'global'}"
    (azul,) = [c for c in puts[-1] if c["name"] == "azul"]
    return azul


async def test_start_sync_and_answer(sim, world, bots):
    await bots.start()
    routes = [r.route for r in sim.requests]
    # The global commands are read first: an Entry Point command (Activities) is kept.
    assert routes[:4] == ["me", "application", "get_commands", "put_commands"]
    azul = synced_azul(sim)
    assert {o["name"] for o in azul["options"]} == SUBCOMMANDS
    # Subcommands of one group; /azul settings and /azul tournament are groups of their own
    # (settings me, …; tournament create, …).
    kinds = {o["name"]: o["type"] for o in azul["options"]}
    assert kinds.pop("settings") == kinds.pop("tournament") == 2 and set(kinds.values()) == {1}
    settings = next(o for o in azul["options"] if o["name"] == "settings")
    assert [o["name"] for o in settings["options"]] == ["me", "server"]
    tournament = next(o for o in azul["options"] if o["name"] == "tournament")
    assert {o["name"] for o in tournament["options"]} == {
        "create", "standings", "start", "pause", "resume", "deadline", "drop", "add",
        "replace", "repair", "end",
    }  # fmt: skip
    create = next(o for o in tournament["options"] if o["name"] == "create")
    fmt = next(o for o in create["options"] if o["name"] == "format")
    assert [c["value"] for c in fmt["choices"]] == ["swiss", "round-robin", "knockout"]
    timer = next(o for o in create["options"] if o["name"] == "timer")
    assert [c["value"] for c in timer["choices"]] == ["5m", "1h", "12h", "24h", "72h"]
    new = next(o for o in azul["options"] if o["name"] == "new")
    edition = next(o for o in new["options"] if o["name"] == "edition")
    assert [c["value"] for c in edition["choices"]] == ["azul", "summer-pavilion"]
    language = next(o for o in new["options"] if o["name"] == "language")
    assert [c["value"] for c in language["choices"]] == ["en", "uk", "ru", "cs", "is"]
    assert language["choices"][4]["name"] == "Íslenska"  # each language by its own name
    assert language["description_localizations"]["uk"].startswith("Мова столу")
    timer = next(o for o in new["options"] if o["name"] == "timer")
    assert [c["value"] for c in timer["choices"]] == ["off", "5m", "1h", "12h", "24h", "72h"]
    assert timer["choices"][1]["name"] == "5 minutes"
    assert timer["choices"][1]["name_localizations"]["uk"] == "5 хвилин"
    replay = next(o for o in azul["options"] if o["name"] == "replay")
    assert {o["name"]: o["type"] for o in replay["options"]} == {"game": 4, "file": 11}
    review = next(o for o in azul["options"] if o["name"] == "review")
    assert {o["name"]: o["type"] for o in review["options"]} == {"game": 4, "file": 11}
    assert review["description_localizations"]["cs"].startswith("Rozbor dohrané hry")
    server = next(o for o in settings["options"] if o["name"] == "server")
    options = {o["name"]: o for o in server["options"]}
    assert list(options) == ["language", "ladder_min_games", "threads", "images", "tournament_role"]
    assert options["threads"]["type"] == 5  # boolean
    images = options["images"]["choices"]
    assert [c["value"] for c in images] == ["latest", "all"]
    assert images[0]["name_localizations"]["uk"] == "Лише останнє (старіші дописи зберігають текст)"
    move = next(o for o in azul["options"] if o["name"] == "move")
    assert move["options"][0]["autocomplete"] is True
    # Slash commands and components only: no privileged intent is asked for.
    intents = discord.Intents._from_value(sim.gateway.identifies[0]["intents"])
    assert not (intents.members or intents.presences or intents.message_content)
    helped = await sim.slash(world.ana, world.channel, "azul help")
    assert helped.response_type == MESSAGE
    assert sim.reply_of(helped).ephemeral and sim.reply_of(helped).content


async def test_restart_does_not_resync_unchanged_commands(sim, world, bots):
    first = await bots.start()
    first.kill()
    await bots.start()
    assert len(sim.command_puts) == 1  # the hash of the tree is kept in the database
    assert (await sim.slash(world.bo, world.channel, "azul help")).response_type == MESSAGE


async def test_dev_guild_gets_the_commands_at_once(sim, world, bots):
    await bots.start(AZUL_DEV_GUILD=str(world.guild.id))
    assert {o["name"] for o in synced_azul(sim, world.guild.id)["options"]} == SUBCOMMANDS
    assert (await sim.slash(world.cy, world.channel, "azul help")).response_type == MESSAGE


async def test_without_discord_it_says_so_in_one_line_and_keeps_trying(tmp_path):
    """No Discord to reach (nothing listens at its address): one line per attempt, waiting
    longer each time, no traceback, and the process stays up to try again."""
    import socket

    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {
        "DISCORD_TOKEN": "a-token",
        "DISCORD_API_BASE": f"http://127.0.0.1:{port}/api/v10",
        "DISCORD_GATEWAY_URL": f"ws://127.0.0.1:{port}",
        "AZUL_DB_PATH": str(tmp_path / "azul.sqlite3"),
    }
    bot = azul_bot(env, tmp_path / "bot.log").start()
    try:
        lines: list[str] = []
        for _ in range(150):  # the second attempt comes 2 s after the first
            lines = [
                line
                for line in (tmp_path / "bot.log").read_text().splitlines()
                if line.startswith("azul-bot: cannot reach Discord")
            ]
            if len(lines) >= 2:
                break
            await asyncio.sleep(0.1)
        assert len(lines) >= 2, (tmp_path / "bot.log").read_text()[-2000:]
        assert lines[0].endswith("trying again in 2 s") and lines[1].endswith("trying again in 4 s")
        assert "Traceback" not in (tmp_path / "bot.log").read_text()
        assert bot.running
    finally:
        bot.kill()
