-- Web pages (web/, docs/web.md): each game's page is at an unguessable address, a random token
-- made when the bot first links it, and a server's index of its games likewise once an admin
-- switches it on. A request is looked up by the token's SHA-256 (`lookup`), never by the token
-- itself: how long the lookup takes tells nothing about the tokens stored.
CREATE TABLE web_pages (
    game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    token   TEXT,          -- the page's address; NULL: the host turned the page off
    lookup  TEXT UNIQUE    -- sha256 of token, hex; NULL with it
);

-- A server's index of its games, off unless a row is here.
CREATE TABLE web_indexes (
    guild_id INTEGER PRIMARY KEY,
    token    TEXT NOT NULL,
    lookup   TEXT NOT NULL UNIQUE
);
