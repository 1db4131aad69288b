"""Summer Pavilion's lessons (`bot/lessons/pavilion.py`; what every lesson must hold, legal
moves and deterministic positions, is in test_lessons_script): every step has its English words,
and the story each step tells holds on the table it shows (the wild colour, the forced last
take, the bonus tile, the pass with six tiles, the grey side's costs and stars)."""

from __future__ import annotations

import re
import string

import pytest

from bot.i18n.catalogue import EN
from bot.i18n.locales.en_lessons_pavilion import EN_LESSONS_PAVILION
from bot.lessons.pavilion import PAVILION_COLOUR, PAVILION_GREY
from bot.lessons.script import IMAGES, position, step_key, text_keys
from render.star_scoring import StarScoringLabels, ring_run, star_scoring_png
from rules.pavilion.geometry import COLOURS, MULTI, STAR_CODES, UNFIXED, cell_index

LESSONS = [PAVILION_COLOUR, PAVILION_GREY]
WORDS = {**EN, **EN_LESSONS_PAVILION}  # the catalogue's English once these words are in it
NAMES = dict(zip(COLOURS, ("purple", "green", "orange", "yellow", "blue", "red"), strict=True))


def _index(lesson, name: str) -> int:
    return next(i for i, s in enumerate(lesson.steps) if s.name == name)


def _step(lesson, name: str):
    return lesson.steps[_index(lesson, name)]


def _words(lesson, name: str) -> str:
    return EN_LESSONS_PAVILION[step_key(lesson, _step(lesson, name))]


def _after(lesson, name: str, moves: int | None = None):
    """The position of step `name` with the first `moves` of its moves played (all: None)."""
    index = _index(lesson, name)
    game = position(lesson, index)
    for move in lesson.steps[index].then[:moves]:
        game.play(move)
    return game


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_step_has_its_words_and_the_lesson_ends_with_play(lesson):
    assert (lesson.edition, lesson.side) == ("summer-pavilion", lesson.id.split("-")[1])
    assert not [key for key in text_keys(lesson) if key not in EN_LESSONS_PAVILION]
    assert 8 <= len(lesson.steps) <= 12
    last = lesson.steps[-1]
    assert last.name == "play" and last.image == "none" and not last.choices
    for step in lesson.steps:
        assert step.image in IMAGES, step.name
        assert (step.example is not None) == (step.image in ("scoring", "star")), step.name
        assert step.play_to in (None, "round"), step.name


def test_the_words_are_plain_and_every_label_fills_in():
    for key, words in EN_LESSONS_PAVILION.items():
        fields = [f for _, f, _, _ in string.Formatter().parse(words) if f is not None]
        assert all(re.fullmatch(r"[a-z]+", f) for f in fields), key  # plain {name} only
        if not key.startswith("lesson.label."):
            assert not fields, key  # a step's words are shown as they are
        assert words.strip() and "  " not in words, key
    for lesson in LESSONS:
        for step in lesson.steps:
            for choice in step.choices:
                assert choice.label.startswith("lesson.label."), choice.label
                shown = {k: NAMES[v] if k == "colour" else v for k, v in choice.fields}
                label = WORDS[choice.label].format(**shown)
                assert label and len(label) <= 80 and "{" not in label, label


def test_the_grey_lesson_repeats_the_coloured_takes_on_the_same_tables():
    """The grey lesson repeats the coloured one's takes word for word: the same moves, played
    on the same deal, from the same tables."""
    for step in PAVILION_GREY.steps:
        if step.same_as:
            assert step.same_as == PAVILION_COLOUR.id
            twin = _step(PAVILION_COLOUR, step.name)
            assert (twin.choices, twin.right, twin.then, twin.wrong) == (
                step.choices,
                step.right,
                step.then,
                step.wrong,
            )
            before = position(PAVILION_GREY, _index(PAVILION_GREY, step.name)).to_dict()
            same = position(PAVILION_COLOUR, _index(PAVILION_COLOUR, step.name)).to_dict()
            for key in ("factories", "centre", "supply", "marker_holder", "round"):
                assert before[key] == same[key], (step.name, key)
            assert before["boards"][0]["hand"] == same["boards"][0]["hand"], step.name


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_the_drawn_examples_draw(lesson):
    for step in lesson.steps:
        ex = step.example
        if ex is None:
            continue
        assert isinstance(ex.placed, int) and ex.covered[ex.placed] and len(ex.covered) == 6
        run = len(ring_run(ex.covered, ex.placed))
        labels = StarScoringLabels(
            EN["lesson.star.title"],
            EN["lesson.star.run"].format(n=run),
            EN["lesson.star.alone"],
            f"= {run} points",
        )
        png = star_scoring_png(lesson.side, ex.star, ex.covered, ex.placed, labels)
        assert png.startswith(b"\x89PNG")


# -- the coloured side's story ------------------------------------------------------------------


def test_the_wild_colour_asked_for_is_the_round_s_and_the_one_the_words_name():
    lesson = PAVILION_COLOUR
    game = position(lesson, _index(lesson, "wild"))
    wild = COLOURS[game.wild_colour]
    assert game.round == 1 and _step(lesson, "wild").right == wild == "P"
    assert {c.value for c in _step(lesson, "wild").choices} <= set(COLOURS)
    assert NAMES[wild] in _words(lesson, "take")  # "a purple comes along"
    for value in _step(lesson, "wild").wrong:
        # A wrong colour's words give the round it is wild in.
        words = EN_LESSONS_PAVILION[f"lesson.pavilion-colour.wild.wrong.{value}"]
        assert f"round {COLOURS.index(value) + 1}" in words
    end = position(lesson, _index(lesson, "end"))
    assert end.round == 2 and COLOURS[end.wild_colour] == "G"
    assert "green is wild" in _words(lesson, "end")


def test_a_take_is_all_of_a_colour_and_one_wild_the_rest_to_the_centre():
    lesson = PAVILION_COLOUR
    before = position(lesson, _index(lesson, "take")).to_dict()
    assert before["factories"][2] == "PYYR"
    after = _after(lesson, "take", 1).to_dict()
    assert after["boards"][0]["hand"] == "PYY"
    assert after["factories"][2] == "" and after["centre"] == "R"
    # Taking the wild colour alone is not a move while the factory has other colours.
    legal = {str(m) for m in position(lesson, _index(lesson, "take")).legal_moves()}
    assert "4P" in {c.value for c in _step(lesson, "take").choices} and "4P" not in legal


def test_the_first_take_from_the_centre_takes_the_marker_and_costs_a_point_a_tile():
    lesson = PAVILION_COLOUR
    before = position(lesson, _index(lesson, "centre"))
    assert before.marker_holder is None and before.to_dict()["centre"] == "PRR"
    after = _after(lesson, "centre", 1)
    assert after.marker_holder == 0
    assert after.players[0].score == 5 - 3 == 2
    assert "5 − 3 = 2" in _words(lesson, "last_take")


def test_the_last_take_is_forced_and_the_learner_places_first():
    lesson = PAVILION_COLOUR
    game = _after(lesson, "last_take", 2)  # your take and Robin's reply
    assert [str(m) for m in game.legal_moves()] == ["CO"]
    game.play("CO")
    assert game.phase == "play" and game.turn == 0
    assert game.to_dict()["boards"][0]["hand"] == "PPPPGOOOOYYRR"


def test_a_placement_pays_its_cost_with_wilds_standing_in():
    lesson = PAVILION_COLOUR
    before = position(lesson, _index(lesson, "place"))
    assert before.space_cost(STAR_CODES.index("R"), 1) == 2
    legal = {str(m) for m in before.legal_moves()}
    assert "R2w2" not in legal and {"R2w1", "R2"} <= legal  # at least one real red
    after = _after(lesson, "place", 1)
    hand_before, hand_after = before.players[0].hand, after.players[0].hand
    assert [a - b for a, b in zip(hand_before, hand_after, strict=True)] == [1, 0, 0, 0, 0, 1]


def test_the_run_step_scores_the_run_and_draws_a_run_of_four():
    lesson = PAVILION_COLOUR
    step = _step(lesson, "run")
    before = position(lesson, _index(lesson, "run"))
    after = _after(lesson, "run", 1)
    assert after.players[0].score - before.players[0].score == 2  # beside space 2
    ex = step.example
    assert STAR_CODES[ex.star] == "R" and ex.placed == 2  # red space 3, as you place
    assert len(ring_run(ex.covered, ex.placed)) == 4
    assert "as drawn, on space 3 with spaces 1, 2 and 4 covered" in _words(lesson, "run")


def test_the_bonus_step_completes_a_pillar_and_takes_a_bonus_tile():
    lesson = PAVILION_COLOUR
    before = position(lesson, _index(lesson, "bonus"))
    assert not before.completed_structures(0)
    after = _after(lesson, "bonus", 1)
    (pillar,) = after.completed_structures(0)
    assert pillar.name == "pillar R" and pillar.reward == 1
    assert set(pillar.cells) == {
        cell_index(STAR_CODES.index(s), n - 1) for s, n in (("R", 2), ("R", 3), ("C", 1), ("C", 2))
    }
    assert after.players[0].bonus_tiles == 1
    assert after.to_dict()["boards"][0]["hand"] == "GOOOOO"  # two yellows paid, an orange taken
    # The wrong choice covers a space of no completed structure.
    wrong = next(str(m) for m in before.legal_moves() if str(m).startswith("C3O"))
    before.play(wrong)
    assert not before.completed_structures(0)


def test_the_pass_step_holds_more_than_four_tiles_and_keeps_the_next_wild():
    lesson = PAVILION_COLOUR
    before = position(lesson, _index(lesson, "pass"))
    assert sum(before.players[0].hand) == 6 > 4
    legal = {str(m) for m in before.legal_moves()}
    assert {"pass:GOOO", "pass:OOOO", "pass"} <= legal
    score = before.players[0].score
    after = _after(lesson, "pass", 1)
    assert after.players[0].score == score - 2
    end = position(lesson, _index(lesson, "end"))
    assert end.to_dict()["boards"][0]["hand"] == "GOOO" and end.turn == 0
    assert COLOURS[end.wild_colour] == "G"  # the kept green is wild now


# -- the grey side's story ----------------------------------------------------------------------


def test_grey_costs_are_printed_not_the_spaces_places():
    lesson = PAVILION_GREY
    game = position(lesson, _index(lesson, "cost"))
    orange = STAR_CODES.index("O")
    assert [game.space_cost(orange, n) for n in range(6)] == [3, 2, 1, 4, 5, 6]
    assert {game.space_cost(STAR_CODES.index("C"), n) for n in range(6)} == {3}
    for choice in _step(lesson, "cost").choices:  # the label's cost is the space's
        fields = dict(choice.fields)
        space = int(choice.value[1]) - 1
        assert game.space_cost(orange, space) == fields["cost"] == fields["n"]


def test_grey_the_first_two_tiles_make_a_multicoloured_star_that_takes_each_colour_once():
    lesson = PAVILION_GREY
    orange = STAR_CODES.index("O")
    before = position(lesson, _index(lesson, "becomes"))
    assert before.players[0].star_kind[orange] == UNFIXED  # one tile: not decided yet
    after = _after(lesson, "becomes", 1)
    assert after.players[0].star_kind[orange] == MULTI
    # A second orange instead would have made an orange star.
    other = next(str(m) for m in before.legal_moves() if str(m).startswith("O4O"))
    before.play(other)
    assert before.players[0].star_kind[orange] == COLOURS.index("O")
    third = position(lesson, _index(lesson, "third"))
    legal = {str(m) for m in third.legal_moves()}
    assert "O2Rw1" in legal and not any(m.startswith("O2O") for m in legal)
    scored = _after(lesson, "third", 1)
    assert scored.players[0].score - third.players[0].score == 3  # spaces 2, 3, 4 in a row


def test_grey_the_drawing_shows_the_learner_s_two_tiles():
    lesson = PAVILION_GREY
    ex = _step(lesson, "becomes").example
    board = _after(lesson, "becomes", 1).to_dict()["boards"][0]["stars"][ex.star]
    covered = tuple(c != "." for c in board)
    assert covered == ex.covered
    # The drawing colours a grey star's space i with colour i: orange, then yellow.
    assert [COLOURS[i] for i, c in enumerate(covered) if c] == [c for c in board if c != "."]
