"""Santa Fe's random playouts and nothing else, for an instruction counter: on a loaded
machine wall-clock figures move by 30 %, instruction counts do not. Run by hand, with 0 games
(start-up only) and with N, and subtract:

    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \\
        .venv/bin/python bench/santafe_playouts_only.py 12

(N games of the basic game, then N of the advanced game with tile purchase, 2 to 5 players.)
"""

from __future__ import annotations

import sys

from playouts import playout

from engine.santafe.board import load_board


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    load_board()
    for options in ({}, {"advanced": True, "tile_purchase": True}):
        for g in range(games):
            playout("santafe", 2 + g % 4, 10_000 + g, options)


if __name__ == "__main__":
    main()
