-- Games, their seats, the append-only action log, and the Discord messages the bot must find again.
CREATE TABLE games (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id         INTEGER,
    channel_id       INTEGER NOT NULL,
    thread_id        INTEGER,
    lobby_message_id INTEGER,
    host_id          INTEGER NOT NULL,
    game             TEXT    NOT NULL,
    options          TEXT    NOT NULL DEFAULT '{}',
    seed             INTEGER NOT NULL,
    max_seats        INTEGER NOT NULL,
    status           TEXT    NOT NULL DEFAULT 'lobby'
                     CHECK (status IN ('lobby', 'active', 'over', 'cancelled')),
    created_at       TEXT    NOT NULL,
    updated_at       TEXT    NOT NULL
);
CREATE INDEX games_by_guild ON games (guild_id, status);
CREATE UNIQUE INDEX games_by_thread ON games (thread_id) WHERE thread_id IS NOT NULL;

CREATE TABLE seats (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    pos       INTEGER NOT NULL,
    player    TEXT    NOT NULL,          -- Discord user id as text, or "cpu:N"
    name      TEXT    NOT NULL,
    dm_closed INTEGER NOT NULL DEFAULT 0,
    autoplay  INTEGER NOT NULL DEFAULT 0, -- a computer player plays this seat
    PRIMARY KEY (game_id, player),
    UNIQUE (game_id, pos)
);

CREATE TABLE actions (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    player     TEXT    NOT NULL,
    action     TEXT    NOT NULL,
    created_at TEXT    NOT NULL,
    UNIQUE (game_id, seq)
);

CREATE TABLE messages (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind       TEXT    NOT NULL,          -- e.g. "prompt", "lockin:3"
    user_id    TEXT    NOT NULL DEFAULT '',
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    token      TEXT    NOT NULL DEFAULT '',
    PRIMARY KEY (game_id, kind, user_id)
);
