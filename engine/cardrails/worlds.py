"""Card Rails: the strong player's worlds: a cheap copy of the game and samples of the
cards a player cannot see.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.cardrails.game import CardRails

__all__ = ["clone", "hidden_from", "sample"]


def clone(game: CardRails) -> CardRails:
    """An independent copy of the whole state, with no action log: built field by field
    (copy.deepcopy takes about 20 times as long; the board and frozen indexes are shared,
    they never change)."""
    g: CardRails = object.__new__(type(game))
    g.players = list(game.players)
    g.seed = game.seed
    g.options = dict(game.options)
    g._log = None
    g.board = game.board
    g.rng = game.rng
    g.removed = game.removed
    g.railroads = game.railroads  # never changed after the deal
    g.removed_cards = game.removed_cards
    g.cubes_left = dict(game.cubes_left)
    g.share_cubes = {p: dict(s) for p, s in game.share_cubes.items()}
    g.hands = {p: list(h) for p, h in game.hands.items()}
    g.discards = list(game.discards)
    g.first = game.first
    # A cell is changed in place when its second half is laid; whole hexes never change.
    g.parts = dict(game.parts)
    for h in game.open_halves:
        g.parts[h] = dict(game.parts[h])
    g.whole = dict(game.whole)
    g.open_halves = dict(game.open_halves)
    g.sides = dict(game.sides)
    g.cube = dict(game.cube)
    g.track = {r: list(t) for r, t in game.track.items()}
    g.bonus = dict(game.bonus)
    g.placed = list(game.placed)  # only the entry just laid is ever changed
    g.free = set(game.free)
    g.fits = dict(game.fits)
    g.dead = set(game.dead)
    g.version = game.version
    g.reach = {r: set(s) for r, s in game.reach.items()}
    g.frontier = {r: set(s) for r, s in game.frontier.items()}
    g.city_hexes = game.city_hexes
    g.near_city = game.near_city
    g.reach_all = set(game.reach_all)
    g.reach2 = set(game.reach2)
    g.unions = {k: set(s) for k, s in game.unions.items()}
    g.turn = game.turn
    g.step = game.step
    g.chosen = game.chosen
    g.card_played = game.card_played
    g.completed = list(game.completed)
    g.built = list(game.built)
    g.swap_given = game.swap_given
    g.last_turn = game.last_turn  # replaced, never changed, at the end of a turn
    turn = dict(game.current_turn)
    turn["cubes"] = [dict(c) for c in turn["cubes"]]
    if turn["swap"] is not None:
        turn["swap"] = dict(turn["swap"])
    g.current_turn = turn
    g.end_reason = game.end_reason
    return g


def hidden_from(game: CardRails, player: str) -> list[str]:
    """The cards `player` cannot see, sorted: the other hands, and the card chosen this
    turn while it is neither played nor discarded (R7). Nothing with Open Hands or once
    the game is over."""
    if game._hands_known():
        return []
    out = [c for q in game.players if q != player for c in game.hands[q]]
    if game.chosen is not None and player != game.current():
        out.append(game.chosen)
    return sorted(out)


def sample(game: CardRails, player: str, rng: random.Random) -> CardRails:
    """A world `player` cannot tell from this one, for the strong player's search.

    Every card hidden from `player` (`hidden_from`) is dealt again from those cards,
    sorted before `rng` shuffles them: each other hand keeps its size, and their own hand,
    the discards, the map, the cubes and the turn stay as they are, so the sample's
    `view(player)` is the real one and it depends on `player`'s information only (the
    seed, from which the real deal was drawn, is not copied).

    A hidden choice: while another player's chosen card is neither played nor discarded
    (R7), the sampled world gives that player one of the hidden cards as their chosen
    card, drawn like the others, and they go on with their turn with it (whatever it
    allows: the legal steps follow from the card, as in the real game). The card a player
    took from the discards with a swap was seen by all; the sample treats it as unseen
    too, as the view does not keep it (a small loss of information, never a leak).
    """
    g = clone(game)
    g.seed = 0
    g.rng = random.Random(0)
    pool = hidden_from(game, player)
    if not pool:
        return g
    rng.shuffle(pool)
    hidden_chosen = game.chosen is not None and player != game.current()
    if hidden_chosen:
        g.chosen = pool.pop()
        g.current_turn["card"] = g.chosen
    for q in game.players:
        if q != player:
            k = len(game.hands[q])
            g.hands[q] = sorted(pool[-k:])
            del pool[-k:]
    g.version += 1
    return g
