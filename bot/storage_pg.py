"""PostgreSQL storage through asyncpg: the same interface and queries as SQLite (bot.storage).

A connection pool serves concurrent games; each write is one transaction, committed before it
returns. Migrations are bot/migrations/postgresql/NNN_*.sql, each applied in its own
transaction (PostgreSQL's DDL is transactional) and recorded in the schema_version table; an
advisory lock keeps two processes that start together from applying one twice.
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

import asyncpg

from bot.storage import Params, Row, Storage, StorageError, migration_files, now

# Any constant both processes agree on: the key of the advisory lock held while migrating.
MIGRATION_LOCK = 0x5715_7109
# Connections per process: moves on different games are stored in parallel up to this.
POOL_SIZE = 10


async def _keep_session(conn: asyncpg.Connection) -> None:
    """The pool's reset on release. Storage leaves no session state behind (no SET, LISTEN,
    cursor or session-level lock; an open transaction is still rolled back by asyncpg), so the
    default reset query, one more round trip after every statement, is skipped."""


@lru_cache(maxsize=512)
def dollars(sql: str) -> str:
    """`?` placeholders (the shared queries) as PostgreSQL's `$1, $2, ...`. The shared SQL has
    no `?` inside a string literal."""
    numbers = itertools.count(1)
    return re.sub(r"\?", lambda _: f"${next(numbers)}", sql)


class PostgresStorage(Storage):
    _lock_game = "SELECT id FROM games WHERE id = ? FOR UPDATE"

    def __init__(self, pool: asyncpg.Pool) -> None:
        super().__init__()
        self.pool = pool

    @classmethod
    async def connect(cls, url: str, *, pool_size: int = POOL_SIZE) -> PostgresStorage:
        try:
            pool = await asyncpg.create_pool(
                url, min_size=1, max_size=pool_size, reset=_keep_session
            )
        except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
            # The message names the host and the user, never the password.
            raise StorageError(f"cannot connect to PostgreSQL: {error}") from error
        store = cls(pool)
        try:
            await store.migrate()
        except BaseException:
            await pool.close()
            raise
        return store

    async def close(self) -> None:
        await self.pool.close()

    async def migrate(self) -> int:
        files = migration_files("postgresql")
        known = files[-1][0] if files else 0
        async with self.pool.acquire() as conn:
            version = await self._version(conn)
            if version > known:
                raise StorageError(
                    f"the database is at schema version {version}, newer than this code knows"
                    f" ({known}): update Whistlestop or use another database"
                )
            for number, path in files:
                if number <= version:
                    continue
                try:
                    async with conn.transaction():
                        # Another process may have applied it while this one waited.
                        if await self._version(conn, lock=True) >= number:
                            continue
                        await conn.execute(path.read_text(encoding="utf-8"))
                        await conn.execute(
                            "INSERT INTO schema_version (version, applied_at) VALUES ($1, $2)",
                            number,
                            now(),
                        )
                except Exception as error:
                    raise StorageError(
                        f"migration postgresql/{path.name} failed: {error}"
                    ) from error
                version = number
        return version

    @staticmethod
    async def _version(conn: asyncpg.Connection, *, lock: bool = False) -> int:
        """The schema version; `lock`: first take the migration lock for this transaction."""
        if lock:
            await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
        exists = await conn.fetchval("SELECT to_regclass('schema_version') IS NOT NULL")
        if not exists:
            if not lock:
                return 0
            await conn.execute(
                "CREATE TABLE schema_version"
                " (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)"
            )
        return int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version"))

    async def _fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        return list(await self.pool.fetch(dollars(sql), *params))

    async def _fetchone(self, sql: str, params: Params = ()) -> Row | None:
        return await self.pool.fetchrow(dollars(sql), *params)

    async def _write(self, *steps: tuple[str, Params]) -> None:
        if len(steps) == 1:
            # One statement outside a transaction block commits by itself: one round trip.
            sql, params = steps[0]
            await self.pool.execute(dollars(sql), *params)
            return
        async with self.pool.acquire() as conn, conn.transaction():
            for sql, params in steps:
                await conn.execute(dollars(sql), *params)

    async def _insert_returning(self, sql: str, params: Params) -> Row:
        row = await self.pool.fetchrow(dollars(sql), *params)
        assert row is not None
        return row

    def _is_duplicate(self, error: BaseException) -> bool:
        return isinstance(error, asyncpg.UniqueViolationError)

    async def _claim(self, first: tuple[str, Params], *then: tuple[str, Params]) -> bool:
        sql, params = first
        if not then:
            # One statement commits by itself: one round trip.
            return await self.pool.fetchrow(dollars(sql), *params) is not None
        async with self.pool.acquire() as conn, conn.transaction():
            if await conn.fetchrow(dollars(sql), *params) is None:
                return False
            for step, values in then:
                await conn.execute(dollars(step), *values)
        return True
