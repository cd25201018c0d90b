"""Santa Fe's lines in the thread: a track-laying move's line, the catch-up digest, why the
game ended. From public events and views only, so nothing hidden can appear."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from cogs.santafe.labels import _board, choice, city, position, terrain
from text import join, t


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
    text = t("sf.move", locale, name=name(who), what=join(parts, locale))
    for each in reached:
        text = t("sf.move.reached_list", locale, line=text, cities=each)
    return text


# ------------------------------------------------------------ catch-up digest
DIGEST_LINES = 12


@dataclass
class _Run:
    """One player's consecutive tiles, told as one line of the digest."""

    player: Any
    n: int = 0
    railroads: list[str] = field(default_factory=list)
    cities: list[str] = field(default_factory=list)
    money: int = 0

    def line(self, name: Any, locale: object | None) -> str:
        extra = ""
        if self.cities:
            extra += t("sf.since.connected", locale, cities=join(self.cities, locale))
        if self.money:
            extra += t("sf.since.bonus", locale, amount=self.money)
        railroads = join(dict.fromkeys(self.railroads), locale)
        return t(
            "sf.since.track",
            locale,
            name=name(self.player),
            n=self.n,
            railroads=railroads,
            extra=extra,
        )


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
    run: _Run | None = None
    for event in events:
        kind = event.get("type")
        if kind == "track_placed":
            if run is None or run.player != event.get("player"):
                if run is not None:
                    lines.append(run.line(name, locale))
                run = _Run(event.get("player"))
            run.n += 1
            run.railroads.append(str(event.get("railroad")))
        elif kind == "city_connected" and run is not None:
            if event.get("new"):
                reached = city(str(event.get("city")), locale)
                run.cities.append(
                    t("sf.since.reached", locale, railroad=event.get("railroad"), city=reached)
                )
        elif kind == "bonus" and run is not None:
            run.money += int(event.get("amount") or 0)
        elif kind in ("turn_ended", "track_turn_started", "choice_made", "round_started"):
            continue  # implied by the lines around them
        else:
            if run is not None:
                lines.append(run.line(name, locale))
                run = None
            line = _event_line(event, name, locale)
            if line:
                lines.append(line)
    if run is not None:
        lines.append(run.line(name, locale))
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
        return t("sf.since.reveal", locale, round=event.get("round"), plays=join(plays, locale))
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
