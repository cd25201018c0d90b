"""Santa Fe's conservation laws, checked after every action of the contract playouts."""

from __future__ import annotations

from typing import Any


def check(game: Any, events: list[dict[str, Any]]) -> None:
    board = game.board
    n = len(game.players)
    # 66 City cards: draw pile + hands + played + removed by exchanges.
    cities = (
        len(game.city_pile)
        + sum(len(h) for h in game.hands.values())
        + sum(len(c) for c in game.cities_played.values())
        + game.removed_cities
    )
    assert cities == 66, cities
    # Double Turn cards: pile + hands + played this round (until discarded) = 3/5/7/9.
    in_play = sum(1 for p in game.players if game.played.get(p, {}).get("card") == "double_turn")
    # Played ones go back to the pile after the second track-laying turn (the game ends only
    # while track is laid, so "over" still holds them).
    returned = game.phase not in ("track", "exchange", "over")
    dt = game.double_turn_pile + sum(game.double_turns.values()) + (0 if returned else in_play)
    assert dt == {2: 3, 3: 5, 4: 7, 5: 9}[n], dt
    # Branch Line cards: 10 = display + held + played-and-unused + removed.
    branches = (
        sum(game.branch_pile.values())
        + sum(1 for b in game.branch_held.values() if b)
        + sum(1 for b in game.branch_active.values() if b)
        + game.removed_branches
    )
    assert branches == 10, branches
    # Engineers.
    if game.options["advanced"]:
        assert game.engineer_pile + sum(1 for e in game.engineer.values() if e) == 5
    # Money: nothing created or lost; every flow is an event.
    start = n * game.start_money
    paid_out = sum(e["amount"] for e in events if e["type"] == "bonus")
    paid_in = sum(e.get("cost", 0) for e in events)
    assert sum(game.money.values()) == start + paid_out - paid_in
    assert (game.paid_by_bank, game.paid_to_bank) == (paid_out, paid_in)
    assert all(m >= 0 for m in game.money.values())
    # Tiles: supply + purchased + on the board = 32/30/25/24/17.
    for r, rr in board.railroads.items():
        on_board = sum(k for rid, k in game.route_placed.items() if game.route_owner[rid] == r)
        held = sum(h.get(r, 0) for h in game.purchased.values())
        assert game.supply[r] + held + on_board == rr.tiles, r
    # No route holds more tiles than it has spaces, nor two railroads.
    for rid, k in game.route_placed.items():
        assert 1 <= k <= len(board.routes[rid].spaces)
    for r in board.railroads:
        assert len(game.lines[r]) <= 3
    # Hands never exceed the limit.
    for p in game.players:
        assert game.hand_size(p) <= 5
