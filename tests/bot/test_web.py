"""The live table's server (bot/web/): signed links, the table as JSON, moves from a page through
the same service as a click, and a WebSocket that gets every committed move — with the real bot
in SimCord and aiohttp's own test client on 127.0.0.1."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import pytest
from aiohttp import WSServerHandshakeError
from aiohttp.test_utils import TestClient, TestServer

import rules
from bot.i18n.catalogue import text
from bot.store.games import Store
from bot.web.resend import Resender
from bot.web.server import CSP, WebTable
from bot.web.tokens import PLAY, REPLAY, WATCH, BadToken, Grant, sign, verify
from bot.web.view import labels_for

from .helpers import newest, private, said, start_game

KEY = "test-key"


def token(w, table, user=None, kind=PLAY, lifetime=3600.0) -> str:
    return sign(KEY, Grant(table.id, user.id if user else None, kind, w.bot.clock() + lifetime))


@pytest.fixture
async def web(world):
    """The web server of the world's bot, and a client of it."""
    w = world
    server = WebTable(
        store=w.bot.store,
        turns=w.bot.turns,
        key=KEY,
        rate_limit=w.bot.rate_limit,
        clock=w.bot.clock,
        public_url=None,
    )
    client = TestClient(TestServer(server.app, host="127.0.0.1"))
    await client.start_server()
    try:
        yield server, client
    finally:
        await client.close()
        await server.stop()


def test_a_token_names_its_game_person_and_use_and_cannot_be_forged():
    grant = Grant(7, 42, PLAY, 1000.0)
    good = sign(KEY, grant)
    assert verify(KEY, good, now=999.0) == grant
    for bad, code in (
        (sign("another key", grant), "forged"),
        (good[:-2] + ("AA" if not good.endswith("AA") else "BB"), "forged"),
        ("not a token", "malformed"),
        ("", "malformed"),
    ):
        with pytest.raises(BadToken) as refused:
            verify(KEY, bad, now=999.0)
        assert refused.value.code == code
    with pytest.raises(BadToken) as late:
        verify(KEY, good, now=1001.0)
    assert late.value.code == "expired"
    assert not Grant(7, None, WATCH, 1000.0).may_move and grant.may_move


async def test_the_state_says_whose_turn_and_hides_the_seed(world, web):
    w = world
    _, client = web
    table = await start_game(w, w.ana, joiners=[w.bo])
    mover = w.ana if table.to_act == 0 else w.bo
    waiting = w.bo if mover is w.ana else w.ana
    shown = await (
        await client.get("/table/api/state", params={"t": token(w, table, mover)})
    ).json()
    assert shown["game"]["id"] == table.id and shown["game"]["ply"] == table.ply
    assert shown["can_move"] and set(shown["legal"]) == {str(m) for m in table.game.legal_moves()}
    assert [s["name"] for s in shown["seats"]] == table.names
    assert not {"seed", "draw_source", "draw_log"} & set(shown["state"])
    assert shown["state"]["factories"] == table.game.to_dict()["factories"]
    other = await (
        await client.get("/table/api/state", params={"t": token(w, table, waiting)})
    ).json()
    assert (
        not other["can_move"]
        and other["legal"] == []
        and other["you"]
        == table.seats.index(next(s for s in table.seats if s.user_id == waiting.id))
    )
    watcher = await client.get("/table/api/state", params={"t": token(w, table, kind=WATCH)})
    assert (await watcher.json())["you"] is None
    assert watcher.headers["Content-Security-Policy"] == CSP


async def test_bad_links_get_a_clear_answer_not_a_traceback(world, web):
    w = world
    _, client = web
    table = await start_game(w, w.ana, joiners=[w.bo])
    expired = token(w, table, w.ana, lifetime=-1)
    answer = await client.get("/table/api/state", params={"t": expired})
    assert answer.status == 401 and (await answer.json())["code"] == "expired"
    page = await client.get("/table/", params={"t": expired})
    assert page.status == 401 and "expired" in await page.text()
    assert "Traceback" not in await page.text()
    forged = sign("not our key", Grant(table.id, w.ana.id, PLAY, w.bot.clock() + 60))
    answer = await client.post("/table/api/move", json={"t": forged, "move": "1B-1"})
    assert answer.status == 401 and (await answer.json())["code"] == "forged"
    answer = await client.post("/table/api/move", data=b"{not json")
    assert answer.status == 400 and (await answer.json())["code"] == "malformed"
    missing = await client.get("/table/api/state", params={"t": token(w, table) + "x"})
    assert missing.status == 401


async def test_a_page_plays_a_move_the_channel_is_told_and_a_refusal_says_why(world, web):
    w = world
    _, client = web
    table = await start_game(w, w.ana, joiners=[w.bo])
    mover = w.ana if table.to_act == 0 else w.bo
    ply = table.ply
    watching = await client.post(
        "/table/api/move",
        json={"t": token(w, table, mover, kind=WATCH), "move": str(table.game.legal_moves()[0])},
    )
    assert watching.status == 403 and (await watching.json())["code"] == "view_only"
    refused = await client.post(
        "/table/api/move", json={"t": token(w, table, mover), "move": "9Z-9", "ply": ply}
    )
    assert refused.status == 409
    assert "'9Z-9' is not an Azul move" in (await refused.json())["error"]
    assert table.ply == ply  # nothing played
    move = str(table.game.legal_moves()[0])
    played = await client.post(
        "/table/api/move", json={"t": token(w, table, mover), "move": move, "ply": ply}
    )
    body = await played.json()
    assert played.status == 200 and body["ok"] and body["table"]["game"]["ply"] == ply + 1
    assert table.ply == ply + 1 and str(table.game.history[ply]) == move
    post = newest(w.channel)
    assert post.id == table.turn_message_id  # the channel got the move and the next turn
    assert f"<@{table.seats[table.to_act].user_id}>" in post.content
    again = await client.post(
        "/table/api/move", json={"t": token(w, table, mover), "move": move, "ply": ply}
    )
    assert again.status == 409  # the same click twice: out of date, nothing played
    assert table.ply == ply + 1


async def test_every_committed_move_reaches_an_open_page_and_a_reconnect_catches_up(world, web):
    w = world
    _, client = web
    table = await start_game(w, w.ana, joiners=[w.bo])
    by_id = {w.ana.id: w.ana, w.bo.id: w.bo}
    watch = token(w, table, kind=WATCH)
    socket = await client.ws_connect("/table/api/live", params={"t": watch, "since": "0"})
    first = await socket.receive_json(timeout=10)
    assert first["type"] == "table" and first["game"]["ply"] == table.ply
    for _ in range(3):  # moves made in Discord reach the page
        actor = by_id[table.seats[table.to_act].user_id]
        await actor.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
        shown = await socket.receive_json(timeout=10)
        while shown["game"]["ply"] < table.ply:  # a change without a move (a turn's deadline)
            shown = await socket.receive_json(timeout=10)
        assert shown["game"]["ply"] == table.ply
        assert shown["state"]["boards"] == table.game.to_dict()["boards"]
    await socket.close()
    missed = table.ply
    actor = by_id[table.seats[table.to_act].user_id]
    await actor.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
    assert table.ply == missed + 1
    back = await client.ws_connect("/table/api/live", params={"t": watch, "since": str(missed)})
    caught_up = await back.receive_json(timeout=10)
    assert caught_up["game"]["ply"] == table.ply
    await back.close()


class PageSocket:
    """What the server sends a page, kept; its second send tells of another change at once, as a
    move committed just as the game's sender finishes sending the one before would."""

    def __init__(self, live, game_id: int) -> None:
        self.live, self.game_id, self.sent = live, game_id, []

    async def send_str(self, text: str) -> None:
        self.sent.append(text)
        if len(self.sent) == 2:
            asyncio.get_running_loop().call_soon(self.live.changed, self.game_id)

    async def until(self, count: int) -> None:
        for _ in range(200):
            if len(self.sent) >= count:
                return
            await asyncio.sleep(0.01)
        raise AssertionError(f"the page got {len(self.sent)} tables, not {count}")


async def test_a_change_told_as_the_games_sender_finishes_still_reaches_the_pages(world, web):
    w = world
    server, _ = web
    table = await start_game(w, w.ana, joiners=[w.bo])
    page = PageSocket(server.live, table.id)
    grant = Grant(table.id, None, WATCH, w.bot.clock() + 60)
    server.live.add(page, grant)
    await page.until(1)  # the table as it stands, for a new page
    server.live.changed(table.id)
    await page.until(3)  # the change, and the one told as it was sent
    assert [json.loads(t)["game"]["ply"] for t in page.sent] == [table.ply] * 3
    server.live.remove(page, grant)


async def test_a_socket_from_another_site_is_refused(world, web):
    w = world
    _, client = web
    table = await start_game(w, w.ana, joiners=[w.bo])
    answer = await client.get(
        "/table/api/live",
        params={"t": token(w, table, kind=WATCH)},
        headers={
            "Origin": "https://evil.example",
            "Upgrade": "websocket",
            "Connection": "Upgrade",
            "Sec-WebSocket-Version": "13",
            "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
        },
    )
    assert answer.status == 403 and (await answer.json())["code"] == "origin"
    with pytest.raises(WSServerHandshakeError) as refused:
        await client.ws_connect("/table/api/live", params={"t": "forged.token"})
    assert refused.value.status == 401


async def test_without_a_public_address_the_bot_offers_no_link(world):
    """127.0.0.1 is nobody else's: without AZUL_PUBLIC_URL, /azul web says why there is no
    link, and no table post carries one."""
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    asked = await w.ana.slash(w.channel, "azul web")
    assert private(asked) and said(asked) == text("web.off", "en")
    post = newest(w.channel)
    assert post.id == table.turn_message_id
    buttons = [c for row in post.components for c in row.children]
    assert buttons and not [b for b in buttons if getattr(b, "url", None)]


async def test_a_move_another_process_commits_reaches_the_pages_of_this_one(world, web, db_path):
    """Several bot processes on one PostgreSQL: a page connected to this process sees a move
    committed through another one's store (NOTIFY). On SQLite there is one process."""
    w = world
    if not str(db_path).startswith("postgresql"):
        pytest.skip("other processes hear of moves through PostgreSQL")
    _, client = web
    table = await start_game(w, w.ana, joiners=[w.bo])
    await w.bot.store.hear_other_processes()
    other = await Store.open(db_path)  # another process's store: its own connections
    try:
        socket = await client.ws_connect("/table/api/live", params={"t": token(w, table)})
        assert (await socket.receive_json(timeout=10))["game"]["ply"] == table.ply
        game = table.game.copy()
        seat, ply = game.turn, table.ply
        game.play(str(game.legal_moves()[0]))
        await other.append_move(
            table.id,
            ply=ply,
            seat=seat,
            notation=str(game.history[-1]),
            actor_id=table.seats[seat].user_id,
            snapshot=game.to_dict(),
            status="active",
            result=None,
        )
        heard = await socket.receive_json(timeout=10)
        assert heard["game"]["ply"] == ply + 1
        assert heard["state"]["boards"] == game.to_dict()["boards"]
        await socket.close()
    finally:
        await other.close()


def test_the_page_has_every_word_in_every_language_with_the_same_blanks():
    """The page's English (web/client/src/labels.ts) against what the server sends for each
    of the bot's other languages: every key, and the same `{placeholders}`."""
    source = (Path(__file__).parents[2] / "web/client/src/labels.ts").read_text()
    block = source.split("FALLBACK: Record<string, string> = {", 1)[1].split("\n};", 1)[0]
    english = dict(re.findall(r'^\s+(\w+): "((?:[^"\\]|\\.)*)",$', block, re.M))
    assert len(english) > 80
    blanks = re.compile(r"{(\w+)}")
    for language in ("uk", "is", "cs", "ru"):
        words = labels_for(language)
        assert set(english) <= set(words), (language, set(english) - set(words))
        for key, said_in_english in english.items():
            assert set(blanks.findall(words[key])) == set(blanks.findall(said_in_english)), (
                language,
                key,
            )
    assert labels_for("en") == {}  # the page's own English


async def test_a_replay_link_steps_through_the_positions_and_follows_nothing(world, web):
    w = world
    _, client = web
    table = await start_game(w, w.ana, joiners=[w.bo])
    by_id = {w.ana.id: w.ana, w.bo.id: w.bo}
    for _ in range(3):
        actor = by_id[table.seats[table.to_act].user_id]
        await actor.slash(w.channel, "azul move", notation=str(table.game.legal_moves()[0]))
    link = token(w, table, kind=REPLAY)
    replayed = rules.new_game(table.edition, table.names, table.side, table.seed)
    for ply in range(table.ply + 1):
        answer = await client.get("/table/api/state", params={"t": link, "ply": str(ply)})
        shown = await answer.json()
        assert shown["replay"] == {"plies": table.ply, "index": ply}
        assert shown["game"]["ply"] == ply and not shown["can_move"] and shown["legal"] == []
        assert shown["state"]["factories"] == replayed.to_dict()["factories"]
        assert shown["state"]["boards"] == replayed.to_dict()["boards"]
        if ply < table.ply:
            replayed.play(str(table.game.history[ply]))
    beyond = await client.get("/table/api/state", params={"t": link, "ply": "999999"})
    assert (await beyond.json())["replay"]["index"] == table.ply  # the last position
    with pytest.raises(WSServerHandshakeError) as refused:
        await client.ws_connect("/table/api/live", params={"t": link})
    assert refused.value.status == 400


async def test_a_resender_sends_again_what_changed_while_or_just_after_it_sent():
    """The live table's and the Activity's sender: a change told while a key is being sent, or
    in the step its sending ends, is sent by another run; a burst is not sent once per change."""
    runs: list[str] = []

    async def send(key: str) -> None:
        runs.append(key)
        if len(runs) == 1:  # a change while sending: the same task runs again
            sender.due(key)
            sender.due(key)
            await asyncio.sleep(0)
        elif len(runs) == 2:  # a change told just as this run ends
            asyncio.get_running_loop().call_soon(sender.due, key)
        elif len(runs) == 3:
            raise RuntimeError("a failed send ends neither the task nor the next ones")

    sender = Resender(send, "test")
    sender.due("game")
    for _ in range(100):
        await asyncio.sleep(0)
    assert runs == ["game", "game", "game"]
    sender.due("game")
    for _ in range(100):
        await asyncio.sleep(0)
    assert runs == ["game"] * 4
    sender.cancel()  # the server closes: nothing more is sent
    sender.due("game")
    for _ in range(100):
        await asyncio.sleep(0)
    assert runs == ["game"] * 4
