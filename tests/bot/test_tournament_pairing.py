"""Tournament pairing (`bot/tournaments/pairing.py`): properties over random fields.

Whole Swiss events are simulated with random results: every player plays each round unless
given a bye; table sizes follow `table_sizes`; no two players meet again where a pairing without
any repeat existed (checked by brute force on fields small enough); first seats stay balanced
within one. Round robin and knockout are checked on every field size they take."""

from __future__ import annotations

import itertools
import json
import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bot.tournaments.pairing import (
    MAX_ROUND_ROBIN,
    Entrant,
    Round,
    bracket_order,
    knockout_bracket,
    knockout_round,
    next_bracket,
    round_robin,
    swiss_round,
    table_sizes,
)


@pytest.mark.parametrize("size", [2, 3, 4])
def test_table_sizes_seat_everyone_at_full_tables_where_they_can(size):
    for n in range(1, 80):
        sizes, byes = table_sizes(n, size)
        assert sum(sizes) + byes == n
        assert all(2 <= s <= size for s in sizes), "never a table of one"
        assert sizes == sorted(sizes, reverse=True)
        if size == 2:
            assert byes == n % 2
            continue
        assert byes == (1 if n == 1 else 0), "threes and fours (and twos) seat everyone"
        smaller = [s for s in sizes if s < size]
        assert len(smaller) < size, "fewer short tables than a full table's seats"
        assert sum(1 for s in sizes if s == size - 2) <= 1
        if n % size == 0:
            assert smaller == []


def test_table_sizes_refuse_other_sizes():
    with pytest.raises(ValueError):
        table_sizes(8, 5)


def _partitions(ids: list[int], sizes: list[int]):
    """Every way to seat `ids` at tables of `sizes` (in any order), each once."""
    if not sizes:
        yield []
        return
    first, rest = ids[0], ids[1:]
    for size in set(sizes):
        left = list(sizes)
        left.remove(size)
        for others in itertools.combinations(rest, size - 1):
            remaining = [i for i in rest if i not in others]
            for more in _partitions(remaining, left):
                yield [(first, *others), *more]


def _repeats(tables, met: set[frozenset[int]]) -> int:
    return sum(1 for t in tables for p in itertools.combinations(t, 2) if frozenset(p) in met)


def _spread_after(tables, firsts: dict[int, int]) -> int:
    """First seats' spread after a round whose tables each seat first one with the fewest."""
    after = dict(firsts)
    for t in tables:
        after[min(t, key=after.__getitem__)] += 1
    return max(after.values()) - min(after.values())


def _play_swiss(n: int, size: int, rounds: int, seed: int, brute_force: bool):
    """A whole Swiss event with random results, checked round by round; returns the entrants.

    Every round: everyone plays or has a bye, once; the table sizes are `table_sizes`'s; no pair
    meets again where a pairing without a repeat existed; first seats are within one of each
    other where a pairing without a repeat allowed it (brute force over every pairing, on small
    fields; on large ones a pairing without repeats and with balanced seats is at hand)."""
    rng = random.Random(seed)
    people = {i: Entrant(i, rating=rng.uniform(1000, 2000)) for i in range(n)}
    met: set[frozenset[int]] = set()
    for _ in range(rounds):
        done = swiss_round(list(people.values()), size)
        seated = [p for t in done.tables for p in t]
        assert sorted(seated + done.byes) == sorted(people)
        sizes, byes = table_sizes(n, size)
        assert sorted((len(t) for t in done.tables), reverse=True) == sizes
        assert len(done.byes) == byes
        firsts = {p: e.first_seats for p, e in people.items()}
        repeats = _repeats(done.tables, met)
        ours_spread = _spread_after(done.tables, firsts)
        assert ours_spread == _spread_after([t[:1] for t in done.tables], firsts), (
            "the first seat goes to one with the fewest"
        )
        if brute_force and (repeats or ours_spread > 1):
            every = list(_partitions(sorted(seated), sizes))
            clean = [t for t in every if not _repeats(t, met)]
            assert not (repeats and clean), "a pairing without a repeat existed"
            if ours_spread > 1:
                assert all(_spread_after(t, firsts) > 1 for t in clean or every)
        elif not brute_force:
            assert repeats == 0
            if byes == 0:
                assert ours_spread <= 1
        for table in done.tables:
            places = list(range(1, len(table) + 1))
            rng.shuffle(places)
            for seat, pid in enumerate(table):
                e = people[pid]
                gained = 6 * (len(table) - places[seat]) / (len(table) - 1)
                people[pid] = e.after_table(table, gained)
            met |= {frozenset(p) for p in itertools.combinations(table, 2)}
        for pid in done.byes:
            e = people[pid]
            people[pid] = Entrant(
                pid, e.rating, e.points + 3, e.opponents, e.first_seats, e.byes + 1
            )
    return people


@settings(max_examples=60, deadline=None)
@given(
    n=st.integers(2, 10),
    size=st.sampled_from([2, 3, 4]),
    rounds=st.integers(1, 6),
    seed=st.integers(0, 2**32),
)
def test_small_swiss_events_avoid_repeats_then_balance_first_seats(n, size, rounds, seed):
    _play_swiss(n, size, rounds, seed, brute_force=True)


@settings(max_examples=25, deadline=None)
@given(
    n=st.integers(16, 120),
    size=st.sampled_from([2, 3, 4]),
    rounds=st.integers(1, 5),
    seed=st.integers(0, 2**32),
)
def test_larger_swiss_events_never_repeat_and_balance_first_seats(n, size, rounds, seed):
    # Sparse enough that a pairing without repeats surely exists: each player has met at most
    # a quarter of the field before the last round.
    assume(4 * (size - 1) * rounds <= n)
    people = _play_swiss(n, size, rounds, seed, brute_force=False)
    firsts = [e.first_seats for e in people.values()]
    assert max(firsts) - min(firsts) <= (1 if table_sizes(n, size)[1] == 0 else 2)


def test_swiss_groups_equal_points_and_seeds_round_one_by_rating():
    field = [Entrant(i, rating=2000 - i) for i in range(8)]
    first = swiss_round(field, 4)
    assert [sorted(t) for t in first.tables] == [[0, 1, 2, 3], [4, 5, 6, 7]]
    # After a round, the leaders (6 points each) sit together, the last together.
    scored = [Entrant(i, 2000 - i, points=6 if i in (0, 4) else 0) for i in range(8)]
    later = swiss_round(scored, 2)
    assert sorted(later.tables[0]) == [0, 4]


def test_byes_go_to_the_lowest_ranked_who_had_none():
    field = [Entrant(i, rating=2000 - i) for i in range(5)]
    assert swiss_round(field, 2).byes == [4]
    had = [Entrant(i, rating=2000 - i, byes=1 if i == 4 else 0) for i in range(5)]
    assert swiss_round(had, 2).byes == [3]


def test_the_fewest_first_seats_sit_first():
    field = [Entrant(i, rating=2000 - i, first_seats=0 if i == 1 else 1) for i in range(4)]
    (table,) = swiss_round(field, 4).tables
    assert table[0] == 1


def _met_pairs(rounds: list[Round]) -> dict[frozenset[int], int]:
    met: dict[frozenset[int], int] = {}
    for r in rounds:
        for pair in r.pairs():
            met[frozenset(pair)] = met.get(frozenset(pair), 0) + 1
    return met


@pytest.mark.parametrize("size", [2, 3, 4])
@pytest.mark.parametrize("n", range(2, MAX_ROUND_ROBIN + 1))
def test_round_robin_makes_every_pair_meet(n, size):
    ids = [10 * i + 7 for i in range(n)]
    rounds = round_robin(ids, size)
    met = _met_pairs(rounds)
    assert set(met) == {frozenset(p) for p in itertools.combinations(ids, 2)}
    for r in rounds:
        assert sorted([p for t in r.tables for p in t] + r.byes) == sorted(ids)
        assert all(2 <= len(t) <= size for t in r.tables)
    if size == 2:
        assert len(rounds) == (n - 1 if n % 2 == 0 else n)
        assert all(v == 1 for v in met.values()), "each pair exactly once"
        firsts = [sum(1 for r in rounds for t in r.tables if t[0] == p) for p in ids]
        assert max(firsts) - min(firsts) <= 1


def test_round_robin_refuses_more_than_eight():
    with pytest.raises(ValueError):
        round_robin(list(range(9)), 2)


def test_bracket_order_keeps_the_top_seeds_apart():
    assert bracket_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    order = bracket_order(16)
    assert sorted(order) == list(range(1, 17))
    assert 1 in order[:8] and 2 in order[8:]  # 1 and 2 meet only in the final
    # Each pair of round 1 sums to 17: the strongest against the weakest.
    assert all(order[i] + order[i + 1] == 17 for i in range(0, 16, 2))


@pytest.mark.parametrize("n", range(2, 40))
def test_a_knockout_runs_to_one_winner_with_byes_for_the_top_seeds(n):
    seeds = list(range(100, 100 + n))  # in seed order
    seed = {p: i + 1 for i, p in enumerate(seeds)}
    pairs = knockout_bracket(seeds)
    first = knockout_round(pairs, {}, seed)
    size = 1 << (n - 1).bit_length()
    assert len(first.byes) == size - n
    assert sorted(first.byes, key=seed.get) == seeds[: size - n], "the top seeds get the byes"
    rng = random.Random(n)
    firsts: dict[int, int] = {}
    rounds = 0
    while len(pairs) > 1 or (pairs[0][0] is not None and pairs[0][1] is not None):
        now = knockout_round(pairs, firsts, seed)
        for table in now.tables:
            firsts[table[0]] = firsts.get(table[0], 0) + 1
        winners = []
        for a, b in pairs:
            if a is None or b is None:
                winners.append(a if b is None else b)
            else:
                winners.append(rng.choice((a, b)))
        rounds += 1
        if len(winners) == 1:
            break
        pairs = next_bracket(winners)
    assert rounds == (n - 1).bit_length()


def test_the_pairing_benchmark_prints_its_figures(capsys):
    from bench import tournament

    assert tournament.main(["--players", "96", "--table-size", "4", "--rounds", "6"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["pair_ms"]["n"] == 6 and figures["pair_ms"]["p95_ms"] is not None
    assert figures["repeat_pairs"] == 0 and figures["errors"] == 0
    assert figures["first_seat_spread"] <= 1 and figures["byes"] == 0
