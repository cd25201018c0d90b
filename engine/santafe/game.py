"""Santa Fe, the railroad game: every rule of the basic game, the advanced game and the optional
tile purchase, in one place.

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
from engine.santafe import rounds, views, worlds
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

    def __init__(self, players: list[str], seed: int, options: dict[str, Any] | None = None):
        super().__init__(players, seed, options)
        self.board: Board = load_board()
        self.rng = random.Random(self.seed)
        n = len(players)
        advanced = self.options["advanced"]
        self.start_money = 5 if advanced else 2
        self.branch_price = 2 if advanced else 1

        # Cards: the City deck holds one card per value-2/3 city and two per value-4..7 city.
        deck = []
        for city in self.board.scoring_cities:
            deck += [city.id] * (1 if city.card_value <= 3 else 2)
        self.rng.shuffle(deck)
        self.city_pile: list[str] = deck
        self.hands: dict[str, list[str]] = {}
        for p in players:
            self.hands[p] = [self.city_pile.pop() for _ in range(CITY_CARDS_DEALT)]
        self.double_turns: dict[str, int] = dict.fromkeys(players, 1)
        self.double_turn_pile = DOUBLE_TURN_CARDS[n] - n
        self.branch_pile: dict[str, int] = dict.fromkeys(RAILROADS, BRANCH_CARDS_PER_RAILROAD)
        self.branch_held: dict[str, str | None] = dict.fromkeys(players)
        self.engineer_pile = ENGINEER_CARDS if advanced else 0
        self.engineer: dict[str, str | None] = dict.fromkeys(players)  # None, "bought", "drawn"
        self.money: dict[str, int] = dict.fromkeys(players, self.start_money)
        self.cities_played: dict[str, list[str]] = {p: [] for p in players}
        self.removed_cities = 0  # City cards discarded by a Double Turn exchange
        self.removed_branches = 0
        self.purchased: dict[str, dict[str, int]] = {p: {} for p in players}
        # Money flows, so tests can prove no money is created or lost.
        self.paid_to_bank = 0
        self.paid_by_bank = 0

        # Track.
        self.supply: dict[str, int] = {r: self.board.railroads[r].tiles for r in RAILROADS}
        self.route_owner: dict[str, str] = {}
        self.route_from: dict[str, str] = {}
        self.route_placed: dict[str, int] = {}
        # A line's head is a city id (ready to start a route) or a started route's id.
        self.lines: dict[str, list[str]] = {r: [self.board.railroads[r].home] for r in RAILROADS}
        self.connected: dict[str, set[str]] = {r: {self.board.railroads[r].home} for r in RAILROADS}
        self.special_paid: set[tuple[str, str]] = set()

        # Round state.
        self.round = 1
        self.first = 0  # seat of the first player (R1: the first seat is the youngest player)
        self.phase = "setup" if advanced else "choose"
        self.track_turn = 0
        self.turn_pos = 0  # position in turn order within the current sequential phase
        self.choices: dict[str, tuple[str, bool]] = {}
        self.played: dict[str, dict[str, Any]] = {}
        self.branch_active: dict[str, str | None] = dict.fromkeys(players)
        self.tiles_this_turn = 0
        self.passed_this_turn: set[str] = set()
        self.exchangers: list[str] = []
        self.draws_left = 0
        # The latest track-laying turn, kept until the next turn's first move so that a board
        # image drawn after a turn ends still shows (and credits) what that turn did.
        self.recent: list[dict[str, Any]] = []
        self.recent_events: list[dict[str, Any]] = []
        self.recent_stale = False
        self.last_events: list[dict[str, Any]] = []
        self.end_reason: str | None = None
        self.end_blocked: str | None = None  # who could not place a tile, if that ended it
        # The set-up's events, kept for `start`: the first round begun (the advanced game
        # begins with the Engineer purchases instead, which are moves).
        self._opening: list[dict[str, Any]] = []
        if self.phase == "choose":
            self._opening = self._start_choose()

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

    def legal_actions(self, player: str) -> list[dict[str, Any]]:
        if self.phase == "over" or player not in self.players:
            return []
        if self.phase == "choose":
            return [
                {"type": "play", "card": card, "branch": branch}
                for card, branch in self._plays(player)
            ]
        if player != self._current():
            return []
        if self.phase == "setup":
            out = [{"type": "engineer", "buy": False}]
            if self.money[player] >= ENGINEER_PRICE and self.engineer_pile:
                out.insert(0, {"type": "engineer", "buy": True})
            return out
        if self.phase == "track":
            out = [self._track_action(m) for m in self._placements(player)]
            if self._may_pass(player):
                out.append({"type": "pass"})
            if self.tiles_this_turn:
                out.append({"type": "end_turn"})
            return out
        if self.phase == "exchange":
            return [
                {"type": "exchange", "cards": list(c)} for c in rounds.exchange_sets(self, player)
            ]
        if self.phase == "draw":
            return rounds.draw_actions(self, player)
        if self.phase == "purchase":
            out = [{"type": "buy_tile", "railroad": r} for r in rounds.buyable(self, player)]
            out.append({"type": "no_purchase"})
            return out
        return []

    # ------------------------------------------------------------------ apply
    def _apply(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        kind = action["type"]
        handler = _HANDLERS.get(kind)
        if handler is None:
            raise _err("unknown_action", "Santa Fe has no such move.")
        phase = _PHASE_OF.get(kind)
        if phase is not None and self.phase not in phase:
            raise self._wrong_phase(kind)
        if self.phase != "choose" and player != self._current():
            raise _err("not_your_turn", "It is not your turn.")
        laying = kind in ("track", "pass", "end_turn")
        if laying and self.recent_stale:  # the first move of a new track-laying turn
            kept = self.recent, self.recent_events
            self.recent, self.recent_events, self.recent_stale = [], [], False
            try:
                events = handler(self, player, action)
            except IllegalAction:  # refused: the game stays exactly as it was
                self.recent, self.recent_events = kept
                self.recent_stale = True
                raise
        else:
            events = handler(self, player, action)
        if laying:
            self.recent_events += [e for e in events if e["type"] in _RECENT_KINDS]
        self.last_events = events
        return events

    def _wrong_phase(self, kind: str) -> IllegalAction:
        """Why `kind` cannot be done now, in a player's words: what the table is doing, and
        when that move comes (`phase` and `action` let a translation say the same)."""
        if kind in ("buy_tile", "no_purchase") and not self.options["tile_purchase"]:
            return _err(
                "no_tile_purchase",
                "This game does not use the optional rule of buying track tiles.",
            )
        if kind == "engineer" and not self.options["advanced"]:
            return _err("engineer_advanced", "Engineer cards are used only in the advanced game.")
        now = _NOW[self.phase]
        return _err("wrong_phase", f"{now}; {_WHEN[kind]}.", phase=self.phase, action=kind)

    # -- setup (advanced): "Before the game begins, a player may buy an Engineer card for $4."
    def _do_engineer(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        buy = action.get("buy")
        if not isinstance(buy, bool):
            raise _err("malformed_engineer", "Say whether you buy the Engineer or not.")
        if buy and self.money[p] < ENGINEER_PRICE:
            raise _err(
                "engineer_cost",
                f"An Engineer card costs ${ENGINEER_PRICE} and you have ${self.money[p]}.",
                price=ENGINEER_PRICE,
                money=self.money[p],
            )
        if buy and not self.engineer_pile:
            raise _err("none_left", "No Engineer card is left.")
        events: list[dict[str, Any]] = []
        if buy:
            self._pay(p, ENGINEER_PRICE)
            self.engineer_pile -= 1
            self.engineer[p] = "bought"
            events.append({"type": "engineer_bought", "player": p, "cost": ENGINEER_PRICE})
        else:
            events.append({"type": "engineer_declined", "player": p})
        self.turn_pos += 1
        if self.turn_pos == self.n:
            events += self._start_choose()
        return events

    # -- choosing cards in secret
    def _plays(self, p: str) -> list[tuple[str, bool]]:
        """(card, with_branch) pairs `p` may play now."""
        if self.phase != "choose":
            return []
        # "A player must play a Branch Line card in the round immediately following ..." (R7)
        branch = self.branch_held[p] is not None
        cards = sorted(set(self.hands[p]))
        # "In the first round only, players must play a City card."
        if self.double_turns[p] and self.round > 1:
            cards.append(DOUBLE_TURN)
        return [(c, branch) for c in cards]

    def _do_play(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        card, branch = action.get("card"), action.get("branch", False)
        if not isinstance(card, str) or not isinstance(branch, bool):
            raise _err("malformed_play", "Choose a City card or a Double Turn card from your hand.")
        plays = self._plays(p)
        if not plays:
            raise _err("nothing_to_play", "You have no card you can play this round.")
        if (card, branch) not in plays:
            if card == DOUBLE_TURN and self.round == 1:
                raise _err(
                    "first_round_city", "In the first round only, players must play a City card."
                )
            if branch and self.branch_held[p] is None:
                raise _err("no_branch_card", "You hold no Branch Line card.")
            if not branch and self.branch_held[p] is not None:
                raise _err(
                    "branch_must_be_played",
                    "A player must play a Branch Line card in the round immediately following the"
                    " round in which it was drawn, together with a City or Double Turn card.",
                )
            raise _err("card_not_in_hand", "That card is not in your hand.")
        changed = not sealed.make_choice(self.choices, p, (card, branch))
        events = [{"type": "choice_made", "player": p, "changed": changed}]
        if not self.active_players():
            events += self._reveal()
        return events

    def _start_choose(self) -> list[dict[str, Any]]:
        self.phase = "choose"
        self.choices = {}
        self.played = {}
        self.branch_active = dict.fromkeys(self.players)
        events: list[dict[str, Any]] = [
            {"type": "round_started", "round": self.round, "first_player": self.players[self.first]}
        ]
        # A player with no playable card plays nothing (R8); if nobody can play, reveal at once.
        if not self.active_players():
            events += self._reveal()
        return events

    def _reveal(self) -> list[dict[str, Any]]:
        plays: dict[str, dict[str, Any]] = {}
        for p in self.players:
            if p not in self.choices:
                plays[p] = {"card": None, "branch": None}
                if self.branch_held[p] is not None:  # could not be played with another card (R8)
                    self.branch_held[p] = None
                    self.removed_branches += 1
                continue
            card, branch = self.choices[p]
            if card == DOUBLE_TURN:
                self.double_turns[p] -= 1
            else:
                self.hands[p].remove(card)
                self.cities_played[p].append(card)
            rr = None
            if branch:
                rr = self.branch_held[p]
                self.branch_held[p] = None
                self.branch_active[p] = rr
            plays[p] = {"card": card, "branch": rr}
        self.played = plays
        self.choices = {}
        return [
            {"type": "cards_revealed", "round": self.round, "plays": plays},
            *self._start_track(1),
        ]

    # -- track laying
    def _start_track(self, turn: int) -> list[dict[str, Any]]:
        self.phase = "track"
        self.track_turn = turn
        self.turn_pos = 0
        self.tiles_this_turn = 0
        self.passed_this_turn = set()
        self.recent_stale = True
        events = [{"type": "track_turn_started", "round": self.round, "turn": turn}]
        return events + self._begin_player_turn()

    def _begin_player_turn(self) -> list[dict[str, Any]]:
        """The current player is about to lay track: end the game if they cannot."""
        p = self._current()
        assert p is not None
        self.tiles_this_turn = 0
        # "A player is unable to place a track tile": nothing on the board for them (R12).
        possible = self._placements(p, ignore_cost=True)
        if not possible:
            return self._end("player_blocked", blocked=p)
        money = self.money[p]
        if any(self._cost(p, m[1], m[2]) <= money for m in possible):
            return []
        # Only money stops them (advanced game): they pass, and the game goes on (R12).
        return self._after_pass(p, forced=True)

    def _may_pass(self, p: str) -> bool:
        """Pass instead of placing: in the advanced game, or to decline purchased tiles (R15)."""
        if self.tiles_this_turn:
            return False
        return self.options["advanced"] or self._supply_empty()

    def _supply_empty(self) -> bool:
        return not any(self.supply.values())

    def _tiles_available(self, p: str, r: str) -> bool:
        if self.supply[r]:
            return True
        # "Once all unpurchased track tiles have been placed, purchased tiles may be played" (R14)
        return self._supply_empty() and self.purchased[p].get(r, 0) > 0

    def _placements(
        self,
        p: str,
        *,
        ignore_cost: bool = False,
    ) -> list[tuple[str, str, str, bool]]:
        """Legal (railroad, route, toward, branch) placements for player `p` now."""
        out: list[tuple[str, str, str, bool]] = []
        branch_rr = self.branch_active[p] if self.phase == "track" else None
        for r in RAILROADS:
            if not self._tiles_available(p, r):
                continue
            seen: set[tuple[str, str]] = set()
            for head in self.lines[r]:
                if head in self.route_owner:  # mid-route: the only way on is to continue it
                    route = self.board.routes[head]
                    toward = route.other(self.route_from[head])
                    key = (head, toward)
                    if key not in seen:
                        seen.add(key)
                        out.append((r, head, toward, False))
                else:
                    for rid in self._open_routes(r, head):
                        key = (rid, self.board.routes[rid].other(head))
                        if key not in seen:
                            seen.add(key)
                            out.append((r, rid, key[1], False))
            if branch_rr == r and len(self.lines[r]) < MAX_LINES:
                for city in sorted(self.connected[r]):
                    for rid in self._open_routes(r, city):
                        out.append((r, rid, self.board.routes[rid].other(city), True))
        if not ignore_cost:
            money = self.money[p]
            out = [m for m in out if self._cost(p, m[1], m[2]) <= money]
        return out

    def _open_routes(self, r: str, city: str) -> list[str]:
        """Unstarted routes out of `city` that railroad `r` may start."""
        routes = self.board.routes
        out = []
        for rid in self.board.routes_at[city]:
            if rid in self.route_owner:
                continue
            twin = routes[rid].twin
            # "a single railroad company may not place track on both of those routes."
            if twin is not None and self.route_owner.get(twin) == r:
                continue
            out.append(rid)
        return out

    def _cost(self, p: str, rid: str, toward: str) -> int:
        """Terrain cost of the next space of `rid` laid toward `toward` (advanced game)."""
        if not self.options["advanced"]:
            return 0
        route = self.board.routes[rid]
        start = route.other(toward)
        space = route.space_from(start, self.route_placed.get(rid, 0))
        if space.river and self.engineer[p]:
            # "may place track across rivers (including mountain routes that cross a river)
            # for free." (R10)
            return 0
        # "Placing track on a mountain route (a brown line) costs $1": every space of a
        # mountain route is a mountain space (R10a).
        return int(space.river) + int(space.mountain)

    def _terrain(self, rid: str, toward: str) -> tuple[str, str]:
        """What makes the next space of `rid` toward `toward` cost money: in words, and as
        "river", "mountain" or "both" (for a translation)."""
        route = self.board.routes[rid]
        space = route.space_from(route.other(toward), self.route_placed.get(rid, 0))
        parts = [w for w, on in (("river", space.river), ("mountain route", space.mountain)) if on]
        kind = "both" if space.river and space.mountain else "river" if space.river else "mountain"
        return " and ".join(parts) or "terrain", kind

    def _no_such_railroad(self) -> IllegalAction:
        names = ", ".join(self._rr_name(r) for r in RAILROADS)
        return _err(
            "unknown_railroad",
            f"There is no such railroad. The railroads are {names}.",
            railroads=names,
        )

    def _placeable(self, p: str, r: str, rid: str, start: str, branch: bool) -> bool:
        """Whether `p` may lay `r` on `rid` from `start`, money aside (as in _placements)."""
        if rid in self.route_owner:
            return (
                not branch
                and self.route_owner[rid] == r
                and self.route_from[rid] == start
                and rid in self.lines[r]
            )
        twin = self.board.routes[rid].twin
        if twin is not None and self.route_owner.get(twin) == r:
            return False
        if branch:
            return (
                self.phase == "track"
                and self.branch_active[p] == r
                and len(self.lines[r]) < MAX_LINES
                and start in self.connected[r]
            )
        return start in self.lines[r]

    @staticmethod
    def _track_action(m: tuple[str, str, str, bool]) -> dict[str, Any]:
        return {"type": "track", "railroad": m[0], "route": m[1], "toward": m[2], "branch": m[3]}

    def _do_track(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        r, rid, toward = action.get("railroad"), action.get("route"), action.get("toward")
        branch = action.get("branch", False)
        if not (isinstance(r, str) and isinstance(rid, str) and isinstance(toward, str)) or (
            not isinstance(branch, bool)
        ):
            raise _err(
                "malformed_track",
                "Say which railroad lays the tile, on which route, toward which city.",
            )
        self._check_track(p, r, rid, toward, branch)
        return self._lay(p, r, rid, toward, branch)

    def _check_track(self, p: str, r: str, rid: str, toward: str, branch: bool) -> None:
        """Explain exactly why a placement is illegal; return if it is legal."""
        if r not in RAILROADS:
            raise self._no_such_railroad()
        route = self.board.routes.get(rid)
        if route is None:
            raise _err("unknown_route", "There is no such route on the board.")
        if toward not in (route.a, route.b):
            a, b = self.board.cities[route.a].name, self.board.cities[route.b].name
            raise _err(
                "wrong_direction",
                f"The route between {a} and {b} leads to one of those two.",
                a=a,
                b=b,
            )
        if self.tiles_this_turn >= (2 if self._doubled(p) else 1):
            raise _err("turn_done", "You have placed all the tiles this turn allows.")
        if not self._tiles_available(p, r):
            if self.supply[r] == 0 and not self._supply_empty() and self.purchased[p].get(r):
                raise _err(
                    "purchased_not_yet",
                    "Purchased tiles may be played only once all unpurchased track tiles have "
                    "been placed.",
                )
            raise _err(
                "no_tiles",
                f"All of the {self._rr_name(r)}'s track tiles are placed.",
                railroad=self._rr_name(r),
            )
        if self._placeable(p, r, rid, route.other(toward), branch):
            cost = self._cost(p, rid, toward)
            if cost > self.money[p]:
                words, terrain = self._terrain(rid, toward)
                raise _err(
                    "cannot_afford",
                    f"That tile costs ${cost} ({words}) and you have ${self.money[p]}.",
                    cost=cost,
                    terrain=terrain,
                    money=self.money[p],
                )
            return
        raise self._refusal_of_placement(p, r, rid, toward, branch)

    def _refusal_of_placement(
        self, p: str, r: str, rid: str, toward: str, branch: bool
    ) -> IllegalAction:
        """The rule an unplaceable tile breaks, for a message that teaches: the Branch Line,
        the route's owner and side, then the railroad's reach (`_refusal_of_reach`)."""
        route = self.board.routes[rid]
        if branch:
            if self.branch_active[p] != r:
                return _err(
                    "no_branch",
                    f"You did not play a Branch Line card for the {self._rr_name(r)}.",
                    railroad=self._rr_name(r),
                )
            if len(self.lines[r]) >= MAX_LINES:
                return _err(
                    "max_routes",
                    f"Each railroad company may split into a maximum of {MAX_LINES} routes (the "
                    f"original route plus {MAX_LINES - 1} branch lines).",
                    routes=MAX_LINES,
                    branches=MAX_LINES - 1,
                )
        owner = self.route_owner.get(rid)
        start = route.other(toward)
        if owner is not None and owner != r:
            return _err(
                "route_taken",
                f"The {self._rr_name(owner)} already lays track on this route: once one railroad "
                "company begins laying track between two cities, no other railroad company may "
                "lay track along that same route.",
                railroad=self._rr_name(owner),
            )
        if owner == r:
            if self.route_from[rid] != start:
                return _err(
                    "opposite_side",
                    "This route is being built from the other city: track is laid from one side.",
                )
            if self.route_placed[rid] >= len(route.spaces):
                return _err("route_complete", "This route is already complete.")
        if route.twin is not None and self.route_owner.get(route.twin) == r:
            return _err(
                "double_route",
                "Where two lines are drawn between a pair of cities, a single railroad company "
                "may not place track on both of those routes.",
            )
        return self._refusal_of_reach(r, start, branch)

    def _refusal_of_reach(self, r: str, start: str, branch: bool) -> IllegalAction:
        """Why railroad `r` cannot extend from `start`: not connected there, dead-ended, or no
        railhead there."""
        if start not in self.connected[r]:
            home = self.board.railroads[r].home
            if r not in self.route_owner.values():
                return _err(
                    "home_city",
                    f"Each railroad company's first track tile must be placed connecting to "
                    f"that railroad's home city ({self.board.cities[home].name}).",
                    railroad=self._rr_name(r),
                    city=self.board.cities[home].name,
                )
            return _err(
                "not_connected",
                f"The {self._rr_name(r)} does not reach {self.board.cities[start].name}: every "
                "track tile must extend a route that has already been placed.",
                railroad=self._rr_name(r),
                city=self.board.cities[start].name,
            )
        if self._dead(r) and not branch:
            return _err(
                "dead_end",
                f"Every route of the {self._rr_name(r)} is dead-ended; only a Branch Line can "
                "extend it.",
                railroad=self._rr_name(r),
            )
        return _err(
            "not_a_railhead",
            f"Every track tile must extend a route that has already been placed: no railhead of "
            f"the {self._rr_name(r)} is at {self.board.cities[start].name}. Starting a new route "
            "from another connected city needs a Branch Line card.",
            railroad=self._rr_name(r),
            city=self.board.cities[start].name,
        )

    def _lay(self, p: str, r: str, rid: str, toward: str, branch: bool) -> list[dict[str, Any]]:
        route = self.board.routes[rid]
        start = route.other(toward)
        cost = self._cost(p, rid, toward)
        if rid in self.route_owner:
            index = self.lines[r].index(rid)
        elif branch:
            self.lines[r].append(start)  # a new route branching from a connected city
            index = len(self.lines[r]) - 1
            self.branch_active[p] = None  # "After being used ..., a Branch Line card is discarded"
            self.removed_branches += 1
        else:
            index = self.lines[r].index(start)
        if rid not in self.route_owner:
            self.route_owner[rid] = r
            self.route_from[rid] = start
            self.route_placed[rid] = 0
        space = self.route_placed[rid]
        self.route_placed[rid] = space + 1
        if self.supply[r]:
            self.supply[r] -= 1
            source = "supply"
        else:
            self.purchased[p][r] -= 1
            if not self.purchased[p][r]:
                del self.purchased[p][r]
            source = "purchased"
        if cost:
            self._pay(p, cost)
        self.tiles_this_turn += 1
        placed = {
            "type": "track_placed",
            "player": p,
            "railroad": r,
            "route": rid,
            "space": space if start == route.a else len(route.spaces) - 1 - space,
            "from": start,
            "toward": toward,
            "branch": branch,
            "cost": cost,
            "source": source,
        }
        self.recent.append({"railroad": r, "route": rid, "space": placed["space"], "player": p})
        events: list[dict[str, Any]] = [placed]
        if self.route_placed[rid] == len(route.spaces):
            self.lines[r][index] = toward
            events += self._connect(p, r, toward)
        else:
            self.lines[r][index] = rid
        # "All track tiles for all five railroad companies have been placed." (R13)
        if self._supply_empty() and not any(sum(h.values()) for h in self.purchased.values()):
            return events + self._end("tiles_exhausted")
        if self.tiles_this_turn >= (2 if self._doubled(p) else 1) or not self._placements(p):
            # (short-circuits: the placements are listed only for a Double Turn's second tile)
            events += self._next_track_player()
        return events

    def _connect(self, p: str, r: str, city_id: str) -> list[dict[str, Any]]:
        city = self.board.cities[city_id]
        first_railroad = not any(city_id in self.connected[x] for x in RAILROADS)
        new = city_id not in self.connected[r]
        self.connected[r].add(city_id)
        events: list[dict[str, Any]] = [
            {
                "type": "city_connected",
                "railroad": r,
                "city": city_id,
                "first": first_railroad,
                "new": new,
            }
        ]
        factor = 2 if self._doubled(p) else 1  # "If a player has played a Double Turn card ..."
        # "The player who is first to connect a railroad to a city marked on the board earns $2."
        if first_railroad and city.value is not None:
            events.append(self._bonus(p, "city", city_id, r, CITY_BONUS * factor))
        # "The player who connects that railroad company to its matching city earns $4." (R5)
        if r in city.bonus and (r, city_id) not in self.special_paid:
            self.special_paid.add((r, city_id))
            events.append(self._bonus(p, "special", city_id, r, SPECIAL_BONUS * factor))
        return events

    def _bonus(self, p: str, kind: str, city: str, r: str, amount: int) -> dict[str, Any]:
        self.money[p] += amount
        self.paid_by_bank += amount
        return {
            "type": "bonus",
            "player": p,
            "kind": kind,
            "city": city,
            "railroad": r,
            "amount": amount,
        }

    def _pay(self, p: str, amount: int) -> None:
        self.money[p] -= amount
        self.paid_to_bank += amount

    def _do_end_turn(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        if not self.tiles_this_turn:
            raise _err(
                "must_place",
                "If a legal track tile can be placed, the player must place one.",
            )
        return [{"type": "turn_ended", "player": p}, *self._next_track_player()]

    def _do_pass(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        if not self._may_pass(p):
            if self.tiles_this_turn:
                raise _err("already_placed", "You already placed a tile this turn; end your turn.")
            raise _err(
                "no_passing",
                "If a legal track tile can be placed, the player must place one (passing is "
                "part of the advanced game).",
            )
        return self._after_pass(p, forced=False)

    def _after_pass(self, p: str, forced: bool) -> list[dict[str, Any]]:
        self.passed_this_turn.add(p)
        events: list[dict[str, Any]] = [{"type": "passed", "player": p, "forced": forced}]
        # "If all players pass during a single track-laying turn, the game ends immediately."
        if len(self.passed_this_turn) == self.n:
            return events + self._end("all_passed")
        return events + self._next_track_player()

    def _next_track_player(self) -> list[dict[str, Any]]:
        self.turn_pos += 1
        self.tiles_this_turn = 0
        if self.turn_pos < self.n:
            return self._begin_player_turn()
        if self.track_turn == 1:
            # "At the start of the second track-laying turn, the player may exchange cards" (R6)
            self.exchangers = [
                p for p in self._order() if self._doubled(p) and rounds.exchange_possible(self, p)
            ]
            if self.exchangers:
                self.phase = "exchange"
                return [{"type": "exchange_started", "players": list(self.exchangers)}]
            return self._start_track(2)
        return rounds.end_track_turns(self)

    # -- the end
    def _end(self, reason: str, blocked: str | None = None) -> list[dict[str, Any]]:
        self.phase = "over"
        self.end_reason = reason
        self.end_blocked = blocked
        event: dict[str, Any] = {
            "type": "game_over",
            "reason": reason,
            "scores": self.scores(),
            "winners": self.winners(),
        }
        if blocked is not None:
            event["blocked"] = blocked
        return [event]

    def railroads_at(self, city: str) -> int:
        return sum(1 for r in RAILROADS if city in self.connected[r])

    def score_breakdown(self, p: str) -> dict[str, Any]:
        cities: list[dict[str, Any]] = []
        for c in self.cities_played[p]:
            value = self.board.cities[c].card_value
            count = self.railroads_at(c)
            cities.append({"city": c, "value": value, "railroads": count, "points": value * count})
        total = self.money[p] + sum(c["points"] for c in cities)
        return {"money": self.money[p], "cities": cities, "total": total}

    def scores(self) -> dict[str, int]:
        # "Each $1 is worth 1 point. Each City card scores ... value × connected railroads."
        return {p: self.score_breakdown(p)["total"] for p in self.players}

    def winners(self) -> list[str]:
        if not self.is_over:
            return []
        scores = self.scores()
        best = max(scores.values())
        tied = [p for p in self.players if scores[p] == best]
        # "the tied player who has played the most value-7 City cards wins." (R11)
        sevens = {
            p: sum(self.board.cities[c].value == 7 for c in self.cities_played[p]) for p in tied
        }
        most = max(sevens.values())
        return [p for p in tied if sevens[p] == most]

    # ------------------------------------------------------------------ views
    def _dead(self, r: str) -> bool:
        return not any(
            head in self.route_owner or self._open_routes(r, head) for head in self.lines[r]
        )

    def view(self, player: str | None) -> dict[str, Any]:
        return views.view(self, player)

    def _rr_name(self, r: str) -> str:
        return self.board.railroads[r].name

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


_RECENT_KINDS = ("track_placed", "city_connected", "bonus", "passed", "turn_ended")

_HANDLERS = {
    "engineer": SantaFe._do_engineer,
    "play": SantaFe._do_play,
    "track": SantaFe._do_track,
    "end_turn": SantaFe._do_end_turn,
    "pass": SantaFe._do_pass,
    "exchange": rounds.do_exchange,
    "draw": rounds.do_draw,
    "stop_drawing": rounds.do_stop_drawing,
    "buy_tile": rounds.do_buy_tile,
    "no_purchase": rounds.do_no_purchase,
}
# Refusals out of phase read "<what the table is doing>; <when that move comes>."
_NOW = {
    "setup": "Players are still deciding whether to buy the Engineer",
    "choose": "Players are still choosing their cards",
    "track": "Players are laying track",
    "exchange": "Double Turn players are exchanging cards before the second track-laying turn",
    "draw": "Players are drawing cards",
    "purchase": "Players are buying track tiles",
    "over": "The game is over",
}
_WHEN = {
    "engineer": "the Engineer can be bought only before the game begins",
    "play": "cards are chosen at the start of each round",
    "track": "track comes after the reveal",
    "end_turn": "ending your turn comes after your first tile of a Double Turn",
    "pass": "passing is for track-laying turns",
    "exchange": "the Double Turn exchange comes at the start of the second track-laying turn",
    "draw": "cards are drawn after the second track-laying turn",
    "stop_drawing": "cards are drawn after the second track-laying turn",
    "buy_tile": "track tiles are bought after everyone has drawn",
    "no_purchase": "track tiles are bought after everyone has drawn",
}

_PHASE_OF = {
    "engineer": ("setup",),
    "play": ("choose",),
    "track": ("track",),
    "end_turn": ("track",),
    "pass": ("track",),
    "exchange": ("exchange",),
    "draw": ("draw",),
    "stop_drawing": ("draw",),
    "buy_tile": ("purchase",),
    "no_purchase": ("purchase",),
}
