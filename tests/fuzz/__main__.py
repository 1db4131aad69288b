"""`python -m tests.fuzz TARGET [libFuzzer options] [CORPUS_DIR ...]`, e.g.

    python -m tests.fuzz record -max_total_time=600 /tmp/corpus-record

Targets: record, notation, upload (see targets.py). A crash is written to crash-* in the
working directory with the input that caused it; libFuzzer prints the coverage as it goes."""

from __future__ import annotations

import sys

import atheris

from .targets import TARGETS


def main() -> None:
    if len(sys.argv) < 2 or sys.argv[1] not in TARGETS:
        sys.exit(f"usage: python -m tests.fuzz {{{','.join(TARGETS)}}} [libFuzzer options]")
    target = TARGETS[sys.argv[1]]
    atheris.Setup([sys.argv[0], *sys.argv[2:]], target)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
