"""Santa Fe: the card game's views: what each seat, and a spectator, may see.

A hand, the card passed or received, the sheriff's secret choice and the face-down cards are
in their owner's view only (`engine.sealed` hides a choice not yet revealed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import sealed
from engine.santafe_cards.deal import ROUNDS
from engine.santafe_cards.scoring import copy_rows

if TYPE_CHECKING:
    from engine.santafe_cards.game import SantaFeCards

__all__ = ["locked", "view"]

# How each phase's decision is made (engine.envelope): the lone cowboy, the sheriff's choice and
# the face-down fill-up are chosen in secret and at once; trick plays and Mario's swap use the hand.
DECISION = {
    "pass": "sealed",
    "declare": "sealed",
    "play": "private",
    "scorpion": "private",
    "fill": "sealed",
}


def view(g: SantaFeCards, player: str | None) -> dict[str, Any]:
    """Everything `player` may see (None: a spectator), and nothing more."""
    if player is not None and player not in g.players:
        raise ValueError(f"{player!r} is not seated in this game")
    over = g.is_over
    locked_in = locked(g)
    phase = g.phase
    return {
        "game": g.name,
        "options": dict(g.options),
        "players": list(g.players),
        "viewer": player,
        "phase": phase,
        "round": g.round,
        "rounds": ROUNDS,
        "stage": sealed.stage(phase, g.round, g.trick_no, g.decision_no),
        "active_players": g.active_players(),
        "decision": None if over else DECISION.get(phase),
        "seats": {p: _seat(g, p, player, p in locked_in) for p in g.players},
        "over": over,
        "scores": dict(g.totals),
        "winners": g.winners(),
        "end_reason": g.end_reason,
        "start_player": g.players[g.first],
        "trick": _trick(g) if phase in ("play", "scorpion", "fill") else None,
        "last_trick": copy_rows(g.last_trick),
        "brave_sheriff": g.brave,
        "mario_holder": g.mario_holder,
        "mario_on_table": [c for c in g.on_table],
        "hand_cards": max(len(h) for h in g.hands.values()) if not over else 0,
        "undealt": len(g.undealt),
        "score_sheet": copy_rows(g.sheet),
    }


def _seat(g: SantaFeCards, p: str, viewer: str | None, locked_in: bool) -> dict[str, Any]:
    """A seat as `viewer` sees it: the public part, and its secrets for its own player."""
    seat: dict[str, Any] = {
        "hand_size": len(g.hands[p]),
        "locked_in": locked_in,
        "pile_size": len(g.piles[p]),
        "tricks": len(g.piles[p]) // g.n,
        "won_open": sorted(g.won_open[p], key=g._key),
        "brave": g.brave == p,
        # The brave sheriff's card lies open in front of its holder until played (R7).
        "open_card": g.sheriff_card if g.brave == p and g.open_sheriff else None,
        "mario": g.mario_holder == p,
        "score": g.totals[p],
    }
    if p == viewer:
        seat["hand"] = list(g.hands[p])
        seat["received"] = g.received.get(p)
        seat["passed_card"] = g.passed_card.get(p) or sealed.own_choice(g.passing, p, viewer)
        seat["sheriff_choice"] = "brave" if g.brave == p else "cowardly" if g.coward == p else None
        if p in g.declared and g.phase == "declare":
            seat["declared"] = dict(g.declared[p])
        if p in g.face_down:
            seat["face_down"] = list(g.face_down[p])
    return seat


def _trick(g: SantaFeCards) -> dict[str, Any]:
    """The trick under way: public (face-down cards by number only)."""
    return {
        "number": g.trick_no,
        "leader": g.leader,
        "deputies_zero": g.deputies_zero,
        "duel": g.duel,
        "strongest": g.strongest,
        "winner": g.trick_winner,
        "current": g.current,
        "step": g.sub if g.phase == "play" else g.phase,
        "plays": {
            q: {
                "start": play["start"],
                "duel": list(play["duel"]),
                "passed": play["passed"],
                "face_down": len(g.face_down.get(q, ())),
                "to_add": g.fill.get(q, 0),
            }
            for q, play in g.plays.items()
        },
        "cards": sum(g._count(q) for q in g.players),
    }


def locked(g: SantaFeCards) -> set[str]:
    """Who has locked in to the sealed step under way (public: who, never what)."""
    if g.phase == "pass":
        return sealed.locked_in(g.players, g.passing)
    if g.phase == "declare":
        return sealed.locked_in(g.players, g.declared)
    if g.phase == "fill":
        return sealed.locked_in(g.players, [p for p in g.face_down if p not in g.fill])
    return set()
