"""Where the compiled search keeps its numba cache (whose index numba unpickles): the operator's
NUMBA_CACHE_DIR, beside the sources, or a private directory of this user (0700, its owner and
mode checked); otherwise nowhere. Never a fixed path that another user could make first."""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rules.ai import native
from rules.ai.native import (
    KERNELS,
    PRIVATE_NAME,
    ahead,
    choose_cache,
    private_cache_dir,
    sources_digest,
)

ROOT = Path(__file__).resolve().parents[2]


def test_a_private_directory_is_made_for_this_user_only(tmp_path):
    env = {"XDG_CACHE_HOME": str(tmp_path / "cache"), "HOME": "/nonexistent"}
    made = private_cache_dir(env)
    assert made == tmp_path / "cache" / PRIVATE_NAME
    info = made.lstat()
    assert info.st_uid == os.getuid() and info.st_mode & 0o777 == 0o700
    assert private_cache_dir(env) == made  # found again as it is


def test_without_xdg_it_is_under_home(tmp_path):
    assert private_cache_dir({"HOME": str(tmp_path)}) == tmp_path / ".cache" / PRIVATE_NAME
    relative = {"XDG_CACHE_HOME": "relative/cache", "HOME": str(tmp_path)}  # ignored (XDG)
    assert private_cache_dir(relative) == tmp_path / ".cache" / PRIVATE_NAME


def test_a_directory_others_could_write_or_that_is_not_ours_is_refused(tmp_path):
    env = {"XDG_CACHE_HOME": str(tmp_path)}
    planted = tmp_path / PRIVATE_NAME
    planted.mkdir(mode=0o777)
    planted.chmod(0o777)  # made first by someone else, open to all
    assert private_cache_dir(env) is None
    planted.chmod(0o750)  # others of the group may look in
    assert private_cache_dir(env) is None
    planted.chmod(0o700)
    assert private_cache_dir(env) == planted
    assert private_cache_dir(env, uid=os.getuid() + 1) is None  # someone else's
    planted.rmdir()
    elsewhere = tmp_path / "theirs"
    elsewhere.mkdir(mode=0o700)
    planted.symlink_to(elsewhere)  # a link to somewhere else
    assert private_cache_dir(env) is None
    (tmp_path / "blocked").write_text("a file where a directory should be")
    assert private_cache_dir({"XDG_CACHE_HOME": str(tmp_path / "blocked")}) is None


def test_the_choice_of_place(tmp_path):
    """Each place's subdirectory is named after the sources (`kernels-<digest>`)."""
    version = KERNELS + sources_digest()
    read_only = tmp_path / "not-there"  # a package directory we may not write
    given = {"NUMBA_CACHE_DIR": "/srv/azul/numba", "XDG_CACHE_HOME": str(tmp_path)}
    assert choose_cache(given, read_only)
    assert given["NUMBA_CACHE_DIR"] == f"/srv/azul/numba/{version}"
    assert choose_cache(given, read_only)  # a child process inherits the choice, as it is
    assert given["NUMBA_CACHE_DIR"] == f"/srv/azul/numba/{version}"
    writable = tmp_path / "package"
    writable.mkdir()
    beside = {"XDG_CACHE_HOME": str(tmp_path)}
    assert choose_cache(beside, writable)
    assert beside["NUMBA_CACHE_DIR"] == str(writable / "__pycache__" / version)
    private = {"XDG_CACHE_HOME": str(tmp_path / "cache")}
    assert choose_cache(private, read_only)
    assert private["NUMBA_CACHE_DIR"] == str(tmp_path / "cache" / PRIVATE_NAME / version)
    (tmp_path / "open" / PRIVATE_NAME).mkdir(parents=True, mode=0o777)
    (tmp_path / "open" / PRIVATE_NAME).chmod(0o777)
    nowhere = {"XDG_CACHE_HOME": str(tmp_path / "open")}
    assert not choose_cache(nowhere, read_only) and "NUMBA_CACHE_DIR" not in nowhere


NO_PLACE = """
import os, sys, tempfile
os.access = lambda *args, **kwargs: False  # the installed package is read-only
import rules.ai.native as native
from rules.ai.native import search  # every kernel defined
from rules.ai.native.azul import engine
assert native.CACHING is False, "cached"
assert "NUMBA_CACHE_DIR" not in os.environ
assert type(engine.play._cache).__name__ == "NullCache"  # compiled per process, never cached
assert not os.path.exists(os.path.join(tempfile.gettempdir(), "azul-numba-cache"))
print("no cache")
"""


def test_changed_sources_get_a_fresh_cache_and_ours_lose_the_old_one(tmp_path):
    """numba notices only a change to a kernel's own file; a kernel calling another file's, or
    reading a constant of the rules, would keep stale code: the digest covers all of `rules`."""
    rules = tmp_path / "rules"
    (rules / "ai").mkdir(parents=True)
    (rules / "ai" / "policy.py").write_text("TILE = 0.7\n")
    before = sources_digest(rules)
    (rules / "ai" / "policy.py").write_text("TILE = 0.8\n")
    assert sources_digest(rules) != before
    package = tmp_path / "package"
    stale = package / "__pycache__" / (KERNELS + "0123456789abcdef")
    stale.mkdir(parents=True)
    given = tmp_path / "operator"
    theirs = given / (KERNELS + "0123456789abcdef")
    theirs.mkdir(parents=True)
    assert choose_cache({}, package) and not stale.exists()  # ours: the old one goes
    assert choose_cache({"NUMBA_CACHE_DIR": str(given)}, package) and theirs.exists()


def test_with_no_safe_place_the_kernels_are_compiled_but_never_cached(tmp_path):
    (tmp_path / "open" / PRIVATE_NAME).mkdir(parents=True, mode=0o777)
    (tmp_path / "open" / PRIVATE_NAME).chmod(0o777)  # planted by another user
    env = {k: v for k, v in os.environ.items() if k != "NUMBA_CACHE_DIR"}
    env |= {
        "XDG_CACHE_HOME": str(tmp_path / "open"),
        "TMPDIR": str(tmp_path),
        "PYTHONPATH": str(ROOT),
    }
    done = subprocess.run(
        [sys.executable, "-c", NO_PLACE], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "no cache"
    assert "not a private directory of this user" in done.stderr


def test_processes_starting_together_compile_once_under_the_caches_lock(tmp_path):
    """Until the cache is marked complete, `load` works under the cache's lock: a process that
    comes while another one compiles waits for it, then loads what it wrote and marks the cache
    complete (after which processes load side by side, without the lock)."""
    native.load()  # this process's cache is complete: a copy of it stands for what was written
    ours = Path(os.environ["NUMBA_CACHE_DIR"])
    theirs = tmp_path / ours.name
    shutil.copytree(ours, theirs, ignore=shutil.ignore_patterns(native.COMPLETE, ".lock"))
    env = os.environ | {"NUMBA_CACHE_DIR": str(tmp_path), "PYTHONPATH": str(ROOT)}
    with open(theirs / ".lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # another process is compiling
        child = subprocess.Popen(
            [sys.executable, "-m", "rules.ai.native"],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        with pytest.raises(subprocess.TimeoutExpired):
            child.wait(timeout=3)  # loading alone takes about a second: it waits
        assert not (theirs / native.COMPLETE).exists()
    out, err = child.communicate(timeout=120)
    assert child.returncode == 0, err
    assert "compiled search ready" in out and (theirs / native.COMPLETE).exists()


def test_compiled_ahead_in_stages_the_kernels_have_the_search_s_own_types(tmp_path):
    """`python -m rules.ai.native` compiles an empty cache in stages, each edition's kernels
    in a process of their own (`rules.ai.native.ahead`): called there with other types than the
    search hands them, they would be compiled once more when the search is. On a copy of a
    complete cache, every stage's part finds its kernels there and adds none."""
    native.load()
    ours = Path(os.environ["NUMBA_CACHE_DIR"])
    theirs = tmp_path / ours.name
    shutil.copytree(ours, theirs)
    before = sorted(p.name for p in theirs.rglob("*.nbc"))
    parts = [part for stage in ahead.STAGES for part in stage]
    assert set(parts) == {"azul", "pavilion", "editions", "search", "futures"}
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            f"from rules.ai.native import ahead\nfor p in {parts!r}: ahead.compile_part(p)",
        ],
        cwd=ROOT,
        env=os.environ | {"NUMBA_CACHE_DIR": str(tmp_path), "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in theirs.rglob("*.nbc")) == before
    with pytest.raises(ValueError, match="no such part"):
        ahead.compile_part("chess")
