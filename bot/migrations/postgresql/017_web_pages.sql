-- PostgreSQL twin of ../017_web_pages.sql: each game's web page at an unguessable address (a
-- random token, looked up by its SHA-256), and a server's index of its games once switched on.
CREATE TABLE web_pages (
    game_id BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    token   TEXT,
    lookup  TEXT UNIQUE
);

CREATE TABLE web_indexes (
    guild_id BIGINT PRIMARY KEY,
    token    TEXT NOT NULL,
    lookup   TEXT NOT NULL UNIQUE
);
