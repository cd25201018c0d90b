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
from dataclasses import replace
from datetime import datetime
from typing import Any

from bot.clock import Timing, timing
from bot.prompts import decision_key
from bot.session import Session
from bot.storage import Storage, Wait, epoch

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

    def forced(self, s: Session) -> tuple[str, dict[str, Any]] | None:
        """A person awaited whose decision has no real choice, and everyone can tell (the
        game's `forced`: see each game's RULINGS.md), with that move: made at once."""
        game = s.game
        for player in self.awaited(s):
            action = game.forced(player) if game is not None else None
            if action is not None:
                return player, action
        return None

    async def timing(self, s: Session) -> Timing:
        """The game's timing now (settings, away times, banks, its members' settings)."""
        users = [seat.user for seat in s.loaded.seats]
        return await timing(self.storage, s.row.id, users)

    async def sync(self, s: Session) -> set[str]:
        """Store the current waits (each new one with when it is due), draw the time the
        answers that ended waits took beyond their clock from the players' banks, and keep
        each awaited player's deadline on the session (its prompts show it); return the away
        seats whose moves the computer makes now."""
        game_id = s.row.id
        current = self.awaited(s)
        now = self.now()
        stored = await self.storage.waits(game_id)
        s.deadlines = {}
        if not current and not stored:
            return set()
        pace, spent = await self._reckon(s, current, stored, now)
        if any(spent.values()):
            await self.storage.draw_banks(game_id, spent)
        if not current:
            await self.storage.drop_waits(game_id)
            return set()
        users = {seat.player: seat.user for seat in s.loaded.seats}
        kept = {w.player: w for w in stored if current.get(w.player) == w.key}
        due = {}
        for player, key in current.items():
            w = kept.get(player) or Wait(player, key, now, now, 0, 0)
            when = self.next_due(w, pace, users.get(player), now)
            due[player] = None if when is None else epoch(when)
        await self.storage.set_waits(game_id, current, now, due)
        s.deadlines = self.deadlines(s, pace, kept, current, now)
        away = pace.away
        if pace.settings.away_mode != "play":
            return set()
        return {
            player
            for player in current
            if (user := users.get(player)) is not None and away.get(user, now) > now
        }

    async def preview(self, s: Session) -> None:
        """Keep on the session each awaited player's deadline as the next `sync` stores it,
        storing nothing: for a prompt built before the move's waits are stored (a DM refreshed
        by the move made from it) or outside the turn loop (/game hand)."""
        current = self.awaited(s)
        s.deadlines = {}
        if not current:
            return
        now = self.now()
        stored = await self.storage.waits(s.row.id)
        pace, _ = await self._reckon(s, current, stored, now)
        kept = {w.player: w for w in stored if current.get(w.player) == w.key}
        s.deadlines = self.deadlines(s, pace, kept, current, now)

    async def _reckon(
        self, s: Session, current: dict[str, str], stored: list[Wait], now: datetime
    ) -> tuple[Timing, dict[str, float]]:
        """The game's timing once the waits that ended drew their overtime from the banks,
        and what each player drew ({player: seconds}; the caller stores it)."""
        pace = await self.timing(s)
        users = {seat.player: seat.user for seat in s.loaded.seats}
        ended = [w for w in stored if current.get(w.player) != w.key]
        spent = {w.player: pace.overtime(w, users.get(w.player), now) for w in ended}
        if any(spent.values()):
            banks = {p: pace.banks.get(p, 0.0) + spent.get(p, 0.0) for p in {*pace.banks, *spent}}
            pace = replace(pace, banks=banks)
        return pace, spent

    def deadlines(
        self,
        s: Session,
        pace: Timing,
        kept: dict[str, Wait],
        current: dict[str, str],
        now: datetime,
    ) -> dict[str, datetime]:
        """{player: when their time runs out} for the players awaited now; none for a player
        away (the computer plays for them, or their clock waits for their return)."""
        out = {}
        for player, key in current.items():
            seat = s.loaded.seat(player)
            user = seat.user if seat else None
            until = pace.away.get(user or "")
            if until is not None and until > now:
                continue
            w = kept.get(player) or Wait(player, key, now, now, 0, 0)
            deadline = pace.deadline(w, user, pace.start(w, user, now))
            if deadline is not None:
                out[player] = deadline
        return out

    async def plan(
        self, game_id: int, now: datetime
    ) -> tuple[list[Wait], dict[tuple[str, str], int | None], bool]:
        """The game's waits, when each is next due ({(player, key): seconds or None}) and
        whether one is due now, from the stored settings, away times, banks and seats (the
        game itself is not needed)."""
        waits = await self.storage.waits(game_id)
        users = {seat.player: seat.user for seat in await self.storage.seats(game_id)}
        pace = await timing(self.storage, game_id, users.values())
        due: dict[tuple[str, str], int | None] = {}
        due_now = False
        for w in waits:
            when = self.next_due(w, pace, users.get(w.player), now)
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

    @staticmethod
    def next_due(w: Wait, pace: Timing, user: str | None, now: datetime) -> datetime | None:
        """When the cadence will next act on this wait (now or earlier: it is due), None if
        never unless something changes (a change of settings, away times, seats or a member's
        own settings makes the check look again). Due now exactly when the cadence's step
        would act now."""
        if user is None:
            return None  # a computer plays the seat: nobody to remind
        if w.deadline_state == HOST_MOVES:
            return now  # the host chose the computer's move for them: due until it is made
        until = pace.away.get(user)
        if until is not None and until > now:
            # Away: the computer moves for them at once, or nothing happens until they return.
            return now if pace.settings.away_mode == "play" else until
        start = pace.start(w, user, now)
        times = []
        deadline = pace.deadline(w, user, start)
        if deadline is not None:
            # Asked, the host has one more clock to answer; then the computer moves.
            times.append(deadline if w.deadline_state == 0 else pace.unanswered(deadline))
        reminder = pace.reminder_due(w, user, start, now)
        if reminder is not None:
            times.append(reminder)
        return min(times, default=None)
