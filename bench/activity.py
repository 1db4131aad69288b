"""`python -m bench.activity --instances 50 --people 4`: the Discord Activity's handshake and
sessions under load.

The real bot process against the simulated Discord (which launches Activity instances, exchanges
codes and answers whom a token belongs to), its web server on 127.0.0.1. Each of `--instances`
channels gets a lobby whose "Play in Discord" launches an instance; `--people` people join each
instance in Discord, then all of them open the Activity at once, as a page does: the code
exchanged for a token (`POST /api/token`), then the socket, whose first message the server
checks with Discord (who the token is, and that they are in the instance) before it answers.
Then, in every instance at once, each person not seated takes a seat from the Activity.

One JSON line:
- `exchange_ms`: the token exchange (server → Discord → server).
- `hello_ms`: the socket opened and the first session received (two calls to Discord first).
- `seat_ms`: "Take a seat" sent → every page of that instance shows the new seat (the lobby post
  in the channel edited on the way).
- `pages`, `errors` (refused or failed steps, pages that never saw the seat).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import tempfile
import time
from pathlib import Path

import aiohttp

from fakediscord import FakeDiscord

from .harness import bot_against, server_with_people
from .stats import summary
from .web import _free_port


class Page:
    """One person's Activity page: its socket and the sessions it was sent."""

    def __init__(self, user, instance: str) -> None:
        self.user, self.instance = user, instance
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.seated: set[str] = set()
        self.changed = asyncio.Event()
        self.game: int | None = None

    async def open(self, http: aiohttp.ClientSession, base: str, figures: dict) -> None:
        start = time.perf_counter()
        async with http.post(
            f"{base}/.proxy/api/token", json={"code": f"mock_{self.user.id}"}
        ) as r:
            body = await r.json()
        figures["exchange"].append(time.perf_counter() - start)
        self.ws = await http.ws_connect(f"{base}/.proxy/api/activity/socket")
        await self.ws.send_json(
            {"access_token": body["access_token"], "instance_id": self.instance}
        )
        first = json.loads((await self.ws.receive(timeout=30)).data)
        figures["hello"].append(time.perf_counter() - start)
        if first.get("type") != "session":
            raise RuntimeError(first)
        self._read(first)
        asyncio.get_running_loop().create_task(self._listen())

    def _read(self, session: dict) -> None:
        self.game = (session.get("game") or {}).get("id")
        self.seated = {p["id"] for p in session["participants"] if p["seat"] is not None}
        self.changed.set()

    async def _listen(self) -> None:
        assert self.ws is not None
        async for message in self.ws:
            said = json.loads(message.data)
            if said.get("type") == "session":
                self._read(said)

    async def until_seated(self, user_id: int, timeout: float = 30) -> None:
        deadline = time.perf_counter() + timeout
        while str(user_id) not in self.seated:
            self.changed.clear()
            await asyncio.wait_for(self.changed.wait(), deadline - time.perf_counter())


async def run(args: argparse.Namespace) -> dict:
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="azul-bench-activity-"))
    figures: dict = {"exchange": [], "hello": [], "seat": [], "errors": 0}
    async with FakeDiscord() as sim:
        _, rooms, people = await server_with_people(
            sim, args.instances, args.people * args.instances, per_guild=10
        )
        settings = {
            "AZUL_WEB_LISTEN": f"127.0.0.1:{port}",
            "AZUL_PUBLIC_URL": f"{base}/",
            "AZUL_MAX_OPEN_GAMES": str(max(50, args.instances)),
        }
        async with bot_against(sim, workdir, computer_delay=0, extra_env=settings):
            pages: list[list[Page]] = []
            for i, room in enumerate(rooms):
                group = people[i * args.people : (i + 1) * args.people]
                lobby = sim.reply_of(await sim.slash(group[0], room, "azul new"))
                launch = next(c for c in lobby.custom_ids() if c.startswith("azul:pa:"))
                instance = (await sim.click(group[0], lobby, launch)).activity_instance_id
                for person in group[1:]:
                    sim.join_activity(instance, person)
                pages.append([Page(person, instance) for person in group])
            async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as http:
                opened = await asyncio.gather(
                    *(p.open(http, base, figures) for group in pages for p in group),
                    return_exceptions=True,
                )
                figures["errors"] += sum(isinstance(o, BaseException) for o in opened)
                await asyncio.gather(*(_seat_everyone(group, figures) for group in pages))
                for group in pages:
                    for page in group:
                        if page.ws is not None:
                            await page.ws.close()
    return {
        "bench": "activity",
        "exchange_ms": summary(figures["exchange"]),
        "hello_ms": summary(figures["hello"]),
        "seat_ms": summary(figures["seat"]),
        "instances": args.instances,
        "pages": args.instances * args.people,
        "errors": figures["errors"],
        "load": os.getloadavg()[0],
    }


async def _seat_everyone(group: list[Page], figures: dict) -> None:
    """Everyone but the host (seated by opening the lobby) takes a seat from the Activity, one
    after another as people would; each time, until every page of the instance shows it."""
    for page in group[1:]:
        if page.ws is None or page.game is None:
            figures["errors"] += 1
            continue
        start = time.perf_counter()
        await page.ws.send_json({"action": "join", "game": page.game})
        try:
            await asyncio.gather(*(other.until_seated(page.user.id) for other in group))
        except TimeoutError:
            figures["errors"] += 1
            continue
        figures["seat"].append(time.perf_counter() - start)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--instances", type=int, default=50)
    parser.add_argument("--people", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--workdir", type=Path, default=None)
    args = parser.parse_args(argv)
    print(json.dumps(asyncio.run(run(args))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
