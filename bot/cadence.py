"""Slow games that keep moving: reminders, deadlines, away players, and the periodic check.

Nothing here lives only in memory. The waits (a seat awaited for one decision) are rows in the
database that bot/waits.py keeps, each with when it is next due (its next reminder, its
deadline, an away player's move); the periodic `tick` asks for the due waits with one indexed
query and acts on them, so reminders and deadlines survive restarts, a tick costs the same with
ten games or ten thousand, and the reminder level stored on the wait means a reminder is never
sent twice for one wait. With several processes, a game is checked by the one holding its
lease, and each reminder and host question is claimed by one insert before it is sent
(bot/leases.py, docs/scaling.md). See docs/cadence.md.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import tasks

from bot import metrics, table
from bot.clock import out_of_time
from bot.errors import AlreadyDone, UserFacing
from bot.pace import clock_words
from bot.session import Session
from bot.storage import GameSettings, Storage, Wait
from bot.times import discord_time, how_long
from bot.ui import GameButton, view_of
from bot.waits import HOST_MOVES
from text import t

if TYPE_CHECKING:
    from bot.flow import Flow
    from bot.leases import Leases
    from bot.letters import Letters
    from bot.readers import Readers
    from bot.sessions import Sessions
    from bot.status import StatusBoard
    from bot.waits import Waits

log = logging.getLogger("whistlestop.cadence")


class Cadence:
    """Reminders, deadlines, away moves and the periodic tick. What it uses comes in by the
    constructor (bot/core.py wires it): the stored waits (bot/waits.py), the turn loop for the
    moves it makes and the effects it finishes (bot/flow.py); `clock` is the bot's clock (tests
    drive it), `interval` the tick's period in seconds (0: no tick)."""

    def __init__(
        self,
        *,
        client: discord.Client,
        storage: Storage,
        sessions: Sessions,
        leases: Leases,
        readers: Readers,
        pins: StatusBoard,
        waits: Waits,
        flow: Flow,
        letters: Letters | None = None,
        clock: Callable[[], datetime],
        interval: float,
    ) -> None:
        self.client = client
        self.storage = storage
        self.sessions = sessions
        self.leases = leases
        self.readers = readers
        self.pins = pins
        self.waits = waits
        self.flow = flow
        self.letters = letters  # the DMs held during quiet hours
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
            # The loop must come round again: a computer move that keeps failing (retried with
            # pauses, bot/computers.py) must not hold back every other game's reminders.
            await self.tick(wait=False)
        except Exception:  # a failed tick must not end the loop
            log.exception("cadence tick failed")

    async def tick(self, *, wait: bool = True) -> None:
        """Finish effects that failed or were cut short, revive games waiting on a computer
        seat, send the DMs held for quiet hours that are due, then send due reminders and
        apply due deadlines and away moves; with `wait`, until the computer moves it asked for
        are made (tests, the demo), else they go on alone."""
        await self.flow.retry_pending()
        if self.letters is not None:
            await self.letters.release()  # DMs held until the end of quiet hours
        await self._revive_computers()
        now = self.now()
        moves: list[asyncio.Task[None]] = []
        for game_id in sorted({game for game, _, _ in await self.storage.due_waits(now)}):
            try:
                moves += await self._check_due(game_id, now)
            except Exception:
                log.exception("cadence failed for game %s", game_id)
        # The computer moves asked for, of every game at once, made off the games' locks.
        if moves and wait:
            await asyncio.wait(moves)  # cancelled, it leaves them to go on
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

    async def _check_due(self, game_id: int, now: datetime) -> list[asyncio.Task[None]]:
        """A game the due-time index named: act if something is due now; else (the index was
        early: settings, away times or seats changed) only store its waits' next due times,
        without loading the game."""
        async with self.sessions.hold(game_id):
            waits, due, due_now = await self.waits.plan(game_id, now)
            if not due_now:
                await self.waits.store_due(game_id, waits, due)
                return []
        return await self._check(game_id)

    async def check_game(self, game_id: int) -> None:
        """Act on what is due in one game (/game away and back, once answered), and wait for
        the computer moves it asked for, made off the game's lock (bot/computers.py)."""
        moves = await self._check(game_id)
        if moves:
            await asyncio.wait(moves)  # cancelled, it leaves them to go on

    async def _check(self, game_id: int) -> list[asyncio.Task[None]]:
        """Act on what is due in one game; the tasks of the computer moves it asked for."""
        leases = self.leases
        moves: list[asyncio.Task[None]] = []
        async with self.sessions.open(game_id) as s:
            # With several processes, the one holding the game's lease checks it.
            async with leases.claimed(s) as mine:
                if not mine:
                    return []
                moves = await self._step(s)
                await self.pins.update(s)
                if self.letters is not None:  # prompts whose deadline moved say so
                    await self.letters.retime(s)
                waits, due, _ = await self.waits.plan(game_id, self.now())
                await self.waits.store_due(game_id, waits, due)
            if await leases.missed(s):  # moves stored elsewhere meanwhile
                await self.flow.settle(s)
        return moves

    # ---------------------------------------------------------------- steps
    async def _step(self, s: Session) -> list[asyncio.Task[None]]:
        """Act on what is due in one game. The computer's moves for people (away, a deadline,
        the host's decision) are asked for here and made in the background (Flow.stand_in):
        each settles the game again when it is made. Returns their tasks."""
        game_id = s.row.id
        moves: list[asyncio.Task[None] | None] = []
        if s.game is None or s.row.status != "active" or s.game.is_over:
            await self.storage.drop_waits(game_id)
            return []
        await self.waits.sync(s)
        pace = await self.waits.timing(s)
        settings, away = pace.settings, pace.away
        now = self.now()
        for w in await self.storage.waits(game_id):
            seat = s.loaded.seat(w.player)
            user = seat.user if seat else None
            if seat is None or user is None:
                continue
            if w.deadline_state == HOST_MOVES:  # the host decided (stored: survives a restart)
                moves.append(self.flow.stand_in(s, w.player, "host"))
                continue
            until = away.get(user)
            if until is not None and until > now:
                if settings.away_mode == "play":
                    moves.append(self.flow.stand_in(s, w.player, "away"))
                continue  # paused: no reminder, no deadline while away
            start = pace.start(w, user, now)
            deadline = pace.deadline(w, user, start)
            if deadline is not None and now >= deadline:
                todo = out_of_time(s, w, pace, deadline, now)
                if todo in ("move", "skip"):
                    skip = s.game.skip(w.player) if todo == "skip" else None
                    reason = "skip" if skip else "deadline"
                    moves.append(self.flow.stand_in(s, w.player, reason, skip))
                    continue
                # Claimed and stored first: the host is asked once per deadline, by one
                # process, even if the post fails.
                owner = self.leases.owner
                if todo == "ask_host" and await self.storage.claim_host_question(
                    game_id, w.player, w.key, w.deadline_from, owner
                ):
                    await self._ask_host(s, w)
                continue
            # A reminder waits for the end of the member's quiet hours.
            level = 0 if pace.quiet(user, now) else pace.level(start, now)
            if level > w.reminded and await self.storage.claim_reminder(
                game_id, w.player, w.key, level, self.leases.owner
            ):
                await self._remind(s, w, level, settings, deadline)
        return [task for task in moves if task is not None]

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

        metrics.REMINDERS.labels(level=str(level)).inc()
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
            current = self.waits.awaited(s)
            if player not in current or str(s.loaded.token(player)) != token:
                raise AlreadyDone()
            if op == "move":
                # Stored first: the computer moves for them even if the bot stops before it
                # has (the periodic check asks again); then answered; then moved, off the lock.
                key = current[player]
                await self.storage.update_wait(game_id, player, key, deadline_state=HOST_MOVES)
                await self.storage.set_due(game_id, {(player, key): 0})
                await interaction.response.edit_message(
                    content=t("thread.ask_host.moved", s.row.language, text=content, who=who),
                    view=None,
                )
                flow.stand_in(s, player, "host")
                return
            # Another full deadline period from now; the same wait keeps its reminders.
            await self.storage.update_wait(
                game_id, player, current[player], deadline_state=0, deadline_from=self.now()
            )
            await interaction.response.edit_message(
                content=t("thread.ask_host.waited", s.row.language, text=content, who=who),
                view=None,
            )
        await self.check_game(game_id)  # the pin and the player's prompt show the new deadline

    # ------------------------------------------------------------ settings
    async def settings_text(self, game_id: int, title: str, locale: object | None = None) -> str:
        st = await self.storage.game_settings(game_id)
        deadline = clock_words(st, locale)
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
