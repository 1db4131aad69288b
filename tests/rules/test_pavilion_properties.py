"""Properties of random Summer Pavilion games (2-4 players, both sides)."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules import PLAY, IllegalMove, replay
from rules.pavilion import Pass, PavilionGame, Place
from rules.pavilion.moves import NO_TILES, PLACES, multisets

games = st.tuples(
    st.integers(min_value=0, max_value=2**32),
    st.integers(min_value=2, max_value=4),
    st.sampled_from(["colour", "grey"]),
)


def pick(g: PavilionGame, rng: random.Random):
    """A random legal move; every other game places whenever it can, so that boards fill up
    (uniform players mostly pass: a big hand offers up to 210 passes)."""
    legal = g.legal_moves()
    if g.seed % 2 and g.phase == PLAY:
        places = [m for m in legal if type(m) is Place]
        if places:
            legal = places
    return legal[rng.randrange(len(legal))]


def random_game(seed: int, players: int, side: str, check=None) -> PavilionGame:
    rng = random.Random(seed)
    g = PavilionGame(players, side=side, seed=seed)
    while not g.is_over:
        g.play(pick(g, rng))
        if check:
            check(g)
    return g


def without_draw_source(d: dict) -> dict:
    return {k: v for k, v in d.items() if k not in ("draw_source", "seed")}


@settings(max_examples=25, deadline=None)
@given(games)
def test_random_games_keep_every_invariant(params):
    seed, players, side = params
    rounds_seen = set()

    def check(g: PavilionGame) -> None:
        assert g.tile_total() == 132
        rounds_seen.add(g.round)
        for seat in range(players):
            b = g.breakdown(seat)
            assert sum(v for k, v in b.items() if k != "total") == b["total"]
            if not g.is_over:
                assert b["total"] >= 1
        if not g.is_over:
            legal = g.legal_moves()
            assert legal and len(set(legal)) == len(legal)

    g = random_game(seed, players, side, check)
    assert rounds_seen == {1, 2, 3, 4, 5, 6}
    assert len(g.round_scores) == 6 and g.winners
    assert all(s >= 1 for r in g.round_scores for s in r)
    assert max(g.scores) == g.scores[g.winners[0]]
    # The export replays to the very same game.
    again = replay(g.record()).game
    assert without_draw_source(again.to_dict()) == without_draw_source(g.to_dict())


@settings(max_examples=20, deadline=None)
@given(games)
def test_json_round_trip_is_identity_at_every_ply(params):
    seed, players, side = params

    def check(g: PavilionGame) -> None:
        d = g.to_dict()
        back = PavilionGame.from_dict(json.loads(json.dumps(d)))
        assert back.to_dict() == d

    random_game(seed, players, side, check)


@settings(max_examples=20, deadline=None)
@given(games)
def test_copy_is_independent_and_plays_on_identically(params):
    seed, players, side = params
    rng = random.Random(seed)
    g = PavilionGame(players, side=side, seed=seed)
    for _ in range(rng.randrange(1, 120)):
        if g.is_over:
            break
        g.play(pick(g, rng))
    c = g.copy()
    before = g.to_dict()
    assert c.to_dict() == before
    while not c.is_over:
        c.play(c.legal_moves()[0])
    assert g.to_dict() == before
    while not g.is_over:
        g.play(g.legal_moves()[0])
    assert g.to_dict() == c.to_dict()


def _all_phase2_moves(g: PavilionGame):
    """Every placement and pass the engine accepts, found by trying them all."""
    grey = g.grey
    hand = tuple(g.players[g.turn].hand)
    supply = g.supply_counts
    accepted = set()

    def accepts(move) -> bool:
        saved = g.copy()
        try:
            g.play(move)
        except IllegalMove as exc:
            return "bonus" in str(exc)  # worth trying again with bonus tiles
        accepted.add(move)
        g.__dict__.update(saved.__dict__)
        return False

    for cell in range(42):
        for colour in range(6):
            for k in range(6):
                if accepts(PLACES[grey][cell][colour][k]):
                    for size in range(1, 4):
                        for b in multisets(supply, size):
                            accepts(Place(cell // 6, cell % 6, colour, k, b, grey))
    for size in range(5):
        for kept in multisets(hand, size):
            accepts(Pass(kept) if size else Pass(NO_TILES))
    return accepted


@settings(max_examples=15, deadline=None)
@given(games, st.integers(min_value=0, max_value=150))
def test_legal_moves_are_exactly_the_accepted_moves(params, stop):
    seed, players, side = params
    rng = random.Random(seed)
    g = PavilionGame(players, side=side, seed=seed)
    plies = 0
    while not g.is_over and (g.phase != PLAY or plies < stop):
        g.play(pick(g, rng))
        plies += 1
    if g.is_over:
        return
    assert set(g.legal_moves()) == _all_phase2_moves(g)
