-- A server's own settings (bot/thinking.py): the level of the computer that stands in for a
-- person in its new games ("strong" by default where a game offers it; a game's host may still
-- change it per game with /game settings).
CREATE TABLE server_settings (
    guild_id INTEGER PRIMARY KEY,
    computer_level TEXT NOT NULL DEFAULT 'strong'
);
