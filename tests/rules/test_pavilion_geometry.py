"""Summer Pavilion board geometry: costs, ring runs, the 18 bonus structures and end bonus sets."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.pavilion import STAR_CODES, STRUCTURES, PavilionGame, cell_name
from rules.pavilion import events as ev
from rules.pavilion.geometry import (
    COLOURED_KINDS,
    COSTS,
    NUMBER_BONUSES,
    RUN,
    STRUCTURES_AT,
)
from rules.pavilion.moves import PLACES

from .pavilion_positions import board, position

COLOURS = "PGOYBR"


def names(cells) -> list[str]:
    return [cell_name(c) for c in cells]


def test_costs_on_both_sides():
    assert COSTS[0] == tuple(p + 1 for _ in range(7) for p in range(6))
    assert COSTS[1][:6] == (3, 2, 1, 4, 5, 6) and COSTS[1][30:36] == (3, 2, 1, 4, 5, 6)
    assert COSTS[1][36:] == (3,) * 6


def test_the_eighteen_structures():
    assert len(STRUCTURES) == 18
    assert [s.reward for s in STRUCTURES] == [3] * 6 + [2] * 6 + [1] * 6
    by_name = {s.name: names(s.cells) for s in STRUCTURES}
    assert by_name["window O"] == ["O5", "O6"]
    assert by_name["window P"] == ["P5", "P6"]
    assert by_name["statue O|R"] == ["O1", "O2", "R3", "R4"]
    assert by_name["statue P|O"] == ["P1", "P2", "O3", "O4"]
    assert by_name["pillar O"] == ["O2", "O3", "C6", "C1"]
    assert by_name["pillar R"] == ["R2", "R3", "C1", "C2"]
    assert by_name["pillar P"] == ["P2", "P3", "C5", "C6"]
    # Every space belongs to one or two structures; each centre space to two pillars.
    for cell in range(42):
        assert 1 <= len(STRUCTURES_AT[cell]) <= 2
    assert all(len(STRUCTURES_AT[c]) == 2 for c in range(36, 42))


def test_ring_runs():
    def run(covered: str, pos: int) -> int:
        ring = sum(1 << i for i, ch in enumerate(covered) if ch == "x")
        return RUN[ring * 6 + pos]

    assert run("x.....", 0) == 1
    assert run("xxxx..", 3) == 4
    assert run("x....x", 5) == 2  # 6 and 1 are neighbours
    assert run("xx.xxx", 4) == 5
    assert run("xxxxxx", 2) == 6


def test_number_bonus_sets():
    assert [bin(m).count("1") for _, m, _ in NUMBER_BONUSES[0]] == [7, 7, 7, 7]
    assert [bin(m).count("1") for _, m, _ in NUMBER_BONUSES[1]] == [6, 6, 12, 6]
    assert [pts for _, _, pts in NUMBER_BONUSES[0]] == [4, 8, 12, 16]


def _colour_for(cell: int) -> str:
    star = cell // 6
    if star == 6:
        return COLOURS[cell % 6]  # centre: all different
    return COLOURS[COLOURED_KINDS[star]]


@pytest.mark.parametrize("structure", STRUCTURES, ids=lambda s: s.name)
def test_each_structure_pays_its_reward_when_its_last_space_is_covered(structure):
    *first, last = structure.cells
    rows = {code: ["."] * 6 for code in STAR_CODES}
    for cell in first:
        rows[STAR_CODES[cell // 6]][cell % 6] = _colour_for(cell)
    colour = _colour_for(last)
    g = position(
        boards=[
            board(stars={k: "".join(v) for k, v in rows.items()}, hand=colour * 6),
            board(passed=True),
        ],
        supply="GGGOOOYYYB",
    )
    bonus = [m for m in g.legal_moves() if str(m).startswith(cell_name(last))]
    assert bonus and all(sum(m.bonus) == structure.reward for m in bonus)
    events = g.play(bonus[0])
    done = [e.structure for e in events if isinstance(e, ev.StructureCompleted)]
    assert done == [structure.id]
    taken = next(e for e in events if isinstance(e, ev.BonusTaken))
    assert sum(taken.tiles) == taken.owed == structure.reward


@settings(max_examples=25, deadline=None)
@given(order=st.permutations(range(42)), grey=st.booleans())
def test_every_structure_pays_exactly_once_whatever_the_order(order, grey):
    g = PavilionGame(2, side="grey" if grey else "colour", seed=7)
    g.phase, g.turn = "play", 0
    g.players[1].passed = True
    paid: dict[int, int] = {}
    for cell in order:
        p = g.players[0]
        colour = COLOURS.index(_colour_for(cell))
        # Tiles conjured for the test: only the structure bookkeeping matters here.
        p.hand = [0] * 6
        p.hand[colour] = COSTS[grey][cell]
        before = p.covered
        move = PLACES[grey][cell][colour][0]
        owed = sum(r for others, r, _ in STRUCTURES_AT[cell] if before & others == others)
        if owed and g._supply_total:
            size = min(owed, g._supply_total)
            move = next(
                m
                for m in g.legal_moves()
                if getattr(m, "cell", -1) == cell and sum(m.bonus) == size
            )
        events = g.play(move)
        for e in events:
            if isinstance(e, ev.StructureCompleted):
                assert e.structure not in paid
                paid[e.structure] = cell
    assert sorted(paid) == list(range(18))
    for s in STRUCTURES:
        last = max(s.cells, key=order.index)
        assert paid[s.id] == last
