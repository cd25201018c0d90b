"""PostgreSQL storage through asyncpg: the same interface and queries as SQLite (bot.storage).

A connection pool serves concurrent games; each write is one transaction, committed before it
returns. Migrations are bot/migrations/postgresql/NNN_*.sql, each applied in its own
transaction (PostgreSQL's DDL is transactional) and recorded in the schema_version table; an
advisory lock keeps two processes that start together from applying one twice.
"""

from __future__ import annotations

import asyncio
import itertools
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from functools import lru_cache

import asyncpg

from bot.storage.backend import Params, Row, StorageError, migration_files, now, refuse_newer
from bot.storage.interface import Storage
from bot.storage.records import StepClaim

# Any constant both processes agree on: the key of the advisory lock held while migrating.
MIGRATION_LOCK = 0x5715_7109
# Connections per process: moves on different games are stored in parallel up to this.
POOL_SIZE = 10
# How long a process waits for another that is carrying out the same announcement step
# before leaving it for later (the other one is paused, or dies and its claim vanishes).
STEP_WAIT = "5s"


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
        # Each step claimed holds a connection while it is carried out, and what it does
        # (renewing the lease) needs another: claims leave two for that, so never all ten.
        self._steps = asyncio.Semaphore(max(1, pool.get_max_size() - 2))

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
        async with self.pool.acquire() as conn:
            version = await self._version(conn)
            refuse_newer(version, files)
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

    @asynccontextmanager
    async def claim_step(
        self, game_id: int, seq: int, step: str, owner: str | None = None
    ) -> AsyncIterator[StepClaim]:
        """Among several processes: the step's row is inserted in a transaction that stays
        open while the step is carried out, and committed only once it was. Another process
        inserting the same row waits for that transaction: it finds the step done when it
        commits, and free again when it rolls back (a failure, or its process died: the
        connection closes). So a step is carried out by one process at a time and, unless a
        process dies in between, once. The step is claimed only by the lease's holder, so a
        process that lost its lease while paused stops instead of repeating a step."""
        if owner is None:
            async with super().claim_step(game_id, seq, step) as claim:
                yield claim
            return
        async with self._steps, self.pool.acquire() as conn:
            transaction = conn.transaction()
            await transaction.start()
            committed = False
            try:
                await conn.execute(f"SET LOCAL lock_timeout = '{STEP_WAIT}'")
                holder = await conn.fetchval(
                    "SELECT owner FROM leases WHERE game_id = $1 AND kind = 'effects'", game_id
                )
                if holder != owner:
                    claim = StepClaim("lost")
                else:
                    try:
                        row = await conn.fetchrow(
                            "INSERT INTO effects_done (game_id, seq, step)"
                            " SELECT $1, $2, $3 WHERE EXISTS"
                            " (SELECT 1 FROM games WHERE id = $1 AND announced_seq < $2)"
                            " ON CONFLICT DO NOTHING RETURNING step",
                            game_id,
                            seq,
                            step,
                        )
                    except asyncpg.LockNotAvailableError:
                        claim = StepClaim("busy")
                    else:
                        claim = StepClaim("mine" if row is not None else "done")
                yield claim
                if claim.state == "mine" and claim.carried_out:
                    await transaction.commit()
                    committed = True
            finally:
                if not committed:
                    await transaction.rollback()

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
