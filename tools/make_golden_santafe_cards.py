"""Regenerate the golden Santa Fe card-game records in tests/santafe_cards/golden (after a
deliberate rule change). Each file is a whole game between heuristic players and its result."""

from __future__ import annotations

import json
from pathlib import Path

import engine
from engine.players import make_player
from engine.simulate import play

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "santafe_cards" / "golden"
CASES = [
    ("basic-3p", 3, 11, {}),
    ("basic-5p", 5, 12, {}),
    ("variants-4p", 4, 13, {"ten_wolves": True, "corrupt_sheriff": True, "black_scorpion": True}),
]


def main() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for label, n, seed, options in CASES:
        players = [f"p{i}" for i in range(n)]
        game = engine.new_game("santafe-cards", players, seed, options)
        seats = {
            p: make_player("heuristic", seed * 10 + i, "santafe-cards")
            for i, p in enumerate(players)
        }
        play(game, seats)
        view = game.view(None)
        data = {
            "record": game.record(),
            "expected": {
                "scores": game.scores(),
                "winners": game.winners(),
                "end_reason": view["end_reason"],
                "round_totals": [
                    {p: row["total"] for p, row in s["rows"].items()} for s in view["score_sheet"]
                ],
            },
        }
        path = GOLDEN / f"{label}.json"
        path.write_text(json.dumps(data, separators=(",", ":")) + "\n")
        print(path.name, data["expected"]["scores"])


if __name__ == "__main__":
    main()
