"""Any bot as a child process, configured only through environment variables (as it would be
in production): `BotProcess(["python", "-m", "mybot"], sim.bot_env(), "bot.log").start()`.
Always stopped by whoever started it (kill is idempotent). With a `launcher`
(`fakediscord.launcher`), the same `python -m mybot` is forked from a process that has imported
the bot already instead of started from nothing."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .launcher import LaunchedProcess, Launcher

_ANSI = re.compile(r"\x1b\[[0-9;]*m")


class BotProcess:
    """`command` runs the bot; `env` is added to this process's environment after dropping the
    variables that start with one of `scrub` (so that settings from the caller's shell, such as
    a real token, never leak into a test bot)."""

    def __init__(
        self,
        command: Sequence[str],
        env: dict[str, str],
        log_path: Path | str,
        *,
        cwd: Path | str | None = None,
        scrub: tuple[str, ...] = ("DISCORD_",),
        launcher: Launcher | None = None,
    ) -> None:
        self.command = list(command)
        self.launcher = launcher
        if launcher is not None and (len(command) != 3 or command[1] != "-m"):
            raise ValueError(f"a launcher runs `python -m module` only, not {command}")
        self.env = env
        self.log_path = Path(log_path)
        self.cwd = cwd
        self.scrub = scrub
        self.proc: subprocess.Popen | LaunchedProcess | None = None
        self.started_at = 0.0
        self._peak_kb: int | None = None
        self._family: set[int] = set()  # every descendant seen, to find survivors of a kill

    @property
    def pid(self) -> int:
        assert self.proc is not None, "not started"
        return self.proc.pid

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def start(self) -> BotProcess:
        assert not self.running, "already running"
        env = {k: v for k, v in os.environ.items() if not k.startswith(self.scrub)}
        env.update(self.env)
        env["PYTHONUNBUFFERED"] = "1"  # log lines reach the file before a kill -9
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        if self.launcher is not None:
            cwd = self.cwd if self.cwd is not None else os.getcwd()
            self.proc = self.launcher.launch(self.command[2], env, cwd, self.log_path)
        else:
            with open(self.log_path, "ab") as log:
                self.proc = subprocess.Popen(
                    self.command,
                    cwd=self.cwd,
                    env=env,
                    stdin=subprocess.DEVNULL,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                )
        self.started_at = time.monotonic()
        self._peak_kb = None
        return self

    def descendants(self) -> list[int]:
        """Child processes (and theirs) of the running bot, e.g. pool workers."""
        return self._tree()[1:]

    def _tree(self) -> list[int]:
        """The process and its descendants (e.g. worker processes of a pool)."""
        if not self.running:
            return []
        parents: dict[int, int] = {}
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    stat = (entry / "stat").read_text()
                except OSError:
                    continue
                parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
        tree, frontier = [self.pid], [self.pid]
        while frontier:
            children = [p for p, pp in parents.items() if pp in frontier]
            tree += children
            frontier = children
        self._family.update(tree[1:])
        return tree

    def peak_memory_kb(self) -> int | None:
        """Peak resident set (VmHWM) of the process plus its descendants, read while it runs;
        the last value read is remembered after it exits."""
        total = 0
        for pid in self._tree():
            try:
                text = Path(f"/proc/{pid}/status").read_text()
            except OSError:
                continue
            match = re.search(r"^VmHWM:\s+(\d+) kB", text, re.M)
            if match:
                total += int(match[1])
        if total:
            self._peak_kb = max(total, self._peak_kb or 0)
        return self._peak_kb

    def cpu_seconds(self) -> float | None:
        """User + system CPU time used so far by the process and its descendants."""
        if not self.running:
            return None
        ticks = os.sysconf("SC_CLK_TCK")
        total = 0
        for pid in self._tree():
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            total += int(fields[11]) + int(fields[12])  # utime, stime
        return total / ticks

    def survivors(self) -> list[int]:
        """Descendants (e.g. pool workers) still alive although the bot is gone."""
        if self.running:
            return []
        alive = []
        for pid in sorted(self._family):
            try:
                state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
            except OSError:
                continue
            if state != "Z":
                alive.append(pid)
        return alive

    def kill(self) -> None:
        """SIGKILL: no clean-up code of the bot runs (a crash, as far as it can tell)."""
        if self.running:
            self.peak_memory_kb()  # also notes the descendants
            assert self.proc is not None
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=10)

    async def stop(self, timeout: float = 5.0, sig: int = signal.SIGTERM) -> int | None:
        """A signal (SIGTERM: the bot closes cleanly), then SIGKILL after `timeout`; the exit
        status."""
        if self.proc is None:
            return None
        if self.running:
            self.peak_memory_kb()
            self.proc.send_signal(sig)
            if await self.wait_exit(timeout) is None:
                self.kill()
        return self.proc.returncode

    async def wait_exit(self, timeout: float) -> int | None:
        assert self.proc is not None
        deadline = time.monotonic() + timeout
        while self.proc.poll() is None and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        return self.proc.poll()

    def log(self) -> str:
        try:
            return _ANSI.sub("", self.log_path.read_text(errors="replace"))
        except FileNotFoundError:
            return ""

    def error_lines(self) -> list[str]:
        """Log records at ERROR or CRITICAL (discord.py's and the bot's own)."""
        return [
            line
            for line in self.log().splitlines()
            if re.match(r"^\S+ \S+ (ERROR|CRITICAL) ", line)
        ]

    def tail(self, lines: int = 40) -> str:
        return "\n".join(self.log().splitlines()[-lines:])
