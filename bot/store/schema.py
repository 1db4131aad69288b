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
    # 4 -> 5: every game lives on: results per seat, ratings, rematches, uploaded records.
    """
    ALTER TABLE games ADD COLUMN finished_at TEXT;       -- when a game with a result closed
    ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;  -- its ratings are applied
    ALTER TABLE games ADD COLUMN rematch_of INTEGER;     -- a rematch lobby keeps its seat order
    ALTER TABLE games ADD COLUMN invited TEXT;           -- invite-only lobby: user ids, spaced
    ALTER TABLE seats ADD COLUMN score INTEGER;          -- final score, once the game has a result
    ALTER TABLE seats ADD COLUMN place INTEGER;          -- 1: won; equal places for a tie
    ALTER TABLE seats ADD COLUMN pending INTEGER NOT NULL DEFAULT 0;  -- rematch seat to confirm
    ALTER TABLE server_settings ADD COLUMN ladder_min_games INTEGER;
    -- /azul history: a server's games with a result, newest first.
    CREATE INDEX games_history ON games (guild_id, finished_at)
        WHERE status IN ('finished', 'resigned');
    CREATE INDEX games_unrated ON games (id) WHERE rated = 0 AND status IN ('finished', 'resigned');
    -- A rating per player, edition and scope (a server's id, or 0 for everyone's).
    CREATE TABLE ratings (
        scope       INTEGER NOT NULL,
        edition     TEXT NOT NULL,
        player      TEXT NOT NULL,                -- 'u:<user id>', or 'c:<computer level>'
        name        TEXT NOT NULL,                -- the name last played under
        mu          REAL NOT NULL,
        sigma       REAL NOT NULL,
        rating      REAL NOT NULL,                -- shown and ranked: 1000 + 40 (mu - 3 sigma)
        games       INTEGER NOT NULL,
        wins        INTEGER NOT NULL,
        updated_at  TEXT NOT NULL,
        PRIMARY KEY (scope, edition, player)
    );
    CREATE INDEX ratings_ladder ON ratings (scope, edition, rating);
    -- Each rated game's effect on each rating: the rating over time.
    CREATE TABLE rating_changes (
        game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        scope    INTEGER NOT NULL,
        player   TEXT NOT NULL,
        edition  TEXT NOT NULL,
        rating_before  REAL NOT NULL,
        rating_after   REAL NOT NULL,
        PRIMARY KEY (game_id, scope, player)
    );
    CREATE INDEX rating_changes_by_player ON rating_changes (scope, edition, player, game_id);
    -- Records people gave `/azul replay file:`; the replay buttons name them by id.
    CREATE TABLE uploaded_records (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        digest      TEXT NOT NULL UNIQUE,         -- sha256 of the canonical JSON
        record      TEXT NOT NULL,
        file_name   TEXT NOT NULL,                -- as it was sent, for the replay's title
        created_at  TEXT NOT NULL
    );
    """,
    # 5 -> 6: reviews of games and uploaded records, kept: one analysis per source and settings.
    """
    CREATE TABLE reviews (
        source      TEXT NOT NULL,                -- 'g<game id>' or 'f<uploaded record id>'
        settings    TEXT NOT NULL,                -- what the analysis ran with, e.g. 'i48:s0'
        review      TEXT NOT NULL,                -- its judgements and summaries, JSON
        created_at  TEXT NOT NULL,
        PRIMARY KEY (source, settings)
    );
    """,
    # 6 -> 7: fair play. `rated` was "its ratings are applied" and is renamed so; `rated` is
    # now the lobby's choice (the game counts for ratings); a game that ended before its first
    # round was over is never rated; `/azul end` can ask the others to agree, a vote with a
    # deadline of its own; people the host removed from a lobby may not join it again. Hostile
    # input (security review L2, M2, N6): which channel a game's thread hangs from (who may see
    # the game in /azul history), who sent an uploaded record (only they may step through it;
    # the digest of a new upload covers its sender too, so each sender keeps a row of their
    # own, with their own file name) and when it was last used (unused for 30 days: deleted
    # with its reviews). A channel that stays readable: a server's games in threads of their
    # own, only the latest table image kept; the posts that carry a game's latest table image.
    """
    ALTER TABLE games ADD COLUMN barred TEXT;           -- removed from the lobby: user ids, spaced
    ALTER TABLE games RENAME COLUMN rated TO ratings_applied;
    ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;  -- counts for ratings
    ALTER TABLE games ADD COLUMN ended_in_first_round INTEGER NOT NULL DEFAULT 0;
    DROP INDEX games_unrated;
    CREATE INDEX games_unrated ON games (id) WHERE ratings_applied = 0 AND rated = 1
        AND ended_in_first_round = 0 AND status IN ('finished', 'resigned');
    -- deadlines again, with the kind 'vote' allowed (a CHECK is changed by a new table).
    CREATE TABLE deadlines_new (
        game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        kind     TEXT NOT NULL CHECK (kind IN ('reminder', 'expiry', 'lobby', 'archive', 'vote')),
        ply      INTEGER NOT NULL,
        due_at   REAL NOT NULL,
        PRIMARY KEY (game_id, kind)
    );
    INSERT INTO deadlines_new (game_id, kind, ply, due_at)
        SELECT game_id, kind, ply, due_at FROM deadlines;
    DROP TABLE deadlines;
    ALTER TABLE deadlines_new RENAME TO deadlines;
    CREATE INDEX deadlines_by_due ON deadlines (due_at);
    -- A player's `/azul end` of a rated game, waiting for the other people to agree.
    CREATE TABLE end_votes (
        game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        requester   INTEGER NOT NULL,             -- the user id of the player who asked
        voters      TEXT NOT NULL,                -- the people asked: user ids, spaced
        agreed      TEXT NOT NULL DEFAULT '',     -- those of them who agreed so far
        message_id  INTEGER,                      -- the vote's post, once it is sent
        due_at      REAL NOT NULL                 -- then it counts as the requester resigning
    );
    ALTER TABLE games ADD COLUMN parent_id INTEGER;            -- a thread's channel; else NULL
    ALTER TABLE uploaded_records ADD COLUMN uploader_id INTEGER;  -- NULL: sent before step 7
    ALTER TABLE uploaded_records ADD COLUMN used_at TEXT;         -- last sent, replayed, reviewed
    UPDATE uploaded_records SET used_at = created_at;
    CREATE INDEX uploaded_records_by_use ON uploaded_records (used_at);
    ALTER TABLE server_settings ADD COLUMN threads INTEGER NOT NULL DEFAULT 0;  -- own thread
    ALTER TABLE server_settings ADD COLUMN images TEXT NOT NULL DEFAULT 'latest';  -- or 'all'
    ALTER TABLE games ADD COLUMN table_message_id INTEGER;  -- the latest post with the table
    -- the post before it, whose image may be left if the process stopped before taking it off
    ALTER TABLE games ADD COLUMN prior_table_message_id INTEGER;
    """,
    # 8 -> 9: tournaments (bot/tournaments): the event, its players, and its tables round by
    # round; a table of one player is a bye. A tournament's games say which event and round.
    """
    CREATE TABLE tournaments (
        id                 INTEGER PRIMARY KEY AUTOINCREMENT,
        guild_id           INTEGER NOT NULL,
        channel_id         INTEGER NOT NULL,     -- its posts; its tables are threads of it
        organiser_id       INTEGER NOT NULL,
        name               TEXT NOT NULL,
        edition            TEXT NOT NULL,
        side               TEXT NOT NULL,
        format             TEXT NOT NULL CHECK (format IN ('swiss', 'round-robin', 'knockout')),
        table_size         INTEGER NOT NULL CHECK (table_size BETWEEN 2 AND 4),
        rounds             INTEGER NOT NULL,     -- Swiss: as chosen; the others: set at the start
        turn_timer         INTEGER NOT NULL,     -- seconds a decision; tournaments cannot stall
        rated              INTEGER NOT NULL,
        locale             TEXT NOT NULL,
        status             TEXT NOT NULL CHECK (status IN
                               ('signup', 'checkin', 'running', 'finished', 'ended')),
        paused             INTEGER NOT NULL DEFAULT 0,  -- no new round starts while paused
        round              INTEGER NOT NULL DEFAULT 0,  -- the round under way (or last played)
        signup_closes_at   REAL NOT NULL,        -- seconds since the epoch
        checkin_closes_at  REAL,
        round_deadline     REAL,                 -- unfinished tables are adjudicated then
        message_id         INTEGER,              -- the sign-up post
        created_at         TEXT NOT NULL
    );
    CREATE INDEX tournaments_open ON tournaments (status);
    CREATE TABLE tournament_players (
        tournament_id  INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        user_id        INTEGER NOT NULL,
        name           TEXT NOT NULL,
        rating         REAL NOT NULL,            -- the seed: their rating when they signed up
        checked_in     INTEGER NOT NULL DEFAULT 0,
        withdrawn      INTEGER NOT NULL DEFAULT 0,  -- withdrew or was dropped: paired no more
        computer       TEXT,                     -- a computer of this level plays for them
        signed_at      TEXT NOT NULL,
        PRIMARY KEY (tournament_id, user_id)
    );
    CREATE TABLE tournament_tables (
        tournament_id  INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        round          INTEGER NOT NULL,
        table_no       INTEGER NOT NULL,         -- 1, 2, ... in the order posted
        players        TEXT NOT NULL,            -- user ids in seat order, spaced; one: a bye
        game_id        INTEGER,                  -- its game, once made
        scores         TEXT,                     -- spaced, once it has a result
        places         TEXT,                     -- spaced: 1 is first, equal for a shared place
        adjudicated    INTEGER NOT NULL DEFAULT 0,  -- placed by the scores at the deadline
        PRIMARY KEY (tournament_id, round, table_no)
    );
    CREATE INDEX tournament_tables_by_game ON tournament_tables (game_id);
    ALTER TABLE games ADD COLUMN tournament_id INTEGER;
    ALTER TABLE games ADD COLUMN tournament_round INTEGER;
    -- A role whose members may open tournaments, besides those with Manage Server.
    ALTER TABLE server_settings ADD COLUMN tournament_role INTEGER;
    """,
    # 9 -> 10: Discord Activities (docs/activity.md): the game each running instance of the
    # Activity shows, bound when "Play in Discord" launched it or someone chose a game in it.
    """
    CREATE TABLE activity_instances (
        instance_id  TEXT PRIMARY KEY,           -- Discord's id of the running Activity
        game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        channel_id   INTEGER NOT NULL,           -- where it runs, as Discord said
        bound_at     TEXT NOT NULL               -- when, ISO 8601 UTC
    );
    CREATE INDEX activity_instances_by_game ON activity_instances (game_id);
    """,
    # 10 -> 11: a game stopped early (resigned, ended) whose closing post is not out yet: what
    # it says (who stopped it, who won), so that a restart after a crash between the commit
    # and the post still posts it. NULL once posted, and for every other game.
    """
    ALTER TABLE games ADD COLUMN unposted_closing TEXT;  -- JSON: {"by": name, "winners": [...]}
    """,
    # 11 -> 12: a tournament's check-in whose call (everyone pinged) has not gone out yet, so
    # that a restart after a crash between opening the check-in and calling it still calls.
    """
    ALTER TABLE tournaments ADD COLUMN checkin_called INTEGER NOT NULL DEFAULT 1;
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
