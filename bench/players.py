"""Playing the Azul bot through the simulator as people do: `/azul new`, lobby buttons, the guided
move controls (buttons, selects, ephemeral steps), `/azul move` with autocomplete, `/azul export`.

This module knows the bot's conventions (custom_id shapes, the mention of the player to act);
the simulator in `fakediscord/` knows only Discord. The end-to-end tests, the load benchmark and
the demo play through it.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import time
from dataclasses import dataclass, field

from fakediscord.gateway import NotConnected
from fakediscord.interactions import SimUsageError
from fakediscord.models import (
    DEFERRED_MESSAGE,
    DEFERRED_UPDATE,
    LOADING,
    MESSAGE,
    UPDATE,
    Channel,
    Interaction,
    Message,
    User,
)
from fakediscord.sim import FakeDiscord

MOVE_PREFIXES = ("azul:m:", "azul:s:")
QUIET = {"F", "pass"}  # legal but rarely wanted: the floor, passing


class TurnError(AssertionError):
    """The bot answered a player with something other than the next step or the move."""


@dataclass
class PlayedMove:
    game_id: int
    ply: int
    user: str
    path: tuple[str, ...] = ()  # the tokens of the guided controls, or
    notation: str | None = None  # the text typed into /azul move
    clicks: int = 0
    ack_latencies: list[float] = field(default_factory=list)
    image_latency: float | None = None  # last click sent → new table image received
    message_id: int = 0  # the turn message the move produced


def move_controls(message: Message) -> list[dict]:
    return [c for c in message.controls() if str(c.get("custom_id", "")).startswith(MOVE_PREFIXES)]


def _seats(lobby: str) -> int:
    """How many sit at a lobby, from its post ("Seats (2/4):")."""
    found = re.search(r"\((\d)/4\)", lobby)
    return int(found[1]) if found else 0


def is_public_image(message: Message) -> bool:
    """A public table post: posted with an image (which the next table post may take off, as
    `/azul settings server images:latest` has it, the default)."""
    return message.ephemeral_to is None and not message.deleted and bool(message.posted_images)


AFTER_GAME = ("azul:rm:", "azul:rp:", "azul:rv:")  # Rematch, Replay, Review: a game that has ended


def is_final(message: Message) -> bool:
    """A game's last table: posted with an image and no controls but those of AFTER_GAME (every
    turn comes with at least "My board"; the controls of older turns are taken off later, so
    look at the message as it was posted)."""
    posted = [
        str(c.get("custom_id", ""))
        for row in message.posted_components
        for c in row.get("components", [])
    ]
    return is_public_image(message) and all(i.startswith(AFTER_GAME) for i in posted)


def control_ply(custom_id: str) -> tuple[int, int]:
    parts = custom_id.split(":")
    return int(parts[2]), int(parts[3])


def control_path(custom_id: str) -> tuple[str, ...]:
    tail = custom_id.rsplit(":", 1)[1]
    return tuple(tail.split(".")) if tail else ()


class Table:
    """One game in one channel, from the lobby to the final table."""

    def __init__(
        self,
        sim: FakeDiscord,
        channel: Channel,
        host: User,
        *,
        guests: tuple[User, ...] = (),
        computers: int = 1,
        edition: str = "azul",
        side: str = "colour",
        level: str = "easy",
        rng: random.Random | None = None,
        think: float = 0.0,
        timeout: float = 30.0,
        options: dict[str, object] | None = None,
    ) -> None:
        self.sim, self.channel, self.host = sim, channel, host
        self.options = options or {}  # more options of `/azul new` (e.g. language="is")
        self.guests, self.computers, self.level = guests, computers, level
        self.edition, self.side = edition, side
        self.rng = rng or random.Random(0)
        self.think = think
        self.timeout = timeout  # for any single wait
        self.people = {u.id: u for u in (host, *guests)}
        self.game_id = 0
        self.lobby: Message | None = None
        self.tables: list[Message] = []  # every public table image, in order
        self.moves: list[PlayedMove] = []  # the people's moves, acknowledged
        self.acks: list[float] = []  # every interaction's acknowledgement time

    @property
    def last(self) -> Message:
        return self.tables[-1]

    @property
    def finished(self) -> bool:
        return bool(self.tables) and is_final(self.last)

    # -- lobby ------------------------------------------------------------------------------

    async def open(self) -> Message:
        """`/azul new`, everyone joins, computers sit down, Start: the first table."""
        sim = self.sim
        opened = await self._track(
            lambda: sim.slash(
                self.host,
                self.channel,
                "azul new",
                edition=self.edition,
                side=self.side,
                **self.options,
            )
        )
        lobby = sim.reply_of(opened)
        if lobby is None or not lobby.custom_ids():
            raise TurnError(f"/azul new did not open a lobby: {lobby and lobby.content!r}")
        self.lobby = lobby
        self.game_id = int(lobby.custom_ids()[0].split(":")[2])
        for guest in self.guests:
            await self._lobby_click(guest, "join")
        for _ in range(self.computers):
            asked = await self._lobby_click(self.host, "cpu")
            picker = await self._level_picker(asked)
            if picker is not None:  # several levels: a select, for the host only
                if self.think:
                    await asyncio.sleep(self.think)
                await self._track(
                    lambda p=picker: sim.select(
                        self.host, p, f"azul:c:{self.game_id}", [self.level]
                    )
                )
        await self._lobby_click(self.host, "start")
        first = await sim.wait_for_message(
            is_public_image, self.timeout, channel=self.channel, after=lobby
        )
        self.tables.append(first)
        return first

    async def _level_picker(self, asked: Interaction) -> Message | None:
        """The level select the host was shown for "Add computer player": the answer itself,
        or, the game busy a moment (the previous computer still sitting down), a follow-up to
        the click deferred meanwhile; None where there is one level and the computer sat down.
        (Taking only the answer, `--players 4` silently sat fewer computers.)"""
        if asked.response_type == MESSAGE:
            return self.sim.reply_of(asked)
        if asked.response_type != DEFERRED_UPDATE:
            return None
        assert self.lobby is not None
        select = f"azul:c:{self.game_id}"
        seated = _seats(self.lobby.content)

        def answered(m: Message) -> bool:
            if m.interaction_id == asked.id and select in m.custom_ids():
                return True
            return m.id == self.lobby.id and _seats(m.content) > seated

        shown = await self.sim.wait_for_message(answered, self.timeout, channel=self.channel)
        return None if shown.id == self.lobby.id else shown

    async def _lobby_click(self, user: User, action: str):
        assert self.lobby is not None
        if self.think:
            await asyncio.sleep(self.think)
        inter = await self._track(
            lambda: self.sim.click(user, self.lobby, f"azul:l:{self.game_id}:{action}")
        )
        reply = self.sim.reply_of(inter)
        if inter.response_type == MESSAGE and reply is not None and not reply.components:
            raise TurnError(f"lobby {action} by {user.name} refused: {reply.content!r}")
        return inter

    # -- playing ----------------------------------------------------------------------------

    def to_act(self, message: Message) -> User | None:
        """The person the table message asks to move (mentioned, with move controls)."""
        if not move_controls(message):
            return None
        for user in self.people.values():
            if user.mention in message.content:
                return user
        raise TurnError(f"move controls but nobody of {list(self.people)} is asked to move")

    async def play(self, *, max_tables: int = 2000, by_command_every: int = 0) -> None:
        """Play to the end: people move when asked (by clicks; every `by_command_every`-th of
        their moves with `/azul move` and autocomplete instead), computers by themselves."""
        if not self.tables:
            await self.open()
        human_moves = 0
        for _ in range(max_tables):
            if self.finished:
                return
            user = self.to_act(self.last)
            if user is None:
                nxt = await self.sim.wait_for_message(
                    is_public_image, self.timeout, channel=self.channel, after=self.last
                )
                self.tables.append(nxt)
                continue
            human_moves += 1
            if self.last.deleted or (by_command_every and human_moves % by_command_every == 0):
                # A moderator may have deleted the live table: a person types the move then.
                await self.move_by_command(user)
                continue
            try:
                await self.move_by_clicks(user)
            except SimUsageError:
                if not self.last.deleted:  # deleted between the person's clicks
                    raise
                await self.move_by_command(user)
        raise TurnError(f"game {self.game_id} did not end within {max_tables} tables")

    async def move_by_clicks(self, user: User, choose=None) -> PlayedMove:
        """One move through the guided controls of the live table and the ephemeral steps."""
        start = self.last
        message = start
        move = PlayedMove(self.game_id, 0, user.name)
        for _ in range(16):  # a move takes at most ~8 steps (Summer Pavilion with bonus tiles)
            control, values = (choose or self._choose)(message)
            if self.think:
                await asyncio.sleep(self.think)
            custom_id = control["custom_id"]
            if values is None:
                inter = await self._track(lambda m=message, c=custom_id: self.sim.click(user, m, c))
                move.path = control_path(custom_id)
            else:
                inter = await self._track(
                    lambda m=message, c=custom_id, v=values: self.sim.select(user, m, c, v)
                )
                move.path = (*control_path(custom_id), *values)
            move.game_id, move.ply = control_ply(custom_id)
            move.clicks += 1
            move.ack_latencies.append(inter.ack_latency or 0.0)
            reply = self.sim.reply_of(inter)
            if inter.response_type in (MESSAGE, UPDATE) and reply is not None:
                if not move_controls(reply):
                    raise TurnError(f"{user.name}'s click {custom_id} answered {reply.content!r}")
                message = reply
                continue
            if inter.response_type != DEFERRED_UPDATE:
                raise TurnError(f"{custom_id}: unexpected answer type {inter.response_type}")
            table = await self._next_table(start, inter.id)
            move.image_latency = table.created_mono - inter.sent_at
            move.message_id = table.id
            self.moves.append(move)
            self.tables.append(table)
            return move
        raise TurnError(f"{user.name}'s move did not finish within 16 steps")

    async def press(self, user: User, message: Message) -> Interaction:
        """One step of `user`'s move on `message` (chosen as `move_by_clicks` does), once
        Discord has its answer (which may be a deferral)."""
        control, values = self._choose(message)
        if values is None:
            return await self.sim.click(user, message, control["custom_id"])
        return await self.sim.select(user, message, control["custom_id"], values)

    def _choose(self, message: Message) -> tuple[dict, list[str] | None]:
        """A random step, avoiding the floor and passing when there is anything else."""
        options: list[tuple[dict, list[str] | None, str]] = []
        for c in move_controls(message):
            if c["type"] == 2:
                path = control_path(c["custom_id"])
                options.append((c, None, path[-1] if path else ""))
            elif c["type"] == 3:
                for o in c.get("options", []):
                    if not o["value"].startswith("~"):  # "More…" pages
                        options.append((c, [o["value"]], o["value"]))
        if not options:
            raise TurnError(f"no move controls on {message.id}: {message.content!r}")
        preferred = [o for o in options if o[2] not in QUIET] or options
        control, values, _ = self.rng.choice(preferred)
        return control, values

    async def play_until(self, human_moves: int) -> None:
        """Play until the people have made `human_moves` moves and a person is asked to move
        (the computers' tables are collected on the way)."""
        while True:
            user = self.to_act(self.last)
            if user is not None:
                if len(self.moves) >= human_moves:
                    return
                await self.move_by_clicks(user)
            else:
                self.tables.append(
                    await self.sim.wait_for_message(
                        is_public_image, self.timeout, channel=self.channel, after=self.last
                    )
                )

    async def click_until_posting(self, user: User, message: Message) -> None:
        """Click through the steps of one move from `message` until the bot stops answering
        with another step: the last click is deferred while the bot posts the new table."""
        for _ in range(16):
            control, values = self._choose(message)
            cid = control["custom_id"]
            if values is None:
                inter = await self._track(lambda m=message, c=cid: self.sim.click(user, m, c))
            else:
                inter = await self._track(
                    lambda m=message, c=cid, v=values: self.sim.select(user, m, c, v)
                )
            if self.sim.reply_of(inter) is None:
                return
            message = self.sim.reply_of(inter)
        raise TurnError("a move took more than 16 steps")

    async def move_by_command(self, user: User, ply: int | None = None) -> PlayedMove:
        """`/azul move` with a value picked from the autocomplete suggestions (`ply`: the
        move's index, when the live table does not tell it)."""
        start = self.last
        if ply is None:
            ply = control_ply(move_controls(start)[0]["custom_id"])[1]
        if self.think:
            await asyncio.sleep(self.think)
        t0 = time.monotonic()
        choices = await self._track(
            lambda: self.sim.autocomplete(user, self.channel, "azul move", "notation", "")
        )
        self.acks.append(time.monotonic() - t0)
        if not choices:
            raise TurnError("/azul move offered no suggestions")
        preferred = [c for c in choices if not str(c["value"]).endswith("-F")] or choices
        notation = str(self.rng.choice(preferred)["value"])
        if self.think:
            await asyncio.sleep(self.think)
        inter = await self._track(
            lambda: self.sim.slash(user, self.channel, "azul move", notation=notation)
        )
        if inter.response_type != DEFERRED_MESSAGE:
            reply = self.sim.reply_of(inter)
            raise TurnError(f"/azul move {notation}: {reply and reply.content!r}")
        table = await self._next_table(start, inter.id)
        move = PlayedMove(self.game_id, ply, user.name, notation=notation, clicks=1)
        move.ack_latencies.append(inter.ack_latency or 0.0)
        move.image_latency = table.created_mono - inter.sent_at
        move.message_id = table.id
        self.moves.append(move)
        self.tables.append(table)
        return move

    async def _next_table(self, after: Message, interaction_id: int) -> Message:
        """The table the move produces, or a TurnError with what the bot said instead (its
        answer to the interaction, e.g. an apology)."""

        def answer(m: Message) -> bool:
            said = m.interaction_id == interaction_id and not m.flags & LOADING
            return said or is_public_image(m)

        found = await self.sim.wait_for_message(
            answer, self.timeout, channel=self.channel, after=after
        )
        if is_public_image(found):
            return found
        # The answer may be "you played …", sent once the table is out: then the table is here.
        tables = [m for m in self.sim.channel_messages(self.channel) if m.id > after.id]
        tables = [m for m in tables if is_public_image(m)]
        if tables:
            return tables[0]
        raise TurnError(f"the move was answered with {found.content!r}")

    async def _track(self, send):
        """`send()` an interaction, again and again while the bot (its shard) is down — a
        person clicks again when Discord says the interaction failed — for up to `timeout`."""
        deadline = time.monotonic() + self.timeout
        while True:
            try:
                inter = await send()
                break
            except NotConnected:
                if time.monotonic() > deadline:
                    raise
                await asyncio.sleep(0.5)
        if getattr(inter, "ack_latency", None) is not None:
            self.acks.append(inter.ack_latency)
        return inter

    # -- after the game ---------------------------------------------------------------------

    async def export(self, user: User | None = None) -> dict:
        """The game record, through `/azul export` (an ephemeral JSON attachment)."""
        inter = await self._track(
            lambda: self.sim.slash(user or self.host, self.channel, "azul export")
        )
        reply = self.sim.reply_of(inter)
        files = [a for a in (reply.attachments if reply else []) if a.filename.endswith(".json")]
        if not files or files[0].data is None:
            raise TurnError(f"/azul export sent no record: {reply and reply.content!r}")
        return json.loads(files[0].data)

    @staticmethod
    def forced_moves(record: dict) -> int:
        """How many moves of the record were the only legal move: the bot plays those at once
        and tells them in the same post as the move before, so they get no table of their own."""
        import rules

        # The start of the game, with the record's own draws (it may have no seed yet).
        game = rules.replay({**record, "moves": [], "result": None, "round_scores": None}).game
        forced = 0
        for move in record["moves"]:
            forced += len(game.legal_moves()) == 1
            game.play(move)
        return forced

    def expected_tables(self, record: dict) -> int:
        """The first table, then one per move a person or a computer chose."""
        return 1 + len(record["moves"]) - self.forced_moves(record)

    def lost_moves(self, record: dict) -> list[PlayedMove]:
        """The people's acknowledged moves that the record does not hold at their ply."""
        from bot.games.guide import DONE, adapter_for  # the bot's own reading of its controls

        adapter = adapter_for(record["edition"])
        moves = record["moves"]
        lost = []
        for move in self.moves:
            if move.ply >= len(moves):
                lost.append(move)
            elif move.notation is not None:
                if moves[move.ply] != move.notation:
                    lost.append(move)
            else:
                # The clicked path may stop early: the bot completes single-choice steps itself.
                written = tuple(t.value for t in adapter.tokens(moves[move.ply]))
                clicked = tuple(v for v in move.path if v != DONE)
                if written[: len(clicked)] != clicked:
                    lost.append(move)
        return lost
