"""Card Rails' conservation laws, checked after every action of the contract playouts."""

from __future__ import annotations

from typing import Any

from engine.cardrails.cards import SHARE_BOXES


def check(game: Any, events: list[dict[str, Any]]) -> None:
    n_rr = len(game.railroads)
    # 45 Track cards (36 with 3 players): hands + the chosen card + discards + on the map.
    on_map = [c["card"] for c in game.placed[1:]]
    cards = (
        sum(len(h) for h in game.hands.values())
        + (game.chosen is not None)
        + len(game.discards)
        + len(on_map)
    )
    assert cards == 9 * n_rr, cards
    everywhere = [c for h in game.hands.values() for c in h] + game.discards + on_map
    everywhere += [game.chosen] if game.chosen else []
    assert len(set(everywhere)) == len(everywhere), "a card is in two places"
    assert not set(everywhere) & set(game.removed_cards)
    # 60 cubes (48): on the Shares cards + in front of players + on the map.
    for r in game.railroads:
        held = sum(game.share_cubes[p][r] for p in game.players)
        built = sum(1 for c in game.cube.values() if c == r)
        assert game.cubes_left[r] + held + built == SHARE_BOXES, r
        assert len(game.track[r]) == built
    assert (
        sum(game.cubes_left.values()) + sum(map(game.share_count, game.players)) + len(game.cube)
        == SHARE_BOXES * n_rr
    )
    # "never more than 3 share cubes"; one cube per hex, never on a lake or the city.
    assert all(game.share_count(p) <= 3 for p in game.players)
    for h in game.cube:
        assert game.whole[h][0] not in ("lake", "city")
    # Hands only shrink to the end size; everybody's within one card of each other.
    sizes = [len(h) for h in game.hands.values()]
    assert max(sizes) - min(sizes) <= 1 + (game.chosen is not None) + (game.step == "swap_take")
