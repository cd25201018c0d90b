"""Computer players. Each sits in any seat and speaks only the game contract:
`choose(game, player) -> action`, an action taken from `game.legal_actions(player)`.
Each game names its own policies (`Game.policies`, `Game.computer_player`)."""

from __future__ import annotations

import random
from typing import Any

from engine.core import ComputerPlayer, Game, games

__all__ = ["ComputerPlayer", "RandomPlayer", "make_player", "policies"]


class RandomPlayer:
    """Picks uniformly among the legal actions, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, player: str) -> dict[str, Any]:
        actions = game.legal_actions(player)
        if not actions:
            raise ValueError(f"{player} has no legal action")
        return self.rng.choice(actions)


def policies(game: str | None = None) -> list[str]:
    """Policy names: of one game, or of every game."""
    classes = [games()[game]] if game else list(games().values())
    return sorted({p for cls in classes for p in cls.policies()} | {"random"})


def make_player(policy: str, seed: int, game: str) -> ComputerPlayer:
    """A computer player by policy name for the named game. "heuristic" is the game's best
    player (random where the game has none)."""
    try:
        cls = games()[game]
    except KeyError:
        raise ValueError(f"unknown game {game!r}") from None
    if policy == "heuristic" and "heuristic" not in cls.policies():
        policy = "random"
    return cls.computer_player(policy, seed)
