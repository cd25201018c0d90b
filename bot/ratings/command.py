"""`python -m bot.ratings rebuild|backfill`: the ratings recomputed from the stored results,
by hand (after restoring a database, say)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from bot.ratings.record import backfill, rebuild
from bot.storage import Storage


async def main(argv: Sequence[str] | None = None) -> None:
    from bot.settings import load_settings

    parser = argparse.ArgumentParser(
        prog="python -m bot.ratings", description="Ratings of finished games."
    )
    parser.add_argument(
        "command",
        choices=["rebuild", "backfill"],
        help="rebuild: recompute every rating from the stored results; backfill: first store"
        " the results of finished games that have none (ended before ratings existed)",
    )
    parser.add_argument("--database", help="a database URL or SQLite file (default: settings)")
    args = parser.parse_args(argv)
    storage = await Storage.open(args.database or load_settings().database)
    try:
        if args.command == "backfill":
            print(f"stored the results of {await backfill(storage)} finished games")
        done = await rebuild(storage)
    finally:
        await storage.close()
    print(
        f"rebuilt {done.ratings} ratings from {done.games} games;"
        f" {done.changed} seat ratings corrected"
    )
