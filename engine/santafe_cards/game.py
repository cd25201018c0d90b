"""Santa Fe: the card game (Péter Szöllősi, White Goblin Games): every rule of the rulebook and
its three promo variants, in one place.

Rulings on what the rulebook leaves open are in RULINGS.md beside this file; a comment `(R<n>)`
points to one. Events returned by `apply` are public unless made with `private(...)`; public
events never name a card that lies face down or sits in a hand.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from engine.core import Game, IllegalAction, OptionSpec, private, register
from engine.santafe_cards.deck import Deck, load_deck

__all__ = ["ROUNDS", "TABLE", "SantaFeCards", "score_round"]

ROUNDS = 7
HAND = 11
# "Slagen | 0 .. 11" -> "Punten | -50 .. +500"
TABLE = (-50, -25, 0, 10, 25, 50, 75, 100, 150, 200, 250, 500)
DEPUTY_POINTS = {0: 0, 1: -10, 2: -20, 3: -30, 4: -40, 5: 100}
BANDIT_POINTS = 10
DYNAMITE_POINTS = 25
LAST_TRICK_POINTS = 50
SHERIFF_POINTS = 25  # "In bezit van de oude sheriff" (R4)
COWARD_BONUS = 75
ALL_TRICKS_POINTS = 500
ALL_TRICKS_OTHERS = -50
WOLVES_POINTS = -10
CORRUPT_POINTS = 15
MARIO_POINTS = 25

SHERIFF, CORRUPT, MARIO, BLACK, WOLVES = "sheriff", "corrupt", "mario", "black-mario", "wolves"
SHERIFFS = (SHERIFF, CORRUPT)

_PHASE_OF = {
    "give": "pass",
    "ready": "declare",
    "declare": "declare",
    "start": "play",
    "duel": "play",
    "no_duel": "play",
    "pass": "play",
    "take_back": "play",
    "scorpion_swap": "scorpion",
    "no_swap": "scorpion",
    "add": "fill",
    "refill": "fill",
}
# How each phase's decision is made (engine.envelope): the lone cowboy, the sheriff's choice and
# the face-down fill-up are chosen in secret and at once; trick plays and Mario's swap use the hand.
_DECISION = {
    "pass": "sealed",
    "declare": "sealed",
    "play": "private",
    "scorpion": "private",
    "fill": "sealed",
}


def _err(code: str, message: str, **params: Any) -> IllegalAction:
    """A refusal: `code` is unique to its message, `params` are the values the message names
    (the bot words the rule `rule.santafe-cards.<code>` in the player's language with them)."""
    return IllegalAction(code, message, **params)


def _match(action: dict[str, Any], legal: list[dict[str, Any]]) -> bool:
    """`action` is listed, comparing types strictly (True == 1 in Python; not here)."""
    for a in legal:
        if len(a) == len(action) and all(
            k in action and type(action[k]) is type(v) and action[k] == v for k, v in a.items()
        ):
            return True
    return False


def score_round(
    piles: dict[str, list[str]],
    deck: Deck,
    *,
    last_winner: str | None,
    brave: str | None = None,
    coward_bonus: str | None = None,
    corrupt_winner: str | None = None,
    mario_first: str | None = None,
) -> dict[str, dict[str, Any]]:
    """Each player's points for one round, with the breakdown the score sheet shows.

    `coward_bonus`: the cowardly sheriff who won the last trick playing the sheriff.
    `corrupt_winner`: who won the last trick with the Corrupt Sheriff (variant 2).
    `mario_first`: who first took Mario "the Black Scorpion" this round (variant 3).
    """
    n = len(piles)
    rows: dict[str, dict[str, Any]] = {}
    tricks = {p: len(pile) // n for p, pile in piles.items()}
    sweeper = next((p for p, t in tricks.items() if t == HAND), None)
    black_owner = next((p for p, pile in piles.items() if BLACK in pile), None)
    for p, pile in piles.items():
        kinds = [deck.kind(c) for c in pile]
        row: dict[str, Any] = {"tricks": tricks[p], "brave": p == brave}
        if sweeper is not None:
            # "Win je alle slagen ... 500 punten ... alle andere spelers 50 minpunten. Andere
            # punten tellen in dat geval niet mee." (R8)
            row["all_tricks"] = ALL_TRICKS_POINTS if p == sweeper else ALL_TRICKS_OTHERS
            row["total"] = row["all_tricks"]
            rows[p] = row
            continue
        parts: dict[str, int] = {"table": TABLE[tricks[p]]}
        bandits = kinds.count("bandit")
        deputies = kinds.count("deputy")
        row["bandits"] = bandits
        row["deputies"] = deputies
        if bandits:
            parts["bandits"] = BANDIT_POINTS * bandits
        if "dynamite" in kinds:
            parts["dynamite"] = DYNAMITE_POINTS
        if deputies:
            parts["deputies"] = DEPUTY_POINTS[deputies]
        if p == last_winner:
            parts["last_trick"] = LAST_TRICK_POINTS
        if "sheriff" in kinds or "corrupt" in kinds:
            parts["sheriff"] = SHERIFF_POINTS
        if p == coward_bonus:
            parts["coward"] = COWARD_BONUS
        if "wolves" in kinds:
            parts["wolves"] = WOLVES_POINTS
        if corrupt_winner is not None:
            won = CORRUPT_POINTS * (n - 1)
            parts["corrupt"] = won if p == corrupt_winner else -CORRUPT_POINTS
        mario = 0
        if black_owner == p:
            mario += MARIO_POINTS
        if mario_first == p and black_owner not in (None, p):
            mario -= MARIO_POINTS
        if mario:
            parts["mario"] = mario
        subtotal = sum(parts.values())
        row["parts"] = parts
        # "Dappere sheriff: al je punten van die ronde tellen dubbel" (plus and minus).
        row["total"] = 2 * subtotal if p == brave else subtotal
        rows[p] = row
    return rows


@register
class SantaFeCards(Game):
    name = "santafe-cards"
    display_name = "Santa Fe: the card game"
    min_players = 3
    max_players = 5
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("ten_wolves", bool, False, "opt.santafe-cards.ten_wolves"),
        OptionSpec("corrupt_sheriff", bool, False, "opt.santafe-cards.corrupt_sheriff"),
        OptionSpec("black_scorpion", bool, False, "opt.santafe-cards.black_scorpion"),
    )

    heuristic: ClassVar[str | None] = "engine.santafe_cards.heuristic:SantaFeCardsHeuristic"
    # The strong player (engine/search.py, engine/santafe_cards/strong.py): iterations per
    # second of one core, each iteration playing a sampled world to the end of its round.
    search_rate: ClassVar[float] = 1000.0
    # A sampled world stops when this round is scored (None: the real game, played to the end).
    stop_round: int | None = None
    # A sampled world skips the check that an action is listed: its players are the search's.
    trusted: bool = False

    @classmethod
    def computer_player(cls, policy: str, seed: int) -> Any:
        """Adds "fast", the heuristic's rules read from the state, for the strong player's
        rollouts; "strong" rolls out with it."""
        if policy == "strong":
            from engine.search import SearchPlayer

            return SearchPlayer(seed, rollout="fast")
        if policy == "fast":
            from engine.santafe_cards.strong import FastRollout

            return FastRollout(seed)
        return super().computer_player(policy, seed)

    def sample(self, player: str, rng: random.Random) -> SantaFeCards:
        """A world `player` cannot tell from this one; others' secret choices are made again
        for their sampled hands, and the world ends with this round (see strong.py)."""
        from engine.santafe_cards.strong import sample_world

        return sample_world(self, player, rng)

    def estimate(self, player: str) -> float | None:
        """The running totals as chances of winning over the rounds still to play."""
        from engine.santafe_cards.strong import estimate

        return estimate(self, player)

    def __init__(self, players: list[str], seed: int, options: dict[str, Any] | None = None):
        super().__init__(players, seed, options)
        self.deck: Deck = load_deck()
        self.rng = random.Random(self.seed)
        self.round = 0
        self.first = 0  # seat index of the round's start player (R3)
        self.totals: dict[str, int] = dict.fromkeys(self.players, 0)
        self.sheet: list[dict[str, Any]] = []
        self.end_reason: str | None = None
        self.last_trick: dict[str, Any] | None = None
        self.decision_no = 0
        self._start_round()

    # ------------------------------------------------------------------ round set-up
    def _start_round(self) -> list[dict[str, Any]]:
        self.round += 1
        deck = self.deck
        cards = list(deck.base)
        self.aside: list[str] = [c for c in deck.promos]  # out of this round, face down or boxed
        self.on_table: list[str] = []  # open on the table, out of the tricks (Mario's twins)
        if self.options["ten_wolves"]:
            cards.append(WOLVES)
            self.aside.remove(WOLVES)
        self.sheriff_card = SHERIFF
        if self.options["corrupt_sheriff"]:
            # "Schud ... de Sheriff en de Corrupte Sheriff gedekt door elkaar. Trek er zonder te
            # kijken één en voeg die toe aan de stapel." (R11)
            pair = [SHERIFF, CORRUPT]
            self.rng.shuffle(pair)
            self.sheriff_card = pair[0]
            self.aside.remove(CORRUPT)
            cards.remove(SHERIFF)
            cards.append(pair[0])
            self.aside.append(pair[1])
        if self.options["black_scorpion"]:
            self.aside.remove(BLACK)
            self.on_table.append(BLACK)
        while True:
            self.rng.shuffle(cards)
            hands = {p: cards[i * HAND : (i + 1) * HAND] for i, p in enumerate(self.players)}
            # A hand of value-10 cards only could pass nothing on: deal again (R6).
            if all(any(self.deck.value(c) < 10 for c in h) for h in hands.values()):
                break
        self.hands: dict[str, list[str]] = {p: sorted(h, key=self._key) for p, h in hands.items()}
        self.undealt: list[str] = cards[len(self.players) * HAND :]  # (R2)
        self.piles: dict[str, list[str]] = {p: [] for p in self.players}
        self.won_open: dict[str, list[str]] = {p: [] for p in self.players}
        self.passing: dict[str, str] = {}
        self.received: dict[str, str] = {}
        self.passed_card: dict[str, str] = {}
        self.declared: dict[str, dict[str, bool]] = {}
        self.brave: str | None = None
        self.open_sheriff = False
        self.coward: str | None = None
        self.mario_holder: str | None = None  # holds the Black Scorpion in hand (public)
        self.mario_first: str | None = None
        self.trick_no = 0
        self.leader = self.players[self.first]
        self._clear_trick()
        self.phase = "pass"
        self.decision_no += 1
        return [
            {
                "type": "round_started",
                "round": self.round,
                "start_player": self.leader,
                "undealt": len(self.undealt),
            }
        ]

    def _key(self, card: str) -> tuple[int, str]:
        return (self.deck.value(card), card)

    def _clear_trick(self) -> None:
        self.plays: dict[str, dict[str, Any]] = {}
        self.seq = 0
        self.duel = False
        self.strongest: str | None = None
        self.current: str | None = None
        self.sub = "start"
        self.fill: dict[str, int] = {}
        self.face_down: dict[str, list[str]] = {}
        self.trick_winner: str | None = None
        self.scorpion: str | None = None
        self.deputies_zero = False
        self.trick_hand = 0

    # ------------------------------------------------------------------ small helpers
    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def _left(self, p: str) -> str:
        return self.players[(self.players.index(p) + 1) % self.n]

    def _eff(self, card: str) -> int:
        """A card's strength in this trick: its value, 0 for Deputies in the last trick (R5)."""
        value = self.deck.value(card)
        if value == 5 and self.deputies_zero and self.deck.kind(card) == "deputy":
            return 0
        return value

    def _makes_last(self, duel_cards: int) -> bool:
        """Whether this trick is the round's last once a play of a start card and `duel_cards`
        duel cards lies on the table: every hand then ends empty, as the others fill up to the
        winner's count (R5). With two cards in every hand, any duel does it."""
        return self.deputies_zero or 1 + duel_cards >= self.trick_hand

    def _strength(self, value: int, last: bool) -> int:
        """The strength of a value in this trick: the Deputies (the 5s) are 0 in the last (R5)."""
        return 0 if value == 5 and last else value

    def _beats(self, value: int, count: int, best: list[str], again: bool) -> bool:
        """Whether `count` duel cards of `value` beat the strongest duel cards `best`. A play
        that makes this the last trick counts the Deputies, its own and those on the table, as
        0 (R5)."""
        last = self._makes_last(count)
        mine, theirs = self._strength(value, last), self._strength(self.deck.value(best[0]), last)
        return count > len(best) or mine < theirs or (mine == theirs and not again)

    def _count(self, p: str) -> int:
        """Cards `p` has on the table in this trick."""
        play = self.plays.get(p)
        if play is None:
            return 0
        return (play["start"] is not None) + len(play["duel"]) + len(self.face_down.get(p, ()))

    def _duel_key(self, p: str) -> tuple[int, int, int]:
        """Strength of p's duel cards: more cards, then lower value, then played later."""
        play = self.plays[p]
        return (len(play["duel"]), -self._eff(play["duel"][0]), play["dseq"])

    # ------------------------------------------------------------------ contract: who acts
    def active_players(self) -> list[str]:
        if self.phase == "pass":
            return [p for p in self.players if p not in self.passing]
        if self.phase == "declare":
            return [p for p in self.players if p not in self.declared]
        if self.phase in ("play", "scorpion"):
            return [self.current] if self.current is not None else []
        if self.phase == "fill":
            return [p for p in self.players if self.fill.get(p)]
        return []

    def legal_actions(self, player: str) -> list[dict[str, Any]]:
        phase = self.phase
        # A sealed choice can be changed until the last player locks in: a player who has
        # chosen keeps every choice (the one made included) while the others still choose.
        if phase == "pass":
            if player not in self.hands:
                return []
            # "Een kaart met waarde 10 mag je niet als eenzame cowboy doorgeven."
            return [
                {"type": "give", "card": c} for c in self.hands[player] if self.deck.value(c) < 10
            ]
        if phase == "declare":
            if player not in self.hands:
                return []
            sheriff = self.sheriff_card in self.hands[player]
            mario = self.options["black_scorpion"] and MARIO in self.hands[player]
            if not sheriff and not mario:
                # Nothing to choose, so nothing to change once answered.
                return [] if player in self.declared else [{"type": "ready"}]
            return [
                {"type": "declare", "brave": b, "swap": s}
                for b in ((False, True) if sheriff else (False,))
                for s in ((False, True) if mario else (False,))
            ]
        if phase == "play":
            if player != self.current:
                return []
            return self._play_actions(player)
        if phase == "scorpion":
            if player != self.current:
                return []
            out = [{"type": "scorpion_swap", "card": c} for c in self.hands[player]]
            return [*out, {"type": "no_swap"}]
        if phase == "fill":
            adds: list[dict[str, Any]] = []
            if self.fill.get(player):
                adds = [{"type": "add", "card": c} for c in self.hands[player]]
            if self.face_down.get(player) and player not in self.fill:
                # A player who has laid all their face-down cards may take them back to choose
                # again until the last player locks in (R10). Not halfway: while laying them,
                # every choice must look the same to the others.
                adds.append({"type": "refill"})
            return adds
        return []

    def _play_actions(self, p: str) -> list[dict[str, Any]]:
        sub = self.sub
        if sub == "start":
            return [{"type": "start", "card": c} for c in self.hands[p]]
        if sub == "choose":
            out = self._duel_options(p)
            out.append({"type": "pass"} if self.duel else {"type": "no_duel"})
            return out
        if sub == "join":
            if self.plays[p]["duel"]:
                out = []
                if self._duel_options(p, self.plays[p]["duel"]):
                    out.append({"type": "take_back"})
                return [*out, {"type": "pass"}]
            return [*self._duel_options(p), {"type": "pass"}]
        # sub == "retake": duel cards taken back; now the stronger ones
        return self._duel_options(p)

    def _duel_options(self, p: str, extra: list[str] | None = None) -> list[dict[str, Any]]:
        """Every (value, count) duel play of `p` from the hand (plus `extra` cards)."""
        pool = self.hands[p] + extra if extra else self.hands[p]
        again = bool(extra) or self.sub == "retake"
        start = self.plays[p]["start"]
        start_value = self.deck.value(start)
        groups: dict[int, list[str]] = {}
        for c in pool:
            v = self.deck.value(c)
            # "Kaarten met waarde 10 mag je nooit als duelkaart gebruiken." and "dat getal mag
            # niet gelijk zijn aan het getal van je eigen startkaart."
            if v < 10 and v != start_value:
                groups.setdefault(v, []).append(c)
        best = self.plays[self.strongest]["duel"] if self.strongest is not None else []
        c0 = len(best)
        out: list[dict[str, Any]] = []
        for v in sorted(groups):
            cards = groups[v]
            m = len(cards)
            if c0 == 0:
                counts: list[int] = list(range(1, m + 1))
            else:
                # "Je mag hooguit één duelkaart meer spelen dan de speler voor je" (R9); an
                # equal number must be as strong or stronger (the later play wins a tie).
                # After taking cards back, strictly stronger (R9): else two players could
                # outdo each other forever with the same numbers.
                counts = [k for k in (c0, c0 + 1) if k <= m and self._beats(v, k, best, again)]
            mario = BLACK in cards and m > 1
            for k in counts:
                if mario and k < m:
                    out.append({"type": "duel", "value": v, "count": k, "mario": False})
                    out.append({"type": "duel", "value": v, "count": k, "mario": True})
                else:
                    out.append({"type": "duel", "value": v, "count": k})
        return out

    # ------------------------------------------------------------------ apply
    def _apply(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        if not self.trusted and not _match(action, self.legal_actions(player)):
            raise self._refusal(player, action)
        kind = action["type"]
        if kind not in ("add", "refill") and self.phase not in ("pass", "declare"):
            self.decision_no += 1
        events: list[dict[str, Any]] = getattr(self, "_do_" + kind)(player, action)
        return events

    def _refusal(self, p: str, action: dict[str, Any]) -> IllegalAction:
        """The plain-words reason why `action` is not one of `p`'s legal actions."""
        kind = action["type"]
        phase = _PHASE_OF.get(kind)
        if phase is None:
            return _err(
                "unknown_action", f"Santa Fe: the card game has no action {kind!r}.", kind=kind
            )
        if phase != self.phase:
            return _err(
                "wrong_phase",
                f"'{kind}' is not possible now (phase: {self.phase}).",
                kind=kind,
                phase=self.phase,
            )
        if p not in self.active_players() and not self.legal_actions(p):
            if self.phase in ("pass", "declare", "fill"):
                return _err("not_waiting", "You have made this choice; wait for the others.")
            return _err(
                "not_your_turn",
                f"It is {self.current}'s turn, not {p}'s.",
                turn_id=self.current,
                player_id=p,
            )
        card = action.get("card")
        if kind in ("give", "start", "add", "scorpion_swap"):
            if not isinstance(card, str) or set(action) != {"type", "card"}:
                return _err(
                    "malformed_card",
                    f"'{kind}' needs exactly one key 'card' (a card id).",
                    kind=kind,
                )
            if card not in self.hands[p]:
                return _err("card_not_in_hand", f"{card!r} is not in your hand.", card_id=card)
            if kind == "give" and self.deck.value(card) == 10:
                return _err(
                    "ten_not_passable", "You may pass on a card, but never a value-10 card."
                )
        if kind == "declare":
            if self.legal_actions(p) == [{"type": "ready"}]:
                return _err(
                    "nothing_to_declare", "You hold neither the sheriff nor Mario: answer 'ready'."
                )
            flags = (action.get("brave"), action.get("swap"))
            if not all(isinstance(f, bool) for f in flags) or len(action) != 3:
                return _err("malformed_declare", "'declare' needs brave and swap (true or false).")
            if action["brave"] and self.sheriff_card not in self.hands[p]:
                return _err("no_sheriff", "Only the holder of the sheriff may be a brave sheriff.")
            if action["swap"] and MARIO not in self.hands[p]:
                return _err("no_mario", "Only the holder of Mario 'the Scorpion' may swap him.")
        if kind == "ready" and self.legal_actions(p) != [{"type": "ready"}]:
            return _err("must_declare", "You hold a card to declare: answer with 'declare'.")
        if kind == "duel":
            return self._duel_refusal(p, action)
        if kind in ("start",) and self.sub != "start":
            return _err("start_played", "You have already played your start card in this trick.")
        if kind in ("no_duel", "pass", "take_back", "duel") and self.sub == "start":
            return _err("start_first", "Play your start card first.")
        if kind == "no_duel" and self.duel:
            return _err("duel_running", "A duel is running: join it or pass.")
        if kind == "take_back" and not self.plays[p]["duel"]:
            return _err("nothing_to_take_back", "You have no duel cards on the table.")
        if kind == "take_back":
            return _err("no_stronger", "You could not play stronger duel cards after taking back.")
        if kind == "pass" and self.sub == "retake":
            return _err("must_replace", "You took your duel cards back: play stronger ones now.")
        return _err("not_possible", f"That '{kind}' action is not possible now.", kind=kind)

    def _duel_refusal(self, p: str, action: dict[str, Any]) -> IllegalAction:
        value, count = action.get("value"), action.get("count")
        if isinstance(value, list) and len(set(map(str, value))) > 1:
            return _err("mixed_duel", "All your duel cards must have the same number.")
        if type(value) is not int or type(count) is not int or count < 1:
            return _err("malformed_duel", "'duel' needs value and count (whole numbers).")
        if p == self.leader and not self.duel:
            return _err("leader_no_duel", "The leader may not start a duel.")
        if self.sub == "start":
            return _err("start_first", "Play your start card first.")
        if value == 10:
            return _err("ten_no_duel", "A value-10 card never duels.")
        play = self.plays[p]
        if play["duel"] and self.sub != "retake":
            return _err("take_back_first", "Take your duel cards back before playing new ones.")
        if value == self.deck.value(play["start"]):
            return _err(
                "duel_is_start_value",
                "Your duel cards may not have the number of your own start card.",
                value=value,
            )
        held = sum(1 for c in self.hands[p] if self.deck.value(c) == value)
        if count > held:
            return _err(
                "not_enough_cards",
                f"You do not hold {count} cards of value {value}.",
                count=count,
                value=value,
            )
        if self.strongest is not None:
            best = self.plays[self.strongest]["duel"]
            if count > len(best) + 1:
                return _err(
                    "too_many_duel_cards",
                    "You may play at most one duel card more than the player before you.",
                    most=len(best) + 1,
                )
            again = self.sub == "retake"
            last = self._makes_last(count)
            mine, theirs = (
                self._strength(value, last),
                self._strength(self.deck.value(best[0]), last),
            )
            weaker = mine > theirs or (again and mine == theirs)
            if count < len(best) or (count == len(best) and weaker):
                return _err(
                    "too_weak",
                    "Your duel cards must be stronger than the strongest duel cards on the table.",
                    count=len(best),
                    value=self.deck.value(best[0]),
                )
        return _err("duel_not_possible", "That duel is not possible now.")

    # -- the lone cowboy
    def _do_give(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        changed = p in self.passing
        self.passing[p] = action["card"]
        events: list[dict[str, Any]] = []
        if not changed:
            events.append({"type": "locked_in", "player": p, "phase": "pass"})
        if len(self.passing) < self.n:
            return events
        # "Kies uit je hand één kaart die je gedekt doorgeeft aan de speler links van je."
        for giver, card in self.passing.items():
            self.hands[giver].remove(card)
            self.passed_card[giver] = card
        for giver, card in self.passing.items():
            receiver = self._left(giver)
            self.hands[receiver].append(card)
            self.hands[receiver].sort(key=self._key)
            self.received[receiver] = card
        events.append({"type": "cards_passed", "round": self.round})
        for giver, card in self.passing.items():
            receiver = self._left(giver)
            events.append(private(receiver, {"type": "card_received", "card": card, "from": giver}))
        self.phase = "declare"
        self.decision_no += 1
        return events

    # -- the sheriff (and Mario's swap in variant 3)
    def _do_ready(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        return self._declared(p, {"brave": False, "swap": False})

    def _do_declare(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        return self._declared(p, {"brave": action["brave"], "swap": action["swap"]})

    def _declared(self, p: str, choice: dict[str, bool]) -> list[dict[str, Any]]:
        changed = p in self.declared
        self.declared[p] = choice
        events: list[dict[str, Any]] = []
        if not changed:
            events.append({"type": "locked_in", "player": p, "phase": "declare"})
        if len(self.declared) < self.n:
            return events
        for q in self.players:
            if self.sheriff_card in self.hands[q]:
                if self.declared[q]["brave"]:
                    # "Je zegt hardop 'Ik ben de wet!' en legt de sheriff voor je neer." (R7)
                    self.brave = q
                    self.open_sheriff = True
                    events.append({"type": "sheriff_brave", "player": q, "card": self.sheriff_card})
                else:
                    self.coward = q  # "Je zegt niets": known to q only
            if self.declared[q]["swap"]:
                self.hands[q].remove(MARIO)
                self.hands[q].append(BLACK)
                self.hands[q].sort(key=self._key)
                self.on_table.remove(BLACK)
                self.on_table.append(MARIO)
                self.mario_holder = q
                self.mario_first = q
                events.append({"type": "mario_swapped", "player": q})
        events += self._start_trick()
        return events

    # -- tricks
    def _start_trick(self) -> list[dict[str, Any]]:
        self._clear_trick()
        self.trick_no += 1
        self.phase = "play"
        self.current = self.leader
        self.sub = "start"
        self.plays = {
            p: {"start": None, "duel": [], "passed": False, "seq": -1, "dseq": -1}
            for p in self.players
        }
        # "In de laatste slag van elke ronde zakt hun waarde naar 0." (R5)
        # Every hand holds as many cards at the start of a trick (the fill-up sees to it).
        self.trick_hand = len(self.hands[self.leader])
        self.deputies_zero = self.trick_hand == 1
        self.decision_no += 1
        return [
            {
                "type": "trick_started",
                "round": self.round,
                "trick": self.trick_no,
                "leader": self.leader,
                "last": self.deputies_zero,
            }
        ]

    def _do_start(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        card = action["card"]
        self.hands[p].remove(card)
        self._left_hand(p, card)
        play = self.plays[p]
        play["start"] = card
        self.seq += 1
        play["seq"] = self.seq
        events: list[dict[str, Any]] = [{"type": "start_played", "player": p, "card": card}]
        if p == self.leader:
            # "De speler die de slag begint, mag geen duel starten."
            return events + self._advance()
        self.sub = "choose"
        return events

    def _do_no_duel(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        return self._advance()

    def _do_duel(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        value, count = action["value"], action["count"]
        cards = [c for c in self.hands[p] if self.deck.value(c) == value]
        plain = [c for c in cards if c != BLACK]
        if action.get("mario") is True:
            chosen = [BLACK, *plain[: count - 1]]
        elif action.get("mario") is False:
            chosen = plain[:count]
        else:
            chosen = (plain + [c for c in cards if c == BLACK])[:count]
        for c in chosen:
            self.hands[p].remove(c)
            self._left_hand(p, c)
        started = not self.duel
        play = self.plays[p]
        play["duel"] = chosen
        if not self.deputies_zero and self._makes_last(count):
            # "In de laatste slag van elke ronde zakt hun waarde naar 0.": this duel empties
            # every hand, so this is the last trick (R5).
            self.deputies_zero = True
        self.seq += 1
        play["dseq"] = self.seq
        self.duel = True
        self.strongest = p
        event = {
            "type": "duel_played",
            "player": p,
            "cards": list(chosen),
            "value": value,
            "count": count,
            "started": started,
        }
        return [event, *self._advance()]

    def _do_take_back(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        # "Heeft een andere speler jouw duelkaarten overtroefd, dan mag je ze in je volgende beurt
        # terugpakken en er nieuwe, sterkere duelkaarten voor in de plaats leggen."
        cards = self.plays[p]["duel"]
        self.plays[p]["duel"] = []
        self.hands[p] += cards
        self.hands[p].sort(key=self._key)
        if BLACK in cards:
            self.mario_holder = p
        self.sub = "retake"
        return [{"type": "took_back", "player": p, "cards": list(cards)}]

    def _do_pass(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        # "Wil of kun je niet meer meedoen, dan pas je ... je startkaart een kwartslag te draaien."
        self.plays[p]["passed"] = True
        return [{"type": "duel_passed", "player": p}, *self._advance()]

    def _left_hand(self, p: str, card: str) -> None:
        """Public facts after `p` played `card` face up."""
        if card == BLACK:
            self.mario_holder = None
        if card == self.sheriff_card:
            self.open_sheriff = False

    def _advance(self) -> list[dict[str, Any]]:
        """Next turn, or the end of the trick."""
        everyone_started = all(play["start"] is not None for play in self.plays.values())
        if everyone_started:
            if not self.duel:
                # "Zodra iedereen een startkaart heeft gespeeld en niemand een duel is begonnen,
                # wint de laagste kaart de slag." Equal numbers: the one played last.
                winner = min(
                    self.players,
                    key=lambda q: (self._eff(self.plays[q]["start"]), -self.plays[q]["seq"]),
                )
                return self._win(winner)
            strongest = self.strongest
            if all(play["passed"] for q, play in self.plays.items() if q != strongest):
                # "Een slag met een duel eindigt zodra alle spelers behalve degene met de
                # sterkste combinatie hebben gepast."
                assert strongest is not None
                return self._duel_over(strongest)
        i = self.players.index(self.current or self.leader)
        for step in range(1, self.n + 1):
            q = self.players[(i + step) % self.n]
            if not self.plays[q]["passed"]:
                break
        self.current = q
        self.sub = "start" if self.plays[q]["start"] is None else "join"
        return []

    def _duel_over(self, winner: str) -> list[dict[str, Any]]:
        self.trick_winner = winner
        events: list[dict[str, Any]] = [
            {"type": "duel_won", "player": winner, "cards": self._count(winner)}
        ]
        if self.options["black_scorpion"]:
            for q in self.players:
                play = self.plays[q]
                on = play["start"] == BLACK or BLACK in play["duel"]
                if q != winner and on and self.hands[q]:
                    # "Verlies je een duel waarin je Mario 'De Zwarte Schorpioen' hebt gespeeld,
                    # dan mag je hem omruilen met een kaart uit je hand." (R13)
                    self.phase = "scorpion"
                    self.current = q
                    self.scorpion = q
                    return events
        return events + self._start_fill()

    def _do_scorpion_swap(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        card = action["card"]
        play = self.plays[p]
        if play["start"] == BLACK:
            play["start"] = card
        else:
            play["duel"][play["duel"].index(BLACK)] = card
        self.hands[p].remove(card)
        self.hands[p].append(BLACK)
        self.hands[p].sort(key=self._key)
        self.mario_holder = p
        event = {"type": "scorpion_swapped", "player": p, "card": card}
        return [event, *self._start_fill()]

    def _do_no_swap(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        return self._start_fill()

    def _start_fill(self) -> list[dict[str, Any]]:
        # "Heb je in totaal minder kaarten gespeeld dan de winnaar, dan vul je het verschil aan
        # met kaarten uit je hand." Face down, chosen in secret and at once (R10).
        winner = self.trick_winner
        assert winner is not None
        target = self._count(winner)
        self.fill = {q: target - self._count(q) for q in self.players if self._count(q) < target}
        self.face_down = {q: [] for q in self.fill}
        self.current = None
        if not self.fill:
            return self._win(winner)
        self.phase = "fill"
        self.decision_no += 1
        return [{"type": "fill_up", "counts": dict(self.fill)}]

    def _do_add(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        card = action["card"]
        self.hands[p].remove(card)  # face down: public facts change only when the trick ends
        self.face_down[p].append(card)
        self.fill[p] -= 1
        events: list[dict[str, Any]] = []
        if not self.fill[p]:
            del self.fill[p]
            events.append({"type": "locked_in", "player": p, "phase": "fill"})
        if self.fill:
            return events
        assert self.trick_winner is not None
        return events + self._win(self.trick_winner)

    def _do_refill(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        # The face-down cards laid so far go back to the hand, to be chosen again (R10).
        back = self.face_down[p]
        self.face_down[p] = []
        self.hands[p] += back
        self.hands[p].sort(key=self._key)
        self.fill[p] = self.fill.get(p, 0) + len(back)
        return []

    def _win(self, winner: str) -> list[dict[str, Any]]:
        """The winner takes every card of the trick face down and leads the next one."""
        open_cards: list[str] = []
        face_down = 0
        plays: dict[str, dict[str, Any]] = {}
        for q in self.players:
            play = self.plays[q]
            shown = [play["start"], *play["duel"]]
            hidden = self.face_down.get(q, [])
            open_cards += shown
            face_down += len(hidden)
            self.piles[winner] += shown + hidden
            plays[q] = {
                "start": play["start"],
                "duel": list(play["duel"]),
                "passed": play["passed"],
                "face_down": len(hidden),
            }
        self.won_open[winner] += open_cards
        # Face-down cards may have taken Mario or the open sheriff from a hand: shown now.
        if self.mario_holder is not None and BLACK not in self.hands[self.mario_holder]:
            self.mario_holder = None
        if self.brave is not None and self.sheriff_card not in self.hands[self.brave]:
            self.open_sheriff = False
        total = len(open_cards) + face_down
        last = not self.hands[winner]
        self.last_trick = {
            "round": self.round,
            "trick": self.trick_no,
            "winner": winner,
            "duel": self.duel,
            "plays": plays,
            "cards": total,
            "tricks": total // self.n,
            "last": last,
            "deputies_zero": self.deputies_zero,
            # Tricks per seat as this trick left them: the image of a round's last trick is
            # drawn after the next round is dealt (or the game is over).
            "seat_tricks": {q: len(self.piles[q]) // self.n for q in self.players},
        }
        events: list[dict[str, Any]] = [
            {
                "type": "trick_won",
                "round": self.round,
                "trick": self.trick_no,
                "player": winner,
                "duel": self.duel,
                "open": open_cards,
                "face_down": face_down,
                "cards": total,
                "tricks": total // self.n,
                "last": last,
            }
        ]
        self.leader = winner
        if last:
            return events + self._score(winner)
        return events + self._start_trick()

    # -- scoring and the end
    def _score(self, last_winner: str) -> list[dict[str, Any]]:
        play = self.plays[last_winner]
        played = [play["start"], *play["duel"]]
        coward = None
        if self.coward == last_winner and self.sheriff_card in played:
            coward = last_winner  # "Win je de laatste slag ... en speel je in die slag de sheriff"
        corrupt = None
        winning = play["duel"] if self.duel else [play["start"]]
        if CORRUPT in winning:
            corrupt = last_winner  # "Wordt de laatste slag gewonnen met de Corrupte Sheriff" (R12)
        rows = score_round(
            self.piles,
            self.deck,
            last_winner=last_winner,
            brave=self.brave,
            coward_bonus=coward,
            corrupt_winner=corrupt,
            mario_first=self.mario_first,
        )
        for p, row in rows.items():
            self.totals[p] += row["total"]
            row["running"] = self.totals[p]
        self.sheet.append({"round": self.round, "rows": rows})
        self.current = None
        events: list[dict[str, Any]] = [
            {
                "type": "round_scored",
                "round": self.round,
                "rows": _copy(rows),
                "totals": dict(self.totals),
                "brave": self.brave,
            }
        ]
        if self.round == self.stop_round and self.round < ROUNDS:
            # A sampled world of the strong player's search ends here (estimate judges it).
            self.phase = "stopped"
            return events
        if self.round == ROUNDS:
            self.phase = "over"
            self.end_reason = "seven_rounds"
            events.append(
                {
                    "type": "game_over",
                    "reason": self.end_reason,
                    "scores": self.scores(),
                    "winners": self.winners(),
                }
            )
            return events
        # The start player card moves to the left each round (R3).
        self.first = (self.first + 1) % self.n
        return events + self._start_round()

    def scores(self) -> dict[str, int]:
        return dict(self.totals)

    def winners(self) -> list[str]:
        if not self.is_over:
            return []
        best = max(self.totals.values())
        # "De speler met de meeste punten wint": tied players share the win (R14).
        return [p for p in self.players if self.totals[p] == best]

    # ------------------------------------------------------------------ views
    def view(self, player: str | None) -> dict[str, Any]:
        if player is not None and player not in self.players:
            raise ValueError(f"{player!r} is not seated in this game")
        over = self.is_over
        seats: dict[str, dict[str, Any]] = {}
        locked = self._locked()
        for p in self.players:
            seat: dict[str, Any] = {
                "hand_size": len(self.hands[p]),
                "locked_in": p in locked,
                "pile_size": len(self.piles[p]),
                "tricks": len(self.piles[p]) // self.n,
                "won_open": sorted(self.won_open[p], key=self._key),
                "brave": self.brave == p,
                # The brave sheriff's card lies open in front of its holder until played (R7).
                "open_card": self.sheriff_card if self.brave == p and self.open_sheriff else None,
                "mario": self.mario_holder == p,
                "score": self.totals[p],
            }
            if p == player:
                seat["hand"] = list(self.hands[p])
                seat["received"] = self.received.get(p)
                seat["passed_card"] = self.passed_card.get(p) or self.passing.get(p)
                seat["sheriff_choice"] = (
                    "brave" if self.brave == p else "cowardly" if self.coward == p else None
                )
                if p in self.declared and self.phase == "declare":
                    seat["declared"] = dict(self.declared[p])
                if p in self.face_down:
                    seat["face_down"] = list(self.face_down[p])
            seats[p] = seat
        trick = None
        if self.phase in ("play", "scorpion", "fill"):
            trick = {
                "number": self.trick_no,
                "leader": self.leader,
                "deputies_zero": self.deputies_zero,
                "duel": self.duel,
                "strongest": self.strongest,
                "winner": self.trick_winner,
                "current": self.current,
                "step": self.sub if self.phase == "play" else self.phase,
                "plays": {
                    q: {
                        "start": play["start"],
                        "duel": list(play["duel"]),
                        "passed": play["passed"],
                        "face_down": len(self.face_down.get(q, ())),
                        "to_add": self.fill.get(q, 0),
                    }
                    for q, play in self.plays.items()
                },
                "cards": sum(self._count(q) for q in self.players),
            }
        phase = self.phase
        return {
            "game": self.name,
            "options": dict(self.options),
            "players": list(self.players),
            "viewer": player,
            "phase": phase,
            "round": self.round,
            "rounds": ROUNDS,
            "stage": f"{phase}:{self.round}:{self.trick_no}:{self.decision_no}",
            "active_players": self.active_players(),
            "decision": None if over else _DECISION.get(phase),
            "seats": seats,
            "over": over,
            "scores": dict(self.totals),
            "winners": self.winners(),
            "end_reason": self.end_reason,
            "start_player": self.players[self.first],
            "trick": trick,
            "last_trick": _copy(self.last_trick),
            "brave_sheriff": self.brave,
            "mario_holder": self.mario_holder,
            "mario_on_table": [c for c in self.on_table],
            "hand_cards": max(len(h) for h in self.hands.values()) if not over else 0,
            "undealt": len(self.undealt),
            "score_sheet": _copy(self.sheet),
        }

    def _locked(self) -> set[str]:
        if self.phase == "pass":
            return set(self.passing)
        if self.phase == "declare":
            return set(self.declared)
        if self.phase == "fill":
            return {p for p in self.face_down if p not in self.fill}
        return set()


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value
