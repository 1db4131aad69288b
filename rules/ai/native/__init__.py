"""Hard's search for both editions, compiled (numba): the same search as `rules.ai.mcts` with the
same policy, evaluation and rules, on positions held as one flat integer array.

A playout in Python costs about 200 µs, most of it the interpreter walking the rollout policy and
the engine's lists; compiled, a whole iteration (copy, descent, playout, evaluation, backup)
costs about 10 µs, so the same time a move buys many times the playouts, which is what makes
hard stronger (docs/ai.md). Per edition (`azul`, `pavilion`), `layout` encodes a game; `engine`
plays moves, round ends and deals on the encoding; `policy` is the edition's quick values,
rollout policy and evaluation. `editions` picks an edition's kernels from the array's header
(`header`); `search` is the tree, `futures` the reviews' playouts. The Python engines stay the
reference: tests replay random games through both and compare every cell.

Compiling takes about 25 s; the result is cached on disk (numba's `cache=True`) and loads in about
half a second. numba unpickles its cache index before any check, so the cache must be a place
nobody else can write: where `NUMBA_CACHE_DIR` says (the operator's choice; the Dockerfile sets
one), else a private directory of this user, `$XDG_CACHE_HOME/azul-numba` or
`~/.cache/azul-numba`, created with mode 0700 and used only while it is a directory of this user
that nobody else may enter, else beside these files when they are writable. Where none of these
is possible the kernels are compiled in every process and never cached: slower to start, never
a shared fixed path such as one in the system's temporary directory. `python -m
rules.ai.native` compiles ahead of time (the Dockerfile does, at build), an empty cache in stages
across processes (`ahead`: some 18 s instead of 25 on two cores).

numba notices only a change to a kernel's own file: a kernel calling one of another file, or
reading a constant of the rules (a weight, a cost table), would keep its old compiled code after
that other file changed. So the cache lives in a subdirectory named after a digest of every
source of the `rules` package (`kernels-<digest>`): changed sources, a fresh cache; where the
place is ours (not the operator's) the subdirectories of the latest few sources stay (a branch
and back), older ones go. Within it the kernels are found by their place in the package and
their file's contents, not by where the checkout is (`locator`): every checkout of the same
sources on a machine (a second clone, a release whose rules did not change) loads what one of
them compiled.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import logging
import os
import shutil
import stat
import sys
from collections.abc import Iterator, MutableMapping
from pathlib import Path

log = logging.getLogger(__name__)

_HERE = Path(__file__).parent
_RULES = _HERE.parents[1]
PRIVATE_NAME = "azul-numba"
KERNELS = "kernels-"  # + the sources' digest: the cache's subdirectory
KEEP = 3  # where the cache's place is ours, the kernels of this many sources stay
LOCATOR = "rules.ai.native.locator.CheckoutLocator"


def sources_digest(root: Path = _RULES) -> str:
    """A digest of every source the kernels are compiled from: the whole `rules` package."""
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def _versioned(base: Path, ours: bool) -> str:
    """`base`'s subdirectory for today's sources; where `base` is ours, it is marked as just
    used and all but the latest few others go."""
    name = KERNELS + sources_digest()
    if base.name == name:
        return str(base)  # already chosen (a child process inherits the environment)
    chosen = base / name
    if ours:
        with contextlib.suppress(OSError):
            chosen.mkdir(parents=True, exist_ok=True)
            os.utime(chosen)
        others = [old for old in base.glob(KERNELS + "*") if old.name != name]
        for old in sorted(others, key=_last_used, reverse=True)[KEEP - 1 :]:
            shutil.rmtree(old, ignore_errors=True)
    return str(chosen)


def _last_used(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def private_cache_dir(env: MutableMapping[str, str], uid: int | None = None) -> Path | None:
    """This user's own cache directory for the kernels, made if needed (mode 0700); None when
    it cannot be made, is not a directory of `uid` (a link, say) or others may enter it."""
    uid = os.getuid() if uid is None else uid
    base = env.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(base):  # unset, or relative: the XDG specification says to ignore it
        home = env.get("HOME") or os.path.expanduser("~")
        if not os.path.isabs(home):
            return None
        base = os.path.join(home, ".cache")
    path = Path(base) / PRIVATE_NAME
    try:
        Path(base).mkdir(mode=0o700, parents=True, exist_ok=True)
        with contextlib.suppress(FileExistsError):
            path.mkdir(mode=0o700)
        info = path.lstat()
    except OSError:
        return None
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != uid or info.st_mode & 0o077:
        log.warning("%s is not a private directory of this user: the search is not cached", path)
        return None
    return path


def choose_cache(env: MutableMapping[str, str], package: Path = _HERE) -> bool:
    """Point numba at a safe place for its cache (`NUMBA_CACHE_DIR` in `env`, made the
    subdirectory for today's sources, and `NUMBA_CACHE_LOCATOR_CLASSES` our locator); whether
    there is one."""
    given = env.get("NUMBA_CACHE_DIR")
    if given:
        env["NUMBA_CACHE_DIR"] = _versioned(Path(given), ours=False)
    elif (private := private_cache_dir(env)) is not None:
        env["NUMBA_CACHE_DIR"] = _versioned(private, ours=True)
    elif os.access(
        package / "__pycache__" if (package / "__pycache__").exists() else package, os.W_OK
    ):
        env["NUMBA_CACHE_DIR"] = _versioned(package / "__pycache__", ours=True)  # beside us
    else:
        return False
    env.setdefault("NUMBA_CACHE_LOCATOR_CLASSES", LOCATOR)
    return True


CACHING = choose_cache(os.environ)  # read by `jit.njit` as the kernels are defined


COMPLETE = "complete"  # in the cache's directory once a process has compiled every kernel there


def compiled() -> bool:
    """Whether every kernel is in the cache already: loading them takes no lock and no
    compiling (False where nothing is cached)."""
    return CACHING and (Path(os.environ["NUMBA_CACHE_DIR"]) / COMPLETE).exists()


@functools.cache
def load() -> None:
    """Compile (or load from numba's cache) every kernel, once a process, with a short search
    and a review's futures on each side: the searches call it before they start their clock.

    Processes that start together (a bot's workers, a test run's) compile once between them:
    until the cache is marked complete, the compiling is done under a lock on the cache's
    directory, and those waiting for it then load what it wrote."""
    if not CACHING:
        _compile()
        return
    if compiled():
        _compile()  # loads from the cache: no lock, processes load side by side
        return
    where = Path(os.environ["NUMBA_CACHE_DIR"])
    with _cache_lock(where):
        _compile()
        with contextlib.suppress(OSError):  # a cache others made, read-only for us
            (where / COMPLETE).touch()


@contextlib.contextmanager
def _cache_lock(where: Path) -> Iterator[None]:
    """An exclusive lock on the cache's directory (none where we may not make its lock file:
    then each process compiles for itself, as without a cache)."""
    if sys.platform == "win32":  # no flock there
        yield
        return
    import fcntl

    try:
        where.mkdir(parents=True, exist_ok=True)
        handle = open(where / ".lock", "a")  # noqa: SIM115  # held until the compiling is done
    except OSError:
        yield
        return
    with handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield


def _compile() -> None:
    from ...azul.game import AzulGame
    from ...pavilion.game import PavilionGame
    from .ahead import short_futures, short_search

    for edition in (AzulGame, PavilionGame):
        for side in ("colour", "grey"):
            game = edition(2, side=side, seed=1)
            short_search(game)
            short_futures(game)
