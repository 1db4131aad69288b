"""The simulator itself, driven by a tiny discord.py client in this process (not the bot): what it
implements must behave as discord.py expects, and what it refuses must be recorded."""

from __future__ import annotations

import asyncio
import contextlib
import io

import discord
import discord.gateway
import discord.http
import pytest
import pytest_asyncio
import yarl
from discord import app_commands
from PIL import Image

from fakediscord import FakeDiscord, NotAcknowledged, SimUsageError
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


@pytest.fixture
def pointed(monkeypatch, sim):
    """discord.py in this process talks to the simulator (as the bot's config does)."""
    monkeypatch.setattr(discord.http.Route, "BASE", sim.api_base)
    monkeypatch.setattr(
        discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(sim.gateway_url)
    )
    return sim


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
