"""Turn timers over the wire: three people, a 2-second timer, one of them never moves. The
game finishes by itself and every move is in the export."""

from __future__ import annotations

import asyncio
import contextlib
import random

import rules
from bench.players import Table, TurnError, is_final, move_controls


async def test_a_game_with_an_absent_player_finishes_by_itself(sim, world, bots):
    await bots.start(AZUL_TURN_TIMERS="2s,5m")
    table = Table(
        sim,
        world.channel,
        world.ana,
        guests=(world.bo, world.cy),
        computers=0,
        edition="azul",
        rng=random.Random(5),
        timeout=30,
    )
    opened = await sim.slash(world.ana, world.channel, "azul new", timer="2s")
    lobby = sim.reply_of(opened)
    assert "Turn timer: 2 seconds" in lobby.content
    game_id = int(lobby.custom_ids()[0].split(":")[2])
    for guest in (world.bo, world.cy):
        await sim.click(guest, lobby, f"azul:l:{game_id}:join")
    await sim.click(world.ana, lobby, f"azul:l:{game_id}:start")
    table.game_id, table.lobby = game_id, lobby
    absent = world.cy
    deadline = asyncio.get_running_loop().time() + 240
    last = None
    while asyncio.get_running_loop().time() < deadline:
        posts = [m for m in sim.channel_messages(world.channel) if m.ephemeral_to is None]
        newest = posts[-1]
        if is_final(newest) and "Game over" in newest.content:
            break
        if newest.id != last and move_controls(newest):
            last = newest.id
            user = table.to_act(newest)
            if user is not absent:
                table.tables.append(newest)
                # On a loaded machine their 2 seconds may run out first: the game goes on.
                with contextlib.suppress(TurnError):
                    await table.move_by_clicks(user)
                continue
        await asyncio.sleep(0.1)
    final = [m for m in sim.channel_messages(world.channel) if m.ephemeral_to is None][-1]
    assert "Game over" in final.content, final.content
    record = await table.export()
    # A last click that came as the timer played for its person: the timer's move stands (the
    # table after the click tells it, and the person is told their board is out of date), so
    # that move is not theirs to look for in the record.
    table.moves = [m for m in table.moves if not _timer_played(sim, world.channel, m)]
    assert table.lost_moves(record) == []
    texts = [m.content for m in sim.channel_messages(world.channel)]
    assert any("cy's time ran out twice in a row" in t for t in texts)
    timed_out = sum(t.count("(time ran out: played by the computer)") for t in texts)
    assert timed_out >= 2
    # Every move is in the export and replays to the end.
    replayed = rules.replay(record).game
    assert replayed.is_over and len(record["moves"]) == len(replayed.history)


def _timer_played(sim, channel, move) -> bool:
    shown = next(m for m in sim.channel_messages(channel) if m.id == move.message_id)
    return any(
        line.startswith("⏰") and move.user in line and "time ran out" in line
        for line in shown.content.splitlines()
    )
