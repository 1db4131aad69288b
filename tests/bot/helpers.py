"""Driving the bot like people do: slash commands and clicks on what the bot shows."""

from __future__ import annotations

import asyncio
import random
import re
from typing import Any

from simcord.results import to_discord_message

from bot.games.guide import Guide, decode_path
from bot.games.table import Table


async def open_lobby(w, host, where=None, **options: Any):
    result = await host.slash(where or w.channel, "azul new", **options)
    assert result.acknowledged
    return result


async def add_computer(host, lobby, level: str = "easy"):
    """Add computer player, then pick its level in the menu shown to the host."""
    asked = await host.click(lobby, label="Add computer player")
    assert asked.acknowledged and asked.ephemeral
    picker = asked.response
    (menu,) = [c for c in controls(picker) if c["type"] == 3]
    chosen = await host.select(picker, [level], custom_id=menu["custom_id"])
    assert chosen.acknowledged
    return chosen


async def start_game(
    w,
    host,
    joiners=(),
    computers: int = 0,
    channel=None,
    level: str = "easy",
    where=None,
    **options: Any,
) -> Table:
    """`/azul new` (in `where`, by default the world's channel), Join, Add computer player,
    Start: the running table."""
    result = await open_lobby(w, host, where, **options)
    lobby = result.response
    if options.get("thread"):
        lobby = newest(channel or w.channel.threads[-1])
    for person in joiners:
        assert (await person.click(lobby, label="Join")).acknowledged
    for _ in range(computers):
        await add_computer(host, lobby, level)
    started = await host.click(lobby, label="Start")
    assert started.acknowledged
    channel_id = lobby.channel_id if hasattr(lobby, "channel_id") else lobby.channel.id
    table = w.bot.service.table_in_channel(channel_id) or last_table(w)
    assert table.status in ("active", "finished")
    return table


def last_table(w) -> Table:
    tables = w.bot.service.tables
    return tables[max(tables)]


def _posted(channel) -> list:
    """The channel's messages in SimCord's store that everyone sees, oldest first, not yet
    made into discord.py messages: `history()` makes every one of them each time it is
    called, so that asking for the newest after every move of a game cost a test seconds."""
    stored = channel._env.backend.messages.get(channel.id, {}).values()
    return sorted((m for m in stored if m.visible_to(None)), key=lambda m: m.id)


def newest(channel):
    """`channel.history()[-1]`, without making the others."""
    posted = _posted(channel)
    assert posted, f"nothing was posted in {channel}"
    return to_discord_message(channel._env, posted[-1])


def find_message(channel, message_id: int):
    for message in reversed(_posted(channel)):
        if message.id == message_id:
            return to_discord_message(channel._env, message)
    raise AssertionError(f"message {message_id} is not in {channel}")


def live_message(channel, table: Table):
    return find_message(channel, table.turn_message_id)


def controls(message) -> list[dict]:
    """Interactive components of a message (discord.Message or simcord ResponseMessage) as
    dicts with type, custom_id, label, options, disabled."""
    out = []
    rows = message.components
    for row in rows:
        children = row["components"] if isinstance(row, dict) else row.children
        for c in children:
            if isinstance(c, dict):
                out.append(c)
            else:
                out.append(
                    {
                        "type": int(c.type.value),
                        "custom_id": c.custom_id,
                        "label": getattr(c, "label", None),
                        "options": [
                            {"value": o.value, "label": o.label} for o in getattr(c, "options", [])
                        ],
                        "disabled": getattr(c, "disabled", False),
                    }
                )
    return out


def move_controls(message, table: Table) -> list[dict]:
    prefixes = (f"azul:m:{table.id}:", f"azul:s:{table.id}:")
    return [c for c in controls(message) if str(c.get("custom_id", "")).startswith(prefixes)]


def control_path(custom_id: str) -> tuple[str, ...]:
    return decode_path(custom_id.rsplit(":", 1)[1])


async def play_by_clicks(actor, channel, table: Table, move: str, until=None) -> list:
    """Play `move` by clicking through the guided controls, from the live turn message
    (or stop at the first answer for which `until(answer)` is true). Returns the interaction
    results."""
    # "=" ends a path that other moves continue (Summer Pavilion: keep these tiles, no more).
    target = (*Guide.for_game(table.game).path_of(move), "=")
    ply = table.ply
    message = live_message(channel, table)
    results = []
    for _ in range(12):
        candidates = []
        for c in move_controls(message, table):
            path = control_path(c["custom_id"])
            if c["type"] == 2 and target[: len(path)] == path:
                candidates.append((len(path), c))
            elif c["type"] == 3 and target[: len(path)] == path:
                candidates.append((len(path) + 1, c))
        assert candidates, f"no control leads to {move} ({target}) in {controls(message)}"
        _, best = max(candidates, key=lambda x: x[0])
        if best["type"] == 2:
            result = await actor.click(message, custom_id=best["custom_id"])
        else:
            path = control_path(best["custom_id"])
            values = {o["value"] for o in best["options"]}
            value = target[len(path)]
            if value not in values:  # on another page of the select
                value = next(v for v in values if v.startswith("~"))
            result = await actor.select(message, [value], custom_id=best["custom_id"])
        assert result.acknowledged
        results.append(result)
        if table.ply != ply or table.status != "active":
            return results
        assert result.response is not None, "the step did not answer"
        if until is not None and until(result.response):
            return results
        message = result.response
    raise AssertionError(f"{move} was not played after 12 clicks")


def good_move(table: Table) -> str:
    """A reproducible, not-too-silly move for the player to act: seeded random among the moves
    that fill pattern lines best (Azul), avoiding the floor and passing while something else is
    legal. Keeps test games as short as real ones without depending on rules.ai."""
    game = table.game
    moves = [str(m) for m in game.legal_moves()]
    if game.edition == "azul" and game.phase == "draft":
        state = game.to_dict()
        scores = {m: _fill_score(state, m) for m in moves}
        best = max(scores.values())
        moves = [m for m in moves if scores[m] == best]
    nice = [m for m in moves if not m.endswith("-F") and not m.startswith("pass")]
    return random.Random(table.ply).choice(nice or moves)


def _fill_score(state: dict, move: str) -> int:
    source, colour, target = re.match(r"(.)(.)-(.)", move).groups()
    if target == "F":
        return -10
    tiles = state["centre"] if source == "C" else state["factories"][int(source) - 1]
    count = tiles.count(colour)
    room = int(target) - len(state["boards"][state["turn"]]["lines"][int(target) - 1])
    return min(count, room) - 2 * max(0, count - room)


def person(w, table: Table, seat: int):
    """The world's person sitting in `seat`."""
    return {p.id: p for p in (w.ana, w.bo, w.cy, w.di)}[table.seats[seat].user_id]


def actors_by_id(*people) -> dict[int, Any]:
    return {p.id: p for p in people}


def answer(result):
    """The bot's last answer to an interaction: a follow-up if any, else the response (the
    first follow-up after "thinking…" replaces the response)."""
    message = result.followups[-1] if result.followups else result.response
    assert message is not None, "the interaction got no answer"
    return message


def said(result) -> str:
    return answer(result).content


def private(result) -> bool:
    return answer(result).ephemeral


def _component_event(env, actor, message, data: dict, components: list | None = None):
    """Emit the INTERACTION_CREATE of a component of `message` (showing `components` in place
    of its own, when given) without waiting for the bot; its result, to look at later."""
    from simcord import interactions as sim
    from simcord.backend import serializers
    from simcord.results import InteractionResult

    backend = env.backend
    channel_id = message.channel_id if hasattr(message, "channel_id") else message.channel.id
    stored = backend.get_message(channel_id, message.id)
    record, payload = sim.base_payload(
        backend,
        type=3,  # MESSAGE_COMPONENT
        channel_id=channel_id,
        guild_id=actor.guild.id,
        user_id=actor.id,
        data=data,
    )
    shown = dict(serializers.message_payload(backend, stored))
    if components is not None:
        shown["components"] = components
    payload["message"] = shown
    record.source_message_id = stored.id
    backend.emit("INTERACTION_CREATE", payload)
    return InteractionResult(env, record)


async def click_twice_at_once(env, actor, message, custom_id: str) -> list:
    """Two clicks on one button before the bot has answered either.

    SimCord's actors wait for the bot after every action, so a double click is built from its
    lower layer: both INTERACTION_CREATE events are emitted, then the bot is let run.
    """
    data = {"custom_id": custom_id, "component_type": 2}
    results = [_component_event(env, actor, message, data) for _ in range(2)]
    await env.settle()
    return results


# custom_id prefixes of our menus
SELECTS = ("azul:s:", "azul:c:", "azul:t:", "azul:vr:", "azul:k:")


async def forged_click(env, actor, message, custom_id: str, value: str = "0"):
    """A click on a control with `custom_id`, as if `message` carried it: what a client
    replaying an old or doctored message would send (Discord itself only passes ids the message
    has, so this is the worst a client can do). Menus get `value` chosen."""
    if custom_id.startswith(SELECTS):
        component = {
            "type": 3,
            "custom_id": custom_id,
            "options": [{"label": value or "?", "value": value}],
        }
        data = {"custom_id": custom_id, "component_type": 3, "values": [value]}
    else:
        component = {"type": 2, "style": 1, "label": "?", "custom_id": custom_id}
        data = {"custom_id": custom_id, "component_type": 2}
    row = [{"type": 1, "components": [component]}]
    result = _component_event(env, actor, message, data, row)
    await env.settle()
    return result


async def first_round_to_the_floor(w, table: Table, people, channel=None) -> None:
    """Play the first round by `/azul move` with every tile to the floor: nobody scores (a
    score never drops below 0), and afterwards the first round is over (a game is rated only
    then). People only: computers' seats would move by themselves."""
    acting = actors_by_id(*people)
    while table.status == "active" and table.game.round == 1:
        move = next(str(m) for m in table.game.legal_moves() if str(m).endswith("-F"))
        actor = acting[table.seats[table.to_act].user_id]
        assert (await actor.slash(channel or w.channel, "azul move", notation=move)).acknowledged
    assert table.game.round == 2


async def played_out(w, host, joiners, computers=0, **options):
    """A game started in `w.channel` and played to its end by clicks (computers by themselves)."""
    table = await start_game(w, host, joiners=joiners, computers=computers, **options)
    people = actors_by_id(host, *joiners)
    while table.status == "active":
        actor = people[table.seats[table.to_act].user_id]
        await play_by_clicks(actor, w.channel, table, good_move(table))
    return table


def emit_slash(env, actor, channel, name: str, **options):
    """Send `/name` with `options` without waiting for the bot, as SimCord's `slash` does but
    for its settling: several commands sent this way reach the bot at once (a burst). Its
    result, to look at once the bot has settled (`await env.settle()`)."""
    from simcord import actors
    from simcord import interactions as sim
    from simcord.enums import AppCommandType, InteractionType
    from simcord.results import InteractionResult

    parts = name.split()
    root = actors._resolve_visible_command(actor, channel.id, parts[0], AppCommandType.CHAT_INPUT)
    leaf, nesting = sim.walk_to_subcommand(root, parts[1:])
    leaf_options, resolved = sim.build_options(actor, name, leaf, options, channel_id=channel.id)
    data = {
        "id": root["id"],
        "name": root["name"],
        "type": root.get("type", AppCommandType.CHAT_INPUT),
        "options": sim.nest_options(root, nesting, leaf_options),
    }
    if resolved:
        data["resolved"] = resolved
    record, payload = sim.base_payload(
        env.backend,
        type=InteractionType.APPLICATION_COMMAND,
        channel_id=channel.id,
        guild_id=actor.guild.id,
        user_id=actor.id,
        data=data,
    )
    env.backend.emit("INTERACTION_CREATE", payload)
    return InteractionResult(env, record)


async def answered_while_held(env, click) -> asyncio.Task:
    """Start `click` (a coroutine) while the test holds what its handler waits for, and return
    its task once the bot has answered the interaction (a deferral), the click still waiting;
    fails if no answer comes within 10 s (a loaded machine)."""

    def answers() -> int:
        return sum(r.method == "POST" and r.path.endswith("/callback") for r in env.http_requests)

    before = answers()
    task = asyncio.create_task(click)
    for _ in range(1000):
        if answers() > before:
            break
        await asyncio.sleep(0.01)
    assert answers() == before + 1, "not answered while held"
    assert not task.done()
    return task
