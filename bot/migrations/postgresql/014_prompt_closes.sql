-- PostgreSQL twin of ../014_prompt_closes.sql: prompts owed their closing (a game ended, was
-- cancelled, or a seat changed hands), kept until Discord took the edit.
CREATE TABLE prompt_closes (
    game_id    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    channel_id BIGINT NOT NULL,
    message_id BIGINT NOT NULL,
    content    TEXT,
    PRIMARY KEY (game_id, message_id)
);
