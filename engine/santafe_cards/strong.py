"""What the strong player (engine/search.py) needs from Santa Fe: the card game: worlds a
player cannot tell from the real one, a fast rollout player and a judge of unfinished games.

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

A sampled world ends at the end of the round it is in (`stop_round`): the rest of the game
is judged by `estimate`, which turns the running totals into chances of winning.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any

from engine.santafe_cards.deck import load_deck

if TYPE_CHECKING:
    from engine.santafe_cards.game import SantaFeCards

__all__ = ["FastRollout", "clone", "estimate", "sample_world"]

SHERIFF, CORRUPT, MARIO, BLACK = "sheriff", "corrupt", "mario", "black-mario"
BRAVE_LOW_CARDS = 4  # as the heuristic player: brave with 4+ cards of value 1-3
# Spread of one player's score over a round: turns the lead into a chance of winning over
# the rounds still to play. Set below the standard deviation measured on 3-player heuristic
# games (about 110 points), whose tails are the brave sheriff's doubling and the 500 for all
# tricks: a typical round moves the totals less.
ROUND_SPREAD = 60.0

_DECK = load_deck()
_VALUE = {c: card.value for c, card in _DECK.cards.items()}
_KIND = {c: card.kind for c, card in _DECK.cards.items()}
_WORTH = {
    c: {"bandit": 10, "dynamite": 25, "deputy": -10, "wolves": -10}.get(k, 0)
    for c, k in _KIND.items()
}


def _key(card: str) -> tuple[int, str]:
    return (_VALUE[card], card)


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
        w.hands[q] = sorted(slots.placed[("hand", q)], key=_key)
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
        pool.sort(key=_key)
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


def give_choice(hand: list[str]) -> str:
    """The heuristic player's lone cowboy: a lonely high card (never a 10)."""
    counts: dict[int, int] = {}
    for c in hand:
        counts[_VALUE[c]] = counts.get(_VALUE[c], 0) + 1
    cards = [c for c in hand if _VALUE[c] < 10]
    return max(cards, key=lambda c: (counts[_VALUE[c]] == 1, _KIND[c] == "deputy", _VALUE[c]))


def declare_choice(game: SantaFeCards, hand: list[str]) -> dict[str, bool]:
    """The heuristic player's answer to the sheriff phase for `hand`."""
    brave = game.sheriff_card in hand and sum(1 for c in hand if _VALUE[c] <= 3) >= BRAVE_LOW_CARDS
    swap = bool(game.options["black_scorpion"]) and MARIO in hand
    return {"brave": brave, "swap": swap}


def estimate(game: SantaFeCards, player: str) -> float:
    """The chance-like value of the running totals for `player` with the rounds still to play:
    each opponent is beaten with the normal chance of the lead over the remaining spread."""
    from engine.santafe_cards.game import ROUNDS

    left = ROUNDS - game.round
    totals = game.totals
    mine = totals[player]
    spread = ROUND_SPREAD * math.sqrt(2.0 * max(left, 0)) if left > 0 else 0.0
    chances = []
    for q, score in totals.items():
        if q == player:
            continue
        if spread:
            chances.append(0.5 * (1.0 + math.erf((mine - score) / (spread * math.sqrt(2.0)))))
        else:
            chances.append(1.0 if mine > score else 0.5 if mine == score else 0.0)
    win = math.prod(chances)
    return 0.75 * win + 0.25 * sum(chances) / max(1, len(chances))


class FastRollout:
    """The heuristic player's rules of thumb read from the game's state instead of its view:
    the same choices, many times faster, for the strong player's rollouts (inside a sampled
    world, where every card is a guess anyway). It reads only the seat's own hand and the
    open trick."""

    name = "fast"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Any, player: str) -> dict[str, Any]:
        phase = game.phase
        hand: list[str] = game.hands[player]
        if phase == "pass":
            return {"type": "give", "card": give_choice(hand)}
        if phase == "declare":
            sheriff = game.sheriff_card in hand
            mario = game.options["black_scorpion"] and MARIO in hand
            if not sheriff and not mario:
                return {"type": "ready"}
            return {"type": "declare", **declare_choice(game, hand)}
        if phase == "fill":
            return {"type": "add", "card": min(hand, key=_dump_order)}
        if phase == "scorpion":
            return {"type": "scorpion_swap", "card": min(hand, key=_dump_order)}
        if game.sub == "start":
            return self._start(game, player, hand)
        return self._duel_turn(game, player, game.legal_actions(player))

    def _eff(self, game: Any, card: str) -> int:
        if game.deputies_zero and _KIND[card] == "deputy":
            return 0
        return _VALUE[card]

    def _start(self, game: Any, me: str, hand: list[str]) -> dict[str, Any]:
        if len(hand) == 1:
            return {"type": "start", "card": hand[0]}
        plays = game.plays
        players = game.players
        i = players.index(game.leader)
        order = players[i:] + players[:i]
        last = order[-1] == me
        started = [plays[p]["start"] for p in order if plays[p]["start"] and p != me]
        best = min((self._eff(game, c) for c in started), default=99)
        worth = _table_worth(plays)
        duel_ready = game.leader != me and _duel_group(hand)
        if game.duel or (duel_ready and worth >= 0 and not last):
            if duel_ready:
                tens = [c for c in hand if _VALUE[c] == 10 and _WORTH[c] > 0]
                if tens:
                    return {"type": "start", "card": max(tens, key=_WORTH.__getitem__)}
            return {"type": "start", "card": min(hand, key=_dump_order)}
        winners = [c for c in hand if self._eff(game, c) <= best]
        if last and winners:
            return {"type": "start", "card": max(winners, key=_key)}
        if winners and game.leader == me:
            cheap = [c for c in winners if _VALUE[c] <= 4 and _KIND[c] != "sheriff"]
            if cheap:
                return {"type": "start", "card": max(cheap, key=_VALUE.__getitem__)}
        if winners and worth > 0:
            return {"type": "start", "card": max(winners, key=_VALUE.__getitem__)}
        return {"type": "start", "card": min(hand, key=_dump_order)}

    def _duel_turn(self, game: Any, me: str, actions: list[dict[str, Any]]) -> dict[str, Any]:
        if len(actions) == 1:
            return actions[0]
        duels = [a for a in actions if a["type"] == "duel"]
        quiet = [a for a in actions if a["type"] in ("no_duel", "pass")]
        take_back = [a for a in actions if a["type"] == "take_back"]
        worth = _table_worth(game.plays)
        if take_back:
            cards = sum(game._count(q) for q in game.players)
            if worth > 0 or cards >= 2 * game.n:
                return take_back[0]
        if duels:
            low_cost = [a for a in duels if a["count"] >= 2 or a["value"] <= 3]
            want = worth > 0 or game.duel or self.rng.random() < 0.25
            if low_cost and want:
                return min(low_cost, key=lambda a: (a["count"] > 2, a["value"], -a["count"]))
        if quiet:
            return quiet[0]
        return duels[0]


def _dump_order(card: str) -> tuple[int, int]:
    return (_WORTH[card], -_VALUE[card])


def _table_worth(plays: dict[str, dict[str, Any]]) -> int:
    total = 0
    for play in plays.values():
        if play["start"]:
            total += _WORTH[play["start"]]
        for c in play["duel"]:
            total += _WORTH[c]
    return total


def _duel_group(hand: list[str]) -> bool:
    counts: dict[int, int] = {}
    for c in hand:
        v = _VALUE[c]
        if v < 10:
            counts[v] = counts.get(v, 0) + 1
            if counts[v] >= 2:
                return True
    return False
