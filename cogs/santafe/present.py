"""How Santa Fe's actions, views and results read in Discord. Uses views only, never state.
The words of cards and actions are in `labels.py`, the thread's lines in `lines.py`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.presenter import MultiChoice, Names, Post
from cogs.santafe.deciding import Deciding
from cogs.santafe.labels import (
    DOUBLE_TURN_CARD,
    _board,
    choice,
    city,
    done,
    label,
    railroad,
)
from cogs.santafe.lines import digest, move_line, reason_text, track_turn_ended
from cogs.santafe.places import places
from render.options import Spot
from text import join, t


def railroads_at(view: Mapping[str, Any] | None, city_id: str) -> int:
    """How many railroads are connected to a city now (public)."""
    railroads = (view or {}).get("railroads") or {}
    return sum(1 for info in railroads.values() if city_id in (info.get("connected") or []))


def city_worth(city_id: str, view: Mapping[str, Any] | None, locale: object | None = None) -> str:
    """ "Denver (6 × 2 railroads = 12)": a City card's value and what it scores now."""
    value = _board().cities[city_id].value if city_id in _board().cities else None
    if value is None:
        return city(city_id, locale)
    n = railroads_at(view, city_id)
    return t(
        "sf.hand.worth", locale, city=city(city_id, locale), value=value, n=n, points=value * n
    )


def hand_lines(
    seat: dict[str, Any], locale: object | None = None, view: Mapping[str, Any] | None = None
) -> list[str]:
    """A seated player's own cards and money, from their own view's seat: each City card's
    value and what it is worth now (value × railroads connected there)."""
    hand = seat.get("hand") or []
    cards = [city_worth(c, view, locale) for c in hand]
    if seat.get("double_turns"):
        cards.append(t("sf.hand.double_turns", locale, n=seat["double_turns"]))
    if seat.get("branch"):
        cards.append(t("sf.hand.branch", locale, railroad=seat["branch"]))
    if cards:
        lines = [t("hand.cards", locale, cards=join(cards, locale))]
    else:
        lines = [t("hand.no_cards", locale)]
    extra = t("sf.hand.money", locale, money=seat.get("money", 0))
    if seat.get("engineer"):
        extra += t("sf.hand.engineer", locale)
    if seat.get("purchased"):
        bought = join(
            (
                t("sf.hand.purchased.item", locale, railroad=rr, n=n)
                for rr, n in seat["purchased"].items()
            ),
            locale,
        )
        extra += t("sf.hand.purchased", locale, tiles=bought)
    played = seat.get("cities_played") or []
    if played:
        points = sum(
            (_board().cities[c].value or 0) * railroads_at(view, c)
            for c in played
            if c in _board().cities
        )
        worth = join((city_worth(c, view, locale) for c in played), locale)
        lines.append(t("sf.hand.played", locale, cards=worth, points=points))
    return [*lines, extra]


# Events of a track-laying move that reveal nothing hidden (a tile, a connection, a bonus).
# What a move may show and still be taken back: tiles and their bonuses, and the second
# track-laying turn begun (nothing hidden either; an exchange or the draws that follow a turn
# are other phases, never undone).
_UNDOABLE_EVENTS = (
    "track_placed",
    "city_connected",
    "bonus",
    "turn_ended",
    "passed",
    "track_turn_started",
)

# The thread button that opens each phase's choices.
_PANEL = {
    "track": "sf.panel.track",
    "choose": "sf.panel.choose",
    "exchange": "sf.panel.exchange",
    "draw": "sf.panel.draw",
    "setup": "sf.panel.setup",
    "purchase": "sf.panel.purchase",
}

_WHAT = {
    "choose": "sf.prompt.what.play",
    "exchange": "sf.prompt.what.exchange",
    "draw": "sf.prompt.what.draw",
    "setup": "sf.prompt.what.engineer",
    "track": "sf.prompt.what.track",
    "purchase": "sf.prompt.what.purchase",
}


def what(phase: str, locale: object | None = None) -> str:
    return t(_WHAT.get(phase, "prompt.what.other"), locale)


def phase_name(phase: str, locale: object | None = None) -> str:
    return t(f"sf.phase.{phase}", locale)


def tiles_left(view: dict[str, Any], locale: object | None = None) -> str:
    return join(
        (
            t("sf.status.tiles.item", locale, railroad=rr, n=info.get("tiles_left", 0))
            for rr, info in view.get("railroads", {}).items()
        ),
        locale,
    )


def _held_branch(view: Mapping[str, Any] | None) -> str | None:
    """The Branch Line the viewer holds (a play says only that it is played, not which)."""
    if not view or view.get("viewer") is None:
        return None
    seat = (view.get("seats") or {}).get(view["viewer"]) or {}
    return seat.get("branch")


class SantaFePresenter(Deciding):
    def label(
        self, action: Mapping[str, Any], view: Mapping[str, Any] | None, locale: object = None
    ) -> str:
        return label(dict(action), locale, branch=_held_branch(view), view=view)

    def done_line(
        self, action: Mapping[str, Any], view: Mapping[str, Any] | None, locale: object = None
    ) -> str:
        return done(action, view, locale)

    def group(
        self, action: Mapping[str, Any], view: Mapping[str, Any] | None, locale: object = None
    ) -> list[tuple[str, str]]:
        # Track placements are picked railroad first, then where its railhead goes.
        if action.get("type") == "track":
            rr = str(action.get("railroad"))
            return [(rr, railroad(rr))]
        return []

    def places(
        self, actions: Sequence[Mapping[str, Any]], view: Mapping[str, Any] | None, locale=None
    ) -> list[Spot | None]:
        return places(actions, view, locale)

    def phase_name(self, view: Mapping[str, Any], locale: object = None) -> str:
        return phase_name(str(view.get("phase")), locale)

    def awaited(self, view: Mapping[str, Any], locale: object = None) -> str:
        return what(str(view.get("phase")), locale)

    def multi(
        self,
        actions: Sequence[Mapping[str, Any]],
        view: Mapping[str, Any] | None,
        locale: object = None,
    ) -> MultiChoice | None:
        # The Double Turn exchange: one multi-select of the cards to discard, not every subset.
        if not actions or any(a.get("type") != "exchange" for a in actions):
            return None
        viewer = (view or {}).get("viewer")
        hand = ((view or {}).get("seats") or {}).get(viewer, {}).get("hand") or []
        options = [(c, city(c, locale)) for c in hand if c != DOUBLE_TURN_CARD]
        return MultiChoice("exchange", "cards", options, t("sf.exchange.placeholder", locale))

    def may_undo(
        self,
        before: Mapping[str, Any],
        after: Mapping[str, Any],
        events: Sequence[Mapping[str, Any]],
    ) -> bool:
        # A tile laid (or a turn ended) shows nothing hidden while the track-laying turn goes on;
        # a move that ends the turn may have started draws or a reveal: it stands.
        kinds = {e.get("type") for e in events}
        return (
            before.get("phase") == "track"
            and after.get("phase") == "track"
            and after.get("round") == before.get("round")
            and kinds <= set(_UNDOABLE_EVENTS)
        )

    # -- stats: the city card that scored most, remembered per game ---------------------
    def stats_detail(self, view: Mapping[str, Any], player: str) -> str | None:
        breakdown = (view.get("score_breakdown") or {}).get(player) or {}
        cities = breakdown.get("cities") or []
        best = max(cities, key=lambda c: c["points"], default=None)
        if best is None or best["points"] <= 0:
            return None
        return f"{best['city']}:{best['points']}"

    def stats_line(self, details: Sequence[str], locale: object | None = None) -> str | None:
        best: tuple[str, int] | None = None
        for detail in details:
            slug, _, points = detail.rpartition(":")
            if slug and points.isdigit() and (best is None or int(points) > best[1]):
                best = (slug, int(points))
        if best is None:
            return None
        return t("sf.stats.best_city", locale, city=city(best[0], locale), points=best[1])

    def final_lines(
        self, view: Mapping[str, Any], player: str, names: Names, locale: object = None
    ) -> list[str]:
        lines = super().final_lines(view, player, names, locale)
        mine = (view.get("score_breakdown") or {}).get(player) or {}
        cards = [
            t("sf.final.city", locale, city=city(c["city"], locale), points=c["points"])
            for c in mine.get("cities") or []
        ]
        cities = join(cards, locale) if cards else t("sf.final.no_cities", locale)
        lines.append(t("sf.final.breakdown", locale, money=mine.get("money", 0), cities=cities))
        return lines

    def panel_label(self, view: Mapping[str, Any], locale: object = None) -> str:
        return t(_PANEL.get(str(view.get("phase")), "prompt.select"), locale)

    def ping(
        self,
        view: Mapping[str, Any],
        player: str,
        mention: str,
        locale: object = None,
        what: str | None = None,
    ) -> str | None:
        if view.get("phase") != "track":
            # The platform's wording, with what is awaited in the reader's language.
            what = what or self.awaited(view, locale)
            return t("thread.decision_ping.what", locale, mention=mention, what=what)
        where = {"mention": mention, "round": view.get("round"), "turn": view.get("track_turn")}
        if player in (view.get("doubled") or []):
            tile = 1 + int(view.get("tiles_this_turn") or 0)
            return t("sf.your_turn.double", locale, tile=tile, **where)
        return t("sf.your_turn", locale, **where)

    def hand_lines(
        self, view: Mapping[str, Any], player: str, names: Names, locale: object = None
    ) -> list[str]:
        seat = (view.get("seats") or {}).get(player) or {}
        lines = hand_lines(dict(seat), locale, view)
        if seat.get("choice"):
            lines.append(t("hand.choice", locale, label=choice(seat["choice"], locale)))
        return lines

    def after_move(
        self,
        before: Mapping[str, Any],
        now: Mapping[str, Any],
        events: Sequence[Mapping[str, Any]],
        names: Names,
        locale: object = None,
    ) -> list[Post]:
        posts: list[Post] = []
        for event in events:
            if event.get("type") == "cards_revealed":
                lines = [
                    t("sf.reveal.line", locale, name=names(p), card=choice(entry, locale))
                    for p, entry in (event.get("plays") or {}).items()
                    if entry and entry.get("card") is not None
                ]
                text = t("sf.reveal", locale, round=event.get("round"), lines="\n".join(lines))
                posts.append(Post(text))
        # A track-laying move gets one line; the board image comes once the whole track-laying
        # turn is over (one image per turn, not per tile), carrying the last move's line.
        advanced = bool((now.get("options") or {}).get("advanced"))
        line = move_line([dict(e) for e in events], names, locale, advanced)
        if track_turn_ended(before, now) and not now.get("over"):
            caption = t(
                "sf.board_caption",
                locale,
                round=before.get("round"),
                turn=before.get("track_turn"),
            )
            posts.append(Post(f"{line}\n{caption}" if line else caption, image="board"))
        elif line:
            posts.append(Post(line, merge=True))
        return posts

    def digest(
        self, events: Sequence[Mapping[str, Any]], names: Names, locale: object = None
    ) -> list[str]:
        return digest([dict(e) for e in events], names, locale)

    def end_reason(self, view: Mapping[str, Any], names: Names, locale: object = None) -> str:
        return reason_text(view.get("end_reason"), view.get("end_blocked"), names, locale)

    def seat_line(
        self, view: Mapping[str, Any], player: str, name: str, locale: object = None
    ) -> str:
        seat = (view.get("seats") or {}).get(player) or {}
        flags = " ✓" if seat.get("locked_in") else ""
        return t(
            "sf.status.seat",
            locale,
            name=name,
            hand=seat.get("hand_size", 0),
            money=seat.get("money", 0),
            flags=flags,
        )

    def status_lines(
        self, view: Mapping[str, Any], names: Names, locale: object = None
    ) -> list[str]:
        return [t("sf.status.tiles", locale, tiles=tiles_left(dict(view), locale))]
