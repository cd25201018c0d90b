"""How Santa Fe's actions, views and results read in Discord. Uses views only, never state."""

from __future__ import annotations

import functools
import importlib
from typing import Any

from bot.catalog import t


@functools.cache
def _board() -> Any:
    try:
        return importlib.import_module("engine.santafe.board").load_board()
    except ImportError:  # a game without the Santa Fe engine installed: fall back to slugs
        return None


def _city_names() -> dict[str, str]:
    board = _board()
    return {cid: c.name for cid, c in board.cities.items()} if board else {}


def _railroad_names() -> dict[str, str]:
    board = _board()
    return {rid: r.name for rid, r in board.railroads.items()} if board else {}


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


def label(action: dict[str, Any], locale: object | None = None, branch: str | None = None) -> str:
    """How an action reads on a button or select. `branch`: the Branch Line railroad the
    player holds (a play action says only that it is played, not which one)."""
    kind = action.get("type")
    if kind == "play":
        card = city(str(action.get("card")), locale)
        if action.get("branch"):
            railroad = branch or action.get("railroad") or ""
            return t("sf.play.branch", locale, card=card, railroad=railroad)
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


def choice(entry: dict[str, Any], locale: object | None = None) -> str:
    """A chosen or revealed play, {"card", "branch"}: "Omaha + KP Branch Line"."""
    text = city(entry.get("card"), locale)
    if entry.get("branch"):
        text += t("sf.with_branch", locale, railroad=entry["branch"])
    return text


def hand_lines(seat: dict[str, Any], locale: object | None = None) -> list[str]:
    """A seated player's own cards and money, from their own view's seat."""
    hand = seat.get("hand") or []
    cards = [city(c, locale) for c in hand]
    if seat.get("double_turns"):
        cards.append(t("sf.hand.double_turns", locale, n=seat["double_turns"]))
    if seat.get("branch"):
        cards.append(t("sf.hand.branch", locale, railroad=seat["branch"]))
    if cards:
        lines = [t("hand.cards", locale, cards=", ".join(cards))]
    else:
        lines = [t("hand.no_cards", locale)]
    extra = t("sf.hand.money", locale, money=seat.get("money", 0))
    if seat.get("engineer"):
        extra += t("sf.hand.engineer", locale)
    if seat.get("purchased"):
        bought = ", ".join(f"{rr}×{n}" for rr, n in seat["purchased"].items())
        extra += t("sf.hand.purchased", locale, tiles=bought)
    return [*lines, extra]


def move_line(events: list[dict[str, Any]], name: Any, locale: object | None = None) -> str | None:
    """One line for a track-laying move, from its public events: what was laid, what it reached,
    the bonuses, or a pass."""
    parts: list[str] = []
    who = None
    money = 0
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
                )
            )
        elif kind == "city_connected":
            reached.append(
                t("sf.move.reached", locale, railroad=e["railroad"], city=city(e["city"], locale))
            )
        elif kind == "bonus":
            money += int(e.get("amount") or 0)
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
        text += t("sf.move.reached_list", locale, cities=", ".join(reached))
    if money:
        text += t("sf.move.bonus", locale, amount=money)
    return text


PRIVATE_PHASES = frozenset({"choose", "exchange", "draw"})


def decision_key(view: dict[str, Any], token: int) -> str:
    """Names one pending decision of a seat (its moves so far and where the game stands): a new
    decision gets a new key. Prompts are sent, and waits timed, once per key."""
    return f"{view.get('phase')}:{view.get('round')}:{view.get('track_turn')}:{token}"


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
            extra += t("since.connected", locale, cities=", ".join(run["cities"]))
        if run["money"]:
            extra += t("since.bonus", locale, amount=run["money"])
        key = "since.track.one" if run["n"] == 1 else "since.track"
        railroads = ", ".join(dict.fromkeys(run["railroads"]))
        lines.append(
            t(key, locale, name=name(run["player"]), n=run["n"], railroads=railroads, extra=extra)
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
                run["cities"].append(f"{event.get('railroad')} → {city(str(event.get('city')))}")
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
            plays.append(t("since.play", locale, name=name(who), card=choice(entry, locale)))
        return t("since.reveal", locale, round=event.get("round"), plays=", ".join(plays))
    if kind == "passed":
        return t("since.passed", locale, name=name(player))
    if kind == "exchanged":
        return t("since.exchanged", locale, name=name(player), n=event.get("count", 0))
    if kind == "tile_bought":
        return t("since.bought", locale, name=name(player), railroad=event.get("railroad"))
    if kind == "engineer_bought":
        return t("since.engineer", locale, name=name(player))
    if kind == "game_over":
        winners = ", ".join(name(w) for w in event.get("winners") or [])
        reason = t(f"reason.{event.get('reason') or 'none'}", locale)
        return t("since.game_over", locale, reason=reason, winners=winners)
    return None  # draws and the like: not worth a line
