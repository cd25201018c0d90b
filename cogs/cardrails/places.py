"""Where Card Rails' options lie on the map, for the prompt's picture and the picker's codes: a
cube's hex (one place per railroad that may build there), and each place the chosen card may
go, as printed (A) or turned half a turn (B). Also what the hand is worth now, in words. Uses
views only."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cogs.cardrails.ids import card_id
from engine.cardrails.cards import parse_label
from engine.cardrails.rules import PURPLE_VALUE, SYMBOL_VALUE
from engine.cardrails.scoring import hand_worth
from render.options import Spot
from text import t

View = Mapping[str, Any]
# A place's side on the picture and in the picker: as printed, turned half a turn.
SIDES = {0: "A", 180: "B"}


def gain(view: View | None, railroad: str, hex_name: str) -> int:
    """What a cube of `railroad` built into the hex adds to its value: the emptied box (+1), a
    purple hex (+2), its own symbol there (+5)."""
    hexes = ((view or {}).get("map") or {}).get("hexes") or []
    cell = next((h for h in hexes if h.get("hex") == hex_name), None)
    value = 1
    if cell is not None:
        if cell.get("feature") == "purple":
            value += PURPLE_VALUE
        if railroad in (cell.get("symbols") or []):
            value += SYMBOL_VALUE
    return value


def places(
    actions: Sequence[Mapping[str, Any]], view: View | None, locale: object | None = None
) -> list[Spot | None]:
    """A `Spot` for every build and every placement of the chosen card; None for the rest.
    Builds are numbered first, top to bottom and left to right; then the places for the card."""
    from cogs.cardrails.present import railroad

    rails = list((view or {}).get("railroads") or {})
    chosen = str(((view or {}).get("pending") or {}).get("chosen") or "")
    out: list[Spot | None] = []
    for action in actions:
        kind = action.get("type")
        if kind == "build":
            name, rr = str(action.get("hex")), str(action.get("railroad"))
            h = parse_label(name) or (0, 0)
            rank = rails.index(rr) if rr in rails else len(rails)
            text = t(
                "cr.opt.build",
                locale,
                railroad=railroad(rr, locale),
                hex=name,
                value=gain(view, rr, name),
            )
            out.append(Spot(("hex", name, rr), (0, h[1], h[0], rank), "", text))
        elif kind == "place" and action.get("rotation") in SIDES:
            at = str(action.get("at"))
            h = parse_label(at) or (0, 0)
            side = SIDES[int(action["rotation"])]
            text = t("cr.opt.place", locale, card=card_id(chosen, locale), at=at, side=side)
            out.append(Spot(("card", at), (1, h[1], h[0]), side, text))
        else:
            out.append(None)
    return out


def worth_line(view: View, locale: object | None = None) -> str | None:
    """ "Your cards are worth 46 points now: 85 in all if the game ended now." (own view)."""
    worth = hand_worth(dict(view))
    viewer = view.get("viewer")
    if worth is None or viewer is None or view.get("over"):
        return None
    if not ((view.get("seats") or {}).get(viewer) or {}).get("hand"):
        return None
    total = (view.get("scores") or {}).get(viewer, 0) + worth
    dividend = bool((view.get("options") or {}).get("final_dividend"))
    key = "cr.hand.worth.dividend" if dividend else "cr.hand.worth"
    return t(key, locale, points=worth, total=total)
