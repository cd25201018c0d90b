"""Santa Fe's words for its cards, cities and actions: a button's label with its price and
where the tile lies, a finished prompt's line. Uses views only, never state."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.santafe.board import Board, load_board
from engine.santafe.game import (
    CITY_BONUS,
    ENGINEER_HAND_SIZE,
    ENGINEER_PRICE,
    SPECIAL_BONUS,
    TILE_PRICE,
)
from text import join, t

DOUBLE_TURN_CARD = "double_turn"


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
