-- Several processes on one database (docs/scaling.md): who does a game's work now, and which
-- reminders and host questions were sent, so that each goes out once.

-- A lease: one process carries out a game's effects ("effects") or its periodic check
-- ("cadence") until expires_at, renewing it while it works and deleting it when done. A process
-- that died holding one loses it when it expires. UTC ISO-8601 with milliseconds.
CREATE TABLE leases (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind       TEXT    NOT NULL,
    owner      TEXT    NOT NULL,          -- the process: host, pid and a random part
    expires_at TEXT    NOT NULL,
    PRIMARY KEY (game_id, kind)
);

-- One row per reminder or host question, inserted before it is sent: the insert is the claim,
-- so whichever process gets there first sends it and no process sends it again.
CREATE TABLE notices (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    player   TEXT    NOT NULL,
    wait_key TEXT    NOT NULL,
    kind     TEXT    NOT NULL,            -- "remind:1", "remind:2", "ask_host:<deadline from>"
    owner    TEXT    NOT NULL,
    sent_at  TEXT    NOT NULL,
    PRIMARY KEY (game_id, player, wait_key, kind)
);
