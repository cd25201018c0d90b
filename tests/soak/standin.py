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


def prompt_png(game_name: str, own: Mapping[str, Any], **kwargs: Any) -> bytes:
    """A prompt's picture (bot/prompt_picture.py): the seat's own view, the board's view when
    it goes with it, how many options are marked on it; refused as the real one refuses a
    view that is not the seat's own, or a board that is not the spectators'."""
    from render.common import check_spectator
    from render.prompt import check_own

    check_own(own)
    if kwargs.get("board") is not None:
        check_spectator(kwargs["board"])
    drawn = {
        "kind": "prompt",
        "game": game_name,
        "own": own,
        "board": kwargs.get("board"),
        "spots": len(kwargs.get("spots") or ()),
    }
    return MAGIC + json.dumps(drawn, default=str).encode()


# The Santa Fe map's label placement (render/santafe_map.py geometry(), for the option codes):
# seconds of CPU at each start of a bot process, always the same result; computed once per run
# by the world and handed to every bot process it starts.
def labels_placed(path: str) -> None:
    """Compute the placement once and keep it in `path`."""
    import pickle

    from render import santafe_map

    kept: list[Any] = []
    original = santafe_map.place_labels

    def keeping(*args: Any) -> Any:
        result = original(*args)
        kept.append((args, result))
        return result

    santafe_map.place_labels = keeping  # type: ignore[assignment]
    try:
        santafe_map.geometry.cache_clear()
        santafe_map.geometry()
    finally:
        santafe_map.place_labels = original
    with open(path, "wb") as file:
        pickle.dump(kept[0], file)


def use_labels(path: str) -> None:
    """Reuse the placement kept in `path` when asked for the same map (else place anew)."""
    import pickle

    from render import santafe_map

    with open(path, "rb") as file:
        args, result = pickle.load(file)
    original = santafe_map.place_labels

    def placed(*asked: Any) -> Any:
        return result if asked == args else original(*asked)

    santafe_map.place_labels = placed  # type: ignore[assignment]
