-- Ratings, history and stats (bot/ratings.py): the result of every finished game that counts,
-- each seat's place and its rating after the game, and the current rating of each member and
-- computer level per server and game. Ratings are derived from the results alone: rebuilding
-- replays the results in `seq` order and gives the same numbers.

-- One row per finished game that counts (a cancelled game has none). Inserted once, with the
-- seats and the new ratings in the same transaction: the insert is the claim, so a retry or a
-- restart never counts a game twice. `seq` is the order the games were rated in.
CREATE TABLE results (
    seq         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER NOT NULL UNIQUE REFERENCES games (id) ON DELETE CASCADE,
    guild_id    INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    finished_at INTEGER NOT NULL      -- seconds since 1970-01-01 UTC
);
-- A server's history, newest first.
CREATE INDEX results_by_guild ON results (guild_id, seq);

-- Each seat of a rated game. `rated`: the member who played it at the end (a member id) or the
-- computer's level ("cpu:<policy>"). `place`: 1 is first; equal places are ties; a resigned or
-- abandoned seat is last. `mu`, `sigma`: the rated one's rating after this game.
CREATE TABLE result_seats (
    game_id  INTEGER NOT NULL REFERENCES results (game_id) ON DELETE CASCADE,
    guild_id INTEGER NOT NULL,        -- the result's, kept here so that a member's games in a
    game     TEXT    NOT NULL,        -- server are one index range, newest first
    pos     INTEGER NOT NULL,
    rated   TEXT    NOT NULL,
    name    TEXT    NOT NULL,         -- the display name when the game ended
    place   INTEGER NOT NULL,
    score   INTEGER NOT NULL,
    outcome TEXT    NOT NULL,         -- "finished", "resigned" or "left"
    detail  TEXT,                     -- the game's own note on the seat (its presenter's)
    mu      REAL    NOT NULL,
    sigma   REAL    NOT NULL,
    PRIMARY KEY (game_id, pos)
);
-- A member's history, stats and rating curve in one server, newest first.
CREATE INDEX result_seats_by_member ON result_seats (rated, guild_id, game_id);

-- The current rating per server, game and rated one; `ordinal` is the conservative display
-- number (mu - 3 sigma), indexed for the leaderboard.
CREATE TABLE ratings (
    guild_id INTEGER NOT NULL,
    game     TEXT    NOT NULL,
    rated    TEXT    NOT NULL,
    name     TEXT    NOT NULL,        -- the display name in its latest game
    mu       REAL    NOT NULL,
    sigma    REAL    NOT NULL,
    ordinal  REAL    NOT NULL,
    games    INTEGER NOT NULL,
    wins     INTEGER NOT NULL,
    places   INTEGER NOT NULL,        -- the sum of places (average place = places / games)
    last_seq INTEGER NOT NULL,        -- results.seq of the last game counted
    PRIMARY KEY (guild_id, game, rated)
);
CREATE INDEX ratings_board ON ratings (guild_id, game, ordinal DESC);

-- Members who do not appear on leaderboards (every server), and members who left a server
-- (hidden there until they come back).
CREATE TABLE rating_optouts (
    user_id TEXT PRIMARY KEY
);
CREATE TABLE departed_members (
    guild_id INTEGER NOT NULL,
    user_id  TEXT    NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
