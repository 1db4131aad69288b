"""Offline demo: the real bot plays a whole game in the simulated Discord; every image it posts
and a transcript of the channel are written to a folder.

    python -m bench.demo --edition azul --out demo-azul
    python -m bench.demo --edition summer-pavilion --players 3 --out demo-pavilion

The host (a simulated person: every game has its host in a seat) opens the lobby with
`/azul new`, adds computer players and starts; the host's own moves are what the easy computer
would play, typed with `/azul move` after reading the position from `/azul export`. After the
game the host replays it, looks at the history, their stats and the leaderboard, and asks for a
rematch. Everything else is the bot's own doing. No network beyond 127.0.0.1, no Discord account.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from pathlib import Path

import rules
from fakediscord import FakeDiscord, Message
from rules.ai import choose_move

from .harness import bot_against, server_with_people
from .players import Table


def parse(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python -m bench.demo", description=__doc__.split("\n")[0])
    ap.add_argument("--edition", choices=("azul", "summer-pavilion"), default="azul")
    ap.add_argument("--side", choices=("colour", "grey"), default="colour")
    ap.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    ap.add_argument("--level", default="easy", help="the computer players' level")
    ap.add_argument("--out", type=Path, required=True, help="folder for images and transcript")
    ap.add_argument(
        "--computer-delay",
        type=float,
        help="AZUL_COMPUTER_DELAY (default 0; with --web 1.5, to watch)",
    )
    ap.add_argument("--think", type=float, help="the host's seconds before a move (--web: 1.5)")
    ap.add_argument(
        "--web",
        action="store_true",
        help="serve the live table too and print a link to watch the game in a browser",
    )
    ap.add_argument("--web-port", type=int, default=8080, help="its port on 127.0.0.1 (8080)")
    return ap.parse_args(argv)


class HostPlaysLikeAComputer(Table):
    """The host types the easy computer's move for the position read from `/azul export`."""

    async def move_by_clicks(self, user, choose=None):
        return await self.move_by_command(user)

    async def move_by_command(self, user):
        if self.think:  # slowly enough to follow (--web)
            await asyncio.sleep(self.think)
        record = await self.export(user)
        ply = len(record["moves"])
        state = rules.replay(record).game.to_dict()  # the draws so far give the exact position
        # The tiles still to come are hidden (no seed while a game runs): the computer's
        # look-ahead draws from a guess instead, as a person would.
        state["seed"], state["draw_source"] = ply, {"kind": "seed", "state": ply}
        notation = str(choose_move(rules.load_state(state), level="easy", seed=ply))
        start = self.last
        inter = await self._track(
            lambda: self.sim.slash(user, self.channel, "azul move", notation=notation)
        )
        table = await self._next_table(start, inter.id)
        self.tables.append(table)
        return table


async def run(args: argparse.Namespace) -> Path:
    out = args.out
    out.mkdir(parents=True, exist_ok=True)
    workdir = Path(tempfile.mkdtemp(prefix="azul-demo-"))
    slow = 1.5 if args.web else 0.0  # slowly enough to watch in a browser
    delay = slow if args.computer_delay is None else args.computer_delay
    think = slow if args.think is None else args.think
    web = f"http://127.0.0.1:{args.web_port}/"
    extra = {"AZUL_WEB_LISTEN": f"127.0.0.1:{args.web_port}", "AZUL_PUBLIC_URL": web}
    async with FakeDiscord(bot_name="Azul") as sim:
        (guild,), (channel,), (host,) = await server_with_people(sim, 1, 1)
        settings = {"extra_env": extra} if args.web else {}
        async with bot_against(sim, workdir, computer_delay=delay, **settings) as bot:
            table = HostPlaysLikeAComputer(
                sim,
                channel,
                host,
                computers=args.players - 1,
                edition=args.edition,
                side=args.side,
                level=args.level,
                rng=random.Random(1),
                timeout=60.0,
                think=think,
            )
            started = time.monotonic()
            if args.web:
                await table.open()
                print(f"Watch the game live: {await _watch_link(sim, guild, channel)}", flush=True)
            await table.play()
            seconds = time.monotonic() - started
            await look_back(sim, channel, host, table.game_id, table.last)
        errors = bot.error_lines()
        messages = sim.channel_messages(channel, ephemeral_for=host)
        _write(out, messages, sim, args, seconds)
    if errors or sim.failures:
        for line in [*errors, *map(str, sim.failures)]:
            print(line, file=sys.stderr)
        raise SystemExit(1)
    return out


async def _watch_link(sim: FakeDiscord, guild, channel) -> str:
    """A view-only link, as `/azul web` gives it to someone with no seat."""
    viewer = sim.add_user("viewer")
    sim.add_member(guild, viewer)
    reply = sim.reply_of(await sim.slash(viewer, channel, "azul web"))
    urls = [c["url"] for row in reply.components for c in row["components"] if c.get("url")]
    if not urls:
        raise SystemExit(f"/azul web gave no link: {reply.content!r}")
    return urls[0]


async def look_back(sim: FakeDiscord, channel, host, game_id: int, final: Message) -> None:
    """After the game, as its player would: Replay (a step, then the end), Review (waiting for
    the analysis), the history, their stats, the leaderboard, then Rematch. Each answer lands in
    the transcript."""

    async def answered(send, done=lambda message: bool(message.content), wait=30.0) -> Message:
        inter = await send()
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            shown = sim.followups_of(inter) or [sim.reply_of(inter)]
            if shown[-1] is not None and done(shown[-1]):
                return shown[-1]
            await asyncio.sleep(0.05)
        raise RuntimeError(f"no answer to {inter.data}")

    replay = await answered(lambda: sim.click(host, final, f"azul:rp:{game_id}"))
    steps = replay.custom_ids()
    await sim.click(host, replay, steps[2])  # ▶
    await sim.click(host, replay, steps[3])  # ⏭
    # The review's progress message becomes the review, image and all (a 4-player Summer
    # Pavilion game takes about a minute).
    await answered(
        lambda: sim.click(host, final, f"azul:rv:{game_id}"),
        done=lambda message: bool(message.images),
        wait=300.0,
    )
    await answered(lambda: sim.slash(host, channel, "azul history"))
    await answered(lambda: sim.slash(host, channel, "azul stats"))
    await answered(lambda: sim.slash(host, channel, "azul leaderboard", min_games=1))
    await answered(lambda: sim.click(host, final, f"azul:rm:{game_id}"))


def _write(out: Path, messages: list[Message], sim: FakeDiscord, args, seconds: float) -> None:
    lines = [
        f"# {args.edition} ({args.side} side), {args.players} players — offline demo",
        "",
        "The real bot process (`python -m bot`) against the simulated Discord of `fakediscord/`;",
        f"game played in {seconds:.1f} s. Answers only the host sees are marked 🔒; the host's",
        "`/azul export` before each of its moves is left out. Images are the bot's uploads.",
        "",
    ]
    images = 0
    for message in messages:
        inter = sim.interactions.get(message.interaction_id) if message.interaction_id else None
        if inter is not None and _command_text(inter.data).startswith("/azul export"):
            continue  # the host reading the position before each move: not worth showing
        if inter is not None:
            what = inter.custom_id or _command_text(inter.data)
            lines.append(f"> *{inter.user.name}*: `{what}`")
        private = " (🔒 only the host sees this)" if message.ephemeral else ""
        content = message.content or "*(no text)*"
        for user in sim.users.values():  # mentions as a Discord client shows them
            content = content.replace(user.mention, f"**@{user.name}**")
        lines += [f"**{sim.bot_user.name}**{private}", "", content]
        # As posted (the next table takes an older one's image off) and as edited since (a
        # review's progress line becomes the review, image and all).
        shown = {a.id: a for a in (*message.posted_attachments, *message.attachments)}
        for att in shown.values():
            if att.data is None or att.content_type != "image/png":
                continue
            images += 1
            name = f"{images:03d}-{att.filename}"
            (out / name).write_bytes(att.data)
            lines.append(f"\n![{att.filename}]({name})")
        labels = [
            c.get("label") or " | ".join(o["label"] for o in c.get("options", [])) or "…"
            for row in message.posted_components
            for c in row.get("components", [])
        ]
        if labels:  # the controls as posted (later turns take them off)
            lines.append("\n" + " ".join(f"`[{label}]`" for label in labels))
        lines += ["", "---", ""]
    (out / "transcript.md").write_text("\n".join(lines))
    print(f"{images} images and transcript.md written to {out}")


def _command_text(data: dict) -> str:
    parts = [data.get("name", "?")]
    options = data.get("options") or []
    while options and options[0].get("type") in (1, 2):
        parts.append(options[0]["name"])
        options = options[0].get("options") or []
    parts += [f"{o['name']}:{o['value']}" for o in options]
    return "/" + " ".join(parts)


def main(argv: list[str] | None = None) -> int:
    asyncio.run(run(parse(argv)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
