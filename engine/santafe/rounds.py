"""Santa Fe: the rest of a round after the track-laying turns: the Double Turn exchange,
drawing cards, the optional tile purchase, and the next round. Each part lists its legal
moves, refuses any other with the rule it breaks, then plays the move: functions of the
game's state (`SantaFe`), called by its `legal_actions` and `apply`.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import TYPE_CHECKING, Any

from engine.santafe.rules import (
    DOUBLE_TURN,
    RAILROADS,
    TILE_PRICE,
    _err,
)

if TYPE_CHECKING:
    from engine.santafe.game import SantaFe

__all__ = [
    "after_draws",
    "begin_draws",
    "buyable",
    "do_buy_tile",
    "do_draw",
    "do_exchange",
    "do_no_purchase",
    "do_stop_drawing",
    "draw_actions",
    "draw_options",
    "end_track_turns",
    "exchange_possible",
    "exchange_sets",
    "next_round",
    "skip_purchases",
]


# -- the Double Turn exchange
def exchange_possible(g: SantaFe, p: str) -> bool:
    return bool(g.hands[p]) and bool(g.city_pile)


def exchange_sets(g: SantaFe, p: str) -> list[tuple[str, ...]]:
    hand = sorted(g.hands[p])
    limit = min(len(hand), len(g.city_pile))
    sets = {c for k in range(limit + 1) for c in combinations(hand, k)}
    return sorted(sets, key=lambda c: (len(c), c))


def do_exchange(g: SantaFe, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
    cards = action.get("cards")
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise _err(
            "malformed_exchange",
            "Pick the City cards from your hand to exchange, or none to keep them.",
        )
    if Counter(cards) - Counter(g.hands[p]):
        raise _err("discard_not_in_hand", "You may only discard City cards from your hand.")
    if len(cards) > len(g.city_pile):
        raise _err(
            "pile_too_small",
            f"Only {len(g.city_pile)} City cards are left to draw; discard at most that many.",
            left=len(g.city_pile),
        )
    for c in cards:
        g.hands[p].remove(c)
    g.removed_cities += len(cards)
    for _ in cards:
        g.hands[p].append(g.city_pile.pop())
    g.exchangers.pop(0)
    events: list[dict[str, Any]] = [{"type": "exchanged", "player": p, "count": len(cards)}]
    if not g.exchangers:
        events += g._start_track(2)
    return events


def end_track_turns(g: SantaFe) -> list[dict[str, Any]]:
    # "After the second track-laying turn ends, Double Turn cards are placed face up on the
    # Double Turn discard pile." Unused Branch Line cards are discarded too.
    for p in g.players:
        if g._doubled(p):
            g.double_turn_pile += 1
        if g.branch_active[p] is not None:
            g.branch_active[p] = None
            g.removed_branches += 1
    g.phase = "draw"
    g.turn_pos = 0
    events: list[dict[str, Any]] = [{"type": "draw_started", "round": g.round}]
    return events + begin_draws(g)


# -- drawing
def begin_draws(g: SantaFe) -> list[dict[str, Any]]:
    """Skip players who need or can draw nothing; move on when everyone is done."""
    while g.turn_pos < g.n:
        p = g._order()[g.turn_pos]
        if g.hand_size(p) < g._hand_limit(p) and draw_options(g, p):
            return []
        g.turn_pos += 1
    return after_draws(g)


def draw_options(g: SantaFe, p: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    if g.city_pile:
        out.append({"type": "draw", "pile": "city"})
    if g.double_turn_pile:
        out.append({"type": "draw", "pile": DOUBLE_TURN})
    # "A player may hold only one Branch Line card in hand at a time."
    if g.branch_held[p] is None and g.money[p] >= g.branch_price:
        out += [
            {"type": "draw", "pile": "branch", "railroad": r} for r in RAILROADS if g.branch_pile[r]
        ]
    if g.engineer_pile and g.engineer[p] is None:
        out.append({"type": "draw", "pile": "engineer"})
    return out


def draw_actions(g: SantaFe, p: str) -> list[dict[str, Any]]:
    out = draw_options(g, p)
    if not g.city_pile and not g.double_turn_pile:
        # Only paid or hand-shrinking cards remain: drawing them is a choice (R9).
        out.append({"type": "stop_drawing"})
    return out


def do_draw(g: SantaFe, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
    pile = action.get("pile")
    if ("railroad" in action) != (pile == "branch"):
        raise _err(
            "malformed_draw",
            "Only a Branch Line card is drawn for a railroad; other cards are not.",
        )
    event: dict[str, Any] = {"type": "drew", "player": p, "pile": pile}
    if pile == "city":
        if not g.city_pile:
            raise _err("city_pile_empty", "The City card draw pile is exhausted.")
        g.hands[p].append(g.city_pile.pop())
    elif pile == DOUBLE_TURN:
        if not g.double_turn_pile:
            raise _err("double_turn_pile_empty", "No Double Turn card remains.")
        g.double_turn_pile -= 1
        g.double_turns[p] += 1
    elif pile == "branch":
        r = action.get("railroad")
        if r not in RAILROADS:
            raise _err("malformed_branch", "Say which railroad's Branch Line card you draw.")
        if g.branch_held[p] is not None:
            raise _err(
                "one_branch", "A player may hold only one Branch Line card in hand at a time."
            )
        if not g.branch_pile[r]:
            raise _err(
                "branch_pile_empty",
                f"No {g._rr_name(r)} Branch Line card remains.",
                railroad=g._rr_name(r),
            )
        if g.money[p] < g.branch_price:
            raise _err(
                "branch_cost",
                f"When drawing a Branch Line card, a player must pay ${g.branch_price}.",
                price=g.branch_price,
            )
        g._pay(p, g.branch_price)
        g.branch_pile[r] -= 1
        g.branch_held[p] = r
        event["railroad"] = r
        event["cost"] = g.branch_price
    elif pile == "engineer":
        if not g.engineer_pile:
            raise _err("engineer_pile_empty", "No Engineer card remains.")
        if g.engineer[p] is not None:
            raise _err("one_engineer", "Each player may use only one Engineer card.")
        g.engineer_pile -= 1
        g.engineer[p] = "drawn"
    else:
        raise _err(
            "malformed_pile",
            "Draw a City card, a Double Turn card, a Branch Line card or an Engineer card.",
        )
    events = [event]
    if g.hand_size(p) >= g._hand_limit(p) or not draw_options(g, p):
        g.turn_pos += 1
        events += begin_draws(g)
    return events


def do_stop_drawing(g: SantaFe, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
    if g.city_pile or g.double_turn_pile:
        raise _err(
            "must_draw",
            "Each player draws cards until their hand is full; you may stop only when no "
            "City or Double Turn card is left to draw.",
        )
    g.turn_pos += 1
    return [{"type": "stopped_drawing", "player": p}, *begin_draws(g)]


def after_draws(g: SantaFe) -> list[dict[str, Any]]:
    if g.options["tile_purchase"]:
        g.phase = "purchase"
        g.turn_pos = 0
        return [{"type": "purchase_started", "round": g.round}, *skip_purchases(g)]
    return next_round(g)


# -- the optional tile purchase
def buyable(g: SantaFe, p: str) -> list[str]:
    if g.money[p] < TILE_PRICE:
        return []
    return [r for r in RAILROADS if g.supply[r]]


def skip_purchases(g: SantaFe) -> list[dict[str, Any]]:
    while g.turn_pos < g.n and not buyable(g, g._order()[g.turn_pos]):
        g.turn_pos += 1
    if g.turn_pos == g.n:
        return next_round(g)
    return []


def do_buy_tile(g: SantaFe, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
    r = action.get("railroad")
    if r not in RAILROADS:
        raise g._no_such_railroad()
    if not g.supply[r]:
        raise _err(
            "none_to_buy",
            f"The {g._rr_name(r)} has no unpurchased tiles left.",
            railroad=g._rr_name(r),
        )
    if g.money[p] < TILE_PRICE:
        raise _err(
            "tile_price",
            f"A track tile costs ${TILE_PRICE} and you have none.",
            price=TILE_PRICE,
        )
    g._pay(p, TILE_PRICE)
    g.supply[r] -= 1
    g.purchased[p][r] = g.purchased[p].get(r, 0) + 1
    g.turn_pos += 1
    return [
        {"type": "tile_bought", "player": p, "railroad": r, "cost": TILE_PRICE},
        *skip_purchases(g),
    ]


def do_no_purchase(g: SantaFe, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
    g.turn_pos += 1
    return [{"type": "no_purchase", "player": p}, *skip_purchases(g)]


def next_round(g: SantaFe) -> list[dict[str, Any]]:
    # "The first player passes the train piece to the player on their left."
    g.first = (g.first + 1) % g.n
    g.round += 1
    return g._start_choose()
