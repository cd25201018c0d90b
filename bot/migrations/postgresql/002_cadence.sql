-- PostgreSQL twin of ../002_cadence.sql: per-game settings, waits, away periods, seat
-- controllers. Hours are DOUBLE PRECISION (SQLite's REAL; PostgreSQL's REAL is 4 bytes).

-- The Discord user who plays a seat. NULL means the seat's own player id (the original member).
ALTER TABLE seats ADD COLUMN user_id TEXT;

-- Who made each stored action: a Discord user id, or "cpu" (a computer player, a deadline or an
-- away move). NULL for actions stored before this migration: read it as the seat's player.
ALTER TABLE actions ADD COLUMN actor TEXT;

CREATE TABLE game_settings (
    game_id               BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    reminder_hours        DOUBLE PRECISION NOT NULL DEFAULT 12,
    second_reminder_hours DOUBLE PRECISION NOT NULL DEFAULT 24, -- counted from the first reminder
    deadline_hours        DOUBLE PRECISION,                     -- NULL: no deadline
    deadline_action       TEXT    NOT NULL DEFAULT 'move'
                          CHECK (deadline_action IN ('move', 'ask_host')),
    away_mode             TEXT    NOT NULL DEFAULT 'play' CHECK (away_mode IN ('play', 'pause')),
    cpu_fill              INTEGER NOT NULL DEFAULT 0
);

-- One row per decision a seat is awaited for (see ../002_cadence.sql).
CREATE TABLE waits (
    game_id        BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    player         TEXT    NOT NULL,
    wait_key       TEXT    NOT NULL,
    started_at     TEXT    NOT NULL,
    deadline_from  TEXT    NOT NULL,          -- moved forward when the host chooses to wait
    reminded       INTEGER NOT NULL DEFAULT 0, -- 0, 1 or 2 reminders sent
    deadline_state INTEGER NOT NULL DEFAULT 0, -- 0 pending, 1 host asked
    PRIMARY KEY (game_id, player, wait_key)
);

-- A member away from one game until a time (a past time is when they came back).
CREATE TABLE away (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id TEXT   NOT NULL,
    until   TEXT   NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
