"""Guided controls from legal moves: every legal move reachable, nothing else, forced steps
skipped — for every edition and side, on positions met in real games."""

from __future__ import annotations

import random

import pytest

import rules
from bot.games.guide import DONE, Guide, Position, adapter_for


def _positions(edition: str, side: str, players: int, seed: int, every: int):
    game = rules.new_game(edition, players, side, seed)
    rng = random.Random(seed)
    ply = 0
    while not game.is_over:
        if ply % every == 0:
            yield game
        game.play(rng.choice(game.legal_moves()))
        ply += 1


def _walk(guide: Guide, path=()):
    """Every move reachable by choosing options, following forced steps."""
    node = guide.resolve(path)
    assert node is not None
    if node.move is not None:
        yield node.move
        return
    assert len(node.options) >= 2  # a single choice is never asked
    for option in node.options:
        yield from _walk(guide, (*node.path, option.value))


@pytest.mark.parametrize(
    ("edition", "side", "players"),
    [
        ("azul", "colour", 2),
        ("azul", "grey", 3),
        ("summer-pavilion", "colour", 4),
        ("summer-pavilion", "grey", 2),
    ],
)
def test_the_choices_are_exactly_the_legal_moves(edition, side, players):
    for game in _positions(edition, side, players, seed=players, every=7):
        legal = [str(m) for m in game.legal_moves()]
        guide = Guide.for_game(game)
        reached = list(_walk(guide))
        assert sorted(reached) == sorted(legal)
        # Every label can be shown (strings, within Discord's limits).
        pos = Position(game)
        adapter = adapter_for(edition)
        node = guide.resolve(())
        for option in node.options if node.move is None else ():
            label, emoji = adapter.label(pos, node.path, option, None)
            assert label and len(label) <= 80
            assert emoji is None or isinstance(emoji, str)


def test_a_move_that_others_continue_ends_with_done():
    game = rules.new_game("summer-pavilion", 2, "colour", 5)
    rng = random.Random(1)
    while not any(str(m).startswith("pass:") for m in game.legal_moves()):
        game.play(rng.choice(game.legal_moves()))
    guide = Guide.for_game(game)
    node = guide.resolve(("pass",))
    assert node.kind == "keep" and node.options[-1].value == DONE
    label, _ = adapter_for("summer-pavilion").label(
        Position(game), node.path, node.options[-1], None
    )
    assert label == "Keep nothing"
    assert guide.resolve(("pass", DONE)).move == "pass"


def test_paths_that_lead_nowhere_resolve_to_none():
    game = rules.new_game("azul", 2, "colour", 1)
    guide = Guide.for_game(game)
    assert guide.resolve(("C",)) is None  # the centre is empty at the start
    assert guide.resolve(("1", "Z")) is None
    assert guide.resolve(("1", "B", "2", "extra")) is None
