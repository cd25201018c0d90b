-- PostgreSQL twin of ../004_languages.sql: a game's language and members' last seen locale.
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';

CREATE TABLE member_locales (
    user_id TEXT PRIMARY KEY,
    locale  TEXT NOT NULL
);
