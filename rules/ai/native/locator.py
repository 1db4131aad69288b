"""Where numba keeps and finds a kernel in `NUMBA_CACHE_DIR`: by the kernel's place in the
project (`rules/ai/native/azul`) and its file's contents, not by where the checkout is.

numba's own locator names a file's cache after a digest of the file's absolute directory, so
two clones of the same sources on one machine compiled the search twice (a fresh clone's test
run spent 35-40 s of CPU on it). The cache's directory is already named after a digest of every
source of `rules` (`rules.ai.native.choose_cache`), and the stamp here is the file's own digest,
whatever numba's version (before 0.68 numba stamped a file with its modification time, which a
fresh checkout changes).
"""

from __future__ import annotations

import functools
import hashlib
import os
from pathlib import Path

from numba.core.caching import UserProvidedCacheLocator

_PROJECT = Path(__file__).resolve().parents[3]  # the directory holding the `rules` package


class CheckoutLocator(UserProvidedCacheLocator):  # type: ignore[misc]  # numba is untyped
    """numba's locator for `NUMBA_CACHE_DIR`, the same for every checkout of the sources."""

    @classmethod
    def get_suitable_cache_subpath(cls, py_file: str) -> str:
        directory = Path(py_file).resolve().parent
        if not directory.is_relative_to(_PROJECT):
            return str(super().get_suitable_cache_subpath(py_file))  # not one of ours
        return directory.relative_to(_PROJECT).as_posix()

    def get_source_stamp(self) -> str:
        info = os.stat(self._py_file)
        return _digest(self._py_file, info.st_mtime_ns, info.st_size)


@functools.cache
def _digest(path: str, mtime_ns: int, size: int) -> str:
    """A source's digest, read once a process rather than once for each of its kernels (the
    time and size in the key: a file changed meanwhile is read again, as numba does)."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()
