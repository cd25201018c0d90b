"""How Card Rails' actions, views and turns read in Discord. Uses views only, never state.

Every word comes from the game's catalogs (`cogs/cardrails/locales/<language>/cardrails.ftl`)
in the language of the `locale` each hook receives; lists are joined by the language's rules.
Card ids and hex names are identifiers printed on the board image: they stay as they are.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from bot.presenter import Names, Post
from cogs.cardrails.deciding import Deciding
from cogs.cardrails.ids import card_id
from cogs.cardrails.places import places, worth_line
from engine.cardrails.cards import CardSet, load_cards
from render.options import Spot
from text import join, t

View = Mapping[str, Any]


@functools.cache
def _cards() -> CardSet:
    return load_cards()


def railroad(rr: str, locale: object | None = None) -> str:
    """A railroad's name in the language ("Green", "Verte", "Groen"); an unknown id as it is."""
    return t("cr.railroad", locale, railroad=rr)


def card(card_id: str, locale: object | None = None) -> str:
    """A Track card with its railroad and what it carries: "O4 (Orange: ½ symbol and lake)"."""
    found = _cards().cards.get(card_id)
    if found is None or found.railroad is None:
        return card_id
    features = []
    for slot, feature in found.hexes.items():
        if feature == "symbol":
            # Slots of two letters are half hexes on the card's edge.
            key = "cr.feature.symbol_half" if len(slot) == 2 else "cr.feature.symbol"
            features.append(t(key, locale))
        elif feature in ("lake", "swap", "purple"):
            features.append(t(f"cr.feature.{feature}", locale))
    return t(
        "cr.card",
        locale,
        card=card_id,
        railroad=railroad(found.railroad, locale),
        features=join(features, locale),
    )


def cubes(built: Sequence[Mapping[str, Any]], locale: object | None = None) -> str:
    """The cubes of a turn, railroad by railroad: "Green at E2 and Orange at E3", "Green at E2
    and E2S1"."""
    hexes: dict[str, list[str]] = {}
    for c in built:
        hexes.setdefault(str(c["railroad"]), []).append(str(c["hex"]))
    return join(
        (
            t("cr.cube", locale, railroad=railroad(r, locale), hex=join(at, locale))
            for r, at in hexes.items()
        ),
        locale,
    )


def shares(share_cubes: Mapping[str, int], key: str, locale: object | None = None) -> str:
    """A seat's share cubes, railroad by railroad ("2 Green and 1 Orange")."""
    return join(
        (t(key, locale, n=n, railroad=railroad(r, locale)) for r, n in share_cubes.items() if n),
        locale,
    )


def turned(rotation: object, locale: object | None = None) -> str:
    """How a card lies on the map ("upright", "upside down"): one wording for the choices, the
    thread and the board image. A rotation other than 180 reads as 0."""
    return t("cr.turned", locale, rotation=180 if rotation == 180 else 0)


def label(action: Mapping[str, Any], locale: object | None = None) -> str:
    """How a move reads on a select option, a button, an autocomplete choice."""
    kind = action.get("type")
    if kind == "card":
        return t("cr.act.card", locale, card=card(str(action.get("card")), locale))
    if kind == "share":
        return t("cr.act.share", locale, railroad=railroad(str(action.get("railroad")), locale))
    if kind == "build":
        return t(
            "cr.act.build",
            locale,
            railroad=railroad(str(action.get("railroad")), locale),
            hex=action["hex"],
        )
    if kind == "place":
        return t(
            "cr.act.place",
            locale,
            at=str(action.get("at")),
            turned=turned(action.get("rotation"), locale),
            rotation=180 if action.get("rotation") == 180 else 0,
        )
    if kind in ("swap_give", "swap_take"):
        return t(f"cr.act.{kind}", locale, card=card(str(action.get("card")), locale))
    if kind in ("discard", "stop"):
        return t(f"cr.act.{kind}", locale)
    return str(kind)


def turn_line(turn: Mapping[str, Any], names: Names, locale: object | None = None) -> str | None:
    """One line for a finished turn (the view's `last_turn`)."""
    if not turn or turn.get("player") is None:
        return None
    parts = []
    if turn.get("card"):
        parts.append(t("cr.turn.card", locale, card=card(str(turn["card"]), locale)))
    if turn.get("share"):
        parts.append(t("cr.turn.share", locale, railroad=railroad(str(turn["share"]), locale)))
    placed = turn.get("placed")
    if placed:
        how = turned(placed.get("rotation"), locale)
        parts.append(t("cr.turn.placed", locale, at=str(placed.get("at")), turned=how))
    built = turn.get("cubes") or []
    if built:
        parts.append(t("cr.turn.cubes", locale, cubes=cubes(built, locale)))
    swap = turn.get("swap")
    if swap and swap.get("gave") and swap.get("took"):
        gave, took = card_id(swap["gave"], locale), card_id(swap["took"], locale)
        parts.append(t("cr.turn.swap", locale, gave=gave, took=took))
    if turn.get("discarded"):
        parts.append(t("cr.turn.discarded", locale, card=card_id(turn["discarded"], locale)))
    return t("cr.turn", locale, name=names(str(turn["player"])), what=join(parts, locale))


def ranking(view: View) -> list[str]:
    """Players from first place to last: by total, and between equal totals the later in turn
    order first ("Tie? Last tied player in turn order wins.")."""
    scores: Mapping[str, int] = view.get("scores") or {}
    order = list(view.get("order") or view.get("players") or [])
    return sorted(order, key=lambda p: (-scores.get(p, 0), -order.index(p)))


def _best_tie(view: View) -> list[str]:
    """The players tied for the best total, in turn order (empty when there is no such tie)."""
    scores: Mapping[str, int] = view.get("scores") or {}
    if not view.get("over") or not scores:
        return []
    best = max(scores.values())
    tied = [p for p in view.get("order") or view.get("players") or [] if scores.get(p) == best]
    return tied if len(tied) > 1 else []


class CardRailsPresenter(Deciding):
    def label(self, action: Mapping[str, Any], view: View | None, locale: object = None) -> str:
        return label(action, locale)

    def group(
        self, action: Mapping[str, Any], view: View | None, locale: object = None
    ) -> list[tuple[str, str]]:
        # Builds by railroad, placements together: each level stays short.
        if action.get("type") == "build":
            rr = str(action.get("railroad"))
            name = railroad(rr, locale)
            return [(f"build:{rr}", t("cr.group.build", locale, railroad=name))]
        if action.get("type") == "place":
            return [("place", t("cr.group.place", locale))]
        return []

    def places(
        self, actions: Sequence[Mapping[str, Any]], view: View | None, locale: object = None
    ) -> list[Spot | None]:
        return places(actions, view, locale)

    def phase_name(self, view: View, locale: object = None) -> str:
        return t(f"cr.phase.{view.get('phase')}", locale)

    def awaited(self, view: View, locale: object = None) -> str:
        step = view.get("step")
        return t(f"cr.what.{step}" if step else "cr.what.other", locale)

    def ping(
        self, view: View, player: str, mention: str, locale: object = None, what: str | None = None
    ) -> str | None:
        return t("cr.ping", locale, mention=mention, what=what or self.awaited(view, locale))

    def hand_lines(self, view: View, player: str, names: Names, locale: object = None) -> list[str]:
        seat = (view.get("seats") or {}).get(player) or {}
        lines = super().hand_lines(view, player, names, locale)
        hand = seat.get("hand")
        if hand:
            lines = [t("hand.cards", locale, cards=join((card(c, locale) for c in hand), locale))]
            worth = worth_line(view, locale)  # what the hand would score if the game ended now
            lines += [worth] if worth else []
        if view.get("open_hands"):
            # Open Hands: everyone's hand is shown to everyone (R12).
            for p in view.get("order") or view.get("players") or []:
                other = ((view.get("seats") or {}).get(p) or {}).get("hand")
                if p != player and other is not None:
                    cards = join((card(c, locale) for c in other), locale) or "-"
                    lines.append(t("cr.hand.open", locale, name=names(p), cards=cards))
        held = shares(seat.get("share_cubes") or {}, "cr.hand.share", locale)
        if held:
            lines.append(t("cr.hand.shares", locale, shares=held))
        else:
            lines.append(t("cr.hand.no_shares", locale))
        pending = view.get("pending") or {}
        if pending.get("chosen"):
            lines.append(t("cr.hand.chosen", locale, card=card(str(pending["chosen"]), locale)))
        if view.get("step") == "swap_take" and view.get("discards"):
            cards = join((card(c, locale) for c in view["discards"]), locale)
            lines.append(t("cr.hand.discards", locale, cards=cards))
        return lines

    def after_move(
        self,
        before: View,
        now: View,
        events: Sequence[Mapping[str, Any]],
        names: Names,
        locale: object = None,
    ) -> list[Post]:
        # One line and one map per finished turn; the steps inside a turn are not posted.
        if not any(e.get("type") == "turn_ended" for e in events):
            return []
        line = turn_line(now.get("last_turn") or {}, names, locale)
        caption = t("cr.turn.caption", locale, turn=(now.get("last_turn") or {}).get("turn"))
        text = f"{line}\n{caption}" if line else caption
        if now.get("over"):
            return [Post(line)] if line else []
        return [Post(text, image="board")]

    def digest(
        self, events: Sequence[Mapping[str, Any]], names: Names, locale: object = None
    ) -> list[str]:
        lines: list[str] = []
        turn: dict[str, Any] = {}
        for e in events:
            kind = e.get("type")
            if kind == "card_chosen":
                turn = {"player": e.get("player"), "card": e.get("card"), "cubes": []}
            elif kind == "share_taken":
                turn["share"] = e.get("railroad")
            elif kind == "card_placed":
                turn["placed"] = {"at": e.get("at"), "rotation": e.get("rotation")}
            elif kind == "track_built":
                turn.setdefault("cubes", []).append({"railroad": e["railroad"], "hex": e["hex"]})
            elif kind == "card_discarded":
                turn["discarded"] = e.get("card")
            elif kind == "turn_ended":
                line = turn_line(turn, names, locale)
                if line:
                    lines.append(line)
                turn = {}
        return lines[-12:]

    def end_reason(self, view: View, names: Names, locale: object = None) -> str:
        reason = t(f"cr.reason.{view.get('end_reason')}", locale)
        tie = _best_tie(view)
        if tie:
            # "Tie? Last tied player in turn order wins." said where the result is told.
            scores: Mapping[str, int] = view.get("scores") or {}
            winner = tie[-1]
            reason += "\n" + t(
                "cr.final.tie",
                locale,
                total=scores.get(winner, 0),
                names=join((names(p) for p in tie), locale),
                winner=names(winner),
            )
        return reason

    def final_lines(
        self, view: View, player: str, names: Names, locale: object = None
    ) -> list[str]:
        scores: Mapping[str, int] = view.get("scores") or {}
        ranked = ranking(view)
        mine = scores.get(player, 0)
        place = ranked.index(player) + 1 if player in ranked else len(ranked)
        lines = [t("dm.final", locale, score=mine, place=place, n=len(ranked))]
        tied = [p for p in (view.get("order") or ranked) if scores.get(p) == mine]
        if len(tied) > 1:
            # A tie is said with its rule, never a bare "place 1" to the one who lost it.
            others = join((names(p) for p in tied if p != player), locale)
            won = [p for p in tied if p in (view.get("winners") or [])]
            if player in won:
                key = "cr.final.tie_won"
            elif won:
                key = "cr.final.tie_lost"
            else:
                key = "cr.final.tie_place"
            winner = names(won[0]) if won else ""
            lines.append(t(key, locale, total=mine, names=others, winner=winner))
        if player in (view.get("winners") or []):
            lines.append(t("dm.final.won", locale))
        return lines

    def seat_line(self, view: View, player: str, name: str, locale: object = None) -> str:
        seat = (view.get("seats") or {}).get(player) or {}
        held = shares(seat.get("share_cubes") or {}, "cr.hand.share", locale)
        text = held or t("cr.status.no_shares", locale)
        line = t("cr.status.seat", locale, name=name, hand=seat.get("hand_size", 0), shares=text)
        hand = seat.get("hand")
        if view.get("open_hands") and hand is not None:
            # Open Hands: the cards themselves, short (each id with its railroad's name).
            held = join((card_id(c, locale) for c in hand), locale) or "-"
            line = t("cr.status.open_hand", locale, seat=line, cards=held)
        return line

    def status_lines(self, view: View, names: Names, locale: object = None) -> list[str]:
        values = join(
            (
                t("cr.status.value", locale, railroad=railroad(r, locale), value=info["value"])
                for r, info in (view.get("railroads") or {}).items()
            ),
            locale,
        )
        return [t("cr.status.values", locale, values=values)]
