-- One process at scale: compact action rows, what a restart must resume, the next due time of
-- every wait, and indexes for the member's games and the server's open games.

-- Shapes of actions: an action {"type": t, k1: v1, k2: v2} is stored as [shape id, v1, v2],
-- its shape (the type and the keys in order, JSON [t, ["type", "k1", "k2"]]) once here.
-- Shapes are only ever added, so an id means the same shape for good.
CREATE TABLE action_shapes (
    id    INTEGER PRIMARY KEY,
    shape TEXT    NOT NULL UNIQUE
);

-- Actions keyed by (game_id, seq) in the table itself (no rowid, no second index). The seat
-- that moved is its position (seats keep their positions once a game has moves), the time is
-- in seconds, and actor is kept only when someone else moved for the seat's own player.
CREATE TABLE actions_compact (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq     INTEGER NOT NULL,
    pos     INTEGER NOT NULL,          -- seats.pos of the player who moved
    action  TEXT    NOT NULL,          -- [shape id, values...]; rows stored before 005: the JSON object
    at      INTEGER NOT NULL,          -- when it was stored, seconds since 1970-01-01 UTC
    actor   TEXT,                      -- a member id, "cpu" or "cpu:<reason>"; NULL: the seat's player
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

-- Every stored action moves over; one whose player has no seat fails the migration (pos is NOT
-- NULL) rather than being dropped.
INSERT INTO actions_compact (game_id, seq, pos, action, at, actor)
SELECT a.game_id, a.seq, s.pos, a.action, CAST(strftime('%s', a.created_at) AS INTEGER),
       NULLIF(a.actor, a.player)
FROM actions a LEFT JOIN seats s ON s.game_id = a.game_id AND s.player = a.player;

DROP TABLE actions;
ALTER TABLE actions_compact RENAME TO actions;

-- The latest stored move of each game, kept by the database on every insert, and the move up to
-- which the game's effects (announcements, pin, prompts) were all carried out (-1: never, so
-- every game is settled once after this migration). A restart resumes only the games where they
-- differ, found through the partial indexes.
ALTER TABLE games ADD COLUMN last_seq INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN settled_seq INTEGER NOT NULL DEFAULT -1;
UPDATE games SET last_seq = COALESCE((SELECT MAX(seq) FROM actions WHERE game_id = games.id), 0);
CREATE TRIGGER actions_last_seq AFTER INSERT ON actions BEGIN
    UPDATE games SET last_seq = NEW.seq WHERE id = NEW.game_id AND last_seq < NEW.seq;
END;
CREATE INDEX games_unannounced ON games (id)
    WHERE announced_seq < last_seq AND status IN ('active', 'over');
CREATE INDEX games_unsettled ON games (id)
    WHERE settled_seq < last_seq AND status IN ('active', 'over');

-- The server's open games, newest first, for autocomplete; a member's seats.
-- How many waits the game has (kept with them): a game in progress awaiting nobody waits on a
-- computer seat, which the periodic check revives if its move did not come.
ALTER TABLE games ADD COLUMN awaited INTEGER NOT NULL DEFAULT 0;
UPDATE games SET awaited = (SELECT COUNT(*) FROM waits WHERE game_id = games.id);
CREATE INDEX games_on_computers ON games (id) WHERE status = 'active' AND awaited = 0;

CREATE INDEX games_open ON games (guild_id, id) WHERE status IN ('lobby', 'active');
CREATE INDEX seats_by_member ON seats (COALESCE(user_id, player));

-- When the periodic check must next look at a wait (seconds since 1970, UTC): its next reminder,
-- its deadline, or an away player's. 0: at the next check (waits from before this migration,
-- and every wait of a game whose settings, away times or seats change); NULL: nothing to come.
ALTER TABLE waits ADD COLUMN due_at INTEGER DEFAULT 0;
CREATE INDEX waits_due ON waits (due_at);
