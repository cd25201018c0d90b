"""Card Rails: every rule of the game and both variants, in one place.

A turn is a few small decisions (`step`): choose a card from the hand; then take a share, build
a cube into a whole hex on the map, or play the card onto the map; then possibly a second cube;
a swap hex asks for a card to give and one to take. Rulings on what the rulebook leaves open are
in RULINGS.md beside this file; a comment `(R<n>)` points to one.

`apply` accepts exactly what `legal_actions` lists (compared as JSON, so `True` is not `1`);
anything else is explained in the player's words and changes nothing.
"""

from __future__ import annotations

import random
import weakref
from typing import Any, ClassVar

from engine.cardrails import scoring, views, worlds
from engine.cardrails.cards import (
    CITY,
    ROTATIONS,
    CardSet,
    Hex,
    footprint,
    label,
    load_cards,
    neighbours,
    parse_label,
)
from engine.cardrails.geometry import (
    _BUILDS,
    _CELLS,
    _CLASHING,
    _FIRST,
    _FOOTPRINTS,
    _FULL_SLOT,
    _OPP,
    _PLACES,
    _TOUCHING,
    _cells,
    _clashing,
    _Fit,
    _fit,
    _footprint_at,
    _touching,
)
from engine.cardrails.rules import DEAL, END_HAND, MAX_SHARE_CUBES, PURPLE_VALUE, SYMBOL_VALUE
from engine.core import ComputerPlayer, Game, IllegalAction, OptionSpec, register

__all__ = [
    "DEAL",
    "END_HAND",
    "MAX_SHARE_CUBES",
    "PURPLE_VALUE",
    "SYMBOL_VALUE",
    "CardRails",
]

CITY_AT: Hex = (0, 0)  # the Starting City card's top-centre hex, rotation 0

_KEYS: dict[str, tuple[tuple[str, type], ...]] = {
    "card": (("card", str),),
    "share": (("railroad", str),),
    "build": (("railroad", str), ("hex", str)),
    "place": (("at", str), ("rotation", int)),
    "stop": (),
    "discard": (),
    "swap_give": (("card", str),),
    "swap_take": (("card", str),),
}
_STEPS = {
    "card": ("card",),
    "share": ("action",),
    "discard": ("action",),
    "build": ("action", "build"),
    "place": ("action", "build"),
    "stop": ("build",),
    "swap_give": ("swap_give",),
    "swap_take": ("swap_take",),
}
_STEP_WORDS = {
    "card": "choosing a card from your hand",
    "action": "choosing to take a share or build",
    "build": "building track",
    "swap_give": "choosing a card to give to the discards",
    "swap_take": "choosing a card to take from the discards",
}


def _err(code: str, message: str, **params: Any) -> IllegalAction:
    """A refusal: `code` is unique to its message, and `params` are the values the message
    names, so the bot can explain the same rule in the player's language (catalog id
    `rule-cardrails-<code>`). Railroads are passed by id, hexes and cards by name."""
    return IllegalAction(code, message, **params)


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
        self._deal(players)
        self._new_map()

        # The turn.
        self.turn = 0  # turns completed
        self.step = "card"
        self.chosen: str | None = None  # the card chosen this turn, until played or discarded
        self.card_played = False
        self.completed: list[Hex] = []  # hexes the card played this turn completed
        self.built: list[tuple[str, Hex]] = []  # cubes of this turn
        self.swap_given: str | None = None
        self.last_turn: dict[str, Any] | None = None
        self.current_turn: dict[str, Any] = {}
        self.end_reason: str | None = None
        self._new_turn_record()

    def _deal(self, players: list[str]) -> None:
        """The Shares cards and the hands (the generator's first draws: keep their order)."""
        n = len(players)
        railroads = list(self.board.railroads)
        # "Playing 3 players? Remove from the game: one of the Railroad Shares cards, its 12
        # cubes, & all cards with a matching symbol." Which one is drawn at random (R1).
        self.removed: str | None = self.rng.choice(railroads) if n == 3 else None
        self.railroads: list[str] = [r for r in railroads if r != self.removed]
        self.removed_cards: list[str] = sorted(self.board.by_railroad(self.removed or ""))
        self.cubes_left: dict[str, int] = dict.fromkeys(self.railroads, self.board.shares_boxes)
        self.share_cubes: dict[str, dict[str, int]] = {
            p: dict.fromkeys(self.railroads, 0) for p in players
        }
        deck = [c for c in self.board.cards if c not in self.removed_cards]
        self.rng.shuffle(deck)
        self.hands: dict[str, list[str]] = {}
        for p in players:
            self.hands[p] = sorted(deck.pop() for _ in range(DEAL[n]))
        # "4 players: 11 cards each (discard extra)": face up on the discards (R8).
        self.discards: list[str] = sorted(deck)
        # "Randomly give someone the Priority Deal card."
        self.first = self.rng.randrange(n)

    def _new_map(self) -> None:
        """The map with the Starting City alone, and the indexes kept as it grows."""
        # The map: which card parts cover each hex, and what each whole hex is. The other
        # fields are indexes kept up to date as cards and cubes are laid, so listing the moves
        # never rescans the map.
        self.parts: dict[Hex, dict[str, tuple[str, str]]] = {}
        self.whole: dict[Hex, tuple[str | None, tuple[str, ...]]] = {}
        self.open_halves: dict[Hex, str] = {}
        # Every hex on the map: "F" if whole, else the side of its open 1/2 hex.
        self.sides: dict[Hex, str] = {}
        self.cube: dict[Hex, str] = {}
        self.track: dict[str, list[Hex]] = {r: [] for r in self.railroads}
        self.placed: list[dict[str, Any]] = []
        self.free: set[Hex] = set()  # whole hexes that can take a cube (no lake, city or cube)
        # Where a card fits (top-centre hex) -> the hexes it would complete.
        self.fits: dict[Hex, _Fit] = {}
        # Positions whose outline clashes with the map: they never fit again. Every position
        # touching the map is in `fits` or here, so one that is in neither touches nothing.
        self.dead: set[Hex] = set()
        self.version = 0  # bumped by every change of the state: legal actions are cached by it
        # Per railroad: hexes next to its track or the Starting City (R2), and those of them
        # free for a cube now (its frontier).
        self.reach: dict[str, set[Hex]] = {r: set() for r in self.railroads}
        self.frontier: dict[str, set[Hex]] = {r: set() for r in self.railroads}
        # The union of every railroad's reach: what `_place_actions` needs while all have cubes.
        self.reach_all: set[Hex] = set()
        self._lay_card(self.board.city.id, CITY_AT, 0)
        self.city_hexes: tuple[Hex, ...] = tuple(h for h, w in self.whole.items() if w[0] == CITY)
        self.near_city: frozenset[Hex] = frozenset(
            n for h in self.city_hexes for n in neighbours(h)
        ) - set(self.city_hexes)
        for r in self.railroads:
            self.reach[r] |= self.near_city
            self.frontier[r] |= self.near_city & self.free
        self.reach_all |= self.near_city

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
        return [] if self.is_over else [self.current()]

    def share_count(self, p: str) -> int:
        return sum(self.share_cubes[p].values())

    # ------------------------------------------------------------------ the map
    def _lay_card(self, card_id: str, at: Hex, rotation: int) -> list[Hex]:
        """Put a card on the map; return the hexes whose two halves it matched."""
        self.version += 1
        card = self.board.city if card_id == self.board.city.id else self.board.cards[card_id]
        fitted = at in self.fits or not self.sides
        completed = []
        now_free = []
        sides, parts, whole, open_halves = self.sides, self.parts, self.whole, self.open_halves
        features = card.hexes
        for slot, h, part in _FOOTPRINTS.get((at, rotation)) or _footprint_at(at, rotation):
            cell = parts.get(h)
            if cell is None:
                cell = parts[h] = {}
            cell[part] = (card_id, slot)
            if part == "F":
                feature = features.get(slot)
                symbols = (card.railroad,) if feature == "symbol" and card.railroad else ()
                whole[h] = (None if feature == "symbol" else feature, symbols)
                sides[h] = "F"
                if feature not in ("lake", CITY):
                    now_free.append(h)
            elif len(cell) == 2:
                del open_halves[h]
                whole[h] = (None, self._half_symbols(cell))
                sides[h] = "F"
                now_free.append(h)
                completed.append(h)
            else:
                open_halves[h] = sides[h] = part
        self.free.update(now_free)
        # Most cards are laid away from every railroad's reach: one test rules that out.
        if not self.reach_all.isdisjoint(now_free):
            frontier = self.frontier
            for r, near in self.reach.items():
                frontier[r].update(near.intersection(now_free))
        self.placed.append(
            {"card": card_id, "at": label(at), "x": at[0], "y": at[1], "rotation": rotation}
        )
        self._refit(at, fitted)
        return completed

    def _half_symbols(self, cell: dict[str, tuple[str, str]]) -> tuple[str, ...]:
        # A whole hex of two halves shows the symbols of both (R4).
        out = []
        for card_id, slot in cell.values():
            card = self.board.cards.get(card_id)
            if card is not None and card.hexes.get(slot) == "symbol" and card.railroad:
                out.append(card.railroad)
        return tuple(sorted(set(out)))

    def _fits(self, at: Hex) -> tuple[Hex, ...] | None:
        """The hexes a card laid with its top-centre hex at `at` would complete, or None when
        it would overlap the map or match no 1/2 hex. Every card has the same outline, turned
        or not, so this holds for all cards and both rotations."""
        cells = _CELLS.get(at) or _cells(at)
        sides = self.sides
        completed = []
        for h, want in cells:
            got = sides.get(h)
            if got is None:
                continue
            if got != want:
                return None  # onto a whole hex, a full hex onto a 1/2 hex, or same sides
            completed.append(h)
        return tuple(completed) or None

    def _refit(self, at: Hex, fitted: bool) -> None:
        """Update where cards fit after one was laid at `at` (`fitted`: where a card fits, or
        on the empty map). A position whose outline clashes with the card's no longer fits
        (`_CLASH`), ever. One meeting it in matching halves (`_TOUCH`) now completes those too
        if it fitted, and fits with just those if it touched nothing. No other changes."""
        fits, dead = self.fits, self.dead
        clashing = _CLASHING.get(at) or _clashing(at)
        for a in fits.keys() & clashing:
            del fits[a]
        dead |= clashing
        for a, shared in _TOUCHING.get(at) or _touching(at):
            old = fits.get(a)
            if old is not None:
                # Its shared cells were empty before (a 1/2 hex there would have been of the
                # card's side, a clash): the card opened them.
                fits[a] = _fit(old[0] + shared)
            elif a in dead:
                continue
            elif fitted:
                # It touched nothing (else it would fit or be dead), and the card only opened
                # the cells it shares with it (one it completed was an open 1/2 hex of the
                # card's side before: it would be dead).
                fits[a] = _fit(shared)
            else:
                # A card laid anyhow (by a test): look at the whole outline.
                done = self._fits(a)
                if done is None:
                    dead.add(a)
                else:
                    fits[a] = _fit(done)

    def _near_own(self, r: str, h: Hex) -> bool:
        """Is `h` next to railroad r's track (or the Starting City, where all begin) (R2)?"""
        return h in self.reach[r]

    def _place_actions(self) -> list[dict[str, Any]]:
        """Where the chosen card may be played, as listed actions (shared, never changed): it
        must fit, and a cube must be able to go into a hex it completes, directly or behind
        one other cube of the same railroad (R5)."""
        if self.chosen is None or self.card_played or len(self.built) >= 2:
            return []
        left = self.cubes_left
        live = [r for r in self.railroads if left[r]]
        if not live:
            return []
        # Hexes a cube could enter now, and those a first cube could enter with a second cube
        # of its railroad left to follow it into a completed hex (the kept union while every
        # railroad has cubes enough: most of the game).
        reach = self.reach
        one: set[Hex] = (
            self.reach_all if len(live) == len(left) else set().union(*(reach[r] for r in live))
        )
        two: set[Hex] = set()
        if not self.built:
            two_of = [r for r in live if left[r] >= 2]
            two = one if len(two_of) == len(live) else set().union(*(reach[r] for r in two_of))
        free = self.free
        features = self.board.cards[self.chosen].hexes
        out: list[dict[str, Any]] = []
        places = _PLACES
        # Most positions are far from any track: one set test each rules them out.
        apart = one.isdisjoint
        near = [(at, fit) for at, fit in self.fits.items() if not apart(fit[2])]
        near.sort(key=_FIRST)
        for at, (completed, around, _) in near:  # in hex order: never the map's history
            if not apart(completed):
                out += places[at]
                continue
            if two.isdisjoint(around):
                continue
            via = two & around
            if not free.isdisjoint(via):
                out += places[at]
                continue
            # The first cube can only go into one of the card's own full hexes: not a lake.
            offsets = [(h[0] - at[0], h[1] - at[1]) for h in via]
            pair = places[at]
            for i, rot in enumerate(ROTATIONS):
                slots = _FULL_SLOT[rot]
                if any(o in slots and features.get(slots[o]) != "lake" for o in offsets):
                    out.append(pair[i])
        return out

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, player: str) -> list[dict[str, Any]]:
        return list(map(dict, self._legal(player)))

    def _legal(self, player: str) -> list[dict[str, Any]]:
        # The state changes only through `_apply`, `_lay_card`, `_put_cube` and `_end_turn`,
        # which bump `version`; the board is compared too (tests give cards other features).
        token = (player, self.version, id(self.board))
        ref, seen, actions = _LAST[0]  # one read: another thread may replace it
        if seen == token and ref() is self:
            return actions
        actions = self._list_actions(player)
        _LAST[0] = weakref.ref(self), token, actions
        return actions

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
        if self.is_over or player != self.current():
            return []
        if self.step == "card":
            return [{"type": "card", "card": c} for c in self._playable_cards(player)]
        if self.step in ("action", "build"):
            return self._turn_actions(player)
        if self.step == "swap_give":
            return [{"type": "swap_give", "card": c} for c in self.hands[player]]
        if self.step == "swap_take":
            return [{"type": "swap_take", "card": c} for c in self.discards if c != self.swap_given]
        return []

    def _share_options(self, p: str) -> list[str]:
        if sum(self.share_cubes[p].values()) >= MAX_SHARE_CUBES:
            return []
        left = self.cubes_left
        return [r for r in self.railroads if left[r]]

    def _playable_cards(self, p: str) -> list[str]:
        """Cards with something to do for `p`, the player to move: all, unless only playing a
        card onto the map is left."""
        hand = self.hands[p]
        if self._share_options(p) or any(
            hexes and self.cubes_left[r] for r, hexes in self.frontier.items()
        ):
            return list(hand)
        saved = self.chosen
        try:
            out = []
            for c in hand:
                self.chosen = c
                if self._place_actions():
                    out.append(c)
        finally:
            self.chosen = saved
        # Nothing at all to do: the card is simply discarded (R9).
        return out or list(hand)

    def _turn_actions(self, p: str) -> list[dict[str, Any]]:
        """The actions of `p`, the player to move, at the action or build step."""
        out: list[dict[str, Any]] = []
        first = self.step == "action"
        if first:
            out += [{"type": "share", "railroad": r} for r in self._share_options(p)]
        if len(self.built) < 2:
            if self._owes_completed():
                out += self._owed_builds()
            else:
                self._add_builds(out)
            if not self.card_played:
                out += self._place_actions()
        if first:
            if not out:
                # Nothing possible: the chosen card is discarded (R9).
                out.append({"type": "discard"})
        elif self._may_stop():
            out.append({"type": "stop"})
        return out

    def _owes_completed(self) -> bool:
        """A played card obliges a cube into a hex it completed (R5)."""
        return self.card_played and not any(h in self.completed for _, h in self.built)

    def _may_stop(self) -> bool:
        return bool(self.built) and not self._owes_completed()

    def _add_builds(self, out: list[dict[str, Any]]) -> None:
        """Append every build a single cube could make now as listed actions: railroads in
        table order, each one's hexes sorted."""
        left, tables = self.cubes_left, _BUILDS
        for r, hexes in self.frontier.items():
            if hexes and left[r]:
                out += map(tables[r].__getitem__, sorted(hexes))

    def _owed_builds(self) -> list[dict[str, Any]]:
        """The cubes possible while a played card still owes one in a hex it completed, as
        listed actions (in `_add_builds` order)."""
        left, tables, frontier = self.cubes_left, _BUILDS, self.frontier
        completed = self.completed
        # Railroads that can build into a completed hex now.
        rails = [r for r, hexes in frontier.items() if left[r] and not hexes.isdisjoint(completed)]
        out: list[dict[str, Any]] = []
        if self.built:
            # The last cube must go into a completed hex.
            for r in rails:
                out += map(tables[r].__getitem__, sorted(frontier[r].intersection(completed)))
            return out
        # The first cube may go elsewhere if a completed hex is still open to the second: one
        # another railroad can enter now, one its own railroad can (with a cube to spare), or
        # one next to the first cube itself (hexes are neighbours both ways).
        cube = self.cube
        next_to_open = {n for c in completed if c not in cube for n in neighbours(c)}
        for r, hexes in frontier.items():
            if not hexes or not left[r]:
                continue
            spare = left[r] >= 2
            if rails and (spare or len(rails) > 1 or r not in rails):
                out += map(tables[r].__getitem__, sorted(hexes))
                continue
            keep = hexes.intersection(completed)
            if spare:
                keep |= hexes & next_to_open
            out += map(tables[r].__getitem__, sorted(keep))
        return out

    # ------------------------------------------------------------------ apply
    def _apply(self, player: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        # A listed action is of a known type and its player's turn: the checks below are
        # needed only to explain a refusal (in this order).
        if not self._listed(player, action):
            kind = action["type"]
            if kind not in _KEYS:
                raise _err(
                    "unknown_action", f"Card Rails has no action called {kind!r}.", action=kind
                )
            if player != self.current():
                raise _err(
                    "not_your_turn",
                    f"It is {self.current()}'s turn, not {player}'s.",
                    current=self.current(),
                    player=player,
                )
            self._explain(player, action)
            raise _err("not_possible", "That move is not possible now.")
        self.version += 1
        events: list[dict[str, Any]] = _HANDLERS[action["type"]](self, player, action)
        return events

    def _explain(self, p: str, action: dict[str, Any]) -> None:
        """Raise the rule an unlisted action breaks, in the player's words."""
        kind = action["type"]
        if self.step not in _STEPS[kind]:
            raise _err(
                "wrong_step",
                f"You cannot do '{kind}' now: you are {_STEP_WORDS[self.step]}.",
                action=kind,
                step=self.step,
            )
        spec = _KEYS[kind]
        names = {"type", *(k for k, _ in spec)}
        if set(action) != names or any(type(action[k]) is not t for k, t in spec):
            keys = ", ".join(f"{k} ({t.__name__})" for k, t in spec) or "no other keys"
            raise _err(
                "malformed", f"A '{kind}' action has exactly: type, {keys}.", action=kind, keys=keys
            )
        if kind in ("card", "swap_give"):
            card = action["card"]
            raise _err("not_in_hand", f"{card} is not a card in your hand.", card=card)
        if kind == "swap_take":
            if action["card"] == self.swap_given:
                raise _err(
                    "swap_same",
                    "A swap exchanges cards: take a different one.",
                    card=action["card"],
                )
            card = action["card"]
            raise _err("not_in_discards", f"{card} is not in the discards.", card=card)
        if kind == "share":
            self._explain_share(p, action["railroad"])
        if kind == "build":
            self._explain_build(action["railroad"], action["hex"])
        if kind == "place":
            self._explain_place(action["at"], action["rotation"])
        if kind == "stop" and self._owes_completed():
            raise _err(
                "must_use_card",
                "You played your card onto the map: a cube must go into a hex it completed.",
            )
        if kind == "discard":
            raise _err("must_act", "You can take a share or build: discarding is not a turn.")

    def _explain_share(self, p: str, r: str) -> None:
        if r not in self.railroads:
            raise _err("unknown_railroad", f"There is no railroad {r!r} in this game.", railroad=r)
        if self.share_count(p) >= MAX_SHARE_CUBES:
            raise _err(
                "share_limit",
                f"You can only ever have a maximum of {MAX_SHARE_CUBES} Shares cubes in front of"
                " you.",
                limit=MAX_SHARE_CUBES,
            )
        if not self.cubes_left[r]:
            raise _err(
                "no_cubes",
                f"There are no cubes on the {self._rname(r)} Shares card: you can't take a Share"
                " of that railroad.",
                railroad=r,
            )

    def _explain_build(self, r: str, text: str) -> None:
        if r not in self.railroads:
            raise _err("unknown_railroad", f"There is no railroad {r!r} in this game.", railroad=r)
        h = parse_label(text)
        if h is None or label(h) != text:
            raise _err("bad_hex", f"{text!r} is not a hex name (like E2N1, W1, S3 or 0).", hex=text)
        info = self.whole.get(h)
        if info is None:
            if h in self.open_halves:
                raise _err(
                    "half_hex",
                    f"{text} is only a 1/2 hex: you can only place track in a whole, matched hex.",
                    hex=text,
                )
            raise _err("off_map", f"{text} is not on the map.", hex=text)
        if info[0] == CITY:
            raise _err("city", f"{text} is the Starting City: track is built next to it.", hex=text)
        if info[0] == "lake":
            raise _err("lake", "That hex is a lake: no track can be built there.", hex=text)
        if h in self.cube:
            raise _err("occupied", "Each hex can only hold one cube.", hex=text)
        if not self.cubes_left[r]:
            raise _err(
                "build_no_cubes", f"The {self._rname(r)} Shares card has no cube left.", railroad=r
            )
        if not self._near_own(r, h):
            raise _err(
                "not_adjacent",
                f"Track must be built next to its own color: {text} is not next to"
                f" {self._rname(r)} track or the Starting City.",
                hex=text,
                railroad=r,
            )
        if self._owes_completed():
            raise _err(
                "must_use_card",
                "You played your card onto the map: a cube must go into a hex it completed.",
            )
        raise _err("no_more_cubes", "You build with 1 or 2 cubes only.")

    def _explain_place(self, text: str, rotation: int) -> None:
        if rotation not in ROTATIONS:
            raise _err(
                "bad_rotation",
                "A card turns only half a turn (rotation 0 or 180): any other turn leaves the"
                " hex grid.",
                rotation=rotation,
            )
        if self.card_played:
            raise _err("already_played", "You have already played your card this turn.", at=text)
        at = parse_label(text)
        if at is None or label(at) != text:
            raise _err("bad_hex", f"{text!r} is not a hex name (like E2N1, W1, S3 or 0).", hex=text)
        touching = False
        for _, dc, dr, part in footprint(0):
            h = (at[0] + dc, at[1] + dr)
            cell = self.parts.get(h)
            if cell is None:
                continue
            if part != "F" and self.open_halves.get(h) == _OPP[part]:
                touching = True
                continue
            raise _err("overlap", "A card may not overlap the cards already on the map.", at=text)
        if not touching:
            raise _err(
                "no_match",
                "The two 1/2 hexes must match: the card must complete a 1/2 hex already on the"
                " map.",
                at=text,
            )
        raise _err(
            "no_build_there",
            "You play a card to build into a 1/2 hex it completes, and no track could be built"
            " in a hex completed there.",
            at=text,
        )

    # -- the turn's steps
    def _do_card(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        card = action["card"]
        self.hands[p].remove(card)
        self.chosen = card
        self.step = "action"
        self.current_turn["card"] = card
        # The chosen card stays hidden until the move that uses it; everyone else only
        # learns that a card was chosen (R7).
        return [{"type": "card_chosen", "player": p}]

    def _do_share(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        r = action["railroad"]
        box = self.board.shares_boxes - self.cubes_left[r] + 1
        self.cubes_left[r] -= 1
        self.share_cubes[p][r] += 1
        self.current_turn["share"] = r
        events = [
            {
                "type": "share_taken",
                "player": p,
                "railroad": r,
                "box": box,
                "shares": self.share_cubes[p][r],
            }
        ]
        return events + self._end_turn(p)

    def _do_discard(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        return self._end_turn(p)

    def _do_place(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        at = parse_label(action["at"])
        assert at is not None and self.chosen is not None
        card = self.chosen
        rotation = action["rotation"]
        completed = self._lay_card(card, at, rotation)
        self.placed[-1]["player"] = p
        self.placed[-1]["turn"] = self.turn
        self.chosen = None
        self.card_played = True
        self.completed = completed
        self.step = "build"
        self.current_turn["placed"] = dict(self.placed[-1])
        return [
            {
                "type": "card_placed",
                "player": p,
                "card": card,
                "at": action["at"],
                "rotation": rotation,
                "completed": [label(h) for h in completed],
            }
        ]

    def _do_build(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        r = action["railroad"]
        h = parse_label(action["hex"])
        assert h is not None
        self._put_cube(r, h)
        self.built.append((r, h))
        feature, symbols = self.whole[h]
        self.current_turn["cubes"].append({"railroad": r, "hex": action["hex"]})
        events: list[dict[str, Any]] = [
            {
                "type": "track_built",
                "player": p,
                "railroad": r,
                "hex": action["hex"],
                "purple": feature == "purple",
                "symbol": r in symbols,
                "swap": feature == "swap",
                "value": self.value(r),
            }
        ]
        self.step = "build"
        if feature == "swap":
            # "Red Swap hexes force you to exchange a card in your hand with a card in the
            # discard." Nothing to exchange: nothing happens (R8).
            if self.discards and self.hands[p]:
                self.step = "swap_give"
                return events
            events.append({"type": "swap_skipped", "player": p})
        return events + self._after_cube(p)

    def _put_cube(self, r: str, h: Hex) -> None:
        """A cube from railroad r's Shares card onto hex h (and what it makes reachable)."""
        self.version += 1
        self.cubes_left[r] -= 1
        self.cube[h] = r
        self.track[r].append(h)
        self.free.discard(h)
        for hexes in self.frontier.values():
            hexes.discard(h)
        grown = set(neighbours(h)) - self.reach[r]
        self.reach[r] |= grown
        self.reach_all |= grown
        self.frontier[r] |= grown & self.free

    def _after_cube(self, p: str) -> list[dict[str, Any]]:
        self.step = "build"
        if len(self.built) >= 2:
            return self._end_turn(p)
        # Listed through the cache: the next legal_actions call reuses this very list.
        if self._legal(p) in ([], [{"type": "stop"}]):
            return self._end_turn(p)  # nothing more to build: the turn ends by itself
        return []

    def _do_stop(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        return self._end_turn(p)

    def _do_swap_give(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        card = action["card"]
        self.hands[p].remove(card)
        self.discards.append(card)
        self.discards.sort()
        self.swap_given = card
        self.step = "swap_take"
        self.current_turn["swap"] = {"gave": card, "took": None}
        return [{"type": "swap_gave", "player": p, "card": card}]

    def _do_swap_take(self, p: str, action: dict[str, Any]) -> list[dict[str, Any]]:
        card = action["card"]
        self.discards.remove(card)
        self.hands[p].append(card)
        self.hands[p].sort()
        self.swap_given = None
        self.current_turn["swap"]["took"] = card
        # The discards are open: everyone sees which card left them (R8).
        return [{"type": "swap_took", "player": p, "card": card}, *self._after_cube(p)]

    def _new_turn_record(self) -> None:
        self.current_turn = {
            "player": self.current(),
            "turn": self.turn + 1,
            "card": None,
            "share": None,
            "placed": None,
            "cubes": [],
            "swap": None,
            "discarded": None,
        }

    def _end_turn(self, p: str) -> list[dict[str, Any]]:
        self.version += 1  # (also after the listing `_after_cube` made)
        events: list[dict[str, Any]] = []
        if self.chosen is not None:
            # "Discard the chosen card" (a share, or track only in full-sized hexes).
            self.discards.append(self.chosen)
            self.discards.sort()
            self.current_turn["discarded"] = self.chosen
            events.append({"type": "card_discarded", "player": p, "card": self.chosen})
            self.chosen = None
        events.append({"type": "turn_ended", "player": p, "turn": self.turn + 1})
        self.last_turn = self.current_turn
        self.turn += 1
        self.card_played = False
        self.completed = []
        self.built = []
        self.swap_given = None
        # "The game ends when all players have the same number of cards in hand: 3/3/2."
        end_hand = END_HAND[self.n]
        if all(len(h) == end_hand for h in self.hands.values()):
            return events + self._end()
        self.step = "card"
        self._new_turn_record()
        return events

    def _end(self) -> list[dict[str, Any]]:
        self.step = "over"
        self.end_reason = "hands_played_down"
        return [
            {
                "type": "game_over",
                "reason": self.end_reason,
                "scores": self.scores(),
                "winners": self.winners(),
                "hands": {p: list(h) for p, h in self.hands.items()},
                "values": {r: self.value(r) for r in self.railroads},
            }
        ]

    # ------------------------------------------------------------------ scoring
    def value_breakdown(self, r: str) -> dict[str, int]:
        """The value of railroad `r` and what makes it (scoring.value_breakdown)."""
        return scoring.value_breakdown(self, r)

    def value(self, r: str) -> int:
        """`value_breakdown(r)["value"]`, in one walk along the track (after every cube)."""
        whole = self.whole
        bonus = 0
        for h in self.track[r]:
            feature, symbols = whole[h]
            if feature == "purple":
                bonus += PURPLE_VALUE
            if r in symbols:
                bonus += SYMBOL_VALUE
        return self.board.shares_boxes - self.cubes_left[r] + bonus

    def _hands_known(self) -> bool:
        return self.is_over or self.options["open_hands"]

    def score_breakdown(self) -> dict[str, dict[str, Any]]:
        """Per player and railroad: shares and points (scoring.score_breakdown)."""
        return scoring.score_breakdown(self)

    def scores(self) -> dict[str, int]:
        return {p: b["total"] for p, b in self.score_breakdown().items()}

    def winners(self) -> list[str]:
        if not self.is_over:
            return []
        scores = self.scores()
        best = max(scores.values())
        # "Tie? Last tied player in turn order wins."
        return [[p for p in self.order() if scores[p] == best][-1]]

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
    def _rname(self, r: str) -> str:
        return self.board.railroads[r].name

    def view(self, player: str | None) -> dict[str, Any]:
        return views.view(self, player)


# The last listing, reused between `legal_actions` and `apply` (of the same game: a player's
# listing and move follow each other): the game (weakly), its token and the actions (shared,
# never changed). Kept outside the state: a refusal that lists leaves the state as it was.
_LAST: list[tuple[Any, Any, list[dict[str, Any]]]] = [(lambda: None, None, [])]

_HANDLERS = {
    "card": CardRails._do_card,
    "share": CardRails._do_share,
    "build": CardRails._do_build,
    "place": CardRails._do_place,
    "stop": CardRails._do_stop,
    "discard": CardRails._do_discard,
    "swap_give": CardRails._do_swap_give,
    "swap_take": CardRails._do_swap_take,
}
