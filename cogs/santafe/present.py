"""How Santa Fe's actions, views and results read in Discord. Uses views only, never state."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.presenter import MultiChoice, Names, Post, Presenter
from engine.santafe.board import Board, load_board
from engine.santafe.game import (
    CITY_BONUS,
    ENGINEER_HAND_SIZE,
    ENGINEER_PRICE,
    SPECIAL_BONUS,
    TILE_PRICE,
)
from text import join, t


@functools.cache
def _board() -> Board:
    return load_board()


def _city_names() -> dict[str, str]:
    return {cid: c.name for cid, c in _board().cities.items()}


def _railroad_names() -> dict[str, str]:
    return {rid: r.name for rid, r in _board().railroads.items()}


def city(slug: str | None, locale: object | None = None) -> str:
    if slug is None:
        return t("sf.card.none", locale)
    if slug == "double_turn":
        return t("sf.card.double_turn", locale)
    return _city_names().get(slug) or slug.replace("-", " ").title()


def railroad(rr: str) -> str:
    return _railroad_names().get(rr) or rr


def route_ends(route: str, toward: str) -> tuple[str, str, bool]:
    parts = route.split("~")
    second = len(parts) > 2
    src = parts[0] if parts[1] == toward else parts[1]
    return src, toward, second


# ------------------------------------------------------------ prices and positions
@dataclass(frozen=True)
class Placement:
    """What laying the next tile of a route means, worked out from a view (public facts only):
    where the tile lies on its route, what it costs and what it would earn."""

    k: int  # the tile's place along the route, 1-based from where the route is built
    n: int  # the route's spaces
    second: bool  # the second line of a double route
    cost: int = 0
    river: bool = False
    mountain: bool = False
    waived: bool = False  # a river crossed for free thanks to the Engineer (R10)
    reaches: str | None = None  # the city this tile connects, if it completes the route
    city_bonus: int = 0  # $2 for the first railroad into the city (doubled on a Double Turn)
    special_bonus: int = 0  # $4 for the railroad's own square there (doubled likewise)
    doubled: bool = False


def _seat(view: Mapping[str, Any] | None, player: str | None) -> Mapping[str, Any]:
    if not view or player is None:
        return {}
    return (view.get("seats") or {}).get(player) or {}


def placement(
    action: Mapping[str, Any], view: Mapping[str, Any] | None, player: str | None = None
) -> Placement:
    """The tile `action` would lay, priced for `player` (default: the view's viewer)."""
    board = _board()
    rid, toward, rr = str(action["route"]), str(action["toward"]), str(action.get("railroad"))
    route = board.routes.get(rid)
    _, _, second = route_ends(rid, toward)
    if route is None or toward not in (route.a, route.b):
        return Placement(1, 1, second)
    n = len(route.spaces)
    if view is None:
        return Placement(1, n, second)
    player = view.get("viewer") if player is None else player
    started = (view.get("routes") or {}).get(rid) or {}
    placed = int(started.get("placed") or 0)
    k = min(placed + 1, n)
    space = route.space_from(route.other(toward), k - 1)
    cost, waived = 0, False
    if (view.get("options") or {}).get("advanced"):
        engineer = bool(_seat(view, player).get("engineer"))
        waived = space.river and engineer
        cost = (0 if waived else int(space.river)) + int(space.mountain)
    doubled = player in (view.get("doubled") or [])
    factor = 2 if doubled else 1
    reaches, city_bonus, special_bonus = None, 0, 0
    if k == n:
        reaches = toward
        city_ = board.cities[toward]
        railroads = view.get("railroads") or {}
        taken = any(toward in (info.get("connected") or []) for info in railroads.values())
        if city_.value is not None and not taken:
            city_bonus = CITY_BONUS * factor
        # A railroad is connected to a bonus city only by earning its square there (R5).
        here = toward in ((railroads.get(rr) or {}).get("connected") or [])
        if rr in city_.bonus and not here:
            special_bonus = SPECIAL_BONUS * factor
    return Placement(
        k,
        n,
        second,
        cost,
        space.river,
        space.mountain,
        waived,
        reaches,
        city_bonus,
        special_bonus,
        doubled,
    )


def terrain_kind(river: bool, mountain: bool, waived: bool) -> str:
    """Which terrain a tile pays for, as `sf-terrain` selects it: "river", "mountain", "both",
    or with the Engineer's free river "mountain_free" / "free"."""
    if waived:
        return "mountain_free" if mountain else "free"
    return "both" if river and mountain else "river" if river else "mountain"


def terrain(
    river: bool, mountain: bool, waived: bool, locale: object | None = None, public: bool = False
) -> str:
    """Why a tile costs what it does: "mountain", "river + mountain", ... `public`: told to
    everyone after the move ("the Engineer"), not to the player choosing ("your Engineer")."""
    key = "sf.terrain.paid" if public else "sf.terrain"
    return t(key, locale, terrain=terrain_kind(river, mountain, waived))


def position(k: int, n: int, second: bool, locale: object | None = None) -> str:
    """ " (2 of 3)", " (1 of 4, 2nd line)"."""
    return t("sf.position", locale, k=k, n=n, line="second" if second else "first")


def bonuses(
    city_bonus: int, special_bonus: int, rr: str, doubled: bool, locale: object | None
) -> str:
    """ " · earns $2 first railroad there and $4 SF bonus" (empty when it earns nothing)."""
    parts = []
    if city_bonus:
        parts.append(t("sf.bonus.city", locale, amount=city_bonus))
    if special_bonus:
        parts.append(t("sf.bonus.special", locale, amount=special_bonus, railroad=rr))
    if not parts:
        return ""
    return t("sf.earns.doubled" if doubled else "sf.earns", locale, bonuses=join(parts, locale))


def placement_details(
    action: Mapping[str, Any], view: Mapping[str, Any] | None, locale: object | None = None
) -> str:
    """The part of a track label after the cities: place on the route, price, bonuses."""
    info = placement(action, view)
    text = position(info.k, info.n, info.second, locale)
    if view is None:
        return text
    if info.cost or info.waived:
        why = terrain(info.river, info.mountain, info.waived, locale)
        text += t("sf.price", locale, cost=info.cost, why=why)
    return text + bonuses(
        info.city_bonus, info.special_bonus, str(action.get("railroad")), info.doubled, locale
    )


def label(
    action: dict[str, Any],
    locale: object | None = None,
    branch: str | None = None,
    view: Mapping[str, Any] | None = None,
) -> str:
    """How an action reads on a button or select. `branch`: the Branch Line railroad the
    player holds (a play action says only that it is played, not which one). `view`: the
    player's own view, for prices, bonuses and where a tile lies on its route."""
    kind = action.get("type")
    options = (view or {}).get("options") or {}
    if kind == "play":
        card = city(str(action.get("card")), locale)
        if action.get("branch"):
            railroad = branch or action.get("railroad")
            if not railroad:  # told after the play, when the card has left the hand
                return t("sf.play.branch.any", locale, card=card)
            return t("sf.play.branch", locale, card=card, railroad=railroad)
        return t("sf.play", locale, card=card)
    if kind == "track":
        src, dst, _ = route_ends(str(action["route"]), str(action["toward"]))
        key = "sf.track.branch" if action.get("branch") else "sf.track"
        details = placement_details(action, view, locale)
        return t(
            key,
            locale,
            railroad=action["railroad"],
            src=city(src),
            dst=city(dst),
            details=details,
        )
    if kind == "draw":
        pile = action.get("pile")
        if pile == "branch":
            if view is None:
                return t("sf.draw.branch", locale, railroad=action.get("railroad"))
            price = 2 if options.get("advanced") else 1
            return t("sf.draw.branch.price", locale, railroad=action.get("railroad"), cost=price)
        if pile == "engineer":
            return t("sf.draw.engineer", locale, hand=ENGINEER_HAND_SIZE)
        if pile in ("city", DOUBLE_TURN_CARD):
            return t(f"sf.draw.{pile}", locale)
        return str(pile)
    if kind == "exchange":
        cards = action.get("cards") or []
        if not cards:
            return t("sf.exchange.none", locale)
        return t("sf.exchange", locale, cards=join((city(c, locale) for c in cards), locale))
    if kind == "engineer":
        if action.get("buy"):
            return t("sf.engineer.buy", locale, cost=ENGINEER_PRICE)
        return t("sf.engineer.skip", locale)
    if kind == "buy_tile":
        return t("sf.buy_tile", locale, railroad=action.get("railroad"), cost=TILE_PRICE)
    simple = {"end_turn", "pass", "stop_drawing", "no_purchase"}
    if kind in simple:
        return t(f"sf.{kind}", locale)
    return str(kind)


def choice(entry: dict[str, Any], locale: object | None = None) -> str:
    """A chosen or revealed play, {"card", "branch"}: "Omaha + KP Branch Line"."""
    text = city(entry.get("card"), locale)
    if entry.get("branch"):
        return t("sf.card.with_branch", locale, card=text, railroad=entry["branch"])
    return text


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


def placed_detail(
    event: Mapping[str, Any], locale: object | None = None, advanced: bool = True
) -> str:
    """ " (2 of 3), paid $1 (mountain)" for a track_placed event (public facts only). Terrain
    costs only in the advanced game."""
    route = _board().routes.get(str(event.get("route")))
    if route is None:
        return ""
    n = len(route.spaces)
    space = int(event.get("space") or 0)
    k = space + 1 if event.get("from") == route.a else n - space
    text = position(k, n, route.twin is not None and str(route.id).endswith("~2"), locale)
    cost = int(event.get("cost") or 0)
    sp = route.spaces[space] if 0 <= space < n else None
    if not advanced or sp is None:
        return text
    # Cheaper than the terrain: the river was free with the Engineer (R10).
    waived = cost < sp.river + sp.mountain
    if cost or waived:
        why = terrain(sp.river, sp.mountain, waived, locale, public=True)
        text += t("sf.paid", locale, cost=cost, why=why)
    return text


def move_line(
    events: list[dict[str, Any]],
    name: Any,
    locale: object | None = None,
    advanced: bool = True,
) -> str | None:
    """One line for a track-laying move, from its public events: what was laid (where on its
    route, what it cost), what it reached and the bonuses it earned, or a pass."""
    parts: list[str] = []
    who = None
    reached: list[str] = []
    for e in events:
        kind = e.get("type")
        if kind == "track_placed":
            who = e["player"]
            key = "sf.move.branch" if e.get("branch") else "sf.move.tile"
            parts.append(
                t(
                    key,
                    locale,
                    railroad=e["railroad"],
                    src=city(e["from"], locale),
                    dst=city(e["toward"], locale),
                    where=placed_detail(e, locale, advanced),
                )
            )
        elif kind == "city_connected":
            reached.append(
                t("sf.move.reached", locale, railroad=e["railroad"], city=city(e["city"], locale))
            )
        elif kind == "bonus" and reached:
            key = "sf.bonus.city" if e.get("kind") == "city" else "sf.bonus.special"
            amount = int(e.get("amount") or 0)
            reached[-1] = t(
                "sf.move.earned",
                locale,
                reached=reached[-1],
                bonus=t(key, locale, amount=amount, railroad=e.get("railroad")),
            )
        elif kind == "passed":
            who = e["player"]
            parts.append(t("sf.move.passed" if not e.get("forced") else "sf.move.forced", locale))
        elif kind == "turn_ended":
            who = e["player"]
            parts.append(t("sf.move.end_turn", locale))
    if who is None:
        return None
    text = t("sf.move", locale, name=name(who), what=", ".join(parts))
    if reached:
        text = t("sf.move.reached_list", locale, line=text, cities="; ".join(reached))
    return text


DOUBLE_TURN_CARD = "double_turn"
# Events of a track-laying move that reveal nothing hidden (a tile, a connection, a bonus).
_UNDOABLE_EVENTS = ("track_placed", "city_connected", "bonus", "turn_ended", "passed")

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


# ------------------------------------------------------------ catch-up digest
DIGEST_LINES = 12


def digest(
    events: list[dict[str, Any]],
    name: Any,
    locale: object | None = None,
    limit: int = DIGEST_LINES,
) -> list[str]:
    """A few lines from public events: reveals, each player's run of tiles with the cities it
    connected and the bonuses earned, passes, purchases and the end. `name(player)` gives a
    display name. Events are public by contract, so nothing hidden can appear here."""
    lines: list[str] = []
    run: dict[str, Any] | None = None  # one player's consecutive tiles

    def flush() -> None:
        nonlocal run
        if run is None:
            return
        extra = ""
        if run["cities"]:
            extra += t("sf.since.connected", locale, cities=join(run["cities"], locale))
        if run["money"]:
            extra += t("sf.since.bonus", locale, amount=run["money"])
        # Abbreviations in brackets, not a sentence: commas in every language.
        railroads = ", ".join(dict.fromkeys(run["railroads"]))
        lines.append(
            t(
                "sf.since.track",
                locale,
                name=name(run["player"]),
                n=run["n"],
                railroads=railroads,
                extra=extra,
            )
        )
        run = None

    for event in events:
        kind = event.get("type")
        if kind == "track_placed":
            if run is None or run["player"] != event.get("player"):
                flush()
                run = {"player": event.get("player"), "n": 0, "railroads": [], "cities": []}
                run["money"] = 0
            run["n"] += 1
            run["railroads"].append(str(event.get("railroad")))
        elif kind == "city_connected" and run is not None:
            if event.get("new"):
                reached = city(str(event.get("city")), locale)
                run["cities"].append(
                    t("sf.since.reached", locale, railroad=event.get("railroad"), city=reached)
                )
        elif kind == "bonus" and run is not None:
            run["money"] += int(event.get("amount") or 0)
        elif kind in ("turn_ended", "track_turn_started", "choice_made", "round_started"):
            continue  # implied by the lines around them
        else:
            flush()
            line = _event_line(event, name, locale)
            if line:
                lines.append(line)
    flush()
    if len(lines) > limit:
        left_out = len(lines) - (limit - 1)
        lines = [t("since.more", locale, n=left_out), *lines[-(limit - 1) :]]
    return lines


def _event_line(event: dict[str, Any], name: Any, locale: object | None) -> str | None:
    kind = event.get("type")
    player = event.get("player")
    if kind == "cards_revealed":
        plays = []
        for who, entry in (event.get("plays") or {}).items():
            if not entry or entry.get("card") is None:
                continue
            plays.append(t("sf.since.play", locale, name=name(who), card=choice(entry, locale)))
        # A tally of who played what ("Ann Denver, Bob Double Turn"): commas in every language.
        return t("sf.since.reveal", locale, round=event.get("round"), plays=", ".join(plays))
    if kind == "passed":
        return t("sf.since.passed", locale, name=name(player))
    if kind == "exchanged":
        return t("sf.since.exchanged", locale, name=name(player), n=event.get("count", 0))
    if kind == "tile_bought":
        return t("sf.since.bought", locale, name=name(player), railroad=event.get("railroad"))
    if kind == "engineer_bought":
        return t("sf.since.engineer", locale, name=name(player))
    if kind == "game_over":
        winners = [name(w) for w in event.get("winners") or []]
        reason = reason_text(event.get("reason"), event.get("blocked"), name, locale)
        return t(
            "sf.since.game_over",
            locale,
            reason=reason,
            winners=join(winners, locale),
            count=len(winners),
        )
    return None  # draws and the like: not worth a line


def reason_text(reason: Any, blocked: Any, name: Any, locale: object | None = None) -> str:
    """Why the game ended: all track laid, who could not place a tile, or everyone passed."""
    if reason == "player_blocked":
        return t("sf.reason.player_blocked", locale, name=name(str(blocked)) if blocked else "?")
    if reason in ("tiles_exhausted", "all_passed"):
        return t(f"sf.reason.{reason}", locale)
    return t("sf.reason.none", locale)


def track_turn_ended(before: Mapping[str, Any], now: Mapping[str, Any]) -> bool:
    """Whether the track-laying turn under way before the move is over now."""
    return before.get("phase") == "track" and (
        now.get("phase") != "track"
        or now.get("track_turn") != before.get("track_turn")
        or now.get("round") != before.get("round")
    )


def _held_branch(view: Mapping[str, Any] | None) -> str | None:
    """The Branch Line the viewer holds (a play says only that it is played, not which)."""
    if not view or view.get("viewer") is None:
        return None
    seat = (view.get("seats") or {}).get(view["viewer"]) or {}
    return seat.get("branch")


def done(action: Mapping[str, Any], view: Mapping[str, Any] | None, locale: object = None) -> str:
    """A finished prompt's line, in the past tense with what it cost: "Drew the SP Branch
    Line for $1". `view`: the player's own view after the move (the card played has left the
    hand by then, so a Branch Line played with it is told without its railroad)."""
    kind = action.get("type")
    options = (view or {}).get("options") or {}
    if kind == "play":
        card = city(str(action.get("card")), locale)
        key = "sf.done.play.branch" if action.get("branch") else "sf.done.play"
        return t(key, locale, card=card)
    if kind == "track":
        src, dst, _ = route_ends(str(action["route"]), str(action["toward"]))
        key = "sf.done.track.branch" if action.get("branch") else "sf.done.track"
        return t(key, locale, railroad=action["railroad"], src=city(src), dst=city(dst))
    if kind == "draw":
        pile = action.get("pile")
        if pile == "branch":
            price = 2 if options.get("advanced") else 1
            return t("sf.done.draw.branch", locale, railroad=action.get("railroad"), cost=price)
        if pile == "engineer":
            return t("sf.done.draw.engineer", locale, hand=ENGINEER_HAND_SIZE)
        if pile in ("city", DOUBLE_TURN_CARD):
            return t(f"sf.done.draw.{pile}", locale)
    if kind == "exchange":
        cards = action.get("cards") or []
        if not cards:
            return t("sf.done.exchange.none", locale)
        names = join((city(c, locale) for c in cards), locale)
        return t("sf.done.exchange", locale, cards=names)
    if kind == "engineer":
        if action.get("buy"):
            return t("sf.done.engineer.buy", locale, cost=ENGINEER_PRICE)
        return t("sf.done.engineer.skip", locale)
    if kind == "buy_tile":
        return t("sf.done.buy_tile", locale, railroad=action.get("railroad"), cost=TILE_PRICE)
    if kind in ("end_turn", "pass", "stop_drawing", "no_purchase"):
        return t(f"sf.done.{kind}", locale)
    return t("dm.chose", locale, label=label(dict(action), locale, view=view))


class SantaFePresenter(Presenter):
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
    ) -> str | None:
        if view.get("phase") != "track":
            # The platform's wording, with what is awaited in the reader's language.
            what = self.awaited(view, locale)
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
