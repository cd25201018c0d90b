"""A decision's clock: how long a player has (a clock per decision, and a time bank per player
that a slow answer draws on), when it runs out (never during the player's quiet hours: then at
their end), when a reminder is due (held while they sleep), and what an answer drew from the
bank. A wait already knows since when it waits (bot/waits.py); this says until when.

A sealed decision counts each player's clock on their own: every player awaited has a wait of
their own, which ends when they lock in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import cache

from bot import quiet
from bot.session import Session
from bot.storage import GameSettings, MemberPrefs, Storage, Wait
from bot.times import discord_time
from text import LANGUAGES, t


@dataclass(frozen=True)
class Timing:
    """What times one game's waits: its settings, who is away until when ({member: until}; a
    past until is when they came back), what each player drew from their bank ({player:
    seconds}) and each member's own settings ({member: prefs})."""

    settings: GameSettings
    away: Mapping[str, datetime]
    banks: Mapping[str, float]
    prefs: Mapping[str, MemberPrefs]

    def start(self, w: Wait, user: str | None, now: datetime) -> datetime:
        """When the wait's clock started: later if its player came back from an away time."""
        back = self.away.get(user or "")
        if back is not None and back <= now:
            return max(w.started_at, back)
        return w.started_at

    def bank_left(self, player: str) -> float:
        """Seconds left in the player's time bank."""
        return max(0.0, self.settings.bank_hours * 3600 - self.banks.get(player, 0.0))

    def deadline(self, w: Wait, user: str | None, start: datetime) -> datetime | None:
        """When the player's time runs out: the clock from the start (or from the host's last
        "wait"), then what is left of their bank; moved to the end of their quiet hours if it
        falls in them. None without a clock."""
        clock = self.settings.deadline_hours
        if not clock:
            return None
        extended = w.deadline_from > start  # the host chose to wait: a whole clock again
        bank = 0.0 if extended else self.bank_left(w.player)
        due = max(w.deadline_from, start) + timedelta(hours=clock, seconds=bank)
        return quiet.not_quiet(self.prefs.get(user or ""), due)

    def unanswered(self, deadline: datetime) -> datetime:
        """When a host asked about a player out of time, and silent since, no longer holds the
        game up: one more clock (the game never waits for nobody)."""
        return deadline + timedelta(hours=self.settings.deadline_hours or 0)

    def overtime(self, w: Wait, user: str | None, now: datetime) -> float:
        """Seconds the answer that ends this wait takes beyond the clock: drawn from the bank
        (never more than is left)."""
        clock = self.settings.deadline_hours
        start = self.start(w, user, now)
        if not clock or w.deadline_from > start:
            return 0.0
        beyond = (now - start).total_seconds() - clock * 3600
        return min(max(0.0, beyond), self.bank_left(w.player))

    def reminder_due(
        self, w: Wait, user: str | None, start: datetime, now: datetime
    ) -> datetime | None:
        """When the wait's next reminder is due (held while the member's quiet hours last, also
        one already due); None once both went out."""
        first = start + timedelta(hours=self.settings.reminder_hours)
        if w.reminded >= 2:
            return None
        due = first if w.reminded < 1 else first + timedelta(hours=self.second_hours)
        return quiet.not_quiet(self.prefs.get(user or ""), max(due, now))

    @property
    def second_hours(self) -> float:
        return self.settings.second_reminder_hours

    def level(self, start: datetime, now: datetime) -> int:
        """The reminder level reached: 0 none yet, 1 the first, 2 the second."""
        first = start + timedelta(hours=self.settings.reminder_hours)
        second = first + timedelta(hours=self.second_hours)
        return 2 if now >= second else 1 if now >= first else 0

    def quiet(self, user: str | None, now: datetime) -> bool:
        """Whether the member is in their quiet hours now (a reminder waits)."""
        return quiet.quiet_end(self.prefs.get(user or ""), now) is not None


async def timing(storage: Storage, game_id: int, users: Iterable[str | None]) -> Timing:
    """A game's timing, read from storage (the members' settings of `users`)."""
    return Timing(
        settings=await storage.game_settings(game_id),
        away=await storage.away(game_id),
        banks=await storage.banks(game_id),
        prefs=await storage.member_prefs(u for u in users if u),
    )


def out_of_time(s: Session, w: Wait, pace: Timing, deadline: datetime, now: datetime) -> str:
    """What the game does for a player whose clock and bank ran out: "move" (a stand-in
    computer move at the game's level), "skip" (a pass, where the rules have one now),
    "ask_host", or "wait" (the host was asked and still has time to answer). The game never
    waits for nobody: a host who is the player out of time, or who left the server, cannot be
    asked, and a host silent for one more clock lets the computer move."""
    if w.deadline_state == 1:
        return "move" if now >= pace.unanswered(deadline) else "wait"
    action = pace.settings.deadline_action
    if action == "skip":
        return "skip" if s.game is not None and s.game.skip(w.player) is not None else "move"
    if action == "ask_host":
        host = str(s.row.host_id)
        seat = s.loaded.seat(w.player)
        hosts_seat = next((x for x in s.loaded.seats if x.user == host), None)
        if (seat is not None and seat.user == host) or (hosts_seat and hosts_seat.left_server):
            return "move"
    return action


def clock_lines(s: Session, player: str, locale: object | None) -> list[str]:
    """The line a prompt of `player` carries: when their time runs out, as a Discord
    timestamp (each reader sees their own time zone), when the waits stored under this lock
    say (none without a clock)."""
    due = s.deadlines.get(player)
    return [] if due is None else [t("clock.prompt", locale, when=discord_time(due, "R"))]


_MARK = "\ue000"  # stands for the timestamp while the clock line's pattern is built


@cache
def _clock_line() -> re.Pattern[str]:
    """A prompt's clock line, in any language, with any timestamp."""
    shapes = []
    for lang in LANGUAGES:
        before, _, after = t("clock.prompt", lang, when=_MARK).partition(_MARK)
        shapes.append(re.escape(before) + r"<t:\d+:[A-Za-z]>" + re.escape(after))
    return re.compile("|".join(f"(?:{shape})" for shape in shapes))


def restamp(content: str, due: datetime | None, locale: object | None) -> str:
    """A prompt's text with its clock line saying `due`: the line replaced, removed (None: no
    clock now), or added at the end (a clock that came since); the rest as it was."""
    lines = content.split("\n")
    at = next((i for i, line in enumerate(lines) if _clock_line().fullmatch(line)), None)
    new = None if due is None else t("clock.prompt", locale, when=discord_time(due, "R"))
    if at is None:
        return content if new is None else "\n".join([*lines, new])
    if new is None:
        del lines[at]
    else:
        lines[at] = new
    return "\n".join(lines)
