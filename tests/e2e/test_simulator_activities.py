"""The simulator's Discord Activities (Embedded Apps): LAUNCH_ACTIVITY answers from a tiny
discord.py client in this process, activity instances, the OAuth2 token exchange and
`/users/@me` with a person's token, and the Primary Entry Point command in bulk overwrites —
all over real HTTP."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import re

import aiohttp
import discord
import discord.gateway
import discord.http
import pytest
import pytest_asyncio
from discord import app_commands

from fakediscord import CLIENT_SECRET, SimUsageError
from fakediscord.models import LAUNCH_ACTIVITY, MESSAGE

ENTRY_POINT_MESSAGE = (
    "You cannot remove this app's Primary Entry Point command in a bulk update operation. "
    "Please include the Primary Entry Point command in your update request or delete it "
    "separately."
)


class PlayButton(discord.ui.View):
    """A persistent "Play" button that launches the Activity."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label="Play", custom_id="play:go")
    async def go(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        client = interaction.client
        assert isinstance(client, Launcher)
        client.launched.append(await interaction.response.launch_activity())


class Tree(app_commands.CommandTree):
    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        # discord.py has no type-4 commands: the client's on_interaction answers them.
        return (interaction.data or {}).get("type", 1) != 4


class Launcher(discord.Client):
    """`/play launch` and the Play button answer with LAUNCH_ACTIVITY; `/play quiet` leaves the
    interaction for the test to answer. With `entry_point` it syncs its commands with that
    Primary Entry Point command, as an app with an Activity must (discord.py's tree cannot)."""

    def __init__(self, *, entry_point: dict | None = None) -> None:
        super().__init__(intents=discord.Intents.default())
        self.tree = Tree(self)
        self.entry_point = entry_point
        self.launched: list[discord.InteractionCallbackResponse] = []
        group = app_commands.Group(name="play", description="Activity tests")

        @group.command(name="launch", description="Launch the Activity")
        async def launch(interaction: discord.Interaction) -> None:
            self.launched.append(await interaction.response.launch_activity())

        @group.command(name="board", description="A post with a Play button")
        async def board(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("a table", view=PlayButton())

        @group.command(name="quiet", description="Left for the test to answer")
        async def quiet(interaction: discord.Interaction) -> None:
            pass

        self.tree.add_command(group)

    async def setup_hook(self) -> None:
        self.add_view(PlayButton())
        if self.entry_point is None:
            await self.tree.sync()
            return
        assert self.application_id is not None
        payload = [c.to_dict(self.tree) for c in self.tree.get_commands()]
        await self.http.bulk_upsert_global_commands(
            self.application_id, payload=[*payload, self.entry_point]
        )

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        data = interaction.data or {}
        if interaction.type is discord.InteractionType.application_command and (
            data.get("type") == 4
        ):
            self.launched.append(await interaction.response.launch_activity())


@pytest_asyncio.fixture
async def start(pointed, world):
    """Starts a Launcher (with the given entry point) once the test has set up the world."""
    started: list[tuple[Launcher, asyncio.Task]] = []

    async def run(**kwargs) -> Launcher:
        client = Launcher(**kwargs)
        await client.login(pointed.token)
        task = asyncio.create_task(client.connect(reconnect=True))
        started.append((client, task))
        await pointed.wait_for_session(len(started), timeout=10)
        return client

    yield run
    for client, task in started:
        await client.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(task, 5)


@pytest_asyncio.fixture
async def http():
    async with aiohttp.ClientSession() as session:
        yield session


async def until(condition, timeout: float = 5.0) -> None:
    for _ in range(int(timeout / 0.01)):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("condition not met in time")


def bot_auth(sim) -> dict[str, str]:
    return {"Authorization": f"Bot {sim.token}"}


async def get_instance(sim, http, instance_id: str, app_id: int | None = None):
    url = f"{sim.api_base}/applications/{app_id or sim.application_id}/activity-instances/"
    async with http.get(url + instance_id, headers=bot_auth(sim)) as response:
        return response.status, await response.json()


async def exchange(sim, http, code: str, *, secret: str | None = None, **extra: str):
    form = {
        "client_id": str(sim.application_id),
        "client_secret": secret or sim.client_secret,
        "grant_type": "authorization_code",
        "code": code,
        **extra,
    }
    async with http.post(f"{sim.api_base}/oauth2/token", data=form) as response:
        return response.status, await response.json()


async def me(sim, http, token: str):
    headers = {"Authorization": f"Bearer {token}"}
    async with http.get(f"{sim.api_base}/users/@me", headers=headers) as response:
        return response.status, await response.json()


# -- LAUNCH_ACTIVITY --------------------------------------------------------------------------


async def test_launch_from_a_slash_command_and_a_second_launch_joins(start, world, http):
    sim = world.sim
    launcher = await start()
    inter = await sim.slash(world.ana, world.channel, "play launch")
    assert inter.response_type == LAUNCH_ACTIVITY and sim.reply_of(inter) is None
    instance_id = inter.activity_instance_id
    match = re.fullmatch(rf"i-(\d+)-gc-{world.guild.id}-{world.channel.id}", instance_id or "")
    assert match is not None
    await until(lambda: len(launcher.launched) == 1)
    answer = launcher.launched[0]  # what discord.py made of the callback's body
    assert answer.id == inter.id and answer.type is discord.InteractionResponseType.launch_activity
    assert answer.activity_id == instance_id and answer.message_id is None
    assert isinstance(answer.resource, discord.InteractionCallbackActivityInstance)
    assert answer.resource.id == instance_id

    instance = sim.activity_instances[instance_id]
    assert instance.launch_id == int(match[1]) and instance.users == [world.ana.id]
    again = await sim.slash(world.bo, world.channel, "play launch")  # the same channel: joins
    assert again.activity_instance_id == instance_id
    assert list(sim.activity_instances) == [instance_id]
    assert sim.activity_in(world.channel) is instance

    status, body = await get_instance(sim, http, instance_id)
    assert status == 200
    assert body == {
        "application_id": str(sim.application_id),
        "instance_id": instance_id,
        "launch_id": match[1],
        "location": {
            "id": f"gc-{world.guild.id}-{world.channel.id}",
            "kind": "gc",
            "channel_id": str(world.channel.id),
            "guild_id": str(world.guild.id),
        },
        "users": [str(world.ana.id), str(world.bo.id)],
    }

    other = await world.new_channel("elsewhere")  # another location: another instance
    there = await sim.slash(world.cy, other, "play launch")
    assert there.activity_instance_id not in (None, instance_id)
    assert sim.activity_instances[there.activity_instance_id].users == [world.cy.id]


async def test_launch_from_a_button_and_a_second_answer_is_refused(start, world, http):
    sim = world.sim
    launcher = await start()
    board = sim.reply_of(await sim.slash(world.ana, world.channel, "play board"))
    assert board is not None and board.custom_ids() == ["play:go"]
    clicked = await sim.click(world.cy, board, "play:go")
    assert clicked.response_type == LAUNCH_ACTIVITY
    instance_id = clicked.activity_instance_id
    assert instance_id is not None and board.edits == 0  # launching leaves the post alone
    joined = await sim.click(world.di, board, "play:go")
    assert joined.activity_instance_id == instance_id
    assert sim.activity_instances[instance_id].users == [world.cy.id, world.di.id]
    await until(lambda: len(launcher.launched) == 2)
    assert [a.activity_id for a in launcher.launched] == [instance_id, instance_id]

    # Answered once: Discord refuses another answer, as it would a second message.
    url = f"{sim.api_base}/interactions/{joined.id}/{joined.token}/callback"
    async with http.post(url, json={"type": MESSAGE, "data": {"content": "late"}}) as response:
        assert response.status == 400
        assert (await response.json())["code"] == 40060
    async with http.post(url, json={"type": LAUNCH_ACTIVITY}) as response:
        assert response.status == 400
    assert len(sim.take_failures("rejected")) == 2
    assert joined.response_type == LAUNCH_ACTIVITY


async def test_a_launch_answer_without_with_response_is_204(start, world, http):
    sim = world.sim
    await start()
    inter = await sim.slash(world.bo, world.channel, "play quiet", wait=False)
    await until(lambda: inter.sent_at > 0)
    url = f"{sim.api_base}/interactions/{inter.id}/{inter.token}/callback"
    async with http.post(url, json={"type": LAUNCH_ACTIVITY}) as response:
        assert response.status == 204
    await sim.wait_acked(inter)
    assert inter.response_type == LAUNCH_ACTIVITY
    assert sim.activity_instances[inter.activity_instance_id or ""].users == [world.bo.id]


async def test_the_app_handler_entry_point_reaches_the_bot_which_launches(start, world):
    sim = world.sim
    sim.add_entry_point_command("launch", handler=1)
    entry = {"name": "launch", "description": "Launch the Activity", "type": 4, "handler": 1}
    launcher = await start(entry_point=entry)
    listed = await launcher.tree.fetch_commands()  # discord.py reads the listing with it
    assert sorted((c.name, c.type.value) for c in listed) == [("launch", 4), ("play", 1)]
    inter = await sim.entry_point(world.ana, world.channel)
    assert inter.data["type"] == 4 and inter.response_type == LAUNCH_ACTIVITY
    assert sim.activity_instances[inter.activity_instance_id or ""].users == [world.ana.id]
    await until(lambda: len(launcher.launched) == 1)
    sim.add_entry_point_command("start", handler=2)  # now Discord launches it itself
    with pytest.raises(SimUsageError, match="launch_activity"):
        await sim.entry_point(world.ana, world.channel)


# -- activity instances -----------------------------------------------------------------------


async def test_instance_lookup_found_unknown_and_after_everyone_left(sim, world, http):
    ana, bo = world.ana, world.bo
    instance_id = sim.launch_activity(ana, world.channel)  # the App Launcher, no bot involved
    assert sim.launch_activity(bo, world.channel) == instance_id
    status, body = await get_instance(sim, http, instance_id)
    assert status == 200 and body["users"] == [str(ana.id), str(bo.id)]

    unknown = f"i-1234567890-gc-{world.guild.id}-{world.channel.id}"
    for app_id, which in ((None, unknown), (sim.application_id + 1, instance_id)):
        status, body = await get_instance(sim, http, which, app_id)
        assert (status, body) == (404, {"message": "404: Not Found", "code": 0})

    sim.leave_activity(instance_id, ana)
    status, body = await get_instance(sim, http, instance_id)
    assert status == 200 and body["users"] == [str(bo.id)]
    instance = sim.activity_instances[instance_id]
    sim.leave_activity(instance_id, bo)  # the last one: the instance ends
    assert instance.ended and instance_id not in sim.activity_instances
    status, _ = await get_instance(sim, http, instance_id)
    assert status == 404
    with pytest.raises(SimUsageError):
        sim.join_activity(instance_id, ana)

    fresh = sim.launch_activity(ana, world.channel)  # the next launch there starts anew
    assert fresh != instance_id
    assert sim.join_activity(fresh, world.cy).users == [ana.id, world.cy.id]
    assert [f.detail for f in sim.take_failures("rejected")] == ["404 404: Not Found"] * 3

    url = f"{sim.api_base}/applications/{sim.application_id}/activity-instances/{fresh}"
    async with http.get(url) as response:  # the route takes the bot's token
        assert response.status == 401
    assert len(sim.take_failures("auth")) == 1


async def test_only_members_launch_or_join(sim, world):
    stranger = sim.add_user("stranger")
    with pytest.raises(SimUsageError, match="not a member"):
        sim.launch_activity(stranger, world.channel)
    instance_id = sim.launch_activity(world.ana, world.channel)
    with pytest.raises(SimUsageError, match="not a member"):
        sim.join_activity(instance_id, stranger)
    with pytest.raises(SimUsageError, match="not in the activity"):
        sim.leave_activity(instance_id, world.bo)


# -- OAuth2 -----------------------------------------------------------------------------------


async def test_token_exchange(sim, world, http):
    assert sim.client_secret == CLIENT_SECRET
    env = sim.bot_env()
    assert env["DISCORD_CLIENT_ID"] == str(sim.application_id)
    assert env["DISCORD_CLIENT_SECRET"] == sim.client_secret

    code = sim.oauth_code(world.ana)
    status, body = await exchange(sim, http, code, redirect_uri="https://127.0.0.1/")
    assert status == 200
    assert set(body) == {"access_token", "token_type", "expires_in", "refresh_token", "scope"}
    assert body["token_type"] == "Bearer" and body["expires_in"] == 604800
    assert body["scope"] == "identify"
    assert sim.oauth_user(body["access_token"]) is world.ana

    invalid = {"error": "invalid_grant", "error_description": 'Invalid "code" in request.'}
    assert await exchange(sim, http, code) == (400, invalid)  # a code serves once
    assert await exchange(sim, http, "no-such-code") == (400, invalid)
    assert await exchange(sim, http, "mock_12345") == (400, invalid)  # nobody the sim knows

    for _ in range(2):  # the mock mode's code names its person, and serves again and again
        status, body = await exchange(sim, http, f"mock_{world.bo.id}")
        assert status == 200 and sim.oauth_user(body["access_token"]) is world.bo

    status, body = await exchange(sim, http, sim.oauth_code(world.cy), secret="wrong")
    assert (status, body) == (401, {"error": "invalid_client"})

    basic = base64.b64encode(f"{sim.application_id}:{sim.client_secret}".encode()).decode()
    form = {"grant_type": "authorization_code", "code": sim.oauth_code(world.cy)}
    async with http.post(
        f"{sim.api_base}/oauth2/token", data=form, headers={"Authorization": f"Basic {basic}"}
    ) as response:  # client credentials by HTTP Basic, as the OAuth2 docs allow
        assert response.status == 200
        refresh = (await response.json())["refresh_token"]
    form = {
        "client_id": str(sim.application_id),
        "client_secret": sim.client_secret,
        "grant_type": "refresh_token",
        "refresh_token": refresh,
    }
    async with http.post(f"{sim.api_base}/oauth2/token", data=form) as response:
        assert response.status == 200
        assert sim.oauth_user((await response.json())["access_token"]) is world.cy

    assert len(sim.take_failures("auth")) == 1  # the wrong secret: the app's own mistake
    assert len(sim.take_failures("rejected")) == 3


async def test_users_me_with_a_person_token(sim, world, http):
    status, body = await exchange(sim, http, sim.oauth_code(world.ana))
    token = body["access_token"]
    status, user = await me(sim, http, token)
    assert status == 200
    assert user["id"] == str(world.ana.id) and user["username"] == "ana"
    assert user["global_name"] == "ana" and user["locale"] == "en-US" and "bot" not in user

    unauthorized = {"message": "401: Unauthorized", "code": 0}
    forged = token[:-1] + ("A" if token[-1] != "A" else "B")
    assert await me(sim, http, forged) == (401, unauthorized)
    async with http.get(f"{sim.api_base}/users/@me", headers=bot_auth(sim)) as response:
        assert (await response.json())["id"] == str(sim.application_id)  # the bot's own

    assert sim.expire_access_tokens() == 1
    assert (await me(sim, http, token))[0] == 401
    assert len(sim.take_failures("rejected")) == 2


# -- the Primary Entry Point command ----------------------------------------------------------


async def put_global(sim, http, commands: list[dict], guild=None):
    where = f"/guilds/{guild.id}" if guild else ""
    url = f"{sim.api_base}/applications/{sim.application_id}{where}/commands"
    async with http.put(url, json=commands, headers=bot_auth(sim)) as response:
        return response.status, await response.json()


async def test_a_bulk_overwrite_must_keep_the_entry_point(sim, world, http):
    entry = sim.add_entry_point_command(name="launch", handler=2)
    assert sim.entry_point_command() is entry and sim.command_puts == []
    slash = {"name": "azul", "description": "Play Azul", "type": 1}

    status, body = await put_global(sim, http, [slash])
    assert (status, body) == (400, {"message": ENTRY_POINT_MESSAGE, "code": 50240})
    renamed = {"name": "start", "description": "Start", "type": 4, "handler": 2}
    assert (await put_global(sim, http, [slash, renamed]))[1]["code"] == 50240
    assert sim.commands[None] == [entry] and sim.command_puts == []

    kept = {"name": "launch", "description": "Launch Azul", "type": 4, "handler": 2}
    status, body = await put_global(sim, http, [slash, kept])
    assert status == 200 and [(c["name"], c["type"]) for c in body] == [("azul", 1), ("launch", 4)]
    assert body[1]["id"] == str(entry.id) and body[1]["handler"] == 2  # the same command
    assert [c.payload["name"] for c in sim.commands[None]] == ["azul", "launch"]
    assert [[c["name"] for c in cmds] for _, cmds in sim.command_puts] == [["azul", "launch"]]

    status, body = await put_global(sim, http, [slash], guild=world.guild)  # guild: unaffected
    assert status == 200 and [c["name"] for c in body] == ["azul"]

    for bad in (
        [slash, kept, {**kept, "name": "again"}],  # two of them
        [slash, {**kept, "handler": 3}],
        [slash, {**kept, "options": [{"type": 3, "name": "x", "description": "x"}]}],
        [slash, {**kept, "name": ""}],
        [{**slash, "handler": 1}, kept],  # handler on a slash command
    ):
        status, body = await put_global(sim, http, bad)
        assert status == 400 and body["code"] == 50035, bad
    status, body = await put_global(sim, http, [slash, kept], guild=world.guild)  # global only
    assert status == 400 and body["code"] == 50035
    assert [c.payload["name"] for c in sim.commands[None]] == ["azul", "launch"]
    assert len(sim.take_failures("rejected")) == 8


async def test_a_plain_tree_sync_is_refused_once_activities_are_on(pointed, world):
    """discord.py's CommandTree.sync() sends only its own commands: with the Developer Portal's
    Entry Point command in place, Discord refuses it (50240), and `login()` raises."""
    sim = world.sim
    sim.add_entry_point_command()
    client = Launcher()
    try:
        with pytest.raises(discord.HTTPException) as refused:
            await client.login(sim.token)
        assert refused.value.status == 400 and refused.value.code == 50240
    finally:
        await client.close()
    assert [f.detail for f in sim.take_failures("rejected")] == [f"400 {ENTRY_POINT_MESSAGE}"]
