"""What `test_launcher` runs as `python -m tests.e2e.launched` in a forked process: says where
it runs, then ends as `LAUNCHED_END` asks (an exit status, an exception, or waiting)."""

import os
import sys
import time


def main() -> None:
    print(f"argv0={sys.argv[0]} cwd={os.getcwd()} marker={os.environ.get('LAUNCHED_MARKER')}")
    print(f"inherited={os.environ.get('LAUNCHER_ONLY')} name={__name__}", file=sys.stderr)
    end = os.environ.get("LAUNCHED_END", "0")
    if end == "raise":
        raise RuntimeError("launched and failed")
    if end == "wait":
        time.sleep(60)
    sys.exit(int(end))


if __name__ == "__main__":  # not when the suite imports it for its doctests
    main()
