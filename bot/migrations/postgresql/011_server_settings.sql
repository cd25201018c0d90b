-- PostgreSQL twin of ../011_server_settings.sql: a server's own settings, the level of the
-- computer that stands in for a person in its new games.
CREATE TABLE server_settings (
    guild_id BIGINT PRIMARY KEY,
    computer_level TEXT NOT NULL DEFAULT 'strong'
);
