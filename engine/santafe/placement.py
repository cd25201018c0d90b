"""Santa Fe: where a track tile may go, what it costs, and why anywhere else is refused.

The listing (`placements`) and the refusal (`check_track`) read the same rules, side by side:
a railhead to extend or a route to start from it, the one route per pair of cities, Branch
Lines, the tiles left and the terrain's cost. Queries of the game's state (`SantaFe`); nothing
here changes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import IllegalAction
from engine.santafe.rules import MAX_LINES, RAILROADS, _err

if TYPE_CHECKING:
    from engine.santafe.game import SantaFe

__all__ = [
    "check_track",
    "cost",
    "dead",
    "may_pass",
    "no_such_railroad",
    "open_routes",
    "placeable",
    "placements",
    "refuse_pass",
    "supply_empty",
    "tiles_available",
]

Placement = tuple[str, str, str, bool]  # railroad, route, toward, branch


# -- what is possible
def may_pass(g: SantaFe, p: str) -> bool:
    """Pass instead of placing: in the advanced game, or to decline purchased tiles (R15)."""
    if g.tiles_this_turn:
        return False
    return g.options["advanced"] or supply_empty(g)


def supply_empty(g: SantaFe) -> bool:
    return not any(g.supply.values())


def tiles_available(g: SantaFe, p: str, r: str) -> bool:
    if g.supply[r]:
        return True
    # "Once all unpurchased track tiles have been placed, purchased tiles may be played" (R14)
    return supply_empty(g) and g.purchased[p].get(r, 0) > 0


def placements(g: SantaFe, p: str, *, ignore_cost: bool = False) -> list[Placement]:
    """Legal (railroad, route, toward, branch) placements for player `p` now."""
    out: list[Placement] = []
    branch_rr = g.branch_active[p] if g.phase == "track" else None
    routes = g.board.routes
    for r in RAILROADS:
        if not tiles_available(g, p, r):
            continue
        seen: set[tuple[str, str]] = set()
        for head in g.lines[r]:
            if head in g.route_owner:  # mid-route: the only way on is to continue it
                toward = routes[head].other(g.route_from[head])
                key = (head, toward)
                if key not in seen:
                    seen.add(key)
                    out.append((r, head, toward, False))
            else:
                for rid in open_routes(g, r, head):
                    key = (rid, routes[rid].other(head))
                    if key not in seen:
                        seen.add(key)
                        out.append((r, rid, key[1], False))
        if branch_rr == r and len(g.lines[r]) < MAX_LINES:
            for city in sorted(g.connected[r]):
                for rid in open_routes(g, r, city):
                    out.append((r, rid, routes[rid].other(city), True))
    if not ignore_cost:
        money = g.money[p]
        out = [m for m in out if cost(g, p, m[1], m[2]) <= money]
    return out


def open_routes(g: SantaFe, r: str, city: str) -> list[str]:
    """Unstarted routes out of `city` that railroad `r` may start."""
    routes = g.board.routes
    out = []
    for rid in g.board.routes_at[city]:
        if rid in g.route_owner:
            continue
        twin = routes[rid].twin
        # "a single railroad company may not place track on both of those routes."
        if twin is not None and g.route_owner.get(twin) == r:
            continue
        out.append(rid)
    return out


def dead(g: SantaFe, r: str) -> bool:
    """No railhead of `r` can go on: only a Branch Line can extend it."""
    return not any(head in g.route_owner or open_routes(g, r, head) for head in g.lines[r])


def cost(g: SantaFe, p: str, rid: str, toward: str) -> int:
    """Terrain cost of the next space of `rid` laid toward `toward` (advanced game)."""
    if not g.options["advanced"]:
        return 0
    route = g.board.routes[rid]
    start = route.other(toward)
    space = route.space_from(start, g.route_placed.get(rid, 0))
    if space.river and g.engineer[p]:
        # "may place track across rivers (including mountain routes that cross a river)
        # for free." (R10)
        return 0
    # "Placing track on a mountain route (a brown line) costs $1": every space of a
    # mountain route is a mountain space (R10a).
    return int(space.river) + int(space.mountain)


def terrain(g: SantaFe, rid: str, toward: str) -> tuple[str, str]:
    """What makes the next space of `rid` toward `toward` cost money: in words, and as
    "river", "mountain" or "both" (for a translation)."""
    route = g.board.routes[rid]
    space = route.space_from(route.other(toward), g.route_placed.get(rid, 0))
    parts = [w for w, on in (("river", space.river), ("mountain route", space.mountain)) if on]
    kind = "both" if space.river and space.mountain else "river" if space.river else "mountain"
    return " and ".join(parts) or "terrain", kind


def placeable(g: SantaFe, p: str, r: str, rid: str, start: str, branch: bool) -> bool:
    """Whether `p` may lay `r` on `rid` from `start`, money aside (as in `placements`)."""
    if rid in g.route_owner:
        return (
            not branch
            and g.route_owner[rid] == r
            and g.route_from[rid] == start
            and rid in g.lines[r]
        )
    twin = g.board.routes[rid].twin
    if twin is not None and g.route_owner.get(twin) == r:
        return False
    if branch:
        return (
            g.phase == "track"
            and g.branch_active[p] == r
            and len(g.lines[r]) < MAX_LINES
            and start in g.connected[r]
        )
    return start in g.lines[r]


# -- why not
def no_such_railroad(g: SantaFe) -> IllegalAction:
    names = ", ".join(g._rr_name(r) for r in RAILROADS)
    return _err(
        "unknown_railroad",
        f"There is no such railroad. The railroads are {names}.",
        railroads=names,
    )


def refuse_pass(g: SantaFe, p: str) -> IllegalAction:
    """Why `p` may not pass now (`may_pass` is false)."""
    if g.tiles_this_turn:
        return _err("already_placed", "You already placed a tile this turn; end your turn.")
    return _err(
        "no_passing",
        "If a legal track tile can be placed, the player must place one (passing is "
        "part of the advanced game).",
    )


def check_track(g: SantaFe, p: str, r: str, rid: str, toward: str, branch: bool) -> None:
    """Explain exactly why a placement is illegal; return if it is legal."""
    if r not in RAILROADS:
        raise no_such_railroad(g)
    route = g.board.routes.get(rid)
    if route is None:
        raise _err("unknown_route", "There is no such route on the board.")
    if toward not in (route.a, route.b):
        a, b = g.board.cities[route.a].name, g.board.cities[route.b].name
        raise _err(
            "wrong_direction",
            f"The route between {a} and {b} leads to one of those two.",
            a=a,
            b=b,
        )
    if g.tiles_this_turn >= (2 if g._doubled(p) else 1):
        raise _err("turn_done", "You have placed all the tiles this turn allows.")
    if not tiles_available(g, p, r):
        raise _refusal_of_supply(g, p, r)
    if placeable(g, p, r, rid, route.other(toward), branch):
        price = cost(g, p, rid, toward)
        if price > g.money[p]:
            words, kind = terrain(g, rid, toward)
            raise _err(
                "cannot_afford",
                f"That tile costs ${price} ({words}) and you have ${g.money[p]}.",
                cost=price,
                terrain=kind,
                money=g.money[p],
            )
        return
    raise _refusal_of_placement(g, p, r, rid, toward, branch)


def _refusal_of_supply(g: SantaFe, p: str, r: str) -> IllegalAction:
    """Why `p` has no tile of `r` to lay."""
    if g.supply[r] == 0 and not supply_empty(g) and g.purchased[p].get(r):
        return _err(
            "purchased_not_yet",
            "Purchased tiles may be played only once all unpurchased track tiles have been placed.",
        )
    return _err(
        "no_tiles",
        f"All of the {g._rr_name(r)}'s track tiles are placed.",
        railroad=g._rr_name(r),
    )


def _refusal_of_placement(
    g: SantaFe, p: str, r: str, rid: str, toward: str, branch: bool
) -> IllegalAction:
    """The rule an unplaceable tile breaks, for a message that teaches: the Branch Line,
    the route's owner and side, then the railroad's reach (`_refusal_of_reach`)."""
    route = g.board.routes[rid]
    if branch:
        refused = _refusal_of_branch(g, p, r)
        if refused is not None:
            return refused
    owner = g.route_owner.get(rid)
    start = route.other(toward)
    if owner is not None and owner != r:
        return _err(
            "route_taken",
            f"The {g._rr_name(owner)} already lays track on this route: once one railroad "
            "company begins laying track between two cities, no other railroad company may "
            "lay track along that same route.",
            railroad=g._rr_name(owner),
        )
    if owner == r:
        if g.route_from[rid] != start:
            return _err(
                "opposite_side",
                "This route is being built from the other city: track is laid from one side.",
            )
        if g.route_placed[rid] >= len(route.spaces):
            return _err("route_complete", "This route is already complete.")
    if route.twin is not None and g.route_owner.get(route.twin) == r:
        return _err(
            "double_route",
            "Where two lines are drawn between a pair of cities, a single railroad company "
            "may not place track on both of those routes.",
        )
    return _refusal_of_reach(g, r, start, branch)


def _refusal_of_branch(g: SantaFe, p: str, r: str) -> IllegalAction | None:
    """Why `p` may not start a Branch Line of `r` now, or None."""
    if g.branch_active[p] != r:
        return _err(
            "no_branch",
            f"You did not play a Branch Line card for the {g._rr_name(r)}.",
            railroad=g._rr_name(r),
        )
    if len(g.lines[r]) >= MAX_LINES:
        return _err(
            "max_routes",
            f"Each railroad company may split into a maximum of {MAX_LINES} routes (the "
            f"original route plus {MAX_LINES - 1} branch lines).",
            routes=MAX_LINES,
            branches=MAX_LINES - 1,
        )
    return None


def _refusal_of_reach(g: SantaFe, r: str, start: str, branch: bool) -> IllegalAction:
    """Why railroad `r` cannot extend from `start`: not connected there, dead-ended, or no
    railhead there."""
    city = g.board.cities[start].name
    if start not in g.connected[r]:
        home = g.board.railroads[r].home
        if r not in g.route_owner.values():
            return _err(
                "home_city",
                f"Each railroad company's first track tile must be placed connecting to "
                f"that railroad's home city ({g.board.cities[home].name}).",
                railroad=g._rr_name(r),
                city=g.board.cities[home].name,
            )
        return _err(
            "not_connected",
            f"The {g._rr_name(r)} does not reach {city}: every "
            "track tile must extend a route that has already been placed.",
            railroad=g._rr_name(r),
            city=city,
        )
    if dead(g, r) and not branch:
        return _err(
            "dead_end",
            f"Every route of the {g._rr_name(r)} is dead-ended; only a Branch Line can extend it.",
            railroad=g._rr_name(r),
        )
    return _err(
        "not_a_railhead",
        f"Every track tile must extend a route that has already been placed: no railhead of "
        f"the {g._rr_name(r)} is at {city}. Starting a new route "
        "from another connected city needs a Branch Line card.",
        railroad=g._rr_name(r),
        city=city,
    )
