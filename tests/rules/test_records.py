"""Game records: every example replays exactly; the replay command's output and exit codes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules import DrawError, RecordError, ReplayError, new_game, replay
from rules.rng import SplitMix64

RECORDS = Path(__file__).parents[1] / "fixtures" / "records"
ROOT = Path(__file__).parents[2]


def example_files(prefix: str = "") -> list[Path]:
    return sorted(RECORDS.glob(f"{prefix}*.json"))


def test_the_examples_are_all_here():
    assert len(example_files("azul-")) == 18
    assert len(example_files("pavilion-")) == 12


@pytest.mark.parametrize("path", example_files(), ids=lambda p: p.stem)
def test_example_replays_exactly(path):
    record = json.loads(path.read_text())
    result = replay(record)
    assert result.mismatches == []
    assert result.game.is_over
    assert result.game.scores == record["result"]["scores"]
    assert result.game.winners == record["result"]["winners"]
    assert [list(r) for r in result.game.round_scores] == record["round_scores"]
    # Exporting the replayed game gives back the same moves, draws and result.
    exported = result.game.record()
    assert exported["moves"] == record["moves"]
    assert record["draws"].startswith(exported["draws"])
    assert exported["result"] == record["result"]


def run_replay(tmp_path, record) -> subprocess.CompletedProcess:
    f = tmp_path / "game.json"
    f.write_text(record if isinstance(record, str) else json.dumps(record))
    return subprocess.run(
        [sys.executable, "-m", "rules", "replay", str(f)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )


def test_replay_command_prints_the_result(tmp_path):
    record = json.loads((RECORDS / "azul-colour-2p-01.json").read_text())
    out = run_replay(tmp_path, record)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == {
        "scores": [17, 16],
        "winners": [0],
        "round_scores": record["round_scores"],
        "finished": True,
    }


def test_replay_command_fails_on_a_different_result(tmp_path):
    record = json.loads((RECORDS / "azul-colour-2p-01.json").read_text())
    record["result"]["scores"] = [17, 15]
    out = run_replay(tmp_path, record)
    assert out.returncode == 1
    assert "scores [17, 16] differ" in out.stderr


def test_replay_command_names_the_illegal_move(tmp_path):
    record = json.loads((RECORDS / "azul-colour-2p-01.json").read_text())
    record["moves"][3] = "9K-1"
    out = run_replay(tmp_path, record)
    assert out.returncode == 1
    assert out.stderr.count("\n") == 1
    assert "move 3 (9K-1): there is no factory 9" in out.stderr


def test_partial_record_replays_to_its_last_move(tmp_path):
    record = json.loads((RECORDS / "azul-colour-2p-01.json").read_text())
    del record["result"], record["round_scores"]
    record["moves"] = record["moves"][:12]
    out = run_replay(tmp_path, record)
    assert out.returncode == 0
    summary = json.loads(out.stdout)
    assert summary["finished"] is False and summary["winners"] == []
    assert len(summary["round_scores"]) == 1


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "is not JSON"),
        ('{"edition": "chess", "players": ["a", "b"], "seed": 1}', "unknown edition 'chess'"),
        ('{"edition": "azul", "players": ["a"], "seed": 1}', "players must be a list of 2 to 4"),
        ('{"edition": "azul", "players": ["a", "b"]}', "needs a seed or draws"),
        ('{"edition": "azul", "players": ["a", "b"], "seed": 1, "moves": [3]}', "moves must be"),
    ],
)
def test_malformed_records_are_refused_with_a_reason(tmp_path, text, message):
    out = run_replay(tmp_path, text)
    assert out.returncode == 1
    assert message in out.stderr


def test_explicit_draws_take_precedence_over_the_seed():
    record = json.loads((RECORDS / "azul-colour-2p-01.json").read_text())
    record["seed"] = 12345  # a different seed: draws still decide
    assert replay(record).mismatches == []


def test_draw_errors_name_the_draw_index():
    with pytest.raises(DrawError, match="draw 20: no B tile is left"):
        new_game("azul", 3, draws="B" * 30)
    with pytest.raises(DrawError, match="draw 3: the record's draws ran out"):
        new_game("azul", 2, draws="BYR")
    with pytest.raises(DrawError, match="draw 0: 'X' is not a tile colour"):
        new_game("azul", 2, draws="X" * 20)


def test_replay_error_carries_index_move_and_reason():
    game = new_game("azul", 2, seed=3)
    record = game.record()
    record["moves"] = ["CB-1"]
    with pytest.raises(ReplayError) as info:
        replay(record)
    assert (info.value.index, info.value.move) == (0, "CB-1")
    assert "the centre" in info.value.reason


def test_splitmix64_matches_the_reference_sequence():
    # Reference values of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
    rng = SplitMix64(0)
    assert [rng.next64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_same_seed_same_draws_different_seed_different_draws():
    a, b, c = (new_game("azul", 3, seed=s) for s in (7, 7, 8))
    assert a.draw_log == b.draw_log and a.draw_log != c.draw_log
    assert "".join(new_game("azul", 2, seed=42).draw_log) == "".join(
        new_game("azul", 2, seed=42).draw_log
    )


def test_record_without_draws_is_rejected_as_a_record_error():
    with pytest.raises(RecordError):
        replay({"edition": "azul", "players": ["a", "b"], "moves": []})
