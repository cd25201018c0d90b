"""Santa Fe's track-laying turns: each player in turn lays a tile (two after a Double Turn
card), passes or ends their turn; a completed route connects its city and pays the bonuses.

Where a tile may go and why not is `placement`; the turns' order and the game's end are
`flow`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from engine.core import IllegalAction
from engine.santafe import flow, placement
from engine.santafe.placement import Placement
from engine.santafe.rules import CITY_BONUS, RAILROADS, SPECIAL_BONUS, _err
from engine.santafe.scoring import end
from engine.santafe.steps import Events, Step

if TYPE_CHECKING:
    from engine.santafe.game import SantaFe

__all__ = ["TrackStep", "track_action"]

# The events of a track-laying turn a board image credits (`SantaFe.recent_events`).
RECENT_KINDS = ("track_placed", "city_connected", "bonus", "passed", "turn_ended")


def track_action(m: Placement) -> dict[str, Any]:
    return {"type": "track", "railroad": m[0], "route": m[1], "toward": m[2], "branch": m[3]}


class TrackStep(Step):
    """A track-laying turn: the current player lays track, passes or ends their turn."""

    phase = "track"
    kinds = ("track", "end_turn", "pass")
    now = "Players are laying track"
    when: ClassVar[dict[str, str]] = {
        "track": "track comes after the reveal",
        "end_turn": "ending your turn comes after your first tile of a Double Turn",
        "pass": "passing is for track-laying turns",
    }

    def actions(self, g: SantaFe, p: str) -> Events:
        if p != g._current():
            return []
        out = [track_action(m) for m in placement.placements(g, p)]
        if placement.may_pass(g, p):
            out.append({"type": "pass"})
        if g.tiles_this_turn:
            out.append({"type": "end_turn"})
        return out

    def __init__(self) -> None:
        self._do = super().handlers()

    def handlers(self) -> dict[str, Any]:
        # Every move of a turn goes through `process`, which keeps the turn's record.
        return {kind: self.process for kind in self.kinds}

    def process(self, g: SantaFe, p: str, action: dict[str, Any]) -> Events:
        """Carry out a move; the first move of a new turn clears the last turn's record
        (`recent`), unless it is refused: then the game stays exactly as it was."""
        handler = self._do[action["type"]]
        if g.recent_stale:
            kept = g.recent, g.recent_events
            g.recent, g.recent_events, g.recent_stale = [], [], False
            try:
                events: Events = handler(g, p, action)
            except IllegalAction:
                g.recent, g.recent_events = kept
                g.recent_stale = True
                raise
        else:
            events = handler(g, p, action)
        g.recent_events += [e for e in events if e["type"] in RECENT_KINDS]
        return events

    def do_track(self, g: SantaFe, p: str, action: dict[str, Any]) -> Events:
        r, rid, toward = action.get("railroad"), action.get("route"), action.get("toward")
        branch = action.get("branch", False)
        if not (isinstance(r, str) and isinstance(rid, str) and isinstance(toward, str)) or (
            not isinstance(branch, bool)
        ):
            raise _err(
                "malformed_track",
                "Say which railroad lays the tile, on which route, toward which city.",
            )
        placement.check_track(g, p, r, rid, toward, branch)
        return lay(g, p, r, rid, toward, branch)

    def do_end_turn(self, g: SantaFe, p: str, action: dict[str, Any]) -> Events:
        if not g.tiles_this_turn:
            raise _err(
                "must_place",
                "If a legal track tile can be placed, the player must place one.",
            )
        return [{"type": "turn_ended", "player": p}, *flow.next_track_player(g)]

    def do_pass(self, g: SantaFe, p: str, action: dict[str, Any]) -> Events:
        if not placement.may_pass(g, p):
            raise placement.refuse_pass(g, p)
        return flow.after_pass(g, p, forced=False)


def lay(g: SantaFe, p: str, r: str, rid: str, toward: str, branch: bool) -> Events:
    """Lay a checked tile: the route started or extended, the tile's source and cost, the
    city connected when the route is complete; then the turn or the game may end."""
    route = g.board.routes[rid]
    start = route.other(toward)
    cost = placement.cost(g, p, rid, toward)
    index = _line_index(g, p, r, rid, start, branch)
    if rid not in g.route_owner:
        g.route_owner[rid] = r
        g.route_from[rid] = start
        g.route_placed[rid] = 0
    space = g.route_placed[rid]
    g.route_placed[rid] = space + 1
    source = _take_tile(g, p, r)
    if cost:
        g._pay(p, cost)
    g.tiles_this_turn += 1
    placed = {
        "type": "track_placed",
        "player": p,
        "railroad": r,
        "route": rid,
        "space": space if start == route.a else len(route.spaces) - 1 - space,
        "from": start,
        "toward": toward,
        "branch": branch,
        "cost": cost,
        "source": source,
    }
    g.recent.append({"railroad": r, "route": rid, "space": placed["space"], "player": p})
    events: Events = [placed]
    if g.route_placed[rid] == len(route.spaces):
        g.lines[r][index] = toward
        events += connect(g, p, r, toward)
    else:
        g.lines[r][index] = rid
    # "All track tiles for all five railroad companies have been placed." (R13)
    if placement.supply_empty(g) and not any(sum(h.values()) for h in g.purchased.values()):
        return events + end(g, "tiles_exhausted")
    if g.tiles_this_turn >= (2 if g._doubled(p) else 1) or not placement.placements(g, p):
        # (short-circuits: the placements are listed only for a Double Turn's second tile)
        events += flow.next_track_player(g)
    return events


def _line_index(g: SantaFe, p: str, r: str, rid: str, start: str, branch: bool) -> int:
    """Which of `r`'s lines the tile extends; a Branch Line starts a new one."""
    if rid in g.route_owner:
        return g.lines[r].index(rid)
    if branch:
        g.lines[r].append(start)  # a new route branching from a connected city
        g.branch_active[p] = None  # "After being used ..., a Branch Line card is discarded"
        g.removed_branches += 1
        return len(g.lines[r]) - 1
    return g.lines[r].index(start)


def _take_tile(g: SantaFe, p: str, r: str) -> str:
    """Take the tile from the supply, else from `p`'s purchased tiles (R14): where from."""
    if g.supply[r]:
        g.supply[r] -= 1
        return "supply"
    g.purchased[p][r] -= 1
    if not g.purchased[p][r]:
        del g.purchased[p][r]
    return "purchased"


def connect(g: SantaFe, p: str, r: str, city_id: str) -> Events:
    city = g.board.cities[city_id]
    first_railroad = not any(city_id in g.connected[x] for x in RAILROADS)
    new = city_id not in g.connected[r]
    g.connected[r].add(city_id)
    events: Events = [
        {
            "type": "city_connected",
            "railroad": r,
            "city": city_id,
            "first": first_railroad,
            "new": new,
        }
    ]
    factor = 2 if g._doubled(p) else 1  # "If a player has played a Double Turn card ..."
    # "The player who is first to connect a railroad to a city marked on the board earns $2."
    if first_railroad and city.value is not None:
        events.append(bonus(g, p, "city", city_id, r, CITY_BONUS * factor))
    # "The player who connects that railroad company to its matching city earns $4." (R5)
    if r in city.bonus and (r, city_id) not in g.special_paid:
        g.special_paid.add((r, city_id))
        events.append(bonus(g, p, "special", city_id, r, SPECIAL_BONUS * factor))
    return events


def bonus(g: SantaFe, p: str, kind: str, city: str, r: str, amount: int) -> dict[str, Any]:
    g.money[p] += amount
    g.paid_by_bank += amount
    return {
        "type": "bonus",
        "player": p,
        "kind": kind,
        "city": city,
        "railroad": r,
        "amount": amount,
    }
