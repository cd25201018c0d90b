"""Measure how long each game takes and write `engine/<game>/data/durations.json`.

For every registered game, player count and option set, play whole games between the game's
heuristic ("easy") computer players, counting as the platform would (engine/decisions.py):
decisions per player, real choices, moves made at once, and the waits of a game (a turn, or a
sealed decision everyone answers at once). The lobby turns the waits into days at the game's
pace (bot/pace.py); tests/test_durations.py checks that every configuration has figures.

    nice -n 19 .venv/bin/python tools/durations.py [GAME ...] [--games 200] [--seed 1]

The heuristic plays sensibly and fast (the strong search takes seconds a move); every seat
plays it, so a game lasts as long as one between people who play to win. 200 games per
configuration: the mean of the waits is then known to within about 1 % (its standard error),
decisions per player alike. The file records the command, the games and the seed.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core import Game, games
from engine.durations import path_of
from engine.simulate import simulate

LINEUP = "heuristic"


def option_sets(cls: type[Game]) -> list[dict[str, Any]]:
    """Every combination of the game's options (bools both ways, other kinds each choice)."""
    values = []
    for spec in cls.option_specs:
        if spec.kind is bool:
            values.append([(spec.name, False), (spec.name, True)])
        else:
            values.append([(spec.name, v) for v in (spec.choices or (spec.default,))])
    return [dict(combo) for combo in itertools.product(*values)]


def percentile(values: list[int], share: float) -> int:
    """The value under which `share` of the sorted `values` lie (nearest rank)."""
    return values[min(len(values) - 1, max(0, round(share * len(values)) - 1))]


def measure(name: str, n: int, options: dict[str, Any], count: int, seed: int) -> dict[str, Any]:
    res = simulate(name, n, count, seed, [LINEUP] * n, options or None)
    waits = res["waits"]
    return {
        "players": n,
        "options": options,
        "decisions": round(res["decisions"], 1),
        "choices": round(res["choices"], 1),
        "forced": round(res["forced"], 1),
        "waits": {
            "mean": round(sum(waits) / len(waits), 1),
            "p10": percentile(waits, 0.1),
            "p90": percentile(waits, 0.9),
        },
    }


def write(name: str, count: int, seed: int) -> Path:
    cls = games()[name]
    rows = []
    for n in range(cls.min_players, cls.max_players + 1):
        for options in option_sets(cls):
            start = time.perf_counter()
            rows.append(measure(name, n, options, count, seed))
            row = rows[-1]
            print(
                f"{name} {n}p {options}: {row['decisions']} decisions each,"
                f" {row['choices']} real choices, {row['forced']} at once; waits"
                f" {row['waits']} ({time.perf_counter() - start:.0f} s)",
                flush=True,
            )
    path = path_of(cls)
    method = {
        "command": f"nice -n 19 .venv/bin/python tools/durations.py {name}"
        f" --games {count} --seed {seed}",
        "games": count,
        "seed": seed,
        "lineup": f"{LINEUP} in every seat",
    }
    # One line per configuration: a change of figures reads as a change of lines.
    lines = ",\n  ".join(json.dumps(row, sort_keys=True) for row in rows)
    head = json.dumps(method, indent=2).replace("\n", "\n ")
    path.write_text(f'{{\n "method": {head},\n "estimates": [\n  {lines}\n ]\n}}\n')
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/durations.py", description=__doc__)
    parser.add_argument("game", nargs="*", help="games to measure (default: every game)")
    parser.add_argument("--games", type=int, default=200, help="games per configuration")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for name in args.game or sorted(games()):
        if name not in games():
            parser.error(f"unknown game {name!r}; known: {', '.join(sorted(games()))}")
        print(f"wrote {write(name, args.games, args.seed)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
