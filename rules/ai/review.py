"""Reviewing a game: for every decision of a record, what the move played gave up against the
best move found, in points of expected final margin (the seat's score minus the best other
seat's).

Each decision is judged from the position before it, with what its player could know: every
look into the future replaces the record's draws with seeded ones (determinisation), so the
tiles the record drew later are never read. A move's value is the mean margin over a set of
futures: the move, then the edition's rollout policy to the end of the round, then the rules'
tiling and the edition's static evaluation of what the boards may still become (the final
scores when the game ends on the way). Every candidate meets the same futures (common random
numbers), so their differences are much surer than their values.

The futures are played by the compiled kernels of hard's search (`native.futures`, numba),
about 40 times cheaper than in Python, wherever they hold the edition (`compiled_futures`);
otherwise, and as the reference the tests hold them to, by the Python engine (`_value_sum`).
A future draws the same tiles both ways (it seeds `SeededDraws`); the rollout's noise comes
from another stream in the kernels, so the two agree in distribution, not future by future.

Candidates are screened by successive halving: every move worth searching (all of them in
Azul) is valued on `iterations // 4` futures; the best `FINALISTS`, and the move played, on
`iterations`. The loss is then measured on `MEASURED * iterations` fresh futures, the move
found best against the move played: the futures that chose the best move favour it (the largest
of several noisy means is too large), so losses measured on them leaned high (by 3-6 % of the
points lost a round on test games). The review is deterministic for a record and its options:
the futures come from `seed` and the ply.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..base import BaseGame
from ..editions import new_game
from ..records import replay
from ..rng import SeededDraws
from .adapters import EditionAI, adapter
from .mcts import ROUND_CAP, playout

if TYPE_CHECKING:
    from ..editions import Move

# Changes with how moves are judged, so that reviews kept by the bot under older judging are
# made anew (2: losses measured on fresh futures; 3: futures compiled, 400 a finalist, losses
# measured on four times as many).
METHOD = 3
# Futures per finalist; the screen uses a quarter of them. With 400 (and `MEASURED` 4) the same
# record reviewed under two seeds gets the same verdict for 96 % of its moves (docs/ai.md).
DEFAULT_ITERATIONS = 400
FINALISTS = 6
# A loss is measured on this many times `iterations` fresh futures: most verdicts that changed
# with the seed kept their best move and had a loss near a threshold, and measuring a pair of
# moves is cheap beside the screen.
MEASURED = 4
NOISE = 0.5  # of the rollout policy: between its best guess and a spread of plausible play

# Verdicts by the points of expected margin given up (a floor tile costs 1 to 3 points).
THRESHOLDS = (("best", 0.5), ("good", 1.0), ("inaccuracy", 2.0), ("mistake", 4.0))
WORST = "blunder"
ACCURACY_SCALE = 5.0  # a move's accuracy is exp(-loss / this): 1 point lost 82 %, 5 points 37 %


def verdict(loss: float) -> str:
    for name, below in THRESHOLDS:
        if loss < below:
            return name
    return WORST


@dataclass(frozen=True, slots=True)
class Judgement:
    """One decision of the record."""

    ply: int
    seat: int
    played: str
    best: str
    loss: float  # points of expected margin given up against `best`; 0 for forced moves
    verdict: str | None  # None for a forced move: it is never judged
    forced: bool
    round: int
    expected: float | None = None  # the mover's expected final margin after the move played

    def line(self) -> dict[str, Any]:
        return {
            "ply": self.ply,
            "seat": self.seat,
            "played": self.played,
            "best": self.best,
            "loss": round(self.loss, 2),
            "verdict": self.verdict,
            "forced": self.forced,
        }


@dataclass(slots=True)
class SeatSummary:
    seat: int
    name: str
    judged: int = 0
    forced: int = 0
    lost: float = 0.0
    accuracy_sum: float = 0.0
    verdicts: dict[str, int] = field(default_factory=dict)
    costliest: list[Judgement] = field(default_factory=list)

    def add(self, j: Judgement) -> None:
        if j.forced:
            self.forced += 1
            return
        self.judged += 1
        self.lost += j.loss
        self.accuracy_sum += math.exp(-j.loss / ACCURACY_SCALE)
        assert j.verdict is not None
        self.verdicts[j.verdict] = self.verdicts.get(j.verdict, 0) + 1
        self.costliest = sorted([*self.costliest, j], key=lambda k: (-k.loss, k.ply))[:3]

    @property
    def accuracy(self) -> float:
        return 100.0 * self.accuracy_sum / self.judged if self.judged else 100.0

    def line(self, rounds: int) -> dict[str, Any]:
        return {
            "summary": True,
            "seat": self.seat,
            "name": self.name,
            "accuracy": round(self.accuracy, 1),
            "lost_per_round": round(self.lost / max(rounds, 1), 2),
            "judged": self.judged,
            "forced": self.forced,
            "verdicts": {name: self.verdicts.get(name, 0) for name, _ in THRESHOLDS}
            | {WORST: self.verdicts.get(WORST, 0)},
            "costliest": [
                {"ply": j.ply, "played": j.played, "best": j.best, "loss": round(j.loss, 2)}
                for j in self.costliest
            ],
        }


@dataclass(slots=True)
class Review:
    judgements: list[Judgement]
    summaries: list[SeatSummary]
    rounds: int

    def lines(self) -> list[dict[str, Any]]:
        return [j.line() for j in self.judgements] + [s.line(self.rounds) for s in self.summaries]


def review(
    record: dict[str, Any],
    *,
    seat: int | None = None,
    iterations: int = DEFAULT_ITERATIONS,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    compiled: bool | None = None,
) -> Review:
    """Judge every decision of `record` (of `seat` only, if given). `progress(done, total)` is
    called after each move. `compiled`: the futures played by the compiled kernels (True), in
    Python (False), or by the kernels wherever they hold the edition (None). Raises RecordError
    for a record that does not replay, ValueError for options that do not fit it."""
    plies = decisions(record, seat)
    judgements = judge_plies(
        record, plies, iterations=iterations, seed=seed, progress=progress, compiled=compiled
    )
    return summarise(record, judgements, seat)


def decisions(record: dict[str, Any], seat: int | None = None) -> list[int]:
    """The plies to judge: every move of the record, or those of `seat`. Checks the record
    replays (RecordError) and the seat exists (ValueError)."""
    replay(record)
    names = list(record["players"])
    if seat is not None and not 0 <= seat < len(names):
        raise ValueError(f"seat must be 0 to {len(names) - 1}")
    game = _start(record)
    plies = []
    for ply, notation in enumerate(record["moves"]):
        if seat is None or game.turn == seat:
            plies.append(ply)
        game.play(notation)
    return plies


def judge_plies(
    record: dict[str, Any],
    plies: list[int],
    *,
    iterations: int = DEFAULT_ITERATIONS,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    compiled: bool | None = None,
) -> list[Judgement]:
    """The judgements of the moves at `plies` of a record known to replay, in order: all of a
    review, or a piece that a worker process does alone (the bot hands out a review in pieces,
    to tell how far it is). `progress(done, total)` after each move of the record; `compiled`
    as for `review`."""
    if iterations < 4:
        raise ValueError("iterations must be at least 4")
    game = _start(record)
    ai = adapter(game)
    if compiled is None:
        compiled = compiled_futures(game.edition)
    wanted = set(plies)
    moves = record["moves"]
    out = []
    for ply, notation in enumerate(moves[: max(plies, default=-1) + 1]):
        if ply in wanted:
            out.append(judge(game, notation, ply, ai, iterations, seed, compiled))
        game.play(notation)
        if progress is not None:
            progress(ply + 1, len(moves))
    return out


def summarise(
    record: dict[str, Any], judgements: list[Judgement], seat: int | None = None
) -> Review:
    """The review of a record from the judgements of its decisions (of `seat` only, if given)."""
    names = list(record["players"])
    summaries = [SeatSummary(i, names[i]) for i in range(len(names))]
    for judgement in judgements:
        summaries[judgement.seat].add(judgement)
    chosen = summaries if seat is None else [summaries[seat]]
    return Review(judgements, chosen, replay(record).game.round)


def _start(record: dict[str, Any]) -> BaseGame:
    return replay({**record, "moves": [], "result": None, "round_scores": None}).game


def judge(
    position: BaseGame,
    notation: str,
    ply: int,
    ai: EditionAI,
    iterations: int,
    seed: int,
    compiled: bool = False,
) -> Judgement:
    """The decision `notation` of the player to act in `position` (which is left unchanged);
    `compiled`: its futures played by the compiled kernels (the edition must be one they hold)."""
    seat = position.turn
    assert seat is not None  # a decision: somebody is to act
    legal = position.legal_moves()
    played = _find(legal, notation)
    if len(legal) == 1:
        return Judgement(
            ply=ply,
            seat=seat,
            played=str(played),
            best=str(played),
            loss=0.0,
            verdict=None,
            forced=True,
            round=position.round,
        )
    base = position.copy()
    base.history = []  # never read here; keeps every copy cheap
    base.draw_log = []
    sums = _compiled_sums(base, seat) if compiled else _python_sums(base, seat, ai)
    futures = _futures(seed, ply, (1 + MEASURED) * iterations)
    chosen_on, measured_on = futures[:iterations], futures[iterations:]
    candidates = _with(ai.candidates(base), played)
    screen = max(2, iterations // 4)
    totals = dict(zip(map(str, candidates), sums(candidates, chosen_on[:screen]), strict=True))
    ranked = sorted(candidates, key=lambda m: -totals[str(m)])
    finalists = _with(ranked[:FINALISTS], played)
    more = dict(zip(map(str, finalists), sums(finalists, chosen_on[screen:]), strict=True))
    means = {m: (totals[m] + v) / iterations for m, v in more.items()}
    best = max(finalists, key=lambda m: (means[str(m)], str(m) == str(played)))
    if str(best) == str(played):  # no loss to measure: the expected margin, on fewer futures
        pair, measured_on = [played], measured_on[:iterations]
    else:
        pair = [played, best]
    measured = [v / len(measured_on) for v in sums(pair, measured_on)]
    expected = measured[0]
    loss = measured[-1] - expected
    if loss < 1e-9:
        best, loss = played, 0.0  # on fresh futures the move found best is no better
    return Judgement(
        ply=ply,
        seat=seat,
        played=str(played),
        best=str(best),
        loss=loss,
        verdict=verdict(loss),
        forced=False,
        round=position.round,
        expected=expected,
    )


@functools.cache
def compiled_futures(edition: str) -> bool:
    """Whether a review of `edition` plays its futures compiled: numba is installed and the
    compiled kernels hold the edition (`native.editions.COMPILED_EDITIONS`). If so, loads them
    (numba's cache, or compiled: once a process), the futures' own kernel with them."""
    try:
        from .native import editions, load  # numba only where it is used
    except ImportError:
        return False
    if edition not in editions.COMPILED_EDITIONS:
        return False
    load()
    game = new_game(edition, 2, seed=1)
    _compiled_sums(game, 0)(game.legal_moves()[:1], [1])
    return True


# Value sums of moves over futures: for each move, the mover's margin summed over the futures.
Sums = Callable[[Sequence["Move | str"], list[int]], list[float]]


def _python_sums(base: BaseGame, seat: int, ai: EditionAI, noise: float = NOISE) -> Sums:
    """The reference: every future played by the Python engine and policy."""
    return lambda moves, futures: [_value_sum(base, m, seat, ai, futures, noise) for m in moves]


def _compiled_sums(base: BaseGame, seat: int, noise: float = NOISE) -> Sums:
    """The same futures played by the compiled kernels (`native.futures`): the same deals (a
    future seeds the draws as `SeededDraws` does), another stream for the rollout's noise."""
    import numpy as np

    from .native import editions
    from .native.futures import value_sums
    from .native.header import DEAL_UNTIL

    array = editions.encode(base)
    array[DEAL_UNTIL] = -1  # as `base.copy()`: a move that ends the round deals the next one

    def sums(moves: Sequence[Move | str], futures: list[int]) -> list[float]:
        codes = [
            editions.encode_move(base, base.parse_move(m) if isinstance(m, str) else m)
            for m in moves
        ]
        out = value_sums(
            array,
            np.array(codes, np.int64),
            np.array(futures, np.uint64),
            seat,
            noise,
            ROUND_CAP,
        )
        return [float(v) for v in out]

    return sums


def _find(legal: Sequence[Move], notation: str) -> Move | str:
    for move in legal:
        if str(move) == notation:
            return move
    return notation  # a notation the engine reads another way (replay checked it is legal)


def _with(moves: Sequence[Move | str], move: Move | str) -> Sequence[Move | str]:
    return moves if any(str(m) == str(move) for m in moves) else [*moves, move]


def _futures(seed: int, ply: int, count: int) -> list[int]:
    rng = random.Random(f"review:{seed}:{ply}")
    return [rng.getrandbits(63) for _ in range(count)]


def _value_sum(
    base: BaseGame,
    move: Move | str,
    seat: int,
    ai: EditionAI,
    futures: list[int],
    noise: float = NOISE,
) -> float:
    total = 0.0
    for future in futures:
        state = base.copy()
        state.draws = SeededDraws(future)  # never the record's: the future is unknown
        state.play(move)
        playout(state, ai, random.Random(future), 0, noise)
        values = ai.values(state)
        total += values[seat] - max(v for i, v in enumerate(values) if i != seat)
    return total
