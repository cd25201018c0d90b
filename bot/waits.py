"""The waits: the seats a game awaits, each stored with since when and when it is next due.

A *wait* (a seat awaited for one decision, since when, how many reminders went out, whether the
host was asked) is a row in the database, recomputed after every committed move (the turn loop
calls `sync` before the move's effects) and on resume. Each wait also stores when it is next
due (its next reminder, its deadline, an away player's move), so that the periodic check
(bot/cadence.py) asks for the due waits with one indexed query. This service only stores and
times waits; acting on them is the cadence's. See docs/cadence.md.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta

from bot.prompts import decision_key
from bot.session import Session
from bot.storage import GameSettings, Storage, Wait, epoch

wait_key = decision_key  # the same key as the prompt: a new decision is a new wait

# A wait's deadline_state: 0 pending, 1 the host was asked, HOST_MOVES the host chose the
# computer's move for the seat (made in the background, bot/computers.py; due until it is made,
# so a bot that stopped first makes it at its next periodic check).
HOST_MOVES = 2


class Waits:
    """The stored waits of every game and when each is due. What it uses comes in by the
    constructor (bot/core.py wires it): the storage and the bot's clock (tests drive it)."""

    def __init__(self, *, storage: Storage, clock: Callable[[], datetime]) -> None:
        self.storage = storage
        self.clock = clock

    def now(self) -> datetime:
        return self.clock()

    def awaited(self, s: Session) -> dict[str, str]:
        """{seat: wait key} for the people the game waits on now (not computer seats, not
        those who already locked in a sealed choice)."""
        if s.game is None or s.row.status != "active" or s.game.is_over:
            return {}
        view = s.game.view(None)
        seats = view.get("seats", {})
        out = {}
        for player in s.game.active_players():
            seat = s.loaded.seat(player)
            if seat is None or seat.is_cpu or seats.get(player, {}).get("locked_in"):
                continue
            out[player] = wait_key(view, s.loaded.token(player))
        return out

    async def sync(self, s: Session) -> set[str]:
        """Store the current waits (each new one with when it is due); return the away seats
        whose moves the computer makes now."""
        game_id = s.row.id
        current = self.awaited(s)
        if not current:
            await self.storage.drop_waits(game_id)
            return set()
        now = self.now()
        settings = await self.storage.game_settings(game_id)
        away = await self.storage.away(game_id)
        users = {
            player: seat.user if (seat := s.loaded.seat(player)) else None for player in current
        }
        due = {}
        for player, key in current.items():
            fresh = Wait(player, key, now, now, 0, 0)
            when = self.next_due(fresh, settings, away, users[player], now)
            due[player] = None if when is None else epoch(when)
        await self.storage.set_waits(game_id, current, now, due)
        if settings.away_mode != "play":
            return set()
        return {
            player
            for player, user in users.items()
            if user is not None and away.get(user, now) > now
        }

    async def plan(
        self, game_id: int, now: datetime
    ) -> tuple[list[Wait], dict[tuple[str, str], int | None], bool]:
        """The game's waits, when each is next due ({(player, key): seconds or None}) and
        whether one is due now, from the stored settings, away times and seats (the game
        itself is not needed)."""
        settings = await self.storage.game_settings(game_id)
        away = await self.storage.away(game_id)
        waits = await self.storage.waits(game_id)
        users = {seat.player: seat.user for seat in await self.storage.seats(game_id)}
        due: dict[tuple[str, str], int | None] = {}
        due_now = False
        for w in waits:
            when = self.next_due(w, settings, away, users.get(w.player), now)
            due[(w.player, w.key)] = None if when is None else epoch(when)
            due_now = due_now or (when is not None and when <= now)
        return waits, due, due_now

    async def store_due(
        self, game_id: int, waits: list[Wait], due: dict[tuple[str, str], int | None]
    ) -> None:
        stored = {(w.player, w.key): w.due_at for w in waits}
        await self.storage.set_due(
            game_id, {key: when for key, when in due.items() if stored.get(key) != when}
        )

    def next_due(
        self,
        w: Wait,
        settings: GameSettings,
        away: dict[str, datetime],
        user: str | None,
        now: datetime,
    ) -> datetime | None:
        """When the cadence will next act on this wait (now or earlier: it is due), None if
        never unless something changes (a change of settings, away times or seats makes the
        check look again). Due now exactly when the cadence's step would act now."""
        if user is None:
            return None  # a computer plays the seat: nobody to remind
        if w.deadline_state == HOST_MOVES:
            return now  # the host chose the computer's move for them: due until it is made
        until = away.get(user)
        if until is not None and until > now:
            # Away: the computer moves for them at once, or nothing happens until they return.
            return now if settings.away_mode == "play" else until
        start = self.start(w, away, user, now)
        times = []
        deadline = self.deadline_at(w, settings, start)
        if deadline is not None and w.deadline_state == 0:
            times.append(deadline)
        first = start + timedelta(hours=settings.reminder_hours)
        if w.reminded < 1:
            times.append(first)
        elif w.reminded < 2:
            times.append(first + timedelta(hours=settings.second_reminder_hours))
        return min(times, default=None)

    @staticmethod
    def start(w: Wait, away: dict[str, datetime], user: str | None, now: datetime) -> datetime:
        """When the wait's clock started: later if its player came back from an away time."""
        back = away.get(user or "")
        if back is not None and back <= now:
            return max(w.started_at, back)
        return w.started_at

    @staticmethod
    def level(settings: GameSettings, start: datetime, now: datetime) -> int:
        """The reminder level reached: 0 none yet, 1 the first, 2 the second."""
        first = start + timedelta(hours=settings.reminder_hours)
        second = first + timedelta(hours=settings.second_reminder_hours)
        return 2 if now >= second else 1 if now >= first else 0

    @staticmethod
    def deadline_at(w: Wait, settings: GameSettings, start: datetime) -> datetime | None:
        if not settings.deadline_hours:
            return None
        return max(w.deadline_from, start) + timedelta(hours=settings.deadline_hours)
