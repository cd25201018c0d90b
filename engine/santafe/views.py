"""Santa Fe: what each seat, and a spectator, may see: a hand and a sealed choice only in
their owner's view (`engine.sealed`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import sealed
from engine.santafe import placement
from engine.santafe.rules import RAILROADS

if TYPE_CHECKING:
    from engine.santafe.game import SantaFe

__all__ = ["view"]

# How each phase's decision is made (engine.envelope): City cards are chosen in secret and at
# once; exchanges and draws use the hand; the rest is done openly in turn.
DECISION = {
    "setup": "public",
    "choose": "sealed",
    "track": "public",
    "exchange": "private",
    "draw": "private",
    "purchase": "public",
}


def view(g: SantaFe, player: str | None) -> dict[str, Any]:
    """Everything `player` may see (None: a spectator), and nothing more."""
    if player is not None and player not in g.players:
        raise ValueError(f"{player!r} is not seated in this game")
    over = g.is_over
    track_turn = g.track_turn if g.phase == "track" else None
    breakdown = {p: g.score_breakdown(p) for p in g.players}
    locked = sealed.locked_in(g.players, g.choices)  # who, never what
    return {
        "game": g.name,
        "options": dict(g.options),
        "players": list(g.players),
        "viewer": player,
        "round": g.round,
        "phase": g.phase,
        "stage": sealed.stage(g.phase, g.round, track_turn),
        "decision": None if over else DECISION[g.phase],
        "over": over,
        "track_turn": track_turn,
        "tiles_this_turn": g.tiles_this_turn if g.phase == "track" else 0,
        "first_player": g.players[g.first],
        "active_players": g.active_players(),
        "to_move": g._current() if not over else None,
        "doubled": sorted(p for p in g.players if g._doubled(p)),
        "railroads": {r: railroad(g, r) for r in RAILROADS},
        "routes": routes(g),
        "piles": piles(g),
        "seats": {p: seat(g, p, player, p in locked) for p in g.players},
        "played": g.played,
        "exchangers": list(g.exchangers) if g.phase == "exchange" else [],
        "passed": [p for p in g.players if p in g.passed_this_turn] if g.phase == "track" else [],
        "recent": list(g.recent),
        "recent_events": list(g.recent_events),
        "last_events": list(g.last_events),
        "end_reason": g.end_reason,
        "end_blocked": g.end_blocked,
        "scores": {p: b["total"] for p, b in breakdown.items()},
        "score_breakdown": breakdown,
        "winners": g.winners(),
    }


def railroad(g: SantaFe, r: str) -> dict[str, Any]:
    """A railroad's tiles, cities and railheads (a city, or a started route's progress)."""
    heads: list[dict[str, Any]] = []
    for head in g.lines[r]:
        if head in g.route_owner:
            heads.append(
                {"route": head, "from": g.route_from[head], "placed": g.route_placed[head]}
            )
        else:
            heads.append({"city": head})
    return {
        "tiles_left": g.supply[r],
        "placed": g.board.railroads[r].tiles
        - g.supply[r]
        - sum(h.get(r, 0) for h in g.purchased.values()),
        "connected": sorted(g.connected[r]),
        "heads": heads,
        "dead": placement.dead(g, r),
    }


def routes(g: SantaFe) -> dict[str, dict[str, Any]]:
    """Every started route: its railroad, the city it is built from, its tiles."""
    return {
        rid: {
            "railroad": g.route_owner[rid],
            "from": g.route_from[rid],
            "placed": g.route_placed[rid],
        }
        for rid in sorted(g.route_owner)
    }


def piles(g: SantaFe) -> dict[str, Any]:
    """The draw piles' sizes (never their order) and the City cards exchanged away."""
    return {
        "city": len(g.city_pile),
        "double_turn": g.double_turn_pile,
        "branch": dict(g.branch_pile),
        "engineer": g.engineer_pile,
        "removed_city": g.removed_cities,
    }


def seat(g: SantaFe, p: str, viewer: str | None, locked_in: bool) -> dict[str, Any]:
    """What anyone sees of seat `p`; its hand and sealed choice only when `viewer` is `p`."""
    out: dict[str, Any] = {
        "money": g.money[p],
        "hand_size": g.hand_size(p),
        "double_turns": g.double_turns[p],
        "branch": g.branch_held[p],
        "cities_played": list(g.cities_played[p]),
        "locked_in": locked_in,
        "engineer": g.engineer[p] is not None,
        "purchased": dict(sorted(g.purchased[p].items())),
        "branch_active": g.branch_active[p],
    }
    if p == viewer:
        out["hand"] = sorted(g.hands[p])
        choice = sealed.own_choice(g.choices, p, viewer)
        out["choice"] = (
            {"card": choice[0], "branch": g.branch_held[p] if choice[1] else None}
            if choice
            else None
        )
    return out
