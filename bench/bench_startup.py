"""How long the event loop stalls while the bot starts: the longest lag a ticker task sees.

Run by hand: `.venv/bin/python bench/bench_startup.py [--runs 3] [--cached]`. Each run is a
fresh process that starts the bot as `python -m bot` does (settings from the environment, a temp
SQLite file, the renderer warmed up) up to the point where it would connect to Discord:
discord.py's login minus the HTTP call (`_async_setup_hook`, then `setup_hook`), then the
gateway's time, during which the catalogs are compiled and the renderer warmed up beside the
loop. A ticker task asks to wake every millisecond and records how late it wakes. Printed:

- setup_hook: how long it takes (before any gateway connection, so no heartbeat waits on it),
  and the longest lag inside it;
- after setup_hook, until the catalogs are compiled and the renderer is warm (and 0.5 s more):
  the longest lag and the 99th percentile. The goal: the longest < 50 ms.

Each run starts with no compiled catalogs kept from an earlier start (an empty cache folder:
the first start after an install or a catalog change); with --cached, every run finds them
(kept by an unmeasured run first): any later start.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TICK = 0.001


async def one_run(folder: Path) -> dict[str, float]:
    from bot.core import create_bot
    from bot.settings import load_settings

    lags: list[tuple[float, float]] = []  # (when the tick was asked, how late it came)
    stop = asyncio.Event()

    async def ticker() -> None:
        while not stop.is_set():
            asked = time.perf_counter()
            await asyncio.sleep(TICK)
            now = time.perf_counter()
            lags.append((asked, now - asked - TICK))

    tick = asyncio.create_task(ticker())
    await asyncio.sleep(0.05)
    settings = load_settings()
    bot = create_bot(
        settings,
        token="x",
        db_path=folder / "bench.sqlite3",
        database_url=None,
        sync_commands=False,
        warm_renderer=True,
    )
    t0 = time.perf_counter()
    await bot._async_setup_hook()  # what login() does before its HTTP call
    await bot.setup_hook()
    t1 = time.perf_counter()
    # The gateway would connect now: heartbeats and the first commands from here on.
    done: dict[str, float] = {}
    for name, task in (("catalogs", bot._compiling), ("renderer", bot._warming)):
        if task is not None:
            await task
            done[name] = time.perf_counter() - t1
    t2 = time.perf_counter()
    await asyncio.sleep(0.5)
    stop.set()
    await tick
    await bot.storage.close()
    inside = [lag for when, lag in lags if t0 <= when < t1] or [0.0]
    after = sorted(lag for when, lag in lags if when >= t1)
    worst = sorted((lag, when - t1) for when, lag in lags if when >= t1)[-3:]
    print(
        "worst lags after setup_hook (ms at s):",
        ", ".join(f"{lag * 1000:.0f} at {at:.2f}" for lag, at in reversed(worst)),
        "; ready:",
        ", ".join(f"{name} at {at:.2f}" for name, at in done.items()),
        file=sys.stderr,
    )
    return {
        "setup_hook_s": t1 - t0,
        "setup_hook_max_lag_ms": max(inside) * 1000,
        "ready_after_s": t2 - t1,
        "max_lag_ms": after[-1] * 1000,
        "p99_lag_ms": after[int(0.99 * (len(after) - 1))] * 1000,
    }


def child() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        result = asyncio.run(one_run(Path(tmp)))
    print(json.dumps(result))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument(
        "--cached", action="store_true", help="catalogs compiled by an earlier start are kept"
    )
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child()
        return
    with tempfile.TemporaryDirectory() as kept:
        env = {**os.environ, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "x"}
        if args.cached:
            start(env, kept)  # keeps the compiled catalogs for the runs measured
        results = []
        for _ in range(args.runs):  # a fresh process each time: nothing drawn yet
            with tempfile.TemporaryDirectory() as empty:
                out = start(env, kept if args.cached else empty)
            results.append(json.loads(out.stdout.strip().splitlines()[-1]))
            print(", ".join(f"{k} {v:.3f}" for k, v in results[-1].items()))
            print(" ", out.stderr.strip().splitlines()[-1])
    worst = max(r["max_lag_ms"] for r in results)
    median = statistics.median(r["max_lag_ms"] for r in results)
    print(f"longest event-loop lag after setup_hook: worst {worst:.1f} ms, median {median:.1f} ms")
    print("(goal < 50 ms)")


def start(env: dict[str, str], cache: str) -> subprocess.CompletedProcess[str]:
    """One start of the bot in a process of its own, compiled catalogs kept in `cache`."""
    return subprocess.run(
        [sys.executable, __file__, "--child"],
        cwd=ROOT,
        env={**env, "WHISTLESTOP_CACHE": cache},
        capture_output=True,
        text=True,
        check=True,
    )


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
