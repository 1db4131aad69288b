"""The README's offline demo (`python -m bench.demo`) plays a whole game and writes its images
and transcript: the command people try first must not rot."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DEMO = (sys.executable, "-m", "bench.demo")


def test_the_demo_plays_a_whole_game(tmp_path):
    out = tmp_path / "demo"
    done = subprocess.run(
        [*DEMO, "--edition", "azul", "--side", "grey", "--players", "3", "--out", str(out),
         "--computer-delay", "0"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=240,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    transcript = (out / "transcript.md").read_text()
    assert "Game over" in transcript and "/azul new edition:azul side:grey" in transcript
    # Both computers sat down: the host's second click may come while the first computer is
    # still sitting down, and is then deferred, the level picker following it.
    assert "Seats (3/4)" in transcript and "Computer 2 (easy)" in transcript
    images = sorted(out.glob("*.png"))
    assert len(images) > 10 and all(p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in images)
    # After the game the host looked back: replay, review, history, stats, leaderboard, rematch.
    steps = ("azul:rp:", "azul:rv:", "/azul history", "/azul stats", "/azul leaderboard")
    for step in (*steps, "azul:rm:"):
        assert step in transcript, step
    assert "🎞️ Replay of game #1" in transcript and "A rematch of game #1" in transcript
    assert "🔍 Review of game #1" in transcript and list(out.glob("*-review.png"))


def test_the_history_benchmark_runs_small(tmp_path):
    """`python -m bench.history` on a small archive: every answer timed, in one JSON line."""
    done = subprocess.run(
        [sys.executable, "-m", "bench.history", "--games", "400", "--samples", "5"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["games"] == 400 and figures["store"] == "sqlite"
    for answer in ("history", "history_person", "stats", "leaderboard", "replay_step"):
        assert 0 < figures[answer]["p50_ms"] <= figures[answer]["p95_ms"], answer


# A shell without job control (a CI runner's, `./scripts/test &`) starts what it runs in the
# background with SIGINT ignored, and so are their children: the benchmark as run that way.
SIGINT_IGNORED = (
    "import runpy, signal, sys; signal.signal(signal.SIGINT, signal.SIG_IGN); "
    "sys.argv[0] = sys.argv[1]; del sys.argv[1]; runpy.run_module(sys.argv[0], run_name='__main__')"
)


def test_the_soak_runs_small(tmp_path):
    """`python -m bench.soak` on two games (without faults: injected at random they make a
    timing test, which belongs to the benchmark, not to the suite): both finished, nothing lost,
    nobody stuck, no error in the bot's log, every interaction answered. Its bot is closed as
    a service manager closes it, even where SIGINT is ignored (it was closed by SIGINT, which
    then waited 10 s for the kill)."""
    done = subprocess.run(
        [sys.executable, "-c", SIGINT_IGNORED, "bench.soak", "--games", "2", "--slots", "2",
         "--think", "0", "--workdir", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )  # fmt: skip
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert done.returncode == 0, done.stderr[-3000:]
    assert figures["games_finished"] == 2 and figures["faults"] == {}
    for kind in ("lost_moves", "stuck_games", "unhandled_exceptions", "interaction_failures"):
        assert figures[kind] == 0, kind
    assert figures["rss_end_mb"] > 0
    assert "SIGTERM received: closing" in (tmp_path / "bot.log").read_text()


def test_the_abuse_benchmark_runs_small(tmp_path):
    """`python -m bench.abuse` on two games and six expert hints: its one JSON line has the
    figures it promises, every hint was answered or refused for a reason it knows, no errors."""
    done = subprocess.run(
        [sys.executable, "-m", "bench.abuse", "--games", "2", "--hints", "6", "--rounds", "1",
         "--warmup", "2", "--quiet", "4", "--think", "0.3", "--level", "medium",
         "--workdir", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    moves = figures["computer_move_ms"]
    assert set(moves) == {"quiet", "abused"}
    assert all(set(moves[w]) == {"p50_ms", "p95_ms", "n"} for w in moves)
    assert moves["quiet"]["n"] + moves["abused"]["n"] > 0
    assert figures["hints_answered"] >= 1
    assert figures["hints_answered"] + figures["hints_refused"] == 6
    assert figures["errors"] == 0


def test_the_web_benchmark_runs_small(tmp_path):
    """`python -m bench.web` on three games with two pages each: every move reached every page,
    none lost, no errors, and the figures it promises are there."""
    done = subprocess.run(
        [sys.executable, "-m", "bench.web", "--games", "3", "--viewers", "2", "--moves", "6",
         "--think", "0.05", "--workdir", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["games"] == 3 and figures["viewers"] == 2 and figures["pages"] == 12
    assert figures["moves"] == 18 and figures["errors"] == 0 and figures["lost_moves"] == 0
    for kind in ("update_ms", "move_ms"):
        assert 0 < figures[kind]["p50_ms"] <= figures[kind]["p95_ms"], kind


def test_the_demo_serves_its_game_on_the_web_too(tmp_path):
    """`python -m bench.demo --web`: a link to watch the game live, then the game (here without
    the pauses that make it watchable)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    done = subprocess.run(
        [*DEMO, "--web", "--web-port", str(port), "--computer-delay", "0", "--think", "0",
         "--out", str(tmp_path / "demo")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=240,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert f"Watch the game live: http://127.0.0.1:{port}/table/?t=" in done.stdout
    assert "Game over" in (tmp_path / "demo" / "transcript.md").read_text()
