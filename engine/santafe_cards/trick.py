"""Santa Fe: the card game's trick turns: a start card, then a duel (or not), joining,
passing and taking duel cards back. The step lists the legal plays, explains every refusal
with the rule it breaks, and plays an accepted move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import IllegalAction
from engine.santafe_cards.deal import BLACK
from engine.santafe_cards.flow import advance, left_hand
from engine.santafe_cards.steps import Events, Step
from engine.santafe_cards.steps import err as _err

if TYPE_CHECKING:
    from engine.santafe_cards.game import SantaFeCards

__all__ = ["TrickStep"]


class TrickStep(Step):
    """A turn in a trick: `g.sub` says which part of it (start, choose, join, retake)."""

    phase = "play"
    kinds = ("start", "duel", "no_duel", "pass", "take_back")
    new_decision = True

    # -- legality
    def actions(self, g: SantaFeCards, p: str) -> list[dict[str, Any]]:
        if p != g.current:
            return []
        sub = g.sub
        if sub == "start":
            return [{"type": "start", "card": c} for c in g.hands[p]]
        if sub == "choose":
            out = self.duel_options(g, p)
            out.append({"type": "pass"} if g.duel else {"type": "no_duel"})
            return out
        if sub == "join":
            if g.plays[p]["duel"]:
                out = []
                if self.duel_options(g, p, g.plays[p]["duel"]):
                    out.append({"type": "take_back"})
                return [*out, {"type": "pass"}]
            return [*self.duel_options(g, p), {"type": "pass"}]
        # sub == "retake": duel cards taken back; now the stronger ones
        return self.duel_options(g, p)

    @staticmethod
    def duel_options(
        g: SantaFeCards, p: str, extra: list[str] | None = None
    ) -> list[dict[str, Any]]:
        """Every (value, count) duel play of `p` from the hand (plus `extra` cards)."""
        pool = g.hands[p] + extra if extra else g.hands[p]
        again = bool(extra) or g.sub == "retake"
        start = g.plays[p]["start"]
        start_value = g.deck.value(start)
        groups: dict[int, list[str]] = {}
        for c in pool:
            v = g.deck.value(c)
            # "Kaarten met waarde 10 mag je nooit als duelkaart gebruiken." and "dat getal mag
            # niet gelijk zijn aan het getal van je eigen startkaart."
            if v < 10 and v != start_value:
                groups.setdefault(v, []).append(c)
        best = g.plays[g.strongest]["duel"] if g.strongest is not None else []
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
                counts = [k for k in (c0, c0 + 1) if k <= m and g._beats(v, k, best, again)]
            mario = BLACK in cards and m > 1
            for k in counts:
                if mario and k < m:
                    out.append({"type": "duel", "value": v, "count": k, "mario": False})
                    out.append({"type": "duel", "value": v, "count": k, "mario": True})
                else:
                    out.append({"type": "duel", "value": v, "count": k})
        return out

    # -- refusals
    def refuse(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> IllegalAction:
        kind = action["type"]
        if kind == "duel":
            return self.refuse_duel(g, p, action)
        if kind == "start":
            refused = self.refuse_card(g, p, action)
            if refused is not None:
                return refused
            if g.sub != "start":
                return _err(
                    "start_played", "You have already played your start card in this trick."
                )
            return super().refuse(g, p, action)
        if g.sub == "start":
            return _err("start_first", "Play your start card first.")
        if kind == "no_duel" and g.duel:
            return _err("duel_running", "A duel is running: join it or pass.")
        if kind == "take_back" and not g.plays[p]["duel"]:
            return _err("nothing_to_take_back", "You have no duel cards on the table.")
        if kind == "take_back":
            return _err("no_stronger", "You could not play stronger duel cards after taking back.")
        if kind == "pass" and g.sub == "retake":
            return _err("must_replace", "You took your duel cards back: play stronger ones now.")
        return super().refuse(g, p, action)

    def refuse_duel(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> IllegalAction:
        value, count = action.get("value"), action.get("count")
        if isinstance(value, list) and len(set(map(str, value))) > 1:
            return _err("mixed_duel", "All your duel cards must have the same number.")
        if type(value) is not int or type(count) is not int or count < 1:
            return _err("malformed_duel", "'duel' needs value and count (whole numbers).")
        if p == g.leader and not g.duel:
            return _err("leader_no_duel", "The leader may not start a duel.")
        if g.sub == "start":
            return _err("start_first", "Play your start card first.")
        if value == 10:
            return _err("ten_no_duel", "A value-10 card never duels.")
        play = g.plays[p]
        if play["duel"] and g.sub != "retake":
            return _err("take_back_first", "Take your duel cards back before playing new ones.")
        if value == g.deck.value(play["start"]):
            return _err(
                "duel_is_start_value",
                "Your duel cards may not have the number of your own start card.",
                value=value,
            )
        held = sum(1 for c in g.hands[p] if g.deck.value(c) == value)
        if count > held:
            return _err(
                "not_enough_cards",
                f"You do not hold {count} cards of value {value}.",
                count=count,
                value=value,
            )
        if g.strongest is not None:
            refused = self.refuse_weaker(g, value, count, g.plays[g.strongest]["duel"])
            if refused is not None:
                return refused
        return _err("duel_not_possible", "That duel is not possible now.")

    @staticmethod
    def refuse_weaker(
        g: SantaFeCards, value: int, count: int, best: list[str]
    ) -> IllegalAction | None:
        """Why `count` cards of `value` do not outdo the strongest duel cards `best`, or None."""
        if count > len(best) + 1:
            return _err(
                "too_many_duel_cards",
                "You may play at most one duel card more than the player before you.",
                most=len(best) + 1,
            )
        again = g.sub == "retake"
        last = g._makes_last(count)
        mine, theirs = g._strength(value, last), g._strength(g.deck.value(best[0]), last)
        weaker = mine > theirs or (again and mine == theirs)
        if count < len(best) or (count == len(best) and weaker):
            return _err(
                "too_weak",
                "Your duel cards must be stronger than the strongest duel cards on the table.",
                count=len(best),
                value=g.deck.value(best[0]),
            )
        return None

    # -- plays
    def do_start(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> Events:
        card = action["card"]
        g.hands[p].remove(card)
        left_hand(g, p, card)
        play = g.plays[p]
        play["start"] = card
        g.seq += 1
        play["seq"] = g.seq
        events: Events = [{"type": "start_played", "player": p, "card": card}]
        if p == g.leader:
            # "De speler die de slag begint, mag geen duel starten."
            return events + advance(g)
        g.sub = "choose"
        return events

    def do_no_duel(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> Events:
        return advance(g)

    def do_duel(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> Events:
        value, count = action["value"], action["count"]
        cards = [c for c in g.hands[p] if g.deck.value(c) == value]
        plain = [c for c in cards if c != BLACK]
        if action.get("mario") is True:
            chosen = [BLACK, *plain[: count - 1]]
        elif action.get("mario") is False:
            chosen = plain[:count]
        else:
            chosen = (plain + [c for c in cards if c == BLACK])[:count]
        for c in chosen:
            g.hands[p].remove(c)
            left_hand(g, p, c)
        started = not g.duel
        play = g.plays[p]
        play["duel"] = chosen
        if not g.deputies_zero and g._makes_last(count):
            # "In de laatste slag van elke ronde zakt hun waarde naar 0.": this duel empties
            # every hand, so this is the last trick (R5).
            g.deputies_zero = True
        g.seq += 1
        play["dseq"] = g.seq
        g.duel = True
        g.strongest = p
        event = {
            "type": "duel_played",
            "player": p,
            "cards": list(chosen),
            "value": value,
            "count": count,
            "started": started,
        }
        return [event, *advance(g)]

    def do_take_back(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> Events:
        # "Heeft een andere speler jouw duelkaarten overtroefd, dan mag je ze in je volgende beurt
        # terugpakken en er nieuwe, sterkere duelkaarten voor in de plaats leggen."
        cards = g.plays[p]["duel"]
        g.plays[p]["duel"] = []
        g.hands[p] += cards
        g.hands[p].sort(key=g._key)
        if BLACK in cards:
            g.mario_holder = p
        g.sub = "retake"
        return [{"type": "took_back", "player": p, "cards": list(cards)}]

    def do_pass(self, g: SantaFeCards, p: str, action: dict[str, Any]) -> Events:
        # "Wil of kun je niet meer meedoen, dan pas je ... je startkaart een kwartslag te draaien."
        g.plays[p]["passed"] = True
        return [{"type": "duel_passed", "player": p}, *advance(g)]
