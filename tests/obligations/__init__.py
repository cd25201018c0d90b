"""What every game owes the platform, held alike for each game in one place.

The games: every game the engine registers, and the platform tests' two neutral games: the
trick game (`tests/bot/faketrick.py`, a game of another shape than the real ones) and Toy
Rails (`tests/bot/fakegame.py`).

A new game meets these by registering; it adds golden records with `tools/make_golden.py`.
The obligations: golden records replay to their results (`test_golden`), any input is applied
or refused cleanly (`test_fuzz`), every text the platform shows for the game exists in
every language (`test_texts`), and a whole game through the simulated Discord reads in its
players' languages with no raw message id (`test_table`). The engine contract is
`tests/test_contract.py`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import engine
from tests.bot import fakegame, faketrick

GOLDEN = Path(__file__).resolve().parent.parent / "golden"


def engines() -> dict[str, type[engine.Game]]:
    """Every game held to the obligations, by name."""
    return {
        **engine.games(),
        faketrick.TrickGame.name: faketrick.TrickGame,
        fakegame.FakeGame.name: fakegame.FakeGame,
    }


def new_game(
    name: str, players: list[str], seed: int, options: dict[str, Any] | None = None
) -> engine.Game:
    return engines()[name](players, seed, options)


def replay(record: dict[str, Any]) -> engine.Game:
    """`engine.replay` for every game held here (the fake is not in the engine's registry)."""
    game = new_game(record["game"], record["players"], record["seed"], record.get("options"))
    for entry in record["actions"]:
        game.apply(entry["player"], entry["action"])
    return game


def golden_files(name: str) -> list[Path]:
    return sorted((GOLDEN / name).glob("*.json"))
