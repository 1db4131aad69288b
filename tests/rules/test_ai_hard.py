"""What stops the hard player's search (what was asked, or its defaults under a ceiling, sooner
where the move is settled), the settings tried to make it stronger than hard-classic, and
hard-classic kept as it was."""

from __future__ import annotations

import random
import time

import pytest

from rules import new_game
from rules.ai import ALL_LEVELS, LEVELS, choose_move, decide
from rules.ai.adapters import adapter
from rules.ai.mcts import (
    CEILING_MS,
    CLASSIC,
    CLASSIC_PLAYOUTS,
    COST_SCALE,
    HARD,
    Node,
    limits,
    playout,
    search,
    settled,
)
from rules.rng import QuickDraws


def test_what_stops_the_search():
    game = new_game("azul", 2)
    ai = adapter(game)
    now = time.perf_counter()
    playouts, deadline = limits(ai, game, None, None)  # the default: playouts, under a ceiling
    assert playouts == 40000 and deadline - now == pytest.approx(CEILING_MS / 1000, 0.05)
    classic = limits(ai, game, None, None, playouts_per_move=CLASSIC_PLAYOUTS["azul"])
    assert classic[0] == 2000  # hard-classic: the playouts hard made until 2026-11
    assert limits(ai, game, 300, None) == (300, None)  # playouts only: the clock is never read
    playouts, deadline = limits(ai, game, None, 250)
    assert playouts is None and deadline - now == pytest.approx(0.25, abs=0.05)
    playouts, deadline = limits(ai, game, 300, 250)
    assert playouts == 300 and deadline is not None
    four = new_game("summer-pavilion", 4)
    assert limits(adapter(four), four, None, None)[0] == 4000  # longer playouts: fewer of them


def test_the_default_is_the_editions_playouts():
    game = new_game("summer-pavilion", 2, seed=5)
    start, cpu = time.perf_counter(), time.process_time()
    decision = decide(game, "hard", seed=0)
    took, worked = time.perf_counter() - start, time.process_time() - cpu
    # The ceiling holds, whatever the machine: the search stops in time. Measured in this
    # process's CPU time, as wall time also counts the moments other processes had the core
    # (the suite runs eight test processes on two cores).
    assert worked < CEILING_MS / 1000 + 0.3
    done = int(decision.note.split(" of ")[1].split()[0])
    # In time, every default playout is made or the move is settled sooner (Summer Pavilion:
    # only once no playout left could change it); a slow machine stops at the ceiling instead.
    default = adapter(game).default_iterations(game)
    assert done <= default
    if took < 0.95 * CEILING_MS / 1000:
        to_the_end = choose_move(game, "hard", seed=0, iterations=default, settle=0.0)
        assert decision.move == to_the_end


def _late_in_the_round(groups_left: int = 2):
    """A 2-player Azul game played by easy players until at most `groups_left` groups of tiles
    are left on the table (still in round 1)."""
    game = new_game("azul", 2, seed=11)
    while sum(1 for tiles in game.sources for n in tiles if n) > groups_left:
        game.play(choose_move(game, "easy", seed=len(game.history)))
    assert game.round == 1
    return game


def test_late_in_a_round_hard_makes_more_playouts():
    start = new_game("azul", 2, seed=11)
    late = _late_in_the_round()
    ai = adapter(start)
    default = ai.default_iterations(start)
    first = limits(ai, start, None, None, by_cost=True)[0]  # about the default at first
    more = limits(ai, late, None, None, by_cost=True)[0]
    assert default <= first < more <= COST_SCALE * default  # short playouts: more in the time
    assert limits(ai, late, None, None)[0] == default  # hard-classic: always the same
    assert limits(ai, late, 300, None, by_cost=True) == (300, None)  # what is asked, is asked


def test_a_leaf_that_ends_the_round_is_valued_where_it_ends():
    game = _late_in_the_round(groups_left=1)
    (move, *_) = game.legal_moves()
    game.play(move)  # the last tiles: the round is tiled and the next one dealt
    assert game.round == 2
    ai = adapter(game)
    ended = game.copy()
    playout(ended, ai, random.Random(1), 0, 1.0, last=1)  # hard: the leaf's own round is over
    assert ended.round == 2 and ended.history == game.history
    classic = game.copy()
    playout(classic, ai, random.Random(1), 0, 1.0)  # hard-classic: one more round, played out
    assert classic.round == 3 or classic.is_over


def test_hard_classic_is_the_search_without_the_new_settings():
    game = _late_in_the_round(groups_left=6)
    assert "hard-classic" in ALL_LEVELS and "hard-classic" not in LEVELS  # never offered
    for seed in range(3):
        classic = choose_move(game, "hard-classic", seed=seed, iterations=80)
        assert classic == choose_move(game, "hard", seed=seed, iterations=80, **CLASSIC)
    assert set(HARD) == set(CLASSIC)  # every setting of hard is pinned for hard-classic


def test_settled_weighs_the_lead_against_the_playouts_left():
    root = Node.__new__(Node)
    root.n = [20, 50, 5, 0]
    assert settled(root, 29, 1.0) and not settled(root, 30, 1.0)  # 50 - 20 > what is left
    assert settled(root, 59, 2.0) and not settled(root, 60, 2.0)  # ... > half of what is left


def test_a_settled_search_stops_sooner_with_the_same_move():
    def best(root):
        return root.moves[max(range(len(root.moves)), key=lambda i: (root.n[i], root.w[i]))]

    stopped = 0
    for groups in (2, 3, 4):
        game = _late_in_the_round(groups_left=groups)
        full, all_done = search(game, seed=groups, iterations=800, settle=0.0)
        sure, done = search(game, seed=groups, iterations=800, settle=1.0)
        assert all_done == 800 and done <= 800
        assert best(sure) is best(full)  # no playout left could have changed it
        stopped += done < 800
    assert stopped  # late in a round some move is clearly best, and the search sees it


def test_hard_classic_makes_the_playouts_hard_made():
    game = new_game("azul", 2, seed=3)
    start = time.perf_counter()
    decision = decide(game, "hard-classic", seed=0)
    took = time.perf_counter() - start
    done = int(decision.note.split(" of ")[1].split()[0])
    # Its 2,000 playouts, not hard's 40,000 (a slow machine stops at the ceiling instead).
    assert done == CLASSIC_PLAYOUTS["azul"] // 2 or took >= 0.95 * CEILING_MS / 1000


def test_quick_draws_follow_the_bag_and_their_seed():
    bag = [0, 3, 0, 1, 0]
    draws = QuickDraws(7)
    seen = [draws.draw(bag, 4, i) for i in range(400)]
    assert set(seen) == {1, 3}  # only colours in the bag
    assert 0.6 < seen.count(1) / 400 < 0.9  # three tiles in four
    twin = draws.copy()
    assert [twin.draw(bag, 4, 0) for _ in range(50)] == [draws.draw(bag, 4, 0) for _ in range(50)]
    again = QuickDraws(7)
    assert [again.draw(bag, 4, i) for i in range(400)] == seen
    with pytest.raises(TypeError):
        draws.to_dict()  # never written into a game record


@pytest.mark.parametrize("side", ["colour", "grey"])
def test_fast_futures_are_the_same_futures(side):
    # Unchecked moves and no deal past the futures' end (`fast_futures`, hard's, not
    # hard-classic's) change what a playout costs, never what it finds.
    game = new_game("azul", 3, side=side, seed=5)
    for ply in range(7):
        game.play(choose_move(game, "easy", seed=ply))
    fast, done = search(game, seed=2, iterations=300, settle=0.0, fast_futures=True)
    slow, _ = search(game, seed=2, iterations=300, settle=0.0, fast_futures=False)
    assert done == 300
    assert (fast.n, fast.w) == (slow.n, slow.w)
    assert HARD["fast_futures"] and not CLASSIC["fast_futures"]


def test_summer_pavilions_playouts_go_a_round_further_and_hard_classics_do_not():
    game = new_game("summer-pavilion", 2, seed=5)
    assert adapter(game).rollout_rounds == 1 and adapter(new_game("azul", 2)).rollout_rounds == 0
    options = dict(seed=0, iterations=300, settle=0.0, compiled=True)
    default, _ = search(game, **options)
    further, _ = search(game, rollout_rounds=1, **options)
    shorter, _ = search(game, rollout_rounds=0, **options)
    assert list(default.w) == list(further.w) and list(default.w) != list(shorter.w)
    assert CLASSIC["rollout_rounds"] == 0  # hard-classic stays as it was
