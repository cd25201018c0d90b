"""The top of a game's page: its state, stage, who is awaited and since when, who has locked in
(never what), and the scores. From the spectator view and the stored waits only, as the pinned
status message (bot/status.py)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from babel.dates import format_datetime

from bot.storage import Wait
from text import t
from web.library import Snapshot


@dataclass(frozen=True)
class Waiting:
    name: str
    since: datetime | None  # when their turn began (None: unknown)
    computer: bool


@dataclass(frozen=True)
class Score:
    name: str
    points: int
    winner: bool


@dataclass(frozen=True)
class Status:
    title: str
    state: str  # the game's status: lobby, active, over, cancelled
    stage: str  # "Round 3, laying track" (empty when over or in the lobby)
    waiting: tuple[Waiting, ...]
    locked: tuple[str, ...] | None  # who has locked in a sealed decision; None: not one
    scores: tuple[Score, ...]


def stamp(text: str | None) -> datetime | None:
    """A stored time (ISO 8601) as a datetime in UTC."""
    if not text:
        return None
    when = datetime.fromisoformat(text)
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def when(moment: datetime, lang: str) -> str:
    """A moment as people of `lang` write it, in UTC (the page's script shows local time)."""
    return format_datetime(moment, "d MMM, HH:mm", tzinfo=UTC, locale=lang) + " UTC"


def status_of(snap: Snapshot, waits: list[Wait]) -> Status:
    lang, view = snap.lang, snap.view
    title = t("web.title", lang, game=t(snap.plugin.title_key, lang), id=snap.row.id)
    state = "over" if view is not None and view.get("over") else snap.row.status
    scores = _scores(snap)
    if view is None or state != "active":
        return Status(title, state, "", (), None, scores)
    presenter = snap.plugin.presenter
    stage_key = t("round.n", lang, round=view["round"]) if view.get("round") is not None else ""
    phase = presenter.phase_name(view, lang)
    stage = t("web.stage", lang, stage=stage_key, phase=phase) if stage_key else phase
    seats = view.get("seats") or {}
    by_player = {seat.player: seat for seat in snap.seats}
    started = {w.player: w.started_at for w in waits}
    since = stamp(snap.stage_at)
    waiting = []
    for player in view.get("active_players") or []:
        if seats.get(player, {}).get("locked_in"):
            continue
        seat = by_player.get(player)
        waiting.append(
            Waiting(
                snap.names.get(player, player),
                started.get(player, since),
                seat is None or seat.is_cpu,
            )
        )
    locked = None
    if view.get("decision") == "sealed":
        locked = tuple(
            snap.names.get(p, p)
            for p in view.get("players") or []
            if seats.get(p, {}).get("locked_in")
        )
    return Status(title, state, stage, tuple(waiting), locked, scores)


def _scores(snap: Snapshot) -> tuple[Score, ...]:
    view = snap.view or {}
    points: dict[str, int] = view.get("scores") or {}
    winners = set(view.get("winners") or [])
    return tuple(
        Score(
            snap.names.get(seat.player, seat.player),
            int(points.get(seat.player, 0)),
            seat.player in winners,
        )
        for seat in snap.seats
    )
