"""Engine speed, run by hand: `taskset -c 0 .venv/bin/python bench/bench_engine.py`.

1. Random playouts that call legal_actions and apply at every step: applied actions per second.
2. Replaying whole 5-player records (engine.replay): milliseconds per record.
Goals (issue 2): at least 20,000 actions/s on one core; a 5-player record replayed under 20 ms.
"""

from __future__ import annotations

import argparse

from playouts import engine_figures

from engine.santafe.board import load_board


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    load_board()  # data loading is a one-time cost per process, not per game
    for options in ({}, {"advanced": True, "tile_purchase": True}):
        engine_figures("santafe", args.games, args.seed, options)


if __name__ == "__main__":
    main()
