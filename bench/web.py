"""`python -m bench.web --games 100 --viewers 5`: the live table under load.

The real bot process against the simulated Discord, with its web server on 127.0.0.1. Every game
has two people and `--viewers` open pages (WebSockets on view-only links, as a page keeps one);
each person's own page has one too. The people move in turns, alternately from their page
(`POST api/move`) and from Discord (`/azul move`), `--moves` moves a game, all games at once.

One JSON line:
- `update_ms`: a move sent (from a page or from Discord) → every open page of that game has the
  new state (p50, p95). It includes committing the move, so it bounds "committed → pages" from
  above.
- `move_ms`: a page's move sent → that page has its new state back (its socket or the answer,
  whichever comes first).
- `games`, `viewers`, `moves`, `errors` (refused or failed requests, pages that never saw a
  move), `lost_moves` (moves acknowledged that the store does not hold at the end).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

import aiohttp

from fakediscord import FakeDiscord

from .harness import bot_against, server_with_people
from .players import Table


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _token(url: str) -> str:
    return urlsplit(url).query.removeprefix("t=")


class Page:
    """An open page: a WebSocket that remembers when each ply arrived."""

    def __init__(self, session: aiohttp.ClientSession, live: str, token: str) -> None:
        self.session, self.live, self.token = session, live, token
        self.arrived: dict[int, float] = {}
        self.ply = -1
        self._changed = asyncio.Event()
        self._task: asyncio.Task | None = None

    async def open(self) -> None:
        socket = await self.session.ws_connect(self.live, params={"t": self.token})
        self._task = asyncio.create_task(self._read(socket))

    async def _read(self, socket: aiohttp.ClientWebSocketResponse) -> None:
        async for message in socket:
            if message.type != aiohttp.WSMsgType.TEXT:
                break
            ply = json.loads(message.data)["game"]["ply"]
            self.arrived.setdefault(ply, time.perf_counter())
            self.ply = max(self.ply, ply)
            self._changed.set()

    async def until(self, ply: int, timeout: float) -> float | None:
        """When this page first had `ply` (None: not within `timeout`)."""
        deadline = time.perf_counter() + timeout
        while ply not in self.arrived and self.ply < ply:
            left = deadline - time.perf_counter()
            if left <= 0:
                return None
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), left)
            except TimeoutError:
                return None
        return self.arrived.get(ply, time.perf_counter())

    def close(self) -> None:
        if self._task is not None:
            self._task.cancel()


async def _link(sim: FakeDiscord, user, channel) -> str:
    reply = sim.reply_of(await sim.slash(user, channel, "azul web"))
    urls = [c["url"] for row in reply.components for c in row["components"] if c.get("url")]
    if not urls:
        raise SystemExit(f"/azul web gave no link: {reply.content!r}")
    return urls[0]


async def _game(sim, channel, people, base, session, args, rng, figures) -> None:
    ana, bo = people
    table = Table(sim, channel, ana, guests=(bo,), computers=0, rng=rng)
    await table.open()
    seats = {ana.id: await _link(sim, ana, channel), bo.id: await _link(sim, bo, channel)}
    viewer = sim.add_user(f"viewer-{channel.id}")  # seated nowhere: a view-only link
    sim.add_member(sim.guilds[channel.guild_id], viewer)
    watch = await _link(sim, viewer, channel)
    live, api = base + "table/api/live", base + "table/api/"
    own = {uid: Page(session, live, _token(url)) for uid, url in seats.items()}
    viewers = [Page(session, live, _token(watch)) for _ in range(args.viewers)]
    pages = [*own.values(), *viewers]
    await asyncio.gather(*(p.open() for p in pages))
    figures["viewers"] += len(viewers)
    acknowledged = 0
    for n in range(args.moves):
        async with session.get(api + "state", params={"t": _token(watch)}) as answer:
            state = await answer.json()
        if state["game"]["status"] != "active":
            break
        mover, mine = None, None
        for person in (ana, bo):
            params = {"t": _token(seats[person.id])}
            async with session.get(api + "state", params=params) as answer:
                theirs = await answer.json()
            if theirs["can_move"]:
                mover, mine = person, theirs
        if mover is None or mine is None:
            figures["errors"] += 1
            break
        ply, move = mine["game"]["ply"], rng.choice(mine["legal"])
        await asyncio.sleep(rng.uniform(0, args.think))
        sent = time.perf_counter()
        if n % 2 == 0:  # from the page
            body = {"t": _token(seats[mover.id]), "move": move, "ply": ply}
            async with session.post(api + "move", json=body) as answer:
                answered = time.perf_counter()
                if answer.status != 200:
                    figures["errors"] += 1
                    continue
            got = await own[mover.id].until(ply + 1, args.timeout)
            figures["move_ms"].append((min(answered, got or answered) - sent) * 1000)
        else:  # from Discord
            inter = await sim.slash(mover, channel, "azul move", notation=move)
            reply = sim.reply_of(inter)
            if reply is not None and reply.ephemeral and "not" in reply.content.lower():
                figures["errors"] += 1
                continue
        acknowledged += 1
        arrivals = await asyncio.gather(*(p.until(ply + 1, args.timeout) for p in pages))
        if any(a is None for a in arrivals):
            figures["errors"] += 1
            continue
        figures["update_ms"].append((max(arrivals) - sent) * 1000)  # type: ignore[type-var]
    async with session.get(api + "state", params={"t": _token(watch)}) as answer:
        stored = (await answer.json())["game"]["ply"]
    figures["lost_moves"] += max(0, acknowledged - stored)
    figures["moves"] += acknowledged
    for page in pages:
        page.close()


def _summary(samples: list[float]) -> dict:
    if not samples:
        return {"p50_ms": None, "p95_ms": None}
    ordered = sorted(samples)
    return {
        "p50_ms": round(statistics.median(ordered), 1),
        "p95_ms": round(ordered[max(0, int(len(ordered) * 0.95) - 1)], 1),
    }


async def run(args: argparse.Namespace) -> dict:
    port = _free_port()
    base = f"http://127.0.0.1:{port}/"
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="azul-bench-web-"))
    figures: dict = {"update_ms": [], "move_ms": [], "errors": 0, "lost_moves": 0}
    figures |= {"moves": 0, "viewers": 0}
    async with FakeDiscord() as sim:
        _, rooms, people = await server_with_people(
            sim, args.games, 2 * args.games, per_guild=args.games_per_guild
        )
        settings = {
            "AZUL_WEB_LISTEN": f"127.0.0.1:{port}",
            "AZUL_PUBLIC_URL": base,
            "AZUL_MAX_OPEN_GAMES": str(max(50, args.games)),
            "AZUL_WEB_SECRET": "bench",
        }
        async with bot_against(sim, workdir, computer_delay=0, extra_env=settings):
            connector = aiohttp.TCPConnector(limit=0)
            async with aiohttp.ClientSession(connector=connector) as session:
                rng = random.Random(args.seed)
                started = time.perf_counter()
                await asyncio.gather(
                    *(
                        _game(
                            sim,
                            room,
                            people[2 * i : 2 * i + 2],
                            base,
                            session,
                            args,
                            random.Random(rng.random()),
                            figures,
                        )
                        for i, room in enumerate(rooms)
                    )
                )
                took = time.perf_counter() - started
                if args.first_render:
                    url = await _link(sim, people[0], rooms[0])
                    figures["first_render_ms"] = await _first_render(url)
    return {
        "update_ms": _summary(figures["update_ms"]),
        "move_ms": _summary(figures["move_ms"]),
        "games": args.games,
        "viewers": args.viewers,
        "pages": figures["viewers"] + 2 * args.games,
        "moves": figures["moves"],
        "seconds": round(took, 1),
        "errors": figures["errors"],
        "lost_moves": figures["lost_moves"],
        **({"first_render_ms": figures["first_render_ms"]} if args.first_render else {}),
    }


async def _first_render(url: str, tries: int = 5) -> dict:
    """From navigation to the table drawn (`window.azulTableReady`), in a fresh headless
    Chromium page each time (the distribution's browser, the one people use where it is there,
    else the headless shell `./scripts/test` installs; Playwright drives it)."""
    import shutil

    from playwright.async_api import async_playwright

    chromium = (
        shutil.which("chromium")
        or shutil.which("chromium-browser")
        or shutil.which("chromium-headless-shell")
    )
    if chromium is None:
        raise SystemExit(
            "--first-render needs the distribution's chromium or chromium-headless-shell package"
        )
    times = []
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(
            executable_path=chromium, args=["--no-sandbox", "--disable-gpu"]
        )
        for _ in range(tries):
            context = await browser.new_context()  # nothing cached from the try before
            page = await context.new_page()
            started = time.perf_counter()
            await page.goto(url)
            while not await page.evaluate("window.azulTableReady === true"):
                await asyncio.sleep(0.005)
            times.append((time.perf_counter() - started) * 1000)
            await context.close()
        await browser.close()
    return {"median_ms": round(statistics.median(times), 1), "max_ms": round(max(times), 1)}


def parse(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python -m bench.web", description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=100, help="games at once (default 100)")
    ap.add_argument("--viewers", type=int, default=5, help="view-only pages per game")
    ap.add_argument("--moves", type=int, default=12, help="moves per game (default 12)")
    ap.add_argument(
        "--think", type=float, default=4.0, help="at most this long before a move (default 4 s)"
    )
    ap.add_argument(
        "--first-render",
        action="store_true",
        help="also time a page's first drawing in headless Chromium (first_render_ms)",
    )
    ap.add_argument("--timeout", type=float, default=30.0, help="a page waits this long")
    ap.add_argument("--games-per-guild", type=int, default=25, help="games of one server")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workdir", type=Path, help="keep the database and bot log here")
    return ap.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    print(json.dumps(asyncio.run(run(args))))
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
