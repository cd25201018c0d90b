"""Whistlestop's pure game engine: rules only, no I/O (no discord, PIL, aiosqlite, asyncio).

Public surface: `new_game`, `replay`, `IllegalAction`, `Game`, `games`, `OptionSpec`. Every
package under engine/ is a game and registers itself (`engine.core.register`); `games()` finds
them all, so adding a game edits nothing here.
"""

from engine.core import Game, IllegalAction, OptionSpec, games, new_game, replay

__all__ = ["Game", "IllegalAction", "OptionSpec", "games", "new_game", "replay"]
