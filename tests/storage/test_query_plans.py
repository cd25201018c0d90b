"""The hot queries use their indexes, on both backends: the queries the periodic check, a
restart, a move and the commands run, whatever the number of games. Each query is the one the
Storage method really sends (captured), explained by the database: EXPLAIN QUERY PLAN on SQLite
(it must not scan a whole table), EXPLAIN on PostgreSQL with sequential scans priced out (its
planner rightly prefers them on a test's tiny tables; what matters is that an index can serve
the query, which the plan then names).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from bot.storage import Params, Storage
from bot.storage_pg import PostgresStorage, dollars

# (what, the call, the index or key each table read must use)
HOT: list[tuple[str, Callable[[Storage, int], Awaitable[Any]], set[str]]] = [
    ("due waits", lambda s, g: s.due_waits(datetime.now(UTC)), {"waits_due"}),
    # Along the unsettled table, which holds only the games with work left (scanned whole),
    # each game then read by its key.
    ("games to announce", lambda s, g: s.games_unannounced(), {"unsettled", "games_pkey"}),
    ("games to settle", lambda s, g: s.games_unsettled(), {"unsettled", "games_pkey"}),
    ("games on computers", lambda s, g: s.games_waiting_on_computers(), {"games_on_computers"}),
    ("a game", lambda s, g: s.game(g), {"games_pkey", "PRIMARY KEY"}),
    ("a game's actions", lambda s, g: s.actions_after(g, 1), {"actions_key", "PRIMARY KEY"}),
    ("a game's waits", lambda s, g: s.waits(g), {"waits_pkey", "sqlite_autoindex_waits_1"}),
    ("the server's open games", lambda s, g: s.open_games(7), {"games_open"}),
    # The web pages: a page found by its token's hash, the open pages' games polled.
    (
        "a page by its token",
        lambda s, g: s.game_by_token("unknown"),
        {"web_pages_lookup_key", "sqlite_autoindex_web_pages_1"},
    ),
    (
        "the games open pages watch",
        lambda s, g: s.watched([g, g + 1]),
        {"games_pkey", "INTEGER PRIMARY KEY", "actions_key", "PRIMARY KEY", "web_pages_pkey"},
    ),
]


async def explain(store: Storage, sql: str, params: Params) -> str:
    """The plan of one query as text."""
    if isinstance(store, PostgresStorage):
        async with store.pool.acquire() as conn, conn.transaction():
            await conn.execute("SET LOCAL enable_seqscan = off")
            rows = await conn.fetch("EXPLAIN " + dollars(sql), *params)
        return "\n".join(row[0] for row in rows)
    rows = await store._fetchall("EXPLAIN QUERY PLAN " + sql, params)
    return "\n".join(str(row[3]) for row in rows)


async def captured(store: Storage, call: Callable[[], Awaitable[Any]]) -> list[tuple[str, Any]]:
    """The reads `call` sends, with their parameters."""
    sent: list[tuple[str, Any]] = []
    fetchall, fetchone = store._fetchall, store._fetchone

    async def fetch_all(sql: str, params: Params = ()) -> Any:
        sent.append((sql, params))
        return await fetchall(sql, params)

    async def fetch_one(sql: str, params: Params = ()) -> Any:
        sent.append((sql, params))
        return await fetchone(sql, params)

    store._fetchall = fetch_all  # type: ignore[method-assign]
    store._fetchone = fetch_one  # type: ignore[method-assign]
    try:
        await call()
    finally:
        del store._fetchall, store._fetchone
    return sent


@pytest.mark.parametrize("what", [what for what, _, _ in HOT])
async def test_hot_query_uses_its_index(store: Storage, what: str) -> None:
    _, call, indexes = next(hot for hot in HOT if hot[0] == what)
    gid = await store.create_game(
        guild_id=7, channel_id=8, host_id=9, game="santafe", options={}, seed=1, max_seats=2
    )
    await store.add_seat(gid, "123", "p")
    await store.append_action(gid, 1, "123", {"type": "pass"})
    await store.set_waits(gid, {"123": "k"}, datetime.now(UTC))
    queries = await captured(store, lambda: call(store, gid))
    assert queries, what
    for sql, params in queries:
        if sql.startswith("SELECT id, shape FROM action_shapes"):
            continue  # read once per process
        plan = await explain(store, sql, params)
        assert any(index in plan for index in indexes), f"{what}: {sql}\n{plan}"
        # No table read in full. SQLite says SCAN where it reads a whole table or index
        # rather than seeking (SEARCH): allowed only along the expected partial index, or the
        # expected table, which hold just the rows wanted. PostgreSQL says Seq Scan, which it
        # still picks when no index can serve.
        for line in plan.splitlines():
            step = line.lstrip("|-` ")
            if step.startswith("SCAN ") and "CONSTANT" not in step:
                assert any(
                    step.endswith(f"INDEX {index}") or step == f"SCAN {index}" for index in indexes
                ), f"{what}: {sql}\n{plan}"
            assert "Seq Scan" not in line, f"{what}: {sql}\n{plan}"
