"""SQLite through aiosqlite: one connection, WAL, synchronous=NORMAL; migrations tracked with
PRAGMA user_version."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Sequence
from pathlib import Path

import aiosqlite

from bot.storage.backend import (
    SQLITE_PREFIX,
    Params,
    Row,
    StorageError,
    migration_files,
    refuse_newer,
)
from bot.storage.interface import Storage


def sqlite_path(url: str) -> str:
    """The file of a `sqlite:///` URL: `sqlite:///data/x.sqlite3` is relative to the working
    directory, `sqlite:////srv/x.sqlite3` absolute (SQLAlchemy's convention)."""
    if not url.startswith(SQLITE_PREFIX):
        raise StorageError(f"not a SQLite URL (sqlite:///path/to/file.sqlite3): {url!r}")
    return url.removeprefix(SQLITE_PREFIX)


class SqliteStorage(Storage):
    """SQLite through aiosqlite: one connection, WAL, synchronous=NORMAL."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        super().__init__()
        self.db = db
        # One connection is one transaction: two writes interleaving at an await would
        # commit each other's half. Writes take turns; reads need not.
        self._writing = asyncio.Lock()

    @classmethod
    async def connect(cls, path: str | Path) -> SqliteStorage:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(str(path))
        try:
            db.row_factory = aiosqlite.Row
            # NORMAL is durable across application crashes in WAL mode, much cheaper than FULL.
            for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON"):
                async with db.execute(f"PRAGMA {pragma}") as cur:
                    await cur.fetchall()
            store = cls(db)
            await store.migrate()
        except BaseException:
            # The connection's thread would keep the process alive: close it before failing.
            await db.close()
            raise
        return store

    async def close(self) -> None:
        await self.db.close()

    async def migrate(self) -> int:
        async with self.db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        version = int(row[0]) if row else 0
        files = migration_files("sqlite")
        refuse_newer(version, files)
        for number, path in files:
            if number <= version:
                continue
            try:
                await self.db.executescript(
                    "BEGIN;\n"
                    + path.read_text(encoding="utf-8")
                    + f"\nPRAGMA user_version={number};\nCOMMIT;"
                )
            except Exception as error:
                if self.db.in_transaction:
                    await self.db.rollback()
                raise StorageError(f"migration {path.name} failed: {error}") from error
            version = number
        return version

    async def _fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        async with self.db.execute(sql, params) as cur:
            return list(await cur.fetchall())

    async def _fetchone(self, sql: str, params: Params = ()) -> Row | None:
        async with self.db.execute(sql, params) as cur:
            return await cur.fetchone()

    # A write is one trip to aiosqlite's thread, its statements and the commit together (a
    # statement, then a commit, each its own trip, cost half as much again as the write).
    # Once there it runs to its end, committed or rolled back, even if its caller is cancelled.
    def _transaction(self, steps: Sequence[tuple[str, Params]], returning: bool) -> Row | None:
        """`returning`: the first statement's row is returned, and without one (nothing
        claimed) the statements after it are not run."""
        conn = self.db._conn  # in the connection's own thread
        try:
            row = None
            for i, (sql, params) in enumerate(steps):
                cursor = conn.execute(sql, params)
                if returning and i == 0:
                    row = cursor.fetchone()
                    if row is None:
                        break
            conn.commit()
            return row
        except BaseException:
            if conn.in_transaction:
                conn.rollback()
            raise

    async def _run(self, steps: Sequence[tuple[str, Params]], returning: bool) -> Row | None:
        async with self._writing:
            return await self.db._execute(self._transaction, steps, returning)

    async def _write(self, *steps: tuple[str, Params]) -> None:
        await self._run(steps, returning=False)

    async def _insert_returning(self, sql: str, params: Params) -> Row:
        row = await self._run([(sql, params)], returning=True)
        assert row is not None
        return row

    def _is_duplicate(self, error: BaseException) -> bool:
        return isinstance(error, sqlite3.IntegrityError) and "UNIQUE" in str(error)

    async def _claim(self, first: tuple[str, Params], *then: tuple[str, Params]) -> bool:
        # `then` is written only when `first` returned a row.
        return await self._run([first, *then], returning=True) is not None
