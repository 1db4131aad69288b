"""After a game, through the real discord.py: rematch, history pages, replays (of a game and of
a record file), ratings on the final message, stats and the leaderboard."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from PIL import Image

from bot.store.ratings import Rating, player_key, rate

from .finished import finish_game
from .helpers import (
    answer,
    controls,
    first_round_to_the_floor,
    live_message,
    played_out,
    private,
    said,
    start_game,
)

RECORDS = Path(__file__).parent.parent / "fixtures" / "records"


def _ids(message) -> list[str]:
    return [c["custom_id"] for c in controls(message) if "custom_id" in c]


async def _image(message) -> Image.Image:
    (attachment,) = message.attachments
    return Image.open(io.BytesIO(await attachment.read()))


async def test_rematch_turns_the_seats_keeps_the_settings_and_waits_for_everyone(world):
    w = world
    old = await played_out(w, w.ana, [w.bo], computers=1, side="grey", timer="5m")
    final = live_message(w.channel, old)
    # The final message says how the ratings moved, for people and the computer alike.
    assert "Ratings: " in final.content
    assert all(seat.name in final.content.split("Ratings: ")[1] for seat in old.seats)

    stranger = await w.cy.click(final, label="Rematch")
    assert private(stranger)
    assert said(stranger) == f"Only the players of game #{old.id} can ask for its rematch."

    asked = await w.bo.click(final, label="Rematch")
    assert asked.acknowledged and not private(asked)
    lobby = answer(asked)
    turned = old.seats[1:] + old.seats[:1]
    assert f"A rematch of game #{old.id}" in lobby.content
    assert f"the turn order shifted by one: {turned[0].name} starts" in lobby.content
    assert f"<@{w.ana.id}>: press **Join** to keep your seat." in lobby.content
    new = w.bot.service.table_in_channel(w.channel.id)
    assert new.id != old.id and new.rematch_of == old.id and new.host_id == w.bo.id
    assert [s.user_id for s in new.seats] == [s.user_id for s in turned]
    assert [s.pending for s in new.seats] == [s.user_id == w.ana.id for s in turned]
    assert (new.edition, new.side, new.turn_timer, new.locale) == (
        old.edition,
        old.side,
        old.turn_timer,
        old.locale,
    )

    again = await w.ana.click(final, label="Rematch")  # the channel has its rematch already
    assert private(again) and "already" in said(again)

    early = await w.bo.click(lobby, label="Start")
    assert private(early)
    assert said(early) == "Waiting for ana to press **Join** (or **Leave**) first."

    confirmed = await w.ana.click(lobby, label="Join")
    assert confirmed.acknowledged
    assert not any(s.pending for s in new.seats)
    started = await w.bo.click(lobby, label="Start")
    assert started.acknowledged
    # The order is the rotated one: no new draw of who starts.
    assert [s.user_id for s in new.seats] == [s.user_id for s in turned]
    assert new.game.side == "grey" and new.status == "active"


async def test_history_pages_with_buttons_and_filters(world):
    w = world
    service = w.bot.service
    games = []
    for i in range(12):
        people = (
            [(w.ana.id, "ana"), (w.bo.id, "bo")] if i % 3 else [(w.cy.id, "cy"), (w.di.id, "di")]
        )
        games.append(
            await finish_game(
                service, guild_id=w.guild.id, channel_id=w.channel.id, people=people, seed=i
            )
        )
    shown = await w.ana.slash(w.channel, "azul history")
    assert private(shown)
    first = answer(shown)
    lines = first.content.splitlines()
    assert lines[0] == "📜 **Finished games**: 12 games, page 1 of 2"
    assert [line.split("**")[1] for line in lines[1:11]] == [f"#{g.id}" for g in games[::-1][:10]]
    newest = games[-1]
    winner = newest.seats[newest.game.winners[0]].name
    assert f"🏆 {winner} {newest.game.scores[newest.game.winners[0]]}" in lines[1]
    assert "<t:" in lines[1]  # a date each reader sees in their own way
    older = await w.ana.click(first, label="Older")
    page2 = answer(older)
    assert page2.content.splitlines()[0].endswith("page 2 of 2")
    assert [line.split("**")[1] for line in page2.content.splitlines()[1:3]] == [
        f"#{games[1].id}",
        f"#{games[0].id}",
    ]
    newer = await w.ana.click(page2, label="Newer")
    assert answer(newer).content.splitlines()[0].endswith("page 1 of 2")

    cy = await w.ana.slash(w.channel, "azul history", user=w.cy)
    assert said(cy).splitlines()[0] == "📜 **Finished games of cy**: 4 games, page 1 of 1"
    assert not controls(answer(cy))  # one page: no buttons
    none = await w.ana.slash(w.channel, "azul history", edition="summer-pavilion")
    assert said(none) == "No finished games (Azul: Summer Pavilion) on this server yet."


async def test_replay_steps_first_last_jump_and_past_the_end(world):
    w = world
    table = await finish_game(
        w.bot.service,
        guild_id=w.guild.id,
        channel_id=w.channel.id,
        people=[(w.ana.id, "ana"), (w.bo.id, "bo")],
    )
    total = len(table.game.history)
    opened = await w.bo.slash(w.channel, "azul replay", game=table.id)
    assert private(opened)
    message = answer(opened)
    lines = message.content.splitlines()
    assert lines[0].startswith(f"🎞️ Replay of game #{table.id}: Azul, coloured side · ")
    assert lines[1] == f"Move 0 of {total} · round 1"
    assert lines[2].startswith("The start: ")
    assert (await _image(message)).size[0] > 400
    assert _ids(message)[:4] == [
        f"azul:v:g{table.id}:0:a",
        f"azul:v:g{table.id}:0:b",
        f"azul:v:g{table.id}:1:c",
        f"azul:v:g{table.id}:{total}:d",
    ]
    (first_button, back) = [c for c in controls(message) if c.get("emoji")][:2]
    assert first_button.get("disabled") and back.get("disabled")

    forward = await w.bo.click(message, custom_id=f"azul:v:g{table.id}:1:c")
    step = answer(forward)
    assert step.content.splitlines()[1] == f"Move 1 of {total} · round 1"
    assert " took " in step.content.splitlines()[2]  # the move that led here, narrated

    last = await w.bo.click(step, custom_id=f"azul:v:g{table.id}:{total}:d")
    end = answer(last)
    assert end.content.splitlines()[1].startswith(f"Move {total} of {total}")
    assert "🏆" in end.content
    scores = " · ".join(f"{n} {v}" for n, v in zip(table.names, table.game.scores, strict=True))
    assert end.content.splitlines()[-1] == f"Final scores: {scores}"
    assert [c.get("disabled", False) for c in controls(end) if c.get("emoji")][2:] == [True, True]

    (menu,) = [c for c in controls(end) if c["type"] == 3]
    round_two = next(o for o in menu["options"] if o["label"] == "Round 2")["value"]
    jumped = await w.bo.select(end, [round_two], custom_id=menu["custom_id"])
    assert answer(jumped).content.splitlines()[1] == f"Move {round_two} of {total} · round 2"

    # A forged or stale step past the end shows the end.
    past = await w.bo.click(end, custom_id=f"azul:v:g{table.id}:{total}:d")
    assert answer(past).content.splitlines()[1].startswith(f"Move {total} of {total}")
    from bot.lookback.replays import position

    record = table.game.record()
    assert position(record, total + 50, "en").ply == total


async def test_replay_refuses_running_games_and_other_servers_games(world):
    w = world
    running = await start_game(w, w.ana, joiners=[w.bo])
    refused = await w.ana.slash(w.channel, "azul replay", game=running.id)
    assert private(refused)
    assert said(refused) == (
        f"Game #{running.id} is still being played: its replay opens when it ends."
    )
    elsewhere = await finish_game(
        w.bot.service, guild_id=w.guild.id + 1, channel_id=77, people=[(5, "x"), (6, "y")]
    )
    hidden = await w.ana.slash(w.channel, "azul replay", game=elsewhere.id)
    assert said(hidden) == f"I know no game #{elsewhere.id}."
    neither = await w.ana.slash(w.channel, "azul replay")
    assert said(neither).startswith("Name a game (`game:`) or attach a record file")


async def test_replay_of_a_record_file_good_and_bad(world):
    w = world
    path = RECORDS / "pavilion-grey-3p-09.json"
    record = json.loads(path.read_text())
    good = await w.cy.slash(w.channel, "azul replay", file=(path.name, path.read_bytes()))
    assert private(good)
    message = answer(good)
    assert message.content.startswith(
        f"🎞️ Replay of {path.name}: Azul: Summer Pavilion, grey side · "
    )
    ids = _ids(message)
    source = ids[0].split(":")[2]
    assert source.startswith("f")
    step = await w.cy.click(message, custom_id=ids[3])  # ⏭
    assert f"Move {len(record['moves'])} of {len(record['moves'])}" in said(step)

    truncated = path.read_bytes()[:200]
    bad = await w.cy.slash(w.channel, "azul replay", file=("cut.json", truncated))
    assert private(bad)
    assert said(bad).startswith("That file is not a game record: it is not JSON (line ")

    wrong = dict(record, players="Ana")
    typed = await w.cy.slash(
        w.channel, "azul replay", file=("typed.json", json.dumps(wrong).encode())
    )
    assert said(typed) == (
        "That file is not a game record I can read: players must be a list of 2 to 4 names."
    )

    illegal = dict(record, moves=[*record["moves"][:6], "9Z9", *record["moves"][7:]])
    refused = await w.cy.slash(
        w.channel, "azul replay", file=("illegal.json", json.dumps(illegal).encode())
    )
    assert said(refused).startswith("Move 6 (9Z9) of that record cannot be played: ")

    nested = b"[" * 100_000 + b"]" * 100_000
    deep = await w.cy.slash(w.channel, "azul replay", file=("deep.json", nested))
    assert said(deep).startswith("That file is")


async def test_stats_and_leaderboard(world):
    w = world
    service = w.bot.service
    for i in range(3):
        await finish_game(
            service,
            guild_id=w.guild.id,
            channel_id=8000 + i,
            people=[(w.ana.id, "ana"), (w.bo.id, "bo")],
            computers=["easy"] if i == 2 else (),
            seed=i,
        )
    stats = await w.ana.slash(w.channel, "azul stats")
    assert private(stats)
    message = answer(stats)
    lines = message.content.splitlines()
    assert lines[0] == "📊 **ana** on this server"
    assert lines[1].startswith("**Azul**: 3 games, ")
    assert lines[2].startswith("Rating ") and "(3 rated games)" in lines[2]
    image = await _image(message)
    assert image.size[0] >= 600 and image.size[1] >= 200

    nobody = await w.ana.slash(w.channel, "azul stats", user=w.cy)
    assert said(nobody) == "cy has not finished a game on this server yet."

    board = await w.cy.slash(w.channel, "azul leaderboard", min_games=1)
    assert private(board)
    message = answer(board)
    lines = message.content.splitlines()
    assert lines[0] == "🏅 **Azul**: the best players of this server"
    ranked = lines[1:4]
    assert {line.split(" — ")[0].split(". ", 1)[1] for line in ranked} == {
        "ana",
        "bo",
        "🤖 Easy",
    }
    assert lines[-1].startswith("Players with at least 1 game. The rating is")
    assert (await _image(message)).size[0] >= 600
    strict = await w.cy.slash(w.channel, "azul leaderboard")  # the default: 5 games
    assert said(strict) == "Nobody has 5 rated games of Azul on this server yet."


@pytest.mark.parametrize("players", [2, 3, 4])
async def test_ratings_move_on_the_final_message_with_ties(world, players):
    """A first round with every tile on the floor (nobody scores), then everyone but the last
    person resigns: the last one wins, and the others share a place (0 points each), so their
    ratings move alike."""
    w = world
    people = [w.ana, w.bo, w.cy, w.di][:players]
    table = await start_game(w, people[0], joiners=people[1:])
    await first_round_to_the_floor(w, table, people)
    assert table.game.scores == [0] * players
    for person in people[:-1]:
        assert (await person.slash(w.channel, "azul resign")).acknowledged
    assert table.status == "resigned"
    last = w.channel.history()[-1].content.splitlines()
    changes = dict(
        re.fullmatch(r"(\w+) (\d+) \(([+-]\d+)\)", part).group(1, 3)
        for part in last[-1].removeprefix("Ratings: ").split(" · ")
    )
    winner = people[-1].name
    expected = rate(
        [(player_key(p.id, None), Rating()) for p in people],
        [2 if p is not people[-1] else 1 for p in people],
    )
    for person in people:
        after = round(expected[player_key(person.id, None)].shown)
        assert int(changes[person.name]) == after - 1000
    assert int(changes[winner]) > 0
    losers = {changes[p.name] for p in people[:-1]}
    assert len(losers) == 1 and int(losers.pop()) < 0  # a shared place: the same change
    shown = await people[0].slash(w.channel, "azul stats")
    assert "(1 rated game)" in said(shown)
