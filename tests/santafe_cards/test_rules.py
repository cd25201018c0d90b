"""Rule tests for Santa Fe: the card game. Each quotes the Dutch rulebook sentence it checks
(with a translation) or names the ruling in RULINGS.md."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest

import engine
from engine.core import canonical
from engine.santafe_cards.deck import load_deck
from engine.santafe_cards.game import SantaFeCards, score_round
from tests.santafe_cards.helpers import (
    NO_DUEL,
    PASS,
    deal,
    duel,
    new,
    play,
    refused,
    start,
    through_setup,
)

DECK = load_deck()


# -- the deck and the deal ---------------------------------------------------------------------
def test_deck():
    """ "58 nummerkaarten, waarvan 3 promokaarten" (58 number cards, 3 of them promos); R1: value
    n in n copies up to 8, eight 9s, one Sheriff (1), five Deputies (5), Mr. Dynamite and ten
    Bandits (10)."""
    assert len(DECK.cards) == 58 and len(DECK.base) == 55 and len(DECK.promos) == 3
    kinds = [DECK.kind(c) for c in DECK.base]
    assert kinds.count("deputy") == 5
    assert DECK.value("sheriff") == 1 and DECK.value("dynamite") == 10
    assert DECK.value("mario") == DECK.value("black-mario") == 2
    values = Counter(DECK.value(c) for c in DECK.base)
    assert [values[v] for v in range(1, 11)] == [1, 2, 3, 4, 5, 6, 7, 8, 8, 11]


def test_ten_bandits():
    """ "Voeg de kaart Tien Wolven toe aan de stapel. Er zitten dan 11 bandieten in het spel."
    (Add the Ten Wolves card to the deck. There are then 11 bandits in the game.) So the base
    game has ten Bandits, and Mr. Dynamite is not one of them: "Bandieten: 10 punten per kaart -
    Mr. Dynamite: 25 punten" (Bandits: 10 points a card - Mr. Dynamite: 25 points)."""
    kinds = Counter(DECK.kind(c) for c in DECK.base)
    assert kinds["bandit"] == 10 and kinds["dynamite"] == 1
    # "Bandieten hebben waarde 10" (Bandits have value 10); "Mr. Dynamite heeft waarde 10".
    assert {DECK.value(c) for c in DECK.base if DECK.kind(c) in ("bandit", "dynamite")} == {10}
    with_wolves = [*DECK.base, "wolves"]
    assert sum(DECK.kind(c) in ("bandit", "wolves") for c in with_wolves) == 11


def test_deputies_and_sheriff_values():
    """ "De hulpsheriffs hebben waarde 5." (The Deputies have value 5.) "De sheriff heeft waarde
    1." (The sheriff has value 1.) "Eén tot vier hulpsheriffs ... met alle vijf" (one to four
    Deputies ... with all five): five Deputies."""
    deputies = [c for c in DECK.base if DECK.kind(c) == "deputy"]
    assert len(deputies) == 5 and {DECK.value(c) for c in deputies} == {5}
    assert [c for c in DECK.base if DECK.value(c) == 1] == ["sheriff"]


def test_five_players_deal_everything():
    """ "Santa Fe is een slagenspel ... voor 3 tot 5 spelers" (3 to 5 players) and "geef iedere
    speler 11 kaarten" (give every player 11 cards): 5 x 11 = the 55 cards in play."""
    g = SantaFeCards(["a", "b", "c", "d", "e"], seed=3)
    assert all(len(h) == 11 for h in g.hands.values()) and g.undealt == []
    assert sorted(c for h in g.hands.values() for c in h) == sorted(DECK.base)


@pytest.mark.parametrize(("n", "undealt"), [(3, 22), (4, 11), (5, 0)])
def test_deal(n, undealt):
    """ "Schud de kaarten en geef iedere speler 11 kaarten." (Shuffle and deal 11 cards each.)
    "Leg de drie promokaarten ... opzij." (Set the three promo cards aside.) R2: the undealt
    cards stay face down out of the round."""
    g = new(n)
    assert all(len(h) == 11 for h in g.hands.values())
    assert len(g.undealt) == undealt
    assert sorted(g.aside) == sorted(DECK.promos)
    v = g.view(None)
    assert v["phase"] == "pass" and v["decision"] == "sealed" and v["round"] == 1
    assert all("hand" not in s for s in v["seats"].values())
    assert g.view("ann")["seats"]["ann"]["hand"] == g.hands["ann"]


# -- the lone cowboy ---------------------------------------------------------------------------
def test_lone_cowboy_is_passed_left_in_secret():
    """ "Kies uit je hand één kaart die je gedekt doorgeeft aan de speler links van je. Deze kaart
    heet de eenzame cowboy." (Pick one card from your hand and pass it face down to the player on
    your left: the lone cowboy.)"""
    g = new(3)
    give = {p: g.legal_actions(p)[0]["card"] for p in g.players}
    spectator = g.view(None)
    events = g.apply("ann", {"type": "give", "card": give["ann"]})
    assert [e["type"] for e in events] == ["locked_in"]
    assert g.view(None)["seats"]["ann"]["locked_in"]
    assert g.active_players() == ["bob", "cy"]
    assert g.view("ann")["seats"]["ann"]["passed_card"] == give["ann"]
    assert g.view("bob")["seats"]["ann"].get("passed_card") is None
    assert spectator["stage"] == g.view(None)["stage"]
    g.apply("bob", {"type": "give", "card": give["bob"]})
    events = g.apply("cy", {"type": "give", "card": give["cy"]})
    public = [e for e in events if "to" not in e]
    assert {"type": "cards_passed", "round": 1} in public
    assert not any(give["ann"] == e.get("card") for e in public)
    received = {e["to"]: e["card"] for e in events if e.get("type") == "card_received"}
    assert received == {"bob": give["ann"], "cy": give["bob"], "ann": give["cy"]}
    assert give["ann"] in g.hands["bob"] and give["ann"] not in g.hands["ann"]
    assert g.view("bob")["seats"]["bob"]["received"] == give["ann"]
    assert g.phase == "declare"


def test_the_lone_cowboy_can_be_changed_until_the_last_player_locks_in():
    """ "Kies uit je hand één kaart die je gedekt doorgeeft aan de speler links van je." (Pick one
    card from your hand to pass face down to the player on your left.) Chosen in secret and at
    once, so, as the answer promises, it can be changed until the last player locks in."""
    g = new(3)
    first, second = (a["card"] for a in g.legal_actions("ann")[:2])
    g.apply("ann", {"type": "give", "card": first})
    assert {"type": "give", "card": second} in g.legal_actions("ann")
    assert g.active_players() == ["bob", "cy"]  # ann has locked in
    events = g.apply("ann", {"type": "give", "card": second})
    assert events == []  # a change locks nobody in again
    assert g.view("ann")["seats"]["ann"]["passed_card"] == second
    assert g.view(None)["seats"]["ann"]["locked_in"]
    g.apply("bob", g.legal_actions("bob")[0])
    g.apply("cy", g.legal_actions("cy")[0])
    assert g.phase == "declare" and g.received["bob"] == second
    assert first in g.hands["ann"]


def test_the_sheriffs_choice_can_be_changed_until_the_last_player_locks_in():
    """ "Krijg je de sheriff in je hand, dan kies je aan het begin van de ronde welke soort sheriff
    je bent." (If you get the sheriff, you choose at the start of the round which kind of sheriff
    you are.) Asked of everyone at once (R7): the holder may change it until the last answer."""
    g = new(3, 2)
    for p in g.players:
        g.apply(p, g.legal_actions(p)[0])
    deal(g, {"ann": ["sheriff", "v2a"], "bob": ["v3b", "v3c"], "cy": ["v4a", "v4b"]})
    holder, others = "ann", ["bob", "cy"]
    brave = {"type": "declare", "brave": True, "swap": False}
    coward = {"type": "declare", "brave": False, "swap": False}
    g.apply(holder, brave)
    assert coward in g.legal_actions(holder)
    assert g.apply(holder, coward) == []
    g.apply(others[0], {"type": "ready"})
    assert g.legal_actions(others[0]) == []  # nothing to change: "ready" was all
    refused(g, others[0], {"type": "ready"}, "not_waiting")
    events = g.apply(others[1], {"type": "ready"})
    assert not any(e["type"] == "sheriff_brave" for e in events)
    assert g.brave is None and g.coward == holder


def test_face_down_fill_up_cards_can_be_taken_back_until_the_last_player_locks_in():
    """ "Heb je in totaal minder kaarten gespeeld dan de winnaar, dan vul je het verschil aan met
    kaarten uit je hand." (If you played fewer cards than the winner, make up the difference with
    cards from your hand.) Chosen in secret and at once (R10): until the last card is laid, the
    face-down cards can be taken back and chosen again."""
    g = _trick()
    deal(
        g,
        {
            "ann": ["v6c", "v9a", "v9b", "v9c"],
            "bob": ["v6a", "v8a", "v8b", "v2a"],
            "cy": ["v6b", "v4b", "v7a", "v7b"],
        },
    )
    play(g, ("ann", start("v6c")), ("bob", start("v6a")), ("bob", duel(8, 2)))
    play(g, ("cy", start("v6b")), ("cy", PASS), ("ann", PASS))
    assert g.phase == "fill" and g.fill == {"ann": 2, "cy": 2}
    play(g, ("ann", {"type": "add", "card": "v9a"}), ("ann", {"type": "add", "card": "v9b"}))
    assert g.view(None)["seats"]["ann"]["locked_in"] and g.active_players() == ["cy"]
    assert g.legal_actions("ann") == [{"type": "refill"}]
    assert g.apply("ann", {"type": "refill"}) == []
    assert not g.view(None)["seats"]["ann"]["locked_in"] and "v9a" in g.hands["ann"]
    assert g.view("ann")["trick"]["plays"]["ann"]["to_add"] == 2
    play(g, ("ann", {"type": "add", "card": "v9c"}), ("ann", {"type": "add", "card": "v9a"}))
    g.apply("cy", {"type": "add", "card": "v7a"})
    assert {"type": "refill"} not in g.legal_actions("cy")  # only once all are laid
    events = g.apply("cy", {"type": "add", "card": "v7b"})
    won = next(e for e in events if e["type"] == "trick_won")
    assert won["player"] == "bob" and won["face_down"] == 4
    assert g.hands["ann"] == ["v9b"] and {"v9c", "v9a"} <= set(g.piles["bob"])


def test_a_ten_is_never_a_lone_cowboy():
    """ "Een kaart met waarde 10 mag je niet als eenzame cowboy doorgeven." (A value-10 card may
    not be passed as the lone cowboy.)"""
    g = new(3)
    ten = next(c for p in g.players for c in g.hands[p] if DECK.value(c) == 10)
    owner = next(p for p in g.players if ten in g.hands[p])
    assert {"type": "give", "card": ten} not in g.legal_actions(owner)
    msg = refused(g, owner, {"type": "give", "card": ten}, "ten_not_passable")
    assert msg == "You may pass on a card, but never a value-10 card."
    other = next(c for p in g.players for c in g.hands[p] if c not in g.hands[owner])
    refused(g, owner, {"type": "give", "card": other}, "card_not_in_hand")
    refused(g, owner, {"type": "give", "card": g.hands[owner][0], "x": 1}, "malformed_card")


# -- the sheriff -------------------------------------------------------------------------------
def _holder(g):
    return next(p for p in g.players if "sheriff" in g.hands[p])


def _to_declare(seed=1, n=4):
    for s in range(seed, seed + 50):
        g = new(n, s)
        for p in g.players:
            g.apply(p, g.legal_actions(p)[0])
        if any("sheriff" in h for h in g.hands.values()):
            return g
    raise AssertionError("no sheriff dealt")


def test_every_player_answers_the_sheriff_phase():
    """ "Krijg je de sheriff in je hand, dan kies je aan het begin van de ronde welke soort
    sheriff je bent." (Holding the sheriff, you choose at the start of the round which kind of
    sheriff you are.) Everyone answers at once, so whom we wait for reveals nothing."""
    g = _to_declare()
    holder = _holder(g)
    assert g.view(None)["decision"] == "sealed"
    assert g.active_players() == g.players
    assert g.legal_actions(holder) == [
        {"type": "declare", "brave": False, "swap": False},
        {"type": "declare", "brave": True, "swap": False},
    ]
    other = next(p for p in g.players if p != holder)
    assert g.legal_actions(other) == [{"type": "ready"}]
    refused(g, other, {"type": "declare", "brave": True, "swap": False}, "nothing_to_declare")
    refused(g, holder, {"type": "ready"}, "must_declare")


def test_brave_sheriff_is_declared_openly():
    """ "Dappere sheriff. Je zegt hardop 'Ik ben de wet!' en legt de sheriff voor je neer."
    (Brave sheriff: you say out loud "I am the law!" and lay the sheriff in front of you.)"""
    g = _to_declare()
    holder = _holder(g)
    events = []
    for p in g.players:
        acts = g.legal_actions(p)
        events += g.apply(p, acts[-1])
    assert {"type": "sheriff_brave", "player": holder, "card": "sheriff"} in events
    seat = g.view(None)["seats"][holder]
    assert seat["brave"] and seat["open_card"] == "sheriff"
    assert g.view(None)["brave_sheriff"] == holder


def test_cowardly_sheriff_says_nothing():
    """ "Laffe sheriff. Je zegt niets en houdt de sheriff in je hand." (Cowardly sheriff: you say
    nothing and keep the sheriff in your hand.)"""
    g = _to_declare()
    holder = _holder(g)
    twin = copy.deepcopy(g)
    events = [e for p in g.players for e in g.apply(p, g.legal_actions(p)[0])]
    # Against a game where the sheriff holder is someone else entirely: nothing public differs.
    other = next(p for p in twin.players if p != holder)
    card = twin.hands[other][0]
    twin.hands[holder].remove("sheriff")
    twin.hands[other].remove(card)
    twin.hands[holder].append(card)
    twin.hands[other].append("sheriff")
    events2 = [e for p in twin.players for e in twin.apply(p, twin.legal_actions(p)[0])]
    assert canonical(events) == canonical(events2)
    assert canonical(g.view(None)) == canonical(twin.view(None))
    assert g.view(holder)["seats"][holder]["sheriff_choice"] == "cowardly"
    assert g.coward == holder and g.brave is None


# -- tricks ------------------------------------------------------------------------------------
def _trick(n=3, seed=1, **options):
    g = new(n, seed, **options)
    through_setup(g)
    g.brave = g.coward = None
    g.open_sheriff = False
    assert g.current == "ann" and g.leader == "ann"
    return g


def test_lowest_card_wins_and_equal_numbers_go_to_the_last():
    """ "Hoe lager het getal op een kaart, hoe sterker die kaart is. Leggen twee spelers in
    dezelfde slag een kaart met hetzelfde getal, dan wint de kaart die het laatst gespeeld is."
    (The lower the number, the stronger the card; of two equal numbers the one played last wins.)
    "De winnaar legt alle kaarten van die slag gedekt op zijn scorestapel en begint de volgende
    slag." (The winner puts all the trick's cards face down on their pile and leads the next.)"""
    g = _trick()
    deal(g, {"ann": ["v7a", "v9a"], "bob": ["v3a", "v8a"], "cy": ["v3b", "v6a"]})
    events = play(
        g, ("ann", start("v7a")), ("bob", start("v3a")), ("bob", NO_DUEL), ("cy", start("v3b"))
    )
    assert g.current == "cy" and g.sub == "choose"
    events = g.apply("cy", NO_DUEL)
    won = next(e for e in events if e["type"] == "trick_won")
    assert won["player"] == "cy" and won["open"] == ["v7a", "v3a", "v3b"]
    assert won["face_down"] == 0 and won["tricks"] == 1
    assert sorted(g.piles["cy"]) == ["v3a", "v3b", "v7a"]
    assert g.leader == "cy" and g.current == "cy"
    assert g.view(None)["last_trick"]["winner"] == "cy"
    assert g.view(None)["seats"]["cy"]["tricks"] == 1


def test_bad_duels_are_refused_with_the_rule():
    """ "De speler die de slag begint, mag geen duel starten." (The leader may not start a duel.)
    "Kaarten met waarde 10 mag je nooit als duelkaart gebruiken." (Value-10 cards never duel.)
    "Al je duelkaarten moeten hetzelfde getal hebben, maar dat getal mag niet gelijk zijn aan het
    getal van je eigen startkaart." (All duel cards share one number, not your start card's.)"""
    g = _trick()
    deal(
        g,
        {
            "ann": ["v2a", "v9a", "v9b", "v9c"],
            "bob": ["v6a", "v6b", "bandit-1", "bandit-2"],
            "cy": ["v8a", "v8b", "v8c", "v4a"],
        },
    )
    assert refused(g, "ann", duel(9, 2), "leader_no_duel") == "The leader may not start a duel."
    g.apply("ann", start("v2a"))
    assert refused(g, "cy", start("v8a"), "not_your_turn")
    g.apply("bob", start("v6a"))
    assert refused(g, "bob", duel(10, 2), "ten_no_duel") == "A value-10 card never duels."
    refused(g, "bob", duel(6, 1), "duel_is_start_value")
    refused(g, "bob", {"type": "duel", "value": [6, 10], "count": 2}, "mixed_duel")
    refused(g, "bob", duel(3, 1), "not_enough_cards")
    refused(g, "bob", {"type": "duel", "value": 6, "count": True}, "malformed_duel")
    refused(g, "bob", start("v6b"), "start_played")
    assert g.legal_actions("bob") == [NO_DUEL]


def test_the_rulebook_duel_example():
    """ "Jack begint een duel met twee achten. Tom kan dan twee identieke kaarten spelen die
    sterker zijn, zoals twee vieren. Hij kan ook drie identieke kaarten spelen, bijvoorbeeld drie
    zevens. Vier of meer kaarten mag hij niet leggen." (Jack starts a duel with two eights. Tom
    may play two stronger equal cards, such as two fours, or three, such as three sevens; not four
    or more.)"""
    g = _trick()
    deal(
        g,
        {
            "ann": ["v6c", "v9a", "v9b", "v9c", "v9d", "v9e", "v9f"],
            "bob": ["v6a", "v8a", "v8b", "v2a", "v4a", "v3a", "v3b"],
            "cy": ["v6b", "v4b", "v4c", "v7a", "v7b", "v7c", "v7d"],
        },
    )
    play(g, ("ann", start("v6c")), ("bob", start("v6a")), ("bob", duel(8, 2)))
    g.apply("cy", start("v6b"))
    legal = g.legal_actions("cy")
    assert duel(4, 2) in legal and duel(7, 3) in legal and duel(7, 2) in legal
    msg = refused(g, "cy", duel(7, 4), "too_many_duel_cards")
    assert msg == "You may play at most one duel card more than the player before you."
    assert refused(g, "cy", NO_DUEL, "duel_running")
    g.apply("cy", duel(4, 2))
    # "Meer duelkaarten winnen van minder duelkaarten": fewer duel cards are weaker.
    assert g.current == "ann"
    refused(g, "ann", duel(9, 1), "too_weak")
    g.apply("ann", PASS)
    # "Heeft een andere speler jouw duelkaarten overtroefd, dan mag je ze in je volgende beurt
    # terugpakken en er nieuwe, sterkere duelkaarten voor in de plaats leggen."
    assert g.legal_actions("bob") == [{"type": "take_back"}, PASS]
    refused(g, "bob", duel(3, 2), "take_back_first")
    events = g.apply("bob", {"type": "take_back"})
    assert events == [{"type": "took_back", "player": "bob", "cards": ["v8a", "v8b"]}]
    refused(g, "bob", PASS, "must_replace")
    refused(g, "bob", duel(8, 2), "too_weak")
    g.apply("bob", duel(3, 2))
    assert g.view(None)["trick"]["plays"]["bob"]["start"] == "v6a"  # "Je startkaart blijft"
    assert g.legal_actions("cy") == [{"type": "take_back"}, PASS]
    events = g.apply("cy", PASS)
    # "Heb je in totaal minder kaarten gespeeld dan de winnaar, dan vul je het verschil aan met
    # kaarten uit je hand." ann played 1 card, bob 3: ann adds 2 face down, in secret.
    assert {"type": "duel_won", "player": "bob", "cards": 3} in events
    assert g.phase == "fill" and g.active_players() == ["ann"]
    assert g.view(None)["decision"] == "sealed"
    assert g.view(None)["trick"]["plays"]["ann"]["to_add"] == 2
    e1 = g.apply("ann", {"type": "add", "card": "v9b"})
    assert e1 == []
    events = g.apply("ann", {"type": "add", "card": "v9c"})
    won = next(e for e in events if e["type"] == "trick_won")
    assert won["player"] == "bob" and won["cards"] == 9 and won["tricks"] == 3
    assert won["face_down"] == 2 and "v9b" not in won["open"]
    assert len(g.piles["bob"]) == 9 and g.view(None)["seats"]["bob"]["tricks"] == 3
    assert all(len(h) == 4 for h in g.hands.values())


def test_deputies_are_zero_in_the_last_trick():
    """ "In de laatste slag van elke ronde zakt hun waarde naar 0. Daarmee zijn ze in die slag de
    sterkste kaarten van het spel." (In the last trick Deputies drop to 0: the strongest cards.)"""
    g = _trick()
    deal(g, {"ann": ["v2a"], "bob": ["deputy-1"], "cy": ["v3a"]})
    assert g.view(None)["trick"]["deputies_zero"]
    events = play(
        g, ("ann", start("v2a")), ("bob", start("deputy-1")), ("bob", NO_DUEL), ("cy", start("v3a"))
    )
    events = g.apply("cy", NO_DUEL)
    won = next(e for e in events if e["type"] == "trick_won")
    assert won["player"] == "bob" and won["last"]
    scored = next(e for e in events if e["type"] == "round_scored")
    assert scored["rows"]["bob"]["parts"]["last_trick"] == 50


def test_a_duel_with_two_cards_in_every_hand_makes_the_last_trick():
    """ "In de laatste slag van elke ronde zakt hun waarde naar 0. Daarmee zijn ze in die slag de
    sterkste kaarten van het spel." (In the last trick of every round their value drops to 0. In
    that trick they are the strongest cards of the game.) With two cards in every hand a duel
    empties every hand (the others fill up to the winner's two cards): that trick is the last,
    and a Deputy duel card beats a 2 (R5)."""
    g = _trick()
    deal(g, {"ann": ["v9a", "v3a"], "bob": ["v9b", "v2a"], "cy": ["v9c", "deputy-1"]})
    assert not g.view(None)["trick"]["deputies_zero"]
    play(g, ("ann", start("v9a")), ("bob", start("v9b")), ("bob", duel(2, 1)))
    assert g.view(None)["trick"]["deputies_zero"]
    g.apply("cy", start("v9c"))
    assert duel(5, 1) in g.legal_actions("cy")
    events = play(g, ("cy", duel(5, 1)), ("ann", PASS))
    assert g.legal_actions("bob") == [PASS]  # a 2 cannot beat a Deputy at 0
    events = g.apply("bob", PASS)
    events += g.apply("ann", {"type": "add", "card": "v3a"})
    won = next(e for e in events if e["type"] == "trick_won")
    assert won["player"] == "cy" and won["last"] and won["cards"] == 6
    scored = next(e for e in events if e["type"] == "round_scored")
    assert scored["rows"]["cy"]["parts"]["last_trick"] == 50
    assert g.view(None)["last_trick"]["deputies_zero"]


def test_a_duel_that_leaves_cards_keeps_deputies_at_five():
    """With three cards in every hand a one-card duel leaves a card in each hand: not the last
    trick, so a Deputy is a 5 and does not beat a 2 ("De hulpsheriffs hebben waarde 5")."""
    g = _trick()
    deal(
        g,
        {
            "ann": ["v9a", "v8a", "v7a"],
            "bob": ["v9b", "v2a", "v8b"],
            "cy": ["v9c", "deputy-1", "v8c"],
        },
    )
    play(g, ("ann", start("v9a")), ("bob", start("v9b")), ("bob", duel(2, 1)), ("cy", start("v9c")))
    assert not g.view(None)["trick"]["deputies_zero"]
    refused(g, "cy", duel(5, 1), "too_weak")
    assert g.legal_actions("cy") == [PASS]


def test_deputies_are_five_before_the_last_trick():
    """Outside the last trick a Deputy is a 5 (R5)."""
    g = _trick()
    deal(g, {"ann": ["v2a", "v9a"], "bob": ["deputy-1", "v9b"], "cy": ["v3a", "v9c"]})
    play(g, ("ann", start("v2a")), ("bob", start("deputy-1")), ("bob", NO_DUEL))
    events = play(g, ("cy", start("v3a")), ("cy", NO_DUEL))
    assert next(e for e in events if e["type"] == "trick_won")["player"] == "ann"


def test_cowardly_sheriff_wins_the_last_trick():
    """ "Win je de laatste slag van de ronde en speel je in die slag de sheriff, dan krijg je 75
    bonuspunten." (Win the last trick playing the sheriff in it: 75 bonus points.)"""
    g = _trick()
    deal(g, {"ann": ["v2a"], "bob": ["v3a"], "cy": ["sheriff"]})
    g.coward = "cy"
    play(g, ("ann", start("v2a")), ("bob", start("v3a")), ("bob", NO_DUEL))
    events = play(g, ("cy", start("sheriff")), ("cy", NO_DUEL))
    row = next(e for e in events if e["type"] == "round_scored")["rows"]["cy"]
    assert row["parts"] == {"table": -25, "last_trick": 50, "sheriff": 25, "coward": 75}
    assert row["total"] == 125


# -- scoring -----------------------------------------------------------------------------------
def _plain(k, used=()):
    plain = [c for c in DECK.base if DECK.kind(c) == "plain" and c not in used]
    return plain[:k]


def test_the_rulebook_scoring_example():
    """ "Frank won 2 slagen (0 punten), maar heeft wel alle vijf hulpsheriffs (100 punten). Hij
    krijgt 100 punten. Jack won 5 slagen (50 punten) en heeft 3 bandieten (30 punten). Hij koos
    ervoor om een laffe sheriff te zijn en hield de sheriffkaart (25 punten). ... Hij krijgt 105
    punten. Tom won 3 slagen (10 punten) en heeft 2 bandieten (20 punten) en Mr. Dynamite (25
    punten). Hij krijgt 55 punten. Mireille won maar 1 slag (-25 punten). Dat was wel de laatste
    slag (50 punten) en ze heeft 4 bandieten (40 punten). Ze krijgt 65 punten." (R4: the 25 are
    for the sheriff card in your score pile.)"""
    deputies = [f"deputy-{i}" for i in range(1, 6)]
    bandits = [f"bandit-{i}" for i in range(1, 10)]
    plain = _plain(28)
    piles = {
        "frank": deputies + plain[:3],
        "jack": ["sheriff", *bandits[:3], *plain[3:19]],
        "tom": [*bandits[3:5], "dynamite", *plain[19:28]],
        "mireille": bandits[5:9],
    }
    assert [len(p) for p in piles.values()] == [8, 20, 12, 4]
    rows = score_round(piles, DECK, last_winner="mireille")
    assert {p: r["total"] for p, r in rows.items()} == {
        "frank": 100,
        "jack": 105,
        "tom": 55,
        "mireille": 65,
    }
    assert [rows[p]["tricks"] for p in piles] == [2, 5, 3, 1]


def test_all_tricks():
    """ "Win je alle slagen van een ronde, dan krijg je 500 punten en krijgen alle andere spelers
    50 minpunten. Andere punten tellen in dat geval niet mee." (All tricks: 500, everyone else
    -50, nothing else counts.)"""
    pile = list(DECK.base[:33])
    rows = score_round({"a": pile, "b": [], "c": []}, DECK, last_winner="a", brave="a")
    assert {p: r["total"] for p, r in rows.items()} == {"a": 500, "b": -50, "c": -50}


def test_brave_sheriff_doubles_plus_and_minus():
    """ "Al je punten van die ronde tellen dubbel. Dat geldt voor pluspunten en voor minpunten."
    (All your points of the round count double, plus and minus.)"""
    piles = {"a": ["deputy-1", "deputy-2", "v9a"], "b": _plain(30, ["v9a"]), "c": []}
    rows = score_round(piles, DECK, last_winner="b", brave="a")
    assert rows["a"]["parts"] == {"table": -25, "deputies": -20}
    assert rows["a"]["total"] == -90
    rows = score_round(piles, DECK, last_winner="b", brave="b")
    assert rows["b"]["total"] == 2 * (250 + 50)


def test_deputy_table():
    """Deputies: "Eén tot vier hulpsheriffs kosten je punten, maar met alle vijf krijg je er juist
    100." (One to four Deputies cost points, all five give 100.) Table: -10 -20 -30 -40 +100."""
    for k, points in [(1, -10), (2, -20), (3, -30), (4, -40), (5, 100)]:
        pile = [f"deputy-{i}" for i in range(1, k + 1)] + _plain(6 - k)
        rows = score_round({"a": pile, "b": _plain(27, pile), "c": []}, DECK, last_winner="b")
        assert rows["a"]["parts"]["deputies"] == points


# -- variants ----------------------------------------------------------------------------------
def test_ten_wolves():
    """ "Voeg de kaart Tien Wolven toe aan de stapel. ... Heb je aan het einde de Tien Wolven in je
    scorestapel, dan krijg je 10 minpunten. Ook in deze variant mag je bandieten ... niet als
    eenzame cowboy doorgeven." (Add Ten Wolves: -10 in your pile; never a lone cowboy.)"""
    g = new(5, 3, ten_wolves=True)
    assert "wolves" not in g.aside and len(g.undealt) == 1
    holder = next((p for p in g.players if "wolves" in g.hands[p]), None)
    if holder is not None:
        refused(g, holder, {"type": "give", "card": "wolves"}, "ten_not_passable")
    rows = score_round(
        {"a": ["wolves", *_plain(2)], "b": _plain(30, []), "c": []}, DECK, last_winner="b"
    )
    assert rows["a"]["parts"]["wolves"] == -10


def test_corrupt_sheriff():
    """ "Schud tijdens de voorbereiding de Sheriff en de Corrupte Sheriff gedekt door elkaar. Trek
    er zonder te kijken één en voeg die toe aan de stapel. ... Wordt de laatste slag gewonnen met
    de Corrupte Sheriff, dan verliezen alle andere spelers 15 punten. De winnaar van die slag
    krijgt al die punten." (One of the two sheriffs, drawn blind, joins the deck; winning the
    last trick with the Corrupt Sheriff takes 15 from every other player.)"""
    seen = set()
    g = None
    for seed in range(1, 40):
        game = new(3, seed, corrupt_sheriff=True)
        seen.add(game.sheriff_card)
        if game.sheriff_card == "corrupt":
            g = game
    assert seen == {"sheriff", "corrupt"}
    assert g is not None and "sheriff" in g.aside
    through_setup(g)
    g.brave = g.coward = None
    deal(g, {"ann": ["v2a"], "bob": ["v3a"], "cy": ["corrupt"]})
    play(g, ("ann", start("v2a")), ("bob", start("v3a")), ("bob", NO_DUEL))
    events = play(g, ("cy", start("corrupt")), ("cy", NO_DUEL))
    rows = next(e for e in events if e["type"] == "round_scored")["rows"]
    assert rows["cy"]["parts"]["corrupt"] == 30
    assert rows["ann"]["parts"]["corrupt"] == rows["bob"]["parts"]["corrupt"] == -15


def _scorpion_game():
    g = new(3, 2, black_scorpion=True)
    assert g.on_table == ["black-mario"]
    for p in g.players:
        g.apply(p, g.legal_actions(p)[0])
    holder = next((p for p in g.players if "mario" in g.hands[p]), None)
    if holder != "ann":  # give Mario to ann, in exchange for one of her plain cards
        card = next(c for c in g.hands["ann"] if DECK.kind(c) == "plain")
        if holder is None:
            g.undealt.remove("mario")
            g.undealt.append(card)
        else:
            g.hands[holder].remove("mario")
            g.hands[holder].append(card)
        g.hands["ann"].remove(card)
        g.hands["ann"].append("mario")
    return g


def test_black_scorpion_swap_and_lost_duel():
    """ "Krijg jij Mario 'De Schorpioen' in je hand, dan mag je hem omruilen voor Mario 'De Zwarte
    Schorpioen'." (Holding Mario, you may swap him for the Black Scorpion.) "Verlies je een duel
    waarin je Mario 'De Zwarte Schorpioen' hebt gespeeld, dan mag je hem omruilen met een kaart
    uit je hand." (Losing a duel in which you played him, you may swap him for a hand card.)"""
    g = _scorpion_game()
    assert {"type": "declare", "brave": False, "swap": True} in g.legal_actions("ann")
    events = []
    for p in g.players:
        acts = g.legal_actions(p)
        pick = {"type": "declare", "brave": False, "swap": True} if p == "ann" else acts[0]
        if "sheriff" in g.hands[p] and p != "ann":
            pick = {"type": "declare", "brave": False, "swap": False}
        events += g.apply(p, pick)
    assert {"type": "mario_swapped", "player": "ann"} in events
    assert "black-mario" in g.hands["ann"] and g.on_table == ["mario"]
    assert g.view(None)["mario_holder"] == "ann"
    g.brave = g.coward = None
    deal(
        g,
        {
            "ann": ["black-mario", "v9a", "v9b"],
            "bob": ["v9c", "v3a", "v8a"],
            "cy": ["v9d", "v8b", "v8c"],
        },
    )
    play(g, ("ann", start("black-mario")), ("bob", start("v9c")), ("bob", duel(3, 1)))
    assert g.view(None)["mario_holder"] is None
    play(g, ("cy", start("v9d")), ("cy", PASS), ("ann", PASS))
    assert g.phase == "scorpion" and g.active_players() == ["ann"]
    assert {"type": "no_swap"} in g.legal_actions("ann")
    events = g.apply("ann", {"type": "scorpion_swap", "card": "v9a"})
    assert events[0] == {"type": "scorpion_swapped", "player": "ann", "card": "v9a"}
    assert "black-mario" in g.hands["ann"] and g.plays["ann"]["start"] == "v9a"
    assert g.view(None)["mario_holder"] == "ann"
    assert g.phase == "fill" and sorted(g.active_players()) == ["ann", "cy"]


def test_black_scorpion_points():
    """ "Heb je aan het einde Mario 'De Zwarte Schorpioen' in je bezit, dan krijg je 25 punten. Is
    hij niet meer in handen van de speler die hem als eerste had, dan krijgt die eerste speler 25
    minpunten." (+25 to whoever has him at the end; -25 to his first holder if he moved on.)"""
    piles = {"a": ["black-mario", *_plain(2)], "b": _plain(30), "c": []}
    rows = score_round(piles, DECK, last_winner="b", mario_first="b")
    assert rows["a"]["parts"]["mario"] == 25 and rows["b"]["parts"]["mario"] == -25
    rows = score_round(piles, DECK, last_winner="b", mario_first="a")
    assert rows["a"]["parts"]["mario"] == 25 and "mario" not in rows["b"]["parts"]


# -- the whole game ----------------------------------------------------------------------------
def test_seven_rounds_and_the_start_player_moves_left():
    """ "Een potje Santa Fe duurt 7 rondes." (A game lasts 7 rounds.) "Na de zevende ronde wint de
    speler die in totaal de meeste punten heeft verzameld." R3: the start player moves left."""
    g = new(4, 5)
    rng = random.Random(5)
    starts, events = [], []
    while not g.is_over:
        p = rng.choice(g.active_players())
        for e in g.apply(p, rng.choice(g.legal_actions(p))):
            events.append(e)
            if e["type"] == "round_started":
                starts.append(e["start_player"])
    assert [e["round"] for e in events if e["type"] == "round_scored"] == list(range(1, 8))
    assert starts == ["bob", "cy", "dee", "ann", "bob", "cy"]
    over = events[-1]
    assert over["type"] == "game_over" and over["reason"] == "seven_rounds"
    best = max(g.totals.values())
    assert over["winners"] == [p for p in g.players if g.totals[p] == best]
    assert g.view(None)["score_sheet"][-1]["round"] == 7


def test_tied_players_share_the_win():
    """R14: the rulebook names no tie-breaker; tied players share the win."""
    g = new(3)
    g.phase = "over"
    g.totals = {"ann": 300, "bob": 300, "cy": 10}
    assert g.winners() == ["ann", "bob"]


def test_out_of_turn_and_junk_are_refused():
    g = _trick()
    refused(g, "bob", start(g.hands["bob"][0]), "not_your_turn")
    refused(g, "ann", {"type": "give", "card": g.hands["ann"][0]}, "wrong_phase")
    refused(g, "ann", {"type": "fly"}, "unknown_action")
    refused(g, "ann", {"type": "start", "card": 7}, "malformed_card")
    with pytest.raises(engine.IllegalAction):
        g.apply("zed", start("v2a"))
