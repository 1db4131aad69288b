"""Bot processes forked from one that has imported the bot already.

A bot's start is mostly importing (discord.py, aiohttp, the bot's own modules: some 0.6 s of CPU),
and an end-to-end suite starts a hundred bots. A `Launcher` is a process that imports a bot's
package once and then forks a bot for each request, which runs `python -m <package>` as the
interpreter would (`runpy`, as `__main__`), with the requested environment, working directory
and log file, and exits through the interpreter's own shutdown. What differs from a fresh
interpreter: the modules are already imported (a bot that read its environment while being
imported would see the launcher's; the configuration is read once running) and the process's
parent is the launcher, which reports each exit status back.

    launcher = Launcher(python, preload="bot", cwd=repo, env=env)
    process = launcher.launch("bot", env, cwd, log_path)  # Popen-like: pid, poll, wait, kill

The launcher must have no threads when it forks (imports start none); it ends when the
process that started it closes its end of the pipe.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import json
import os
import runpy
import select
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any, TextIO


class LaunchedProcess:
    """The subset of `subprocess.Popen` a `BotProcess` uses, for a process the launcher forked."""

    def __init__(self, launcher: Launcher, pid: int) -> None:
        self._launcher = launcher
        self.pid = pid
        self.returncode: int | None = None

    def poll(self) -> int | None:
        if self.returncode is None:
            self.returncode = self._launcher.exit_status(self.pid, timeout=0)
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        if self.returncode is None:
            self.returncode = self._launcher.exit_status(self.pid, timeout=timeout)
        if self.returncode is None:
            raise subprocess.TimeoutExpired(f"pid {self.pid}", timeout or 0)
        return self.returncode

    def send_signal(self, number: int) -> None:
        if self.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.pid, number)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)


class Launcher:
    """The client end: starts the launcher process and asks it for bots."""

    def __init__(self, python: str, *, preload: str, cwd: Path | str, env: Mapping[str, str]):
        self._process = subprocess.Popen(
            [python, "-m", "fakediscord.launcher", preload],
            cwd=cwd,
            env=dict(env),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )
        assert self._process.stdin is not None and self._process.stdout is not None
        self._requests = self._process.stdin
        self._replies = self._process.stdout.fileno()
        self._pending = b""
        self._exited: dict[int, int] = {}

    def launch(
        self, module: str, env: Mapping[str, str], cwd: Path | str, log_path: Path | str
    ) -> LaunchedProcess:
        """A process running `python -m module`, its output appended to `log_path`."""
        request = {"module": module, "env": dict(env), "cwd": str(cwd), "log": str(log_path)}
        self._requests.write(json.dumps(request).encode() + b"\n")
        self._requests.flush()
        while True:
            for reply in self._read(timeout=30):
                if "started" in reply:
                    return LaunchedProcess(self, reply["started"])
                if "refused" in reply:
                    raise RuntimeError(f"the launcher could not start {module}: {reply['refused']}")
            if self._process.poll() is not None:
                raise RuntimeError(f"the launcher ended (status {self._process.returncode})")

    def exit_status(self, pid: int, timeout: float | None) -> int | None:
        """`pid`'s exit status as `Popen.returncode` gives it (-N: killed by signal N), or None
        if it is still running after `timeout` seconds (None: as long as it takes)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while pid not in self._exited:
            left = None if deadline is None else deadline - time.monotonic()
            self._read(timeout=None if left is None else max(0.0, left))
            if left is not None and left <= 0:
                break  # looked once more after the deadline: still running
        return self._exited.get(pid)

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self._requests.close()
        try:
            self._process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()

    def _read(self, timeout: float | None) -> list[dict[str, Any]]:
        """The replies that arrive within `timeout` (exit statuses noted on the way)."""
        ready, _, _ = select.select([self._replies], [], [], timeout)
        if not ready:
            return []
        chunk = os.read(self._replies, 65536)
        if not chunk:
            raise RuntimeError(f"the launcher ended (status {self._process.wait()})")
        self._pending += chunk
        *lines, self._pending = self._pending.split(b"\n")
        replies = [json.loads(line) for line in lines if line]
        for reply in replies:
            if "exited" in reply:
                self._exited[reply["exited"]] = reply["status"]
        return replies


# -- the launcher process ---------------------------------------------------------------------


def _status(wait_status: int) -> int:
    if os.WIFSIGNALED(wait_status):
        return -os.WTERMSIG(wait_status)
    return os.waitstatus_to_exitcode(wait_status)


def _become(module: str, env: Mapping[str, str], cwd: str, log: str, wake: tuple[int, int]) -> None:
    """In the forked child: take the requested place and run `module` as `python -m` would.
    Whatever it raises goes up to the interpreter, which reports it and exits as it would."""
    signal.set_wakeup_fd(-1)
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    for fd in wake:
        os.close(fd)
    out = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    nothing = os.open(os.devnull, os.O_RDONLY)
    os.dup2(nothing, 0)
    os.dup2(out, 1)
    os.dup2(out, 2)
    os.close(out)
    os.close(nothing)
    os.chdir(cwd)
    os.environ.clear()
    os.environ.update(env)
    unbuffered = bool(env.get("PYTHONUNBUFFERED"))
    # New streams on the same descriptors (the old ones, `sys.__stdout__` and the others, write
    # there too), buffered as the interpreter would have made them for this environment.
    sys.stdin = open(0, encoding=sys.stdin.encoding, closefd=False)  # noqa: SIM115
    sys.stdout = _stream(1, sys.stdout, unbuffered)
    sys.stderr = _stream(2, sys.stderr, True)
    sys.argv = ["-m"]  # as the interpreter has it while finding the module; runpy sets [0]
    runpy.run_module(module, run_name="__main__", alter_sys=True)


def _stream(fd: int, like: TextIO, unbuffered: bool) -> io.TextIOWrapper:
    """A standard stream on `fd` as the interpreter makes it (`-u`: written through), in the
    encoding of the one it replaces (the streams were opened on the launcher's pipes)."""
    binary = open(fd, "wb", buffering=0 if unbuffered else -1, closefd=False)  # noqa: SIM115
    return io.TextIOWrapper(
        binary,  # unbuffered, a raw FileIO: as the interpreter's
        like.encoding,
        like.errors,
        line_buffering=not unbuffered and binary.isatty(),
        write_through=unbuffered,
    )


def serve(preload: str) -> None:
    importlib.import_module(preload)
    importlib.import_module(f"{preload}.__main__")
    if threading.active_count() != 1:
        raise SystemExit(f"importing {preload} started threads: cannot fork safely")
    wake = os.pipe()
    os.set_blocking(wake[1], False)
    signal.set_wakeup_fd(wake[1])
    signal.signal(signal.SIGCHLD, lambda *_: None)  # only to wake the select below
    requests, replies = sys.stdin.fileno(), sys.stdout.buffer
    pending = b""

    def reply(message: dict[str, Any]) -> None:
        replies.write(json.dumps(message).encode() + b"\n")
        replies.flush()

    while True:
        ready, _, _ = select.select([requests, wake[0]], [], [])
        if wake[0] in ready:
            os.read(wake[0], 4096)
        while True:  # every child that has ended
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                break
            if pid == 0:
                break
            reply({"exited": pid, "status": _status(status)})
        if requests not in ready:
            continue
        chunk = os.read(requests, 1 << 20)
        if not chunk:
            return  # the client is gone; bots already started live on
        pending += chunk
        *lines, pending = pending.split(b"\n")
        for line in filter(None, lines):
            request = json.loads(line)
            try:
                pid = os.fork()
            except OSError as exc:
                reply({"refused": str(exc)})
                continue
            if pid == 0:
                _become(request["module"], request["env"], request["cwd"], request["log"], wake)
                raise SystemExit(0)  # the module returned: a normal end
            reply({"started": pid})


if __name__ == "__main__":
    serve(sys.argv[1])
