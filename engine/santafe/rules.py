"""Santa Fe: the numbers of the rules, shared by the game's modules."""

from __future__ import annotations

from typing import Any

from engine.core import IllegalAction

RAILROADS = ("SF", "SP", "GN", "UP", "KP")
HAND_SIZE = 5
ENGINEER_HAND_SIZE = 4
DOUBLE_TURN_CARDS = {2: 3, 3: 5, 4: 7, 5: 9}
CITY_CARDS_DEALT = 4
BRANCH_CARDS_PER_RAILROAD = 2
ENGINEER_CARDS = 5
ENGINEER_PRICE = 4
TILE_PRICE = 1  # the optional rule: "each player may pay $1 to purchase exactly one track tile"
MAX_LINES = 3  # the original route plus 2 branch lines
CITY_BONUS = 2
SPECIAL_BONUS = 4
DOUBLE_TURN = "double_turn"


def _err(code: str, message: str, **params: Any) -> IllegalAction:
    """A refusal: `code` is unique to its message and `params` are the values the message
    names, so the bot can word the same rule (`rule.santafe.<code>`) in the player's language."""
    return IllegalAction(code, message, **params)
