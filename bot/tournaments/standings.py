"""Tournament points and standings, from the results of a tournament's games.

**Points by place** (`place_points`): the winner of a table scores `WIN` (6), the last 0, the
places between evenly spaced: 6/0 at a table of two, 6/3/0 at three, 6/4/2/0 at four, so a table
of any size gives its players 3 on average. Players sharing a place share its points (a draw
of two: 3 each). A bye scores `BYE` (3, a table's average).

**Places** are the game's own (`bot/store/ratings.py: places`): the winners (the rules'
tie-break included) first, the others by score, equal scores sharing a place, whoever resigned
last. An adjudicated table (the organiser's deadline passed) is placed by its scores at that
moment alone.

**Standings** (`standings`): tournament points, then opponents' points (the sum, over every
game, of the final points of each opponent met there), then total score (the sum of a player's
game scores), then head-to-head among those still level (at every table where two of them met,
the better placed gets 1, a shared place ½ each), then rating at the start. Players level on
everything before rating share their rank. A player who withdrew keeps their results and their
place in the standings (marked), and so do their opponents.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

WIN = 6.0
BYE = 3.0


@dataclass(frozen=True)
class Result:
    """One finished (or adjudicated) table: players in seat order, their scores and places."""

    round: int
    players: tuple[int, ...]
    scores: tuple[int, ...]
    places: tuple[int, ...]  # 1 is first; equal numbers share a place
    adjudicated: bool = False


@dataclass(frozen=True)
class Player:
    id: int
    rating: float = 1500.0
    withdrawn: bool = False


@dataclass
class Row:
    player: int
    rank: int = 0
    points: float = 0.0
    opponents_points: float = 0.0
    total_score: int = 0
    head_to_head: float = 0.0
    games: int = 0
    byes: int = 0
    withdrawn: bool = False
    rating: float = 1500.0
    opponents: list[int] = field(default_factory=list)  # one entry per opponent per game

    def key(self) -> tuple[float, float, int, float]:
        """What ranks a row, before rating (rows equal here share a rank)."""
        return (self.points, self.opponents_points, self.total_score, self.head_to_head)


def place_points(seat_places: Sequence[int]) -> list[float]:
    """Tournament points of each seat: place q of s is worth WIN * (s - q) / (s - 1); seats
    sharing a place share the points of the places they take together."""
    s = len(seat_places)
    if s < 2:
        raise ValueError("a table has at least two players")

    def worth(q: int) -> float:
        return WIN * (s - q) / (s - 1)

    out = []
    for place in seat_places:
        sharing = sum(1 for p in seat_places if p == place)
        out.append(sum(worth(q) for q in range(place, place + sharing)) / sharing)
    return out


def standings(
    players: Sequence[Player], results: Iterable[Result], byes: Iterable[int] = ()
) -> list[Row]:
    """Every player's row, best first (see the module's docstring for the order). `byes` has
    one entry per bye given (a player's id)."""
    rows = {p.id: Row(p.id, withdrawn=p.withdrawn, rating=p.rating) for p in players}
    results = list(results)
    for result in results:
        for seat, (pid, pts) in enumerate(
            zip(result.players, place_points(result.places), strict=True)
        ):
            row = rows[pid]
            row.points += pts
            row.total_score += result.scores[seat]
            row.games += 1
            row.opponents.extend(p for p in result.players if p != pid)
    for pid in byes:
        rows[pid].points += BYE
        rows[pid].byes += 1
    for row in rows.values():
        row.opponents_points = sum(rows[o].points for o in row.opponents)
    ordered = sorted(rows.values(), key=lambda r: r.key()[:3], reverse=True)
    final: list[Row] = []
    for _, group in itertools.groupby(ordered, key=lambda r: r.key()[:3]):
        level = list(group)
        if len(level) > 1:
            _head_to_head(level, results)
        final.extend(sorted(level, key=lambda r: (-r.head_to_head, -r.rating, r.player)))
    for i, row in enumerate(final):
        shares = i and final[i - 1].key() == row.key()
        row.rank = final[i - 1].rank if shares else i + 1
    return final


def _head_to_head(level: list[Row], results: Sequence[Result]) -> None:
    """Each row's head-to-head score against the others of `level` (see the module's docstring)."""
    ids = {r.player for r in level}
    score: dict[int, float] = defaultdict(float)
    for result in results:
        here = [
            (pid, place)
            for pid, place in zip(result.players, result.places, strict=True)
            if pid in ids
        ]
        for (a, pa), (b, pb) in itertools.combinations(here, 2):
            if pa < pb:
                score[a] += 1
            elif pb < pa:
                score[b] += 1
            else:
                score[a] += 0.5
                score[b] += 0.5
    for row in level:
        row.head_to_head = score[row.player]
