-- Cadence: per-game settings, waits (who is awaited since when), away periods, seat controllers.

-- The Discord user who plays a seat. NULL means the seat's own player id (the original member).
-- Engine player ids never change (they are in the action log); a replacement changes this only.
ALTER TABLE seats ADD COLUMN user_id TEXT;

-- Who made each stored action: a Discord user id, or "cpu" (a computer player, a deadline or an
-- away move). NULL for actions stored before this migration: read it as the seat's player.
ALTER TABLE actions ADD COLUMN actor TEXT;

CREATE TABLE game_settings (
    game_id               INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    reminder_hours        REAL    NOT NULL DEFAULT 12,
    second_reminder_hours REAL    NOT NULL DEFAULT 24,   -- counted from the first reminder
    deadline_hours        REAL,                          -- NULL: no deadline
    deadline_action       TEXT    NOT NULL DEFAULT 'move'
                          CHECK (deadline_action IN ('move', 'ask_host')),
    away_mode             TEXT    NOT NULL DEFAULT 'play' CHECK (away_mode IN ('play', 'pause')),
    cpu_fill              INTEGER NOT NULL DEFAULT 0
);

-- One row per decision a seat is awaited for. wait_key names the decision (phase, round, turn and
-- the seat's move count), so a new decision is a new row and a reminder level is sent only once.
CREATE TABLE waits (
    game_id        INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
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
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id TEXT    NOT NULL,
    until   TEXT    NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
