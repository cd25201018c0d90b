"""Whistlestop's pure game engine: rules only, no I/O (no discord, PIL, aiosqlite, asyncio).

Public surface: `new_game`, `replay`, `IllegalAction`, `Game`, `games`.
"""

from engine import santafe as _santafe  # noqa: F401 - registers the game
from engine.core import Game, IllegalAction, games, new_game, replay

__all__ = ["Game", "IllegalAction", "games", "new_game", "replay"]
