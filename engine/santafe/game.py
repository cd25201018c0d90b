"""Santa Fe, the railroad game: every rule of the basic game, the advanced game and the optional
tile purchase.

The game's state and its contract live here; the rules are in the modules beside it, one job
each: `setup` (the table before the first move), `steps` and `track` (each decision: its legal
actions, why anything else is refused, and what an accepted action does), `placement` and
`rounds` (where a tile may go, what may be exchanged, drawn or bought, and why not), `flow` (a
round from its start to the next), `scoring` (the end and the scores) and `views`.

Rulings on what the rulebook leaves open are in RULINGS.md beside this file; a comment
`(R<n>)` points to one. Events returned by `apply` are public: they never name a card that is
hidden (what a player drew is only in that player's view).
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Mapping
from typing import Any, ClassVar

from engine import sealed
from engine.core import Game, IllegalAction, OptionSpec, register
from engine.santafe import flow, placement, scoring, views, worlds
from engine.santafe.board import Board, load_board
from engine.santafe.rules import (
    BRANCH_CARDS_PER_RAILROAD,
    CITY_BONUS,
    CITY_CARDS_DEALT,
    DOUBLE_TURN,
    DOUBLE_TURN_CARDS,
    ENGINEER_CARDS,
    ENGINEER_HAND_SIZE,
    ENGINEER_PRICE,
    HAND_SIZE,
    MAX_LINES,
    RAILROADS,
    SPECIAL_BONUS,
    TILE_PRICE,
    _err,
)
from engine.santafe.setup import set_up
from engine.santafe.steps import (
    ChooseStep,
    DrawStep,
    EngineerStep,
    ExchangeStep,
    PurchaseStep,
    Step,
    plays,
)
from engine.santafe.track import TrackStep

__all__ = [
    "BRANCH_CARDS_PER_RAILROAD",
    "CITY_BONUS",
    "CITY_CARDS_DEALT",
    "DOUBLE_TURN",
    "DOUBLE_TURN_CARDS",
    "ENGINEER_CARDS",
    "ENGINEER_HAND_SIZE",
    "ENGINEER_PRICE",
    "HAND_SIZE",
    "MAX_LINES",
    "RAILROADS",
    "SPECIAL_BONUS",
    "TILE_PRICE",
    "SantaFe",
]

_STEPS: tuple[Step, ...] = (
    EngineerStep(),
    ChooseStep(),
    TrackStep(),
    ExchangeStep(),
    DrawStep(),
    PurchaseStep(),
)
_BY_PHASE = {step.phase: step for step in _STEPS}
_BY_KIND = {kind: step for step in _STEPS for kind in step.kinds}
# The bound handler of every action type, found once (the search applies many actions).
_PROCESS = {kind: handler for step in _STEPS for kind, handler in step.handlers().items()}


@register
class SantaFe(Game):
    name = "santafe"
    display_name = "Santa Fe"
    min_players = 2
    max_players = 5
    option_specs: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("advanced", bool, False, "opt.santafe.advanced"),
        OptionSpec("tile_purchase", bool, False, "opt.santafe.tile_purchase"),
    )

    _SHAPES: ClassVar[dict[str, list[tuple[str, ...]]]] = {
        "engineer": [("buy",)],
        "play": [("card", "branch")],
        "track": [("railroad", "route", "toward", "branch")],
        "end_turn": [()],
        "pass": [()],
        "exchange": [("cards",)],
        "draw": [("pile",), ("pile", "railroad")],
        "stop_drawing": [()],
        "buy_tile": [("railroad",)],
        "no_purchase": [()],
    }
    action_shapes: ClassVar[dict[str, tuple[frozenset[str], ...]]] = {
        kind: tuple(frozenset(("type", *keys)) for keys in shapes)
        for kind, shapes in _SHAPES.items()
    }

    heuristic: ClassVar[str | None] = "engine.santafe.heuristic:SantaFeHeuristic"

    # Letting a decision go by (R19): a pass, the end of a Double Turn, no Engineer, no
    # exchange, no more drawing, no purchase.
    skips: ClassVar[tuple[dict[str, Any], ...]] = (
        {"type": "pass"},
        {"type": "end_turn"},
        {"type": "engineer", "buy": False},
        {"type": "exchange", "cards": []},
        {"type": "stop_drawing"},
        {"type": "no_purchase"},
    )

    # The state (setup.set_up). Cards and money:
    start_money: int
    branch_price: int
    city_pile: list[str]
    hands: dict[str, list[str]]
    double_turns: dict[str, int]
    double_turn_pile: int
    branch_pile: dict[str, int]
    branch_held: dict[str, str | None]
    engineer_pile: int
    engineer: dict[str, str | None]  # None, "bought", "drawn"
    money: dict[str, int]
    cities_played: dict[str, list[str]]
    removed_cities: int
    removed_branches: int
    purchased: dict[str, dict[str, int]]
    paid_to_bank: int
    paid_by_bank: int
    # Track:
    supply: dict[str, int]
    route_owner: dict[str, str]
    route_from: dict[str, str]
    route_placed: dict[str, int]
    lines: dict[str, list[str]]
    connected: dict[str, set[str]]
    special_paid: set[tuple[str, str]]
    # The round:
    round: int
    first: int
    phase: str
    track_turn: int
    turn_pos: int
    choices: dict[str, tuple[str, bool]]  # sealed: each player's card and Branch Line
    played: dict[str, dict[str, Any]]
    branch_active: dict[str, str | None]
    tiles_this_turn: int
    passed_this_turn: set[str]
    exchangers: list[str]
    recent: list[dict[str, Any]]
    recent_events: list[dict[str, Any]]
    recent_stale: bool
    last_events: list[dict[str, Any]]
    end_reason: str | None
    end_blocked: str | None

    def __init__(self, players: list[str], seed: int, options: dict[str, Any] | None = None):
        super().__init__(players, seed, options)
        self.board: Board = load_board()
        self.rng = random.Random(self.seed)
        set_up(self)
        # The set-up's events, kept for `start`: the first round begun (the advanced game
        # begins with the Engineer purchases instead, which are moves).
        self._opening: list[dict[str, Any]] = []
        if self.phase == "choose":
            self._opening = flow.start_choose(self)

    def start(self) -> list[dict[str, Any]]:
        """The first round begun, with its first player (none in the advanced game)."""
        return copy.deepcopy(self._opening)

    # ------------------------------------------------------------------ helpers: turn order
    @property
    def n(self) -> int:
        return len(self.players)

    def _order(self) -> list[str]:
        """Seats in turn order, starting with the first player."""
        return self.players[self.first :] + self.players[: self.first]

    def _current(self) -> str | None:
        if self.phase in ("setup", "track", "draw", "purchase"):
            return self._order()[self.turn_pos]
        if self.phase == "exchange":
            return self.exchangers[0]
        return None

    def hand_size(self, p: str) -> int:
        return len(self.hands[p]) + self.double_turns[p] + (1 if self.branch_held[p] else 0)

    def _hand_limit(self, p: str) -> int:
        return ENGINEER_HAND_SIZE if self.engineer[p] == "drawn" else HAND_SIZE

    def _doubled(self, p: str) -> bool:
        return self.played.get(p, {}).get("card") == DOUBLE_TURN

    def _rr_name(self, r: str) -> str:
        return self.board.railroads[r].name

    def _pay(self, p: str, amount: int) -> None:
        self.money[p] -= amount
        self.paid_to_bank += amount

    # The terrain cost of a tile, read by the strong player (placement.cost).
    _cost = placement.cost

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    # ------------------------------------------------------------------ contract: who acts
    def active_players(self) -> list[str]:
        if self.phase == "over":
            return []
        if self.phase == "choose":
            return sealed.awaited(self.players, self.choices, self._plays)
        current = self._current()
        return [current] if current is not None else []

    # (card, with_branch) pairs a player may play now, who is awaited in the sealed choice.
    _plays = plays

    def legal_actions(self, player: str) -> list[dict[str, Any]]:
        step = _BY_PHASE.get(self.phase)
        return [] if step is None else step.actions(self, player)

    def forced(self, player: str) -> dict[str, Any] | None:
        """A public decision (its moves follow from the board, money and cards shown), or a
        card to play from a hand of one, with a single legal move (R19)."""
        decision = views.DECISION.get(self.phase)
        one_card = len(self.hands.get(player, ())) == 1
        public = decision == "public" or (decision == "sealed" and one_card)
        awaited = public and player in self.active_players()
        legal = self.legal_actions(player) if awaited else []
        return legal[0] if len(legal) == 1 else None

    def _apply(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        kind = action["type"]
        step = _BY_KIND.get(kind)
        if step is None:
            raise _err("unknown_action", "Santa Fe has no such move.")
        if step.phase != self.phase:
            raise self._wrong_phase(step, kind)
        if not step.sealed and player != self._current():
            raise _err("not_your_turn", "It is not your turn.")
        events: list[dict[str, Any]] = _PROCESS[kind](self, player, action)
        self.last_events = events
        return events

    def _wrong_phase(self, step: Step, kind: str) -> IllegalAction:
        """Why `kind` cannot be done now, in a player's words: what the table is doing, and
        when that move comes (`phase` and `action` let a translation say the same)."""
        unused = step.unused(self)
        if unused is not None:
            return unused
        now = _BY_PHASE[self.phase].now if self.phase in _BY_PHASE else "The game is over"
        return _err("wrong_phase", f"{now}; {step.when[kind]}.", phase=self.phase, action=kind)

    # ------------------------------------------------------------------ results and views
    def railroads_at(self, city: str) -> int:
        return scoring.railroads_at(self, city)

    def score_breakdown(self, p: str) -> dict[str, Any]:
        return scoring.score_breakdown(self, p)

    def scores(self) -> dict[str, int]:
        return scoring.scores(self)

    def winners(self) -> list[str]:
        return scoring.winners(self)

    def view(self, player: str | None) -> dict[str, Any]:
        return views.view(self, player)

    # ------------------------------------------------------------------ the strong player
    # Iterations per second of one core (engine.santafe.strong, rollouts of `search_horizon`
    # actions then `estimate`): 131/s measured over 3-player games, 22/s with whole rollouts.
    # Ten actions ahead won 70% of 30 three-player games at 8 iterations a move.
    search_rate: ClassVar[float] = 130.0
    search_horizon: ClassVar[int] = 10

    def clone(self) -> SantaFe:
        """An independent copy of the whole state that keeps no action log (worlds.clone)."""
        return worlds.clone(self)

    @classmethod
    def tally(cls, events: list[dict[str, Any]], counts: Counter[str]) -> None:
        for e in events:
            if e["type"] == "track_placed" and "cost" in e:
                counts["tiles"] += 1
                if e["cost"]:
                    counts["tiles_with_terrain_cost"] += 1
                    counts["terrain_paid"] += e["cost"]
            elif e["type"] == "passed" and "forced" in e:
                counts["passes"] += 1
                counts["forced_passes"] += e["forced"]
            elif e["type"] == "bonus" and "kind" in e:
                counts["bonus_" + e["kind"]] += e["amount"]
            elif e["type"] == "engineer_bought":
                counts["engineers_bought"] += 1
            elif e["type"] == "tile_bought":
                counts["tiles_bought"] += 1

    @classmethod
    def tally_report(
        cls, counts: Mapping[str, float], games: int, options: Mapping[str, Any]
    ) -> list[str]:
        m, n = counts, games
        tiles = max(m.get("tiles", 0), 1)
        lines = [
            f"tiles laid per game: {m.get('tiles', 0) / n:.1f}; bonuses paid per game: "
            f"city ${m.get('bonus_city', 0) / n:.1f}, special ${m.get('bonus_special', 0) / n:.1f}"
        ]
        if options.get("advanced") and m.get("tiles"):
            lines.append(
                f"terrain: {100 * m.get('tiles_with_terrain_cost', 0) / tiles:.1f}% of tiles paid "
                f"terrain, ${m.get('terrain_paid', 0) / n:.1f} per game; passes per game "
                f"{m.get('passes', 0) / n:.1f} (forced by money "
                f"{m.get('forced_passes', 0) / n:.1f}); "
                f"Engineers bought per game {m.get('engineers_bought', 0) / n:.1f}"
            )
        if options.get("tile_purchase"):
            lines.append(f"tiles bought per game: {m.get('tiles_bought', 0) / n:.1f}")
        return lines

    @classmethod
    def computer_player(cls, policy: str, seed: int) -> Any:
        if policy == "strong":
            from engine.santafe.strong import SantaFeSearch

            return SantaFeSearch(seed)
        if policy == "rollout":
            from engine.santafe.strong import SantaFeRollout

            return SantaFeRollout(seed)
        return super().computer_player(policy, seed)

    def reaches(self) -> dict[str, dict[str, float]]:
        """For each railroad, how likely it is to reach each city (worlds.reaches)."""
        return worlds.reaches(self)

    def distances(self) -> dict[str, dict[str, int]]:
        """For each railroad, the track spaces it still needs to reach each city."""
        return worlds.distances(self)

    def distances_from(
        self, city: str, budget: int, claimed: str = "", targets: frozenset[str] | None = None
    ) -> dict[str, int]:
        """Track spaces from `city` to each city over unclaimed routes (worlds.distances_from)."""
        return worlds.distances_from(self, city, budget, claimed, targets)

    def head_distances(self, r: str, targets: frozenset[str] | None = None) -> list[dict[str, int]]:
        """For each railhead of `r`, the track spaces from it to each city (worlds)."""
        return worlds.head_distances(self, r, targets)

    def estimate(self, player: str) -> float | None:
        """The position's worth to `player` when a rollout stops early (worlds.estimate)."""
        return worlds.estimate(self, player)

    def unseen_cities(self, player: str) -> list[str]:
        """The City cards `player` cannot see, sorted (worlds.unseen_cities)."""
        return worlds.unseen_cities(self, player)

    def sample(self, player: str, rng: random.Random) -> SantaFe:
        """A world `player` cannot tell from this one (worlds.sample)."""
        return worlds.sample(self, player, rng)
