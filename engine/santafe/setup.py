"""Santa Fe's set-up: the cards dealt, the piles, the money, the railroads at their home cities
and the first round's state. Functions of the game's state (`SantaFe`), called once when the
game is created.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.santafe.rules import (
    BRANCH_CARDS_PER_RAILROAD,
    CITY_CARDS_DEALT,
    DOUBLE_TURN_CARDS,
    ENGINEER_CARDS,
    RAILROADS,
)

if TYPE_CHECKING:
    from engine.santafe.game import SantaFe

__all__ = ["set_up"]


def set_up(g: SantaFe) -> None:
    """Everything on the table before the first move (the options and board already set)."""
    advanced = g.options["advanced"]
    g.start_money = 5 if advanced else 2
    g.branch_price = 2 if advanced else 1
    deal_cards(g)
    set_out_piles(g, advanced)
    place_railroads(g)
    reset_round(g, advanced)


def deal_cards(g: SantaFe) -> None:
    """The City deck holds one card per value-2/3 city and two per value-4..7 city; it is
    shuffled and each player is dealt their City cards."""
    deck = []
    for city in g.board.scoring_cities:
        deck += [city.id] * (1 if city.card_value <= 3 else 2)
    g.rng.shuffle(deck)
    g.city_pile = deck
    g.hands = {}
    for p in g.players:
        g.hands[p] = [g.city_pile.pop() for _ in range(CITY_CARDS_DEALT)]


def set_out_piles(g: SantaFe, advanced: bool) -> None:
    """Each player's Double Turn card and money; the Double Turn, Branch Line and Engineer
    piles; the counts of what leaves the game and of money flows."""
    players = g.players
    n = len(players)
    g.double_turns = dict.fromkeys(players, 1)
    g.double_turn_pile = DOUBLE_TURN_CARDS[n] - n
    g.branch_pile = dict.fromkeys(RAILROADS, BRANCH_CARDS_PER_RAILROAD)
    g.branch_held = dict.fromkeys(players)
    g.engineer_pile = ENGINEER_CARDS if advanced else 0
    g.engineer = dict.fromkeys(players)  # None, "bought", "drawn"
    g.money = dict.fromkeys(players, g.start_money)
    g.cities_played = {p: [] for p in players}
    g.removed_cities = 0  # City cards discarded by a Double Turn exchange
    g.removed_branches = 0
    g.purchased = {p: {} for p in players}
    # Money flows, so tests can prove no money is created or lost.
    g.paid_to_bank = 0
    g.paid_by_bank = 0


def place_railroads(g: SantaFe) -> None:
    """Every railroad's tiles in the supply, and its one line waiting at its home city."""
    railroads = g.board.railroads
    g.supply = {r: railroads[r].tiles for r in RAILROADS}
    g.route_owner = {}
    g.route_from = {}
    g.route_placed = {}
    # A line's head is a city id (ready to start a route) or a started route's id.
    g.lines = {r: [railroads[r].home] for r in RAILROADS}
    g.connected = {r: {railroads[r].home} for r in RAILROADS}
    g.special_paid = set()


def reset_round(g: SantaFe, advanced: bool) -> None:
    """The first round's state: the advanced game begins with the Engineer purchases."""
    players = g.players
    g.round = 1
    g.first = 0  # seat of the first player (R1: the first seat is the youngest player)
    g.phase = "setup" if advanced else "choose"
    g.track_turn = 0
    g.turn_pos = 0  # position in turn order within the current sequential phase
    g.choices = {}
    g.played = {}
    g.branch_active = dict.fromkeys(players)
    g.tiles_this_turn = 0
    g.passed_this_turn = set()
    g.exchangers = []
    # The latest track-laying turn, kept until the next turn's first move so that a board
    # image drawn after a turn ends still shows (and credits) what that turn did.
    g.recent = []
    g.recent_events = []
    g.recent_stale = False
    g.last_events = []
    g.end_reason = None
    g.end_blocked = None  # who could not place a tile, if that ended it
