-- PostgreSQL twin of ../006_processes.sql: leases (who does a game's effects or its periodic
-- check now) and notices (reminders and host questions, each claimed once).
CREATE TABLE leases (
    game_id    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind       TEXT   NOT NULL,
    owner      TEXT   NOT NULL,
    expires_at TEXT   NOT NULL,
    PRIMARY KEY (game_id, kind)
);

CREATE TABLE notices (
    game_id  BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    player   TEXT   NOT NULL,
    wait_key TEXT   NOT NULL,
    kind     TEXT   NOT NULL,
    owner    TEXT   NOT NULL,
    sent_at  TEXT   NOT NULL,
    PRIMARY KEY (game_id, player, wait_key, kind)
);
