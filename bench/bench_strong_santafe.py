"""Santa Fe's strong player against the heuristic: win share per seat for each player count
and each variant, through `python -m engine simulate` (run by hand; CPU heavy).

    nice -n 10 .venv/bin/python bench/bench_strong_santafe.py --games 200 --think-ms 100
    nice -n 10 .venv/bin/python bench/bench_strong_santafe.py --players 3 --variant basic

Each figure is one `python -m engine simulate santafe` command (printed before it runs) with
the strong player in one seat and the heuristic in the others, the lineup rotating one seat per
game; the budget per move is WHISTLESTOP_CPU_THINK_MS (`--think-ms`).

Measured on a loaded 2-core machine (WHISTLESTOP_CPU_THINK_MS=60, i.e. 8 iterations a move;
batches of `--games 10` with `--seed 1`, 2, ... each, summed; fewer than the 200 games the
target asks for, for lack of CPU time). Strong player's wins per seat:

    players  basic          advanced       tile_purchase  advanced+tile_purchase
    3        75.0% (50)     60.0% (60)     52.5% (60)     57.9% (70)      fair 33.3%
    4        52.9% (70)     42.5% (40)     40.0% (40)     27.5% (40)      fair 25.0%
    5        44.4% (90)     26.0% (50)     24.0% (50)     36.0% (50)      fair 20.0%
On 2026-12-02, 216 games each (`--games 24 --seed S` for S = 1..9, summed), 3 players, same
budget: tile purchase 56.0% (121/216), advanced + tile purchase 50.5% (109/216).
With the paired search (candidates compared in the same worlds, the heuristic's own move
first; same budget, so 2 candidates in 4 worlds a move), 2026-12-02 on a machine loaded
10-17x, `--games 24 --seed S` summed: 5 players advanced 45.8% (99/216, S = 1..9;
fair 20%, bar 30%); 4 players advanced + tile purchase 51.8% (103.5/200, S = 1..8 and
`--games 8 --seed 9`; fair 25%, bar 37.5%); 3 players advanced 88.5% (177/200, the same
seeds; fair 33.3%); 3 players basic 87.0% (174/200, the same seeds); 4 players basic 63.5%
(127/200, the same seeds).
The same search and budget, 2026-12-02 on a quieter machine, 200 games each (`--games 24 --seed
S` for S = 1..8 and `--games 8 --seed 9`): 3 players tile purchase 77.8% (155.5/200), advanced
+ tile purchase 85.0% (170/200); 4 players advanced 70.2% (140.5/200), tile purchase 54.0%
(108/200); 5 players basic 44.2% (88.5/200), tile purchase 38.0% (76/200), advanced + tile
purchase 36.0% (72/200). At the default budget (WHISTLESTOP_CPU_THINK_MS=300), 3 players
basic, `--games 24 --seed S` for S = 1, 2: 100% (48/48).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys

VARIANTS: dict[str, list[str]] = {
    "basic": [],
    "advanced": ["--advanced"],
    "tile_purchase": ["--tile-purchase"],
    "advanced+tile_purchase": ["--advanced", "--tile-purchase"],
}


def command(players: int, games: int, seed: int, variant: str) -> list[str]:
    lineup = ",".join(["strong"] + ["heuristic"] * (players - 1))
    return [
        sys.executable,
        "-m",
        "engine",
        "simulate",
        "santafe",
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


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, nargs="*", default=[3, 4, 5])
    parser.add_argument("--variant", nargs="*", default=list(VARIANTS), choices=list(VARIANTS))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think-ms", type=float, default=100.0)
    args = parser.parse_args()
    env = {**os.environ, "WHISTLESTOP_CPU_THINK_MS": str(args.think_ms)}
    for players in args.players:
        for variant in args.variant:
            cmd = command(players, args.games, args.seed, variant)
            print(
                f"$ WHISTLESTOP_CPU_THINK_MS={args.think_ms:g} python " + " ".join(cmd[1:]),
                flush=True,
            )
            out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stdout
            line = next(x for x in out.splitlines() if x.startswith("policy strong"))
            share = re.search(r"\(([\d.]+)% per seat", line)
            print(
                f"{players} players, {variant}: strong wins {share.group(1) if share else '?'}%"
                f" of its seats (fair share {100 / players:.1f}%)\n  {line.strip()}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
