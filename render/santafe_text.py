"""Santa Fe's image texts: the caption saying what happened, the status line and the seat
facts' words, from public data only.

Every word comes from the game's catalog (cogs/santafe/locales/<language>/santafe.ftl), in the
language asked for; city names, railroad names and abbreviations stay as on the map.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.santafe.board import Board
from engine.santafe.game import DOUBLE_TURN, ENGINEER_PRICE
from render.common import catalog_language, catalog_text, join, safe_name
from render.santafe_map import geometry


def city_name(cid: str) -> str:
    return geometry().board.cities[cid].name


def _reason(view: Mapping[str, Any], names: Mapping[str, str] | None, language: str) -> str:
    """Why the game ended, as the bot says it (`sf-reason-*`)."""
    reason = view.get("end_reason")
    if reason == "player_blocked":
        blocked = view.get("end_blocked")
        return catalog_text("sf.reason.player_blocked", language, name=safe_name(names, blocked))
    if reason in ("tiles_exhausted", "all_passed"):
        return catalog_text(f"sf.reason.{reason}", language)
    return catalog_text("sf.reason.none", language)


def caption_for(
    view: Mapping[str, Any],
    highlight: list[dict[str, Any]] | None = None,
    names: Mapping[str, str] | None = None,
    language: str = "en",
) -> str:
    """One line saying what happened, from public data only, in `language`."""
    language = catalog_language(language)
    tiles = view.get("recent", []) if highlight is None else highlight
    board = geometry().board
    rnd = view.get("round")
    if view.get("phase") == "over":
        reason = _reason(view, names, language)
        if not tiles:
            return catalog_text("sf.img.over", language, round=rnd, reason=reason)
        text = _tile_text(tiles, view, board, names, language)
        return catalog_text("sf.img.over.last", language, round=rnd, reason=reason, tiles=text)
    if not tiles:
        if view.get("phase") == "choose":
            return catalog_text("sf.img.choosing", language, round=rnd)
        if view.get("phase") == "setup":
            return catalog_text("sf.img.setup", language, price=ENGINEER_PRICE)
        return catalog_text("sf.img.round", language, round=rnd)
    text = _tile_text(tiles, view, board, names, language)
    return catalog_text("sf.img.tiles", language, round=_tiles_round(view), tiles=text)


def _tiles_round(view: Mapping[str, Any]) -> int:
    # After the draw and purchase the view has moved to the next round's choice.
    rnd = int(view.get("round") or 0)
    return rnd - 1 if view.get("phase") == "choose" and rnd > 1 else rnd


def _tile_text(
    tiles: list[dict[str, Any]],
    view: Mapping[str, Any],
    board: Board,
    names: Mapping[str, str] | None,
    language: str,
) -> str:
    parts: list[tuple[str | None, str, int]] = []  # player, "SF→Houston", count
    for tile in tiles:
        route = board.routes[tile["route"]]
        start = view["routes"].get(tile["route"], {}).get("from", route.a)
        city = city_name(route.other(start))
        text = catalog_text("sf.img.tile", language, railroad=tile["railroad"], city=city)
        player = tile.get("player")
        if parts and parts[-1][0] == player and parts[-1][1] == text:
            parts[-1] = (player, text, parts[-1][2] + 1)
        else:
            parts.append((player, text, 1))
    out: list[str] = []
    last: str | None = ""
    for player, text, count in parts:
        item = text
        if count > 1:
            item = catalog_text("sf.img.tile.times", language, tile=text, count=count)
        if player != last and player is not None:
            item = catalog_text(
                "sf.img.tile.by", language, name=safe_name(names, player), tile=item
            )
        last = player
        out.append(item)
    text = join(out, language)
    for extra in _extras(view, names, language):
        text = catalog_text("sf.img.then", language, first=text, next=extra)
    return text


def _extras(view: Mapping[str, Any], names: Mapping[str, str] | None, language: str) -> list[str]:
    """Bonuses and passes of the latest track-laying turn, e.g. "Ann +$6", "Bob passed"."""
    money: dict[str, int] = {}
    passed: list[str] = []
    for e in view.get("recent_events", []):
        if e["type"] == "bonus":
            money[e["player"]] = money.get(e["player"], 0) + e["amount"]
        elif e["type"] == "passed" and e["player"] not in passed:
            passed.append(e["player"])
    parts = [
        catalog_text("sf.img.earned", language, name=safe_name(names, p), amount=n)
        for p, n in money.items()
    ]
    parts += [catalog_text("sf.img.passed", language, name=safe_name(names, p)) for p in passed]
    return parts


def card_line(cid: str, branch: str | None, language: str) -> str:
    """A card played this round, as a seat line: "Played Houston + Branch SF"."""
    card = catalog_text("sf.card.double_turn", language) if cid == DOUBLE_TURN else city_name(cid)
    if branch:
        return catalog_text("sf.img.played.branch", language, card=card, railroad=branch)
    return catalog_text("sf.img.played", language, card=card)


def bought_line(bought: Mapping[str, int], language: str) -> str:
    return catalog_text(
        "sf.img.bought", language, tiles=" ".join(f"{r}×{n}" for r, n in bought.items())
    )


def status_line(
    view: Mapping[str, Any], names: Mapping[str, str] | None, language: str = "en"
) -> str:
    """ "Round 3 · track-laying turn 2 of 2 · Ann to move", with the phase named as the bot
    names it (`sf-phase-*`)."""
    language = catalog_language(language)
    phase = str(view.get("phase"))
    if phase == "track":
        what = catalog_text("sf.img.track_turn", language, turn=view.get("track_turn"))
    else:
        what = catalog_text(f"sf.phase.{phase}", language)
    parts = [catalog_text("sf.img.round", language, round=view.get("round")), what]
    if phase == "choose":
        waiting = [safe_name(names, p) for p in view.get("active_players", [])]
        if waiting:
            parts.append(catalog_text("sf.img.waiting", language, names=join(waiting, language)))
    elif view.get("to_move"):
        parts.append(
            catalog_text("sf.img.to_move", language, name=safe_name(names, view["to_move"]))
        )
    return " · ".join(parts)
