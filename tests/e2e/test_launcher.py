"""The launcher the end-to-end tests fork their bots from (`fakediscord.launcher`): a launched
module runs as `python -m` would run it (argv, working directory, its own environment and log,
as `__main__`), and its end is reported as `subprocess.Popen` reports it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest

from bench.harness import REPO
from fakediscord.launcher import Launcher


@pytest.fixture(scope="module")
def launcher():
    forker = Launcher(
        sys.executable, preload="bot", cwd=REPO, env={**os.environ, "LAUNCHER_ONLY": "yes"}
    )
    yield forker
    forker.close()


def _env(**settings: str) -> dict[str, str]:
    return {"PATH": os.environ["PATH"], "PYTHONUNBUFFERED": "1", **settings}


def test_a_launched_module_runs_as_python_dash_m_would(launcher, tmp_path):
    log = tmp_path / "out.log"
    process = launcher.launch(
        "tests.e2e.launched", _env(LAUNCHED_MARKER="here", LAUNCHED_END="3"), tmp_path, log
    )
    assert process.wait(timeout=10) == 3
    text = log.read_text()
    assert f"argv0={REPO / 'tests' / 'e2e' / 'launched.py'} cwd={tmp_path} marker=here" in text
    # Only the environment it was given: nothing of the launcher's own.
    assert "inherited=None name=__main__" in text


def test_an_uncaught_exception_is_reported_and_ends_with_status_1(launcher, tmp_path):
    log = tmp_path / "out.log"
    process = launcher.launch("tests.e2e.launched", _env(LAUNCHED_END="raise"), tmp_path, log)
    assert process.wait(timeout=10) == 1
    assert "RuntimeError: launched and failed" in log.read_text()


def test_a_killed_process_reports_its_signal_and_others_keep_running(launcher, tmp_path):
    waiting = [
        launcher.launch(
            "tests.e2e.launched", _env(LAUNCHED_END="wait"), tmp_path, tmp_path / f"{i}"
        )
        for i in range(2)
    ]
    assert all(p.poll() is None for p in waiting)
    with pytest.raises(subprocess.TimeoutExpired):
        waiting[0].wait(timeout=0.2)
    waiting[0].kill()
    assert waiting[0].wait(timeout=10) == -signal.SIGKILL
    assert waiting[1].poll() is None, "only the killed one ended"
    waiting[1].send_signal(signal.SIGTERM)
    assert waiting[1].wait(timeout=10) == -signal.SIGTERM
    waiting[1].kill()  # already gone: nothing happens
