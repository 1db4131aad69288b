"""`python -m rules review`: every decision judged in points of expected margin, from what its
player could know; forced moves never judged; the same output for the same input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import rules
from rules.ai import choose_move
from rules.ai.review import THRESHOLDS, judge_plies, review, verdict

RECORDS = Path(__file__).resolve().parent.parent / "fixtures" / "records"
BAD = ("mistake", "blunder")


def _dumper_game(seed: int) -> tuple[dict, set[int]]:
    """Two medium players; the first, every other time it takes 2 tiles or more for a pattern
    line, throws them on the floor instead. The record, and the plies of those dumps."""
    game = rules.new_game("azul", ["dumper", "solid"], "colour", seed)
    dumps: set[int] = set()
    chances = 0
    while not game.is_over:
        ply = len(game.moves)
        move = str(choose_move(game, "medium", seed=ply))
        if game.turn == 0 and not move.endswith("-F"):
            tiles = game.centre if move[0] == "C" else game.factories[int(move[0]) - 1]
            if tiles[game.parse_move(move).colour] >= 2:
                chances += 1
                if chances % 2:
                    move = move.split("-")[0] + "-F"
                    dumps.add(ply)
        game.play(move)
    return game.record(), dumps


@pytest.mark.parametrize("seed", [2, 3])
def test_tiles_dumped_on_the_floor_are_flagged_and_few_of_the_other_players_moves(seed):
    """At the defaults (the futures compiled)."""
    record, dumps = _dumper_game(seed)
    judged = {j.ply: j for j in review(record).judgements}
    dumped = [judged[p] for p in sorted(dumps)]
    solid = [j for j in judged.values() if j.seat == 1 and not j.forced]
    assert len(dumped) >= 5
    flagged = sum(j.verdict in BAD for j in dumped) / len(dumped)
    solid_flagged = sum(j.verdict in BAD for j in solid) / len(solid)
    assert flagged >= 0.7, [(j.ply, j.played, j.best, j.loss) for j in dumped]
    assert solid_flagged <= 0.3
    mean = sum(j.loss for j in dumped) / len(dumped)
    assert mean >= 3 * sum(j.loss for j in solid) / len(solid)


def test_forced_moves_are_never_judged():
    record = json.loads((RECORDS / "azul-colour-2p-01.json").read_text())
    lines = review(record, iterations=8).judgements
    game = rules.replay({**record, "moves": [], "result": None, "round_scores": None}).game
    forced = 0
    for j, move in zip(lines, record["moves"], strict=True):
        if len(game.legal_moves()) == 1:
            forced += 1
            assert j.forced and j.verdict is None and j.loss == 0 and j.best == j.played
        else:
            assert not j.forced and j.verdict is not None
        game.play(move)
    assert forced >= 1


def test_the_same_record_and_options_give_the_same_review():
    record = json.loads((RECORDS / "pavilion-colour-2p-01.json").read_text())
    first = review(record, iterations=8, seat=1).lines()
    assert first == review(record, iterations=8, seat=1).lines()
    assert first != review(record, iterations=8, seat=1, seed=5).lines()  # the futures changed


@pytest.mark.parametrize("compiled", [True, False])
def test_a_move_is_judged_without_the_draws_that_came_after_it(compiled):
    """Reviewed alone, the first 30 moves of a record, with only the tiles drawn by then, get
    exactly the judgements they get in the whole record: nothing later was read (futures
    compiled, and in Python)."""
    record = json.loads((RECORDS / "azul-colour-3p-05.json").read_text())
    cut = 30
    partial = rules.replay(
        {**record, "moves": record["moves"][:cut], "result": None, "round_scores": None}
    ).game.record()
    partial.pop("seed", None)  # the draws so far only
    assert len(partial["draws"]) < len(record["draws"])
    # In the whole record, only the first `cut` moves are judged (the bot's pieces do the same).
    whole = judge_plies(record, list(range(cut)), iterations=8, compiled=compiled)
    alone = review(partial, iterations=8, compiled=compiled).judgements
    assert [j.line() for j in whole] == [j.line() for j in alone]


@pytest.mark.parametrize(
    "name", ["azul-grey-3p-03.json", "pavilion-grey-2p-07.json", "pavilion-colour-4p-05.json"]
)
def test_both_editions_and_sides_and_up_to_four_players(name):
    record = json.loads((RECORDS / name).read_text())
    done = review(record, iterations=4)
    assert len(done.judgements) == len(record["moves"])
    assert [s.seat for s in done.summaries] == list(range(len(record["players"])))
    for s in done.summaries:
        line = s.line(done.rounds)
        assert 0 <= line["accuracy"] <= 100 and line["lost_per_round"] >= 0
        assert len(line["costliest"]) == min(3, line["judged"])
        assert sum(line["verdicts"].values()) == line["judged"]


def test_verdicts_follow_the_documented_thresholds():
    assert [verdict(x) for x in (0, 0.49, 0.5, 0.99, 1.0, 1.99, 2.0, 3.99, 4.0, 30)] == [
        "best", "best", "good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake",
        "blunder", "blunder",
    ]  # fmt: skip
    assert [name for name, _ in THRESHOLDS] == ["best", "good", "inaccuracy", "mistake"]


def test_the_command_line(tmp_path):
    path = RECORDS / "azul-colour-2p-02.json"
    record = json.loads(path.read_text())
    run = subprocess.run(
        [sys.executable, "-m", "rules", "review", str(path), "--seat", "0", "--iterations", "4"],
        capture_output=True,
        text=True,
        check=True,
    )
    lines = [json.loads(line) for line in run.stdout.splitlines()]
    moves, summary = lines[:-1], lines[-1]
    assert {m["seat"] for m in moves} == {0}
    assert set(moves[0]) == {"ply", "seat", "played", "best", "loss", "verdict", "forced"}
    assert summary["summary"] and summary["name"] == record["players"][0]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**record, "moves": ["9Z-9"]}))
    refused = subprocess.run(
        [sys.executable, "-m", "rules", "review", str(bad)], capture_output=True, text=True
    )
    assert refused.returncode == 1 and refused.stderr.count("\n") == 1
    wrong_seat = subprocess.run(
        [sys.executable, "-m", "rules", "review", str(path), "--seat", "7"],
        capture_output=True,
        text=True,
    )
    assert wrong_seat.returncode == 2 and "seat must be 0 to 1" in wrong_seat.stderr
