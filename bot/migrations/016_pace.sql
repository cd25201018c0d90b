-- A pace for slow games (docs/cadence.md): a clock per decision with a time bank per player, the
-- server's default pace, each member's time zone and quiet hours, the DMs held until morning,
-- and the last nudge of each game.

-- Games made before the default pace keep their rules: no clock unless their host set one.
INSERT INTO game_settings (game_id)
    SELECT id FROM games
    WHERE status IN ('lobby', 'active') AND id NOT IN (SELECT game_id FROM game_settings);

-- A game's settings, again, with the time bank and a third thing to do when a player's time
-- runs out: 'skip' (a pass where the rules have one). SQLite changes a CHECK by a new table.
CREATE TABLE game_settings_new (
    game_id               INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    reminder_hours        REAL    NOT NULL DEFAULT 12,
    second_reminder_hours REAL    NOT NULL DEFAULT 24,   -- counted from the first reminder
    deadline_hours        REAL,                          -- the clock per decision; NULL: none
    deadline_action       TEXT    NOT NULL DEFAULT 'move'
                          CHECK (deadline_action IN ('move', 'skip', 'ask_host')),
    away_mode             TEXT    NOT NULL DEFAULT 'play' CHECK (away_mode IN ('play', 'pause')),
    cpu_fill              INTEGER NOT NULL DEFAULT 0,
    computer_level        TEXT    NOT NULL DEFAULT 'strong',
    bank_hours            REAL    NOT NULL DEFAULT 0     -- each player's time bank
);
INSERT INTO game_settings_new (game_id, reminder_hours, second_reminder_hours, deadline_hours,
                               deadline_action, away_mode, cpu_fill, computer_level)
    SELECT game_id, reminder_hours, second_reminder_hours, deadline_hours, deadline_action,
           away_mode, cpu_fill, computer_level
    FROM game_settings;
DROP TABLE game_settings;
ALTER TABLE game_settings_new RENAME TO game_settings;

-- The pace a server's new games start with; NULL: the bot's default (bot/pace.py). A clock of 0
-- is no clock.
ALTER TABLE server_settings ADD COLUMN deadline_hours REAL;
ALTER TABLE server_settings ADD COLUMN bank_hours REAL;
ALTER TABLE server_settings ADD COLUMN deadline_action TEXT;

-- What each player has drawn from their time bank in a game: seconds beyond the clock.
CREATE TABLE banks (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    player  TEXT    NOT NULL,
    used    REAL    NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, player)
);

-- A member's own settings, for every game and server: their IANA time zone (NULL: not set) and
-- quiet hours as minutes after their midnight (the range may wrap midnight; NULL: none), and
-- whether they were asked once for their zone.
CREATE TABLE members (
    user_id     TEXT    PRIMARY KEY,
    time_zone   TEXT,
    quiet_start INTEGER,
    quiet_end   INTEGER,
    zone_asked  INTEGER NOT NULL DEFAULT 0
);

-- DMs that can wait (reminders, nudges, what was played for a player), held during the member's
-- quiet hours and sent at `release_at` (seconds since 1970) by the periodic check.
CREATE TABLE held_messages (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    TEXT    NOT NULL,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    release_at INTEGER NOT NULL,
    content    TEXT    NOT NULL,
    button     TEXT    NOT NULL DEFAULT ''   -- '' or a component kind: 'hand'
);
CREATE INDEX held_messages_due ON held_messages (release_at);

-- The last nudge of each game (/game nudge): when, and by whom.
CREATE TABLE nudges (
    game_id   INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    nudged_at INTEGER NOT NULL,              -- seconds since 1970
    user_id   TEXT    NOT NULL
);
