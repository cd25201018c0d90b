"""The picture that goes with a player's prompt (their DM, /game hand, the picker's panel).

Drawn from the player's own view: their cards as cards, the map with every option of a decision
whose options are places labelled by its code (`render/options.py`), and the public board when
the thread's last image is out of date (the spectator view, drawn by the game's board renderer).
Each game that draws one has a module `render/<game>_prompt.py` (dashes as underscores) with
`layout(own, *, board, options, names, language, hand) -> Sheet` (where everything goes, every text
with its size: what the tests read), `draw(sheet) -> Image` and `hand_cards(own)` (the cards
its hand part shows: the bot asks whether there are any, `shows_cards`).

A player's view holds their own hidden cards and no one else's: `check_own` refuses any other
(a seat's hand or secret choice that is not the viewer's), as `check_spectator` refuses a hand
in a board's view. The same inputs give the same bytes, kept for a while (`prompt_png`): a DM
and a /game hand of the same position cost one drawing.
"""

from __future__ import annotations

import hashlib
import importlib
import pickle
import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from render.common import HIDDEN_KEYS, MAX_PNG_BYTES, check_spectator, encode
from render.options import Badge, Spot, numbered

__all__ = [
    "Sheet",
    "check_own",
    "drawn",
    "has_prompt",
    "prompt_layout",
    "prompt_png",
    "shows_cards",
]

Box = tuple[float, float, float, float]


@dataclass
class Sheet:
    """A prompt picture laid out: its size, the option badges (image pixels), every text
    drawn with its pixel size and box, and the game's own parts for drawing."""

    width: int
    height: int
    badges: list[Badge] = field(default_factory=list)
    texts: list[tuple[str, int, Box]] = field(default_factory=list)
    parts: Any = None


class NotOwnView(ValueError):
    """A view holding someone else's hidden cards was given to the prompt picture."""


def check_own(view: Mapping[str, Any]) -> None:
    """Refuse a view that is not a seated player's own: hidden keys in any other seat (a
    game played with open hands shows every hand; a secret choice stays the chooser's)."""
    if not isinstance(view, Mapping) or view.get("viewer") is None:
        raise NotOwnView("a prompt picture is drawn from the player's own view")
    viewer = view["viewer"]
    hidden = ("choice",) if view.get("open_hands") is True else HIDDEN_KEYS
    for player, seat in (view.get("seats") or {}).items():
        if player != viewer and any(key in (seat or {}) for key in hidden):
            raise NotOwnView("a prompt picture shows no one else's hidden cards")


def prompt_module(game_name: str) -> ModuleType:
    """The game's prompt picture module; ValueError if it has none."""
    base = game_name.replace("-", "_")
    if not base.isidentifier():
        raise ValueError(f"no prompt picture for game {game_name!r}")
    module = f"render.{base}_prompt"
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as error:
        if error.name != module:
            raise
        raise ValueError(f"no prompt picture for game {game_name!r}") from None


def has_prompt(game_name: str) -> bool:
    try:
        prompt_module(game_name)
    except ValueError:
        return False
    return True


def shows_cards(game_name: str, own: Mapping[str, Any]) -> bool:
    """Whether the picture's hand part has any of the player's cards to show (cheap: no
    layout, so the bot may ask under a game's lock)."""
    return bool(prompt_module(game_name).hand_cards(own))


def prompt_layout(
    game_name: str,
    own: Mapping[str, Any],
    *,
    board: Mapping[str, Any] | None = None,
    spots: Sequence[Spot] = (),
    names: Mapping[str, str] | None = None,
    language: str = "en",
    hand: bool = True,
) -> Sheet:
    """Where everything of the picture goes (what `prompt_png` draws)."""
    check_own(own)
    if board is not None:
        check_spectator(board)
    options = [(code, spot) for code, spot in zip(numbered(spots), spots, strict=True) if code]
    module = prompt_module(game_name)
    sheet: Sheet = module.layout(
        own, board=board, options=options, names=names, language=language, hand=hand
    )
    return sheet


def drawn(game_name: str, sheet: Sheet) -> tuple[Sheet, bytes]:
    """The picture drawn and encoded, and the sheet drawn: a picture above 150 KB (rare: five
    players with long names) is drawn again lighter where its game can (its module's
    `lighter(sheet)`: less to read, the same position and choice), so Discord previews it."""
    module = prompt_module(game_name)
    png = encode(module.draw(sheet))
    light = getattr(module, "lighter", None)
    if len(png) >= MAX_PNG_BYTES and light is not None:
        lighter = light(sheet)
        if lighter is not None:
            return lighter, encode(module.draw(lighter))
    return sheet, png


# The same position seen by the same player in the same language: the same bytes. A few dozen
# pictures cover the prompts of the games being played now (each is drawn for a DM, then
# maybe for /game hand or the panel).
_KEPT: OrderedDict[str, bytes] = OrderedDict()
KEEP = 48
_LOCK = threading.Lock()


def _key(game_name: str, *parts: Any) -> str:
    # Pickled, not JSON (a third of the time): equal inputs built in another order only miss.
    data = pickle.dumps((game_name, *parts), protocol=pickle.HIGHEST_PROTOCOL)
    return hashlib.blake2b(data, digest_size=16).hexdigest()


def prompt_png(
    game_name: str,
    own: Mapping[str, Any],
    *,
    board: Mapping[str, Any] | None = None,
    spots: Sequence[Spot] = (),
    names: Mapping[str, str] | None = None,
    language: str = "en",
    hand: bool = True,
) -> bytes:
    """The picture as PNG bytes (b"" when there is nothing to show). `own` is the player's
    own view (`Game.view(player)`), `board` the spectator view when the board goes with it,
    `spots` where the options of the decision lie (in the order the game listed them);
    `hand`: the player's cards too (the picker's panel shows the options only)."""
    check_own(own)
    if board is not None:
        check_spectator(board)
    spots = list(spots)
    key = _key(game_name, own, board, spots, dict(names or {}), language, hand)
    with _LOCK:
        kept = _KEPT.get(key)
        if kept is not None:
            _KEPT.move_to_end(key)
            return kept
    sheet = prompt_layout(
        game_name, own, board=board, spots=spots, names=names, language=language, hand=hand
    )
    png = b"" if sheet.height <= 0 else drawn(game_name, sheet)[1]
    with _LOCK:
        _KEPT[key] = png
        while len(_KEPT) > KEEP:
            _KEPT.popitem(last=False)
    return png
