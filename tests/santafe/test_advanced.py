"""The advanced game and the optional tile purchase. Each test quotes the sentence it checks."""

from __future__ import annotations

import pytest

import engine
from engine.santafe.game import RAILROADS
from tests.santafe.helpers import build, new, play_all, route_between, track, worded


def refused(game, player, action, code):
    with pytest.raises(engine.IllegalAction) as info:
        game.apply(player, action)
    assert info.value.code == code, (info.value.code, str(info.value))
    worded(info.value)  # and the player reads the rule in their language
    return str(info.value)


def skip_setup(g, buy=()):
    while g.phase == "setup":
        p = g.active_players()[0]
        g.apply(p, {"type": "engineer", "buy": p in buy})


def current(g):
    return g.active_players()[0]


def find_space(g, river: bool, mountain: bool):
    """A route and direction whose first space has exactly this terrain."""
    for rid, route in g.board.routes.items():
        for start in (route.a, route.b):
            s = route.space_from(start, 0)
            if s.river == river and s.mountain == mountain:
                return rid, start
    raise AssertionError("no such space on the board")


def stage_first_space(g, rid, start):
    """Put a railroad's railhead at `start` so the next tile goes on the route's first space."""
    r = "KP"
    g.lines[r] = [start]
    g.connected[r].add(start)
    return r


# -- options --------------------------------------------------------------------------------------
def test_options_in_record_and_views():
    g = new(3, advanced=True, tile_purchase=True)
    assert g.record()["options"] == {"advanced": True, "tile_purchase": True}
    assert g.view(None)["options"] == {"advanced": True, "tile_purchase": True}
    assert new(3).view(None)["options"] == {"advanced": False, "tile_purchase": False}
    with pytest.raises(ValueError):
        engine.new_game("santafe", ["a", "b"], 1, {"advanced": "yes"})


def test_advanced_money_and_branch_price():
    """Rulebook: "At the start of the game, each player receives $5 instead of $2." / "Drawing a
    Branch Line card costs $2 instead of $1."""
    g = new(2, advanced=True)
    assert all(m == 5 for m in g.money.values())
    skip_setup(g)
    play_all(g, {})
    while g.phase == "track":
        p = current(g)
        g.apply(p, next(a for a in g.legal_actions(p) if a["type"] == "track"))
    p = current(g)
    ev = g.apply(p, {"type": "draw", "pile": "branch", "railroad": "UP"})
    assert ev[0]["cost"] == 2


# -- Engineers ------------------------------------------------------------------------------------
def test_engineer_bought_before_the_game():
    """Rulebook: "Before the game begins, a player may buy an Engineer card for $4." (R17: in turn
    order, openly.)"""
    g = new(3, advanced=True)
    assert g.phase == "setup" and g.active_players() == ["p0"]
    assert g.legal_actions("p0") == [
        {"type": "engineer", "buy": True},
        {"type": "engineer", "buy": False},
    ]
    refused(g, "p1", {"type": "engineer", "buy": True}, "not_your_turn")
    ev = g.apply("p0", {"type": "engineer", "buy": True})
    assert ev[0] == {"type": "engineer_bought", "player": "p0", "cost": 4}
    assert g.money["p0"] == 1 and g.view(None)["seats"]["p0"]["engineer"] is True
    g.apply("p1", {"type": "engineer", "buy": False})
    g.apply("p2", {"type": "engineer", "buy": False})
    assert g.phase == "choose" and g.engineer_pile == 4


def test_engineer_drawn_shrinks_hand():
    """Rulebook: "A player who does not buy an Engineer card at the start may instead draw one
    during the game in place of drawing another card; in that case it is acquired for free, but that
    player's hand size is reduced to 4 cards for the rest of the game."""
    g = new(2, advanced=True)
    skip_setup(g, buy=("p1",))
    play_all(g, {})
    while g.phase == "track":
        p = current(g)
        g.apply(p, next(a for a in g.legal_actions(p) if a["type"] == "track"))
    assert current(g) == "p0"
    assert {"type": "draw", "pile": "engineer"} in g.legal_actions("p0")
    money = g.money["p0"]
    g.apply("p0", {"type": "draw", "pile": "engineer"})
    assert g.money["p0"] == money and g.engineer["p0"] == "drawn"
    assert g.hand_size("p0") == 4 and current(g) == "p1"  # 4 cards is a full hand now
    # p1 bought one: "Each player may use only one Engineer card."
    assert {"type": "draw", "pile": "engineer"} not in g.legal_actions("p1")
    refused(g, "p1", {"type": "draw", "pile": "engineer"}, "one_engineer")


# -- Terrain --------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("river", "mountain", "cost", "with_engineer"),
    [
        (True, False, 1, 0),
        (False, True, 1, 1),
        (True, True, 2, 0),
    ],
)
def test_terrain_costs(river, mountain, cost, with_engineer):
    """Rulebook: "Placing track across a river costs $1." / "Placing track on a mountain route (a
    brown line) costs $1." / "Placing track on a mountain route that also crosses a river costs $2."
    / "A player holding an Engineer card may place track across rivers (including mountain routes
    that cross a river) for free." (R10)"""
    for engineer in (False, True):
        g = new(2, advanced=True)
        skip_setup(g, buy=("p0",) if engineer else ())
        play_all(g, {})
        rid, start = find_space(g, river, mountain)
        r = stage_first_space(g, rid, start)
        toward = g.board.routes[rid].other(start)
        g.money["p0"] = 10
        ev = g.apply("p0", track(r, rid, toward))
        expected = with_engineer if engineer else cost
        assert ev[0]["cost"] == expected
        assert g.money["p0"] == 10 - expected


def test_cannot_afford_terrain_is_not_legal():
    """Issue 3: "A placement the player cannot pay for is not legal." (R12: then they pass.)"""
    g = new(2, advanced=True)
    skip_setup(g)
    play_all(g, {})
    rid, start = find_space(g, True, True)
    r = stage_first_space(g, rid, start)
    toward = g.board.routes[rid].other(start)
    g.money["p0"] = 1
    assert track(r, rid, toward) not in g.legal_actions("p0")
    msg = refused(g, "p0", track(r, rid, toward), "cannot_afford")
    assert "$2" in msg


def test_basic_game_has_no_terrain_cost():
    g = new(2)
    play_all(g, {})
    rid, start = find_space(g, True, True)
    r = stage_first_space(g, rid, start)
    ev = g.apply("p0", track(r, rid, g.board.routes[rid].other(start)))
    assert ev[0]["cost"] == 0


# -- Passing --------------------------------------------------------------------------------------
def test_pass_and_all_pass_ends_the_game():
    """Rulebook: "A player may pass instead of placing track during a track-laying turn. If all
    players pass during a single track-laying turn, the game ends immediately."""
    g = new(3, advanced=True)
    skip_setup(g)
    play_all(g, {})
    assert {"type": "pass"} in g.legal_actions("p0")
    g.apply("p0", {"type": "pass"})
    g.apply("p1", {"type": "pass"})
    assert not g.is_over
    ev = g.apply("p2", {"type": "pass"})
    assert ev[-1]["type"] == "game_over" and ev[-1]["reason"] == "all_passed"


def test_not_all_passing_goes_on():
    g = new(2, advanced=True)
    skip_setup(g)
    play_all(g, {})
    g.apply("p0", {"type": "pass"})
    p = current(g)
    g.apply(p, next(a for a in g.legal_actions(p) if a["type"] == "track"))
    g.apply(current(g), {"type": "pass"})  # second turn: only one pass so far
    assert not g.is_over


def test_broke_player_passes_automatically():
    """R12: in the advanced game a player whose only placements cost more than they have passes."""
    g = new(2, advanced=True)
    skip_setup(g)
    play_all(g, {})
    for rid in g.board.routes:  # leave only a river space open, for one railroad
        g.route_owner[rid] = "XX"
        g.route_from[rid] = g.board.routes[rid].a
        g.route_placed[rid] = 0
    rid, start = find_space(g, True, False)
    for key in (g.route_owner, g.route_from, g.route_placed):
        del key[rid]
    for r in RAILROADS:
        g.lines[r] = [start] if r == "KP" else ["chicago"]
    g.money["p1"] = 0
    g.apply("p0", {"type": "pass"})
    # p1 could place only by paying: passed for them; everybody passed: the game ends.
    assert g.is_over and g.end_reason == "all_passed"


# -- Optional rule: tile purchase ----------------------------------------------------------------
def _to_purchase(g):
    while g.phase not in ("purchase", "over"):
        p = current(g)
        acts = g.legal_actions(p)
        g.apply(p, next((a for a in acts if a["type"] == "track"), acts[0]))


def test_purchase_step_after_drawing():
    """Rulebook: "After drawing cards, and before passing the train piece, add the following step:
    Starting with the first player and proceeding clockwise, each player may pay $1 to purchase
    exactly one track tile."""
    g = new(3, tile_purchase=True)
    play_all(g, {})
    _to_purchase(g)
    assert g.phase == "purchase" and current(g) == "p0"
    acts = g.legal_actions("p0")
    assert {"type": "no_purchase"} in acts
    assert {"type": "buy_tile", "railroad": "KP"} in acts
    money, supply = g.money["p0"], g.supply["KP"]
    ev = g.apply("p0", {"type": "buy_tile", "railroad": "KP"})
    assert ev[0] == {"type": "tile_bought", "player": "p0", "railroad": "KP", "cost": 1}
    assert g.money["p0"] == money - 1 and g.supply["KP"] == supply - 1
    assert current(g) == "p1"  # exactly one per player
    assert g.view(None)["seats"]["p0"]["purchased"] == {"KP": 1}  # public
    g.apply("p1", {"type": "no_purchase"})
    g.apply("p2", {"type": "no_purchase"})
    assert g.phase == "choose" and g.players[g.first] == "p1"


def test_purchased_tiles_only_after_supply_is_gone():
    """Rulebook: "Once all unpurchased track tiles have been placed, purchased tiles may be played
    following the normal rules, but a player is never required to play a purchased tile." (R14,
    R15)"""
    g = new(2, tile_purchase=True)
    play_all(g, {})
    g.purchased["p0"] = {"GN": 2}
    g.supply["GN"] -= 2
    g.supply.update({"SF": 0, "UP": 0, "KP": 0, "SP": 0})
    # GN supply still has tiles: purchased ones wait. Empty SF: nothing to place for it.
    assert not any(a["railroad"] == "SF" for a in g.legal_actions("p0"))
    g.supply["GN"] = 0
    acts = g.legal_actions("p0")
    assert acts and all(a["type"] == "pass" or a["railroad"] == "GN" for a in acts)
    assert {"type": "pass"} in acts  # never required
    ev = g.apply("p0", next(a for a in acts if a["type"] == "track"))
    assert ev[0]["source"] == "purchased" and g.purchased["p0"] == {"GN": 1}


def test_purchased_tile_refused_while_supply_remains():
    g = new(2, tile_purchase=True)
    play_all(g, {})
    g.purchased["p0"] = {"GN": 1}
    g.supply["GN"] = 0
    msg = refused(g, "p0", track("GN", "milwaukee~minneapolis", "minneapolis"), "purchased_not_yet")
    assert "unpurchased" in msg


def test_game_end_with_purchased_tiles():
    """R13 and R15: supply empty, a player without placeable tiles cannot place: the game ends."""
    g2 = new(2, tile_purchase=True)
    play_all(g2, {})
    g2.supply = dict.fromkeys(RAILROADS, 0)
    g2.supply["GN"] = 1
    g2.purchased["p1"] = {"SF": 1}
    g2.apply("p0", track("GN", "milwaukee~minneapolis", "minneapolis"))
    # The supply is now empty but p1 holds a tile: the game goes on with p1, who may place it.
    assert not g2.is_over and current(g2) == "p1"
    assert any(a["type"] == "track" for a in g2.legal_actions("p1"))
    ev = g2.apply("p1", {"type": "pass"})
    # Second track-laying turn: p0 holds no tile -> unable to place -> the game ends.
    assert g2.is_over and ev[-1]["reason"] == "player_blocked"


def test_all_tiles_placed_counts_purchased_tiles():
    g = new(2, tile_purchase=True)
    play_all(g, {})
    g.supply = dict.fromkeys(RAILROADS, 0)
    g.purchased["p0"] = {"GN": 1}
    ev = g.apply("p0", track("GN", "milwaukee~minneapolis", "minneapolis"))
    assert ev[-1]["type"] == "game_over" and ev[-1]["reason"] == "tiles_exhausted"


def test_double_turn_with_purchased_tiles():
    """R16: a Double Turn player may lay purchased tiles as either tile once the supply is empty."""
    g = new(2, tile_purchase=True)
    g.round = 2
    play_all(g, {"p0": "double_turn"})
    g.supply = dict.fromkeys(RAILROADS, 0)
    g.supply["GN"] = 1
    g.purchased["p0"] = {"GN": 1}
    g.purchased["p1"] = {"SF": 1}
    ev1 = g.apply("p0", track("GN", "milwaukee~minneapolis", "minneapolis"))
    assert ev1[0]["source"] == "supply" and current(g) == "p0"
    rid = "milwaukee~minneapolis"
    n = len(g.board.routes[rid].spaces)
    assert n >= 2
    ev2 = g.apply("p0", track("GN", rid, "minneapolis"))
    assert ev2[0]["source"] == "purchased"


def test_build_helper_consistency():
    g = new(2)
    build(g, "GN", ["milwaukee", "minneapolis"])
    assert "minneapolis" in g.connected["GN"]
    assert g.lines["GN"] == ["minneapolis"]
    assert route_between(g, "milwaukee", "minneapolis") in g.route_owner


def test_every_tile_of_a_mountain_route_costs():
    """Rulebook: "Placing track on a mountain route (a brown line) costs $1." The route is the
    unit: each of the six tiles from Salt Lake City to Los Angeles costs $1, not just the one
    nearest the peaks."""
    g = new(2, advanced=True)
    skip_setup(g)
    play_all(g, {})
    rid = "salt-lake-city~los-angeles"
    route = g.board.routes[rid]
    assert route.mountain and len(route.spaces) == 6
    r = stage_first_space(g, rid, "salt-lake-city")
    costs = []
    for _ in route.spaces:
        g.money["p0"] = 10
        g.tiles_this_turn = 0
        g.turn_pos = g._order().index("p0")
        ev = g.apply("p0", track(r, rid, "los-angeles"))
        costs.append(ev[0]["cost"])
    assert costs == [1] * 6
    # A flat route costs nothing, tile after tile.
    flat = g.board.routes["salt-lake-city~reno"]
    assert not flat.mountain and not any(s.river or s.mountain for s in flat.spaces)
