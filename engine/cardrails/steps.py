"""Card Rails' steps: each declares the actions it accepts, lists the legal ones, refuses any
other with the rule it breaks, and carries out an accepted one (tobymao/18xx's steps).

A turn is a few small decisions: choose a card from the hand (`CardStep`); then take a share,
build a cube into a whole hex on the map, or play the card onto the map (`ActionStep`); then
possibly a second cube (`BuildStep`); a swap hex asks for a card to give and one to take
(`SwapGiveStep`, `SwapTakeStep`). Where a cube may go, and why not, is in `track`; where a card
may be played, in `placement`; what ends a turn, in `flow`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from engine.cardrails import flow, placement, track
from engine.cardrails.cards import label, parse_label
from engine.cardrails.geometry import _CARDS, _GIVES, _SHARES, _TAKES
from engine.cardrails.rules import MAX_SHARE_CUBES, _err
from engine.core import IllegalAction

if TYPE_CHECKING:
    from engine.cardrails.game import CardRails

__all__ = [
    "SHAPES",
    "ActionStep",
    "BuildStep",
    "CardStep",
    "Events",
    "Step",
    "SwapGiveStep",
    "SwapTakeStep",
    "malformed",
    "playable_cards",
    "share_options",
]

Events = list[dict[str, Any]]

# Every action type and its keys (beside "type"), with their types.
SHAPES: dict[str, tuple[tuple[str, type], ...]] = {
    "card": (("card", str),),
    "share": (("railroad", str),),
    "build": (("railroad", str), ("hex", str)),
    "place": (("at", str), ("rotation", int)),
    "stop": (),
    "discard": (),
    "swap_give": (("card", str),),
    "swap_take": (("card", str),),
}


def malformed(action: dict[str, Any]) -> IllegalAction | None:
    """The refusal of an action whose keys or their types are not its type's, or None."""
    kind = action["type"]
    spec = SHAPES[kind]
    names = {"type", *(k for k, _ in spec)}
    if set(action) != names or any(type(action[k]) is not t for k, t in spec):
        keys = ", ".join(f"{k} ({t.__name__})" for k, t in spec) or "no other keys"
        return _err(
            "malformed", f"A '{kind}' action has exactly: type, {keys}.", action=kind, keys=keys
        )
    return None


def not_in_hand(card: str) -> IllegalAction:
    return _err("not_in_hand", f"{card} is not a card in your hand.", card=card)


class Step:
    """One decision of a turn. `name` is the game's `step` while it runs; `kinds` the action
    types it accepts (each carried out by its `do_<kind>`, once listed, and explained by its
    `refuse_<kind>` when not); `now` words what the player is doing, for a refusal."""

    name: ClassVar[str]
    kinds: ClassVar[tuple[str, ...]]
    now: ClassVar[str]

    def actions(self, g: CardRails, p: str) -> Events:
        """Every legal action of `p`, the player to move, in this step."""
        raise NotImplementedError

    def refuse(self, g: CardRails, p: str, action: dict[str, Any]) -> IllegalAction:
        """Why `action`, of one of this step's kinds and well formed, is not listed."""
        refusal = getattr(self, "refuse_" + action["type"], None)
        found = None if refusal is None else refusal(g, p, action)
        return found or _err("not_possible", "That move is not possible now.")

    def handlers(self) -> dict[str, Any]:
        """The bound `do_<kind>` of each kind, found once (the search applies many actions)."""
        return {kind: getattr(self, "do_" + kind) for kind in self.kinds}


# -- choosing a card
# (Listed actions are shared dicts, never changed: `legal_actions` hands out copies.)
def share_options(g: CardRails, p: str) -> list[str]:
    """The railroads `p` may take a share of now."""
    if sum(g.share_cubes[p].values()) >= MAX_SHARE_CUBES:
        return []
    left = g.cubes_left
    return [r for r in g.railroads if left[r]]


def playable_cards(g: CardRails, p: str) -> list[str]:
    """Cards with something to do for `p`, the player to move: all, unless only playing a
    card onto the map is left."""
    hand = g.hands[p]
    if share_options(g, p) or any(hexes and g.cubes_left[r] for r, hexes in g.frontier.items()):
        return list(hand)
    saved = g.chosen
    try:
        out = []
        for c in hand:
            g.chosen = c
            if placement.place_actions(g):
                out.append(c)
    finally:
        g.chosen = saved
    # Nothing at all to do: the card is simply discarded (R9).
    return out or list(hand)


class CardStep(Step):
    """ "Choose a card from your hand": kept hidden until the move that uses it (R7)."""

    name = "card"
    kinds = ("card",)
    now = "choosing a card from your hand"

    def actions(self, g: CardRails, p: str) -> Events:
        return list(map(_CARDS.__getitem__, playable_cards(g, p)))

    def refuse_card(self, g: CardRails, p: str, action: dict[str, Any]) -> IllegalAction:
        return not_in_hand(action["card"])

    def do_card(self, g: CardRails, p: str, action: dict[str, Any]) -> Events:
        card = action["card"]
        g.hands[p].remove(card)
        g.chosen = card
        g.step = "action"
        g.current_turn["card"] = card
        # The chosen card stays hidden until the move that uses it; everyone else only
        # learns that a card was chosen (R7).
        return [{"type": "card_chosen", "player": p}]


# -- the turn's track
class TurnStep(Step):
    """The steps after the card is chosen: cubes to build and the card to play onto the map,
    before the first cube (`ActionStep`) and after it (`BuildStep`)."""

    def actions(self, g: CardRails, p: str) -> Events:
        out = self.before(g, p)
        if len(g.built) < 2:
            if track.owes_completed(g):
                out += track.owed_builds(g)
            else:
                track.add_builds(g, out)
            if not g.card_played:
                out += placement.place_actions(g)
        return self.after(g, out)

    def before(self, g: CardRails, p: str) -> Events:
        """The step's own actions listed before the track's."""
        return []

    def after(self, g: CardRails, out: Events) -> Events:
        """The listing, with the step's own actions after the track's."""
        return out

    def refuse_build(self, g: CardRails, p: str, action: dict[str, Any]) -> IllegalAction:
        return track.refuse_build(g, action["railroad"], action["hex"])

    def refuse_place(self, g: CardRails, p: str, action: dict[str, Any]) -> IllegalAction:
        return placement.refuse_place(g, action["at"], action["rotation"])

    def do_place(self, g: CardRails, p: str, action: dict[str, Any]) -> Events:
        at = parse_label(action["at"])
        assert at is not None and g.chosen is not None
        card = g.chosen
        rotation = action["rotation"]
        completed = g._lay_card(card, at, rotation)
        g.placed[-1]["player"] = p
        g.placed[-1]["turn"] = g.turn
        g.chosen = None
        g.card_played = True
        g.completed = completed
        g.step = "build"
        g.current_turn["placed"] = dict(g.placed[-1])
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

    def do_build(self, g: CardRails, p: str, action: dict[str, Any]) -> Events:
        r = action["railroad"]
        h = parse_label(action["hex"])
        assert h is not None
        g._put_cube(r, h)
        g.built.append((r, h))
        feature, symbols = g.whole[h]
        g.current_turn["cubes"].append({"railroad": r, "hex": action["hex"]})
        events: Events = [
            {
                "type": "track_built",
                "player": p,
                "railroad": r,
                "hex": action["hex"],
                "purple": feature == "purple",
                "symbol": r in symbols,
                "swap": feature == "swap",
                "value": g.value(r),
            }
        ]
        g.step = "build"
        if feature == "swap":
            # "Red Swap hexes force you to exchange a card in your hand with a card in the
            # discard." Nothing to exchange: nothing happens (R8).
            if g.discards and g.hands[p]:
                g.step = "swap_give"
                return events
            events.append({"type": "swap_skipped", "player": p})
        return events + flow.after_cube(g, p)


class ActionStep(TurnStep):
    """ "Take a Share" or build: a cube into a whole hex, or the card played onto the map."""

    name = "action"
    kinds = ("share", "discard", "build", "place")
    now = "choosing to take a share or build"

    def before(self, g: CardRails, p: str) -> Events:
        return list(map(_SHARES.__getitem__, share_options(g, p)))

    def after(self, g: CardRails, out: Events) -> Events:
        if not out:
            # Nothing possible: the chosen card is discarded (R9).
            out.append({"type": "discard"})
        return out

    def refuse_share(self, g: CardRails, p: str, action: dict[str, Any]) -> IllegalAction | None:
        r = action["railroad"]
        if r not in g.railroads:
            return _err("unknown_railroad", f"There is no railroad {r!r} in this game.", railroad=r)
        if g.share_count(p) >= MAX_SHARE_CUBES:
            return _err(
                "share_limit",
                f"You can only ever have a maximum of {MAX_SHARE_CUBES} Shares cubes in front of"
                " you.",
                limit=MAX_SHARE_CUBES,
            )
        if not g.cubes_left[r]:
            return _err(
                "no_cubes",
                f"There are no cubes on the {g._rname(r)} Shares card: you can't take a Share"
                " of that railroad.",
                railroad=r,
            )
        return None

    def refuse_discard(self, g: CardRails, p: str, action: dict[str, Any]) -> IllegalAction:
        return _err("must_act", "You can take a share or build: discarding is not a turn.")

    def do_share(self, g: CardRails, p: str, action: dict[str, Any]) -> Events:
        r = action["railroad"]
        box = g.board.shares_boxes - g.cubes_left[r] + 1
        g.cubes_left[r] -= 1
        g.share_cubes[p][r] += 1
        g.current_turn["share"] = r
        events = [
            {
                "type": "share_taken",
                "player": p,
                "railroad": r,
                "box": box,
                "shares": g.share_cubes[p][r],
            }
        ]
        return events + flow.end_turn(g, p)

    def do_discard(self, g: CardRails, p: str, action: dict[str, Any]) -> Events:
        return flow.end_turn(g, p)


class BuildStep(TurnStep):
    """After a cube or the card played: a second cube, or stop."""

    name = "build"
    kinds = ("build", "place", "stop")
    now = "building track"

    def after(self, g: CardRails, out: Events) -> Events:
        if track.may_stop(g):
            out.append({"type": "stop"})
        return out

    def refuse_stop(self, g: CardRails, p: str, action: dict[str, Any]) -> IllegalAction | None:
        return track.must_use_card() if track.owes_completed(g) else None

    def do_stop(self, g: CardRails, p: str, action: dict[str, Any]) -> Events:
        return flow.end_turn(g, p)


# -- a swap hex
class SwapGiveStep(Step):
    """ "Red Swap hexes force you to exchange a card in your hand with a card in the discard":
    the card given."""

    name = "swap_give"
    kinds = ("swap_give",)
    now = "choosing a card to give to the discards"

    def actions(self, g: CardRails, p: str) -> Events:
        return list(map(_GIVES.__getitem__, g.hands[p]))

    def refuse_swap_give(self, g: CardRails, p: str, action: dict[str, Any]) -> IllegalAction:
        return not_in_hand(action["card"])

    def do_swap_give(self, g: CardRails, p: str, action: dict[str, Any]) -> Events:
        card = action["card"]
        g.hands[p].remove(card)
        g.discards.append(card)
        g.discards.sort()
        g.swap_given = card
        g.step = "swap_take"
        g.current_turn["swap"] = {"gave": card, "took": None}
        return [{"type": "swap_gave", "player": p, "card": card}]


class SwapTakeStep(Step):
    """The card taken from the discards: any but the one just given."""

    name = "swap_take"
    kinds = ("swap_take",)
    now = "choosing a card to take from the discards"

    def actions(self, g: CardRails, p: str) -> Events:
        return [_TAKES[c] for c in g.discards if c != g.swap_given]

    def refuse_swap_take(self, g: CardRails, p: str, action: dict[str, Any]) -> IllegalAction:
        card = action["card"]
        if card == g.swap_given:
            return _err("swap_same", "A swap exchanges cards: take a different one.", card=card)
        return _err("not_in_discards", f"{card} is not in the discards.", card=card)

    def do_swap_take(self, g: CardRails, p: str, action: dict[str, Any]) -> Events:
        card = action["card"]
        g.discards.remove(card)
        g.hands[p].append(card)
        g.hands[p].sort()
        g.swap_given = None
        g.current_turn["swap"]["took"] = card
        # The discards are open: everyone sees which card left them (R8).
        return [{"type": "swap_took", "player": p, "card": card}, *flow.after_cube(g, p)]
