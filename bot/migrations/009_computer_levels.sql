-- Computer levels (bot/thinking.py): each computer seat remembers the policy it plays ("heuristic"
-- is the easy level, "strong" the search); NULL for seats stored before this migration and for
-- people's seats: read it as the game's default policy. A person's seat handed to a computer (a
-- replacement) stores the level chosen then.
ALTER TABLE seats ADD COLUMN policy TEXT;

-- The level of the computer that stands in for a person (a deadline, an away time, /game replace):
-- 'strong' where the game offers it, else the game's default policy. Checked by the bot.
ALTER TABLE game_settings ADD COLUMN computer_level TEXT NOT NULL DEFAULT 'strong';
