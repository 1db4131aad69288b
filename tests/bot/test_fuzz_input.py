"""Hostile input through the real discord.py: whatever a person types into an option or a forged
client sends as a `custom_id`, the bot answers (never "This interaction failed"), nothing escapes
as an unhandled error (SimCord fails the test on the client's error hook), and the stored game is
unchanged byte for byte."""

from __future__ import annotations

import json
import os
import string

import pytest
import pytest_asyncio
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from bot.views import DYNAMIC_ITEMS

from ..dbquery import rows
from .conftest import make_bot
from .helpers import answer, forged_click, live_message, private, start_game

# Every example sets up its own bot (pytest-asyncio runs a hypothesis example like a test):
# closed after each, and on one store, since the store plays no part in reading input.
pytestmark = pytest.mark.any_store


@pytest_asyncio.fixture
async def simcord_bot(db_path):
    bot = make_bot(db_path)
    yield bot
    await bot.close()


FUZZ = settings(
    max_examples=int(os.environ.get("AZUL_FUZZ_EXAMPLES", "25")),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

# What people paste: any Unicode, control characters, mentions, markdown, huge or empty.
NASTY = st.one_of(
    st.text(max_size=200),
    st.text(alphabet=st.characters(codec="utf-8"), min_size=1, max_size=50),
    st.sampled_from(
        [
            "",
            " ",
            "@everyone",
            "@here",
            "<@&123456789012345678>",
            "<@!1>",
            "**bold** __under__ ||spoiler|| `code` ```block```",
            "\x00\x01\x1b[31m",
            "\u202e\u200b\ufeff",
            "Z" * 6000,
            "1R-1" * 300,
            "9" * 40,
            "-1",
            "0",
        ]
    ),
)


def _stored(database, game_id: int) -> list:
    """Everything the store keeps of a game, as another process reads it."""
    return [
        rows(database, "SELECT * FROM games WHERE id = ?", game_id),
        rows(database, "SELECT * FROM seats WHERE game_id = ? ORDER BY seat", game_id),
        rows(database, "SELECT * FROM moves WHERE game_id = ? ORDER BY ply", game_id),
    ]


async def _game(world):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    return table, w.bot.config.database


@FUZZ
@given(notation=NASTY)
async def test_any_typed_move_is_answered_and_changes_nothing_it_should_not(world, notation):
    w = world
    table = w.bot.service.table_in_channel(w.channel.id)
    if table is None:
        table, _ = await _game(w)
    database = w.bot.config.database
    legal = {str(m) for m in table.game.legal_moves()}
    assume(notation.strip().upper() not in {m.upper() for m in legal})
    before = _stored(database, table.id)
    mover = w.ana if table.seats[table.to_act].user_id == w.ana.id else w.bo
    for person in (mover, w.cy):  # the player to act, and someone not playing
        result = await person.slash(w.channel, "azul move", notation=notation)
        assert result.acknowledged and private(result)
        assert answer(result).content  # a sentence, not silence
    assert _stored(database, table.id) == before


@FUZZ
@given(typed=NASTY)
async def test_any_player_typed_for_a_board_is_answered(world, typed):
    w = world
    table = w.bot.service.table_in_channel(w.channel.id)
    if table is None:
        table, _ = await _game(w)
    database = w.bot.config.database
    before = _stored(database, table.id)
    # The free-text options (the others are choices, numbers, people and files).
    for person in (w.ana, w.cy):
        board = await person.slash(w.channel, "azul board", player=typed[:100] or "x")
        assert board.acknowledged and private(board)
        assert answer(board).content or answer(board).attachments
    assert _stored(database, table.id) == before


CUSTOM_IDS = st.one_of(
    st.builds(
        "azul:{}:{}:{}:{}".format,
        st.sampled_from(["m", "s", "ok", "l", "v", "h", "rm", "rp", "b", "r", "t", "c", "vr"]),
        st.integers(min_value=0, max_value=10**19).map(str),
        st.integers(min_value=0, max_value=10**6).map(str),
        st.text(alphabet=string.ascii_letters + string.digits + ".:-_", max_size=40),
    ),
    st.text(alphabet=string.printable, max_size=100),
    st.sampled_from(
        [
            "azul:m:1:0:",
            "azul:m:1:9999:a.b.c",
            "azul:l:1:start",
            "azul:l:99999:join",
            "azul:v:g1:0:a",
            "azul:v:f99999:0:a",
            "azul:v:g99999999999999999999:5:c",
            "azul:h:0:azul:999999:n",
            "azul:h:0:bogus:0:n",
            "azul:rm:1",
            "azul:rp:99999",
            "azul:ok:1:0:x",
            # Numbers past what the database's integers hold (2**63) and Python reads.
            "azul:h:" + "9" * 30 + ":azul:0:n",
            "azul:h:0:all:" + "9" * 30 + ":p",
            "azul:v:f" + "9" * 30 + ":" + "9" * 30 + ":c",
            "azul:vr:g" + "9" * 30,
            "azul:s:1:0:" + "9" * 30 + ":",
            "azul:c:" + "9" * 30,
        ]
    ),
)


@FUZZ
@given(
    custom_id=CUSTOM_IDS,
    value=st.sampled_from(["0", "1", "99999", "x", "", "K.1", "~", "~x", "~" + "9" * 30, "9" * 30]),
)
async def test_forged_button_ids_are_answered_and_change_nothing(world, custom_id, value):
    """A click whose `custom_id` was forged (another game, another ply, nonsense) on the live
    table: the bot answers it (or, for an id no control of ours has, Discord's client would
    never have sent it: nothing happens) and the game stays as it was."""
    w = world
    table = w.bot.service.table_in_channel(w.channel.id)
    if table is None:
        table, _ = await _game(w)
    database = w.bot.config.database
    assume(not custom_id.startswith(f"azul:m:{table.id}:{table.ply}:"))  # a real choice
    assume(not custom_id.startswith(f"azul:ok:{table.id}:{table.ply}:"))
    assume(not custom_id.startswith((f"azul:l:{table.id}:", "azul:rm:")))
    before = _stored(database, table.id)
    message = live_message(w.channel, table)
    ours = any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in DYNAMIC_ITEMS)
    for person in (w.cy, w.ana):  # a spectator, and a player
        click = await forged_click(w.env, person, message, custom_id, value)
        # An id no control of ours has is not ours to answer; one of ours always is.
        assert click.acknowledged == ours, custom_id
        if ours and [*click.followups, click.response] != [None]:
            shown = answer(click)
            assert shown.content or shown.attachments
    assert _stored(database, table.id) == before


RECORD_VALUES = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text()),
    lambda inner: st.one_of(
        st.lists(inner, max_size=5), st.dictionaries(st.text(max_size=10), inner, max_size=5)
    ),
    max_leaves=20,
)
BASE = {
    "format": "azul-record/1",
    "edition": "azul",
    "side": "colour",
    "players": ["Ana", "Bo"],
    "seed": 5,
    "moves": ["1B-1"],
}


@FUZZ
@given(
    field=st.sampled_from([*BASE, "draws", "result"]),
    value=RECORD_VALUES,
    cut=st.integers(min_value=0, max_value=400),
)
async def test_any_record_file_is_answered(world, field, value, cut):
    """`/azul replay file:` with records broken every way: wrong types in any field, truncated
    anywhere. Always one private sentence; never an unhandled error."""
    w = world
    record = dict(BASE, **{field: value})
    try:
        data = json.dumps(record).encode()
    except (TypeError, ValueError):
        data = b"{}"
    for sent in (data, data[:cut]):
        result = await w.ana.slash(w.channel, "azul replay", file=("r.json", sent))
        assert result.acknowledged and private(result)
        assert answer(result).content
