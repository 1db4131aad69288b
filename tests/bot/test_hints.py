"""A hint's reason in the asker's language: the parts of `rules.ai.explain_parts` and the catalogue.

English must read exactly as `explain_move`'s reason, so hints are asked on positions of random
games of both editions and sides, at every level, and rendered back through the catalogue.
"""

from __future__ import annotations

import pickle
import random
import re

import pytest

import rules
from bot.i18n.catalogue import CATALOGUES, EN, text
from bot.i18n.hint_reasons import hint_reason, part_phrase
from bot.runtime.thinking import explain
from rules import PLAY
from rules.ai import LEVELS, choose_move, explain_move, explain_parts
from rules.ai.explain import describe, describe_parts
from rules.ai.phrases import SEPARATORS, TEMPLATES, english

EDITIONS = [("azul", "colour"), ("azul", "grey"), ("summer-pavilion", "colour")]
EDITIONS.append(("summer-pavilion", "grey"))
OPTIONS = {"hard": {"iterations": 20}, "expert": {"iterations": 20}}


def _positions(edition: str, side: str, seed: int, every: int):
    """Positions of a random game of 2 or 3 players, every `every` plies."""
    rng = random.Random(seed)
    game = rules.new_game(edition, ["Ana", "Bo", "Cy"][: rng.choice((2, 3))], side=side, seed=seed)
    ply = 0
    while not game.is_over:
        if ply % every == 0:
            yield game.copy()
        game.play(rng.choice(game.legal_moves()))
        ply += 1


def _words(text: str) -> set[str]:
    """The lower-case words of `text`; notation (`O4`, `PGG`, `O|R`) is upper case."""
    return {w for w in re.findall(r"[^\W\d_]+", text) if not w.isupper()}


@pytest.mark.parametrize("level", list(LEVELS))
@pytest.mark.parametrize(("edition", "side"), EDITIONS)
def test_english_is_the_rules_reason_and_ukrainian_has_none_of_its_words(level, edition, side):
    options = OPTIONS.get(level, {})
    for seed in (1, 2):
        for i, game in enumerate(_positions(edition, side, seed, every=9)):
            move, reason = explain_move(game, level, seed=i, **options)
            same, parts = explain_parts(game, level, seed=i, **options)
            assert same == move
            assert hint_reason(parts, "en") == reason
            assert hint_reason(parts, None) == reason
            uk = hint_reason(parts, "uk")
            assert not _words(uk) & _words(reason), (reason, uk)
            assert not re.search(r"[A-Za-z]*[a-z]", uk), (reason, uk)
            for lang in CATALOGUES:
                assert "{" not in hint_reason(parts, lang)


@pytest.mark.parametrize(("edition", "side"), EDITIONS)
def test_every_move_described_reads_as_the_rules_english(edition, side):
    seen = set()
    for seed in range(3):
        for game in _positions(edition, side, seed, every=3):
            for move in game.legal_moves()[:30]:
                parts = describe_parts(game, move)
                assert hint_reason(parts, "en") == describe(game, move)
                seen.update(code for code, _ in parts)
                for lang in CATALOGUES:
                    assert "{" not in hint_reason(parts, lang)
    prefix = "azul." if edition == "azul" else "pavilion."
    expected = {c for c in TEMPLATES if c.startswith(prefix)}
    if edition == "azul":
        # The coloured side scores a completed line at once; the grey side chooses a column.
        colour_only = {"azul.completes_line_points"}
        grey_only = {"azul.completes_line", "azul.wall"}
        expected -= grey_only if side == "colour" else colour_only
    else:  # rare in random games: see test_completed_structures_read_as_the_rules_english
        expected -= {"pavilion.and", "pavilion.statue", "pavilion.pillar"}
    assert expected <= seen, sorted(expected - seen)


def test_every_code_has_its_english_in_the_catalogue():
    for code, template in TEMPLATES.items():
        if isinstance(template, tuple):
            assert (EN[f"hint.{code}.one"], EN[f"hint.{code}.other"]) == template, code
        elif EN[f"hint.{code}"] != template:
            # The catalogue may write a number the language's way ("{value, number, signed}");
            # in English it must read as the engine's own phrase.
            for value in (2.5, -1.0, 5.0):
                assert text(f"hint.{code}", "en", value=value) == template.format(value=value)
        assert part_phrase(code, {"n": 2, "colour": "B", "source": 0}) is not None
    assert {k.split(".")[1] for k in EN if k.startswith("hint.")} >= {"azul", "pavilion", "note"}


def test_the_notes_of_every_level_and_a_forced_move():
    game = rules.new_game("summer-pavilion", 2, seed=3)
    codes = set()
    for level in LEVELS:
        codes.add(explain_parts(game, level, seed=0, **OPTIONS.get(level, {}))[1][-1][0])
    assert codes == {"note.first_sight", "note.played_out", "note.simulated"}  # depth 1 here
    while len(game.legal_moves()) > 1 or game.phase != PLAY:
        game.play(choose_move(game, "easy", seed=0))
    for level in LEVELS:
        _, parts = explain_parts(game, level, seed=0, **OPTIONS.get(level, {}))
        assert parts[-1] == ("note.only_legal", {})
        assert hint_reason(parts, "en") == explain_move(game, level, seed=0)[1]
        assert hint_reason(parts, "uk").endswith("; єдиний дозволений хід")


def test_completed_structures_read_as_the_rules_english():
    parts = [
        ("pavilion.place", {"colour": "G", "space": "O2", "n": 7}),
        ("pavilion.wilds", {"n": 1}),
        ("pavilion.completing", {}),
        ("pavilion.window", {"star": "O"}),
        ("pavilion.and", {}),
        ("pavilion.statue", {"star": "O", "star2": "R"}),
        ("pavilion.and", {}),
        ("pavilion.pillar", {"star": "B"}),
        ("pavilion.bonus", {"tiles": "PGG"}),
        ("note.played_out_reply", {"rating": -3}),
    ]
    assert (
        hint_reason(parts, "en")
        == english(parts)
        == (
            "places green on O2 for 7 points (paying with 1 wild), completing window O and "
            "statue O|R and pillar B (bonus PGG); best when played out to the round's end against "
            "the best reply (rated -3)"
        )
    )
    assert not _words(hint_reason(parts, "uk")) & _words(english(parts))


def test_the_hint_crosses_a_process_boundary():
    game = rules.new_game("azul", 3, seed=4)
    move, parts = pickle.loads(pickle.dumps(explain(game, "easy", 0)))
    assert move == str(explain_move(game, "easy", 0)[0])
    assert hint_reason(parts, "en") == explain_move(game, "easy", 0)[1]
    assert all(isinstance(code, str) and type(params) is dict for code, params in parts)


def test_a_code_the_catalogue_does_not_know_stays_english(monkeypatch):
    monkeypatch.setitem(TEMPLATES, "note.future", "thought for {games} games")
    monkeypatch.setitem(SEPARATORS, "note.future", "; ")
    parts = [("azul.to_line", {"line": 2}), ("note.future", {"games": 3})]
    assert part_phrase("note.future", {"games": 3}) is None
    assert hint_reason(parts, "uk") == "у ряд складу 2; thought for 3 games"
