"""Each atheris target runs 5,000 coverage-guided inputs, from a corpus of good
records, without a crash. A longer run: `python -m tests.fuzz TARGET -max_total_time=600`."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("atheris")

REPO = Path(__file__).resolve().parents[2]
RUNS = 5000  # a few seconds a target; the suite is a smoke run, not the deep one above


@pytest.mark.parametrize("target", ["record", "notation", "upload"])
def test_the_target_survives_the_fuzzer(target, tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for path in (REPO / "tests" / "fixtures" / "records").glob("*.json"):
        shutil.copy(path, corpus)
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "tests.fuzz",
            target,
            f"-runs={RUNS}",
            "-seed=1",
            f"-artifact_prefix={tmp_path}/",
            str(corpus),
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=240,
    )
    crashes = list(tmp_path.glob("crash-*"))
    assert run.returncode == 0 and not crashes, run.stderr[-4000:]
    assert f"Done {RUNS} runs" in run.stderr
