"""Santa Fe's steps: each declares the actions it accepts, lists the legal ones, refuses any
other with the rule it breaks, and carries out an accepted one (tobymao/18xx's steps).

The Engineer purchase, the secret choice of cards, the Double Turn exchange, the draws and the
tile purchase are here; the track-laying turns are `track.TrackStep`. What may be drawn,
exchanged or bought, and why not, is in `rounds`; where a tile may go, in `placement`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from engine import sealed
from engine.core import IllegalAction
from engine.santafe import flow, rounds
from engine.santafe.rules import DOUBLE_TURN, ENGINEER_PRICE, TILE_PRICE, _err

if TYPE_CHECKING:
    from engine.santafe.game import SantaFe

__all__ = [
    "ChooseStep",
    "DrawStep",
    "EngineerStep",
    "Events",
    "ExchangeStep",
    "PurchaseStep",
    "Step",
    "plays",
]

Events = list[dict[str, Any]]


class Step:
    """One decision of the game. `phase` is the game's phase while the step runs; `kinds` the
    action types it accepts (each carried out by its `do_<kind>`, which refuses before it
    changes anything); `sealed`: everyone chooses at once, in secret, so no turn order.
    `now` and `when` word a refusal out of phase: what the table is doing during this step,
    and when each of its moves comes."""

    phase: ClassVar[str]
    kinds: ClassVar[tuple[str, ...]]
    sealed: ClassVar[bool] = False
    now: ClassVar[str]
    when: ClassVar[dict[str, str]]

    def actions(self, g: SantaFe, p: str) -> Events:
        """Every legal action of `p` in this step (none when it is not their turn)."""
        raise NotImplementedError

    def unused(self, g: SantaFe) -> IllegalAction | None:
        """The refusal of this step's moves in a game whose options leave it out, or None."""
        return None

    def handlers(self) -> dict[str, Any]:
        """The bound `do_<kind>` of each kind, found once (the search applies many actions)."""
        return {kind: getattr(self, "do_" + kind) for kind in self.kinds}


class EngineerStep(Step):
    """The advanced game's set-up: "Before the game begins, a player may buy an Engineer card
    for $4." Each player in turn."""

    phase = "setup"
    kinds = ("engineer",)
    now = "Players are still deciding whether to buy the Engineer"
    when: ClassVar[dict[str, str]] = {
        "engineer": "the Engineer can be bought only before the game begins"
    }

    def actions(self, g: SantaFe, p: str) -> Events:
        if p != g._current():
            return []
        out: Events = [{"type": "engineer", "buy": False}]
        if g.money[p] >= ENGINEER_PRICE and g.engineer_pile:
            out.insert(0, {"type": "engineer", "buy": True})
        return out

    def unused(self, g: SantaFe) -> IllegalAction | None:
        if g.options["advanced"]:
            return None
        return _err("engineer_advanced", "Engineer cards are used only in the advanced game.")

    def do_engineer(self, g: SantaFe, p: str, action: dict[str, Any]) -> Events:
        buy = action.get("buy")
        if not isinstance(buy, bool):
            raise _err("malformed_engineer", "Say whether you buy the Engineer or not.")
        if buy and g.money[p] < ENGINEER_PRICE:
            raise _err(
                "engineer_cost",
                f"An Engineer card costs ${ENGINEER_PRICE} and you have ${g.money[p]}.",
                price=ENGINEER_PRICE,
                money=g.money[p],
            )
        if buy and not g.engineer_pile:
            raise _err("none_left", "No Engineer card is left.")
        events: Events = []
        if buy:
            g._pay(p, ENGINEER_PRICE)
            g.engineer_pile -= 1
            g.engineer[p] = "bought"
            events.append({"type": "engineer_bought", "player": p, "cost": ENGINEER_PRICE})
        else:
            events.append({"type": "engineer_declined", "player": p})
        g.turn_pos += 1
        if g.turn_pos == g.n:
            events += flow.start_choose(g)
        return events


def plays(g: SantaFe, p: str) -> list[tuple[str, bool]]:
    """(card, with_branch) pairs `p` may play now."""
    if g.phase != "choose":
        return []
    # "A player must play a Branch Line card in the round immediately following ..." (R7)
    branch = g.branch_held[p] is not None
    cards = sorted(set(g.hands[p]))
    # "In the first round only, players must play a City card."
    if g.double_turns[p] and g.round > 1:
        cards.append(DOUBLE_TURN)
    return [(c, branch) for c in cards]


class ChooseStep(Step):
    """Every player chooses a City or Double Turn card (with their Branch Line card, if they
    hold one) in secret and at once; then all are revealed."""

    phase = "choose"
    kinds = ("play",)
    sealed = True
    now = "Players are still choosing their cards"
    when: ClassVar[dict[str, str]] = {"play": "cards are chosen at the start of each round"}

    def actions(self, g: SantaFe, p: str) -> Events:
        if p not in g.hands:
            return []
        return [{"type": "play", "card": card, "branch": branch} for card, branch in plays(g, p)]

    def do_play(self, g: SantaFe, p: str, action: dict[str, Any]) -> Events:
        card, branch = action.get("card"), action.get("branch", False)
        if not isinstance(card, str) or not isinstance(branch, bool):
            raise _err("malformed_play", "Choose a City card or a Double Turn card from your hand.")
        allowed = plays(g, p)
        if not allowed:
            raise _err("nothing_to_play", "You have no card you can play this round.")
        if (card, branch) not in allowed:
            raise self.refuse(g, p, card, branch)
        changed = not sealed.make_choice(g.choices, p, (card, branch))
        events: Events = [{"type": "choice_made", "player": p, "changed": changed}]
        if not g.active_players():
            events += flow.reveal(g)
        return events

    @staticmethod
    def refuse(g: SantaFe, p: str, card: str, branch: bool) -> IllegalAction:
        """Why `p` may not play `card` (with a Branch Line or not), a card not listed."""
        if card == DOUBLE_TURN and g.round == 1:
            return _err(
                "first_round_city", "In the first round only, players must play a City card."
            )
        if branch and g.branch_held[p] is None:
            return _err("no_branch_card", "You hold no Branch Line card.")
        if not branch and g.branch_held[p] is not None:
            return _err(
                "branch_must_be_played",
                "A player must play a Branch Line card in the round immediately following the"
                " round in which it was drawn, together with a City or Double Turn card.",
            )
        return _err("card_not_in_hand", "That card is not in your hand.")


class ExchangeStep(Step):
    """Before the second track-laying turn, who played a Double Turn card may exchange City
    cards from their hand for as many from the pile, in turn order (R6)."""

    phase = "exchange"
    kinds = ("exchange",)
    now = "Double Turn players are exchanging cards before the second track-laying turn"
    when: ClassVar[dict[str, str]] = {
        "exchange": "the Double Turn exchange comes at the start of the second track-laying turn"
    }

    def actions(self, g: SantaFe, p: str) -> Events:
        if p != g._current():
            return []
        return [{"type": "exchange", "cards": list(c)} for c in rounds.exchange_sets(g, p)]

    def do_exchange(self, g: SantaFe, p: str, action: dict[str, Any]) -> Events:
        cards = rounds.check_exchange(g, p, action)
        for c in cards:
            g.hands[p].remove(c)
        g.removed_cities += len(cards)
        for _ in cards:
            g.hands[p].append(g.city_pile.pop())
        g.exchangers.pop(0)
        events: Events = [{"type": "exchanged", "player": p, "count": len(cards)}]
        if not g.exchangers:
            events += flow.start_track(g, 2)
        return events


class DrawStep(Step):
    """After the second track-laying turn, each player in turn draws until their hand is
    full (or nothing they need is left)."""

    phase = "draw"
    kinds = ("draw", "stop_drawing")
    now = "Players are drawing cards"
    when: ClassVar[dict[str, str]] = {
        "draw": "cards are drawn after the second track-laying turn",
        "stop_drawing": "cards are drawn after the second track-laying turn",
    }

    def actions(self, g: SantaFe, p: str) -> Events:
        if p != g._current():
            return []
        return rounds.draw_actions(g, p)

    def do_draw(self, g: SantaFe, p: str, action: dict[str, Any]) -> Events:
        rounds.check_draw(g, p, action)
        pile = action["pile"]
        event: dict[str, Any] = {"type": "drew", "player": p, "pile": pile}
        if pile == "city":
            g.hands[p].append(g.city_pile.pop())
        elif pile == DOUBLE_TURN:
            g.double_turn_pile -= 1
            g.double_turns[p] += 1
        elif pile == "branch":
            r = action["railroad"]
            g._pay(p, g.branch_price)
            g.branch_pile[r] -= 1
            g.branch_held[p] = r
            event["railroad"] = r
            event["cost"] = g.branch_price
        else:  # the Engineer
            g.engineer_pile -= 1
            g.engineer[p] = "drawn"
        events = [event]
        if g.hand_size(p) >= g._hand_limit(p) or not rounds.draw_options(g, p):
            g.turn_pos += 1
            events += flow.begin_draws(g)
        return events

    def do_stop_drawing(self, g: SantaFe, p: str, action: dict[str, Any]) -> Events:
        rounds.check_stop_drawing(g)
        g.turn_pos += 1
        return [{"type": "stopped_drawing", "player": p}, *flow.begin_draws(g)]


class PurchaseStep(Step):
    """The optional rule: after the draws, "each player may pay $1 to purchase exactly one
    track tile", in turn order."""

    phase = "purchase"
    kinds = ("buy_tile", "no_purchase")
    now = "Players are buying track tiles"
    when: ClassVar[dict[str, str]] = {
        "buy_tile": "track tiles are bought after everyone has drawn",
        "no_purchase": "track tiles are bought after everyone has drawn",
    }

    def actions(self, g: SantaFe, p: str) -> Events:
        if p != g._current():
            return []
        out: Events = [{"type": "buy_tile", "railroad": r} for r in rounds.buyable(g, p)]
        out.append({"type": "no_purchase"})
        return out

    def unused(self, g: SantaFe) -> IllegalAction | None:
        if g.options["tile_purchase"]:
            return None
        return _err(
            "no_tile_purchase",
            "This game does not use the optional rule of buying track tiles.",
        )

    def do_buy_tile(self, g: SantaFe, p: str, action: dict[str, Any]) -> Events:
        r = rounds.check_buy(g, p, action)
        g._pay(p, TILE_PRICE)
        g.supply[r] -= 1
        g.purchased[p][r] = g.purchased[p].get(r, 0) + 1
        g.turn_pos += 1
        return [
            {"type": "tile_bought", "player": p, "railroad": r, "cost": TILE_PRICE},
            *flow.skip_purchases(g),
        ]

    def do_no_purchase(self, g: SantaFe, p: str, action: dict[str, Any]) -> Events:
        g.turn_pos += 1
        return [{"type": "no_purchase", "player": p}, *flow.skip_purchases(g)]
