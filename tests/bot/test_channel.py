"""A channel that stays readable: `/azul settings server threads:` (new games in threads of
their own) and `images:` (`latest`: an older table post keeps its words and loses its image when
the next one goes out; `all`: every image stays). The final table always keeps its image."""

from __future__ import annotations

import discord
import pytest

from ..dbquery import rows
from .conftest import make_bot
from .helpers import (
    actors_by_id,
    answer,
    controls,
    find_message,
    good_move,
    live_message,
    move_controls,
    open_lobby,
    person,
    play_by_clicks,
    private,
    said,
    start_game,
)

LATEST = "• Table images: only the latest post keeps its image, older ones keep their text"
ORGANISERS = "• Tournaments are opened by: members with Manage Server"
ALL = "• Table images: every post keeps its image"


async def _restart(w, db_path):
    """A new bot on the same database in place of the running one, which is closed."""
    new = make_bot(db_path)
    old = w.bot
    await w.env.restart_bot(new)
    await old.close()
    return new


async def _admin(w):
    admins = w.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    return w.guild.add_member(w.env.create_user("admin"), roles=[admins])


def _images(message) -> list[str]:
    return [a.filename for a in message.attachments]


class Posts:
    """The game's table posts as they went out: id → (words, image names) when posted."""

    def __init__(self, w, channel, table) -> None:
        self.w, self.channel, self.table = w, channel, table
        self.seen: dict[int, tuple[str, list[str]]] = {}
        self.note()

    def note(self) -> None:
        message = find_message(self.channel, self.table.table_message_id)
        self.seen.setdefault(message.id, (message.content, _images(message)))

    async def move(self, people) -> None:
        actor = people[self.table.seats[self.table.to_act].user_id]
        await play_by_clicks(actor, self.channel, self.table, good_move(self.table))
        self.note()

    def now(self, message_id: int):
        return find_message(self.channel, message_id)


async def test_the_servers_thread_and_image_settings(world):
    w = world
    shown = await w.bo.slash(w.channel, "azul settings server")
    assert private(shown)
    assert said(shown).splitlines()[3:] == [
        "• New games in a thread of their own: off",
        LATEST,
        ORGANISERS,
    ]
    for option in ({"threads": True}, {"images": "all"}):
        refused = await w.bo.slash(w.channel, "azul settings server", **option)
        assert said(refused) == (
            "Only people with the Manage Server permission can change this server's settings."
        )
    admin = await _admin(w)
    saved = await admin.slash(w.channel, "azul settings server", threads=True)
    assert said(saved).splitlines()[0] == "Saved. This server's settings:"
    assert said(saved).splitlines()[3:5] == ["• New games in a thread of their own: on", LATEST]
    saved = await admin.slash(w.channel, "azul settings server", images="all")
    assert said(saved).splitlines()[3:5] == ["• New games in a thread of their own: on", ALL]
    # Kept in the database, and the other settings with them.
    await admin.slash(w.channel, "azul settings server", language="cs")
    restarted = make_bot(w.bot.config.database)
    old = w.bot
    await w.env.restart_bot(restarted)
    await old.close()
    again = said(await w.bo.slash(w.channel, "azul settings server")).splitlines()
    assert again[1] == "• Language of new games: Čeština"
    assert again[3:5] == ["• New games in a thread of their own: on", ALL]


async def test_with_threads_on_a_new_game_opens_in_its_own_thread(world):
    w = world
    admin = await _admin(w)
    await admin.slash(w.channel, "azul settings server", threads=True)
    opened = await w.ana.slash(w.channel, "azul new")
    assert "The lobby is open in <#" in said(opened)
    (thread,) = w.channel.threads
    lobby = thread.history()[-1]
    await w.bo.click(lobby, label="Join")
    await w.ana.click(lobby, label="Start")
    table = w.bot.service.table_in_channel(thread.id)
    assert table.own_thread and table.status == "active"
    assert _images(thread.history()[-1]) == ["table.png"]
    # An explicit thread:False still opens the lobby in the channel itself.
    here = await w.cy.slash(w.channel, "azul new", thread=False)
    assert here.response is not None and not here.response.ephemeral
    assert "The lobby is open in" not in said(here)
    assert len(w.channel.threads) == 1
    assert w.bot.service.table_in_channel(w.channel.id).host_id == w.cy.id


async def test_with_threads_on_someone_who_may_not_make_threads_plays_in_the_channel(world):
    """The bot never makes a thread the person could not have made (review M3): with the
    server's threads on, their game opens in the channel, as if threads were off."""
    w = world
    admin = await _admin(w)
    await admin.slash(w.channel, "azul settings server", threads=True)
    closed = w.guild.create_text_channel(
        "no-threads-for-ana",
        overwrites={w.ana: discord.PermissionOverwrite(create_public_threads=False)},
    )
    opened = await w.ana.slash(closed, "azul new")
    assert opened.response is not None and not opened.response.ephemeral
    assert closed.threads == [] and w.bot.service.table_in_channel(closed.id).host_id == w.ana.id
    made = await w.bo.slash(w.channel, "azul new", thread=True)  # bo may: a thread
    assert "The lobby is open in <#" in said(made) and len(w.channel.threads) == 1


async def test_inside_a_thread_the_default_opens_the_game_there(world):
    w = world
    admin = await _admin(w)
    await admin.slash(w.channel, "azul settings server", threads=True)
    await w.ana.slash(w.channel, "azul new")
    (thread,) = w.channel.threads
    lobby = thread.history()[-1]
    await w.ana.click(lobby, label="Cancel")
    again = await open_lobby(w, w.bo, thread)  # no thread: option, and already in one
    assert "Join" in [c["label"] for c in controls(again.response)]
    assert "already in a thread" not in said(again)
    assert len(w.channel.threads) == 1
    assert w.bot.service.table_in_channel(thread.id).host_id == w.bo.id


async def test_the_threads_default_is_off(world):
    w = world
    opened = await w.ana.slash(w.channel, "azul new")
    assert not w.channel.threads and "The lobby is open in" not in said(opened)


async def test_latest_an_older_table_post_keeps_its_words_and_loses_its_image(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    people = actors_by_id(w.ana, w.bo)
    posts = Posts(w, w.channel, table)
    for _ in range(4):
        await posts.move(people)
    ids = list(posts.seen)
    assert len(ids) == 5  # the first table and one per move
    for message_id in ids[:-1]:
        message = posts.now(message_id)
        words, images = posts.seen[message_id]
        assert images == ["table.png"]  # it went out with its image
        assert message.attachments == [] and message.content == words
        assert not message.components  # and its controls went in the same edit
    newest = posts.now(ids[-1])
    assert _images(newest) == ["table.png"] and move_controls(newest, table)
    # One edit per move: controls and image together.
    edits = [
        r
        for r in w.env.http_requests
        if r.method == "PATCH" and r.path.rsplit("/", 1)[-1] in {str(i) for i in ids}
    ]
    assert len(edits) == len(ids) - 1


async def test_the_final_image_stays_and_board_and_replay_still_show_theirs(world):
    w = world
    table = await start_game(w, w.di, computers=1)
    ids = [table.table_message_id]
    board = await w.di.slash(w.channel, "azul board")
    assert private(board) and _images(answer(board)) == ["board.png"]
    while table.status == "active":
        await w.di.slash(w.channel, "azul move", notation=good_move(table))
        if table.table_message_id != ids[-1]:
            ids.append(table.table_message_id)
    assert table.status == "finished"
    final = find_message(w.channel, ids[-1])
    assert "Game over" in final.content and _images(final) == ["table.png"]
    for message_id in ids[:-1]:
        assert find_message(w.channel, message_id).attachments == []
    # Every bot post in the channel but the final one is without an image now.
    with_images = [m.id for m in w.channel.history() if m.attachments and not m.flags.ephemeral]
    assert with_images == [final.id]
    replay = await w.di.click(final, label="Replay")
    assert private(replay) and answer(replay).attachments


async def test_all_keeps_every_image(world):
    w = world
    admin = await _admin(w)
    await admin.slash(w.channel, "azul settings server", images="all")
    table = await start_game(w, w.ana, joiners=[w.bo])
    people = actors_by_id(w.ana, w.bo)
    posts = Posts(w, w.channel, table)
    for _ in range(3):
        await posts.move(people)
    ids = list(posts.seen)
    assert len(ids) == 4
    for message_id in ids:
        message = posts.now(message_id)
        assert _images(message) == ["table.png"] and message.content == posts.seen[message_id][0]
    for message_id in ids[:-1]:
        assert not posts.now(message_id).components  # the controls go all the same


async def test_switching_to_latest_mid_game_takes_effect_at_the_next_post(world):
    w = world
    admin = await _admin(w)
    await admin.slash(w.channel, "azul settings server", images="all")
    table = await start_game(w, w.ana, joiners=[w.bo])
    people = actors_by_id(w.ana, w.bo)
    posts = Posts(w, w.channel, table)
    await posts.move(people)
    await admin.slash(w.channel, "azul settings server", images="latest")
    await posts.move(people)
    first, second, third = posts.seen
    assert _images(posts.now(first)) == ["table.png"]  # gone by before the switch
    assert posts.now(second).attachments == []
    assert _images(posts.now(third)) == ["table.png"]


async def test_after_a_restart_the_next_post_strips_the_one_before(world, db_path):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    people = actors_by_id(w.ana, w.bo)
    await play_by_clicks(person(w, table, table.to_act), w.channel, table, good_move(table))
    before = table.table_message_id
    assert _images(find_message(w.channel, before)) == ["table.png"]

    new = await _restart(w, db_path)

    again = await new.service.get(table.id)
    assert again.table_message_id == before  # read back from the database
    await play_by_clicks(
        people[again.seats[again.to_act].user_id], w.channel, again, good_move(again)
    )
    stripped = find_message(w.channel, before)
    assert stripped.attachments == [] and stripped.content
    assert _images(find_message(w.channel, again.table_message_id)) == ["table.png"]


async def test_a_game_from_before_the_setting_strips_its_turn_message(world, db_path):
    """A game whose table post was never recorded (it began before this release): its live turn
    message is its latest table, and loses its image when the next one goes out."""
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    people = actors_by_id(w.ana, w.bo)
    turn = table.turn_message_id
    new = await _restart(w, db_path)
    rows(db_path, "UPDATE games SET table_message_id = NULL WHERE id = ?", table.id)
    again = await new.service.get(table.id)
    assert again.table_message_id is None
    await play_by_clicks(
        people[again.seats[again.to_act].user_id], w.channel, again, good_move(again)
    )
    assert find_message(w.channel, turn).attachments == []
    assert again.table_message_id not in (None, turn)


async def test_a_reminder_between_two_tables(world):
    """The reminder becomes the live turn message but has no image: the table before it loses
    its image at the next post, the reminder its controls."""
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo], timer="5m")
    posted = table.table_message_id
    await w.env.advance_time(160)  # half time: the reminder
    reminder = table.turn_message_id
    assert reminder != posted and table.table_message_id == posted
    assert _images(find_message(w.channel, posted)) == ["table.png"]
    await play_by_clicks(person(w, table, table.to_act), w.channel, table, good_move(table))
    assert find_message(w.channel, posted).attachments == []
    assert not find_message(w.channel, reminder).components
    assert "it is still your turn" in find_message(w.channel, reminder).content
    assert _images(live_message(w.channel, table)) == ["table.png"]


@pytest.mark.parametrize(
    ("status", "code", "why"),
    [(404, 10008, "Unknown Message"), (403, 50001, "Missing Access"), (500, 0, "Server error")],
)
async def test_an_edit_that_fails_does_not_disturb_the_game(world, status, code, why):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    first = table.table_message_id
    w.env.inject_error("PATCH", "/channels/*/messages/*", status=status, code=code, message=why)
    played = await person(w, table, table.to_act).slash(
        w.channel, "azul move", notation=good_move(table)
    )
    assert said(played).startswith("You played") and table.ply == 1
    assert _images(find_message(w.channel, first)) == ["table.png"]  # the edit was refused
    second = table.table_message_id
    await play_by_clicks(person(w, table, table.to_act), w.channel, table, good_move(table))
    assert table.ply == 2
    assert find_message(w.channel, second).attachments == []  # the next edit went through
    assert find_message(w.channel, first).attachments == []  # and the refused one once more


async def test_an_image_left_when_the_process_stopped_goes_at_the_next_post(world, db_path):
    """The process stops between a new table post and the edit of the one before (here: that
    edit is refused, then the bot restarts): the next table post takes both images off."""
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    people = actors_by_id(w.ana, w.bo)
    first = table.table_message_id
    w.env.inject_error("PATCH", "/channels/*/messages/*", status=404, code=10008)
    await play_by_clicks(person(w, table, table.to_act), w.channel, table, good_move(table))
    second = table.table_message_id
    assert _images(find_message(w.channel, first)) == ["table.png"]

    new = await _restart(w, db_path)

    again = await new.service.get(table.id)
    assert again.prior_table_message_id == first  # from the database
    actor = people[again.seats[again.to_act].user_id]
    await play_by_clicks(actor, w.channel, again, good_move(again))
    assert find_message(w.channel, second).attachments == []
    assert find_message(w.channel, first).attachments == []
    assert _images(find_message(w.channel, again.table_message_id)) == ["table.png"]
