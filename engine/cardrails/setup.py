"""Card Rails' set-up: the Shares cards and the hands dealt, the map with the Starting City
alone (and the indexes kept as it grows), and the first turn. Functions of the game's state
(`CardRails`), called once when the game is created.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardrails import flow
from engine.cardrails.cards import CITY, Hex, neighbours
from engine.cardrails.rules import DEAL

if TYPE_CHECKING:
    from engine.cardrails.game import CardRails

__all__ = ["CITY_AT", "deal", "new_map", "set_up"]

CITY_AT: Hex = (0, 0)  # the Starting City card's top-centre hex, rotation 0


def set_up(g: CardRails) -> None:
    """Everything on the table before the first move (the options, board and generator set)."""
    deal(g, g.players)
    new_map(g)
    # The turn.
    g.turn = 0  # turns completed
    g.step = "card"
    g.chosen = None  # the card chosen this turn, until played or discarded
    g.card_played = False
    g.completed = []  # hexes the card played this turn completed
    g.built = []  # cubes of this turn
    g.swap_given = None
    g.last_turn = None
    g.current_turn = {}
    g.end_reason = None
    flow.new_turn_record(g)


def deal(g: CardRails, players: list[str]) -> None:
    """The Shares cards and the hands (the generator's first draws: keep their order)."""
    n = len(players)
    railroads = list(g.board.railroads)
    # "Playing 3 players? Remove from the game: one of the Railroad Shares cards, its 12
    # cubes, & all cards with a matching symbol." Which one is drawn at random (R1).
    g.removed = g.rng.choice(railroads) if n == 3 else None
    g.railroads = [r for r in railroads if r != g.removed]
    g.removed_cards = sorted(g.board.by_railroad(g.removed or ""))
    g.cubes_left = dict.fromkeys(g.railroads, g.board.shares_boxes)
    g.share_cubes = {p: dict.fromkeys(g.railroads, 0) for p in players}
    deck = [c for c in g.board.cards if c not in g.removed_cards]
    g.rng.shuffle(deck)
    g.hands = {}
    k = DEAL[n]
    for p in players:
        g.hands[p] = sorted(deck[-k:])  # the last k cards (dealt one by one from the end)
        del deck[-k:]
    # "4 players: 11 cards each (discard extra)": face up on the discards (R8).
    g.discards = sorted(deck)
    # "Randomly give someone the Priority Deal card."
    g.first = g.rng.randrange(n)


def new_map(g: CardRails) -> None:
    """The map with the Starting City alone, and the indexes kept as it grows."""
    # The map: which card parts cover each hex, and what each whole hex is. The other
    # fields are indexes kept up to date as cards and cubes are laid, so listing the moves
    # never rescans the map.
    g.parts = {}
    g.whole = {}
    g.open_halves = {}
    # Every hex on the map: "F" if whole, else the side of its open 1/2 hex.
    g.sides = {}
    g.cube = {}
    g.track = {r: [] for r in g.railroads}
    g.bonus = dict.fromkeys(g.railroads, 0)  # per railroad: its hexes' part of its value
    g.placed = []
    g.free = set()  # whole hexes that can take a cube (no lake, city or cube)
    # Where a card fits (top-centre hex) -> the hexes it would complete.
    g.fits = {}
    # Positions whose outline clashes with the map: they never fit again. Every position
    # touching the map is in `fits` or here, so one that is in neither touches nothing.
    g.dead = set()
    g.version = 0  # bumped by every change of the state: legal actions are cached by it
    # Per railroad: hexes next to its track or the Starting City (R2), and those of them
    # free for a cube now (its frontier).
    g.reach = {r: set() for r in g.railroads}
    g.frontier = {r: set() for r in g.railroads}
    # The union of every railroad's reach: what `place_actions` needs while all have cubes;
    # and the hexes in it or next to it.
    g.reach_all = set()
    g.reach2 = set()
    # Unions of some railroads' reach (placement.reach_of), by their railroads.
    g.unions = {}
    g._lay_card(g.board.city.id, CITY_AT, 0)
    g.city_hexes = tuple(h for h, w in g.whole.items() if w[0] == CITY)
    g.near_city = frozenset(n for h in g.city_hexes for n in neighbours(h)) - set(g.city_hexes)
    for r in g.railroads:
        g.reach[r] |= g.near_city
        g.frontier[r] |= g.near_city & g.free
    g.reach_all |= g.near_city
    g.reach2 = set(g.reach_all)
    for h in g.reach_all:
        g.reach2.update(neighbours(h))
