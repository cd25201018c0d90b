-- Languages: a game's public messages and images follow its language ("en", "fr", "nl"),
-- chosen at /game new; games stored before this migration were English.
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';

-- The Discord locale last seen from a member, for DMs sent without an interaction
-- (reminders, prompts, final results).
CREATE TABLE member_locales (
    user_id TEXT PRIMARY KEY,
    locale  TEXT NOT NULL
);
