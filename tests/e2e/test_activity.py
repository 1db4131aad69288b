"""The live table as a Discord Activity, through the real bot process and the local Discord
(which launches Activity instances, answers their endpoint, exchanges OAuth2 codes and says
whom a token belongs to): the token exchange, the instance checked before a socket is bound,
"Play in Discord" binding the instance to its game, command sync with an Entry Point command,
and a whole game played in headless Chromium in two Activity pages (the SDK's mock mode),
started from the lobby's "Play in Discord", with the channel getting every move."""

from __future__ import annotations

import asyncio
import json
import random

import aiohttp
import pytest

from bench.players import Table
from fakediscord.models import LAUNCH_ACTIVITY

from .test_web_table import (
    ARTIFACTS,
    click_move,
    current,
    expected_from,
    free_port,
    shown,
    until,
    until_settled,
    until_shown,
)

pytestmark = pytest.mark.any_store  # the store is the web table's: tested there on both


async def start(bots, **settings: str) -> str:
    """The bot with its web server (and so its Activity); the server's address."""
    port = free_port()
    await bots.start(
        AZUL_WEB_LISTEN=f"127.0.0.1:{port}", AZUL_PUBLIC_URL=f"http://127.0.0.1:{port}/", **settings
    )
    return f"http://127.0.0.1:{port}"


async def hello(http: aiohttp.ClientSession, base: str, token: str, instance: str):
    """Open the Activity's socket and say who one is; the socket and its first message."""
    ws = await http.ws_connect(f"{base}/.proxy/api/activity/socket")
    await ws.send_json({"access_token": token, "instance_id": instance})
    return ws, await ws.receive(timeout=15)


async def exchange(http: aiohttp.ClientSession, base: str, code: str) -> tuple[int, dict]:
    async with http.post(f"{base}/.proxy/api/token", json={"code": code}) as answer:
        return answer.status, await answer.json()


async def open_lobby(sim, world):
    asked = await sim.slash(world.ana, world.channel, "azul new")
    lobby = sim.reply_of(asked)
    game_id = int(next(c for c in lobby.custom_ids() if c.startswith("azul:pa:")).split(":")[2])
    return lobby, game_id


async def test_the_token_exchange(sim, world, bots):
    base = await start(bots)
    async with aiohttp.ClientSession() as http:
        status, body = await exchange(http, base, sim.oauth_code(world.ana))
        assert status == 200 and body["access_token"]
        assert sim.oauth_user(body["access_token"]).id == world.ana.id
        # A refused code (made up, or used once already) is said so; nothing else leaks.
        status, body = await exchange(http, base, "not-a-code")
        assert (status, body["code"]) == (401, "bad_code")
        code = sim.oauth_code(world.bo)
        assert (await exchange(http, base, code))[0] == 200
        assert (await exchange(http, base, code))[0] == 401
        status, body = await exchange(http, base, "")
        assert (status, body["code"]) == (400, "malformed")
        # A forged person: whatever a page claims, the server asks Discord whose token it is.
        lobby, game_id = await open_lobby(sim, world)
        launched = await sim.click(world.ana, lobby, f"azul:pa:{game_id}")
        instance = launched.activity_instance_id
        sim.join_activity(instance, world.bo)
        bo_token = (await exchange(http, base, f"mock_{world.bo.id}"))[1]["access_token"]
        ws, said = await hello(http, base, bo_token, instance)
        session = json.loads(said.data)
        assert session["you"]["id"] == str(world.bo.id) and session["game"]["id"] == game_id
        await ws.close()
    sim.take_failures("rejected")


async def test_the_instance_is_checked_before_a_socket_is_bound(sim, world, bots):
    base = await start(bots)
    lobby, game_id = await open_lobby(sim, world)
    instance = (await sim.click(world.ana, lobby, f"azul:pa:{game_id}")).activity_instance_id
    async with aiohttp.ClientSession() as http:
        cy_token = (await exchange(http, base, sim.oauth_code(world.cy)))[1]["access_token"]
        ana_token = (await exchange(http, base, sim.oauth_code(world.ana)))[1]["access_token"]
        # An instance Discord does not know: refused, and the socket closed.
        ws, said = await hello(http, base, ana_token, "i-404-gc-1-2")
        assert json.loads(said.data)["code"] == "no_instance"
        assert (await ws.receive(timeout=5)).type == aiohttp.WSMsgType.CLOSE
        assert ws.close_code == 4404
        # A person who is not in the instance (cy never joined it): refused.
        ws, said = await hello(http, base, cy_token, instance)
        assert json.loads(said.data)["code"] == "not_in_instance"
        await ws.receive(timeout=5)
        assert ws.close_code == 4403
        # A token Discord does not know: refused.
        ws, said = await hello(http, base, "forged-token", instance)
        assert json.loads(said.data)["code"] == "bad_token"
        await ws.receive(timeout=5)
        assert ws.close_code == 4401
        # Once cy joins the instance in Discord, the same token is let in.
        sim.join_activity(instance, world.cy)
        ws, said = await hello(http, base, cy_token, instance)
        session = json.loads(said.data)
        assert session["type"] == "session" and session["game"]["id"] == game_id
        assert {p["id"] for p in session["participants"]} == {str(world.cy.id)}
        await ws.close()
    sim.take_failures("rejected")


async def test_play_in_discord_binds_the_instance_to_its_game(sim, world, bots):
    base = await start(bots)
    lobby, game_id = await open_lobby(sim, world)
    launched = await sim.click(world.ana, lobby, f"azul:pa:{game_id}")
    assert launched.response_type == LAUNCH_ACTIVITY
    instance = launched.activity_instance_id
    assert sim.activity_instances[instance].channel_id == world.channel.id
    async with aiohttp.ClientSession() as http:
        token = (await exchange(http, base, f"mock_{world.ana.id}"))[1]["access_token"]
        ws, said = await hello(http, base, token, instance)
        session = json.loads(said.data)
        game = session["game"]
        assert (game["id"], game["status"], game["you_host"]) == (game_id, "lobby", True)
        assert session["participants"] == [{"id": str(world.ana.id), "name": "ana", "seat": 0}]
        # Discord's other launch in the channel joins the same instance: the same game.
        again = await sim.click(world.bo, lobby, f"azul:pa:{game_id}")
        assert again.activity_instance_id == instance
        await ws.close()


async def test_commands_sync_with_an_entry_point_command(sim, world, bots):
    """Activities enabled: Discord keeps an Entry Point command and refuses a sync that would
    drop it (50240). The bot's sync keeps it, and /azul is there beside it."""
    sim.add_entry_point_command(name="launch", handler=2)
    await start(bots, AZUL_FORCE_SYNC="1")
    assert sim.entry_point_command() is not None
    synced = [c for gid, cmds in sim.command_puts if gid is None for c in cmds]
    assert {c["name"] for c in synced} >= {"azul", "launch"}
    assert not sim.take_failures()


async def test_a_whole_game_in_two_activity_pages(sim, world, bots, browser):
    base = await start(bots)
    lobby, game_id = await open_lobby(sim, world)
    instance = (await sim.click(world.ana, lobby, f"azul:pa:{game_id}")).activity_instance_id
    sim.join_activity(instance, world.bo)
    where = f"instance_id={instance}&channel_id={world.channel.id}&guild_id={world.guild.id}"
    pages = {}
    for user in (world.ana, world.bo):
        viewport = {"width": 390, "height": 844} if user is world.bo else None
        page = await browser.new_page(viewport=viewport or {"width": 1280, "height": 900})
        page.on("pageerror", lambda error: pytest.fail(f"the page failed: {error}"))
        await page.goto(f"{base}/?user_id={user.id}&{where}")
        await until(page, "document.querySelector('#table')?.dataset.status === 'lobby'")
        pages[user.id] = page
    ana, bo = pages[world.ana.id], pages[world.bo.id]
    # Both see who is in the Activity; bo takes a seat there, ana starts the game there.
    await until(bo, "document.querySelectorAll('#activity .people li').length === 2")
    await bo.click("button.join")
    await until(ana, "document.querySelectorAll('#activity .people li.seated').length === 2")
    await ana.click("button.start")
    for page in pages.values():
        await until(page, "window.azulTableReady === true")
    # The turn post offers the Activity too (beside My board), and launching from it in the
    # same channel joins the same instance.
    turn = await sim.wait_for_message(
        lambda m: f"azul:b:{game_id}" in m.custom_ids(), 15, channel=world.channel
    )
    assert f"azul:pa:{game_id}" in turn.custom_ids()
    again = await sim.click(world.bo, turn, f"azul:pa:{game_id}")
    assert again.activity_instance_id == instance
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    await bo.screenshot(path=str(ARTIFACTS / "activity-start-bo-phone.png"), full_page=True)
    # The game, every move by touching in the Activity; the channel gets each one.
    rng = random.Random(3)
    async with aiohttp.ClientSession() as http:
        state_url = f"{base}/table/api/state"
        ana_token = (await exchange(http, base, f"mock_{world.ana.id}"))[1]["access_token"]
        ws, said = await hello(http, base, ana_token, instance)
        token = json.loads(said.data)["game"]["token"]
        await ws.close()
        state = await current(http, state_url, token)
        names = [s["name"] for s in state["seats"]]
        by_seat = {
            i: pages[world.ana.id if n == "ana" else world.bo.id] for i, n in enumerate(names)
        }
        for _ in range(400):
            if state["game"]["status"] != "active":
                break
            page = by_seat[next(i for i, s in enumerate(state["seats"]) if s["to_act"])]
            await until_shown(page, state["game"]["ply"])
            await until(page, "document.querySelectorAll('.choice').length > 0")
            await click_move(page, rng)
            state = await current(http, state_url, token)
            expected = expected_from(state)
            for other in pages.values():
                await until_shown(other, expected["ply"])
                assert (await shown(other))["scores"] == expected["scores"]
    assert state["game"]["status"] == "finished", "the game did not end"
    for user, page in (("ana", ana), ("bo-phone", bo)):
        await until_settled(page)
        await page.screenshot(path=str(ARTIFACTS / f"activity-{user}.png"), full_page=True)
    # The channel got every move: the record has them all, and the final post went out.
    exported = sim.reply_of(await sim.slash(world.ana, world.channel, "azul export"))
    record = json.loads(exported.attachments[0].data)
    assert len(record["moves"]) == state["game"]["ply"]
    await sim.wait_for_message(lambda m: "Game over" in m.content, 30, channel=world.channel)
    # One table post for the start and for every move chosen (forced ones share the post of
    # the move before), each posted with its image, as for button players.
    tables = [
        m
        for m in sim.channel_messages(world.channel)
        if any(a.filename == "table.png" for a in m.posted_attachments)
    ]
    assert len(tables) == 1 + len(record["moves"]) - Table.forced_moves(record)


async def test_from_the_app_launcher_the_channel_games_to_choose(sim, world, bots, browser):
    """Launched from Discord's App Launcher (no game bound): the channel's lobby, with Take a
    seat and Watch, and new games to open; taking a seat binds the instance to that game, and
    the lobby's post in the channel shows the new seat."""
    base = await start(bots)
    lobby, game_id = await open_lobby(sim, world)
    instance = sim.launch_activity(world.cy, world.channel)
    page = await browser.new_page(viewport={"width": 390, "height": 844})
    page.on("pageerror", lambda error: pytest.fail(f"the page failed: {error}"))
    where = f"instance_id={instance}&channel_id={world.channel.id}&guild_id={world.guild.id}"
    await page.goto(f"{base}/?user_id={world.cy.id}&{where}")
    await until(page, "document.querySelector('#table')?.dataset.status === 'picker'")
    cards = await page.eval_on_selector_all(".game-card", "els => els.map(e => e.dataset.game)")
    assert cards == [str(game_id)]
    assert len(await page.query_selector_all(".open button")) == 4  # 2 editions × 2 sides
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    await page.screenshot(path=str(ARTIFACTS / "activity-launcher-cy-phone.png"), full_page=True)
    await page.click(".game-card button.join")
    await until(page, "document.querySelector('#table')?.dataset.status === 'lobby'")
    await until(page, "document.querySelector('#activity .people li.seated') !== null")
    await page.screenshot(path=str(ARTIFACTS / "activity-lobby-cy-phone.png"), full_page=True)
    post = await sim.wait_for_message(
        lambda m: m.id == lobby.id and "cy" in m.content, 10, channel=world.channel
    )
    assert "azul:pa:" + str(game_id) in post.custom_ids()


async def test_the_activity_benchmark_runs(tmp_path):
    """`python -m bench.activity` (docs/benchmarks.md), small: every page let in, every seat
    seen by every page of its instance."""
    import contextlib
    import io

    from bench.activity import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert (
            await asyncio.to_thread(
                main, ["--instances", "2", "--people", "2", "--workdir", str(tmp_path)]
            )
            == 0
        )
    figures = json.loads(out.getvalue())
    assert (figures["pages"], figures["errors"]) == (4, 0)
    assert figures["hello_ms"]["n"] == 4 and figures["seat_ms"]["n"] == 2


async def test_one_person_cannot_flood_the_activity(sim, world, bots):
    """Sign-ins cost the bot a call to Discord each: ten a minute from one address, then a
    clear refusal. A socket that says nonsense first is closed; nonsense actions, and actions
    faster than the rate limit for clicks, are answered and change nothing."""
    base = await start(bots, AZUL_RATE_BURST="20")  # as in production: 20 in 10 s
    lobby, game_id = await open_lobby(sim, world)
    instance = (await sim.click(world.ana, lobby, f"azul:pa:{game_id}")).activity_instance_id
    async with aiohttp.ClientSession() as http:
        answers = [await exchange(http, base, f"mock_{world.ana.id}") for _ in range(11)]
        assert [status for status, _ in answers] == [200] * 10 + [429]
        assert answers[-1][1]["code"] == "rate_limited"
        token = answers[0][1]["access_token"]
        ws = await http.ws_connect(f"{base}/.proxy/api/activity/socket")
        await ws.send_str("hello?")
        assert json.loads((await ws.receive(timeout=5)).data)["code"] == "malformed"
        await ws.receive(timeout=5)
        assert ws.close_code == 4400
        ws, said = await hello(http, base, token, instance)
        assert json.loads(said.data)["type"] == "session", said.data
        await ws.send_str('{"action": "launch the missiles"}')
        assert json.loads((await ws.receive(timeout=5)).data)["code"] == "malformed"
        for _ in range(25):  # "watch" again and again: the clicks' limit (20 in 10 s) holds
            await ws.send_json({"action": "watch", "game": game_id})
        codes = []
        for _ in range(60):
            message = await ws.receive(timeout=5)
            said = json.loads(message.data)
            if said.get("type") == "error":
                codes.append(said["code"])
            if len(codes) >= 5:
                break
        assert codes.count("rate_limited") >= 5
        await ws.close()
    sim.take_failures("rejected")
