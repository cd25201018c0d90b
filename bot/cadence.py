"""Slow games that keep moving: waits, the pinned status message, reminders, deadlines, away.

Nothing here lives only in memory. A *wait* (a seat awaited for one decision, since when, how
many reminders went out, whether the host was asked) is a row in the database, recomputed after
every committed move (`Flow.after` calls `sync`) and on resume. Each wait also stores when it
is next due (its next reminder, its deadline, an away player's move); the periodic `tick` asks
for the due waits with one indexed query and acts on them, so reminders and deadlines survive
restarts, a tick costs the same with ten games or ten thousand, and the reminder level stored
on the wait means a reminder is never sent twice for one wait. With several processes, a game
is checked by the one holding its lease, and each reminder and host question is claimed by one
insert before it is sent (bot/leases.py, docs/scaling.md). See docs/cadence.md.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import tasks

from bot import table
from bot.errors import AlreadyDone, UserFacing
from bot.prompts import decision_key
from bot.sessions import Session
from bot.storage import GameSettings, Storage, Wait, epoch
from bot.thinking import LEVELS
from bot.ui import GameButton, view_of
from text import t

if TYPE_CHECKING:
    from bot.effects import Effects
    from bot.flow import Flow
    from bot.leases import Leases
    from bot.readers import Readers
    from bot.sessions import Sessions
    from bot.status import StatusBoard

log = logging.getLogger("whistlestop.cadence")

# Bounds for /game settings (hours).
REMINDER_RANGE = (1.0, 336.0)
DEADLINE_RANGE = (1.0, 720.0)
AWAY_MAX_HOURS = 30 * 24
DEADLINE_ACTIONS = ("move", "ask_host")
AWAY_MODES = ("play", "pause")


def discord_time(when: datetime, style: str = "R") -> str:
    """A Discord timestamp: every reader sees it in their own time zone."""
    return f"<t:{int(when.timestamp())}:{style}>"


def how_long(start: datetime, now: datetime, locale: object | None = None) -> str:
    """How long since `start`, as a reader says it: "3 hours", "3 heures", "3 uur" ("a
    moment" under a minute, minutes under an hour, hours under two days, then days). For a
    message read when sent (a reminder, an answer); the pin shows a live Discord timestamp."""
    minutes = int((now - start).total_seconds() // 60)
    if minutes < 1:
        return t("duration.moment", locale)
    if minutes < 60:
        return t("duration.minutes", locale, n=minutes)
    hours = minutes // 60
    if hours < 48:
        return t("duration.hours", locale, n=hours)
    return t("duration.days", locale, n=hours // 24)


wait_key = decision_key  # the same key as the prompt: a new decision is a new wait


def validate_settings(current: GameSettings, **changes: Any) -> GameSettings:
    """The settings with the given (not None) `changes` applied, or UserFacing naming what is
    wrong, before anything is stored. deadline_hours 0 removes the deadline."""
    given = {name: value for name, value in changes.items() if value is not None}
    lo, hi = REMINDER_RANGE
    for name in ("reminder_hours", "second_reminder_hours"):
        if name in given and not lo <= given[name] <= hi:
            raise UserFacing("err.settings.range", name=name, lo=int(lo), hi=int(hi))
    if "deadline_hours" in given:
        if given["deadline_hours"] == 0:
            given["deadline_hours"] = None
        elif not DEADLINE_RANGE[0] <= given["deadline_hours"] <= DEADLINE_RANGE[1]:
            lo, hi = DEADLINE_RANGE
            raise UserFacing("err.settings.range", name="deadline_hours", lo=int(lo), hi=int(hi))
    if given.get("deadline_action", "move") not in DEADLINE_ACTIONS:
        raise UserFacing("err.settings.choice")
    if given.get("away_mode", "play") not in AWAY_MODES:
        raise UserFacing("err.settings.choice")
    if given.get("computer_level", "strong") not in LEVELS:
        raise UserFacing("err.settings.choice")
    result = replace(current, **given)
    # A deadline before the first reminder would end waits nobody was reminded of.
    if result.deadline_hours is not None and result.deadline_hours <= result.reminder_hours:
        raise UserFacing("err.settings.deadline_early", r1=f"{result.reminder_hours:g}")
    return result


def parse_duration(text: str) -> float:
    """Hours from "36h", "3d", "1d12h" or a plain number of hours; UserFacing if unreadable.
    Days and hours as French and Dutch write them too: "3j" (jours), "36u" (uur), a comma."""
    cleaned = text.strip().lower().replace(" ", "").replace(",", ".")
    parts = re.fullmatch(r"(?:(\d+(?:\.\d+)?)[dj])?(?:(\d+(?:\.\d+)?)[hu]?)?", cleaned)
    if not cleaned or parts is None or not any(parts.groups()):
        raise UserFacing("err.away.bad")
    hours = float(parts[1] or 0) * 24 + float(parts[2] or 0)
    if not 0 < hours <= AWAY_MAX_HOURS:
        raise UserFacing("err.away.bad")
    return hours


class Cadence:
    """Waits, reminders, deadlines and the periodic tick. What it uses comes in by the
    constructor (bot/core.py wires it); `clock` is the bot's clock (tests drive it), `interval`
    the tick's period in seconds (0: no tick)."""

    def __init__(
        self,
        *,
        client: discord.Client,
        storage: Storage,
        sessions: Sessions,
        leases: Leases,
        readers: Readers,
        pins: StatusBoard,
        effects: Effects,
        flow: Flow,
        clock: Callable[[], datetime],
        interval: float,
    ) -> None:
        self.client = client
        self.storage = storage
        self.sessions = sessions
        self.leases = leases
        self.readers = readers
        self.pins = pins
        self.effects = effects
        self.flow = flow
        self.clock = clock
        self.interval = interval
        self._loop: tasks.Loop[Any] | None = None

    def now(self) -> datetime:
        return self.clock()

    # ------------------------------------------------------------ scheduler
    def start(self) -> None:
        """Start the periodic tick (settings.cadence_interval seconds; 0 leaves it off)."""
        interval = self.interval
        if interval <= 0 or self._loop is not None:
            return
        self._loop = tasks.loop(seconds=interval)(self._scheduled)
        self._loop.start()

    def stop(self) -> None:
        if self._loop is not None:
            self._loop.cancel()
            self._loop = None

    async def _scheduled(self) -> None:
        try:
            await self.tick()
        except Exception:  # a failed tick must not end the loop
            log.exception("cadence tick failed")

    async def tick(self) -> None:
        """Finish effects that failed or were cut short, revive games waiting on a computer
        seat, then send due reminders and apply due deadlines and away moves."""
        await self.effects.retry_pending()
        await self._revive_computers()
        now = self.now()
        for game_id in sorted({game for game, _, _ in await self.storage.due_waits(now)}):
            try:
                await self._check_due(game_id, now)
            except Exception:
                log.exception("cadence failed for game %s", game_id)
        self.sessions.trim()  # games nobody used for a while leave memory

    async def _revive_computers(self) -> None:
        """A game waiting on a computer seat moves again (its task may have died with a
        failure); scheduling is idempotent per seat and move."""
        for game_id in await self.storage.games_waiting_on_computers():
            try:
                async with (
                    self.sessions.open(game_id) as s,
                    self.leases.claimed(s) as mine,
                ):
                    if mine:  # with several processes, the lease's holder
                        self.flow.schedule_cpus(s)
            except Exception:
                log.exception("cadence could not revive game %s", game_id)

    async def _check_due(self, game_id: int, now: datetime) -> None:
        """A game the due-time index named: act if something is due now; else (the index was
        early: settings, away times or seats changed) only store its waits' next due times,
        without loading the game."""
        async with self.sessions.hold(game_id):
            waits, due, due_now = await self._plan(game_id, now)
            if not due_now:
                await self._store_due(game_id, waits, due)
                return
        await self.check_game(game_id)

    async def check_game(self, game_id: int) -> None:
        leases = self.leases
        async with self.sessions.open(game_id) as s:
            # With several processes, the one holding the game's lease checks it.
            async with leases.claimed(s) as mine:
                if not mine:
                    return
                # Each computer move can start new waits; a few rounds settle them all.
                for _ in range(4 * max(1, len(s.loaded.players))):
                    if not await self._step(s):
                        break
                await self.pins.update(s)
                waits, due, _ = await self._plan(game_id, self.now())
                await self._store_due(game_id, waits, due)
            if await leases.missed(s):  # moves stored elsewhere meanwhile
                await self.effects.settle(s)

    async def _plan(
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

    async def _store_due(
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
        """When `_step` will next act on this wait (now or earlier: it is due), None if never
        unless something changes (a change of settings, away times or seats makes the check
        look again). Due now exactly when `_step` would act now."""
        if user is None:
            return None  # a computer plays the seat: nobody to remind
        until = away.get(user)
        if until is not None and until > now:
            # Away: the computer moves for them at once, or nothing happens until they return.
            return now if settings.away_mode == "play" else until
        start = self._start(w, away, user, now)
        times = []
        deadline = self._deadline_at(w, settings, start)
        if deadline is not None and w.deadline_state == 0:
            times.append(deadline)
        first = start + timedelta(hours=settings.reminder_hours)
        if w.reminded < 1:
            times.append(first)
        elif w.reminded < 2:
            times.append(first + timedelta(hours=settings.second_reminder_hours))
        return min(times, default=None)

    # ---------------------------------------------------------------- waits
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

    @staticmethod
    def _start(w: Wait, away: dict[str, datetime], user: str | None, now: datetime) -> datetime:
        """When the wait's clock started: later if its player came back from an away time."""
        back = away.get(user or "")
        if back is not None and back <= now:
            return max(w.started_at, back)
        return w.started_at

    @staticmethod
    def _level(settings: GameSettings, start: datetime, now: datetime) -> int:
        first = start + timedelta(hours=settings.reminder_hours)
        second = first + timedelta(hours=settings.second_reminder_hours)
        return 2 if now >= second else 1 if now >= first else 0

    @staticmethod
    def _deadline_at(w: Wait, settings: GameSettings, start: datetime) -> datetime | None:
        if not settings.deadline_hours:
            return None
        return max(w.deadline_from, start) + timedelta(hours=settings.deadline_hours)

    async def _step(self, s: Session) -> bool:
        """Act on the first due thing in one game; True when a move was made (waits changed)."""
        game_id = s.row.id
        if s.game is None or s.row.status != "active" or s.game.is_over:
            await self.storage.drop_waits(game_id)
            return False
        await self.sync(s)
        settings = await self.storage.game_settings(game_id)
        away = await self.storage.away(game_id)
        now = self.now()
        for w in await self.storage.waits(game_id):
            seat = s.loaded.seat(w.player)
            user = seat.user if seat else None
            if seat is None or user is None:
                continue
            until = away.get(user)
            if until is not None and until > now:
                if settings.away_mode == "play":
                    await self._move_for(s, w.player, "away")
                    return True
                continue  # paused: no reminder, no deadline while away
            start = self._start(w, away, user, now)
            deadline = self._deadline_at(w, settings, start)
            if deadline is not None and w.deadline_state == 0 and now >= deadline:
                if settings.deadline_action == "move":
                    await self._move_for(s, w.player, "deadline")
                    return True
                # Claimed and stored first: the host is asked once per deadline, by one
                # process, even if the post fails.
                owner = self.leases.owner
                if await self.storage.claim_host_question(
                    game_id, w.player, w.key, w.deadline_from, owner
                ):
                    await self._ask_host(s, w)
                continue
            level = self._level(settings, start, now)
            if level > w.reminded and await self.storage.claim_reminder(
                game_id, w.player, w.key, level, self.leases.owner
            ):
                await self._remind(s, w, level, settings, deadline)
        return False

    async def _move_for(self, s: Session, player: str, reason: str) -> None:
        try:
            await self.flow.move_for(s, player, reason)
        except AlreadyDone:
            # The seat moved in another process first (its move is in the log now).
            log.info("game %s: %s had moved already", s.row.id, player)

    # ------------------------------------------------------------ messages
    def _what(self, s: Session, locale: object | None = None) -> str:
        if s.game is None:
            return ""
        return table.plugin_of(s).presenter.awaited(s.game.view(None), locale)

    async def _remind(
        self,
        s: Session,
        w: Wait,
        level: int,
        settings: GameSettings,
        deadline: datetime | None,
    ) -> None:
        seat = s.loaded.seat(w.player)
        if seat is None or seat.user is None:
            return

        def fields(locale: str) -> dict[str, Any]:
            note = ""
            if level == 2 and deadline is not None:
                note = t(
                    f"remind.deadline.{settings.deadline_action}",
                    locale,
                    when=discord_time(deadline, "f"),
                )
            return {
                "game": table.title(s, locale),
                "id": s.row.id,
                "waited": how_long(w.started_at, self.now(), locale),
                "link": table.thread_link(s),
                "what": self._what(s, locale),
                "deadline": note,
            }

        def button(locale: str) -> discord.ui.View:
            label = t("btn.show_hand", locale)
            style = discord.ButtonStyle.primary
            return view_of(GameButton(s.row.id, "hand", label=label, style=style))

        if not seat.dm_closed:
            reader = self.readers.of(seat.user, table.lang(s))
            try:
                member = await table.user(self.client, seat.user)
                await member.send(
                    t(f"remind.{level}", reader, **fields(reader)), view=button(reader)
                )
                return
            except discord.Forbidden:
                await self.storage.set_seat_flag(s.row.id, w.player, "dm_closed", True)
                await s.reload_row()
            except discord.HTTPException:
                log.warning("game %s: could not DM a reminder; using the thread", s.row.id)
        thread = await table.thread_of(self.client, s)
        lang = table.lang(s)
        await thread.send(
            t(f"remind.thread.{level}", lang, mention=table.ping(s, w.player), **fields(lang)),
            view=button(lang),
        )

    async def _ask_host(self, s: Session, w: Wait) -> None:
        token = s.loaded.token(w.player)
        lang = table.lang(s)
        text = t(
            "thread.ask_host",
            lang,
            host=f"<@{s.row.host_id}>",
            name=table.name(s, w.player),
            what=self._what(s, lang),
        )
        view = view_of(
            GameButton(
                s.row.id,
                "deadline",
                token,
                f"move:{w.player}",
                label=t("btn.deadline.move", lang),
                style=discord.ButtonStyle.primary,
            ),
            GameButton(
                s.row.id, "deadline", token, f"wait:{w.player}", label=t("btn.deadline.wait", lang)
            ),
        )
        thread = await table.thread_of(self.client, s)
        await thread.send(text, view=view)

    async def host_decision(
        self, interaction: discord.Interaction, game_id: int, token: str, arg: str
    ) -> None:
        """The host answered a deadline question: the computer moves, or the wait goes on."""
        op, _, player = arg.partition(":")
        if op not in ("move", "wait") or not player:
            raise UserFacing("err.bad_value")
        flow = self.flow
        who = table.escape(interaction.user.display_name)
        content = getattr(interaction.message, "content", "") or ""
        async with self.sessions.open(game_id) as s:
            if s.row.status != "active" or s.game is None:
                raise UserFacing("err.game_not_active")
            current = self.awaited(s)
            if player not in current or str(s.loaded.token(player)) != token:
                raise AlreadyDone()
            if op == "move":
                await flow.computer_move(s, player, "host")
                await interaction.response.edit_message(
                    content=t("thread.ask_host.moved", s.row.language, text=content, who=who),
                    view=None,
                )
                await flow.after(s)
                return
            # Another full deadline period from now; the same wait keeps its reminders.
            await self.storage.update_wait(
                game_id, player, current[player], deadline_state=0, deadline_from=self.now()
            )
            await interaction.response.edit_message(
                content=t("thread.ask_host.waited", s.row.language, text=content, who=who),
                view=None,
            )

    # ------------------------------------------------------------ settings
    async def settings_text(self, game_id: int, title: str, locale: object | None = None) -> str:
        st = await self.storage.game_settings(game_id)
        if st.deadline_hours:
            deadline = t(
                "settings.deadline.some",
                locale,
                hours=st.deadline_hours,
                action=t(f"settings.action.{st.deadline_action}", locale),
            )
        else:
            deadline = t("settings.deadline.none", locale)
        return "\n".join(
            [
                t("settings.title", locale, game=title, id=game_id),
                t(
                    "settings.body",
                    locale,
                    r1=st.reminder_hours,
                    r2=st.second_reminder_hours,
                    deadline=deadline,
                    away=t(f"settings.away.{st.away_mode}", locale),
                    fill=t("settings.yes" if st.cpu_fill else "settings.no", locale),
                ),
            ]
        )
