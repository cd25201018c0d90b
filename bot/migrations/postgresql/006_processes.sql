-- PostgreSQL twin of ../006_processes.sql: leases (who does a game's effects or its periodic
-- check now) and notices (reminders and host questions, each claimed once).
-- Leases are UNLOGGED: taking one costs no WAL flush, and a lease needs no crash safety (a
-- server crash empties the table, and every process's connection with it).
CREATE UNLOGGED TABLE leases (
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
