"""The simulator itself, driven by a tiny discord.py client in this process (not the bot): what it
implements must behave as discord.py expects, and what it refuses must be recorded."""

from __future__ import annotations

import asyncio
import contextlib
import io
import json

import aiohttp
import discord
import discord.gateway
import discord.http
import pytest
import pytest_asyncio
import yarl
from discord import app_commands
from PIL import Image

from fakediscord import FakeDiscord, NotAcknowledged, NotConnected, SimUsageError
from fakediscord.commands import CommandError
from fakediscord.models import DEFERRED_MESSAGE, DEFERRED_UPDATE, LOADING, MESSAGE, UPDATE


def png(width: int = 8, height: int = 5) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), (10, 20, 30)).save(out, "PNG")
    return out.getvalue()


class Counter(discord.ui.View):
    """A persistent view: its custom_ids are fixed, so it is registered once in setup_hook."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label="+1", custom_id="tiny:inc")
    async def inc(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        assert interaction.message is not None
        n = int(interaction.message.content.split()[-1]) + 1
        await interaction.response.edit_message(content=f"count {n}")

    @discord.ui.select(
        custom_id="tiny:pick",
        options=[discord.SelectOption(label=x, value=x) for x in ("red", "blue")],
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.defer()
        await interaction.edit_original_response(content=f"picked {select.values[0]}")


class Tiny(discord.Client):
    def __init__(self, *, answer_delay: float = 0.0) -> None:
        super().__init__(intents=discord.Intents.default())
        self.tree = app_commands.CommandTree(self)
        self.answer_delay = answer_delay
        group = app_commands.Group(name="tiny", description="Tiny test commands")

        @group.command(name="count", description="A counter with buttons")
        @app_commands.describe(start="Where to start", shout="Upper case")
        async def count(
            interaction: discord.Interaction,
            start: app_commands.Range[int, 0, 9] = 0,
            word: str = "count",
            shout: bool = False,
        ) -> None:
            await asyncio.sleep(self.answer_delay)
            text = f"{word.upper() if shout else word} {start}"
            await interaction.response.send_message(text, view=Counter())

        @count.autocomplete("word")
        async def words(interaction: discord.Interaction, current: str):
            many = [f"{current}{i}" for i in range(self.choices)]
            return [app_commands.Choice(name=w, value=w) for w in many]

        @group.command(name="picture", description="A picture after thinking")
        async def picture(interaction: discord.Interaction) -> None:
            await interaction.response.defer(thinking=True)
            file = discord.File(io.BytesIO(png()), filename="p.png")
            await interaction.followup.send("here", file=file)

        @group.command(name="post", description="Post in the channel, then edit it")
        async def post(interaction: discord.Interaction) -> None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            assert interaction.channel is not None
            file = discord.File(io.BytesIO(png()), filename="t.png")
            message = await interaction.channel.send("posted", file=file)
            await message.edit(content="edited")
            await interaction.followup.send("done", ephemeral=True)

        @group.command(name="roles", description="Calls an endpoint the simulator lacks")
        async def roles(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("looking", ephemeral=True)
            assert interaction.guild is not None
            with contextlib.suppress(discord.HTTPException):
                await interaction.guild.fetch_roles()

        self.tree.add_command(group)
        self.choices = 3

    async def setup_hook(self) -> None:
        self.add_view(Counter())
        await self.tree.sync()


@pytest_asyncio.fixture
async def tiny(pointed, world):
    client = Tiny()
    await client.login(pointed.token)
    task = asyncio.create_task(client.connect(reconnect=True))
    await pointed.wait_for_session(1, timeout=10)
    yield client
    await client.close()
    with contextlib.suppress(Exception):
        await asyncio.wait_for(task, 5)


async def test_login_sync_ready_and_guild_cache(tiny, world):
    sim = world.sim
    assert tiny.application_id == sim.application_id
    assert [c["name"] for c in sim.command_puts[0][1]] == ["tiny"]
    assert sim.command_puts[0][0] is None  # global
    assert sim.gateway.identifies[0]["intents"] == discord.Intents.default().value
    assert tiny.get_guild(world.guild.id) is not None
    assert tiny.get_channel(world.channel.id) is not None
    routes = [r.route for r in sim.requests]
    assert routes[:3] == ["me", "application", "put_commands"]


async def test_slash_options_then_buttons_and_select(tiny, world):
    sim = world.sim
    inter = await sim.slash(world.ana, world.channel, "tiny count", start=4, word="n", shout=True)
    assert inter.response_type == MESSAGE and inter.ack_latency is not None
    message = sim.reply_of(inter)
    assert message.content == "N 4" and not message.ephemeral
    assert message.custom_ids() == ["tiny:inc", "tiny:pick"]
    clicked = await sim.click(world.bo, message, "tiny:inc")
    assert clicked.response_type == UPDATE and sim.reply_of(clicked) is message
    assert message.content == "count 5" and message.edits == 1
    picked = await sim.select(world.ana, message, "tiny:pick", ["blue"])
    assert picked.response_type == DEFERRED_UPDATE
    await sim.wait_for_message(lambda m: m.content == "picked blue", 5, channel=world.channel)
    with pytest.raises(SimUsageError):
        await sim.select(world.ana, message, "tiny:pick", ["green"])
    with pytest.raises(SimUsageError):
        await sim.click(world.ana, message, "tiny:nope")


async def test_options_are_checked_against_the_synced_definition(tiny, world):
    sim = world.sim
    with pytest.raises(CommandError):
        await sim.slash(world.ana, world.channel, "tiny count", start=12)  # Range 0..9
    with pytest.raises(CommandError):
        await sim.slash(world.ana, world.channel, "tiny count", colour="red")
    with pytest.raises(CommandError):
        await sim.slash(world.ana, world.channel, "tiny nothing")
    with pytest.raises(CommandError):
        await sim.slash(world.ana, world.channel, "other")


async def test_autocomplete_and_its_25_choice_limit(tiny, world):
    sim = world.sim
    choices = await sim.autocomplete(world.ana, world.channel, "tiny count", "word", "ab")
    assert [c["value"] for c in choices] == ["ab0", "ab1", "ab2"]
    tiny.choices = 30  # more than Discord accepts: refused there, so recorded here
    with pytest.raises(NotAcknowledged, match="refused"):
        await sim.autocomplete(world.ana, world.channel, "tiny count", "word", "x")
    refused = sim.take_failures("rejected")
    assert len(refused) == 1 and "30 autocomplete choices" in refused[0].detail


async def test_thinking_then_followup_with_a_png(tiny, world):
    sim = world.sim
    inter = await sim.slash(world.ana, world.channel, "tiny picture")
    assert inter.response_type == DEFERRED_MESSAGE
    message = await sim.wait_for_message(
        lambda m: m.interaction_id == inter.id and not m.flags & LOADING, 5
    )
    assert message.content == "here" and message.id == inter.original_id
    (image,) = message.images
    assert (image.width, image.height) == (8, 5) and image.data == png()
    assert Image.open(io.BytesIO(image.data)).size == (8, 5)


async def test_channel_post_edit_and_ephemeral_visibility(tiny, world):
    sim = world.sim
    inter = await sim.slash(world.ana, world.channel, "tiny post")
    done = await sim.wait_for_message(lambda m: m.content == "done", 5, channel=world.channel)
    assert done.ephemeral_to == world.ana.id and done.id == inter.original_id
    posted = await sim.wait_for_message(lambda m: m.content == "edited", 5, channel=world.channel)
    assert [a.filename for a in posted.images] == ["t.png"]
    assert done not in sim.channel_messages(world.channel)
    assert done in sim.channel_messages(world.channel, ephemeral_for=world.ana)
    assert posted in sim.channel_messages(world.channel)


async def test_an_edit_keeps_exactly_the_attachments_it_lists(tiny, world):
    """PATCH of a message as API v10 has it: `attachments` lists every attachment the message
    keeps (its own by id, new uploads by their index); `[]` removes them and keeps the words;
    without `attachments` an upload is added. An id the message does not have, or an edit that
    leaves nothing to show, is refused."""
    sim = world.sim
    channel = tiny.get_channel(world.channel.id)

    def file(name: str) -> discord.File:
        return discord.File(io.BytesIO(png()), filename=name)

    message = await channel.send("table", files=[file("a.png"), file("b.png")])
    stored = sim.message(message.id)
    message = await message.edit(attachments=[message.attachments[1], file("c.png")])
    assert [a.filename for a in stored.attachments] == ["b.png", "c.png"]
    assert [a.filename for a in message.attachments] == ["b.png", "c.png"]
    message = await message.edit(attachments=[])
    assert stored.attachments == [] and stored.content == "table" and not message.attachments
    assert [a.filename for a in stored.posted_images] == ["a.png", "b.png"]  # as posted
    message = await message.edit(content="table again", attachments=[file("d.png")])
    await message.edit(view=None)  # no `attachments`: they stay
    assert [a.filename for a in stored.images] == ["d.png"]

    other = await channel.send("another", file=file("e.png"))
    with pytest.raises(discord.HTTPException) as foreign:
        await message.edit(attachments=other.attachments)
    assert foreign.value.status == 400 and "unknown attachment id" in foreign.value.text
    with pytest.raises(discord.HTTPException) as empty:
        await message.edit(content="", attachments=[])
    assert "empty message" in empty.value.text
    assert [a.filename for a in stored.images] == ["d.png"] and stored.content == "table again"
    assert len(sim.take_failures("rejected")) == 2


async def test_429_with_via_header_is_retried(tiny, world):
    sim = world.sim
    fault = sim.inject_429("POST", r"/channels/\d+/messages", times=1, retry_after=0.05)
    await sim.slash(world.ana, world.channel, "tiny post")
    await sim.wait_for_message(lambda m: m.content == "edited", 5, channel=world.channel)
    assert fault.hits == 1
    statuses = [r.status for r in sim.requests if r.route == "create_message"]
    assert statuses == [429, 200]


async def test_an_unimplemented_endpoint_fails_loudly(tiny, world):
    sim = world.sim
    await sim.slash(world.ana, world.channel, "tiny roles")
    for _ in range(100):
        if sim.failures:
            break
        await asyncio.sleep(0.02)
    with pytest.raises(AssertionError, match="roles"):
        sim.assert_no_unhandled()
    (failure,) = sim.take_failures("unhandled")
    assert failure.method == "GET" and failure.path.endswith("/roles")


async def test_a_late_answer_is_refused_and_recorded(tiny, world):
    sim = world.sim
    sim.ack_deadline = 0.2
    tiny.answer_delay = 0.4
    inter = await sim.slash(world.ana, world.channel, "tiny count", wait=False)
    await asyncio.sleep(0.8)
    assert inter.response_type is None
    assert [f.kind for f in sim.take_failures()] == ["unacknowledged", "rejected"]


async def test_resume_after_the_gateway_drops_the_connection(tiny, world):
    sim = world.sim
    session = sim.gateway.current
    await session.ws.close(code=4000)  # a resumable close
    for _ in range(200):
        if sim.gateway.resumes and sim.gateway.connected:
            break
        await asyncio.sleep(0.02)
    assert sim.gateway.resumes == 1 and sim.gateway.current is session
    inter = await sim.slash(world.ana, world.channel, "tiny count")
    assert inter.response_type == MESSAGE


async def test_nothing_reaches_an_invalidated_session(tiny, world):
    """After INVALID_SESSION, Discord sends nothing more on that connection: an interaction
    meanwhile fails at once (the person clicks again), until the client IDENTIFYs anew."""
    sim = world.sim
    identified = len(sim.gateway.identifies)
    await sim.gateway.drop(resume=False)
    with pytest.raises(NotConnected):
        await sim.slash(world.ana, world.channel, "tiny count")
    for _ in range(500):
        if len(sim.gateway.identifies) > identified and sim.gateway.connected:
            break
        await asyncio.sleep(0.02)
    inter = await sim.slash(world.ana, world.channel, "tiny count")
    assert inter.response_type == MESSAGE


async def test_a_wrong_token_is_refused():
    async with FakeDiscord() as other:
        client = discord.Client(intents=discord.Intents.default())
        original = discord.http.Route.BASE
        discord.http.Route.BASE = other.api_base
        try:
            with pytest.raises(discord.LoginFailure):
                await client.login("not-the-token")
        finally:
            discord.http.Route.BASE = original
            await client.close()
        assert [f.kind for f in other.take_failures()] == ["auth"]


# -- shards ---------------------------------------------------------------------------------


class ShardedTiny(Tiny, discord.AutoShardedClient):
    """The tiny client, sharded; without a shard count it asks GET /gateway/bot."""

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        pass  # discord.py waits 5 s between shards (Discord's identify rate); not needed here


@pytest_asyncio.fixture
async def two_shards(monkeypatch):
    """A simulator that recommends two shards, with discord.py in this process pointed at it."""
    async with FakeDiscord(shards=2) as sim:
        monkeypatch.setattr(discord.http.Route, "BASE", sim.api_base)
        monkeypatch.setattr(
            discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(sim.gateway_url)
        )
        yield sim
        sim.assert_clean()


def sent_events(session) -> list[dict]:
    """The DISPATCH frames a gateway session was sent, in order."""
    return [json.loads(text) for _, text in session.buffer]


async def until(condition, timeout: float = 5.0) -> None:
    for _ in range(int(timeout / 0.02)):
        if condition():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("condition not met in time")


async def test_guilds_in_a_row_fall_on_different_shards(two_shards):
    sim = two_shards
    in_a_row = [sim.add_guild(f"g{i}") for i in range(4)]
    assert {sim.shard_of(g) for g in in_a_row} == {0, 1}
    assert all(sim.shard_of(g) == (g.id >> 22) % 2 for g in in_a_row)
    chosen = [sim.add_guild(f"s{i}", shard=i % 2) for i in range(4)]
    assert [sim.shard_of(g) for g in chosen] == [0, 1, 0, 1]
    ids = [g.id for g in (*in_a_row, *chosen)]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)  # still increasing snowflakes
    with pytest.raises(ValueError):
        sim.add_guild("nowhere", shard=2)


async def test_an_auto_sharded_client_gets_each_guild_on_its_own_shard(two_shards):
    sim = two_shards
    ana = sim.add_user("ana")
    guilds = [sim.add_guild(f"g{i}", shard=i % 2) for i in range(4)]
    channels = []
    for guild in guilds:
        sim.add_member(guild, ana)
        channels.append(await sim.add_channel(guild, "general"))
    client = ShardedTiny()
    await client.login(sim.token)
    task = asyncio.create_task(client.connect(reconnect=True))
    try:
        await sim.wait_for_shards(timeout=10)
        assert client.shard_count == 2  # asked: GET /gateway/bot says 2
        assert "gateway_bot" in [r.route for r in sim.requests]
        assert sim.gateway.identified == [(0, 2), (1, 2)]
        assert [i["shard"] for i in sim.gateway.identifies] == [[0, 2], [1, 2]]
        await until(lambda: all(client.get_guild(g.id) for g in guilds))
        for guild in guilds:
            assert client.get_guild(guild.id).shard_id == sim.shard_of(guild)
        sessions = sim.gateway.shard_sessions
        for shard, session in sessions.items():
            ready = sent_events(session)[0]
            assert ready["t"] == "READY" and ready["d"]["shard"] == [shard, 2]
            listed = {int(g["id"]) for g in ready["d"]["guilds"]}
            assert listed == {g.id for g in guilds if sim.shard_of(g) == shard}
        # A slash command, its answer (a message) and a click: on the guild's shard only.
        for guild, channel in zip(guilds, channels, strict=True):
            inter = await sim.slash(ana, channel, "tiny count", start=1)
            assert inter.shard == sim.shard_of(guild) and inter.response_type == MESSAGE
            clicked = await sim.click(ana, sim.reply_of(inter), "tiny:inc")
            assert clicked.shard == inter.shard and clicked.response_type == UPDATE
        # A guild the bot joins while connected: GUILD_CREATE to its shard only.
        late = sim.add_guild("late", shard=1)
        await sim.announce_guild(late)
        await until(lambda: client.get_guild(late.id) is not None)
        assert client.get_guild(late.id).shard_id == 1
        for shard, session in sessions.items():
            for event in sent_events(session)[1:]:
                guild_id = event["d"]["id"] if event["t"] == "GUILD_CREATE" else None
                guild_id = guild_id or event["d"].get("guild_id")
                assert guild_id is not None, event["t"]
                assert sim.shard_of(int(guild_id)) == shard, (shard, event["t"])
        kinds = {e["t"] for s in sessions.values() for e in sent_events(s)}
        assert {"INTERACTION_CREATE", "MESSAGE_CREATE", "MESSAGE_UPDATE"} <= kinds
        # Shard 1's connection drops: it resumes its own session; shard 0 is not disturbed.
        first, second = sessions[0], sessions[1]
        await second.ws.close(code=4000)
        await until(lambda: sim.gateway.resumes == 1 and sim.gateway.connected)
        assert sessions == {0: first, 1: second} and len(sim.gateway.identified) == 2
        inter = await sim.slash(ana, channels[1], "tiny count", start=2)
        assert inter.shard == 1 and sim.reply_of(inter).content == "count 2"
    finally:
        await client.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(task, 5)


async def close_code(ws) -> int | None:
    """The code of the close frame the server sends next."""
    message = await ws.receive()
    return message.data if message.type == aiohttp.WSMsgType.CLOSE else None


GUILDS, GUILD_MESSAGES, DIRECT_MESSAGES = 1 << 0, 1 << 9, 1 << 12


async def identify(sim, http: aiohttp.ClientSession, shard=None, intents=None):
    """A bare gateway connection: HELLO, IDENTIFY (naming `shard` if given), READY and the
    GUILD_CREATEs; (websocket, READY data, ids of the guilds created)."""
    ws = await http.ws_connect(sim.gateway_url)
    assert (await ws.receive_json())["op"] == 10
    if intents is None:
        intents = GUILDS | GUILD_MESSAGES | DIRECT_MESSAGES
    data = {"token": sim.token, "intents": intents, "properties": {}}
    if shard is not None:
        data["shard"] = shard
    await ws.send_json({"op": 2, "d": data})
    answer = await ws.receive()
    if answer.type != aiohttp.WSMsgType.TEXT:  # refused: the connection is closed
        return ws, None, []
    ready = json.loads(answer.data)
    created = [(await ws.receive_json())["d"]["id"] for _ in ready["d"]["guilds"]]
    return ws, ready["d"], [int(g) for g in created]


async def test_one_session_per_shard_and_a_new_identify_replaces_only_its_own(two_shards):
    sim = two_shards
    guilds = [sim.add_guild(f"g{i}", shard=i % 2) for i in range(4)]
    on = {s: {g.id for g in guilds if sim.shard_of(g) == s} for s in (0, 1)}
    async with aiohttp.ClientSession() as http:
        headers = {"Authorization": f"Bot {sim.token}"}
        async with http.get(f"{sim.api_base}/gateway/bot", headers=headers) as answer:
            assert (await answer.json())["shards"] == 2
        ws0, ready0, created0 = await identify(sim, http, [0, 2])
        await sim.wait_for_session(1, timeout=5)
        ws1, ready1, created1 = await identify(sim, http, [1, 2])
        await sim.wait_for_shards(timeout=5)
        assert set(created0) == on[0] and set(created1) == on[1]
        assert {int(g["id"]) for g in ready1["guilds"]} == on[1]
        first = sim.gateway.shard_sessions[0]
        assert first.id == ready0["session_id"] and sim.gateway.current is first
        # Events of no guild (direct messages) go to shard 0; a guild's to its shard.
        dm = {"id": "1", "channel_id": "2", "content": "hi"}
        assert (await sim.gateway.dispatch("MESSAGE_CREATE", dm)).shard_id == 0
        assert (await ws0.receive_json())["d"] == dm
        (one,) = [g for g in guilds[:2] if sim.shard_of(g) == 1]
        assert (await sim.add_channel(one, "news")).guild_id == one.id
        assert (await ws1.receive_json())["t"] == "CHANNEL_CREATE"
        # The same shard again: its session is replaced (the old connection closed as
        # resumable); the other shard's is not touched.
        ws1b, ready1b, created1b = await identify(sim, http, [1, 2])
        assert set(created1b) == on[1] and ready1b["session_id"] != ready1["session_id"]
        assert await close_code(ws1) == 4000
        assert sim.gateway.shard_sessions[0] is first and not ws0.closed
        assert sim.gateway.shard_sessions[1].id == ready1b["session_id"]
        assert sim.gateway.identified == [(0, 2), (1, 2), (1, 2)]
        await sim.wait_for_session(3, timeout=5)
        # A shard that does not exist is refused, as Discord does (4010 Invalid shard).
        bad, ready, _ = await identify(sim, http, [2, 2])
        assert ready is None and bad.close_code == 4010
        assert [f.kind for f in sim.take_failures()] == ["rejected"]
        # Without a shard it is [0, 1], every guild: another shard count replaces them all.
        ws, ready, created = await identify(sim, http)
        assert set(created) == {g.id for g in guilds} and "shard" not in ready
        assert sim.gateway.identified[-1] == (0, 1) and sim.gateway.shard_count == 1
        assert list(sim.gateway.shard_sessions) == [0]
        assert await close_code(ws0) == 4000
        for socket in (ws0, ws1, ws1b, bad, ws):
            await socket.close()


async def test_events_follow_the_intents_the_bot_asked_for(sim):
    """A bot that asks only for GUILDS (as ours does) gets channel and thread events, and no
    message events: Discord does not send what the intents leave out."""
    guild = sim.add_guild("quiet")
    async with aiohttp.ClientSession() as http:
        ws, _, created = await identify(sim, http, intents=GUILDS)
        assert created == [guild.id]
        channel = await sim.add_channel(guild, "talk")
        assert (await ws.receive_json())["t"] == "CHANNEL_CREATE"
        dm = {"id": "1", "channel_id": "2", "content": "hi"}
        in_guild = {**dm, "guild_id": str(guild.id), "channel_id": str(channel.id)}
        await sim.gateway.dispatch("MESSAGE_CREATE", dm)
        await sim.gateway.dispatch("MESSAGE_CREATE", in_guild)
        await sim.add_channel(guild, "after")
        # The next frame is the second channel: neither message was sent.
        assert (await ws.receive_json())["t"] == "CHANNEL_CREATE"
        await ws.close()
