-- Prompts owed their closing (bot/closing.py): a game ended, was cancelled, or a seat changed
-- hands, and each live prompt of it (a DM, a thread ping's button) is edited into what it
-- closes with. Stored before the edit is tried, deleted once Discord took it (or the message
-- is gone): a failed edit is tried again later, also after a restart. Usually empty.
CREATE TABLE prompt_closes (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    content    TEXT,                  -- the closing text; NULL: the text stays, the buttons go
    PRIMARY KEY (game_id, message_id)
);
