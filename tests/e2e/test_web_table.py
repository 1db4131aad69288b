"""The live table in a real browser: two people play a whole game each of Azul (grey side) and
Summer Pavilion (coloured side) by clicking on their own pages of the real bot's web server,
while a third person watches on a page of their own and the channel of the simulated Discord
gets every move. After every move each page shows what the engine's state says.

Headless Chromium of the distribution (`./scripts/test` installs the `chromium-headless-shell`
package when it is missing), driven by Playwright; screenshots of the final tables are kept in
`test-artifacts/web/` (not committed) to be looked at."""

from __future__ import annotations

import asyncio
import contextlib
import difflib
import json
import random
import socket
from pathlib import Path
from urllib.parse import urlsplit

import aiohttp
import pytest
from playwright.async_api import Page
from playwright.async_api import TimeoutError as PlaywrightTimeout

from bench.players import Table

from .helpers import THINK

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "web"
PHONE = {"width": 390, "height": 844}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def link_of(sim, user, channel) -> str:
    """`/azul web` as `user`: the private answer's link button."""
    asked = await sim.slash(user, channel, "azul web")
    reply = sim.reply_of(asked)
    assert reply is not None and reply.ephemeral, "the link is for the asker only"
    urls = [c["url"] for row in reply.components for c in row["components"] if c.get("url")]
    assert len(urls) == 1, reply.content
    return urls[0]


async def shown(page: Page) -> dict:
    """What a page shows, from its data attributes."""
    return await page.evaluate(
        """() => {
            const t = document.querySelector('#table');
            const tiles = {};
            document.querySelectorAll('[data-source]').forEach(
                e => { tiles[e.dataset.source] = e.dataset.tiles; });
            const scores = {};
            document.querySelectorAll('[data-seat][data-score]').forEach(
                e => { scores[e.dataset.seat] = Number(e.dataset.score); });
            return {ply: Number(t.dataset.ply), status: t.dataset.status,
                    turn: t.dataset.turn, tiles, scores};
        }"""
    )


def expected_from(state: dict) -> dict:
    """The same, from the table's JSON (the engine's state as the server sends it)."""
    engine = state["state"]
    tiles = {str(i + 1): t for i, t in enumerate(engine["factories"])}
    tiles["C"] = engine["centre"]
    return {
        "ply": state["game"]["ply"],
        "status": state["game"]["status"],
        "tiles": tiles,
        "scores": {str(i): b["score"] for i, b in enumerate(engine["boards"])},
    }


async def current(http: aiohttp.ClientSession, api: str, token: str) -> dict:
    async with http.get(api, params={"t": token}) as answer:
        assert answer.status == 200
        return await answer.json()


async def until(page: Page, expression: str, timeout: float = 15.0) -> None:
    """Until `expression` is true in the page. Polled from here: Playwright's own waiting
    evaluates strings in the page, which the page's Content-Security-Policy forbids."""
    for _ in range(int(timeout / 0.05)):
        if await page.evaluate(expression):
            return
        await asyncio.sleep(0.05)
    now = await page.evaluate(
        "() => [document.querySelector('#table')?.dataset.ply, document.body.dataset.live,"
        " document.querySelector('#table')?.innerText.slice(0, 300)]"
    )
    raise AssertionError(f"the page never showed {expression}: it shows {now}")


async def until_shown(page: Page, ply: int) -> None:
    await until(page, f"Number(document.querySelector('#table')?.dataset.ply) >= {ply}")


async def until_settled(page: Page) -> None:
    """Until the page has its move's answer ("Sending…" gone): the live socket may bring the
    next table first, and a page left waiting for its answer would be stuck."""
    await until(page, "!document.querySelector('#table')?.classList.contains('busy')")


# Where to click next on the way to `target`: the selector of the choice (its hit area where it
# has one: where a person clicks is on a tile of a group, and the middle of a group whose tiles
# lie on a diagonal is the factory between them); null when no choice is left to click, "" when
# the page has moved past ply `before`.
_NEXT_CLICK = """([before, target]) => {
    if (Number(document.querySelector('#table')?.dataset.ply) > before) return "";
    for (const c of document.querySelectorAll('.choice')) {
        if ((c.dataset.moves || '').split(' ').includes(target)) {
            const at = `.choice[data-key="${CSS.escape(c.dataset.key)}"]`;
            return c.querySelector('.hit') ? `${at} .hit` : at;
        }
    }
    return null;
}"""


# The table's nodes, one line each, attributes in order of name (a node brought up to date
# gains an attribute after those it was drawn with; the same node all the same).
_DRAWN = """() => {
    const lines = [];
    const walk = (node, depth) => {
        if (node.nodeType === Node.TEXT_NODE) lines.push(' '.repeat(depth) + node.nodeValue);
        if (node.nodeType !== Node.ELEMENT_NODE) return;
        const attributes = [...node.attributes].map(a => `${a.name}="${a.value}"`).sort();
        lines.push(' '.repeat(depth) + [node.nodeName, ...attributes].join(' '));
        node.childNodes.forEach(child => walk(child, depth + 1));
    };
    walk(document.querySelector('#table .layout'), 0);
    return lines;
}"""


async def same_as_opened_now(browser, page: Page, link: str, ply: int) -> None:
    """Brought from move to move in place (web/client/src/morph.ts), `page` shows the table a
    page opened now draws, node for node."""
    fresh = await browser.new_page(viewport=page.viewport_size)
    await fresh.goto(link)
    await until(fresh, "window.azulTableReady === true")
    await until_shown(fresh, ply)
    kept, anew = await page.evaluate(_DRAWN), await fresh.evaluate(_DRAWN)
    await fresh.close()
    assert kept == anew, "\n".join(difflib.unified_diff(anew, kept, "opened now", "kept", n=1))


async def click_move(page: Page, rng: random.Random, *, keyboard: bool = False) -> str:
    """Choose one of the legal moves the page offers and click it through, choice by choice,
    until the page has sent it and shows the next position (`keyboard`: by Tab's focus and
    Enter instead of the mouse, as someone without one)."""
    offered = await page.eval_on_selector_all(".choice", "els => els.map(e => e.dataset.moves)")
    moves = sorted({m for group in offered for m in group.split()})
    assert moves, "the person to act is offered no move"
    passes = [m for m in moves if m.startswith("pass")]
    # Summer Pavilion: a person who never passes places tile after tile (a game of 400 moves);
    # passing half the time when one may keeps it to some 150, and clicks through keeping.
    target = rng.choice(passes if passes and rng.random() < 0.5 else moves)
    before = (await shown(page))["ply"]
    for _ in range(20):
        # One look at the page (each round trip to it costs the browser and the driver more
        # than the page's own work): has it moved on, and which choice leads to the target?
        where = await page.evaluate(_NEXT_CLICK, [before, target])
        if where == "":  # the page shows the next position: the move went
            return target
        if where is None:  # nothing more to choose: the move is on its way
            await until_shown(page, before + 1)
            return target
        # Redrawn between the look and the click (a move came in): looked at again.
        with contextlib.suppress(PlaywrightTimeout):
            if keyboard:
                await page.focus(where.removesuffix(" .hit"), timeout=2000)
                await page.keyboard.press("Enter")
            else:
                await page.locator(where).first.click(timeout=2000)
    raise AssertionError(f"clicking never sent {target}")


async def play_in_browser(sim, world, bots, browser, *, edition: str, side: str, phone: bool):
    port = free_port()
    await bots.start(
        AZUL_WEB_LISTEN=f"127.0.0.1:{port}", AZUL_PUBLIC_URL=f"http://127.0.0.1:{port}/"
    )
    table = Table(
        sim,
        world.channel,
        world.ana,
        guests=(world.bo,),
        computers=0,
        edition=edition,
        side=side,
        think=THINK,
    )
    first = await table.open()
    watch_buttons = [
        c for row in first.components for c in row["components"] if c.get("label") == "Watch live"
    ]
    assert len(watch_buttons) == 1 and watch_buttons[0]["url"].startswith(
        f"http://127.0.0.1:{port}/table/?t="
    ), "every table post carries a view-only link"
    links = {u.id: await link_of(sim, u, world.channel) for u in (world.ana, world.bo)}
    watch = await link_of(sim, world.cy, world.channel)  # not seated: a view-only link
    pages = {}
    for user in (world.ana, world.bo, world.cy):
        viewport = PHONE if phone and user is world.bo else {"width": 1280, "height": 900}
        page = await browser.new_page(viewport=viewport)
        page.on("pageerror", lambda error: pytest.fail(f"the page failed: {error}"))
        await page.goto(links.get(user.id, watch))
        await until(page, "window.azulTableReady === true")
        pages[user.id] = page
    api = f"http://127.0.0.1:{port}/table/api/state"
    token = urlsplit(watch).query.removeprefix("t=")
    seat_user = {0: None, 1: None}
    rng = random.Random(5)
    compared = False
    async with aiohttp.ClientSession() as http:
        state = await current(http, api, token)
        names = [s["name"] for s in state["seats"]]
        seat_user = {i: world.ana if n == "ana" else world.bo for i, n in enumerate(names)}
        for _ in range(1500):
            if state["game"]["status"] != "active":
                break
            mover = seat_user[next(i for i, s in enumerate(state["seats"]) if s["to_act"])]
            page = pages[mover.id]
            await until_shown(page, state["game"]["ply"])  # the page may lag behind the store
            await until(page, "document.querySelectorAll('.choice').length > 0")
            await click_move(page, rng, keyboard=state["game"]["ply"] % 10 == 3)
            state = await current(http, api, token)
            expected = expected_from(state)
            for page in pages.values():  # every page, the mover's, the other's, the watcher's
                await until_shown(page, expected["ply"])
                seen = await shown(page)
                assert seen["ply"] == expected["ply"] and seen["status"] == expected["status"]
                assert seen["scores"] == expected["scores"]
                for source, tiles in expected["tiles"].items():
                    assert sorted(seen["tiles"].get(source, "")) == sorted(tiles), source
            if not compared and expected["ply"] >= 30:
                await same_as_opened_now(browser, pages[world.cy.id], watch, expected["ply"])
                compared = True
    assert state["game"]["status"] == "finished", "the game did not end"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for user, page in zip(("ana", "bo", "watcher"), pages.values(), strict=True):
        await until_settled(page)
        await page.screenshot(path=str(ARTIFACTS / f"{edition}-{side}-{user}.png"), full_page=True)
    # A view-only page offers nothing to click, ever.
    assert not await pages[world.cy.id].query_selector_all(".choice")
    await same_as_opened_now(browser, pages[world.cy.id], watch, state["game"]["ply"])
    # The channel was told every move: the record has them all, the last post ends the game.
    exported = sim.reply_of(await sim.slash(world.ana, world.channel, "azul export"))
    record = json.loads(exported.attachments[0].data)
    assert len(record["moves"]) == state["game"]["ply"]
    # The final post goes out after the last move is committed (which the pages show first).
    final = await sim.wait_for_message(
        lambda m: "Game over" in m.content, 30, channel=world.channel
    )
    # The Replay button's answer opens the game's replay in the browser too; arrows step it.
    asked = await sim.click(world.cy, final, f"azul:rp:{table.game_id}")
    for _ in range(300):  # "thinking…" first, then the replay as a follow-up
        if sim.followups_of(asked):
            break
        await asyncio.sleep(0.05)
    answers = [*sim.followups_of(asked), sim.reply_of(asked)]
    urls = {  # the deferred answer is its first follow-up too
        c["url"]
        for answer in answers
        if answer is not None
        for row in answer.components
        for c in row["components"]
        if c.get("label") == "Open in browser"
    }
    assert len(urls) == 1, [a.content for a in answers if a is not None]
    replay = pages[world.cy.id]
    await replay.goto(urls.pop())
    await until(replay, "window.azulTableReady === true && document.querySelector('#table')"
                " && document.querySelector('#table').dataset.ply === '0'")  # fmt: skip
    await replay.keyboard.press("ArrowRight")
    await until_shown(replay, 1)
    await replay.keyboard.press("ArrowRight")
    await until_shown(replay, 2)
    await replay.screenshot(path=str(ARTIFACTS / f"{edition}-{side}-replay.png"), full_page=True)


@pytest.mark.any_store
async def test_two_people_play_azul_grey_by_clicking_while_a_third_watches(
    sim, world, bots, browser
):
    await play_in_browser(sim, world, bots, browser, edition="azul", side="grey", phone=True)


@pytest.mark.any_store
async def test_two_people_play_summer_pavilion_by_clicking_while_a_third_watches(
    sim, world, bots, browser
):
    await play_in_browser(
        sim, world, bots, browser, edition="summer-pavilion", side="colour", phone=False
    )
