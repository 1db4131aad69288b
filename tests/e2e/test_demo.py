"""The README's offline demo (`python -m bench.demo`) plays a whole game and writes its images
and transcript: the command people try first must not rot."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEMO = (sys.executable, "-m", "bench.demo")


def test_the_demo_plays_a_whole_game(tmp_path):
    out = tmp_path / "demo"
    done = subprocess.run(
        [*DEMO, "--edition", "azul", "--side", "grey", "--out", str(out), "--computer-delay", "0"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    transcript = (out / "transcript.md").read_text()
    assert "Game over" in transcript and "/azul new edition:azul side:grey" in transcript
    images = sorted(out.glob("*.png"))
    assert len(images) > 10 and all(p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in images)
