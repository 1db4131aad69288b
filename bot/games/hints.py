"""`/azul hint`'s work, so that asking again and again costs nothing and crowds out nobody.

- A hint is deterministic (its seed is the decision's, `computer.move_seed`), so an answer is
  kept per position and level and given again at once: the position is the game, its ply and
  the moves that led there (after a take-back the same ply can be another position).
- One hint in flight per person: asking again before the answer came is refused.
- Hints think on the analysis capacity (`bot.analysis`), at most `queue` of them waiting beyond
  its slots; one more is refused with "busy, try again in N s", N from how long hints take.
"""

from __future__ import annotations

import asyncio
import hashlib
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from ..i18n.errors import UserError
from ..runtime import thinking
from ..runtime.analysis import HINT, Analysis, Busy
from .computer import move_seed

if TYPE_CHECKING:
    from rules import BaseGame

    from .table import Table

Advice = tuple[str, list[tuple[str, dict[str, Any]]]]  # the move, the parts of its reason

KEPT = 1024  # answers kept (least recently asked first out)
QUEUE = 8  # hints that may wait for a slot


def position_key(table: Table, level: str) -> tuple[int, int, str, bytes]:
    assert table.game is not None, "a hint is for a game that has started"
    moves = "\n".join(table.game.moves).encode()
    return table.id, table.ply, level, hashlib.blake2b(moves, digest_size=16).digest()


class Hints:
    def __init__(self, analysis: Analysis, *, queue: int = QUEUE, kept: int = KEPT) -> None:
        self.analysis = analysis
        self.queue = queue
        self.kept = kept
        self._answers: OrderedDict[tuple, Advice] = OrderedDict()
        self._asking: dict[int, asyncio.Task] = {}  # person → their hint in flight
        self.thought = 0  # hints worked out (not given from those kept)

    def ask(self, table: Table, user_id: int, level: str) -> asyncio.Future[Advice]:
        """The hint for the player to act in `table` at `level`, to be awaited; refused at once
        (`UserError`) when the asker already waits for one or too many wait."""
        key = position_key(table, level)
        known = self._answers.get(key)
        if known is not None:
            self._answers.move_to_end(key)
            done: asyncio.Future[Advice] = asyncio.get_running_loop().create_future()
            done.set_result(known)
            return done
        if user_id in self._asking:
            raise UserError("error.hint_in_flight")
        if len(self._asking) >= self.analysis.slots + self.queue:
            raise Busy(self.wait(level))
        seed = move_seed(table.seed, table.ply)
        assert table.game is not None  # position_key said so
        task = asyncio.create_task(self._think(key, table.game.copy(), level, seed))
        self._asking[user_id] = task
        task.add_done_callback(lambda _: self._asking.pop(user_id, None))
        return task

    def wait(self, level: str) -> float:
        """Seconds until a hint leaves the queue: the first running one ends, or, when reviews
        hold every slot, the first of those and then a hint."""
        if self.analysis.running("hint:"):
            return self.analysis.next_free("hint:")
        return self.analysis.next_free() + self.analysis.expected(f"hint:{level}")

    async def _think(self, key: tuple, game: BaseGame, level: str, seed: int) -> Advice:
        advice = await self.analysis.run(f"hint:{level}", HINT, thinking.explain, game, level, seed)
        self.thought += 1
        self._answers[key] = advice
        while len(self._answers) > self.kept:
            self._answers.popitem(last=False)
        return advice
