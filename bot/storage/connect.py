"""`open_storage`: the backend a URL names, opened and migrated."""

from __future__ import annotations

from pathlib import Path

from bot.storage.backend import POSTGRES_PREFIXES, StorageError
from bot.storage.interface import Storage
from bot.storage.sqlite import SqliteStorage, sqlite_path


async def open_storage(target: str | Path) -> Storage:
    """Open (and migrate) the storage a URL names: `postgresql://...` (or `postgres://`),
    `sqlite:///path/to/file.sqlite3`, or a bare file path for SQLite, as WHISTLESTOP_DB gives."""
    if isinstance(target, Path):
        return await SqliteStorage.connect(target)
    if target.startswith(POSTGRES_PREFIXES):
        # Imported here: a bot on SQLite never loads asyncpg.
        from bot.storage.postgresql import PostgresStorage

        return await PostgresStorage.connect(target)
    if target.startswith("sqlite:"):
        return await SqliteStorage.connect(sqlite_path(target))
    if "://" in target:
        scheme = target.split("://", 1)[0]
        raise StorageError(f"unknown database URL scheme {scheme!r}: use sqlite or postgresql")
    return await SqliteStorage.connect(target)
