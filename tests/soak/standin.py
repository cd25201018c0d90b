"""The soak's images: drawn in the bot's renderer process like real ones, but instead of a
picture each carries the view it was drawn from, so the soak can check that no image was drawn
from a player's view (a hidden hand on the board). Cheap, so hundreds of games fit in a run."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

MAGIC = b"\x89PNG\r\n\x1a\nsoak"


def board_png(game_name: str, view: Mapping[str, Any], **kwargs: Any) -> bytes:
    return MAGIC + json.dumps({"kind": "board", "game": game_name, "view": view}).encode()


def scores_png(game_name: str, view: Mapping[str, Any], **kwargs: Any) -> bytes:
    return MAGIC + json.dumps({"kind": "scores", "game": game_name, "view": view}).encode()


def read(data: bytes) -> dict[str, Any] | None:
    """What a stand-in image was drawn from (None: not one of ours)."""
    if not data.startswith(MAGIC):
        return None
    found: dict[str, Any] = json.loads(data[len(MAGIC) :])
    return found
