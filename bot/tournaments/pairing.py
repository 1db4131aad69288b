"""Who sits at which table in a round: Swiss, round robin and knockout, for 2–4 players a table.

Pure: players are ids with what pairing needs to know of their past (`Entrant`); a round is its
tables, each a seat order, and its byes (`Round`). Nothing here knows Discord or the store.

**Table sizes** (`table_sizes`): as many tables of the chosen size as the count allows, the rest
one seat smaller (two, once, where nothing else seats everyone), never a table of one; byes only
where nothing seats everyone (an odd count at tables of 2).

**Swiss** (`swiss_round`): the standings order (tournament points, then rating: round 1 is seeded
by rating) is cut into tables from the top, Monrad-style: each table takes the highest player not
yet seated and the nearest players below who have met none of its players. A search (`_Search`)
backtracks where that fails, so a repeat happens only where no pairing without one exists (or
where, in a large field, the search's budget ran out first: then greedy tables, repaired by
swaps between tables). First seats are balanced on the way, second only to avoiding repeats:
each round gives a first seat to the players with the fewest so far, at most one of them a
table where they are fewer than the tables (`Fewest`), so that no player has more than one
first seat more than another. Byes go to the players with the fewest byes, among them those
with the most first seats (a bye is a round without one), then the lowest-ranked.

**Round robin** (`round_robin`, up to 8 players): every pair meets. At tables of 2 the circle
method (n − 1 rounds, or n with a bye each when n is odd); at tables of 3 or 4, rounds chosen by
search to cover every pair in as few rounds as it finds, each round as evenly split as Swiss's.

**Knockout** (`knockout_bracket`, `knockout_round`; tables of 2): seeded by rating into a bracket
whose size is the next power of two, so the top seeds get the byes of round 1 and seeds 1 and 2
can meet only in the final.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

MAX_ROUND_ROBIN = 8
SEARCH_BUDGET = 5_000  # tables the search tries before it hands over to greedy tables and swaps


@dataclass(frozen=True)
class Entrant:
    """A player as pairing sees them: standing, seeding and past."""

    id: int
    rating: float = 1500.0
    points: float = 0.0
    opponents: frozenset[int] = frozenset()
    first_seats: int = 0
    byes: int = 0

    def after_table(self, table: Sequence[int], gained: float) -> Entrant:
        """This player after a table (their seat order `table`) that gave them `gained`."""
        others = frozenset(o for o in table if o != self.id)
        first = self.first_seats + (table[0] == self.id)
        return Entrant(
            self.id, self.rating, self.points + gained, self.opponents | others, first, self.byes
        )

    def after_bye(self, gained: float) -> Entrant:
        return Entrant(
            self.id,
            self.rating,
            self.points + gained,
            self.opponents,
            self.first_seats,
            self.byes + 1,
        )


@dataclass
class Round:
    tables: list[list[int]] = field(default_factory=list)  # each a seat order: first seat first
    byes: list[int] = field(default_factory=list)

    def pairs(self) -> Iterable[tuple[int, int]]:
        for table in self.tables:
            yield from itertools.combinations(sorted(table), 2)


def table_sizes(players: int, size: int) -> tuple[list[int], int]:
    """(sizes of the tables, largest first; players left with a bye) for `players` at tables
    of `size` (2–4): as many full tables as possible, the rest one seat smaller; where that
    cannot seat everyone (5 or 2 players at tables of 4), one table two seats smaller but never
    of one; byes only where nothing seats everyone (an odd count at tables of 2, one player)."""
    if size not in (2, 3, 4):
        raise ValueError("a table seats 2, 3 or 4 players")
    for byes in range(players + 1):
        seated = players - byes
        split = _split(seated, size)
        if split is not None:
            return split, byes
    return [], players


def _split(seated: int, size: int) -> list[int] | None:
    if seated == 0:
        return None
    if size == 2:
        return [2] * (seated // 2) if seated % 2 == 0 else None
    for short in range(size):  # fewest tables one seat smaller
        rest = seated - (size - 1) * short
        if rest >= 0 and rest % size == 0:
            return [size] * (rest // size) + [size - 1] * short
    if size == 4 and seated >= 2:  # one table of two where threes and fours seat not all
        others = _split(seated - 2, size) if seated > 2 else []
        if others is not None:
            return [*others, 2]
    return None


def standings_order(entrants: Iterable[Entrant]) -> list[Entrant]:
    """Tournament points, then rating, then id: who is "above" whom when pairing."""
    return sorted(entrants, key=lambda e: (-e.points, -e.rating, e.id))


def choose_byes(ranked: Sequence[Entrant], count: int) -> list[Entrant]:
    """Among the players with the fewest byes so far, those with the most first seats (a bye
    is a round without a first seat), then the lowest-ranked."""
    if count <= 0:
        return []
    by_need = sorted(range(len(ranked)), key=lambda i: (ranked[i].byes, -ranked[i].first_seats, -i))
    return [ranked[i] for i in by_need[:count]]


def seat_order(table: Sequence[Entrant], rank: dict[int, int]) -> list[int]:
    """The fewest first seats so far sits first; among equals the lower-ranked (the one who
    gains most from moving first)."""
    return [e.id for e in sorted(table, key=lambda e: (e.first_seats, -rank[e.id], e.id))]


class _Search:
    """Tables from the top of the standings down, by depth-first search over the nearest
    companions, under two constraints: no two at a table have met (`repeats` False), and the
    players with the fewest first seats are spread so each can have one (`balance`)."""

    def __init__(
        self,
        ranked: Sequence[Entrant],
        sizes: Sequence[int],
        fewest: Fewest,
        *,
        repeats: bool,
        balance: bool,
    ) -> None:
        self.ranked = list(ranked)
        self.sizes = list(sizes)
        self.repeats = repeats
        self.balance = balance
        self.fewest = fewest
        self.low = fewest.ids
        self.budget = SEARCH_BUDGET

    def run(self) -> list[list[Entrant]] | None:
        free = list(self.ranked)
        return self._tables(free, tuple(self.sizes), sum(1 for e in free if e.id in self.low))

    def _tables(
        self, free: list[Entrant], sizes: tuple[int, ...], low_left: int
    ) -> list[list[Entrant]] | None:
        """Tables for `free` (best first) at tables of `sizes` (largest first): the leader's
        table may be of any size left, the larger tried first."""
        if not sizes:
            return []
        leader, rest = free[0], free[1:]
        for size in sorted(set(sizes), reverse=True):
            left = list(sizes)
            left.remove(size)
            for others in nearest_first(len(rest), size - 1):
                self.budget -= 1
                if self.budget < 0:
                    return None
                table = [leader, *(rest[i] for i in others)]
                if not self.repeats and any(
                    _met(a, b) for a, b in itertools.combinations(table, 2)
                ):
                    continue
                lows = sum(1 for e in table if e.id in self.low)
                if self.balance and not self.fewest.allows(lows, low_left, len(sizes)):
                    continue
                chosen = set(others)
                below = [e for i, e in enumerate(rest) if i not in chosen]
                after = self._tables(below, tuple(left), low_left - lows)
                if after is not None:
                    return [table, *after]
        return None


def nearest_first(n: int, k: int) -> Iterable[tuple[int, ...]]:
    """Every k of the indices 0..n-1, those whose farthest index is nearest first (so that a
    table reaches down the standings no further than it must)."""
    for last in range(k - 1, n):
        for head in itertools.combinations(range(last), k - 1):
            yield (*head, last)


@dataclass(frozen=True)
class Fewest:
    """The seated players with the fewest first seats of everyone (`ids`), and whether a player
    with a bye this round has as few (`every_table`: then each table must seat one of `ids`
    first, or the bye would fall two behind)."""

    ids: frozenset[int]
    every_table: bool

    @classmethod
    def of(cls, everyone: Sequence[Entrant], byes: set[int]) -> Fewest:
        fewest = min((e.first_seats for e in everyone), default=0)
        ids = frozenset(e.id for e in everyone if e.first_seats == fewest and e.id not in byes)
        return cls(ids, any(e.first_seats == fewest for e in everyone if e.id in byes))

    def allows(self, lows: int, low_left: int, tables_left: int) -> bool:
        """Whether a table with `lows` of `ids` (of `low_left` not yet seated, with
        `tables_left` tables to make, this one included) still lets every table seat one of
        them first where they are enough (or must), and each a table of their own where they
        are fewer."""
        if self.every_table or low_left >= tables_left:
            return lows >= 1 and low_left - lows >= tables_left - 1
        return lows <= 1

    def may_join(self, lows: int, slots: int, low_left: int, tables_left: int) -> bool:
        """`allows`, for a table still filling: `lows` with the newcomer, `slots` seats left
        including the newcomer's."""
        if slots == 1:
            return self.allows(lows, low_left, tables_left)
        if self.every_table or low_left >= tables_left:
            return low_left - lows >= tables_left - 1
        return lows <= 1


def _greedy(ranked: Sequence[Entrant], sizes: Sequence[int], fewest: Fewest) -> list[list[Entrant]]:
    """Tables from the top down, largest first: each leader with the nearest players below
    who have met nobody at the table (else the nearest), the fewest first seats spread as
    `Fewest` asks where it can be. Never fails; `_repair` then removes what repeats it can."""
    free = list(ranked)
    low = fewest.ids
    low_left = sum(1 for e in free if e.id in low)
    tables = []
    for index, size in enumerate(sizes):
        tables_left = len(sizes) - index
        table = [free.pop(0)]
        while len(table) < size:
            lows = sum(1 for e in table if e.id in low)
            slots = size - len(table)

            def fits(e: Entrant, lows: int = lows, slots: int = slots, left: int = low_left,
                     tables: int = tables_left) -> bool:  # fmt: skip
                return fewest.may_join(lows + (e.id in low), slots, left, tables)

            table.append(free.pop(_nearest(free, table, fits)))
        low_left -= sum(1 for e in table if e.id in low)
        tables.append(table)
    return tables


def _nearest(
    free: Sequence[Entrant], table: Sequence[Entrant], fits: Callable[[Entrant], bool]
) -> int:
    """The first of `free` who fits and has met nobody at `table`; else the first who fits;
    else the first."""
    fitting = None
    for i, e in enumerate(free):
        if fits(e):
            if not any(_met(e, t) for t in table):
                return i
            if fitting is None:
                fitting = i
    return 0 if fitting is None else fitting


def _met(a: Entrant, b: Entrant) -> bool:
    return b.id in a.opponents or a.id in b.opponents


def _clashes(table: Sequence[Entrant]) -> int:
    return sum(1 for a, b in itertools.combinations(table, 2) if _met(a, b))


def _repair(tables: list[list[Entrant]], low: set[int]) -> list[list[Entrant]]:
    """Swaps between tables, the nearest first, while a swap removes repeats: a player at a
    table where somebody met somebody trades places with one of another table. Only players
    alike in first seats (both among the fewest, or both not) trade, so the spread of the
    fewest that `_greedy` made is kept."""
    clashes = [_clashes(t) for t in tables]
    improved = True
    while improved and any(clashes):
        improved = False
        for ti, table in enumerate(tables):
            if not clashes[ti]:
                continue
            for ai, a in enumerate(table):
                if not any(_met(a, t) for t in table if t is not a):
                    continue
                for uj in sorted(range(len(tables)), key=lambda j: (abs(j - ti), j)):
                    if uj == ti:
                        continue
                    other = tables[uj]
                    for bi, b in enumerate(other):
                        if (a.id in low) != (b.id in low):
                            continue
                        mine = [*table[:ai], b, *table[ai + 1 :]]
                        theirs = [*other[:bi], a, *other[bi + 1 :]]
                        new_mine, new_theirs = _clashes(mine), _clashes(theirs)
                        if new_mine + new_theirs < clashes[ti] + clashes[uj]:
                            tables[ti], tables[uj] = mine, theirs
                            clashes[ti], clashes[uj] = new_mine, new_theirs
                            improved = True
                            break
                    if improved:
                        break
                if improved:
                    break
            if improved:
                break
    return tables


def swiss_round(entrants: Iterable[Entrant], size: int) -> Round:
    """One Swiss round for everyone given (those still playing), at tables of `size`: the
    search without repeats and with first seats spread; where it proves that impossible, the
    search without repeats alone; where its budget runs out first (a large field), or nothing
    without a repeat exists, the greedy tables repaired by swaps."""
    ranked = standings_order(entrants)
    sizes, bye_count = table_sizes(len(ranked), size)
    byes = choose_byes(ranked, bye_count)
    bye_ids = {e.id for e in byes}
    seated = [e for e in ranked if e.id not in bye_ids]
    fewest = Fewest.of(ranked, bye_ids)
    tables = None
    for balance in (True, False):
        search = _Search(seated, sizes, fewest, repeats=False, balance=balance)
        tables = search.run()
        if tables is not None or search.budget < 0:
            break
    if tables is None:
        tables = _repair(_greedy(seated, sizes, fewest), set(fewest.ids))
    rank = {e.id: i for i, e in enumerate(ranked)}
    return Round([seat_order(t, rank) for t in tables], [e.id for e in byes])


def round_robin(ids: Sequence[int], size: int) -> list[Round]:
    """Every round of a round robin among `ids` (at most `MAX_ROUND_ROBIN`), in seed order."""
    if len(ids) > MAX_ROUND_ROBIN:
        raise ValueError(f"a round robin takes at most {MAX_ROUND_ROBIN} players")
    if len(ids) < 2:
        raise ValueError("a round robin needs two players")
    if size == 2:
        return _circle(list(ids))
    return _covering(list(ids), size)


def _circle(ids: list[int]) -> list[Round]:
    """The circle method: one player fixed, the others turning one place a round; with an odd
    count an empty place, whose partner has the bye. Who sits first at each game comes from a
    balanced orientation of all the games (`first_seat_orientation`): every player sits first
    in half their games, rounded either way."""
    players: list[int | None] = [*ids, None] if len(ids) % 2 else list(ids)
    n = len(players)
    schedule = []
    for _ in range(n - 1):
        pairs: list[tuple[int, int]] = []
        byes: list[int] = []
        for i in range(n // 2):
            a, b = players[i], players[n - 1 - i]
            if a is None or b is None:
                byes.extend(p for p in (a, b) if p is not None)
            else:
                pairs.append((a, b))
        schedule.append((pairs, byes))
        players = [players[0], players[-1], *players[1:-1]]
    first = first_seat_orientation([pair for pairs, _ in schedule for pair in pairs])
    return [
        Round([[a, b] if (a, b) in first else [b, a] for a, b in pairs], byes)
        for pairs, byes in schedule
    ]


def first_seat_orientation(games: Sequence[tuple[int, int]]) -> set[tuple[int, int]]:
    """For two-player games, who sits first, as (first, second) pairs, so that each player sits
    first in as many games as second, give or take one: the games oriented along an Euler
    circuit, with a helper joined to every player of odd degree so that one exists."""
    helper = None  # the extra vertex
    edges: list[tuple[int | None, int | None]] = list(games)
    degree: dict[int | None, int] = {}
    for x, y in games:
        degree[x] = degree.get(x, 0) + 1
        degree[y] = degree.get(y, 0) + 1
    edges += [(v, helper) for v, d in degree.items() if d % 2]
    around: dict[int | None, list[int]] = {}
    for index, ends in enumerate(edges):
        for end in ends:
            around.setdefault(end, []).append(index)
    used = [False] * len(edges)
    oriented: set[tuple[int, int]] = set()
    for start in list(around):
        stack: list[int | None] = [start]
        while stack:  # Hierholzer: each edge is walked once, leaving the vertex it is taken from
            v = stack[-1]
            while around[v] and used[around[v][-1]]:
                around[v].pop()
            if not around[v]:
                stack.pop()
                continue
            index = around[v].pop()
            used[index] = True
            one, two = edges[index]
            w = two if one == v else one
            if v is not None and w is not None:  # a game, not an edge to the helper
                oriented.add((v, w))
            stack.append(w)
    return oriented


def _covering(ids: list[int], size: int) -> list[Round]:
    """Rounds at tables of 3 or 4 until every pair has met: each round the split of
    `table_sizes` that meets the most pairs not yet met (exhaustive: at most 8 players), byes
    rotating, first seats to those with the fewest."""
    unmet = set(itertools.combinations(sorted(ids), 2))
    firsts = dict.fromkeys(ids, 0)
    byes_had = dict.fromkeys(ids, 0)
    order = {pid: i for i, pid in enumerate(ids)}
    rounds: list[Round] = []
    sizes, bye_count = table_sizes(len(ids), size)
    while unmet:
        byes = sorted(ids, key=lambda p: (byes_had[p], -order[p]))[:bye_count]
        seated = [p for p in ids if p not in byes]
        best, best_new = None, -1
        for split in _splits(seated, sizes):
            new = sum(
                1 for t in split for pair in itertools.combinations(sorted(t), 2) if pair in unmet
            )
            if new > best_new:
                best, best_new = split, new
        assert best is not None
        if best_new == 0:  # only byes keep a pair apart: let them sit out no longer
            byes_had.update({p: byes_had[p] + 1 for p in byes})
            continue
        tables = []
        for table in best:
            seats = sorted(table, key=lambda p: (firsts[p], -order[p]))
            firsts[seats[0]] += 1
            tables.append(seats)
            unmet -= set(itertools.combinations(sorted(table), 2))
        for p in byes:
            byes_had[p] += 1
        rounds.append(Round(tables, byes))
    return rounds


def _splits(players: list[int], sizes: Sequence[int]) -> Iterable[list[list[int]]]:
    """Every way to seat `players` at tables of `sizes` (as sets: each split once)."""
    if not sizes:
        yield []
        return
    first, rest = players[0], players[1:]
    for others in itertools.combinations(rest, sizes[0] - 1):
        left = [p for p in rest if p not in others]
        for split in _splits(left, sizes[1:]):
            yield [[first, *others], *split]


def bracket_order(size: int) -> list[int]:
    """Seed numbers (1-based) in bracket order for a bracket of `size` (a power of two): 1 and 2
    in opposite halves, 1–4 in different quarters, and so on (1 v 8, 4 v 5, 2 v 7, 3 v 6)."""
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [x for seed in order for x in (seed, total - seed)]
    return order


def knockout_bracket(ids_by_seed: Sequence[int]) -> list[tuple[int | None, int | None]]:
    """Round 1 of a knockout: pairs in bracket order, None where a seed beyond the field would
    be (its partner goes through with a bye)."""
    size = 1
    while size < len(ids_by_seed):
        size *= 2
    slots = [ids_by_seed[s - 1] if s <= len(ids_by_seed) else None for s in bracket_order(size)]
    return [(slots[i], slots[i + 1]) for i in range(0, size, 2)]


def knockout_round(
    pairs: Sequence[tuple[int | None, int | None]],
    first_seats: dict[int, int],
    seed: dict[int, int],
) -> Round:
    """A knockout round's tables from its bracket pairs: byes for a player without a partner;
    at a table, the fewer first seats so far sits first (the lower seed among equals)."""
    tables: list[list[int]] = []
    byes: list[int] = []
    for a, b in pairs:
        if a is None or b is None:
            byes.extend(p for p in (a, b) if p is not None)
            continue
        tables.append(sorted((a, b), key=lambda p: (first_seats.get(p, 0), -seed[p])))
    return Round(tables, byes)


def next_bracket(winners: Sequence[int]) -> list[tuple[int | None, int | None]]:
    """The next knockout round: the winners of adjacent pairs meet, in bracket order."""
    return [
        (winners[i], winners[i + 1] if i + 1 < len(winners) else None)
        for i in range(0, len(winners), 2)
    ]
