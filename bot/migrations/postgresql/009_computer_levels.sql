-- PostgreSQL twin of ../009_computer_levels.sql: each computer seat's policy ("heuristic" is the
-- easy level, "strong" the search; NULL: the game's default policy), and the level of the
-- computer that stands in for a person (checked by the bot).
ALTER TABLE seats ADD COLUMN policy TEXT;

ALTER TABLE game_settings ADD COLUMN computer_level TEXT NOT NULL DEFAULT 'strong';
