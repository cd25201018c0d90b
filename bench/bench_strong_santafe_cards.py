"""Santa Fe: the card game, the strong player's strength, run by hand:

    nice -n 10 .venv/bin/python bench/bench_strong_santafe_cards.py [--games 200] [--think-ms 50]
        [--players 3 4 5] [--variants none ten-wolves corrupt-sheriff black-scorpion] [--seed 1]

For every player count and variant it runs the existing command
`python -m engine simulate santafe-cards --players N --games G --seed S --lineup
strong,heuristic,...` with `WHISTLESTOP_CPU_THINK_MS` set to the budget, and prints the strong
player's share of wins per seat against the fair share 1/N (a shared win counts as a
fraction). The lineup rotates one seat per game, so the strong player sits everywhere.
Goal: >= 50% at 3 players (fair 33%), and as much above the fair share at 4 and 5 players.
No assertions: the figures are quoted in notes, with the budget used.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VARIANTS = {
    "none": [],
    "ten-wolves": ["--ten-wolves"],
    "corrupt-sheriff": ["--corrupt-sheriff"],
    "black-scorpion": ["--black-scorpion"],
}
LINE = re.compile(r"policy strong\s*:\s*([\d.]+) wins in (\d+) seats")


def command(players: int, games: int, seed: int, variant: str) -> list[str]:
    lineup = ",".join(["strong"] + ["heuristic"] * (players - 1))
    return [
        sys.executable,
        "-m",
        "engine",
        "simulate",
        "santafe-cards",
        "--players",
        str(players),
        "--games",
        str(games),
        "--seed",
        str(seed),
        "--lineup",
        lineup,
        *VARIANTS[variant],
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--think-ms", type=float, default=50.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, nargs="+", default=[3, 4, 5])
    parser.add_argument("--variants", nargs="+", default=list(VARIANTS), choices=list(VARIANTS))
    args = parser.parse_args()
    env = {**os.environ, "WHISTLESTOP_CPU_THINK_MS": f"{args.think_ms:g}"}
    for players in args.players:
        for variant in args.variants:
            cmd = command(players, args.games, args.seed, variant)
            start = time.monotonic()
            out = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, check=True)
            found = LINE.search(out.stdout)
            if found is None:
                print(out.stdout, out.stderr)
                raise SystemExit("no line for the strong player")
            wins, seats = float(found.group(1)), int(found.group(2))
            shown = " ".join(cmd[1:]).replace(sys.executable, "python")
            print(
                f"{players} players, {variant:15s}: strong wins {wins:g} of {seats} seats "
                f"= {100 * wins / seats:.1f}% (fair {100 / players:.1f}%, "
                f"x{wins / seats * players:.2f}), {time.monotonic() - start:.0f} s  "
                f"[WHISTLESTOP_CPU_THINK_MS={args.think_ms:g} python {shown}]",
                flush=True,
            )


if __name__ == "__main__":
    main()
