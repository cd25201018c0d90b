"""`python -m engine simulate GAME --players 4 --games 100 --seed 1` (GAME: a registered name)"""

import sys

from engine.simulate import main

if __name__ == "__main__":
    args = sys.argv[1:]
    if not args or args[0] != "simulate":
        print("usage: python -m engine simulate GAME [--players N] [--games N] [--seed N]")
        sys.exit(2)
    sys.exit(main(args[1:]))
