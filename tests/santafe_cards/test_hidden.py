"""Hidden information: games whose public history is the same but whose hidden cards differ
look the same to the spectator, and their public events are identical."""

from __future__ import annotations

import copy
import random

from engine.core import canonical
from engine.santafe_cards.deck import load_deck
from tests.santafe_cards.helpers import new

DECK = load_deck()


def _step_both(a, b, player, action):
    ea, eb = a.apply(player, action), b.apply(player, action)
    public = [e for e in ea if "to" not in e], [e for e in eb if "to" not in e]
    assert canonical(public[0]) == canonical(public[1])
    assert canonical(a.view(None)) == canonical(b.view(None))
    assert a.active_players() == b.active_players()


def test_a_different_deal_looks_the_same_until_cards_show():
    for seed in range(1, 6):
        a = new(3, seed)
        b = copy.deepcopy(a)
        # b: swap one of ann's plain cards with an undealt plain card of another value.
        mine = [c for c in b.hands["ann"] if DECK.kind(c) == "plain"][-1]
        other = next(c for c in b.undealt if DECK.kind(c) == "plain" and c[:2] != mine[:2])
        b.hands["ann"][b.hands["ann"].index(mine)] = other
        b.undealt[b.undealt.index(other)] = mine
        b.hands["ann"].sort(key=b._key)
        assert canonical(a.view(None)) == canonical(b.view(None))
        # Same public history: every player passes and declares alike (ann not the swapped card).
        for p in a.players:
            card = next(c for c in a.legal_actions(p) if c["card"] not in (mine, other))
            _step_both(a, b, p, card)
        for p in a.players:
            acts = [x for x in a.legal_actions(p) if x in b.legal_actions(p)]
            _step_both(a, b, p, acts[0])
        assert a.view("ann") != b.view("ann")


def test_face_down_fill_up_cards_stay_hidden():
    """The cards added face down after a duel are never shown: not to the spectator, not in a
    public event, not in the winner's view (R10)."""
    rng = random.Random(3)
    seen = 0
    for seed in range(1, 30):
        g = new(4, seed)
        while not g.is_over and g.round == 1:
            if g.phase == "fill":
                p = g.active_players()[0]
                # The brave sheriff's card lies open (R7): everyone sees it go; and the round's
                # scoring at its end shows every pile by the rules. Neither is a leak.
                open_card = g.view(None)["seats"][p]["open_card"]
                acts = [a for a in g.legal_actions(p) if a.get("card") not in (None, open_card)]
                if (
                    len(acts) >= 2
                    and len(g.hands[p]) >= 2
                    and len(g.active_players()) == 1
                    and g.fill[p] == 1
                ):
                    results = []
                    for act in acts[:2]:
                        twin = copy.deepcopy(g)
                        events = [e for e in twin.apply(p, act) if "to" not in e]
                        others = [twin.view(q) for q in [None, *g.players] if q != p]
                        results.append(canonical([events, others]))
                    assert results[0] == results[1]
                    seen += 1
            p = rng.choice(g.active_players())
            g.apply(p, rng.choice(g.legal_actions(p)))
    assert seen >= 3
