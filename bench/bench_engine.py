"""Engine speed, run by hand: `taskset -c 0 .venv/bin/python bench/bench_engine.py`.

1. Random playouts that call legal_actions and apply at every step: applied actions per second.
2. Replaying whole 5-player records (engine.replay): milliseconds per record.
Goals (issue 2): at least 20,000 actions/s on one core; a 5-player record replayed under 20 ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import engine
from engine.santafe.board import load_board


def playout(name: str, n: int, seed: int, options: dict | None) -> tuple[engine.Game, int]:
    rng = random.Random(seed)
    game = engine.new_game(name, [f"p{i}" for i in range(n)], seed, options)
    steps = 0
    while not game.is_over:
        p = rng.choice(game.active_players())
        game.apply(p, rng.choice(game.legal_actions(p)))
        steps += 1
    return game, steps


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    load_board()  # data loading is a one-time cost per process, not per game
    for options in ({}, {"advanced": True, "tile_purchase": True}):
        label = "+".join(options) or "basic"
        total_steps = 0
        start = time.perf_counter()
        records = []
        for g in range(args.games):
            n = 2 + g % 4
            game, steps = playout("santafe", n, args.seed * 10_000 + g, options)
            total_steps += steps
            if n == 5:
                records.append(game.record())
        elapsed = time.perf_counter() - start
        print(
            f"[{label}] random playouts: {args.games} games, {total_steps} actions in "
            f"{elapsed:.2f} s = {total_steps / elapsed:,.0f} actions/s "
            "(legal_actions + apply at every step)"
        )
        times = []
        for record in records:
            t = time.perf_counter()
            engine.replay(record)
            times.append((time.perf_counter() - t) * 1000)
        lengths = [len(r["actions"]) for r in records]
        print(
            f"[{label}] replay of {len(records)} 5-player records "
            f"({statistics.mean(lengths):.0f} actions on average, max {max(lengths)}): "
            f"median {statistics.median(times):.2f} ms, max {max(times):.2f} ms"
        )


if __name__ == "__main__":
    main()
