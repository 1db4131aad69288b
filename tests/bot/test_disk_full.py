"""A database that cannot take a write: the move is reported as not played, nothing of it is
kept, and the game goes on once the database can write again.

- The file locked by another writer past the busy timeout (SQLite's "database is locked").
- A full disk: the database on a tiny tmpfs filled to the brim (SQLite's "database or disk is
  full"); mounting needs root, as this project's machines and CI have.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import subprocess
from pathlib import Path

import pytest

from ..dbquery import rows
from .conftest import make_bot
from .helpers import answer, good_move, person, private, start_game

NOT_SAVED = "Your move could not be saved, so it was not played: try again in a moment."


async def _refused_then_played(w, table, db_path, fault_on, fault_off) -> None:
    actor = person(w, table, table.to_act)
    ply = table.ply
    before = rows(db_path, "SELECT ply, notation FROM moves ORDER BY ply")
    fault_on()
    try:
        refused = await actor.slash(w.channel, "azul move", notation=good_move(table))
    finally:
        fault_off()
    assert private(refused) and answer(refused).content == NOT_SAVED
    assert table.ply == ply  # not played here…
    assert rows(db_path, "SELECT ply, notation FROM moves ORDER BY ply") == before  # …nor kept
    again = await actor.slash(w.channel, "azul move", notation=good_move(table))
    assert answer(again).content.startswith("You played") and table.ply == ply + 1
    assert len(rows(db_path, "SELECT ply FROM moves")) == ply + 1


@pytest.mark.sqlite_only
async def test_a_move_is_not_played_while_another_writer_holds_the_file(world, db_path):
    w = world
    table = await start_game(w, w.ana, joiners=[w.bo])
    other = sqlite3.connect(db_path, timeout=0, isolation_level=None)
    try:
        await _refused_then_played(
            w,
            table,
            db_path,
            lambda: other.execute("BEGIN IMMEDIATE"),  # holds the write lock past 300 ms
            lambda: other.execute("ROLLBACK"),
        )
    finally:
        other.close()


@pytest.fixture
def tiny_disk(tmp_path):
    """A 512 KB tmpfs of its own, unmounted afterwards."""
    mount = tmp_path / "tiny"
    mount.mkdir()
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root")
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(mount)], capture_output=True
    )
    if done.returncode:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")
    yield mount
    subprocess.run(["umount", "-l", str(mount)], check=False)


@pytest.fixture
def simcord_bot(request, db_path):
    if "tiny_disk" in request.fixturenames:
        return make_bot(request.getfixturevalue("tiny_disk") / "azul.sqlite3")
    return make_bot(db_path)


@pytest.mark.sqlite_only
async def test_a_move_is_not_played_on_a_full_disk(world, tiny_disk):
    w = world
    db_path = tiny_disk / "azul.sqlite3"
    table = await start_game(w, w.ana, joiners=[w.bo])
    ballast = tiny_disk / "ballast"

    def fill() -> None:
        with contextlib.suppress(OSError), open(ballast, "wb") as f:
            while True:  # every byte the disk has left
                f.write(b"\0" * 4096)
                f.flush()

    await _refused_then_played(w, table, db_path, fill, lambda: ballast.unlink())
    assert not Path(ballast).exists()
