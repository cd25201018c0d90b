"""Santa Fe rule tests. Each quotes the rulebook sentence (or the ruling, RULINGS.md) it checks."""

from __future__ import annotations

import pytest

import engine
from engine.santafe.game import RAILROADS
from tests.santafe.helpers import build, new, play_all, route_between, track, worded


def partial(game, r: str, a: str, b: str, placed: int) -> str:
    """Railroad r has laid `placed` tiles from a toward b (its railhead at a moves onto it)."""
    rid = route_between(game, a, b)
    game.route_owner[rid] = r
    game.route_from[rid] = a
    game.route_placed[rid] = placed
    game.supply[r] -= placed
    game.lines[r][game.lines[r].index(a)] = rid
    return rid


def santa_fe_one_tile_from_houston(game) -> str:
    """The Santa Fe built Chicago - Little Rock - Dallas and all but the last space to Houston."""
    build(game, "SF", ["chicago", "little-rock", "dallas"])
    spaces = len(game.board.routes[route_between(game, "dallas", "houston")].spaces)
    return partial(game, "SF", "dallas", "houston", spaces - 1)


def current(game) -> str:
    return game.active_players()[0]


def refused(game, player, action, code):
    with pytest.raises(engine.IllegalAction) as info:
        game.apply(player, action)
    assert info.value.code == code, (info.value.code, str(info.value))
    worded(info.value)  # and the player reads the rule in their language
    return str(info.value)


# -- Setup -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("n", "double_turns"), [(2, 3), (3, 5), (4, 7), (5, 9)])
def test_setup(n, double_turns):
    """Rulebook: "Each player receives $2." "deals 4 to each player" "use 3 for a 2-player game, 5
    for 3 players, 7 for 4 players, and 9 for 5 players. The scorekeeper deals each player 1
    Double Turn card" "There are 32 blue tiles ..., 30 white ..., 25 green ..., 24 red ..., and
    17 yellow"."""
    g = new(n)
    for p in g.players:
        assert g.money[p] == 2
        assert len(g.hands[p]) == 4
        assert g.double_turns[p] == 1
        assert g.hand_size(p) == 5
    assert g.double_turn_pile + n == double_turns
    assert g.supply == {"SF": 32, "SP": 30, "GN": 25, "UP": 24, "KP": 17}
    assert g.branch_pile == dict.fromkeys(RAILROADS, 2)  # "10 Branch Line cards, 2 for each"
    assert len(g.city_pile) == 66 - 4 * n
    assert g.view(None)["first_player"] == "p0"  # R1
    assert g.engineer_pile == 0  # "Return the 5 Engineer cards to the box"


def test_city_deck():
    """Rulebook: "There is 1 card each for the 3 cities of value 2 and the 7 cities of value 3.
    There are 2 cards each for the 5 cities of value 4, the 7 cities of value 5, the 9 cities of
    value 6, and the 7 cities of value 7."""
    g = new(2)
    deck = g.city_pile + g.hands["p0"] + g.hands["p1"]
    assert len(deck) == 66
    for city in g.board.scoring_cities:
        assert deck.count(city.id) == (1 if city.value <= 3 else 2)


# -- Choosing cards -----------------------------------------------------------------------------
def test_first_round_city_only():
    """Rulebook: "In the first round only, players must play a City card."""
    g = new(3)
    assert all(a["card"] != "double_turn" for a in g.legal_actions("p0"))
    msg = refused(
        g, "p0", {"type": "play", "card": "double_turn", "branch": False}, "first_round_city"
    )
    assert "first round" in msg


def test_simultaneous_reveal_and_changing_a_choice():
    """Rulebook: "Each player chooses one card from their hand and places it face down on the
    table. Then, all face-down cards are turned face up simultaneously." (R18: a choice may be
    changed until the last player chooses.)"""
    g = new(3)
    a, b = g.hands["p0"][0], g.hands["p0"][1]
    ev = g.apply("p0", {"type": "play", "card": a, "branch": False})
    assert ev == [{"type": "choice_made", "player": "p0", "changed": False}]
    assert g.view("p1")["seats"]["p0"]["locked_in"] is True
    assert "choice" not in g.view("p1")["seats"]["p0"]
    assert g.view("p0")["seats"]["p0"]["choice"]["card"] == a
    g.apply("p0", {"type": "play", "card": b, "branch": False})  # changed my mind
    assert g.active_players() == ["p1", "p2"]
    g.apply("p1", g.legal_actions("p1")[0])
    assert g.phase == "choose"
    ev = g.apply("p2", g.legal_actions("p2")[0])
    reveal = next(e for e in ev if e["type"] == "cards_revealed")
    assert reveal["plays"]["p0"]["card"] == b
    assert set(reveal["plays"]) == {"p0", "p1", "p2"}
    assert g.phase == "track"
    # "Once a City card has been played, it remains face up in front of that player"
    assert g.cities_played["p0"] == [b]
    assert b not in g.hands["p0"] or g.hands["p0"].count(b) < 2


def test_card_not_in_hand():
    g = new(2)
    foreign = next(c for c in g.city_pile if c not in g.hands["p0"])
    refused(g, "p0", {"type": "play", "card": foreign, "branch": False}, "card_not_in_hand")


# -- Track laying -------------------------------------------------------------------------------
def test_first_tile_from_home_city():
    """Rulebook: "Each railroad company's first track tile must be placed connecting to that
    railroad's home city. The home cities are: Milwaukee for the Great Northern Railroad;
    Chicago for both the Santa Fe Railroad and the Union Pacific Railroad; Kansas City for the
    Kansas Pacific Railroad; and New Orleans for the Southern Pacific Railroad."""
    g = new(3)
    play_all(g, {})
    p = current(g)
    homes = {
        "GN": "milwaukee",
        "SF": "chicago",
        "UP": "chicago",
        "KP": "kansas-city",
        "SP": "new-orleans",
    }
    for a in g.legal_actions(p):
        route = g.board.routes[a["route"]]
        assert homes[a["railroad"]] in (route.a, route.b)
        assert a["toward"] != homes[a["railroad"]]
    assert {a["railroad"] for a in g.legal_actions(p)} == set(RAILROADS)
    msg = refused(g, p, track("SF", route_between(g, "dallas", "houston"), "houston"), "home_city")
    assert "home city" in msg


def test_must_extend_a_railhead():
    """Rulebook: "Every track tile must extend a route that has already been placed."""
    g = new(3)
    build(g, "SF", ["chicago", "kansas-city", "wichita"])
    play_all(g, {})
    p = current(g)
    # Kansas City is connected, but the railhead is at Wichita: no new route from Kansas City.
    rid = route_between(g, "kansas-city", "omaha")
    msg = refused(g, p, track("SF", rid, "omaha"), "not_a_railhead")
    assert "Branch Line" in msg
    legal = {(a["route"], a["toward"]) for a in g.legal_actions(p) if a["railroad"] == "SF"}
    assert all(g.board.routes[r].other(t) == "wichita" for r, t in legal)


def test_extend_mid_route_and_connect():
    """Rulebook: "On each turn, a player places one track tile" and a route reaches a city when
    full (R3)."""
    g = new(2)
    play_all(g, {})
    rid = route_between(g, "chicago", "des-moines")
    n = len(g.board.routes[rid].spaces)
    assert 2 <= n <= 4  # fits in the round's four track-laying moves of two players
    for i in range(n):
        ev = g.apply(current(g), track("SF", rid, "des-moines"))
        placed = ev[0]
        assert placed["type"] == "track_placed" and placed["space"] == (
            i if g.board.routes[rid].a == "chicago" else n - 1 - i
        )
        if i < n - 1:
            assert "des-moines" not in g.connected["SF"]
            # SF's only railhead is mid-route: its only move is to continue the route.
            sf = [a for a in g.legal_actions(current(g)) if a["railroad"] == "SF"]
            assert sf and all(a["route"] == rid for a in sf)
    assert "des-moines" in g.connected["SF"]
    assert g.lines["SF"] == ["des-moines"]


def test_no_track_from_the_opposite_side():
    """Rulebook: "Once one railroad company begins laying track between two cities, no other
    railroad company may lay track along that same route from the opposite side."""
    g = new(3)
    build(g, "UP", ["chicago", "des-moines", "omaha"])
    partial(g, "KP", "kansas-city", "omaha", 1)
    play_all(g, {})
    p = current(g)
    rid = route_between(g, "kansas-city", "omaha")
    assert not any(a["route"] == rid and a["railroad"] == "UP" for a in g.legal_actions(p))
    msg = refused(g, p, track("UP", rid, "kansas-city"), "route_taken")
    assert "opposite side" in msg or "same route" in msg


def test_double_route_one_railroad_per_line():
    """Rulebook: "where the board shows two lines drawn between a pair of cities, a second railroad
    company may lay track on whichever of the two routes remains open." / "Where two lines are
    drawn between a pair of cities, a single railroad company may not place track on both of
    those routes."""
    g = new(3)
    first = partial(g, "SF", "chicago", "kansas-city", 1)
    second = first + "~2" if not first.endswith("~2") else first[:-2]
    play_all(g, {})
    p = current(g)
    ups = {a["route"] for a in g.legal_actions(p) if a["railroad"] == "UP"}
    assert second in ups and first not in ups
    # SF itself: a branch at Chicago could not take the other line.
    g.branch_active[p] = "SF"
    sf = {(a["route"], a["branch"]) for a in g.legal_actions(p) if a["railroad"] == "SF"}
    assert (second, True) not in sf
    msg = refused(g, p, track("SF", second, "kansas-city", branch=True), "double_route")
    assert "both of those routes" in msg


def test_dead_end_and_player_unable_to_place_ends_the_game():
    """Rulebook: "If the original route and all of its branch lines are dead-ended, any remaining
    unused track tiles for that company can no longer be played." / "The game ends when ... A
    player is unable to place a track tile."""
    g = new(2)
    play_all(g, {})
    # Every route in the land is taken by somebody else: nothing can be placed.
    for rid in g.board.routes:
        g.route_owner.setdefault(rid, "XX")
        g.route_from.setdefault(rid, g.board.routes[rid].a)
        g.route_placed.setdefault(rid, 0)
    assert g.view(None)["railroads"]["SF"]["dead"] is True
    p = current(g)
    assert g.legal_actions(p) == []
    # The check happens when a player's turn begins: end the current turn by a normal route.
    g2 = new(2)
    play_all(g2, {})
    for rid in g2.board.routes:
        if rid != "chicago~milwaukee":
            g2.route_owner[rid] = "XX"
            g2.route_from[rid] = g2.board.routes[rid].a
            g2.route_placed[rid] = 0
    ev = g2.apply(current(g2), track("SF", "chicago~milwaukee", "milwaukee"))
    over = ev[-1]
    assert over["type"] == "game_over" and over["reason"] == "player_blocked"
    assert g2.is_over and g2.active_players() == []


def test_must_place_when_possible():
    """Rulebook: "If a legal track tile can be placed, the player must place one."""
    g = new(2)
    play_all(g, {})
    p = current(g)
    assert {"type": "pass"} not in g.legal_actions(p)
    refused(g, p, {"type": "pass"}, "no_passing")
    refused(g, p, {"type": "end_turn"}, "must_place")


def test_two_track_laying_turns_in_turn_order():
    """Rulebook: "Take the first track-laying turn. Starting with the first player and proceeding
    clockwise, each player places one track tile in turn. Take the second track-laying turn..."""
    g = new(3)
    play_all(g, {})
    order = []
    while g.phase == "track":
        p = current(g)
        order.append((g.track_turn, p))
        g.apply(p, g.legal_actions(p)[0])
    assert order == [(1, "p0"), (1, "p1"), (1, "p2"), (2, "p0"), (2, "p1"), (2, "p2")]
    assert g.phase == "draw"


def test_out_of_turn_refused():
    g = new(3)
    play_all(g, {})
    action = g.legal_actions("p0")[0]
    msg = refused(g, "p1", action, "not_your_turn")
    assert msg == "It is not your turn."  # no raw player ids


# -- Bonuses and scoring ------------------------------------------------------------------------
def test_houston_example_pays_six():
    """Rulebook: "Example: If a player connects the Santa Fe Railroad to Houston, and no other
    railroad company is yet connected there, that player earns $6."""
    g = new(3)
    rid = santa_fe_one_tile_from_houston(g)
    play_all(g, {})
    p = current(g)
    money = g.money[p]
    ev = g.apply(p, track("SF", rid, "houston"))
    bonuses = [e for e in ev if e["type"] == "bonus"]
    assert {(e["kind"], e["amount"]) for e in bonuses} == {("city", 2), ("special", 4)}
    assert g.money[p] == money + 6


def test_city_bonus_only_for_the_first_railroad():
    """Rulebook: "The player who is first to connect a railroad to a city marked on the board earns
    $2. Players who connect to that city afterward earn nothing."""
    g = new(3)
    g.connected["SP"].add("houston")
    rid = santa_fe_one_tile_from_houston(g)
    play_all(g, {})
    p = current(g)
    ev = g.apply(p, track("SF", rid, "houston"))
    assert [(e["kind"], e["amount"]) for e in ev if e["type"] == "bonus"] == [("special", 4)]


def test_double_turn_doubles_bonuses_and_places_two():
    """Rulebook: "During both the first and second track-laying turns of that round, the player may
    place two track tiles instead of one." / "All bonus payments received this round are
    doubled."""
    g = new(2)
    g.round = 2  # past the first round, which allows City cards only
    build(g, "SF", ["chicago", "little-rock", "dallas"])
    rid = route_between(g, "dallas", "houston")
    assert len(g.board.routes[rid].spaces) == 2
    first = g.players[g.first]
    play_all(g, {first: "double_turn"})
    assert current(g) == first
    money = g.money[first]
    g.apply(first, track("SF", rid, "houston"))
    assert current(g) == first  # a second tile this turn
    assert {"type": "end_turn"} in g.legal_actions(first)
    ev = g.apply(first, track("SF", rid, "houston"))
    assert g.money[first] == money + 12
    assert sorted(e["amount"] for e in ev if e["type"] == "bonus") == [4, 8]
    assert current(g) != first


def test_double_turn_second_tile_is_optional():
    """Rulebook: "the player may place two track tiles instead of one" (R12)."""
    g = new(2)
    g.round = 2  # past the first round, which allows City cards only
    first = g.players[g.first]
    play_all(g, {first: "double_turn"})
    g.apply(first, g.legal_actions(first)[0])
    ev = g.apply(first, {"type": "end_turn"})
    assert ev[0] == {"type": "turn_ended", "player": first}
    assert current(g) != first


def test_double_turn_exchange_and_return():
    """Rulebook: "At the start of the second track-laying turn, the player may exchange cards in
    hand: they may discard any number of City cards from their hand and draw the same number of
    cards from the draw pile. Discarded cards are removed from the game." / "After the second
    track-laying turn ends, Double Turn cards are placed face up on the Double Turn discard
    pile."""
    g = new(2)
    g.round = 2  # past the first round, which allows City cards only
    first = g.players[g.first]
    pile_before = g.double_turn_pile
    play_all(g, {first: "double_turn"})
    while g.phase == "track":
        p = current(g)
        g.apply(p, g.legal_actions(p)[0])
    assert g.phase == "exchange" and g.active_players() == [first]
    hand = sorted(g.hands[first])
    discard = hand[:2]
    other = next(p for p in g.players if p != first)
    before_other_view = g.view(other)["seats"][first]
    ev = g.apply(first, {"type": "exchange", "cards": discard})
    assert ev[0] == {"type": "exchanged", "player": first, "count": 2}
    assert len(g.hands[first]) == len(hand)
    assert g.removed_cities == 2
    assert g.view(other)["seats"][first]["hand_size"] == before_other_view["hand_size"]
    assert g.phase == "track" and g.track_turn == 2
    while g.phase == "track":
        p = current(g)
        g.apply(p, g.legal_actions(p)[0])
    assert g.double_turn_pile == pile_before + 1  # back on the pile, before drawing


def test_los_angeles_example_scores_fourteen():
    """Rulebook: "For example, if 2 railroad companies are connected to Los Angeles, the Los
    Angeles City card scores 14 points."""
    g = new(2)
    g.cities_played["p0"] = ["los-angeles"]
    g.connected["SF"].add("los-angeles")
    g.connected["SP"].add("los-angeles")
    breakdown = g.score_breakdown("p0")
    assert breakdown["cities"] == [
        {"city": "los-angeles", "value": 7, "railroads": 2, "points": 14}
    ]
    assert breakdown["total"] == 14 + 2  # "Each $1 is worth 1 point."


def test_railroad_counted_once_per_city():
    """Rulebook: "A single railroad company may connect to the same city any number of times, but
    when scoring City cards at the end of the game, it counts only once."""
    g = new(2)
    g.cities_played["p0"] = ["denver"]
    g.connected["KP"].add("denver")
    g.connected["KP"].add("denver")
    assert g.score_breakdown("p0")["cities"][0]["points"] == 5


def test_tie_break_most_value_seven_cards():
    """Rulebook: "If two or more players are tied for the highest score, the tied player who has
    played the most value-7 City cards wins." (R11: still tied, they share.)"""
    g = new(3)
    g.phase = "over"
    g.money = {"p0": 10, "p1": 10, "p2": 3}
    g.cities_played = {"p0": ["los-angeles"], "p1": ["denver"], "p2": []}
    assert g.scores()["p0"] == g.scores()["p1"] == 10
    assert g.winners() == ["p0"]
    g.cities_played = {"p0": ["los-angeles"], "p1": ["seattle"], "p2": []}
    assert g.winners() == ["p0", "p1"]


# -- Branch lines -------------------------------------------------------------------------------
def _to_draw(g):
    while g.phase not in ("draw", "over"):
        p = g.active_players()[0]
        acts = g.legal_actions(p)
        g.apply(p, acts[0])


def test_branch_line_draw_costs_one_and_one_held():
    """Rulebook: "When drawing a Branch Line card, a player must pay $1." / "A player may hold only
    one Branch Line card in hand at a time."""
    g = new(2)
    play_all(g, {})
    _to_draw(g)
    p = current(g)
    g.money[p] = 5
    g.hands[p].pop()  # room for two draws
    ev = g.apply(p, {"type": "draw", "pile": "branch", "railroad": "GN"})
    assert ev[0]["cost"] == 1 and g.money[p] == 4 and g.branch_held[p] == "GN"
    assert g.view(None)["seats"][p]["branch"] == "GN"  # drawn from a face-up display (R18)
    assert not any(a.get("pile") == "branch" for a in g.legal_actions(p))
    msg = refused(g, p, {"type": "draw", "pile": "branch", "railroad": "SF"}, "one_branch")
    assert "only one" in msg


def test_branch_line_must_be_played_next_round_and_branches():
    """Rulebook: "A player must play a Branch Line card in the round immediately following the
    round in which it was drawn." / "When a Branch Line card is played, that player may start a
    new route for that railroad company, branching from any city the railroad is currently
    connected to."""
    g = new(2)
    build(g, "KP", ["kansas-city", "wichita", "dodge-city"])
    play_all(g, {})
    _to_draw(g)
    p = current(g)
    g.apply(p, {"type": "draw", "pile": "branch", "railroad": "KP"})
    while g.phase != "choose":
        q = g.active_players()[0]
        g.apply(q, g.legal_actions(q)[0])
    assert all(a["branch"] for a in g.legal_actions(p))
    card = g.legal_actions(p)[0]["card"]
    refused(g, p, {"type": "play", "card": card, "branch": False}, "branch_must_be_played")
    play_all(g, {p: (card, True)})
    assert g.view(None)["played"][p]["branch"] == "KP"
    while current(g) != p:
        q = current(g)
        g.apply(q, next(a for a in g.legal_actions(q) if a["railroad"] != "KP"))
    branches = [a for a in g.legal_actions(p) if a["branch"]]
    starts = {g.board.routes[a["route"]].other(a["toward"]) for a in branches}
    assert starts <= {"kansas-city", "wichita", "dodge-city"}
    assert "wichita" in starts  # a city behind the railhead
    a = next(a for a in branches if g.board.routes[a["route"]].other(a["toward"]) == "wichita")
    g.apply(p, a)
    assert len(g.lines["KP"]) == 2
    assert g.branch_active[p] is None  # the card is used up


def test_branch_limit_three_routes():
    """Rulebook: "Each railroad company may split into a maximum of 3 routes (the original route
    plus 2 branch lines)."""
    g = new(2)
    build(g, "KP", ["kansas-city", "wichita"])
    g.lines["KP"] += ["kansas-city", "kansas-city"]
    play_all(g, {})
    p = current(g)
    g.branch_active[p] = "KP"
    assert not any(a["branch"] for a in g.legal_actions(p))
    rid = route_between(g, "kansas-city", "omaha")
    msg = refused(g, p, track("KP", rid, "omaha", branch=True), "max_routes")
    assert "maximum of 3" in msg


def test_unused_branch_discarded_after_round():
    """Rulebook: "Even if a player does not use the Branch Line card, it must still be discarded
    after the second track-laying turn ends."""
    g = new(2)
    play_all(g, {})
    g.branch_active["p1"] = "GN"
    g.branch_pile["GN"] -= 1
    _to_draw(g)
    assert g.branch_active["p1"] is None
    assert g.removed_branches == 1


# -- Drawing ------------------------------------------------------------------------------------
def test_refill_to_five_and_two_draws_after_branch():
    """Rulebook: "each player draws cards until their hand contains 5 cards." / "A player who
    played a Branch Line card — that is, who played two cards — draws two cards to bring their
    hand back to 5."""
    g = new(2)
    play_all(g, {})
    g.branch_active["p0"] = "SF"  # as if p0 had played City + Branch Line
    g.branch_pile["SF"] -= 1
    g.hands["p0"].pop()
    g.city_pile.append("denver")
    g.removed_cities -= 1
    _to_draw(g)
    assert current(g) == "p0" and g.hand_size("p0") == 3
    g.apply("p0", {"type": "draw", "pile": "city"})
    assert current(g) == "p0"
    ev = g.apply("p0", {"type": "draw", "pile": "double_turn"})
    assert ev[0] == {"type": "drew", "player": "p0", "pile": "double_turn"}
    assert g.hand_size("p0") == 5 and current(g) == "p1"


def test_draw_events_hide_city_cards():
    g = new(2)
    play_all(g, {})
    _to_draw(g)
    ev = g.apply(current(g), {"type": "draw", "pile": "city"})
    assert ev[0] == {"type": "drew", "player": "p0", "pile": "city"}


def test_empty_piles():
    """Rulebook: "Once the draw pile is exhausted, no more City cards may be drawn." / "it is
    possible for the City card draw pile to be empty and no Double Turn or Branch Line cards to
    remain, in which case a player simply cannot draw any card."""
    g = new(2)
    play_all(g, {})
    g.removed_cities += len(g.city_pile)
    g.city_pile = []
    g.double_turns["p1"] += g.double_turn_pile  # hands may exceed 5 only in this test's setup
    g.double_turn_pile = 0
    g.removed_branches += sum(g.branch_pile.values())
    g.branch_pile = dict.fromkeys(RAILROADS, 0)
    while g.phase == "track":
        p = g.active_players()[0]
        g.apply(p, g.legal_actions(p)[0])
    # Nobody can draw anything: the round moves on with smaller hands.
    assert g.phase == "choose" and g.round == 2
    assert g.hand_size("p0") == 4
    assert g.view(None)["piles"]["city"] == 0


def test_first_player_passes_the_train():
    """Rulebook: "The first player passes the train piece to the player on their left, who becomes
    the next first player."""
    g = new(3)
    firsts = []
    while g.round <= 4 and not g.is_over:
        firsts.append((g.round, g.players[g.first]))
        r = g.round
        while g.round == r and not g.is_over:
            p = g.active_players()[0]
            g.apply(p, g.legal_actions(p)[0])
    assert firsts[:4] == [(1, "p0"), (2, "p1"), (3, "p2"), (4, "p0")]


def test_all_tiles_placed_ends_the_game():
    """Rulebook: "The game ends when ... All track tiles for all five railroad companies have been
    placed."""
    g = new(2)
    play_all(g, {})
    for r in RAILROADS:
        g.supply[r] = 0
    g.supply["GN"] = 1
    p = current(g)
    ev = g.apply(p, g.legal_actions(p)[0])
    assert ev[-1]["type"] == "game_over" and ev[-1]["reason"] == "tiles_exhausted"


def test_no_tiles_left_for_a_railroad():
    g = new(2)
    play_all(g, {})
    g.supply["SF"] = 0
    p = current(g)
    assert not any(a["railroad"] == "SF" for a in g.legal_actions(p))
    msg = refused(g, p, track("SF", "chicago~milwaukee", "milwaukee"), "no_tiles")
    assert "Santa Fe" in msg


def test_illegal_track_changes_nothing():
    g = new(3)
    play_all(g, {})
    p = current(g)
    before = (g.view(None), g.view(p), dict(g.money), dict(g.supply))
    refused(g, p, track("SF", "dallas~houston", "houston"), "home_city")
    refused(g, p, track("SF", "no-such-route", "houston"), "unknown_route")
    refused(g, p, track("ZZ", "dallas~houston", "houston"), "unknown_railroad")
    refused(g, p, track("SF", "chicago~milwaukee", "houston"), "wrong_direction")
    assert before == (g.view(None), g.view(p), dict(g.money), dict(g.supply))


def test_hidden_information_in_views():
    """R18: hands and secret choices are hidden; sizes and face-up cards are public."""
    g = new(3)
    g.apply("p0", {"type": "play", "card": g.hands["p0"][0], "branch": False})
    spectator = g.view(None)
    assert spectator["viewer"] is None
    for p in g.players:
        seat = spectator["seats"][p]
        assert "hand" not in seat and "choice" not in seat
        assert seat["hand_size"] == 5
    mine = g.view("p1")["seats"]
    assert "hand" in mine["p1"] and "hand" not in mine["p0"] and "choice" not in mine["p0"]
    assert "city_pile" not in str(spectator)
    for c in g.city_pile:  # pile order/identity never appears
        assert c not in str(spectator["piles"])


def test_recent_keeps_the_finished_turn_until_the_next_move():
    """The board image posted after a track-laying turn shows that turn's tiles (issue 4)."""
    g = new(3)
    play_all(g, {})
    laid = []
    while g.track_turn == 1:
        p = current(g)
        a = g.legal_actions(p)[0]
        g.apply(p, a)
        laid.append((p, a["railroad"], a["route"]))
    view = g.view(None)
    assert [(t["player"], t["railroad"], t["route"]) for t in view["recent"]] == laid
    assert [e["player"] for e in view["recent_events"] if e["type"] == "track_placed"] == [
        p for p, _, _ in laid
    ]
    g.apply(current(g), g.legal_actions(current(g))[0])
    assert len(g.view(None)["recent"]) == 1


def test_after_branching_both_routes_extend():
    """Rulebook: "After branching, that railroad's track may subsequently be extended along either
    the original route or the branched route."""
    g = new(2)
    build(g, "KP", ["kansas-city", "wichita", "dodge-city"])
    play_all(g, {})
    p = current(g)
    g.branch_active[p] = "KP"
    g.branch_pile["KP"] -= 1
    branch = next(
        a
        for a in g.legal_actions(p)
        if a["branch"] and g.board.routes[a["route"]].other(a["toward"]) == "kansas-city"
    )
    g.apply(p, branch)
    q = current(g)
    kp = {
        g.board.routes[a["route"]].other(a["toward"])
        for a in g.legal_actions(q)
        if a["railroad"] == "KP" and not a["branch"]
    }
    # The original railhead (Dodge City) and the new branch both offer moves.
    assert "dodge-city" in kp
    assert any(a["route"] == branch["route"] for a in g.legal_actions(q) if a["railroad"] == "KP")


def test_branch_line_without_a_card_to_pair_is_discarded():
    """Rulebook: "A Branch Line card must always be played together with another card" (R8: a
    player holding nothing else plays nothing, and the Branch Line card is discarded)."""
    g = new(2)
    g.round = 2
    g.removed_cities += len(g.hands["p0"])
    g.hands["p0"] = []
    g.double_turn_pile += g.double_turns["p0"]
    g.double_turns["p0"] = 0
    g.branch_pile["GN"] -= 1
    g.branch_held["p0"] = "GN"
    assert g.legal_actions("p0") == [] and g.active_players() == ["p1"]
    ev = g.apply("p1", g.legal_actions("p1")[0])
    reveal = next(e for e in ev if e["type"] == "cards_revealed")
    assert reveal["plays"]["p0"] == {"card": None, "branch": None}
    assert g.branch_held["p0"] is None and g.removed_branches == 1
