"""Card Rails: a turn from its start to the next: the turn's record, the end of the turn once
its cubes are built (or nothing more can be), and the end of the game when every hand is down
to its last cards.

Functions of the game's state (`CardRails`), called by the steps once a move is accepted; each
returns the public events of what it did.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.cardrails.rules import END_HAND
from engine.cardrails.scoring import winner

if TYPE_CHECKING:
    from engine.cardrails.game import CardRails

__all__ = ["after_cube", "end", "end_turn", "new_turn_record"]

Events = list[dict[str, Any]]


def new_turn_record(g: CardRails) -> None:
    g.current_turn = {
        "player": g.current(),
        "turn": g.turn + 1,
        "card": None,
        "share": None,
        "placed": None,
        "cubes": [],
        "swap": None,
        "discarded": None,
    }


def after_cube(g: CardRails, p: str) -> Events:
    g.step = "build"
    if len(g.built) >= 2:
        return end_turn(g, p)
    # Listed through the cache: the next legal_actions call reuses this very list.
    if g._legal(p) in ([], [{"type": "stop"}]):
        return end_turn(g, p)  # nothing more to build: the turn ends by itself
    return []


def end_turn(g: CardRails, p: str) -> Events:
    g.version += 1  # (also after the listing `after_cube` made)
    events: Events = []
    if g.chosen is not None:
        # "Discard the chosen card" (a share, or track only in full-sized hexes).
        g.discards.append(g.chosen)
        g.discards.sort()
        g.current_turn["discarded"] = g.chosen
        events.append({"type": "card_discarded", "player": p, "card": g.chosen})
        g.chosen = None
    events.append({"type": "turn_ended", "player": p, "turn": g.turn + 1})
    g.last_turn = g.current_turn
    g.turn += 1
    g.card_played = False
    g.completed = []
    g.built = []
    g.swap_given = None
    # "The game ends when all players have the same number of cards in hand: 3/3/2."
    if all(map(END_HAND[len(g.players)].__eq__, map(len, g.hands.values()))):
        return events + end(g)
    g.step = "card"
    new_turn_record(g)
    return events


def end(g: CardRails) -> Events:
    g.step = "over"
    g.end_reason = "hands_played_down"
    scores = g.scores()
    return [
        {
            "type": "game_over",
            "reason": g.end_reason,
            "scores": scores,
            "winners": winner(g, scores),
            "hands": {p: list(h) for p, h in g.hands.items()},
            "values": {r: g.value(r) for r in g.railroads},
        }
    ]
