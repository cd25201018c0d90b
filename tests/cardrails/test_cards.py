"""The card set: the rulebook's numbers and a geometry that tiles one hex grid; broken data is
refused at load."""

from __future__ import annotations

import copy
import json

import pytest

from engine.cardrails import cards as C


@pytest.fixture
def data():
    return json.loads(C.DATA.read_text())


def test_the_shipped_set_keeps_the_rulebook_numbers(data):
    """ "45 Track cards", "5 Railroad Shares cards", "60 cubes in 5 colors", "Each Railroad has 9
    cards associated with it. These cards have one hex that contains the Railroad's symbol"."""
    s = C.parse(data)
    assert len(s.cards) == 45 and len(s.railroads) == 5 and s.shares_boxes == 12
    for r in s.railroads:
        mine = [s.cards[c] for c in s.by_railroad(r)]
        assert len(mine) == 9
        assert all(list(c.hexes.values()).count("symbol") == 1 for c in mine)
    assert any(c.symbol_slot() in C.HALF_SLOTS for c in s.cards.values())  # symbols on 1/2 hexes
    features = [f for c in s.cards.values() for f in c.hexes.values()]
    assert features.count("lake") and features.count("swap") and features.count("purple")


def test_labels_round_trip():
    for c in range(-12, 13):
        for r in range(-30, 31):
            if C.is_hex(c, r):
                assert C.parse_label(C.label((c, r))) == (c, r)
    assert C.parse_label(" e2n1 ") == C.parse_label("E2N1")
    assert C.parse_label("north") is None and C.parse_label("") is None


def test_geometry_tiles_one_grid():
    C.check_geometry()
    # Every card has 4 full hexes and 8 halves: 2 on each edge.
    parts = [p for _, _, _, p in C.footprint(0)]
    assert parts.count("F") == 4 and all(parts.count(h) == 2 for h in "NSEW")
    assert sorted(C.footprint(0), key=lambda t: t[1:]) != sorted(C.footprint(180))
    assert {t[1:] for t in C.footprint(0)} == {t[1:] for t in C.footprint(180)}


def _broken(data, change):
    bad = copy.deepcopy(data)
    change(bad)
    with pytest.raises(C.CardDataError):
        C.parse(bad)


def test_broken_data_is_refused(data):
    _broken(data, lambda d: d["cards"].pop())  # 44 cards
    _broken(data, lambda d: d["railroads"].pop())
    _broken(data, lambda d: d.update(shares_boxes=11))
    _broken(data, lambda d: d["cards"][0]["hexes"].clear())  # no symbol
    _broken(data, lambda d: d["cards"][0]["hexes"].update({"T": "symbol", "B": "symbol"}))
    _broken(data, lambda d: d["cards"][0]["hexes"].update({"LT": "lake"}))  # lake on a half
    _broken(data, lambda d: d["cards"][0]["hexes"].update({"X": "lake"}))  # no such slot
    _broken(data, lambda d: d["cards"][0]["hexes"].update({"B": "volcano"}))
    _broken(data, lambda d: d["cards"][1].update(id=d["cards"][0]["id"]))
    _broken(data, lambda d: d["cards"][0].update(railroad="purple"))
    _broken(data, lambda d: d["cards"][9].update(railroad=d["cards"][0]["railroad"]))  # 10 + 8
    _broken(data, lambda d: d["starting_city"]["hexes"].pop("T"))
    _broken(data, lambda d: d.pop("cards"))
    _broken(data, lambda d: d["railroads"][1].update(color=d["railroads"][0]["color"]))


def test_broken_geometry_is_refused(monkeypatch):
    monkeypatch.setitem(C.SLOTS, "RB", (2, 1, "W"))  # off the hex grid
    with pytest.raises(C.CardDataError):
        C.check_geometry()
