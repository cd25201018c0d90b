"""Card Rails: what each seat, and a spectator, may see: a hand in its owner's view only
(or every hand with Open Hands), the chosen card hidden until played (R7).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from engine.cardrails.cards import label
from engine.cardrails.rules import END_HAND

if TYPE_CHECKING:
    from engine.cardrails.game import CardRails

__all__ = ["DECISION", "copy_turn", "decision", "turn_seen", "view"]

# Steps of a turn and how each is decided (engine.envelope): a step whose choices depend on a
# hidden card (the hand, or the chosen card not yet played) is asked by DM (R7).
DECISION = {
    "card": "private",  # a card from the hidden hand
    "action": "private",  # what the hidden chosen card allows
    "build": "public",  # but private while the chosen card is not played (`_decision`)
    "swap_give": "private",
    "swap_take": "public",  # the discards are open (R8); the same exception
}


def decision(g: CardRails) -> str:
    if g.options["open_hands"]:
        return "public"  # nothing is hidden: every step is asked in the thread
    if g.step in ("build", "swap_take") and g.chosen is not None:
        # The chosen card is not played yet: whether it can still be, and where, is
        # known only to its holder (R7).
        return "private"
    return DECISION[g.step]


def turn_seen(g: CardRails, sees_chosen: bool) -> dict[str, Any]:
    turn = copy_turn(g.current_turn)
    if not sees_chosen and g.chosen is not None:
        turn["card"] = None
    return turn


def view(g: CardRails, player: str | None) -> dict[str, Any]:
    if player is not None and player not in g.players:
        raise ValueError(f"{player!r} is not seated in this game")
    over = g.is_over
    variant = bool(g.options["open_hands"])
    # The chosen card is hidden until the move that uses it (R7), but for its holder.
    sees_chosen = variant or (player is not None and player == g.current())
    seats = _seats(g, player, variant)
    railroads = _railroads(g)
    hexes = _hexes(g)
    breakdown = g.score_breakdown()
    step = None if over else g.step
    return {
        "game": g.name,
        "options": dict(g.options),
        "players": list(g.players),
        "viewer": player,
        "phase": "over" if over else "turn",
        "round": g.turn // g.n + 1,
        "turn": g.turn + (0 if over else 1),
        "step": step,
        # Never names the chosen card: a step cannot be taken back, so these change anyway.
        "stage": f"{g.turn}:{step}:{len(g.built)}:{g.card_played}",
        "active_players": g.active_players(),
        "decision": None if over else decision(g),
        "open_hands": variant,
        "to_move": None if over else g.current(),
        "first_player": g.order()[0],
        "order": g.order(),
        "seats": seats,
        "over": over,
        "railroads": railroads,
        "removed_railroad": g.removed,
        "removed_cards": list(g.removed_cards),
        "discards": list(g.discards),
        "end_hand_size": END_HAND[g.n],
        "map": {"cards": [dict(c) for c in g.placed], "hexes": hexes},
        "this_turn": None if over else turn_seen(g, sees_chosen),
        "pending": None if over else _pending(g, sees_chosen),
        "last_turn": copy_turn(g.last_turn) if g.last_turn else None,
        "end_reason": g.end_reason,
        "scores": {p: b["total"] for p, b in breakdown.items()},
        "score_breakdown": breakdown,
        "winners": g.winners(),
    }


def _seats(g: CardRails, player: str | None, variant: bool) -> dict[str, Any]:
    """Each seat's hand size and shares; its hand to its owner, every hand with Open Hands."""
    open_hands = variant or g.is_over
    seats: dict[str, Any] = {}
    for p in g.players:
        seat: dict[str, Any] = {
            "hand_size": len(g.hands[p]),
            "locked_in": False,
            "share_cubes": {r: k for r, k in g.share_cubes[p].items() if k},
            "share_count": g.share_count(p),
        }
        if p == player or variant:
            # Open Hands: every hand is in every view, the spectator's too (R12).
            seat["hand"] = list(g.hands[p])
        if open_hands:
            # Shown to all (also spectators) under its own key: "hand" marks a private view.
            seat["open_hand"] = list(g.hands[p])
        seats[p] = seat
    return seats


def _railroads(g: CardRails) -> dict[str, Any]:
    """Each railroad in play: how it looks, its cubes, track and value."""
    railroads = {}
    for r in g.railroads:
        rr = g.board.railroads[r]
        railroads[r] = {
            "name": rr.name,
            "color": rr.color,
            "letter": rr.letter,
            "pattern": rr.pattern,
            "cubes_left": g.cubes_left[r],
            "boxes": g.board.shares_boxes,
            "track": [label(h) for h in g.track[r]],
            "shares_held": sum(g.share_cubes[p][r] for p in g.players),
            **g.value_breakdown(r),
        }
    return railroads


def _hexes(g: CardRails) -> list[dict[str, Any]]:
    """Every hex on the map, row by row: what covers it, what it is, its cube."""
    hexes = []
    for h in sorted(g.parts, key=lambda h: (h[1], h[0])):
        info = g.whole.get(h)
        hexes.append(
            {
                "hex": label(h),
                "x": h[0],
                "y": h[1],
                "whole": info is not None,
                "feature": info[0] if info else None,
                "symbols": list(info[1]) if info else [],
                "cube": g.cube.get(h),
                "parts": _halves(g, g.parts[h]),
            }
        )
    return hexes


def _halves(g: CardRails, cell: dict[str, tuple[str, str]]) -> list[dict[str, Any]]:
    """The card parts covering one hex (a full hex, or one or two halves)."""
    halves = []
    for part, (card_id, slot) in cell.items():
        card = g.board.city if card_id == g.board.city.id else g.board.cards[card_id]
        halves.append(
            {
                "part": part,
                "card": card_id,
                "feature": card.hexes.get(slot),
                "railroad": card.railroad,
            }
        )
    return halves


def _pending(g: CardRails, sees_chosen: bool) -> dict[str, Any]:
    """The turn in progress: the chosen card (to those who see it), what was done so far."""
    return {
        "chosen": g.chosen if sees_chosen else None,
        "card_hidden": g.chosen is not None and not sees_chosen,
        "card_played": g.card_played,
        "completed": [label(h) for h in g.completed],
        "cubes": [{"railroad": r, "hex": label(h)} for r, h in g.built],
        "swap_given": g.swap_given,
    }


def copy_turn(t: dict[str, Any]) -> dict[str, Any]:
    # JSON-shaped and shared by no one: a plain deep copy.
    return json.loads(json.dumps(t))
