"""Where the compiled search keeps its numba cache (whose index numba unpickles): the operator's
NUMBA_CACHE_DIR, a private directory of this user (0700, its owner and mode checked), or beside
the sources; otherwise nowhere. Never a fixed path that another user could make first. Within
it a kernel is found by its place in the project, so every checkout of the same sources loads
what one of them compiled."""

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
    KEEP,
    KERNELS,
    LOCATOR,
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
    """Each place's subdirectory is named after the sources (`kernels-<digest>`); numba finds
    the kernels in it with our locator (unless the operator names another)."""
    version = KERNELS + sources_digest()
    read_only = tmp_path / "not-there"  # a package directory we may not write
    given = {"NUMBA_CACHE_DIR": "/srv/azul/numba", "XDG_CACHE_HOME": str(tmp_path)}
    assert choose_cache(given, read_only)
    assert given["NUMBA_CACHE_DIR"] == f"/srv/azul/numba/{version}"
    assert given["NUMBA_CACHE_LOCATOR_CLASSES"] == LOCATOR
    assert choose_cache(given, read_only)  # a child process inherits the choice, as it is
    assert given["NUMBA_CACHE_DIR"] == f"/srv/azul/numba/{version}"
    theirs = {"NUMBA_CACHE_DIR": "/srv/azul/numba", "NUMBA_CACHE_LOCATOR_CLASSES": "x.Theirs"}
    assert choose_cache(theirs, read_only) and theirs["NUMBA_CACHE_LOCATOR_CLASSES"] == "x.Theirs"
    writable = tmp_path / "package"
    writable.mkdir()
    private = {"XDG_CACHE_HOME": str(tmp_path / "cache")}
    assert choose_cache(private, writable)  # this user's own place first, even beside us
    assert private["NUMBA_CACHE_DIR"] == str(tmp_path / "cache" / PRIVATE_NAME / version)
    assert private["NUMBA_CACHE_LOCATOR_CLASSES"] == LOCATOR
    (tmp_path / "open" / PRIVATE_NAME).mkdir(parents=True, mode=0o777)
    (tmp_path / "open" / PRIVATE_NAME).chmod(0o777)
    beside = {"XDG_CACHE_HOME": str(tmp_path / "open")}  # planted by someone else: not used
    assert choose_cache(beside, writable)
    assert beside["NUMBA_CACHE_DIR"] == str(writable / "__pycache__" / version)
    nowhere = {"XDG_CACHE_HOME": str(tmp_path / "open")}
    assert not choose_cache(nowhere, read_only) and "NUMBA_CACHE_DIR" not in nowhere
    assert "NUMBA_CACHE_LOCATOR_CLASSES" not in nowhere


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


def test_changed_sources_get_a_fresh_cache_and_ours_keep_only_the_latest(tmp_path):
    """numba notices only a change to a kernel's own file; a kernel calling another file's, or
    reading a constant of the rules, would keep stale code: the digest covers all of `rules`.
    Where the place is ours, the kernels of the latest few sources stay (a branch and back)."""
    rules = tmp_path / "rules"
    (rules / "ai").mkdir(parents=True)
    (rules / "ai" / "policy.py").write_text("TILE = 0.7\n")
    before = sources_digest(rules)
    (rules / "ai" / "policy.py").write_text("TILE = 0.8\n")
    assert sources_digest(rules) != before
    private = tmp_path / "cache" / PRIVATE_NAME
    private.mkdir(parents=True, mode=0o700)
    older = [private / f"{KERNELS}{n:016x}" for n in range(KEEP + 1)]
    for age, old in enumerate(older):
        old.mkdir()
        os.utime(old, (1_000_000 - age * 1000,) * 2)  # older[0] the latest used
    env = {"XDG_CACHE_HOME": str(tmp_path / "cache")}
    assert choose_cache(env, tmp_path / "not-there")
    ours = Path(env["NUMBA_CACHE_DIR"])
    assert ours.is_dir() and ours.stat().st_mtime > 1_000_000  # made, and marked as used now
    assert [old.exists() for old in older] == [True] * (KEEP - 1) + [False, False]
    given = tmp_path / "operator"
    theirs = [given / f"{KERNELS}{n:016x}" for n in range(KEEP + 1)]
    for old in theirs:
        old.mkdir(parents=True)
    assert choose_cache({"NUMBA_CACHE_DIR": str(given)}, tmp_path / "not-there")
    assert all(old.exists() for old in theirs)  # the operator's: left as they are


CHECKOUT = """
import rules.ai.native as native
from rules.ai.native import ahead, basics, editions, futures, search
from rules.ai.native.azul import engine as azul_engine, policy as azul_policy
from rules.ai.native.pavilion import engine as pavilion_engine, policy as pavilion_policy
native.load()
modules = (basics, editions, futures, search, azul_engine, azul_policy, pavilion_engine,
           pavilion_policy)
kernels = {id(k): k for m in modules for k in vars(m).values() if hasattr(k, "stats")}.values()
hits = sum(sum(k.stats.cache_hits.values()) for k in kernels)
misses = sum(sum(k.stats.cache_misses.values()) for k in kernels)
print(len(kernels), hits, misses)
"""


def test_another_checkout_of_the_same_sources_loads_the_kernels_one_compiled(tmp_path):
    """numba's own locator names a file's cache after the checkout's directory: a fresh clone
    compiled the search again (35-40 s of CPU). Ours finds it by the file's place in the project
    and its contents, so a copy of the project elsewhere loads every kernel and compiles none."""
    native.load()
    ours = Path(os.environ["NUMBA_CACHE_DIR"])
    cache = tmp_path / "cache"
    shutil.copytree(ours, cache / PRIVATE_NAME / ours.name, ignore=shutil.ignore_patterns(".lock"))
    (cache / PRIVATE_NAME).chmod(0o700)
    before = sorted(p.name for p in cache.rglob("*.nb*"))
    checkout = tmp_path / "elsewhere"
    shutil.copytree(
        ROOT / "rules", checkout / "rules", ignore=shutil.ignore_patterns("__pycache__")
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("NUMBA_")}
    env |= {"XDG_CACHE_HOME": str(cache), "PYTHONPATH": str(checkout)}
    done = subprocess.run(
        [sys.executable, "-c", CHECKOUT], cwd=checkout, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    kernels, hits, misses = map(int, done.stdout.split())
    # the search's and the futures' entry points come from the cache (the kernels they call
    # are compiled into them), and none was compiled
    assert kernels >= 20 and hits >= 3 and misses == 0
    assert sorted(p.name for p in cache.rglob("*.nb*")) == before  # nothing compiled anew


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
