"""Storage: games, seats, the append-only action log, message ids, cadence and effects state.

One interface (`Storage`), two backends chosen by a URL (`open_storage`): SQLite through
aiosqlite (WAL; the default, a file; `sqlite.py`) and PostgreSQL through asyncpg
(`postgresql.py`, loaded only when used). The queries live once, written in the SQL both
dialects share, with `?` placeholders, in one module per concern:

- `games.py`: games and seats;
- `actions.py`: the append-only action log in compact rows;
- `waits.py`: waits, away times and the notices claimed once (reminders, host questions);
- `effects.py`: durable effects (announced, settled, steps done) and leases;
- `settings.py`: server and game settings, member locales, the ids of kept messages;
- `web.py`: the web pages' tokens, the look at watched games, the counts of /metrics.
- `pace.py`: what each player drew from their time bank, each game's last nudge;
- `members.py`: each member's time zone and quiet hours, the DMs held until their morning;
- `closes.py`: prompts owed their closing (a game ended, was cancelled, a seat changed hands).

`interface.py` puts them together as `Storage`; `backend.py` holds what they share (the hooks
a backend provides, errors, stored times, the migration files); `records.py` the rows handed
back. Each backend only runs the queries. Every write commits before it returns, so the caller
may answer the user right after. Migrations are numbered files per dialect: bot/migrations/*.sql
for SQLite (tracked with PRAGMA user_version), bot/migrations/postgresql/*.sql for PostgreSQL
(tracked in a schema_version table); `MIGRATIONS` here names their folder.
"""

from __future__ import annotations

from bot.storage.backend import (
    COMPACT,
    DIALECTS,
    MIGRATIONS,
    POSTGRES_PREFIXES,
    SQLITE_PREFIX,
    Backend,
    DamagedLog,
    DuplicateAction,
    Params,
    Row,
    StorageError,
    epoch,
    from_epoch,
    lease_stamp,
    migration_files,
    now,
    parse_stamp,
    stamp,
)
from bot.storage.connect import open_storage
from bot.storage.interface import Storage
from bot.storage.records import (
    Close,
    GameMatch,
    GameRow,
    GameSettings,
    HeldMessage,
    MemberPrefs,
    Seat,
    StepClaim,
    StoredAction,
    Wait,
)
from bot.storage.sqlite import SqliteStorage, sqlite_path
from bot.storage.web import Watched, lookup_of

__all__ = [
    "COMPACT",
    "DIALECTS",
    "MIGRATIONS",
    "POSTGRES_PREFIXES",
    "SQLITE_PREFIX",
    "Backend",
    "Close",
    "DamagedLog",
    "DuplicateAction",
    "GameMatch",
    "GameRow",
    "GameSettings",
    "HeldMessage",
    "MemberPrefs",
    "Params",
    "Row",
    "Seat",
    "SqliteStorage",
    "StepClaim",
    "Storage",
    "StorageError",
    "StoredAction",
    "Wait",
    "Watched",
    "epoch",
    "from_epoch",
    "lease_stamp",
    "lookup_of",
    "migration_files",
    "now",
    "open_storage",
    "parse_stamp",
    "sqlite_path",
    "stamp",
]
