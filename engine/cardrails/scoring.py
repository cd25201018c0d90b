"""Card Rails: the railroads' values, the players' shares and points, and the winner."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.cardrails.cards import Hex
from engine.cardrails.rules import PURPLE_VALUE, SYMBOL_VALUE

if TYPE_CHECKING:
    from engine.cardrails.game import CardRails

__all__ = [
    "bonus",
    "hand_worth",
    "hands_known",
    "score_breakdown",
    "scores",
    "value",
    "value_breakdown",
    "winner",
    "winners",
]


def value_breakdown(g: CardRails, r: str) -> dict[str, int]:
    """ "+1 for each empty box on Railroad card, +2 for each purple hex entered, +5 for each
    matching symbol hex entered"."""
    purple = sum(1 for h in g.track[r] if g.whole[h][0] == "purple")
    symbols = sum(1 for h in g.track[r] if r in g.whole[h][1])
    empty = g.board.shares_boxes - g.cubes_left[r]
    return {
        "empty_boxes": empty,
        "purple_hexes": purple,
        "symbol_hexes": symbols,
        "value": empty + PURPLE_VALUE * purple + SYMBOL_VALUE * symbols,
    }


def value(g: CardRails, r: str) -> int:
    """`value_breakdown(r)["value"]`, with the hexes' bonus kept as each cube is built
    (`bonus`; asked after every cube)."""
    return g.board.shares_boxes - g.cubes_left[r] + g.bonus[r]


def bonus(g: CardRails, r: str, h: Hex) -> int:
    """What a cube of railroad `r` in hex `h` adds to its value: a purple hex, its symbol."""
    feature, symbols = g.whole[h]
    return (PURPLE_VALUE if feature == "purple" else 0) + (SYMBOL_VALUE if r in symbols else 0)


def hands_known(g: CardRails) -> bool:
    return g.step == "over" or g.options["open_hands"]


def score_breakdown(g: CardRails) -> dict[str, dict[str, Any]]:
    """Per player and railroad: shares (cubes and, once hands are shown, cards) and
    points. Before the end hidden hands are not counted (the running score is public)."""
    values = {r: g.value(r) for r in g.railroads}
    known = g._hands_known()
    holdings: dict[str, dict[str, tuple[int, int]]] = {}
    for p in g.players:
        cards = dict.fromkeys(g.railroads, 0)
        if known:
            for c in g.hands[p]:
                cards[g.board.cards[c].railroad or ""] += 1
        holdings[p] = {r: (g.share_cubes[p][r], cards[r]) for r in g.railroads}
    holders = {r: sum(1 for p in g.players if sum(holdings[p][r])) for r in g.railroads}
    out: dict[str, dict[str, Any]] = {}
    for p in g.players:
        rows = {}
        for r in g.railroads:
            cubes, in_hand = holdings[p][r]
            k = cubes + in_hand
            if g.options["final_dividend"]:
                # "divide the total amount evenly between shareholders, rounding up": every
                # shareholder gets the same, however many shares they hold (R11).
                points = -(-values[r] // holders[r]) if k else 0
            else:
                points = values[r] * k
            rows[r] = {
                "cubes": cubes,
                "cards": in_hand,
                "shares": k,
                "value": values[r],
                "points": points,
            }
        out[p] = {"railroads": rows, "total": sum(v["points"] for v in rows.values())}
    return out


def scores(g: CardRails) -> dict[str, int]:
    return {p: b["total"] for p, b in g.score_breakdown().items()}


def winners(g: CardRails) -> list[str]:
    if not g.is_over:
        return []
    return winner(g, g.scores())


def winner(g: CardRails, totals: dict[str, int]) -> list[str]:
    """The winner of a game over with these scores."""
    best = max(totals.values())
    # "Tie? Last tied player in turn order wins."
    return [[p for p in g.order() if totals[p] == best][-1]]


def hand_worth(view: dict[str, Any]) -> int | None:
    """What the viewer's hand would add to their score if the game ended now, from their own
    view alone: each card is a share of its railroad (R11). Under the Final Dividend a card
    adds only where the viewer holds no share cube, the railroad's value shared between the
    shareholders the viewer can see (every seat's share cubes; other hands only when they are
    shown). None without a hand (a spectator's view)."""
    from engine.cardrails.cards import load_cards

    viewer = view.get("viewer")
    seats = view.get("seats") or {}
    hand = (seats.get(viewer) or {}).get("hand") if viewer is not None else None
    if hand is None:
        return None
    cards = load_cards().cards
    values = {r: int(info.get("value", 0)) for r, info in (view.get("railroads") or {}).items()}
    mine: dict[str, int] = {}
    for card in hand:
        railroad = cards[card].railroad if card in cards else None
        if railroad is not None and railroad in values:
            mine[railroad] = mine.get(railroad, 0) + 1
    if not (view.get("options") or {}).get("final_dividend"):
        return sum(values[r] * n for r, n in mine.items())
    worth = 0
    for r in mine:
        if (seats[viewer].get("share_cubes") or {}).get(r):
            continue  # a shareholder already: a card adds no share of the dividend
        holders = 1 + sum(
            1
            for p, seat in seats.items()
            if p != viewer
            and (
                (seat.get("share_cubes") or {}).get(r)
                or any(cards[c].railroad == r for c in seat.get("open_hand") or () if c in cards)
            )
        )
        worth += -(-values[r] // holders)
    return worth
