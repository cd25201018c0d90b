"""Worlds a player of Santa Fe: the card game cannot tell from the real one, for the strong
player (engine/santafe_cards/strong.py).

`sample_world(game, player, rng)` copies the game by hand (much cheaper than copy.deepcopy) and
deals every card `player` cannot locate again, at random, into the places they cannot see:
the other hands, the face-down cards of the fill-up and of the score piles, the undealt cards
and, with the Corrupt Sheriff, which of the two sheriffs lies aside. What the player knows
stays: the open brave sheriff stays with its holder, Mario "the Black Scorpion" with whoever
holds him, the card the player passed stays in the left neighbour's hand while it has room.
The unseen cards are sorted before `rng` shuffles them, so the world depends on the player's
information only.

Choices other players made in secret and have not revealed are part of the hidden state:
in the sampled world each of them is made again, for the sampled hand, by the rules of thumb
of the heuristic player (the lone cowboy card of a player already locked in, the sheriff's
and Mario's answer). The cowardly sheriff is whoever holds the sheriff in the sampled world.

A sampled world ends at the end of the round it is in (`stop_round`).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.santafe_cards.strong_rollout import (
    BLACK,
    CORRUPT,
    SHERIFF,
    card_key,
    declare_choice,
    give_choice,
)

if TYPE_CHECKING:
    from engine.santafe_cards.game import SantaFeCards

__all__ = ["clone", "sample_world"]


def clone(game: SantaFeCards) -> SantaFeCards:
    """An independent copy of `game` (no action log): every mutable piece copied by hand."""
    cls = type(game)
    w = cls.__new__(cls)
    d = w.__dict__
    s = game.__dict__
    d.update(s)  # immutable values and the shared deck; the mutable ones are replaced below
    w._log = None
    w.options = dict(game.options)
    w.players = list(game.players)
    w.totals = dict(game.totals)
    w.sheet = list(game.sheet)  # rows are never changed once written
    w.rng = random.Random()
    w.rng.setstate(game.rng.getstate())
    w.aside = list(game.aside)
    w.on_table = list(game.on_table)
    w.hands = {p: list(h) for p, h in game.hands.items()}
    w.undealt = list(game.undealt)
    w.piles = {p: list(h) for p, h in game.piles.items()}
    w.won_open = {p: list(h) for p, h in game.won_open.items()}
    w.passing = dict(game.passing)
    w.received = dict(game.received)
    w.passed_card = dict(game.passed_card)
    w.declared = {p: dict(c) for p, c in game.declared.items()}
    w.plays = {p: {**play, "duel": list(play["duel"])} for p, play in game.plays.items()}
    w.fill = dict(game.fill)
    w.face_down = {p: list(h) for p, h in game.face_down.items()}
    return w


def sample_world(game: SantaFeCards, player: str, rng: random.Random) -> SantaFeCards:
    """A world `player` cannot tell from `game` (see the module's docstring)."""
    w = clone(game)
    w.rng = random.Random(rng.getrandbits(64))
    w.stop_round = game.round
    w.trusted = True
    if game.is_over:
        return w
    others = [q for q in game.players if q != player]
    twin_hidden = _twin_hidden(game, player)
    slots = _Slots.unseen(game, others, twin_hidden)
    # `rng` draws in this order: which sheriff is in play, where a lost Black Scorpion lies,
    # then the shuffle of every other unseen card.
    if twin_hidden:
        pair = [SHERIFF, CORRUPT]
        rng.shuffle(pair)
        w.sheriff_card = pair[0]
        slots.pool.remove(pair[1])
        slots.aside.append(pair[1])
    w.aside = slots.aside
    _keep_known_places(game, player, w.sheriff_card, slots, rng)
    slots.deal(rng)
    for q in others:
        w.hands[q] = sorted(slots.placed[("hand", q)], key=card_key)
        if ("down", q) in slots.placed:
            w.face_down[q] = slots.placed[("down", q)]
    for q in game.players:
        w.piles[q] = game.won_open[q] + slots.placed.get(("pile", q), [])
    w.undealt = slots.placed[("undealt", "")]
    _lone_cowboy(w, game, player)
    _choose_again(w, game, player, others)
    return w


def _twin_hidden(game: SantaFeCards, player: str) -> bool:
    """Whether `player` cannot tell which of the two sheriffs is in play: known once
    announced brave, held, played or passed."""
    if not game.options["corrupt_sheriff"] or game.brave is not None or game.coward == player:
        return False
    # What the player can locate: their hand and face-down cards, every open card, the card
    # they passed and the card they received.
    known: set[str] = set(game.hands[player]) | set(game.face_down.get(player, ()))
    for q in game.players:
        known.update(game.won_open[q])
        play = game.plays.get(q)
        if play is not None:
            if play["start"] is not None:
                known.add(play["start"])
            known.update(play["duel"])
    for card in (game.passed_card.get(player), game.received.get(player)):
        if card is not None:
            known.add(card)
    return SHERIFF not in known and CORRUPT not in known


class _Slots:
    """The places a player cannot see, each with room for as many cards as it really holds,
    and the unseen cards (`pool`, sorted) to deal into them."""

    def __init__(self, pool: list[str], room: dict[tuple[str, str], int], aside: list[str]):
        self.pool = pool
        self.room = room
        self.aside = aside
        self.placed: dict[tuple[str, str], list[str]] = {slot: [] for slot in room}

    @classmethod
    def unseen(cls, game: SantaFeCards, others: list[str], twin_hidden: bool) -> _Slots:
        """The other hands and face-down cards, the face-down score piles and the undealt
        cards, with their real content as the pool (and the sheriff aside, if unknown)."""
        pool: list[str] = []
        room: dict[tuple[str, str], int] = {}
        for q in others:
            pool += game.hands[q]
            room[("hand", q)] = len(game.hands[q])
            fd = game.face_down.get(q)
            if fd:
                pool += fd
                room[("down", q)] = len(fd)
        for q in game.players:
            hidden = _without(game.piles[q], game.won_open[q])
            pool += hidden
            if hidden:
                room[("pile", q)] = len(hidden)
        pool += game.undealt
        room[("undealt", "")] = len(game.undealt)
        aside = list(game.aside)
        if twin_hidden:
            twin = SHERIFF if SHERIFF in aside else CORRUPT
            aside.remove(twin)
            pool.append(twin)
        pool.sort(key=card_key)
        return cls(pool, room, aside)

    def free(self, slot: tuple[str, str]) -> bool:
        return self.room.get(slot, 0) > len(self.placed[slot])

    def put(self, card: str, slots: list[tuple[str, str]]) -> bool:
        """Place `card` in the first of `slots` with room; False if none has."""
        for slot in slots:
            if self.free(slot):
                self.pool.remove(card)
                self.placed[slot].append(card)
                return True
        return False

    def deal(self, rng: random.Random) -> None:
        """Shuffle the rest of the pool and fill every slot in order."""
        pool = self.pool
        rng.shuffle(pool)
        for slot, size in self.room.items():
            got = self.placed[slot]
            need = size - len(got)
            if need:
                got += pool[:need]
                del pool[:need]


def _keep_known_places(
    game: SantaFeCards, player: str, sheriff: str, slots: _Slots, rng: random.Random
) -> None:
    """Cards whose place is public stay there: the open brave sheriff and the Black Scorpion
    with their holder; the card `player` passed on in the left neighbour's hand."""
    for card, holder in (
        (sheriff, game.brave if game.open_sheriff else None),
        (BLACK, game.mario_holder),
    ):
        if holder is not None and holder != player and card in slots.pool:
            slots.put(card, [("hand", holder), ("down", holder)])
    if BLACK in slots.pool:
        # Nobody holds him and he is nowhere open: face down in a score pile.
        piles = [slot for slot in slots.room if slot[0] == "pile" and slots.free(slot)]
        if piles:
            slots.put(BLACK, [rng.choice(piles)])
    passed = game.passed_card.get(player)
    if passed is not None and passed in slots.pool:
        slots.put(passed, [("hand", game.players[(game.players.index(player) + 1) % game.n])])


def _lone_cowboy(w: SantaFeCards, game: SantaFeCards, player: str) -> None:
    """What the player knows of the lone cowboy; the rest is unknown to them."""
    left = game.players[(game.players.index(player) + 1) % game.n]
    right = game.players[(game.players.index(player) - 1) % game.n]
    w.received = {}
    w.passed_card = {}
    if player in game.received:
        w.received[player] = game.received[player]
        w.passed_card[right] = game.received[player]
    if player in game.passed_card:
        w.passed_card[player] = game.passed_card[player]
        w.received[left] = game.passed_card[player]


def _choose_again(w: SantaFeCards, game: SantaFeCards, player: str, others: list[str]) -> None:
    """Secret choices of the others, made again for their sampled hands; the cowardly
    sheriff is whoever holds the sheriff in this world."""
    if game.phase == "pass":
        for q in others:
            if q in game.passing:
                w.passing[q] = give_choice(w.hands[q])
    elif game.phase == "declare":
        for q in others:
            if q in game.declared:
                w.declared[q] = declare_choice(w, w.hands[q])
    elif game.coward != player and game.brave is None:
        sheriff = w.sheriff_card
        w.coward = None
        for q in others:
            play = w.plays.get(q)
            if sheriff in w.hands[q] or (
                play is not None and (play["start"] == sheriff or sheriff in play["duel"])
            ):
                w.coward = q


def _without(cards: list[str], out: list[str]) -> list[str]:
    rest = list(cards)
    for c in out:
        rest.remove(c)
    return rest
