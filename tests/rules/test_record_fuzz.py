"""Records from anywhere (`python -m rules replay`, `/azul replay file:`): any JSON value in any
field, any bytes in the file. The only outcomes are a replay or a RecordError saying what is
wrong; nothing else escapes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

import rules
from rules.records import load_record_file

ROOT = Path(__file__).resolve().parents[2]
GOOD = json.loads((ROOT / "tests/fixtures/records/azul-colour-2p-01.json").read_text())
JSON = st.recursive(
    st.one_of(
        st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=20)
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=15,
)
FIELDS = ("format", "edition", "side", "players", "seed", "draws", "moves", "result", "extra")


@settings(max_examples=300, deadline=None)
@given(field=st.sampled_from(FIELDS), value=JSON, drop=st.booleans())
def test_a_record_with_any_value_anywhere_replays_or_says_why(field, value, drop):
    record = dict(GOOD)
    if drop:
        record.pop(field, None)
    else:
        record[field] = value
    try:
        rules.replay(record)
    except rules.RecordError as exc:
        assert str(exc)  # says what is wrong


@settings(max_examples=200, deadline=None)
@given(moves=st.lists(st.text(max_size=12), max_size=8), keep=st.integers(0, 60))
def test_moves_of_any_text_replay_or_name_the_move(moves, keep):
    record = dict(GOOD, moves=GOOD["moves"][:keep] + moves)
    try:
        rules.replay(record)
    except rules.ReplayError as exc:
        assert 0 <= exc.index < len(record["moves"]) and exc.reason


@settings(max_examples=100, deadline=None)
@given(data=st.binary(max_size=300))
def test_any_file_is_read_or_refused_with_a_reason(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("records") / "r.json"
    path.write_bytes(data)
    try:
        load_record_file(path)
    except rules.RecordError as exc:
        assert str(path) in str(exc)


def test_the_command_line_answers_a_hostile_file_in_one_line(tmp_path):
    nested = tmp_path / "deep.json"
    nested.write_text("[" * 100_000 + "]" * 100_000)
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00")
    for path, reason in ((nested, "nested too deeply"), (binary, "not text")):
        done = subprocess.run(
            [sys.executable, "-m", "rules", "replay", str(path)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 1
        assert reason in done.stderr and "Traceback" not in done.stderr
        assert len(done.stderr.strip().splitlines()) == 1
