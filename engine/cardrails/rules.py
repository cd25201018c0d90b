"""Card Rails: the numbers of the rules, shared by the game's modules, and the refusal."""

from __future__ import annotations

from typing import Any

from engine.core import IllegalAction

DEAL = {3: 12, 4: 11, 5: 9}
END_HAND = {3: 3, 4: 3, 5: 2}
MAX_SHARE_CUBES = 3
PURPLE_VALUE = 2
SYMBOL_VALUE = 5


def _err(code: str, message: str, **params: Any) -> IllegalAction:
    """A refusal: `code` is unique to its message, and `params` are the values the message
    names, so the bot can explain the same rule in the player's language (catalog id
    `rule-cardrails-<code>`). Railroads are passed by id, hexes and cards by name."""
    return IllegalAction(code, message, **params)
