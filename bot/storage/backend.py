"""The plumbing every storage module shares: the hooks a dialect provides (run a read, run a
write in one committed transaction, claim a row), the errors, stored times, and where each
dialect's numbered migrations are."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

# bot/migrations, beside this package. The folder read is the package's MIGRATIONS (see
# migration_files), which a test or a script may point elsewhere.
MIGRATIONS = Path(__file__).parents[1] / "migrations"
DIALECTS = ("sqlite", "postgresql")
SQLITE_PREFIX = "sqlite:///"
POSTGRES_PREFIXES = ("postgresql://", "postgres://")

# A row as a backend returns it (aiosqlite.Row or asyncpg.Record): both index by column name
# and by position, and dict() of either maps names to values.
Row = Any
Params = Sequence[Any]

COMPACT = (",", ":")


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def stamp(when: datetime) -> str:
    return when.astimezone(UTC).isoformat(timespec="seconds")


def lease_stamp(when: datetime) -> str:
    """A lease's time: UTC with milliseconds, always this one format, so text order is time
    order."""
    return when.astimezone(UTC).isoformat(timespec="milliseconds")


def parse_stamp(text: str) -> datetime:
    when = datetime.fromisoformat(text)
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def epoch(when: datetime) -> int:
    """Whole seconds since 1970, rounded down: a due time never later than the real one."""
    return math.floor(when.timestamp())


def from_epoch(seconds: int) -> str:
    """A stored action's time (seconds) as the ISO-8601 text `now()` gives."""
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="seconds")


def migration_files(dialect: str = "sqlite") -> list[tuple[int, Path]]:
    """The numbered migrations of one dialect, in order. SQLite's sit in bot/migrations itself
    (where they always were), each other dialect's in a folder of its name."""
    if dialect not in DIALECTS:
        raise ValueError(dialect)
    # Read when called, from the package: `bot.storage.MIGRATIONS` is the one setting.
    from bot import storage

    root: Path = storage.MIGRATIONS
    folder = root if dialect == "sqlite" else root / dialect
    found = []
    for path in folder.glob("*.sql"):
        match = re.match(r"(\d+)_", path.name)
        if match:
            found.append((int(match.group(1)), path))
    return sorted(found)


def refuse_newer(version: int, files: list[tuple[int, Path]]) -> None:
    """A database at a schema version newer than the last of `files` (migration_files) is
    left alone: this code would misread it."""
    known = files[-1][0] if files else 0
    if version > known:
        raise StorageError(
            f"the database is at schema version {version}, newer than this code knows"
            f" ({known}): update Whistlestop or use another database"
        )


class StorageError(RuntimeError):
    """The database cannot be used (a failed migration, a schema newer than this code, a
    server that cannot be reached), or refused a write it must refuse (DuplicateAction)."""


class DamagedLog(StorageError):
    """A game's stored action log cannot be read back: a move names no stored text, or a text
    that is not an action (damage, not a database that cannot be reached)."""


class DuplicateAction(StorageError):
    """An action with this (game_id, seq) is already stored: another move got there first.
    Both backends raise it; the driver's own error is its __cause__."""


class Backend:
    """The hooks a dialect provides (bot/storage/sqlite.py, bot/storage/postgresql.py); the
    modules of queries build on them alone, so each query is written once for both."""

    # A statement that locks one game's row until the write's transaction ends, so two
    # connections cannot both compute the next seat position. None where a backend already
    # runs one write at a time.
    _lock_game: str | None = None

    async def close(self) -> None:
        raise NotImplementedError

    async def migrate(self) -> int:
        """Apply the migrations this database lacks; return its schema version."""
        raise NotImplementedError

    async def _fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        raise NotImplementedError

    async def _fetchone(self, sql: str, params: Params = ()) -> Row | None:
        raise NotImplementedError

    async def _write(self, *steps: tuple[str, Params]) -> None:
        """Run the statements in one transaction and commit before returning; on any error
        nothing of them stays."""
        raise NotImplementedError

    async def _insert_returning(self, sql: str, params: Params) -> Row:
        """Run one INSERT ... RETURNING and commit; the returned row."""
        raise NotImplementedError

    def _is_duplicate(self, error: BaseException) -> bool:
        """Whether a write failed on a unique constraint (the driver's error)."""
        raise NotImplementedError

    async def _claim(self, first: tuple[str, Params], *then: tuple[str, Params]) -> bool:
        """Run `first`, a statement that returns a row when it claimed something (an INSERT
        ... ON CONFLICT ... RETURNING), and only then `then`, in one committed transaction;
        whether it claimed."""
        raise NotImplementedError

    def _locked(self, game_id: int) -> list[tuple[str, Params]]:
        return [(self._lock_game, (game_id,))] if self._lock_game else []
