"""Card Rails rule tests. Each quotes the rulebook sentence (or ruling, RULINGS.md) it checks."""

from __future__ import annotations

import json
import random

import pytest

import engine
from engine.cardrails.cards import load_cards
from engine.cardrails.game import DEAL, END_HAND
from tests.cardrails.helpers import choose, cube, current, hx, lay, new, refused, with_card

RAILS = ("orange", "yellow", "green", "black", "white")


# -- Setup -----------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [3, 4, 5])
def test_setup(n):
    """ "3 players: 12 cards each; 4 players: 11 cards each (discard extra); 5 players: 9 cards
    each." "Playing 3 players? Remove from the game: one of the Railroad Shares cards, its 12
    cubes, & all cards with a matching symbol." """
    g = new(n)
    assert all(len(h) == DEAL[n] for h in g.hands.values())
    if n == 3:
        assert g.removed in RAILS and len(g.railroads) == 4
        assert len(g.removed_cards) == 9
        assert all(load_cards().cards[c].railroad == g.removed for c in g.removed_cards)
        assert sum(g.cubes_left.values()) == 48
        dealt = [c for h in g.hands.values() for c in h]
        assert not set(dealt) & set(g.removed_cards) and len(dealt) == 36
    else:
        assert g.removed is None and sum(g.cubes_left.values()) == 60
    assert len(g.discards) == {3: 0, 4: 1, 5: 0}[n]  # "discard extra", face up (R8)
    v = g.view(None)
    assert v["removed_railroad"] == g.removed


def test_first_player_is_random():
    """ "Randomly give someone the Priority Deal card. They start the game with play continuing
    clockwise around the table." """
    firsts = {new(4, seed).view(None)["first_player"] for seed in range(12)}
    assert len(firsts) > 1
    g = new(4, 3)
    order = g.view(None)["order"]
    assert current(g) == order[0]
    for k in range(1, 4):
        p = choose(g)
        g.apply(p, next(a for a in g.legal_actions(p) if a["type"] == "share"))
        assert current(g) == order[k]


# -- Take a Share ----------------------------------------------------------------------------
def test_take_a_share():
    """ "Discard the chosen card from your hand and take the next available cube from any
    Railroad Share card. Place the cube in front of you." """
    g = new(4)
    card = g.hands[current(g)][0]
    p = choose(g, card)
    events = g.apply(p, {"type": "share", "railroad": "green"})
    assert g.share_cubes[p]["green"] == 1 and g.cubes_left["green"] == 11
    assert card in g.discards and card not in g.hands[p]
    assert [e["type"] for e in events][:2] == ["share_taken", "card_discarded"]
    assert events[0]["box"] == 1  # "the next available cube" (R14)


def test_share_limit_of_three():
    """ "Note: You can only ever have a maximum of 3 Shares cubes in front of you." """
    g = new(4)
    p = current(g)
    g.share_cubes[p]["green"] = 2
    g.share_cubes[p]["black"] = 1
    choose(g)
    assert not [a for a in g.legal_actions(p) if a["type"] == "share"]
    text = refused(g, p, {"type": "share", "railroad": "orange"}, "share_limit")
    assert "maximum of 3 Shares cubes" in text


def test_full_shares_card():
    """ "If there are no cubes on the card, you can't take a Share of that Railroad. Choose a
    different one." """
    g = new(4)
    g.cubes_left["yellow"] = 0
    p = choose(g)
    assert {"type": "share", "railroad": "yellow"} not in g.legal_actions(p)
    assert "can't take a Share" in refused(
        g, p, {"type": "share", "railroad": "yellow"}, "no_cubes"
    )


def test_no_track_from_an_empty_shares_card():
    """ "All cubes come from Railroad Shares cards": an empty card builds no track either (its
    own code: the refusal reads differently from taking a share)."""
    g = new(4)
    lay(g, "O1", "E4")
    g.cubes_left["yellow"] = 0
    p = choose(g)
    assert {"type": "build", "railroad": "yellow", "hex": "E2"} not in g.legal_actions(p)
    assert "no cube left" in refused(
        g, p, {"type": "build", "railroad": "yellow", "hex": "E2"}, "build_no_cubes"
    )


# -- Building --------------------------------------------------------------------------------
def test_first_builds_are_next_to_the_city():
    """ "All Railroads begin in the Starting City. Your 1st build will be adjacent to that
    city." The city's neighbours are whole once a card matches the city card's halves."""
    g = new(4)
    lay(g, "O1", "E4")  # its left-edge halves complete E2 and E2S1, both next to the city
    p = choose(g)
    builds = [a for a in g.legal_actions(p) if a["type"] == "build"]
    assert {a["hex"] for a in builds} == {"E2", "E2S1"}
    assert {a["railroad"] for a in builds} == set(RAILS)


def test_track_next_to_its_own_color():
    """ "Track must be built next to its own color." """
    g = new(4)
    with_card(g, "O1", {"T": "symbol"})
    lay(g, "O1", "E4")
    cube(g, "green", "E2")
    p = choose(g)
    legal = g.legal_actions(p)
    assert {"type": "build", "railroad": "green", "hex": "E3"} in legal
    assert {"type": "build", "railroad": "black", "hex": "E3"} not in legal
    text = refused(g, p, {"type": "build", "railroad": "black", "hex": "E3"}, "not_adjacent")
    assert "next to its own color" in text
    # Two cubes of two railroads in one turn: "they can come from 2 different Railroads."
    g.apply(p, {"type": "build", "railroad": "green", "hex": "E3"})
    g.apply(p, {"type": "build", "railroad": "black", "hex": "E2S1"})
    assert g.cube[hx("E3")] == "green" and g.cube[hx("E2S1")] == "black"
    assert current(g) != p  # two cubes: the turn is over


def test_one_cube_per_hex():
    """ "Each hex can only hold one cube." """
    g = new(4)
    lay(g, "O1", "E4")
    cube(g, "green", "E2")
    p = choose(g)
    assert "only hold one cube" in refused(
        g, p, {"type": "build", "railroad": "black", "hex": "E2"}, "occupied"
    )


def test_lakes_hold_no_cube():
    """ "Blue Lake hexes cannot hold any cubes." """
    g = new(4)
    with_card(g, "O1", {"L": "lake", "T": "symbol"})
    lay(g, "O1", "E4")  # L lands on E3, next to E2
    cube(g, "green", "E2")
    p = choose(g)
    assert not [a for a in g.legal_actions(p) if a.get("hex") == "E3"]
    text = refused(g, p, {"type": "build", "railroad": "green", "hex": "E3"}, "lake")
    assert text == "That hex is a lake: no track can be built there."


def test_only_whole_hexes_take_track():
    """ "You can only place track in a whole, matched hex." """
    g = new(4)
    p = choose(g)
    assert "whole, matched hex" in refused(
        g, p, {"type": "build", "railroad": "green", "hex": "E2"}, "half_hex"
    )


def test_build_only_in_full_hexes_discards_the_card():
    """ "If you only build track into a full-sized hex, discard your chosen card." """
    g = new(4)
    lay(g, "O1", "E4")
    card = g.hands[current(g)][0]
    p = choose(g, card)
    g.apply(p, {"type": "build", "railroad": "green", "hex": "E2"})
    g.apply(p, {"type": "stop"})
    assert card in g.discards


# -- Playing a card onto the map --------------------------------------------------------------
def test_play_a_card_to_build_into_a_half_hex():
    """ "If you want to build track into a 1/2 Hex, you must play the card you chose instead of
    discarding it. Place it onto the map where you want to build." """
    g = new(4)
    p = choose(g, "O1")
    events = g.apply(p, {"type": "place", "at": "E4", "rotation": 0})
    assert events[0]["type"] == "card_placed" and events[0]["completed"] == ["E2", "E2S1"]
    assert "O1" not in g.discards and g.view(None)["map"]["cards"][-1]["card"] == "O1"
    # R5: a cube must go into a hex the card completed; stopping now is refused.
    assert {"type": "stop"} not in g.legal_actions(p)
    refused(g, p, {"type": "stop"}, "must_use_card")
    g.apply(p, {"type": "build", "railroad": "green", "hex": "E2"})
    assert g.cube[hx("E2")] == "green"


def test_halves_must_match():
    """ "The two 1/2 hexes must match, but nothing else on the edges has to." A card must
    complete a 1/2 hex on the map and may not overlap it."""
    g = new(4)
    p = choose(g, "O1")
    assert "must match" in refused(g, p, {"type": "place", "at": "E8", "rotation": 0}, "no_match")
    assert "overlap" in refused(g, p, {"type": "place", "at": "E2", "rotation": 0}, "overlap")
    # A card half a card lower still matches (one half): edges need not line up.
    g.apply(p, {"type": "place", "at": "E4S1", "rotation": 0})
    assert g.completed == [hx("E2S1")]


def test_rotation():
    """ "Rotate it how you like." A card turns half a turn (R3); its hexes turn with it."""
    g = new(4)
    with_card(g, "O1", {"T": "symbol"})
    p = choose(g, "O1")
    assert "half a turn" in refused(
        g, p, {"type": "place", "at": "E4", "rotation": 90}, "bad_rotation"
    )
    g.apply(p, {"type": "place", "at": "E4", "rotation": 180})
    hexes = {h["hex"]: h for h in g.view(None)["map"]["hexes"]}
    assert hexes["E4S1"]["symbols"] == ["orange"]  # T printed on top lands at the bottom
    assert hexes["E4"]["symbols"] == []


def test_second_cube_may_lead_to_the_completed_hex():
    """R5: cubes are built one at a time; a card may be played after a first cube."""
    g = new(4)
    lay(g, "O1", "E4")
    p = choose(g, "O2")
    g.apply(p, {"type": "build", "railroad": "green", "hex": "E2"})
    places = [a for a in g.legal_actions(p) if a["type"] == "place"]
    assert places
    g.apply(p, places[0])
    assert all(a["hex"] in {"E2S1", *map(_lbl, g.completed)} for a in g.legal_actions(p))


def _lbl(h):
    from engine.cardrails.cards import label

    return label(h)


# -- Swap hexes ------------------------------------------------------------------------------
def test_swap_hex_forces_an_exchange():
    """ "Red Swap hexes force you to exchange a card in your hand with a card in the discard.
    You can look through the discards." """
    g = new(4)
    with_card(g, "O1", {"L": "swap", "T": "symbol"})
    lay(g, "O1", "E4")  # L = E3, a swap hex
    cube(g, "green", "E2")
    p = choose(g)
    size = len(g.hands[p])
    g.apply(p, {"type": "build", "railroad": "green", "hex": "E3"})
    assert g.view(None)["step"] == "swap_give"
    assert g.view(None)["decision"] == "private"
    gives = g.legal_actions(p)
    assert {a["card"] for a in gives} == set(g.hands[p])
    given = gives[0]["card"]
    events = g.apply(p, gives[0])
    assert events == [{"type": "swap_gave", "player": p, "card": given}]
    assert "different" in refused(g, p, {"type": "swap_take", "card": given}, "swap_same")
    take = g.legal_actions(p)[0]["card"]
    g.apply(p, {"type": "swap_take", "card": take})
    assert take in g.hands[p] and given in g.discards and len(g.hands[p]) == size
    assert g.view(None)["discards"] == g.discards  # the discards are open to all (R8)


def test_swap_with_empty_discards_does_nothing():
    """ "Red Swap hexes force you to exchange a card in your hand with a card in the
    discard." R8: with no card in the discards, nothing is exchanged."""
    g = new(5)  # 5 players: every card is dealt
    with_card(g, "O1", {"L": "swap", "T": "symbol"})
    lay(g, "O1", "E4")
    cube(g, "green", "E2")
    p = choose(g)
    events = g.apply(p, {"type": "build", "railroad": "green", "hex": "E3"})
    assert any(e["type"] == "swap_skipped" for e in events)


# -- The end ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [3, 4, 5])
def test_end_when_hands_are_down(n):
    """ "The game ends when all players have the same number of cards in hand: 3 players: 3
    cards; 4 players: 3 cards; 5 players: 2 cards." """
    g = new(n, 7)
    rng = random.Random(n)
    while not g.is_over:
        sizes = {len(h) for h in g.hands.values()}
        assert not (sizes == {END_HAND[n]} and g.step == "card")
        p = current(g)
        g.apply(p, rng.choice(g.legal_actions(p)))
    assert all(len(h) == END_HAND[n] for h in g.hands.values())
    assert g.turn == n * (DEAL[n] - END_HAND[n])
    assert g.view(None)["end_reason"] == "hands_played_down"


# -- Scoring ---------------------------------------------------------------------------------
def _scoring_game(**options: bool):
    g = new(4, 2, **options)
    with_card(g, "O1", {"L": "purple", "RT": "symbol"})
    with_card(g, "G1", {"T": "symbol"})
    lay(g, "O1", "E4")  # E3 purple; E6 will be half an orange symbol
    cube(g, "green", "E2")
    cube(g, "green", "E3")  # purple: +2
    return g


def test_railroad_value():
    """ "+1 for each empty box on Railroad card, +2 for each purple hex entered, +5 for each
    matching symbol hex entered" """
    g = _scoring_game()
    lay(g, "G1", "E8")  # G1's symbol on T = E8; its LT half completes E6 with O1's RT
    cube(g, "green", "E4")
    cube(g, "orange", "E2S1")
    p0 = g.players[0]
    g.share_cubes[p0]["green"] = 1
    g.cubes_left["green"] -= 1
    b = g.value_breakdown("green")
    assert b == {"empty_boxes": 4, "purple_hexes": 1, "symbol_hexes": 0, "value": 6}
    # A half symbol scores in full for its railroad (R4); the other railroad can enter it too.
    hexes = {h["hex"]: h for h in g.view(None)["map"]["hexes"]}
    assert hexes["E6"]["whole"] and hexes["E6"]["symbols"] == ["orange"]
    cube(g, "green", "E5")
    cube(g, "green", "E6")
    assert g.value_breakdown("green")["symbol_hexes"] == 0  # orange's symbol: no +5 for green
    g2 = _scoring_game()
    lay(g2, "G1", "E8")
    cube(g2, "orange", "E2S1")
    cube(g2, "orange", "E4S1")
    cube(g2, "orange", "E5")
    cube(g2, "orange", "E6")
    assert g2.value_breakdown("orange") == {
        "empty_boxes": 4,
        "purple_hexes": 0,
        "symbol_hexes": 1,
        "value": 9,
    }


def _finish(g, hands):
    for p, cards in hands.items():
        g.hands[p] = list(cards)
    return g._end()


def test_scores_and_cards_in_hand():
    """ "Each card you still have in your hand at the end of the game is worth 1 Share in the
    Railroad whose symbol is showing. Players multiply the total value of each Railroad with the
    number of Shares they own, both from cards and cubes." """
    g = _scoring_game()
    p0, p1, p2, p3 = g.players
    g.share_cubes[p0]["green"] = 2
    g.cubes_left["green"] -= 2
    green = g.value("green")  # 4 empty boxes + 2 purple = 6
    assert green == 6
    orange = g.value("orange")
    _finish(
        g,
        {
            p0: ["G2", "G3", "O2"],
            p1: ["G4", "K1", "K2"],
            p2: ["W1", "W2", "W3"],
            p3: ["Y1", "Y2", "Y3"],
        },
    )
    assert g.scores()[p0] == 4 * green + 1 * orange
    assert g.scores()[p1] == 1 * green
    rows = g.view(None)["score_breakdown"][p0]["railroads"]["green"]
    assert rows == {"cubes": 2, "cards": 2, "shares": 4, "value": 6, "points": 24}


def test_tie_goes_to_the_last_tied_player_in_turn_order():
    """ "The highest total wins. Tie? Last tied player in turn order wins." """
    g = new(4, 2)
    order = g.order()
    _finish(
        g,
        {p: ["W1", "W2", "W3"] if i in (0, 2) else ["Y1", "Y2", "Y3"] for i, p in enumerate(order)},
    )
    # Nobody holds a cube: everyone scores 0; the last in turn order wins.
    assert g.winners() == [order[-1]]
    events = g.view(None)
    assert events["winners"] == [order[-1]]


def test_final_dividend_payout():
    """ "Final Dividend Payout: [...] calculate the total of each Railroad, reveal everyone's
    Shares in hand, and divide the total amount evenly between shareholders, rounding up."
    Every shareholder gets the same amount, however many shares each holds (R11)."""
    g = _scoring_game(final_dividend=True)
    p0, p1, p2, p3 = g.players
    g.share_cubes[p0]["green"] = 1
    g.share_cubes[p1]["green"] = 1
    g.cubes_left["green"] -= 2
    assert g.value("green") == 6
    _finish(
        g,
        {
            p0: ["G2", "K1", "K2"],  # p0: 1 cube + 1 card = 2 green shares
            p1: ["K3", "K4", "K5"],  # p1: 1 cube = 1 green share
            p2: ["W1", "W2", "W3"],
            p3: ["Y1", "Y2", "Y3"],
        },
    )
    rows = {p: g.score_breakdown()[p]["railroads"]["green"] for p in g.players}
    # Green 6 between its 2 shareholders: 3 each, whatever the shares each holds.
    assert rows[p0]["shares"] == 2 and rows[p0]["points"] == 3
    assert rows[p1]["shares"] == 1 and rows[p1]["points"] == 3
    assert rows[p2]["points"] == rows[p3]["points"] == 0  # not shareholders: nothing
    # 7 between 2 shareholders rounds up: 4 each.
    g.cubes_left["green"] -= 1
    assert g.value("green") == 7
    assert [g.score_breakdown()[p]["railroads"]["green"]["points"] for p in (p0, p1)] == [4, 4]
    # Without the variant the same holdings score value x shares.
    plain = _scoring_game()
    plain.share_cubes[p0]["green"] = plain.share_cubes[p1]["green"] = 1
    plain.cubes_left["green"] -= 2
    _finish(plain, {p0: ["G2", "K1", "K2"], p1: ["K3", "K4", "K5"]})
    assert plain.score_breakdown()[p0]["railroads"]["green"]["points"] == 12


def test_final_dividend_three_shareholders_round_up():
    """ "divide the total amount evenly between shareholders, rounding up" (R11): 10 between
    3 shareholders is 4 each (3.33 rounded up), even for one holding 3 shares."""
    g = new(4, 2, final_dividend=True)
    p0, p1, p2, p3 = g.players
    for p, k in ((p0, 3), (p1, 1), (p2, 1)):
        g.share_cubes[p]["black"] = k
    g.cubes_left["black"] -= 10  # 10 empty boxes: value 10
    _finish(g, {p: [] for p in g.players})
    points = {p: g.score_breakdown()[p]["railroads"]["black"]["points"] for p in g.players}
    assert points == {p0: 4, p1: 4, p2: 4, p3: 0}


def test_open_hands():
    """ "Open Hands: [...] Just play with your hand or cards open instead of hidden." Every hand
    is in every view, the spectator's too (R12)."""
    closed, opened = new(4), new(4, open_hands=True)
    p, q = closed.players[:2]
    assert "open_hand" not in closed.view(None)["seats"][p]
    assert "hand" not in closed.view(None)["seats"][p]
    assert "hand" not in closed.view(q)["seats"][p] and "hand" in closed.view(p)["seats"][p]
    assert closed.view(None)["open_hands"] is False
    for viewer in (None, p, q):
        v = opened.view(viewer)
        assert v["open_hands"] is True
        for r in opened.players:
            assert v["seats"][r]["hand"] == opened.hands[r]
            assert v["seats"][r]["open_hand"] == opened.hands[r]
    # Nothing is hidden: the chosen card shows and every step is asked in the thread.
    mover = choose(opened)
    assert opened.view(None)["decision"] == "public"
    assert opened.view(None)["pending"]["chosen"] == opened.chosen is not None
    assert opened.view(None)["this_turn"]["card"] == opened.chosen
    assert mover == opened.current()


def test_hands_are_shown_at_the_end():
    """ "reveal everyone's Shares in hand" (R12: hands are shown once the game is over)."""
    g = new(3, 4)
    rng = random.Random(1)
    while not g.is_over:
        p = current(g)
        g.apply(p, rng.choice(g.legal_actions(p)))
    for p in g.players:
        assert g.view(None)["seats"][p]["open_hand"] == g.hands[p]


# -- Bad input -------------------------------------------------------------------------------
def test_bad_input_is_refused_in_plain_words():
    g = new(4)
    p = current(g)
    other = next(q for q in g.players if q != p)
    refused(g, other, {"type": "card", "card": g.hands[other][0]}, "not_your_turn")
    refused(g, p, {"type": "fly"}, "unknown_action")
    refused(g, p, {"type": "share", "railroad": "green"}, "wrong_step")
    refused(g, p, {"type": "card", "card": "Z9"}, "not_in_hand")
    refused(g, p, {"type": "card", "card": g.hands[p][0], "extra": 1}, "malformed")
    refused(g, p, {"type": "card", "card": 3}, "malformed")
    choose(g, "O1")
    # In Python False == 0: a rotation must be the int 0, not false.
    refused(g, p, {"type": "place", "at": "E4", "rotation": False}, "malformed")
    refused(g, p, {"type": "place", "at": "E4", "rotation": 0.0}, "malformed")
    refused(g, p, {"type": "build", "railroad": "green", "hex": "nowhere"}, "bad_hex")
    refused(g, p, {"type": "build", "railroad": "green", "hex": "E9S9"}, "off_map")
    refused(g, p, {"type": "build", "railroad": "green", "hex": "0"}, "city")
    refused(g, p, {"type": "build", "railroad": "purple", "hex": "E2"}, "unknown_railroad")
    refused(g, p, {"type": "stop"}, "wrong_step")
    g.apply(p, {"type": "place", "at": "E4", "rotation": 0})


def test_the_chosen_card_stays_hidden_and_cannot_be_taken_back():
    """ "On your turn, you will choose a card from your hand. You will either play it onto the
    table to expand the map or discard it." (R7): nothing of a hand becomes public until the
    move that uses it; the choice is final (there is no `back`)."""
    g = new(4)
    p = current(g)
    others = [q for q in g.players if q != p]
    before = {str(q): g.view(q) for q in [None, *others]}
    card = g.hands[p][0]
    events = g.apply(p, {"type": "card", "card": card})
    assert events == [{"type": "card_chosen", "player": p}]  # which card: not said
    assert {"type": "back"} not in g.legal_actions(p)
    refused(g, p, {"type": "back"}, "unknown_action")
    assert g.view(p)["pending"]["chosen"] == card and g.view(p)["this_turn"]["card"] == card
    for q in [None, *others]:
        v = g.view(q)
        assert v["pending"]["chosen"] is None and v["pending"]["card_hidden"] is True
        assert v["this_turn"]["card"] is None
        assert card not in json.dumps(v["stage"])
        assert "hand" not in v["seats"][p]
        # Only the hand size changed, as it does whichever card is chosen.
        assert v["seats"][p]["hand_size"] == before[str(q)]["seats"][p]["hand_size"] - 1
    # The steps on the hidden card are asked by DM, not pinged in the thread.
    assert g.view(None)["decision"] == "private"


def test_hidden_chosen_card_public_facts_do_not_depend_on_it():
    """R7: whichever card was chosen, the spectator view and the other players' views after
    choosing are the same (so nothing is revealed by the choice)."""
    g = new(4, 5)
    p = current(g)
    seen = set()
    for card in g.hands[p]:
        c = engine.replay(g.record())
        c.apply(p, {"type": "card", "card": card})
        seen.add(json.dumps([c.view(q) for q in c.players if q != p] + [c.view(None)]))
    assert len(seen) == 1


def test_steps_after_a_hidden_card_are_private_until_it_is_played():
    """R7: a step whose choices depend on the chosen card (where it could be played) is asked
    by DM; once the card is on the map the rest of the turn is public."""
    g = new(4)
    p = choose(g, "O1")
    assert g.view(None)["decision"] == "private"
    g.apply(p, {"type": "place", "at": "E4", "rotation": 0})
    assert g.view(None)["decision"] == "public"
    assert g.view(None)["this_turn"]["card"] == "O1"  # played: public now
    g2 = new(4)
    lay(g2, "O1", "E4")
    p2 = choose(g2, "G2")
    g2.apply(p2, {"type": "build", "railroad": "green", "hex": "E2"})
    assert g2.current() == p2 and g2.view(None)["step"] == "build"
    assert any(a["type"] == "place" for a in g2.legal_actions(p2))  # G2 may still be played
    assert g2.view(None)["decision"] == "private"
    assert g2.view(None)["pending"]["chosen"] is None


def test_nothing_possible_discards_the_chosen_card():
    """The rulebook gives no pass: "You have to choose one of two possible actions to perform:
    Take a Share or Build." (R9) A player who can neither take a share nor build with any card
    chooses a card and discards it; the turn counts towards the end."""
    g = new(4, 3)
    p = current(g)
    g.share_cubes[p]["green"] = 3  # "a maximum of 3 Shares cubes"
    for h in list(g.free):
        g.free.discard(h)  # nowhere to build
    for r in g.frontier:
        g.frontier[r].clear()
    g.fits = {}
    g.version += 1
    size = len(g.hands[p])
    assert [a["type"] for a in g.legal_actions(p)] == ["card"] * size
    card = g.hands[p][0]
    g.apply(p, {"type": "card", "card": card})
    assert g.legal_actions(p) == [{"type": "discard"}]
    events = g.apply(p, {"type": "discard"})
    assert {"type": "card_discarded", "player": p, "card": card} in events
    assert card in g.discards and len(g.hands[p]) == size - 1 and g.current() != p
    assert g.turn == 1


def test_five_players():
    """ "5 players: 9 cards each" and "The game ends when all players have the same number of
    cards in hand: [...] 5 players: 2 cards": 7 rounds of 5 turns, every card dealt (no
    discard), all five railroads."""
    g = new(5, 11)
    assert len(g.railroads) == 5 and g.removed is None and g.discards == []
    assert all(len(h) == 9 for h in g.hands.values())
    assert len(g.order()) == 5 and g.order()[0] == g.current()
    rng = random.Random(5)
    turns = 0
    while not g.is_over:
        p = current(g)
        before = g.turn
        g.apply(p, rng.choice(g.legal_actions(p)))
        turns += g.turn - before
    assert turns == 35 and all(len(h) == 2 for h in g.hands.values())


def test_three_player_setup_removes_a_railroad_everywhere():
    """ "Playing 3 players? Remove from the game: one of the Railroad Shares cards, its 12
    cubes, & all cards with a matching symbol." "3 players: 12 cards each" and the game ends at
    3 cards in hand. The removed railroad is never offered."""
    g = new(3, 9)
    gone = g.removed
    assert gone is not None
    v = g.view(None)
    assert gone not in v["railroads"] and v["removed_railroad"] == gone
    assert all(len(h) == 12 for h in g.hands.values()) and g.discards == []  # 36 = 45 - 9
    rng = random.Random(3)
    while not g.is_over:
        p = current(g)
        acts = g.legal_actions(p)
        assert not any(a.get("railroad") == gone for a in acts)
        g.apply(p, rng.choice(acts))
    assert g.turn == 27 and all(len(h) == 3 for h in g.hands.values())
    assert not any(load_cards().cards[c].railroad == gone for h in g.hands.values() for c in h)
