"""How Santa Fe's actions, views and results read in Discord. Uses views only, never state."""

from __future__ import annotations

import functools
import importlib
from typing import Any

from bot.catalog import t


@functools.cache
def _city_names() -> dict[str, str]:
    try:
        board = importlib.import_module("engine.santafe.board").load_board()
        return {c["id"]: c["name"] for c in board["cities"]}
    except Exception:  # the engine may not exist yet: fall back to the slug
        return {}


@functools.cache
def _railroad_names() -> dict[str, str]:
    try:
        board = importlib.import_module("engine.santafe.board").load_board()
        return {r["id"]: r["name"] for r in board["railroads"]}
    except Exception:
        return {}


def city(slug: str, locale: object | None = None) -> str:
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


def label(action: dict[str, Any], locale: object | None = None) -> str:
    kind = action.get("type")
    if kind == "play":
        card = city(str(action.get("card")), locale)
        if action.get("branch"):
            return t("sf.play.branch", locale, card=card, railroad=action.get("railroad", ""))
        return t("sf.play", locale, card=card)
    if kind == "track":
        src, dst, second = route_ends(str(action["route"]), str(action["toward"]))
        key = "sf.track.branch" if action.get("branch") else "sf.track"
        text = t(key, locale, railroad=action["railroad"], src=city(src), dst=city(dst))
        return text + (t("sf.second_line", locale) if second else "")
    if kind == "draw":
        if action.get("pile") == "branch":
            return t("sf.draw.branch", locale, railroad=action.get("railroad"))
        return t("sf.draw", locale, pile=t(f"sf.pile.{action.get('pile')}", locale))
    if kind == "exchange":
        cards = action.get("cards") or []
        if not cards:
            return t("sf.exchange.none", locale)
        return t("sf.exchange", locale, cards=", ".join(city(c, locale) for c in cards))
    if kind == "engineer":
        return t("sf.engineer.buy" if action.get("buy") else "sf.engineer.skip", locale)
    if kind == "buy_tile":
        return t("sf.buy_tile", locale, railroad=action.get("railroad"))
    simple = {"end_turn", "pass", "stop_drawing", "no_purchase"}
    if kind in simple:
        return t(f"sf.{kind}", locale)
    return str(kind)


PRIVATE_PHASES = frozenset({"choose", "exchange", "draw"})


def what_key(phase: str) -> str:
    keys = {
        "choose": "prompt.what.play",
        "exchange": "prompt.what.exchange",
        "draw": "prompt.what.draw",
        "setup": "prompt.what.engineer",
        "track": "prompt.what.track",
        "purchase": "prompt.what.purchase",
    }
    return keys.get(phase, "prompt.what.other")


def phase_name(phase: str, locale: object | None = None) -> str:
    return t(f"sf.phase.{phase}", locale)


def tiles_left(view: dict[str, Any], locale: object | None = None) -> str:
    return ", ".join(
        t("sf.tiles_left", locale, railroad=rr, n=info.get("tiles_left", 0))
        for rr, info in view.get("railroads", {}).items()
    )


def recent_tiles(view: dict[str, Any], locale: object | None = None) -> str:
    tiles = view.get("recent") or []
    return ", ".join(
        t("sf.tile_on", locale, railroad=tile["railroad"], route=_route_name(tile["route"]))
        for tile in tiles
    )


def _route_name(route: str) -> str:
    parts = route.split("~")
    text = f"{city(parts[0])}–{city(parts[1])}"
    return text + (" (2)" if len(parts) > 2 else "")
