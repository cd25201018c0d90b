"""Santa Fe: the rest of a round after the track-laying turns: the Double Turn exchange,
drawing cards and the optional tile purchase. For each, what a player may do and, beside it,
why anything else is refused. Queries of the game's state (`SantaFe`); the steps
(`engine.santafe.steps`) carry the moves out.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import TYPE_CHECKING, Any

from engine.santafe import placement
from engine.santafe.rules import DOUBLE_TURN, RAILROADS, TILE_PRICE, _err

if TYPE_CHECKING:
    from engine.santafe.game import SantaFe

__all__ = [
    "buyable",
    "check_buy",
    "check_draw",
    "check_exchange",
    "check_stop_drawing",
    "draw_actions",
    "draw_options",
    "exchange_possible",
    "exchange_sets",
]


# -- the Double Turn exchange
def exchange_possible(g: SantaFe, p: str) -> bool:
    return bool(g.hands[p]) and bool(g.city_pile)


def exchange_sets(g: SantaFe, p: str) -> list[tuple[str, ...]]:
    hand = sorted(g.hands[p])
    limit = min(len(hand), len(g.city_pile))
    sets = {c for k in range(limit + 1) for c in combinations(hand, k)}
    return sorted(sets, key=lambda c: (len(c), c))


def check_exchange(g: SantaFe, p: str, action: dict[str, Any]) -> list[str]:
    """The City cards `p` discards; refused if they are not in the hand or too many."""
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
    return cards


# -- drawing
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


def check_draw(g: SantaFe, p: str, action: dict[str, Any]) -> None:
    """Refuse a draw from an empty pile, or of a card `p` may not take or pay for."""
    pile = action.get("pile")
    if ("railroad" in action) != (pile == "branch"):
        raise _err(
            "malformed_draw",
            "Only a Branch Line card is drawn for a railroad; other cards are not.",
        )
    if pile == "city":
        if not g.city_pile:
            raise _err("city_pile_empty", "The City card draw pile is exhausted.")
    elif pile == DOUBLE_TURN:
        if not g.double_turn_pile:
            raise _err("double_turn_pile_empty", "No Double Turn card remains.")
    elif pile == "branch":
        _check_branch_draw(g, p, action.get("railroad"))
    elif pile == "engineer":
        if not g.engineer_pile:
            raise _err("engineer_pile_empty", "No Engineer card remains.")
        if g.engineer[p] is not None:
            raise _err("one_engineer", "Each player may use only one Engineer card.")
    else:
        raise _err(
            "malformed_pile",
            "Draw a City card, a Double Turn card, a Branch Line card or an Engineer card.",
        )


def _check_branch_draw(g: SantaFe, p: str, r: Any) -> None:
    if r not in RAILROADS:
        raise _err("malformed_branch", "Say which railroad's Branch Line card you draw.")
    if g.branch_held[p] is not None:
        raise _err("one_branch", "A player may hold only one Branch Line card in hand at a time.")
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


def check_stop_drawing(g: SantaFe) -> None:
    if g.city_pile or g.double_turn_pile:
        raise _err(
            "must_draw",
            "Each player draws cards until their hand is full; you may stop only when no "
            "City or Double Turn card is left to draw.",
        )


# -- the optional tile purchase
def buyable(g: SantaFe, p: str) -> list[str]:
    if g.money[p] < TILE_PRICE:
        return []
    return [r for r in RAILROADS if g.supply[r]]


def check_buy(g: SantaFe, p: str, action: dict[str, Any]) -> str:
    """The railroad whose tile `p` buys; refused if it has none left or `p` cannot pay."""
    r = action.get("railroad")
    if r not in RAILROADS:
        raise placement.no_such_railroad(g)
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
    assert isinstance(r, str)
    return r
