"""Card Rails: the numbers of the rules, shared by the game's modules."""

from __future__ import annotations

DEAL = {3: 12, 4: 11, 5: 9}
END_HAND = {3: 3, 4: 3, 5: 2}
MAX_SHARE_CUBES = 3
PURPLE_VALUE = 2
SYMBOL_VALUE = 5
