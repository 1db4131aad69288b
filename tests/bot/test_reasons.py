"""Why a move is illegal, in the asker's language: the engines' codes and the catalogue.

English must read exactly as the engine's message (`str(exc)`), so every refusal is generated
here from random positions of both editions and sides, by trying notations that the position
does not allow, and rendered back through the catalogue.
"""

from __future__ import annotations

import pickle
import random
import re

import pytest

import rules
from bot.i18n.catalogue import CATALOGUES, EN
from bot.i18n.errors import Phrase, UserError
from bot.i18n.reasons import reason
from rules.azul.moves import Draft, WallChoice
from rules.pavilion.moves import Acquire, Pass, Place
from tests.rules.pavilion_positions import board, position

AZUL_COLOURS = "BYRKW"
PAVILION_COLOURS = "PGOYBR"
STARS = "ORBYGPC"


def _azul_notations(rng: random.Random, game) -> list[str]:
    out = []
    for _ in range(60):
        src = rng.choice("C123456789")
        out.append(f"{src}{rng.choice(AZUL_COLOURS)}-{rng.choice('12345F')}")
    out += [f"{rng.randint(1, 5)}>{rng.randint(1, 5)}" for _ in range(10)]
    out += ["hello", "4Z-2", "0B-1", "6>1", ""]
    return out


def _pavilion_notations(rng: random.Random, game) -> list[str]:
    out = [f"{rng.choice('C123456789')}{rng.choice(PAVILION_COLOURS)}" for _ in range(30)]
    for _ in range(80):
        star, space = rng.choice(STARS), rng.randint(1, 6)
        colour = rng.choice(["", *PAVILION_COLOURS])
        wilds = rng.choice(["", "", "w1", "w2", "w3", "w5", "w6"])
        bonus = rng.choice(["", "", "", "+P", "+GO", "+BBR", "+YYYY"])
        out.append(f"{star}{space}{colour}{wilds}{bonus}")
    out += ["pass", "pass:G", "pass:GOOB", "pass:PPPPP", "pass:RRRR", "hello", "C3", "O3w9"]
    return out


def _refusals(edition: str, side: str, seed: int):
    """(notation, IllegalMove) pairs met while playing a random game with random detours."""
    rng = random.Random(seed)
    game = rules.new_game(edition, ["Ana", "Bo", "Cy"][: rng.choice((2, 3))], side=side, seed=seed)
    make = _azul_notations if edition == "azul" else _pavilion_notations
    found = []
    ply = 0
    while not game.is_over:
        if ply % 4 == 0:
            legal = set(game.legal_moves())
            for notation in make(rng, game):
                try:
                    if game.parse_move(notation) in legal:
                        continue
                    game.play(notation)
                except rules.IllegalMove as exc:
                    found.append((notation, exc))
                else:
                    raise AssertionError(f"{notation!r} was played but is not a legal move")
            for move in _odd_moves_here(game):
                with pytest.raises(rules.IllegalMove) as info:
                    game.play(move)
                found.append((repr(move), info.value))
            other = (game.turn + 1) % len(game.players)
            with pytest.raises(rules.IllegalMove) as info:
                game.play(game.legal_moves()[0], player=other)
            found.append(("wrong player", info.value))
        game.play(rng.choice(game.legal_moves()))
        ply += 1
    with pytest.raises(rules.IllegalMove) as info:
        game.play("1B-1" if edition == "azul" else "1B")
    found.append(("game over", info.value))
    return found


def _odd_moves_here(game) -> list:
    """Move objects that notation cannot spell, for the phase the game is in."""
    if game.phase == rules.WALL:
        return [WallChoice(game.wall_cursor[1], 5)]
    if game.phase != rules.PLAY:
        return []
    grey = game.grey
    out = [Place(0, 9, 0, 0, (0,) * 6, grey), Place(0, 0, 0, 0, (0,) * 5, grey)]
    out += [Pass((0,) * 5), Pass((5, 0, 0, 0, 0, 0))]
    supply = game.to_dict()["supply"]
    for move in game.legal_moves():
        due = sum(getattr(move, "bonus", ()))
        if due:
            short = [c for c in range(6) if supply.count(PAVILION_COLOURS[c]) < due]
            if short:
                bonus = tuple(due if c == short[0] else 0 for c in range(6))
                out.append(Place(move.star, move.space, move.colour, move.wilds, bonus, grey))
                break
    return out


def _short_supply():
    """Covering B6 earns 3 bonus tiles but the supply holds 2."""
    game = position(
        boards=[board(stars={"B": "....B."}, hand="BBBBBB"), board(passed=True)],
        supply="PG",
        bag="",
        spare=1,
    )
    found = []
    for notation in ("B6+P", "B6", "B6+PGG"):
        with pytest.raises(rules.IllegalMove) as info:
            game.play(notation)
        found.append((notation, info.value))
    return found


def _odd_moves(edition: str, side: str):
    """Move objects that notation cannot spell: out-of-range fields, foreign kinds."""
    game = rules.new_game(edition, 2, side=side, seed=3)
    if edition == "azul":
        moves = [object(), Draft(1, 7, 0), Draft(12, 0, 0), WallChoice(0, 0)]
    else:
        grey = side == "grey"
        moves = [object(), Acquire(1, 9), Acquire(12, 0)]
        moves += [Place(0, 9, 0, 0, (0,) * 6, grey), Place(0, 0, 0, 0, (0,) * 5, grey)]
        moves += [Pass((0,) * 6)]
    found = []
    for move in moves:
        with pytest.raises(rules.IllegalMove) as info:
            game.play(move)
        found.append((repr(move), info.value))
    return found


CASES = [
    (e, s, seed)
    for e in ("azul", "summer-pavilion")
    for s in ("colour", "grey")
    for seed in (1, 2, 3)
]


@pytest.fixture(scope="module")
def refusals():
    found = []
    for edition, side, seed in CASES:
        found += _refusals(edition, side, seed)
    for edition in ("azul", "summer-pavilion"):
        for side in ("colour", "grey"):
            found += _odd_moves(edition, side)
    return found + _short_supply()


def test_every_refusal_has_a_code_in_the_catalogue(refusals):
    assert len(refusals) > 2000
    missing = {(n, str(e)) for n, e in refusals if e.code is None or f"illegal.{e.code}" not in EN}
    assert not missing, sorted(missing)[:10]


def test_english_reads_exactly_as_the_engine(refusals):
    for notation, exc in refusals:
        phrase = reason(exc)
        assert isinstance(phrase, Phrase), (notation, str(exc))
        assert phrase.render("en") == str(exc), notation
        answer = UserError("error.illegal", reason=phrase).render("en-US")
        assert answer == f"That move is not allowed: {str(exc).rstrip('.')}."


def test_most_reasons_are_met(refusals):
    """The random positions reach nearly every reason the catalogue knows."""
    met = {e.code for _, e in refusals}
    known = {k.removeprefix("illegal.") for k in EN if k.startswith("illegal.")}
    assert met <= known
    assert known == met, sorted(known - met)


# Words of those languages spelt like an English one ("full" is Icelandic for full).
FALSE_FRIENDS = {"is": {"full"}}


@pytest.mark.parametrize("lang", sorted(set(CATALOGUES) - {"en"}))
def test_other_languages_render_every_reason_without_the_english(refusals, lang):
    seen = set()
    for notation, exc in refusals:
        if exc.code in seen:
            continue
        seen.add(exc.code)
        rendered = reason(exc).render(lang)
        english = str(exc)
        assert rendered != english, (lang, exc.code)
        # No English word of the engine's sentence (notation, names and numbers aside).
        words = set(re.findall(r"[a-z]{4,}", english)) - set(re.findall(r"[a-z]{4,}", notation))
        words -= {"pass", "hello", "plain", "kept"}  # notation the player types
        words -= FALSE_FRIENDS.get(lang, set())
        leaked = {w for w in words if re.search(rf"\b{w}\b", rendered)}
        assert not leaked, (lang, exc.code, rendered, leaked)


def test_a_reason_without_a_known_code_is_the_engines_message():
    assert reason(rules.IllegalMove("no such thing.")) == "no such thing"
    assert reason(rules.IllegalMove("odd", "nowhere.unknown", n=1)) == "odd"
    assert reason(ValueError("plain")) == "plain"


def test_illegal_moves_keep_code_and_params_through_pickle():
    game = rules.new_game("azul", 2, seed=5)
    with pytest.raises(rules.NotationError) as info:
        game.play("4Z-2")
    exc = pickle.loads(pickle.dumps(info.value))
    assert type(exc) is rules.NotationError
    assert (str(exc), exc.code, exc.params) == (
        str(info.value),
        "azul.notation",
        {"text": "'4Z-2'"},
    )


def test_a_refusal_for_a_ukrainian_asker_has_no_english_reason():
    game = rules.new_game("azul", ["Ana", "Bo"], seed=7)
    with pytest.raises(rules.IllegalMove) as info:
        game.play("9R-1")
    refusal = UserError("error.illegal", reason=reason(info.value))
    english = refusal.render("en")
    assert (
        english == "That move is not allowed: there is no factory 9: this game has factories 1-5."
    )
    ukrainian = refusal.render("uk")
    assert str(info.value) not in ukrainian
    assert "factory" not in ukrainian and "factories" not in ukrainian
    assert "9" in ukrainian and "1-5" in ukrainian
