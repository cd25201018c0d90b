-- PostgreSQL twin of ../003_effects.sql: durable effects.
-- announced_seq: the last action whose announcements (posts, DMs, the end) are all done.
ALTER TABLE games ADD COLUMN announced_seq INTEGER NOT NULL DEFAULT 0;
-- Games stored before this migration were announced as they went.
UPDATE games SET announced_seq = COALESCE((SELECT MAX(seq) FROM actions WHERE game_id = games.id), 0);

-- Steps of one move's announcements already carried out, so a retry or a restart never
-- repeats a post. Rows of announced moves are deleted.
CREATE TABLE effects_done (
    game_id BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq     INTEGER NOT NULL,
    step    TEXT    NOT NULL,
    PRIMARY KEY (game_id, seq, step)
);

-- A member who left the server: noticed, not pinged any more.
ALTER TABLE seats ADD COLUMN left_server INTEGER NOT NULL DEFAULT 0;
