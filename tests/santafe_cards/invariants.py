"""Conservation laws of Santa Fe: the card game, checked after every action of the contract
playouts: every one of the 58 cards is in exactly one place, hands stay level, and every point
a player holds was given in a `round_scored` event."""

from __future__ import annotations

from collections import Counter
from typing import Any


def check(game: Any, events: list[dict[str, Any]]) -> None:
    deck = game.deck
    places: list[str] = list(game.undealt) + list(game.aside) + list(game.on_table)
    for p in game.players:
        places += game.hands[p] + game.piles[p]
    if game.phase in ("play", "scorpion", "fill"):
        for p, play in game.plays.items():
            if play["start"] is not None:
                places.append(play["start"])
            places += play["duel"]
            places += game.face_down.get(p, [])
    if game.phase == "pass":
        # Chosen lone cowboys stay in their hands until everyone has chosen.
        assert all(c in game.hands[p] for p, c in game.passing.items())
    counts = Counter(places)
    assert sum(counts.values()) == 58, sum(counts.values())
    assert set(counts) == set(deck.cards), set(deck.cards) ^ set(counts)
    assert max(counts.values()) == 1, [c for c, k in counts.items() if k > 1]
    in_round = 58 - len(game.aside) - len(game.on_table)
    assert in_round == (56 if game.options["ten_wolves"] else 55)
    assert len(game.undealt) == in_round - 11 * len(game.players)
    # Piles hold whole tricks: n cards for every card the trick's winner played.
    if not game.is_over:
        assert all(len(pile) % len(game.players) == 0 for pile in game.piles.values())
        # Between tricks every hand holds the same number of cards.
        between = game.phase == "declare" or (game.phase == "play" and game.sub == "start")
        if between and all(play["start"] is None for play in game.plays.values()):
            assert len({len(h) for h in game.hands.values()}) == 1
    # Points: the totals are exactly the sum of the round_scored events.
    given: Counter[str] = Counter()
    rounds = 0
    for e in events:
        if e["type"] == "round_scored":
            rounds += 1
            for p, row in e["rows"].items():
                given[p] += row["total"]
    assert all(game.totals[p] == given[p] for p in game.players), (game.totals, given)
    assert rounds == len(game.sheet)
    assert all(isinstance(v, int) for v in game.totals.values())
