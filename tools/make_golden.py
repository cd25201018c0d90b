"""Regenerate the golden Santa Fe records in tests/santafe/golden (after a deliberate rule change).

Each file holds a whole game between heuristic players and its expected final result; the test
replays the actions and checks the result, so any change to the rules' outcome shows up.

    .venv/bin/python tools/make_golden.py [LABEL ...]   # only these records (default: all)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import engine
from engine.players import make_player
from engine.simulate import play

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "santafe" / "golden"
CASES = [
    ("basic-3p", 3, 11, {}),
    ("basic-5p", 5, 12, {}),
    ("advanced-4p", 4, 13, {"advanced": True}),
    ("advanced-purchase-2p", 2, 14, {"advanced": True, "tile_purchase": True}),
]


def main(labels: list[str]) -> None:
    unknown = set(labels) - {case[0] for case in CASES}
    if unknown:
        raise SystemExit(f"unknown records: {', '.join(sorted(unknown))}")
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for label, n, seed, options in CASES:
        if labels and label not in labels:
            continue
        players = [f"p{i}" for i in range(n)]
        game = engine.new_game("santafe", players, seed, options)
        play(
            game,
            {p: make_player("heuristic", seed * 10 + i, "santafe") for i, p in enumerate(players)},
        )
        view = game.view(None)
        data = {
            "record": game.record(),
            "expected": {
                "scores": game.scores(),
                "winners": game.winners(),
                "end_reason": view["end_reason"],
                "rounds": view["round"],
            },
        }
        path = GOLDEN / f"{label}.json"
        path.write_text(json.dumps(data, separators=(",", ":")) + "\n")
        print(path.name, data["expected"])


if __name__ == "__main__":
    main(sys.argv[1:])
