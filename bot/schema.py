"""The database schema, as the steps that build it.

The schema is versioned with `PRAGMA user_version`; `MIGRATIONS[i]` upgrades version i to i + 1.
Never edit a released step: append a new one.
"""

from __future__ import annotations

import re

OPEN = ("lobby", "active")  # statuses of games that are loaded at start-up
STATUSES = ("lobby", "active", "finished", "resigned", "ended", "cancelled")

MIGRATIONS: tuple[str, ...] = (
    # 0 -> 1: the first schema.
    """
    CREATE TABLE meta (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    CREATE TABLE games (
        id                INTEGER PRIMARY KEY AUTOINCREMENT,
        guild_id          INTEGER,
        channel_id        INTEGER NOT NULL,      -- where it is played (the thread, if any)
        host_id           INTEGER NOT NULL,
        edition           TEXT NOT NULL,
        side              TEXT NOT NULL,
        seed              INTEGER NOT NULL,
        locale            TEXT NOT NULL DEFAULT 'en',
        status            TEXT NOT NULL CHECK (status IN
                              ('lobby', 'active', 'finished', 'resigned', 'ended', 'cancelled')),
        lobby_message_id  INTEGER,
        turn_message_id   INTEGER,               -- the message whose controls are live
        snapshot          TEXT,                  -- engine to_dict() JSON after snapshot_ply moves
        snapshot_ply      INTEGER NOT NULL DEFAULT 0,
        result            TEXT,                  -- JSON: scores, winners, reason
        created_at        TEXT NOT NULL,
        updated_at        TEXT NOT NULL
    );
    -- One open game per channel or thread, enforced by the database itself.
    CREATE UNIQUE INDEX games_one_open_per_channel
        ON games (channel_id) WHERE status IN ('lobby', 'active');
    CREATE INDEX games_by_status ON games (status);
    CREATE TABLE seats (
        game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat      INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
        user_id   INTEGER,                       -- NULL for a computer player
        level     TEXT,                          -- computer level, NULL for people
        name      TEXT NOT NULL,
        resigned  INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, seat),
        CHECK ((user_id IS NULL) <> (level IS NULL))
    );
    CREATE TABLE moves (
        game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        ply        INTEGER NOT NULL,             -- 0-based index in the record's "moves"
        seat       INTEGER NOT NULL,
        notation   TEXT NOT NULL,
        actor_id   INTEGER,                      -- who pressed it; NULL for computer or forced
        played_at  TEXT NOT NULL,
        PRIMARY KEY (game_id, ply)
    );
    """,
    # 1 -> 2: which ply the live turn message shows, so a restart can tell whether the last
    # committed move was announced before the process stopped.
    """
    ALTER TABLE games ADD COLUMN turn_message_ply INTEGER;
    """,
    # 2 -> 3: turn timers, absent players, deadlines, per-person settings.
    """
    ALTER TABLE games ADD COLUMN turn_timer INTEGER;          -- seconds per turn; NULL: no timer
    ALTER TABLE games ADD COLUMN timer_level TEXT NOT NULL DEFAULT 'medium';
    ALTER TABLE games ADD COLUMN own_thread INTEGER NOT NULL DEFAULT 0;  -- opened by /azul new
    ALTER TABLE games ADD COLUMN turn_user_id INTEGER;        -- the person to act, if any
    ALTER TABLE seats ADD COLUMN away INTEGER NOT NULL DEFAULT 0;      -- a computer stands in
    ALTER TABLE seats ADD COLUMN expiries INTEGER NOT NULL DEFAULT 0;  -- turns timed out in a row
    ALTER TABLE moves ADD COLUMN by_timer INTEGER NOT NULL DEFAULT 0;  -- played when time ran out
    CREATE INDEX seats_by_user ON seats (user_id);
    -- What must happen at a time: one row per game and kind, `ply` ties it to a turn.
    CREATE TABLE deadlines (
        game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        kind     TEXT NOT NULL CHECK (kind IN ('reminder', 'expiry', 'lobby', 'archive')),
        ply      INTEGER NOT NULL,
        due_at   REAL NOT NULL,                 -- seconds since the epoch
        PRIMARY KEY (game_id, kind)
    );
    CREATE INDEX deadlines_by_due ON deadlines (due_at);
    CREATE TABLE user_settings (
        user_id        INTEGER PRIMARY KEY,
        colour_blind   INTEGER NOT NULL DEFAULT 0,
        turn_dm        INTEGER NOT NULL DEFAULT 0,
        confirm_moves  INTEGER NOT NULL DEFAULT 0
    );
    """,
    # 3 -> 4: a server's own default language for its games (`/azul settings server`).
    """
    CREATE TABLE server_settings (
        guild_id  INTEGER PRIMARY KEY,
        language  TEXT               -- a catalogue language; NULL: from the server's locale
    );
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


def for_postgres(script: str) -> str:
    """A migration step in PostgreSQL's words. The steps are written for SQLite (whose INTEGER
    is 64-bit); Discord ids need BIGINT in PostgreSQL, and ids come from an identity column."""
    script = script.replace(
        "INTEGER PRIMARY KEY AUTOINCREMENT", "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"
    )
    script = re.sub(r"\bINTEGER\b", "BIGINT", script)
    return re.sub(r"\bREAL\b", "DOUBLE PRECISION", script)


def statements(script: str) -> list[str]:
    """A migration step as single statements (to run inside one transaction)."""
    out, buf = [], []
    for line in script.splitlines():
        code = line.split("--", 1)[0]
        buf.append(code)
        if code.rstrip().endswith(";"):
            statement = "\n".join(buf).strip()
            if statement.strip(";").strip():
                out.append(statement)
            buf = []
    rest = "\n".join(buf).strip()
    if rest:
        out.append(rest)
    return out
