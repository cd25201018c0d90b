"""Where Santa Fe's options lie on the map, for the prompt's picture and the picker's codes: the
space a track tile would go into (one place per railroad that may lay it, and per Branch Line).
Uses views only."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cogs.santafe.labels import _board, placement
from render.options import Spot
from render.santafe_map import geometry

View = Mapping[str, Any]


def space_of(action: Mapping[str, Any], view: View | None) -> int | None:
    """The index (from the route's first end) of the space a track action's tile goes into."""
    route = _board().routes.get(str(action.get("route")))
    toward = str(action.get("toward"))
    if route is None or toward not in (route.a, route.b):
        return None
    k = placement(action, view).k  # 1-based from where the route is built
    n = len(route.spaces)
    return k - 1 if route.other(toward) == route.a else n - k


def places(
    actions: Sequence[Mapping[str, Any]], view: View | None, locale: object | None = None
) -> list[Spot | None]:
    """A `Spot` for every track tile, numbered top to bottom and left to right on the map;
    None for the other actions."""
    slots = geometry().slots
    order = ["SF", "SP", "GN", "UP", "KP"]
    out: list[Spot | None] = []
    for action in actions:
        index = space_of(action, view) if action.get("type") == "track" else None
        if index is None:
            out.append(None)
            continue
        rid, rr = str(action["route"]), str(action.get("railroad"))
        slot = slots[rid][index]
        rank = order.index(rr) if rr in order else len(order)
        branch = bool(action.get("branch"))
        where = (round(slot.cy / 40), slot.cx, rank, int(branch))
        out.append(Spot(("space", rid, index, rr, branch), where))
    return out
