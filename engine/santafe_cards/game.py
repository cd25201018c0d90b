"""Santa Fe: the card game (Péter Szöllősi, White Goblin Games): every rule of the rulebook and
its three promo variants.

The game's state and its contract live here; the rules are in the modules beside it, one job
each: `deal` (set-up of a round), `steps` and `trick` (each decision: its legal actions, why
anything else is refused, and what an accepted action does), `flow` (a trick from its start to
its winner), `scoring` (a round's points and the end) and `views`.

Rulings on what the rulebook leaves open are in RULINGS.md beside this file; a comment `(R<n>)`
points to one. Events returned by `apply` are public unless made with `private(...)`; public
events never name a card that lies face down or sits in a hand.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from engine import sealed
from engine.core import Game, IllegalAction, OptionSpec, register
from engine.santafe_cards import views
from engine.santafe_cards.deal import BLACK, MARIO, ROUNDS, start_round
from engine.santafe_cards.deck import Deck, load_deck
from engine.santafe_cards.scoring import TABLE, copy_rows, score_round
from engine.santafe_cards.steps import DeclareStep, FillStep, PassStep, ScorpionStep, Step
from engine.santafe_cards.steps import err as _err
from engine.santafe_cards.trick import TrickStep

__all__ = ["BLACK", "MARIO", "ROUNDS", "TABLE", "SantaFeCards", "score_round"]

_STEPS: tuple[Step, ...] = (PassStep(), DeclareStep(), TrickStep(), ScorpionStep(), FillStep())
_BY_PHASE = {step.phase: step for step in _STEPS}
_BY_KIND = {kind: step for step in _STEPS for kind in step.kinds}
# The bound handler of every action type, found once (the search applies many actions).
_PROCESS = {kind: getattr(step, "do_" + kind) for step in _STEPS for kind in step.kinds}


def _match(action: dict[str, Any], legal: list[dict[str, Any]]) -> bool:
    """`action` is listed, comparing types strictly (True == 1 in Python; not here)."""
    for a in legal:
        if len(a) == len(action) and all(
            k in action and type(action[k]) is type(v) and action[k] == v for k, v in a.items()
        ):
            return True
    return False


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
    # Letting a decision go by (R16): no duel, a pass in a duel, Mario left where he lies.
    skips: ClassVar[tuple[dict[str, Any], ...]] = (
        {"type": "no_duel"},
        {"type": "pass"},
        {"type": "no_swap"},
    )
    # The strong player (engine/search.py, engine/santafe_cards/strong.py): iterations per
    # second of one core, each iteration playing a sampled world to the end of its round.
    search_rate: ClassVar[float] = 1000.0
    # A sampled world stops when this round is scored (None: the real game, played to the end).
    stop_round: int | None = None
    # A sampled world skips the check that an action is listed: its players are the search's.
    trusted: bool = False

    # The state of a round (deal.start_round) and of a trick (deal.clear_trick).
    aside: list[str]  # out of this round, face down or boxed
    on_table: list[str]  # open on the table, out of the tricks (Mario's twins)
    sheriff_card: str
    hands: dict[str, list[str]]
    undealt: list[str]
    piles: dict[str, list[str]]
    won_open: dict[str, list[str]]
    passing: dict[str, str]  # sealed: the card each player passes on
    received: dict[str, str]
    passed_card: dict[str, str]
    declared: dict[str, dict[str, bool]]  # sealed: the sheriff's and Mario's choices
    brave: str | None
    open_sheriff: bool
    coward: str | None
    mario_holder: str | None  # holds the Black Scorpion in hand (public)
    mario_first: str | None
    trick_no: int
    leader: str
    phase: str
    plays: dict[str, dict[str, Any]]
    seq: int
    duel: bool
    strongest: str | None
    current: str | None
    sub: str
    fill: dict[str, int]  # sealed: face-down cards each player still adds
    face_down: dict[str, list[str]]
    trick_winner: str | None
    scorpion: str | None
    deputies_zero: bool
    trick_hand: int

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
        # The first round's events, kept for `start` (the deal happens here, once).
        self._opening: list[dict[str, Any]] = start_round(self)

    def start(self) -> list[dict[str, Any]]:
        """The first round begun: its number, start player and undealt cards."""
        return copy_rows(self._opening)

    # ------------------------------------------------------------------ small helpers
    def _key(self, card: str) -> tuple[int, str]:
        return (self.deck.value(card), card)

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

    # ------------------------------------------------------------------ contract: who acts
    def active_players(self) -> list[str]:
        phase = self.phase
        if phase == "pass":
            return sealed.awaited(self.players, self.passing)
        if phase == "declare":
            return sealed.awaited(self.players, self.declared)
        if phase in ("play", "scorpion"):
            return [self.current] if self.current is not None else []
        if phase == "fill":
            # Who still adds face-down cards (a player who laid them all has locked in).
            return sealed.awaited(self.players, (), self.fill.get)
        return []

    def legal_actions(self, player: str) -> list[dict[str, Any]]:
        step = _BY_PHASE.get(self.phase)
        return [] if step is None else step.actions(self, player)

    def forced(self, player: str) -> dict[str, Any] | None:
        """A single legal move that the open table shows to be the only one (R16): with an
        empty hand (the cards on the table are open), or a hand of one card to start a trick
        with or to lay face down. Never the sheriff's "ready": who holds the sheriff is hidden."""
        if self.phase not in ("play", "scorpion", "fill") or player not in self.active_players():
            return None
        held = len(self.hands[player])
        starts = self.phase == "fill" or (self.phase == "play" and self.sub == "start")
        if held > 1 or (held == 1 and not starts):
            return None
        legal = self.legal_actions(player)
        return legal[0] if len(legal) == 1 else None

    def _apply(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        kind = action["type"]
        if not self.trusted and not _match(action, self.legal_actions(player)):
            raise self._refusal(player, action)
        if _BY_KIND[kind].new_decision:
            self.decision_no += 1
        events: list[dict[str, Any]] = _PROCESS[kind](self, player, action)
        return events

    def _refusal(self, p: str, action: dict[str, Any]) -> IllegalAction:
        """Why `action` is not one of `p`'s legal actions: no such action, another step's, or
        the step's own reason (`Step.explain`)."""
        kind = action["type"]
        step = _BY_KIND.get(kind)
        if step is None:
            return _err(
                "unknown_action", f"Santa Fe: the card game has no action {kind!r}.", kind=kind
            )
        if step.phase != self.phase:
            return _err(
                "wrong_phase",
                f"'{kind}' is not possible now (phase: {self.phase}).",
                kind=kind,
                phase=self.phase,
            )
        return step.explain(self, p, action)

    # ------------------------------------------------------------------ results and views
    def scores(self) -> dict[str, int]:
        return dict(self.totals)

    def winners(self) -> list[str]:
        if not self.is_over:
            return []
        best = max(self.totals.values())
        # "De speler met de meeste punten wint": tied players share the win (R14).
        return [p for p in self.players if self.totals[p] == best]

    def view(self, player: str | None) -> dict[str, Any]:
        return views.view(self, player)
