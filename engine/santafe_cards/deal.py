"""Santa Fe: the card game's set-up: the cards of a round, the deal and an empty trick.

Functions of the game's state (`SantaFeCards`), called when the game starts and between rounds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.santafe_cards.game import SantaFeCards

__all__ = ["BLACK", "CORRUPT", "HAND", "MARIO", "ROUNDS", "SHERIFF", "SHERIFFS", "WOLVES"]

ROUNDS = 7
HAND = 11

SHERIFF, CORRUPT, MARIO, BLACK, WOLVES = "sheriff", "corrupt", "mario", "black-mario", "wolves"
SHERIFFS = (SHERIFF, CORRUPT)


def start_round(g: SantaFeCards) -> list[dict[str, Any]]:
    """Deal the next round: the variants' cards in or out, eleven cards a hand (R2, R6)."""
    g.round += 1
    deck = g.deck
    cards = list(deck.base)
    g.aside = [c for c in deck.promos]  # out of this round, face down or boxed
    g.on_table = []  # open on the table, out of the tricks (Mario's twins)
    if g.options["ten_wolves"]:
        cards.append(WOLVES)
        g.aside.remove(WOLVES)
    g.sheriff_card = SHERIFF
    if g.options["corrupt_sheriff"]:
        # "Schud ... de Sheriff en de Corrupte Sheriff gedekt door elkaar. Trek er zonder te
        # kijken één en voeg die toe aan de stapel." (R11)
        pair = [SHERIFF, CORRUPT]
        g.rng.shuffle(pair)
        g.sheriff_card = pair[0]
        g.aside.remove(CORRUPT)
        cards.remove(SHERIFF)
        cards.append(pair[0])
        g.aside.append(pair[1])
    if g.options["black_scorpion"]:
        g.aside.remove(BLACK)
        g.on_table.append(BLACK)
    while True:
        g.rng.shuffle(cards)
        hands = {p: cards[i * HAND : (i + 1) * HAND] for i, p in enumerate(g.players)}
        # A hand of value-10 cards only could pass nothing on: deal again (R6).
        if all(any(g.deck.value(c) < 10 for c in h) for h in hands.values()):
            break
    g.hands = {p: sorted(h, key=g._key) for p, h in hands.items()}
    g.undealt = cards[len(g.players) * HAND :]  # (R2)
    g.piles = {p: [] for p in g.players}
    g.won_open = {p: [] for p in g.players}
    g.passing = {}
    g.received = {}
    g.passed_card = {}
    g.declared = {}
    g.brave = None
    g.open_sheriff = False
    g.coward = None
    g.mario_holder = None  # holds the Black Scorpion in hand (public)
    g.mario_first = None
    g.trick_no = 0
    g.leader = g.players[g.first]
    clear_trick(g)
    g.phase = "pass"
    g.decision_no += 1
    return [
        {
            "type": "round_started",
            "round": g.round,
            "start_player": g.leader,
            "undealt": len(g.undealt),
        }
    ]


def clear_trick(g: SantaFeCards) -> None:
    """No card on the table: the state of a trick before its first card."""
    g.plays = {}
    g.seq = 0
    g.duel = False
    g.strongest = None
    g.current = None
    g.sub = "start"
    g.fill = {}
    g.face_down = {}
    g.trick_winner = None
    g.scorpion = None
    g.deputies_zero = False
    g.trick_hand = 0
