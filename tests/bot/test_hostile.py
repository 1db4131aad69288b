"""Hostile input through the real discord.py (security review L1-L3, L5, L7, M2, N4, N6, N7):
names that are markdown, forged controls of other servers' games and forged menu values,
numbers too big for the database, pages longer than Discord takes, uploaded records."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import discord
import pytest

from bot.i18n.catalogue import CATALOGUES
from bot.i18n.errors import UserError
from bot.store.games import Store

from ..dbquery import rows
from .finished import finish_game
from .helpers import (
    answer,
    controls,
    forged_click,
    good_move,
    live_message,
    open_lobby,
    play_by_clicks,
    private,
    said,
    start_game,
)

BOLD_EVERYONE = "**@everyone**"
MASKED_LINK = "[Claim prize](https://x.tld)"


def _by_bot(w, channel=None) -> list:
    channel = channel or w.channel
    backend = w.env.backend
    posted = [backend.get_message(channel.id, m.id) for m in channel.history()]
    return [m for m in posted if m.author_id == w.bot.user.id and not m.is_ephemeral]


# -- names are text, not markdown (L7) ----------------------------------------------------------


async def test_names_are_escaped_in_every_public_post(world):
    w = world
    bold = w.guild.add_member(w.env.create_user("bold"), nick=BOLD_EVERYONE)
    link = w.guild.add_member(w.env.create_user("link"), nick=MASKED_LINK)
    table = await start_game(w, bold, joiners=[link])
    for _ in range(4):
        actor = bold if table.seats[table.to_act].user_id == bold.id else link
        await play_by_clicks(actor, w.channel, table, good_move(table))
    await link.slash(w.channel, "azul resign")
    posts = _by_bot(w)
    assert len(posts) >= 6  # the lobby, the first turn, four moves, the end
    lobby = posts[0].content
    assert r"hosted by \*\*@everyone\*\*" in lobby
    assert r"\[Claim prize](https://x.tld)" in lobby
    for post in posts:
        # Never as markdown: no bold "@everyone", no masked link, in any post.
        assert BOLD_EVERYONE not in post.content.replace(r"\*\*@everyone\*\*", ""), post.content
        assert MASKED_LINK not in post.content.replace("\\" + MASKED_LINK, ""), post.content
        assert not post.mention_everyone, post.content
        assert post.ping_role_ids == [], post.content
    assert any(r"\*\*@everyone\*\*" in p.content for p in posts[2:])  # turns narrate them
    assert r"\[Claim prize](https://x.tld) resigned." in posts[-1].content


async def test_private_answers_escape_names_too(world):
    w = world
    link = w.guild.add_member(w.env.create_user("link"), nick=MASKED_LINK)
    lobby = (await open_lobby(w, link)).response
    refused = await w.bo.click(lobby, label="Start")
    assert said(refused) == r"Only the host (\[Claim prize](https://x.tld)) can do that."


# -- computer levels: only those offered (L3) --------------------------------------------------


@pytest.mark.parametrize(
    "level", ["[free nitro](https://example.invalid) @everyone", "hard-classic", "", "x" * 90]
)
async def test_a_forged_computer_level_is_refused_and_seats_nobody(world, level):
    w = world
    lobby = (await open_lobby(w, w.ana)).response
    table = w.bot.service.table_in_channel(w.channel.id)
    asked = await w.ana.click(lobby, label="Add computer player")
    (menu,) = controls(asked.response)
    forged = await forged_click(w.env, w.ana, asked.response, menu["custom_id"], level)
    assert forged.acknowledged and private(forged)
    assert said(forged).startswith("There is no computer level ")
    assert "(https://example.invalid)" not in said(forged)  # cut short: no link
    assert len(table.seats) == 1
    assert "free nitro" not in w.channel.history()[-1].content
    # A forged menu of who plays expired turns is refused the same way.
    forged_timer = await forged_click(w.env, w.ana, lobby, f"azul:t:{table.id}", level)
    assert said(forged_timer).startswith("There is no computer level ")
    assert table.timer_level == "medium"
    # The service refuses it as well, whoever calls it.
    async with w.bot.service.locked(table.id) as locked:
        with pytest.raises(UserError) as refused:
            await w.bot.service.add_computer(locked, w.ana.id, level)
    assert refused.value.key == "error.bad_level"


# -- controls act only where their game is played (L2) ------------------------------------------


@pytest.fixture
def elsewhere(world):
    """Another server with its own channel and two members."""
    w = world
    guild = w.env.create_guild("Elsewhere")
    channel = guild.create_text_channel("azul")
    eve = guild.add_member(w.env.create_user("eve"))
    fay = guild.add_member(w.env.create_user("fay"))
    return guild, channel, eve, fay


def _stored(w, game_id: int) -> list:
    database = w.bot.config.database
    return [
        rows(database, "SELECT * FROM games WHERE id = ?", game_id),
        rows(database, "SELECT * FROM seats WHERE game_id = ? ORDER BY seat", game_id),
        rows(database, "SELECT * FROM moves WHERE game_id = ? ORDER BY ply", game_id),
    ]


async def test_a_forged_button_of_another_servers_game_is_refused(world, elsewhere):
    w = world
    _, channel, eve, fay = elsewhere
    # A lobby on the other server, and a control of ours here to put forged ids on.
    theirs = (await eve.slash(channel, "azul new")).response
    other = w.bot.service.table_in_channel(channel.id)
    here = (await open_lobby(w, w.ana)).response
    before = _stored(w, other.id)
    for action in ("join", "leave", "cpu", "start", "cancel"):
        click = await forged_click(w.env, w.bo, here, f"azul:l:{other.id}:{action}")
        assert private(click) and said(click) == f"Game #{other.id} is not played in this channel."
    for custom_id in (f"azul:c:{other.id}", f"azul:t:{other.id}"):
        click = await forged_click(w.env, w.ana, here, custom_id, "easy")
        assert said(click) == f"Game #{other.id} is not played in this channel."
    assert _stored(w, other.id) == before and len(other.seats) == 1

    # Once it runs: no move, no look at anyone's board, no "I'm back" from here.
    await fay.click(theirs, label="Join")
    await eve.click(theirs, label="Start")
    before = _stored(w, other.id)
    table_message = live_message(channel, other)
    path = controls(table_message)[0]["custom_id"]
    assert path.startswith(f"azul:m:{other.id}:0:")
    for custom_id in (path, f"azul:b:{other.id}", f"azul:r:{other.id}", f"azul:ok:{other.id}:0:"):
        click = await forged_click(w.env, w.bo, here, custom_id)
        assert private(click) and said(click) == f"Game #{other.id} is not played in this channel."
        assert not answer(click).attachments  # no table, no board
    assert _stored(w, other.id) == before


async def test_a_control_of_another_channel_of_the_same_server_is_refused(world):
    w = world
    second = w.guild.create_text_channel("second")
    theirs = (await w.cy.slash(second, "azul new")).response
    other = w.bot.service.table_in_channel(second.id)
    here = (await open_lobby(w, w.ana)).response
    joined = await forged_click(w.env, w.bo, here, f"azul:l:{other.id}:join")
    assert said(joined) == f"Game #{other.id} is not played in this channel."
    assert len(other.seats) == 1
    # The lobby's own button in its own channel works.
    assert (await w.bo.click(theirs, label="Join")).acknowledged
    assert len(other.seats) == 2


# -- numbers too big for Python's reader or the database (L5) ------------------------------------

HUGE = "9" * 30  # past 2**63 and 2**64


def _record(**changes) -> dict:
    path = Path(__file__).parent.parent / "fixtures" / "records" / "azul-colour-2p-01.json"
    return dict(json.loads(path.read_text()), **changes)


@pytest.mark.simcord(settle_timeout=60)  # a review, on a busy machine, takes seconds
async def test_a_record_with_a_number_of_5000_digits_is_refused_cleanly(world):
    w = world
    text = json.dumps(_record(seed=0)).replace('"seed": 0', '"seed": ' + "7" * 5000)
    result = await w.ana.slash(w.channel, "azul replay", file=("huge.json", text.encode()))
    assert private(result)
    assert said(result) == (
        "That file is not a game record: it is not JSON (a number with too many digits)."
    )
    # A long seed Python can read is a seed like any other (the engine takes 64 bits of it).
    text = json.dumps(_record(seed=0)).replace('"seed": 0', '"seed": ' + "7" * 4000)
    result = await w.ana.slash(w.channel, "azul review", file=("long.json", text.encode()))
    assert private(result) and said(result)


async def test_forged_history_and_replay_ids_too_big_for_the_database(world):
    w = world
    shown = answer(await w.ana.slash(w.channel, "azul history"))
    for custom_id, expected in (
        (f"azul:h:{HUGE}:azul:0:n", "This control is damaged or out of date"),
        (f"azul:h:0:azul:{HUGE}:n", "No finished games"),  # the last page there is
        (f"azul:v:g{HUGE}:0:a", f"I know no game #{HUGE}."),
        (f"azul:v:f{HUGE}:{HUGE}:c", "That record is no longer kept."),
        (f"azul:rp:{HUGE}", f"I know no game #{HUGE}."),
        (f"azul:rv:{HUGE}", f"I know no game #{HUGE}."),
        (f"azul:rm:{HUGE}", f"I know no game #{HUGE}."),
        (f"azul:l:{HUGE}:join", f"I know no game #{HUGE}."),
        (f"azul:m:{HUGE}:{HUGE}:", f"I know no game #{HUGE}."),
    ):
        click = await forged_click(w.env, w.ana, shown, custom_id)
        assert click.acknowledged and private(click), custom_id
        assert said(click).startswith(expected), (custom_id, said(click))


@pytest.fixture
def forging_client(monkeypatch):
    """SimCord checks option values as Discord does (ranges, integers within 2**53); a forged
    interaction is not checked by anyone before the bot: let every integer through."""
    import simcord.interactions

    monkeypatch.setattr(simcord.interactions, "_INTEGER_LIMIT", 10**40)
    monkeypatch.setattr(simcord.interactions, "_check_numeric_range", lambda *args: None)


async def test_options_with_numbers_too_big_are_refused_cleanly(world, forging_client):
    w = world
    for number in (2**70, -(2**70), 0, -1):
        for command in ("azul replay", "azul review", "azul export"):
            result = await w.ana.slash(w.channel, command, game=number)
            assert private(result) and said(result) == f"I know no game #{number}.", command
    for number in (2**70, -1, 1001):
        board = await w.ana.slash(w.channel, "azul leaderboard", min_games=number)
        assert said(board) == "`min_games` takes a number from 0 to 1000."
        setting = await w.ana.slash(w.channel, "azul settings server", ladder_min_games=number)
        assert said(setting) == "`ladder_min_games` takes a number from 0 to 1000."
    invite = f"<@{HUGE}> <@{2**64}>"
    refused = await w.ana.slash(w.channel, "azul new", invite=invite)
    assert said(refused) == "Invite people by mentioning them (@name) in `invite:`."


async def test_forged_menu_values_and_pages_are_answered(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    message = live_message(w.channel, table)
    mover = w.ana if table.seats[table.to_act].user_id == w.ana.id else w.bo
    for value in ("~", "~x", "~" + HUGE, HUGE, "", "~²"):
        click = await forged_click(w.env, mover, message, f"azul:s:{table.id}:0:0:", value)
        assert click.acknowledged, value
    assert table.ply == 0
    # "²" is a digit to Python's isdigit, but not a number int() reads.
    for typed, echoed in (("²", "²"), ("9" * 5000, "9" * 39 + "…")):
        board = await w.cy.slash(w.channel, "azul board", player=typed)
        assert said(board) == f"No player called {echoed} in this game."
    replayed = await finish_replay(w)
    rounds = next(c for c in controls(replayed) if c["type"] == 3)
    for value in ("²", HUGE, ""):
        step = await forged_click(w.env, w.ana, replayed, rounds["custom_id"], value)
        assert said(step).splitlines()[1].startswith("Move "), value


async def finish_replay(w):
    """A replay of a finished game of this channel, as `/azul replay game:` shows it."""
    game = await finish_game(
        w.bot.service,
        guild_id=w.guild.id,
        channel_id=w.guild.create_text_channel("done").id,
        people=[(w.ana.id, "ana"), (w.bo.id, "bo")],
    )
    return answer(await w.ana.slash(w.channel, "azul replay", game=game.id))


# -- every message fits Discord's 2,000 characters (L1) ------------------------------------------

UNDERSCORES = "_" * 32  # Discord's longest name, every character escaped to `\_`


async def test_a_history_page_of_4_player_games_with_32_character_names_fits(world):
    w = world
    names = [f"{c}{UNDERSCORES[1:]}" for c in "abcd"]
    people = [(p.id, n) for p, n in zip((w.ana, w.bo, w.cy, w.di), names, strict=True)]
    for i in range(12):
        await finish_game(
            w.bot.service, guild_id=w.guild.id, channel_id=w.channel.id, people=people, seed=i
        )
    shown = await w.ana.slash(w.channel, "azul history")
    assert private(shown)
    page = answer(shown).content
    assert len(page) <= 2000
    lines = page.splitlines()
    assert len(lines) == 12  # the title, ten games, the hint: no game left out
    assert lines[0] == "📜 **Finished games**: 12 games, page 1 of 2"
    assert all(line.count(" · ") >= 3 for line in lines[1:11])
    assert r"\_" in lines[1]  # names shortened as far as needed, still escaped
    older = await w.ana.click(answer(shown), label="Older")
    assert len(answer(older).content) <= 2000
    # The same page in every language (the answer follows the asker's).
    for language in CATALOGUES:
        answer_in = await w.bot.lookback.history(w.guild.id, language)
        assert len(answer_in.content) <= 2000, language
        assert len(answer_in.content.splitlines()) == 12, language


async def test_my_games_fit_with_more_open_games_than_one_message_holds(world):
    w = world
    w.bot.service.max_hosted = 20  # one person hosts them all here (AZUL_MAX_HOSTED)
    for i in range(20):
        channel = w.guild.create_text_channel(f"table-{i}")
        assert (await w.ana.slash(channel, "azul new")).acknowledged
    listed = await w.ana.slash(w.channel, "azul games")
    content = said(listed)
    assert len(content) <= 2000
    lines = content.splitlines()
    assert lines[0] == "Your open games here (20):"
    shown = len(lines) - 2
    assert 10 <= shown <= 15
    assert lines[-1] == f"… and {20 - shown} more."


@pytest.mark.simcord(settle_timeout=60)  # a review, on a busy machine, takes seconds
async def test_replay_and_review_of_a_record_with_100_character_markdown_names_fit(world):
    w = world
    names = [c * 2 + "*_~|`" * 19 + c for c in "ABCD"]  # 98 characters, nearly all markdown
    record = _record(players=names[:2])
    data = json.dumps(record).encode()
    replayed = await w.ana.slash(w.channel, "azul replay", file=("n" * 90 + ".json", data))
    message = answer(replayed)
    assert len(message.content) <= 2000
    assert message.content.startswith("🎞️ Replay of ")
    last = next(c for c in controls(message) if c.get("custom_id", "").endswith(":d"))
    end = answer(await w.ana.click(message, custom_id=last["custom_id"]))
    assert len(end.content) <= 2000 and "🏆" in end.content
    reviewed = await w.ana.slash(w.channel, "azul review", file=("r.json", data))
    assert len(said(reviewed)) <= 2000
    assert said(reviewed).startswith("**🔍 Review of r.json")  # the name it was sent under


# -- uploaded records: normalised, their sender's, expiring (M2, L2, N6) -------------------------


async def test_an_upload_is_kept_without_what_is_not_part_of_a_record(world):
    w = world
    record = _record(junk="x" * 500_000, moves=[m.lower() for m in _record()["moves"]])
    data = json.dumps(record).encode()
    assert 500_000 < len(data) < 512 * 1024
    shown = await w.ana.slash(w.channel, "azul replay", file=("junk.json", data))
    assert answer(shown).content.startswith("🎞️ Replay of junk.json")
    ((kept, uploader, size),) = rows(
        w.bot.config.database,
        "SELECT record, uploader_id, LENGTH(record) FROM uploaded_records",
    )
    assert uploader == w.ana.id and size < 4096
    kept = json.loads(kept)
    assert set(kept) == {"format", "edition", "side", "players", "seed", "draws", "moves"}
    assert kept["moves"] == _record()["moves"]  # as the rules write them
    assert kept["draws"] == _record()["draws"]


async def test_an_upload_is_its_senders_and_each_sender_sees_their_own_file_name(world):
    w = world
    data = json.dumps(_record()).encode()
    mine = answer(await w.ana.slash(w.channel, "azul replay", file=("ana.json", data)))
    step = next(c["custom_id"] for c in controls(mine) if c["custom_id"].endswith(":c"))
    # Someone else with the same (forged) control: refused, nothing shown.
    peek = await forged_click(w.env, w.bo, mine, step)
    assert private(peek) and said(peek) == (
        "Only the person who sent that record file can step through it: send it yourself "
        "with `/azul replay file:`."
    )
    assert not answer(peek).attachments
    source = step.split(":")[2]
    review = await forged_click(w.env, w.bo, mine, f"azul:vr:{source}", "1")
    assert said(review).startswith("Only the person who sent that record file")
    # The same file from bo is bo's, under bo's name; ana's stays ana's.
    theirs = answer(await w.bo.slash(w.channel, "azul replay", file=("bo.json", data)))
    assert theirs.content.startswith("🎞️ Replay of bo.json")
    again = answer(await w.ana.click(mine, custom_id=step))
    assert again.content.startswith("🎞️ Replay of ana.json")


@pytest.mark.simcord(settle_timeout=60)  # a review, on a busy machine, takes seconds
async def test_uploads_unused_for_30_days_go_with_their_reviews(world):
    w = world
    data = json.dumps(_record()).encode()
    mine = answer(await w.ana.slash(w.channel, "azul replay", file=("old.json", data)))
    await w.ana.slash(w.channel, "azul review", file=("old.json", data))
    database = w.bot.config.database
    assert rows(database, "SELECT COUNT(*) FROM reviews") == [(1,)]
    assert await w.bot.expire_uploads() == 0  # used just now
    w.bot.clock.offset = 31 * 24 * 3600  # a month later
    assert await w.bot.expire_uploads() == 1
    assert rows(database, "SELECT COUNT(*) FROM uploaded_records") == [(0,)]
    assert rows(database, "SELECT COUNT(*) FROM reviews") == [(0,)]
    step = next(c["custom_id"] for c in controls(mine) if c["custom_id"].endswith(":c"))
    gone = await w.ana.click(mine, custom_id=step)
    assert said(gone).startswith("That record is no longer kept.")


@pytest.mark.sqlite_only
@pytest.mark.empty_database
async def test_the_database_and_its_folder_are_created_private(world, tmp_path):
    w = world
    # The test bot's file, made by the bot as it started (its folder is the test's own).
    await w.ana.slash(w.channel, "azul new")
    made = [p for p in Path(w.bot.config.database).parent.iterdir() if p.name.startswith("azul")]
    assert {p.name for p in made} >= {"azul.sqlite3", "azul.sqlite3-wal"}
    for path in made:  # the file, and SQLite's -wal/-shm beside it
        assert stat.S_IMODE(path.stat().st_mode) == 0o600, path
    # A folder the store makes is private too, whatever the umask.
    where = tmp_path / "fresh" / "azul.sqlite3"
    old = os.umask(0o022)
    try:
        store = await Store.open(where)
        await store.close()
    finally:
        os.umask(old)
    assert stat.S_IMODE(where.parent.stat().st_mode) == 0o700
    assert stat.S_IMODE(where.stat().st_mode) == 0o600


# -- private channels stay private (L2) ----------------------------------------------------------


async def test_games_of_a_channel_one_cannot_see_are_not_listed_replayed_or_exported(world):
    w = world
    hidden = w.guild.create_text_channel(
        "staff",
        overwrites={
            w.guild.default_role: discord.PermissionOverwrite(view_channel=False),
            w.ana: discord.PermissionOverwrite(view_channel=True),
            w.bo: discord.PermissionOverwrite(view_channel=True),
        },
    )
    service = w.bot.service
    ana_bo = [(w.ana.id, "ana"), (w.bo.id, "bo")]
    public = await finish_game(service, guild_id=w.guild.id, channel_id=w.channel.id, people=ana_bo)
    private_game = await finish_game(
        service, guild_id=w.guild.id, channel_id=hidden.id, people=ana_bo, seed=2
    )
    # A game in a thread of the private channel the bot no longer holds (archived, say): its
    # channel decides.
    in_thread = await finish_game(
        service,
        guild_id=w.guild.id,
        channel_id=hidden.id + 999,
        parent_id=hidden.id,
        people=ana_bo,
        seed=3,
    )
    # A game whose channel was deleted: only its players see it.
    gone = await finish_game(
        service, guild_id=w.guild.id, channel_id=hidden.id + 12345, people=ana_bo, seed=4
    )
    secret = (private_game.id, in_thread.id, gone.id)

    listed = said(await w.cy.slash(w.channel, "azul history"))
    assert f"**#{public.id}**" in listed
    assert all(f"**#{g}**" not in listed for g in secret), listed
    assert listed.splitlines()[0].endswith("1 game, page 1 of 1")
    for game in secret:
        for command in ("azul replay", "azul review", "azul export"):
            refused = await w.cy.slash(w.channel, command, game=game)
            assert said(refused) == f"I know no game #{game}.", command
            assert not answer(refused).attachments
        button = await forged_click(w.env, w.cy, answer(refused), f"azul:rp:{game}")
        assert said(button) == f"I know no game #{game}."
        step = await forged_click(w.env, w.cy, answer(refused), f"azul:v:g{game}:1:c")
        assert said(step) == f"I know no game #{game}."

    # Who can see the channel sees them all; so do the players (bo) and administrators.
    seen = said(await w.ana.slash(w.channel, "azul history"))
    assert all(f"**#{g}**" in seen for g in (public.id, *secret))
    admins = w.guild.create_role("admins", permissions=discord.Permissions(administrator=True))
    admin = w.guild.add_member(w.env.create_user("root"), roles=[admins])
    everything = said(await admin.slash(w.channel, "azul history"))
    assert everything.splitlines()[0].endswith("4 games, page 1 of 1")
    exported = await admin.slash(w.channel, "azul export", game=private_game.id)
    assert answer(exported).attachments
    replayed = await w.bo.slash(w.channel, "azul replay", game=gone.id)
    assert answer(replayed).content.startswith(f"🎞️ Replay of game #{gone.id}")


# -- bounded memory and typing suggestions (N4, N7) ----------------------------------------------


async def test_settings_are_remembered_for_the_latest_people_only(world):
    w = world
    w.bot.service.max_settings = 3
    people = [w.guild.add_member(w.env.create_user(f"p{i}")) for i in range(6)]
    await people[0].slash(w.channel, "azul settings me", colour_blind=True)
    for person_ in people[1:]:
        await person_.slash(w.channel, "azul settings me")
    assert len(w.bot.service._settings) == 3
    assert people[0].id not in w.bot.service._settings
    # Forgotten is not lost: read again from the database.
    shown = said(await people[0].slash(w.channel, "azul settings me"))
    assert "• Colour-blind symbols on the images shown to you: on" in shown


async def test_typing_suggestions_have_a_limit_of_their_own(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    mover = w.ana if table.seats[table.to_act].user_id == w.ana.id else w.bo
    # Three times the interactions allowed; the test bot allows very many: five here.
    assert w.bot.suggestion_limit.burst == 3 * w.bot.config.rate_burst
    w.bot.suggestion_limit.burst = 5
    offered = [await mover.autocomplete(w.channel, "azul move", "notation", "") for _ in range(8)]
    assert all(offered[:5]) and offered[5:] == [[], [], []]
    await w.env.advance_time(w.bot.config.rate_window)
    assert await mover.autocomplete(w.channel, "azul move", "notation", "")
    # Commands and clicks are not slowed by typing.
    assert said(await mover.slash(w.channel, "azul help"))


async def test_a_game_in_a_thread_remembers_the_channel_it_hangs_from(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo], thread=True, rated=False)
    thread = w.channel.threads[-1]
    assert table.channel_id == thread.id and table.parent_id == w.channel.id
    stored = rows(w.bot.config.database, "SELECT parent_id FROM games WHERE id = ?", table.id)
    assert stored == [(w.channel.id,)]
    # A lobby opened inside that thread once the game is over hangs from the same channel.
    await w.ana.slash(thread, "azul end")
    await w.cy.slash(thread, "azul new")
    again = w.bot.service.table_in_channel(thread.id)
    assert again.id != table.id and again.parent_id == w.channel.id
