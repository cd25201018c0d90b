-- Lean action rows, and no rewrite of the game's row per stored move.
--
-- An action's text ([shape id, values...], see 005) is stored once in action_texts and each
-- move names it by id: moves come from the small set of legal actions (forty Santa Fe games
-- played by the computer, 9,300 moves, have 835 distinct texts, and fewer new ones each game), so
-- a row keeps a number, not text.
CREATE TABLE action_texts (
    id     INTEGER PRIMARY KEY,
    action TEXT    NOT NULL UNIQUE
);
INSERT INTO action_texts (action) SELECT DISTINCT action FROM actions ORDER BY action;

-- Games that may have a move whose announcements or other effects were not all carried out:
-- a row per such game with its latest move, kept by a trigger on every insert into actions
-- (a narrow row, not the game's), deleted once announced_seq and settled_seq reach it. A restart
-- and the periodic retry read this table, which holds only the games with work left.
CREATE TABLE unsettled (
    game_id  INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    last_seq INTEGER NOT NULL
);
INSERT INTO unsettled (game_id, last_seq)
SELECT id, last_seq FROM games
WHERE status IN ('active', 'over') AND (settled_seq < last_seq OR announced_seq < last_seq);

CREATE TABLE actions_lean (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq       INTEGER NOT NULL,
    pos       INTEGER NOT NULL,          -- seats.pos of the player who moved
    action_id INTEGER NOT NULL,          -- action_texts.id
    at        INTEGER NOT NULL,          -- when it was stored, seconds since 1970-01-01 UTC
    actor     TEXT,                      -- a member id, "cpu" or "cpu:<reason>"; NULL: the seat's player
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
INSERT INTO actions_lean (game_id, seq, pos, action_id, at, actor)
SELECT a.game_id, a.seq, a.pos, t.id, a.at, a.actor
FROM actions a JOIN action_texts t ON t.action = a.action;
DROP TABLE actions;  -- and its trigger actions_last_seq
ALTER TABLE actions_lean RENAME TO actions;

-- The latest move is read from the actions' key when wanted (one seek), not kept on the game.
DROP INDEX games_unannounced;
DROP INDEX games_unsettled;
ALTER TABLE games DROP COLUMN last_seq;

CREATE TRIGGER actions_unsettled AFTER INSERT ON actions BEGIN
    INSERT INTO unsettled (game_id, last_seq) VALUES (NEW.game_id, NEW.seq)
    ON CONFLICT (game_id) DO UPDATE SET last_seq = excluded.last_seq
    WHERE unsettled.last_seq < excluded.last_seq;
END;
