"""Regenerate the golden Card Rails records in tests/cardrails/golden (after a deliberate rule
change): whole heuristic games and their expected final result.

    .venv/bin/python tools/make_cardrails_golden.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine
from engine.players import make_player
from engine.simulate import play

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "cardrails" / "golden"
CASES = [
    ("basic-3p", 3, 21, {}),
    ("basic-4p", 4, 22, {}),
    ("basic-5p", 5, 23, {}),
    ("dividend-open-4p", 4, 24, {"final_dividend": True, "open_hands": True}),
]


def main() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for label, n, seed, options in CASES:
        players = [f"p{i}" for i in range(n)]
        game = engine.new_game("cardrails", players, seed, options)
        seats = {
            p: make_player("heuristic", seed * 10 + i, "cardrails") for i, p in enumerate(players)
        }
        play(game, seats)
        view = game.view(None)
        data = {
            "record": game.record(),
            "expected": {
                "scores": game.scores(),
                "winners": game.winners(),
                "end_reason": view["end_reason"],
                "values": {r: rr["value"] for r, rr in view["railroads"].items()},
                "cards_on_map": len(view["map"]["cards"]),
            },
        }
        path = GOLDEN / f"{label}.json"
        path.write_text(json.dumps(data, separators=(",", ":")) + "\n")
        print(path.name, data["expected"])


if __name__ == "__main__":
    main()
