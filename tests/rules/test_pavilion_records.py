"""Summer Pavilion records: the 12 examples replay exactly, exports replay to the same game."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules import ReplayError, replay
from rules.pavilion import PavilionGame

RECORDS = Path(__file__).parents[1] / "fixtures" / "records"
ROOT = Path(__file__).parents[2]
EXAMPLES = sorted(RECORDS.glob("pavilion-*.json"))


def load(path: Path) -> dict:
    return json.loads(path.read_text())


def test_all_twelve_examples_are_here():
    assert len(EXAMPLES) == 12


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_replays_exactly(path):
    record = load(path)
    result = replay(record)
    game = result.game
    assert result.mismatches == []
    assert game.is_over and len(game.round_scores) == 6
    assert game.scores == record["result"]["scores"]
    assert game.winners == record["result"]["winners"]
    assert [list(r) for r in game.round_scores] == record["round_scores"]
    assert game.tile_total() == 132
    # Every drawn tile is used, in the record's order, and the export writes the same moves.
    exported = game.record()
    assert exported["draws"] == record["draws"]
    assert exported["moves"] == record["moves"]
    assert exported["result"] == record["result"]
    for seat in range(game.num_players):
        b = game.breakdown(seat)
        assert sum(v for k, v in b.items() if k != "total") == b["total"] == game.scores[seat]


@pytest.mark.parametrize("path", [EXAMPLES[0], EXAMPLES[-1]], ids=lambda p: p.stem)
def test_json_round_trip_at_every_ply_of_an_example(path):
    record = load(path)
    game = PavilionGame(record["players"], side=record["side"], draws=record["draws"])
    for text in record["moves"]:
        game.play(text)
        d = game.to_dict()
        assert PavilionGame.from_dict(json.loads(json.dumps(d))).to_dict() == d
    assert game.scores == record["result"]["scores"]


def test_replay_command_exits_0_and_prints_the_result(tmp_path):
    path = EXAMPLES[6]
    out = subprocess.run(
        [sys.executable, "-m", "rules", "replay", str(path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    record = load(path)
    assert summary["scores"] == record["result"]["scores"]
    assert summary["round_scores"] == record["round_scores"] and summary["finished"]


def test_a_wrong_result_or_round_score_is_reported():
    record = load(EXAMPLES[0])
    record["result"]["scores"] = [1, 2]
    record["round_scores"][2] = [0, 0]
    problems = replay(record).mismatches
    assert any("scores" in p for p in problems)
    assert any("round 3 scores" in p for p in problems)


def test_an_illegal_move_names_its_index():
    record = load(EXAMPLES[0])
    record["moves"][3] = "9P"
    with pytest.raises(ReplayError, match=r"move 3 \(9P\): there is no factory 9"):
        replay(record)


def test_a_cut_record_replays_to_its_last_move():
    record = load(EXAMPLES[2])
    record["moves"] = record["moves"][:40]
    del record["result"], record["round_scores"]
    result = replay(record)
    assert not result.game.is_over and result.summary()["winners"] == []
    assert result.game.moves == record["moves"]


def test_malformed_saved_states_are_refused():
    from rules import RecordError, load_state

    good = PavilionGame(2, seed=5).to_dict()
    assert load_state(json.loads(json.dumps(good))).to_dict() == good
    for change, reason in [
        (lambda d: d.update(bag=d["bag"][1:]), "holds 131 tiles, not 132"),
        (lambda d: d.update(edition="azul"), "state format"),
        (lambda d: d.update(format="pavilion-state/0"), "state format"),
        (lambda d: d["boards"][0].update(stars=["RG....", *["......"] * 6]), "star 1"),
        (lambda d: d.update(supply="PPG"), "the supply has 10 spaces"),
        (lambda d: d.update(factories=d["factories"][:2]), "wrong number of factories"),
        (lambda d: d.update(moves=["Z9"]), "is not a Summer Pavilion move"),
    ]:
        bad = json.loads(json.dumps(good))
        change(bad)
        with pytest.raises(RecordError, match=reason):
            load_state(bad)
