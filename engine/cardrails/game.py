"""Card Rails: every rule of the game and both variants.

The game's state and its contract live here; the rules are in the modules beside it, one job
each: `setup` (the table before the first move), `steps` (each decision of a turn: its legal
actions, why anything else is refused, and what an accepted action does), `placement` and
`track` (where a card may be played and a cube built, and why not), `flow` (the end of a turn
and of the game), `scoring` (values, points, the winner), `views` and `worlds` (the strong
player's copies and samples). Rulings on what the rulebook leaves open are in RULINGS.md
beside this file; a comment `(R<n>)` points to one.

`apply` accepts exactly what `legal_actions` lists (compared as JSON, so `True` is not `1`);
anything else is explained in the player's words and changes nothing.
"""

from __future__ import annotations

import random
import weakref
from typing import Any, ClassVar

from engine.cardrails import flow, scoring, views, worlds
from engine.cardrails.cards import CardSet, Hex, load_cards
from engine.cardrails.geometry import _Fit
from engine.cardrails.placement import lay_card
from engine.cardrails.rules import DEAL, END_HAND, MAX_SHARE_CUBES, PURPLE_VALUE, SYMBOL_VALUE, _err
from engine.cardrails.setup import set_up
from engine.cardrails.steps import (
    SHAPES,
    ActionStep,
    BuildStep,
    CardStep,
    Step,
    SwapGiveStep,
    SwapTakeStep,
    malformed,
)
from engine.cardrails.track import put_cube
from engine.core import ComputerPlayer, Game, IllegalAction, OptionSpec, register

__all__ = [
    "DEAL",
    "END_HAND",
    "MAX_SHARE_CUBES",
    "PURPLE_VALUE",
    "SYMBOL_VALUE",
    "CardRails",
]

_STEPS: tuple[Step, ...] = (CardStep(), ActionStep(), BuildStep(), SwapGiveStep(), SwapTakeStep())
_BY_NAME = {step.name: step for step in _STEPS}
# The bound handler of every action type, found once (the search applies many actions): a
# kind accepted by two steps is carried out alike in both.
_PROCESS = {kind: handler for step in _STEPS for kind, handler in step.handlers().items()}


@register
class CardRails(Game):
    name = "cardrails"
    display_name = "Card Rails"
    min_players = 3
    max_players = 5
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("final_dividend", bool, False, "opt.cardrails.final_dividend"),
        OptionSpec("open_hands", bool, False, "opt.cardrails.open_hands"),
    )

    heuristic: ClassVar[str | None] = "engine.cardrails.heuristic:CardRailsHeuristic"
    # The strong player's search (engine/search.py, engine/cardrails/strong.py): measured
    # with bench/bench_strong_cardrails.py --rate.
    search_rate: ClassVar[float] = 160.0
    # Letting a decision go by (R21): stop building after a first cube. Choosing a card has no
    # pass (R9).
    skips: ClassVar[tuple[dict[str, Any], ...]] = ({"type": "stop"},)

    # The state (setup.set_up). The cards:
    removed: str | None  # the railroad left out of a 3-player game
    railroads: list[str]
    removed_cards: list[str]
    cubes_left: dict[str, int]
    share_cubes: dict[str, dict[str, int]]
    hands: dict[str, list[str]]
    discards: list[str]
    first: int
    # The map and its indexes (placement, track):
    parts: dict[Hex, dict[str, tuple[str, str]]]
    whole: dict[Hex, tuple[str | None, tuple[str, ...]]]
    open_halves: dict[Hex, str]
    sides: dict[Hex, str]
    cube: dict[Hex, str]
    track: dict[str, list[Hex]]
    bonus: dict[str, int]
    placed: list[dict[str, Any]]
    free: set[Hex]
    fits: dict[Hex, _Fit]
    dead: set[Hex]
    version: int
    reach: dict[str, set[Hex]]
    frontier: dict[str, set[Hex]]
    reach_all: set[Hex]
    reach2: set[Hex]  # reach_all and the hexes next to it
    unions: dict[tuple[str, ...], set[Hex]]
    city_hexes: tuple[Hex, ...]
    near_city: frozenset[Hex]
    # The turn:
    turn: int
    step: str
    chosen: str | None
    card_played: bool
    completed: list[Hex]
    built: list[tuple[str, Hex]]
    swap_given: str | None
    last_turn: dict[str, Any] | None
    current_turn: dict[str, Any]
    end_reason: str | None

    @classmethod
    def computer_player(cls, policy: str, seed: int) -> ComputerPlayer:
        """Also "strong" (the search of strong.py) and "fast" (the heuristic's choices read
        from the state: the search's rollouts)."""
        if policy == "strong":
            from engine.cardrails.strong import StrongPlayer

            return StrongPlayer(seed)
        if policy == "fast":
            from engine.cardrails.strong import FastHeuristic

            return FastHeuristic(seed)
        return super().computer_player(policy, seed)

    def __init__(self, players: list[str], seed: int, options: dict[str, Any] | None = None):
        super().__init__(players, seed, options)
        # Named `board` so tests share it between copies: it never changes.
        self.board: CardSet = load_cards()
        self.rng = random.Random(self.seed)
        set_up(self)

    # ------------------------------------------------------------------ basics
    @property
    def n(self) -> int:
        return len(self.players)

    def order(self) -> list[str]:
        """Seats in turn order, from the player holding the Priority Deal card."""
        return self.players[self.first :] + self.players[: self.first]

    def current(self) -> str:
        return self.players[(self.first + self.turn) % len(self.players)]

    @property
    def is_over(self) -> bool:
        return self.step == "over"

    def active_players(self) -> list[str]:
        return [] if self.step == "over" else [self.current()]

    def share_count(self, p: str) -> int:
        return sum(self.share_cubes[p].values())

    def _rname(self, r: str) -> str:
        return self.board.railroads[r].name

    # The map, changed by the steps and by tests (placement.lay_card, track.put_cube).
    _lay_card = lay_card
    _put_cube = put_cube

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, player: str) -> list[dict[str, Any]]:
        return list(map(dict, self._legal(player)))

    def _legal(self, player: str) -> list[dict[str, Any]]:
        # The state changes only through `_apply`, `_lay_card`, `_put_cube` and the end of a
        # turn, which bump `version`; the board is compared too (tests give cards other
        # features).
        token = (player, self.version, id(self.board))
        ref, seen, actions = _LAST[0]  # one read: another thread may replace it
        if seen == token and ref() is self:
            return actions
        actions = self._list_actions(player)
        _LAST[0] = weakref.ref(self), token, actions
        return actions

    def forced(self, player: str) -> dict[str, Any] | None:
        """A step asked in the thread (its moves follow from the open map, R7) or any step
        with Open Hands, with a single legal move (R21)."""
        if self.step == "over" or views.decision(self) != "public":
            return None
        legal = self._legal(player)
        return dict(legal[0]) if len(legal) == 1 else None

    def _listed(self, player: str, action: dict[str, Any]) -> bool:
        """Is `action` exactly one of the listed actions? Types are compared too: in Python
        True == 1, but a listed rotation 0 is not false."""
        listed = self._legal(player)
        try:
            a = listed[listed.index(action)]  # actions are unique: at most one is equal
        except ValueError:
            return False
        # The types key by key (a type equals only itself), with no Python call per key.
        return list(map(type, action.values())) == list(map(type, map(a.__getitem__, action)))

    def _list_actions(self, player: str) -> list[dict[str, Any]]:
        if self.step == "over" or player != self.current():
            return []
        return _BY_NAME[self.step].actions(self, player)

    # ------------------------------------------------------------------ apply
    def _apply(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        # A listed action is of a known type and its player's turn: the checks of
        # `_refusal` are needed only to explain a refusal.
        if not self._listed(player, action):
            raise self._refusal(player, action)
        self.version += 1
        events: list[dict[str, Any]] = _PROCESS[action["type"]](self, player, action)
        return events

    def _refusal(self, player: str, action: dict[str, Any]) -> IllegalAction:
        """The rule an unlisted action breaks, in the player's words (in this order)."""
        kind = action["type"]
        if kind not in SHAPES:
            return _err("unknown_action", f"Card Rails has no action called {kind!r}.", action=kind)
        if player != self.current():
            return _err(
                "not_your_turn",
                f"It is {self.current()}'s turn, not {player}'s.",
                current=self.current(),
                player=player,
            )
        step = _BY_NAME[self.step]
        if kind not in step.kinds:
            return _err(
                "wrong_step",
                f"You cannot do '{kind}' now: you are {step.now}.",
                action=kind,
                step=self.step,
            )
        return malformed(action) or step.refuse(self, player, action)

    def _end(self) -> list[dict[str, Any]]:
        """The game ends now (flow.end): its `game_over` event."""
        return flow.end(self)

    # ------------------------------------------------------------------ scoring
    def value_breakdown(self, r: str) -> dict[str, int]:
        """The value of railroad `r` and what makes it (scoring.value_breakdown)."""
        return scoring.value_breakdown(self, r)

    # `value_breakdown(r)["value"]`, in one walk along the track (scoring.value).
    value = scoring.value
    _hands_known = scoring.hands_known

    def score_breakdown(self) -> dict[str, dict[str, Any]]:
        """Per player and railroad: shares and points (scoring.score_breakdown)."""
        return scoring.score_breakdown(self)

    def scores(self) -> dict[str, int]:
        return scoring.scores(self)

    def winners(self) -> list[str]:
        return scoring.winners(self)

    # ------------------------------------------------------------------ the strong player's worlds
    def clone(self) -> CardRails:
        """An independent copy of the whole state, with no action log (worlds.clone)."""
        return worlds.clone(self)

    def estimate(self, player: str) -> float | None:
        """How good this unfinished position looks for `player`, in [0, 1]: the margin of
        their projected final score over the best opponent's (strong.py's `margin_value`)."""
        from engine.cardrails.strong import margin_value

        return margin_value(self, player)

    def hidden_from(self, player: str) -> list[str]:
        """The cards `player` cannot see, sorted (worlds.hidden_from)."""
        return worlds.hidden_from(self, player)

    def sample(self, player: str, rng: random.Random) -> CardRails:
        """A world `player` cannot tell from this one (worlds.sample)."""
        return worlds.sample(self, player, rng)

    # ------------------------------------------------------------------ views
    def view(self, player: str | None) -> dict[str, Any]:
        return views.view(self, player)


# The last listing, reused between `legal_actions` and `apply` (of the same game: a player's
# listing and move follow each other): the game (weakly), its token and the actions (shared,
# never changed). Kept outside the state: a refusal that lists leaves the state as it was.
_LAST: list[tuple[Any, Any, list[dict[str, Any]]]] = [(lambda: None, None, [])]
