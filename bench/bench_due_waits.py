"""The periodic check's due-waits query at scale on SQLite: with the due_at index (the query
Storage.due_waits sends) against the same query ordered by the primary key (before).

Run by hand: `.venv/bin/python bench/bench_due_waits.py [--games 10000]`. One wait per game,
a few of them due; prints the median time of each query and its plan.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.storage import SqliteStorage, Storage, epoch

ORDERED = (
    "SELECT game_id, player, wait_key FROM waits WHERE due_at <= ?"
    " ORDER BY game_id, player, wait_key"
)


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        store = await Storage.open(Path(tmp) / "due.sqlite3")
        assert isinstance(store, SqliteStorage)
        now = epoch(datetime.now(UTC))
        for n in range(args.games):
            gid = await store.create_game(
                guild_id=1, channel_id=n, host_id=1, game="santafe", options={}, seed=n, max_seats=2
            )
            await store._write(
                (
                    "INSERT INTO waits (game_id, player, wait_key, started_at, deadline_from,"
                    " due_at) VALUES (?, 'p', 'k', 'x', 'x', ?)",
                    (gid, now - 10 if n % 1000 == 0 else now + 3600),
                )
            )
        when = datetime.now(UTC)

        async def timed(call) -> float:  # type: ignore[no-untyped-def]
            times = []
            for _ in range(200):
                t0 = time.perf_counter()
                await call()
                times.append(time.perf_counter() - t0)
            return statistics.median(times) * 1000

        ours = await timed(lambda: store.due_waits(when))
        before = await timed(lambda: store._fetchall(ORDERED, (epoch(when),)))
        for name, sql in (("before", ORDERED), ("now", None)):
            query = sql or "SELECT game_id, player, wait_key FROM waits WHERE due_at <= ?"
            plan = await store._fetchall("EXPLAIN QUERY PLAN " + query, (epoch(when),))
            print(f"plan {name}: " + "; ".join(str(row[3]) for row in plan))
        print(f"{args.games} games: due_waits {ours:.3f} ms, ordered by the key {before:.3f} ms")
        await store.close()


if __name__ == "__main__":
    asyncio.run(main())
