"""How Santa Fe: the card game reads in Discord. Uses views only, never state."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from bot.presenter import Names, Post
from cogs.santafe_cards.deciding import Deciding, own_seat
from engine.santafe_cards.deck import Deck, load_deck
from engine.santafe_cards.game import ROUNDS
from text import join, t

View = Mapping[str, Any]


@functools.cache
def _deck() -> Deck:
    return load_deck()


def card(card_id: str, locale: object | None = None) -> str:
    """A card as players name it in a list: "Sheriff (1)", "Bandit (10)", "7"."""
    found = _deck().cards.get(card_id)
    if found is None:
        return card_id
    if found.kind == "plain":
        return t("sfc.card.plain", locale, value=found.value)
    name = t(f"sfc.card.name.{found.kind}", locale)
    return t("sfc.card.valued", locale, name=name, value=found.value)


def card_a(card_id: str, locale: object | None = None) -> str:
    """A card inside a sentence, with its article: "a 7", "the Sheriff (1)"."""
    found = _deck().cards.get(card_id)
    if found is None:
        return card_id
    return t("sfc.card.a", locale, kind=found.kind, value=found.value)


def cards(ids: Sequence[str], locale: object | None = None) -> str:
    """Cards as a list in the reader's language, as on the cards: "Sheriff (1), 2 and 7"."""
    return join((card(c, locale) for c in ids), locale)


def cards_a(ids: Sequence[str], locale: object | None = None) -> str:
    """Cards inside a sentence: one card with its article ("a 3"), equal cards counted
    ("two 8s", "twee achten", "deux adjoints (5)"), different ones as a list of those."""
    groups: dict[tuple[str, int], list[str]] = {}
    for card_id in ids:
        found = _deck().cards.get(card_id)
        groups.setdefault((found.kind, found.value) if found else (card_id, 0), []).append(card_id)
    parts = [
        card_a(same[0], locale)
        if len(same) == 1
        else t("sfc.cards.n", locale, count=len(same), kind=kind, value=value)
        for (kind, value), same in groups.items()
    ]
    return join(parts, locale)


def signed(points: int, locale: object | None = None) -> str:
    """Points won or lost, with their sign and the language's digit grouping: "+1,250", "-50"."""
    return t("sfc.signed.plus" if points > 0 else "sfc.number", locale, n=points)


def label(action: Mapping[str, Any], view: View | None, locale: object | None = None) -> str:
    kind = action.get("type")
    if kind in ("give", "start", "scorpion_swap", "add"):
        return t(f"sfc.act.{kind}", locale, card=card_a(str(action.get("card")), locale))
    if kind == "declare":
        # The sheriff's holder chooses brave or cowardly; Mario's holder (a variant) whether
        # to swap; one player may be both.
        if view is None:
            # Whose hand it was is unknown: a neutral label (a Mario holder is never told
            # "cowardly sheriff").
            return t("sfc.act.declared", locale)
        hand = own_seat(view).get("hand") or []
        swap = bool(action.get("swap"))
        if any(c in hand for c in ("sheriff", "corrupt")):
            if action.get("brave"):
                return t("sfc.act.brave.swap" if swap else "sfc.act.brave", locale)
            return t("sfc.act.coward.swap" if swap else "sfc.act.coward", locale)
        return t("sfc.act.swap_only" if swap else "sfc.act.keep_mario", locale)
    if kind == "duel":
        # "mario" is there only when the Black Scorpion is one of several 2s to choose from.
        mario = action.get("mario")
        key = "sfc.act.duel"
        if mario is True:
            key = "sfc.act.duel.mario"
        elif mario is False:
            key = "sfc.act.duel.no_mario"
        return t(key, locale, count=action.get("count"), value=action.get("value"))
    if kind in ("ready", "no_duel", "pass", "take_back", "no_swap", "refill"):
        return t(f"sfc.act.{kind}", locale)
    return str(kind)


def table_lines(trick: Mapping[str, Any] | None, names: Names, locale: object | None) -> list[str]:
    """The trick as it lies, one line per seat: start card, duel cards, a pass (all public)."""
    if not trick:
        return []
    lines = []
    for player, play in (trick.get("plays") or {}).items():
        if not play.get("start"):
            continue
        key = "sfc.play" + (".duel" if play.get("duel") else ".start")
        if play.get("passed"):
            key = "sfc.play.duel.passed" if play.get("duel") else "sfc.play.passed"
        lines.append(
            t(
                key,
                locale,
                name=names(player),
                card=card(play["start"], locale),
                cards=cards_a(play.get("duel") or [], locale),
            )
        )
    return lines


class SantaFeCardsPresenter(Deciding):
    def label(self, action: Mapping[str, Any], view: View | None, locale: object = None) -> str:
        return label(action, view, locale)

    def group(
        self, action: Mapping[str, Any], view: View | None, locale: object = None
    ) -> list[tuple[str, str]]:
        if action.get("type") == "duel":
            return [("duel", t("sfc.group.duel", locale))]
        return []

    def ack(self, action: Mapping[str, Any], view: View | None, locale: object = None) -> str:
        if action.get("type") == "ready":
            return t("sfc.ok.ready", locale)  # nothing to choose, so nothing to change
        return super().ack(action, view, locale)

    def done_line(self, action: Mapping[str, Any], view: View | None, locale: object = None) -> str:
        # The player's own view tells whose hand it was: a Mario holder reads his swap, never
        # "cowardly sheriff".
        text = label(action, view, locale)
        if action.get("type") in ("no_duel", "duel", "pass") and view:
            # The turn began with a start card: the line says both steps.
            me = view.get("viewer")
            trick = view.get("trick") or {}
            play = (trick.get("plays") or {}).get(me) or {}
            if not play.get("start"):
                play = ((view.get("last_trick") or {}).get("plays") or {}).get(me) or {}
            if play.get("start") and action.get("type") != "pass":
                first = t("sfc.act.start", locale, card=card_a(str(play["start"]), locale))
                text = t("sfc.done.turn", locale, first=first, then=text)
        return t("dm.chose", locale, label=text)

    def ack_last(
        self,
        action: Mapping[str, Any],
        view: View | None,
        events: Sequence[Mapping[str, Any]],
        locale: object = None,
    ) -> str:
        kinds = {e.get("type") for e in events if "to" not in e}
        label = self.label(action, view, locale)
        if kinds & {"sheriff_brave", "mario_swapped"}:
            return t("ok.choice_final", locale, label=label)  # something is shown to all
        if "cards_passed" in kinds:
            return t("sfc.ok.last.pass", locale, label=label)
        if "trick_won" in kinds:
            return t("sfc.ok.last.fill", locale, label=label)
        if "trick_started" in kinds:
            return t("sfc.ok.last.declare", locale, label=label)
        # More face-down cards to add: not the last choice yet.
        return self.ack(action, view, locale)

    def phase_name(self, view: View, locale: object = None) -> str:
        return t(f"sfc.phase.{view.get('phase')}", locale)

    def awaited(self, view: View, locale: object = None) -> str:
        return t(f"sfc.what.{view.get('phase')}", locale)

    def hand_lines(self, view: View, player: str, names: Names, locale: object = None) -> list[str]:
        seat = (view.get("seats") or {}).get(player) or {}
        hand = seat.get("hand")
        if hand is None:
            return []
        lines = [t("hand.cards", locale, cards=cards(hand, locale))] if hand else []
        if not hand:
            lines.append(t("hand.no_cards", locale))
        if seat.get("received"):
            lines.append(t("sfc.hand.received", locale, card=card(seat["received"], locale)))
        if seat.get("passed_card"):
            lines.append(t("sfc.hand.passed", locale, card=card(seat["passed_card"], locale)))
        choice = seat.get("sheriff_choice")
        # The cowardly sheriff's hint holds only while the sheriff is still in the hand.
        if choice == "brave" or (
            choice == "cowardly" and any(c in hand for c in ("sheriff", "corrupt"))
        ):
            lines.append(t(f"sfc.hand.sheriff.{choice}", locale))
        trick = view.get("trick")
        on_table = table_lines(trick, names, locale)
        if on_table:
            lines += [t("sfc.hand.table", locale), *on_table]
        to_add = ((trick or {}).get("plays") or {}).get(player, {}).get("to_add")
        if to_add:
            lines.append(t("sfc.hand.to_add", locale, n=to_add))
        return lines

    def after_move(
        self,
        before: View,
        now: View,
        events: Sequence[Mapping[str, Any]],
        names: Names,
        locale: object = None,
    ) -> list[Post]:
        # One post per line (the platform joins posts without an image into one running
        # message); a trick ends with the table image, a round with its score sheet, except
        # the last round's: the final scores carry that sheet.
        posts: list[Post] = []
        for e in events:
            line = self._line(e, names, locale)
            kind = e.get("type")
            if kind == "trick_won" and line:
                posts.append(Post(line, image="board"))
            elif kind == "round_scored" and line:
                final = e.get("round") == ROUNDS or now.get("over")
                posts.append(Post(line, image=None if final else "scores"))
            elif line:
                posts.append(Post(line))
        return posts

    def _line(self, e: Mapping[str, Any], names: Names, locale: object) -> str | None:
        kind = e.get("type")
        who = names(str(e.get("player"))) if e.get("player") is not None else ""
        if kind == "trick_started" and e.get("trick") == 1:
            # The round is announced when its first trick starts: after the lone cowboys and
            # the sheriff, so a brave sheriff's line comes just before it.
            return t(
                "sfc.line.round",
                locale,
                round=e.get("round"),
                rounds=ROUNDS,
                name=names(str(e.get("leader"))),
            )
        if kind == "cards_passed":
            return t("sfc.line.passed", locale)
        if kind == "sheriff_brave":
            return t("sfc.line.brave", locale, name=who)
        if kind == "mario_swapped":
            return t("sfc.line.mario_swapped", locale, name=who)
        if kind == "start_played":
            return t("sfc.line.start", locale, name=who, card=card_a(str(e.get("card")), locale))
        if kind == "duel_played":
            key = "sfc.line.duel.start" if e.get("started") else "sfc.line.duel"
            return t(key, locale, name=who, cards=cards_a(e.get("cards") or [], locale))
        if kind == "took_back":
            return t(
                "sfc.line.took_back", locale, name=who, cards=cards_a(e.get("cards") or [], locale)
            )
        if kind == "duel_passed":
            return t("sfc.line.duel_passed", locale, name=who)
        if kind == "duel_won":
            return t("sfc.line.duel_won", locale, name=who)
        if kind == "scorpion_swapped":
            return t("sfc.line.scorpion", locale, name=who)
        if kind == "fill_up":
            items = [
                t("sfc.line.fill.item", locale, name=names(p), n=n)
                for p, n in (e.get("counts") or {}).items()
                if n
            ]
            return t("sfc.line.fill", locale, counts=join(items, locale)) if items else None
        if kind == "trick_won":
            key = "sfc.line.trick.last" if e.get("last") else "sfc.line.trick"
            return t(key, locale, name=who, trick=e.get("trick"), cards=e.get("cards"))
        if kind == "round_scored":
            rows = e.get("rows") or {}
            items = [
                t(
                    "sfc.line.scored.item",
                    locale,
                    name=names(p),
                    points=signed(int((rows.get(p) or {}).get("total", 0)), locale),
                    total=total,
                )
                for p, total in (e.get("totals") or {}).items()
            ]
            return t("sfc.line.scored", locale, round=e.get("round"), totals=join(items, locale))
        return None

    def private_line(
        self, event: Mapping[str, Any], view: View, names: Names, locale: object = None
    ) -> str | None:
        # The lone cowboy received is told in the sheriff's prompt, which every player gets
        # right after (hand_lines): no DM of its own.
        return None

    def digest(
        self, events: Sequence[Mapping[str, Any]], names: Names, locale: object = None
    ) -> list[str]:
        wanted = ("trick_started", "sheriff_brave", "trick_won", "round_scored")
        lines = [self._line(e, names, locale) for e in events if e.get("type") in wanted]
        return [line for line in lines if line][-12:]

    def end_reason(self, view: View, names: Names, locale: object = None) -> str:
        return t(f"sfc.reason.{view.get('end_reason')}", locale)

    def seat_line(self, view: View, player: str, name: str, locale: object = None) -> str:
        seat = (view.get("seats") or {}).get(player) or {}
        return t(
            "sfc.status.seat",
            locale,
            name=name,
            hand=seat.get("hand_size", 0),
            tricks=seat.get("tricks", 0),
            score=seat.get("score", 0),
        ) + (" ✓" if seat.get("locked_in") else "")
