"""How Santa Fe's actions, views and results read in Discord. Uses views only, never state."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from bot.catalog import t
from bot.presenter import Names, Post, Presenter
from engine.santafe.board import Board, load_board


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
            extra += t("sf.since.connected", locale, cities=", ".join(run["cities"]))
        if run["money"]:
            extra += t("sf.since.bonus", locale, amount=run["money"])
        key = "sf.since.track.one" if run["n"] == 1 else "sf.since.track"
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
            plays.append(t("sf.since.play", locale, name=name(who), card=choice(entry, locale)))
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
        winners = ", ".join(name(w) for w in event.get("winners") or [])
        reason = t(f"reason.{event.get('reason') or 'none'}", locale)
        return t("sf.since.game_over", locale, reason=reason, winners=winners)
    return None  # draws and the like: not worth a line


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


class SantaFePresenter(Presenter):
    def label(
        self, action: Mapping[str, Any], view: Mapping[str, Any] | None, locale: object = None
    ) -> str:
        return label(dict(action), locale, branch=_held_branch(view))

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

    def panel_label(self, view: Mapping[str, Any], locale: object = None) -> str:
        key = "btn.panel" if view.get("phase") == "track" else "prompt.select"
        return t(key, locale)

    def ping(
        self,
        view: Mapping[str, Any],
        player: str,
        mention: str,
        locale: object = None,
        *,
        continuing: bool = False,
    ) -> str | None:
        if view.get("phase") != "track":
            return super().ping(view, player, mention, locale)
        turn = t(
            "thread.your_turn.which", locale, round=view.get("round"), n=view.get("track_turn")
        )
        if player in (view.get("doubled") or []):
            n = 1 + int(view.get("tiles_this_turn") or 0)
            turn += t("thread.your_turn.double", locale, n=n)
        return t("thread.your_turn", locale, mention=mention, turn=turn)

    def hand_lines(
        self, view: Mapping[str, Any], player: str, names: Names, locale: object = None
    ) -> list[str]:
        seat = (view.get("seats") or {}).get(player) or {}
        lines = hand_lines(seat, locale)
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
                    t("thread.reveal.line", locale, name=names(p), card=choice(entry, locale))
                    for p, entry in (event.get("plays") or {}).items()
                    if entry and entry.get("card") is not None
                ]
                text = t("thread.reveal", locale, round=event.get("round"), lines="\n".join(lines))
                posts.append(Post(text))
        # A track-laying move gets one line; the board image comes once the whole track-laying
        # turn is over (one image per turn, not per tile), carrying the last move's line.
        line = move_line([dict(e) for e in events], names, locale)
        if track_turn_ended(before, now) and not now.get("over"):
            caption = t(
                "thread.board_caption",
                locale,
                round=before.get("round"),
                n=before.get("track_turn"),
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
        return t(f"reason.{view.get('end_reason') or 'none'}", locale)

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
