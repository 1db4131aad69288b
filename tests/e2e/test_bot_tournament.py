"""A tournament over the wire: nine people sign up and check in on the post, a Swiss of three
rounds at tables of three is played in threads with 2-second turn timers, one person never
moves (the timer and then a computer play for them), the bot is killed and restarted between
rounds, and the final standings come out with every table's result."""

from __future__ import annotations

import asyncio
import contextlib
import random

from bench.players import Table, TurnError, is_final, move_controls
from fakediscord.models import LOADING

NAMES = ("ed", "fay", "gus", "hal", "ivy")


def _public(sim, channel) -> list:
    return [m for m in sim.channel_messages(channel) if m.ephemeral_to is None]


def _find(sim, channel, needle: str):
    return next((m for m in reversed(_public(sim, channel)) if needle in m.content), None)


async def _answer(sim, inter) -> str:
    """What the person was told (the answer is deferred first, then said)."""
    said = await sim.wait_for_message(
        lambda m: m.interaction_id == inter.id and not m.flags & LOADING, 10
    )
    return said.content


async def _wait_for(sim, channel, needle: str, timeout: float = 60.0):
    deadline = asyncio.get_running_loop().time() + timeout
    while asyncio.get_running_loop().time() < deadline:
        found = _find(sim, channel, needle)
        if found is not None:
            return found
        await asyncio.sleep(0.1)
    raise AssertionError(
        f"no post with {needle!r}: {[m.content[:80] for m in _public(sim, channel)]}"
    )


async def _threads_without_an_end(sim, tables, timeout: float) -> list:
    """The game threads still without their final post after up to `timeout` seconds."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        waiting = [
            t
            for t in tables.threads()
            if not any(is_final(m) and "Game over" in m.content for m in _public(sim, t))
        ]
        if not waiting or asyncio.get_running_loop().time() > deadline:
            return waiting
        await asyncio.sleep(0.1)


class Tables:
    """Every game thread of the tournament, played by its people when their turn is asked."""

    def __init__(self, sim, parent, people: dict[int, object], absent) -> None:
        self.sim, self.parent, self.people, self.absent = sim, parent, people, absent
        self.tables: dict[int, Table] = {}  # thread id → its game
        self.last: dict[int, int] = {}  # thread id → the newest post acted on

    def threads(self) -> list:
        return [c for c in self.sim.channels.values() if c.parent_id == self.parent.id]

    async def step(self) -> bool:
        """One move wherever a person (not the absent one) is asked; whether any was made."""
        moved = False
        for thread in self.threads():
            posts = _public(self.sim, thread)
            if not posts:
                continue
            newest = posts[-1]
            if (
                newest.id == self.last.get(thread.id)
                or is_final(newest)
                or not move_controls(newest)
            ):
                continue
            table = self.tables.get(thread.id)
            if table is None:
                host = next(iter(self.people.values()))
                table = Table(
                    self.sim,
                    thread,
                    host,
                    guests=(),
                    computers=0,
                    rng=random.Random(thread.id),
                    timeout=30,
                )
                table.people = dict(self.people)
                table.game_id = int(move_controls(newest)[0]["custom_id"].split(":")[2])
                self.tables[thread.id] = table
            user = table.to_act(newest)
            self.last[thread.id] = newest.id
            if user is None or user is self.absent:
                continue
            table.tables.append(newest)
            # On a loaded machine their 2 seconds may run out first: the game goes on.
            with contextlib.suppress(TurnError):
                await table.move_by_clicks(user)
            moved = True
        return moved


async def test_a_nine_person_swiss_with_an_absent_player_and_a_restart(sim, world, bots):
    await bots.start(AZUL_TURN_TIMERS="2s,5m")
    people = [world.ana, world.bo, world.cy, world.di]
    for name in NAMES:
        user = sim.add_user(name)
        sim.add_member(world.guild, user)
        people.append(user)
    org = world.ana  # a player too; every member here has Manage Server
    created = await sim.slash(
        org,
        world.channel,
        "azul tournament create",
        name="Autumn Swiss",
        format="swiss",
        table_size=3,
        timer="2s",
        rounds=3,
        signup="1h",
    )
    post = sim.reply_of(created)
    assert "Autumn Swiss" in post.content and "Sign-up is open" in post.content
    tid = int(post.custom_ids()[0].split(":")[2])
    for person in people:
        answer = await _answer(sim, await sim.click(person, post, f"azul:tn:{tid}:signup"))
        assert "You are signed up" in answer
    await sim.slash(org, world.channel, "azul tournament start")
    ping = await _wait_for(sim, world.channel, "Check-in for **Autumn Swiss** is open")
    assert all(p.mention in ping.content for p in people)
    for person in people:
        await sim.click(person, post, f"azul:tn:{tid}:checkin")
    # Everyone checked in: round 1 starts without waiting for the check-in to close.
    await _wait_for(sim, world.channel, "round 1 of 3")

    absent = world.di
    tables = Tables(sim, world.channel, {p.id: p for p in people}, absent)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 420
    restarted = False
    while loop.time() < deadline:
        if _find(sim, world.channel, "is over. Final standings") is not None:
            break
        if (
            not restarted
            and _find(sim, world.channel, "Round 1 of **Autumn Swiss** is over") is not None
        ):
            # Between rounds the bot is killed (kill -9) and started again on the same store.
            bots.started[-1].kill()
            await bots.start(AZUL_TURN_TIMERS="2s,5m")
            restarted = True
            continue
        if not await tables.step():
            await asyncio.sleep(0.1)
    final = _find(sim, world.channel, "is over. Final standings")
    assert final is not None, [m.content[:100] for m in _public(sim, world.channel)][-10:]
    assert restarted
    assert final.attachments and final.attachments[0].filename.endswith(".png")
    # All nine are in the standings, the absent one too (a computer played their turns).
    for p in people:
        assert p.name in final.content
    for round_no in (1, 2, 3):
        results = [
            m for m in _public(sim, world.channel) if f"of round {round_no} is over" in m.content
        ]
        assert len(results) == 3, (round_no, [m.content for m in results])
    texts = [m.content for thread in tables.threads() for m in _public(sim, thread)]
    assert any("di's time ran out" in t for t in texts)
    # Three rounds of three tables each: nine game threads, each game finished. A table's
    # result is collected as its last move is committed, while its thread's final picture is
    # still being drawn: the last game's end may come out just after the final standings.
    unfinished = await _threads_without_an_end(sim, tables, timeout=30)
    assert not unfinished, {
        t.name: [(m.content[:60], is_final(m)) for m in _public(sim, t)[-3:]] for t in unfinished
    }
    # And no other thread: a table opened as the bot was killed got its game in its own thread.
    assert len(tables.threads()) == 9
