"""Computer players. Each sits in any seat and speaks only the game contract:
`choose(game, player) -> action`, an action taken from `game.legal_actions(player)`."""

from __future__ import annotations

import random
from typing import Any, Protocol

from engine.core import Game

__all__ = ["Player", "RandomPlayer", "make_player", "policies"]


class Player(Protocol):
    name: str

    def choose(self, game: Game, player: str) -> dict[str, Any]: ...


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


def policies() -> list[str]:
    return ["random", "heuristic"]


def make_player(policy: str, seed: int = 0, game: str = "santafe") -> Player:
    """A computer player by policy name ("random" or "heuristic") for the named game."""
    if policy == "random":
        return RandomPlayer(seed)
    if policy == "heuristic":
        if game == "santafe":
            from engine.santafe.heuristic import SantaFeHeuristic

            return SantaFeHeuristic(seed)
        # Games without a dedicated heuristic fall back to random play.
        return RandomPlayer(seed)
    raise ValueError(f"unknown policy {policy!r}; known: {policies()}")
