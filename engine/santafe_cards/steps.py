"""Santa Fe: the card game's steps: each declares the actions it accepts, lists the legal ones,
explains why any other is refused, and processes an accepted one (tobymao/18xx's steps).

The sealed steps (the lone cowboy, the sheriff, the face-down fill-up) keep their choices with
`engine.sealed`; the trick's turns are `trick.TrickStep`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from engine import sealed
from engine.core import IllegalAction, private
from engine.santafe_cards.deal import BLACK, MARIO
from engine.santafe_cards.flow import start_fill, start_trick, win

if TYPE_CHECKING:
    from engine.santafe_cards.game import SantaFeCards

__all__ = ["DeclareStep", "FillStep", "PassStep", "ScorpionStep", "Step", "err"]

Events = list[dict[str, Any]]


def err(code: str, message: str, **params: Any) -> IllegalAction:
    """A refusal: `code` is unique to its message, `params` are the values the message names
    (the bot words the rule `rule.santafe-cards.<code>` in the player's language with them)."""
    return IllegalAction(code, message, **params)


_err = err  # the name the refusal scan of the tests reads


class Step:
    """One decision of the game. `phase` is the game's phase while the step runs; `kinds` the
    action types it accepts; `sealed`: everyone chooses at once, in secret; `new_decision`:
    every accepted action starts a new decision (the envelope's `stage`)."""

    phase: ClassVar[str]
    kinds: ClassVar[tuple[str, ...]]
    sealed: ClassVar[bool] = False
    new_decision: ClassVar[bool] = False

    def actions(self, g: SantaFeCards, p: str) -> list[dict[str, Any]]:
        """Every legal action of `p` in this step."""
        raise NotImplementedError

    def refuse(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> IllegalAction:
        """Why `action`, of one of this step's kinds but not listed, is refused."""
        return _err(
            "not_possible",
            f"That '{action['type']}' action is not possible now.",
            kind=action["type"],
        )

    def explain(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> IllegalAction:
        """Why `p` may not do `action` now: not awaited, or this step's own reason."""
        if p not in g.active_players() and not g.legal_actions(p):
            if self.sealed:
                return _err("not_waiting", "You have made this choice; wait for the others.")
            return _err(
                "not_your_turn",
                f"It is {g.current}'s turn, not {p}'s.",
                turn_id=g.current,
                player_id=p,
            )
        return self.refuse(g, p, action)

    def process(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> Events:
        """Carry out a listed action: the state changes, the events it makes."""
        handler: Any = getattr(self, "do_" + action["type"])
        events: Events = handler(g, p, action)
        return events

    @staticmethod
    def refuse_card(g: SantaFeCards, p: str, action: dict[str, Any]) -> IllegalAction | None:
        """Why a one-card action names no card of the hand, or None."""
        card = action.get("card")
        if not isinstance(card, str) or set(action) != {"type", "card"}:
            return _err(
                "malformed_card",
                f"'{action['type']}' needs exactly one key 'card' (a card id).",
                kind=action["type"],
            )
        if card not in g.hands[p]:
            return _err("card_not_in_hand", f"{card!r} is not in your hand.", card_id=card)
        return None


class PassStep(Step):
    """The lone cowboy: every player passes a card face down to the left, at once."""

    phase = "pass"
    kinds = ("give",)
    sealed = True

    def actions(self, g: SantaFeCards, p: str) -> list[dict[str, Any]]:
        # A sealed choice can be changed until the last player locks in: a player who has
        # chosen keeps every choice (the one made included) while the others still choose.
        if p not in g.hands:
            return []
        # "Een kaart met waarde 10 mag je niet als eenzame cowboy doorgeven."
        return [{"type": "give", "card": c} for c in g.hands[p] if g.deck.value(c) < 10]

    def refuse(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> IllegalAction:
        refused = self.refuse_card(g, p, action)
        if refused is not None:
            return refused
        if g.deck.value(action["card"]) == 10:
            return _err("ten_not_passable", "You may pass on a card, but never a value-10 card.")
        return super().refuse(g, p, action)

    def do_give(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> Events:
        events: Events = []
        if sealed.make_choice(g.passing, p, action["card"]):
            events.append(sealed.locked_in_event(p, "pass"))
        if not sealed.complete(g.players, g.passing):
            return events
        # "Kies uit je hand één kaart die je gedekt doorgeeft aan de speler links van je."
        for giver, card in g.passing.items():
            g.hands[giver].remove(card)
            g.passed_card[giver] = card
        for giver, card in g.passing.items():
            receiver = g._left(giver)
            g.hands[receiver].append(card)
            g.hands[receiver].sort(key=g._key)
            g.received[receiver] = card
        events.append({"type": "cards_passed", "round": g.round})
        for giver, card in g.passing.items():
            receiver = g._left(giver)
            events.append(private(receiver, {"type": "card_received", "card": card, "from": giver}))
        g.phase = "declare"
        g.decision_no += 1
        return events


class DeclareStep(Step):
    """The sheriff's choice (brave or not), and Mario's swap in variant 3: at once, in secret."""

    phase = "declare"
    kinds = ("ready", "declare")
    sealed = True

    def actions(self, g: SantaFeCards, p: str) -> list[dict[str, Any]]:
        if p not in g.hands:
            return []
        sheriff = g.sheriff_card in g.hands[p]
        mario = g.options["black_scorpion"] and MARIO in g.hands[p]
        if not sheriff and not mario:
            # Nothing to choose, so nothing to change once answered.
            return [] if p in g.declared else [{"type": "ready"}]
        return [
            {"type": "declare", "brave": b, "swap": s}
            for b in ((False, True) if sheriff else (False,))
            for s in ((False, True) if mario else (False,))
        ]

    def refuse(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> IllegalAction:
        only_ready = g.legal_actions(p) == [{"type": "ready"}]
        if action["type"] == "ready":
            if not only_ready:
                return _err("must_declare", "You hold a card to declare: answer with 'declare'.")
            return super().refuse(g, p, action)
        if only_ready:
            return _err(
                "nothing_to_declare", "You hold neither the sheriff nor Mario: answer 'ready'."
            )
        flags = (action.get("brave"), action.get("swap"))
        if not all(isinstance(f, bool) for f in flags) or len(action) != 3:
            return _err("malformed_declare", "'declare' needs brave and swap (true or false).")
        if action["brave"] and g.sheriff_card not in g.hands[p]:
            return _err("no_sheriff", "Only the holder of the sheriff may be a brave sheriff.")
        if action["swap"] and MARIO not in g.hands[p]:
            return _err("no_mario", "Only the holder of Mario 'the Scorpion' may swap him.")
        return super().refuse(g, p, action)

    def do_ready(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> Events:
        return self.declared(g, p, {"brave": False, "swap": False})

    def do_declare(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> Events:
        return self.declared(g, p, {"brave": action["brave"], "swap": action["swap"]})

    def declared(self, g: SantaFeCards, p: str, choice: dict[str, bool]) -> Events:
        events: Events = []
        if sealed.make_choice(g.declared, p, choice):
            events.append(sealed.locked_in_event(p, "declare"))
        if not sealed.complete(g.players, g.declared):
            return events
        for q in g.players:
            if g.sheriff_card in g.hands[q]:
                if g.declared[q]["brave"]:
                    # "Je zegt hardop 'Ik ben de wet!' en legt de sheriff voor je neer." (R7)
                    g.brave = q
                    g.open_sheriff = True
                    events.append({"type": "sheriff_brave", "player": q, "card": g.sheriff_card})
                else:
                    g.coward = q  # "Je zegt niets": known to q only
            if g.declared[q]["swap"]:
                g.hands[q].remove(MARIO)
                g.hands[q].append(BLACK)
                g.hands[q].sort(key=g._key)
                g.on_table.remove(BLACK)
                g.on_table.append(MARIO)
                g.mario_holder = q
                g.mario_first = q
                events.append({"type": "mario_swapped", "player": q})
        events += start_trick(g)
        return events


class ScorpionStep(Step):
    """Mario 'the Black Scorpion' lost a duel: his player may swap him for a card (R13)."""

    phase = "scorpion"
    kinds = ("scorpion_swap", "no_swap")
    new_decision = True

    def actions(self, g: SantaFeCards, p: str) -> list[dict[str, Any]]:
        if p != g.current:
            return []
        out = [{"type": "scorpion_swap", "card": c} for c in g.hands[p]]
        return [*out, {"type": "no_swap"}]

    def refuse(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> IllegalAction:
        if action["type"] == "scorpion_swap":
            refused = self.refuse_card(g, p, action)
            if refused is not None:
                return refused
        return super().refuse(g, p, action)

    def do_scorpion_swap(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> Events:
        card = action["card"]
        play = g.plays[p]
        if play["start"] == BLACK:
            play["start"] = card
        else:
            play["duel"][play["duel"].index(BLACK)] = card
        g.hands[p].remove(card)
        g.hands[p].append(BLACK)
        g.hands[p].sort(key=g._key)
        g.mario_holder = p
        event = {"type": "scorpion_swapped", "player": p, "card": card}
        return [event, *start_fill(g)]

    def do_no_swap(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> Events:
        return start_fill(g)


class FillStep(Step):
    """The fill-up: who laid fewer cards than the winner adds face-down cards, chosen in secret
    and at once (R10)."""

    phase = "fill"
    kinds = ("add", "refill")
    sealed = True

    def actions(self, g: SantaFeCards, p: str) -> list[dict[str, Any]]:
        adds: list[dict[str, Any]] = []
        if g.fill.get(p):
            adds = [{"type": "add", "card": c} for c in g.hands[p]]
        if g.face_down.get(p) and p not in g.fill:
            # A player who has laid all their face-down cards may take them back to choose
            # again until the last player locks in (R10). Not halfway: while laying them,
            # every choice must look the same to the others.
            adds.append({"type": "refill"})
        return adds

    def refuse(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> IllegalAction:
        if action["type"] == "add":
            refused = self.refuse_card(g, p, action)
            if refused is not None:
                return refused
        return super().refuse(g, p, action)

    def do_add(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> Events:
        card = action["card"]
        g.hands[p].remove(card)  # face down: public facts change only when the trick ends
        g.face_down[p].append(card)
        g.fill[p] -= 1
        events: Events = []
        if not g.fill[p]:
            del g.fill[p]
            events.append(sealed.locked_in_event(p, "fill"))
        if g.fill:
            return events
        assert g.trick_winner is not None
        return events + win(g, g.trick_winner)

    def do_refill(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> Events:
        # The face-down cards laid so far go back to the hand, to be chosen again (R10).
        back = g.face_down[p]
        g.face_down[p] = []
        g.hands[p] += back
        g.hands[p].sort(key=g._key)
        g.fill[p] = g.fill.get(p, 0) + len(back)
        return []
