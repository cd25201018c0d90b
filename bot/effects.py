"""Durable effects: what must happen after a move happens, even across failures and crashes.

A committed move is announced (its lines, images, private DMs, the end) and then the game is
brought to its present: waits stored, the pinned status, prompts and pings for whoever must act,
computer moves scheduled. Nothing of this lives only in memory:

- `games.announced_seq` says up to which move the announcements are done; each announcement step
  of a move is marked in `effects_done` once carried out, so a retry or a restart after a crash
  resumes where it stopped and never repeats a post. `games.settled_seq` says up to which move
  everything (the present too) was done: a restart resumes only the games where it lags.
- Prompts and pings are idempotent by their decision key; waits and the pin are recomputed from
  the game.
- With several processes on one database, one process at a time carries out a game's effects:
  the one holding its lease (bot/leases.py), which also takes on moves other processes stored.
- Each Discord call fails on its own (bot/poster.py): transient failures (5xx, rate limits,
  network) are retried with backoff and, if they persist, left for the periodic check; a thread
  that was archived is unarchived, a deleted thread is replaced; a refusal (403) is logged with
  the game id and skipped. Computer seats are scheduled before any post, whatever the posts do.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from collections.abc import Awaitable, Callable

from bot import ratings, running, table
from bot.announce import Announcer
from bot.leases import Leases
from bot.poster import Poster
from bot.prompts import PromptNotSent, Prompts, can_act
from bot.sessions import Outcome, Session, Sessions, outcome_of
from bot.status import StatusBoard
from bot.storage import Storage

log = logging.getLogger("whistlestop.effects")


class Transient(Exception):
    """A Discord call failed in a way that may pass (5xx, 429, network): try again later."""


def game_stage(s: Session) -> object:
    return s.game.view(None).get("stage") if s.game is not None else None


class Effects:
    """Carries out a game's pending effects. What it uses comes in by the constructor
    (bot/core.py wires it): the stored log and markers, the sessions, the lease, the poster,
    the announcer, the prompts, the pin, and two steps of the turn loop it does not own:
    `sync_waits` (the cadence stores the waits; returns the away seats the computer plays) and
    `schedule_cpus` (the flow starts computer moves)."""

    def __init__(
        self,
        *,
        storage: Storage,
        sessions: Sessions,
        leases: Leases,
        poster: Poster,
        announcer: Announcer,
        prompts: Prompts,
        pins: StatusBoard,
        sync_waits: Callable[[Session], Awaitable[set[str]]],
        schedule_cpus: Callable[[Session, set[str]], None],
    ) -> None:
        self.storage = storage
        self.sessions = sessions
        self.leases = leases
        self.poster = poster
        self.announcer = announcer
        self.prompts = prompts
        self.pins = pins
        self.sync_waits = sync_waits
        self.schedule_cpus = schedule_cpus
        # Games whose announcements stopped on a transient failure: retried by `retry_pending`.
        self.pending: set[int] = set()

    # ---------------------------------------------------------------- settle
    async def settle(self, s: Session) -> None:
        """Carry out every pending effect of the game (caller holds the game's lock). With
        several processes, the one holding the game's lease does (bot/leases.py)."""
        if s.game is None or s.row.status not in ("active", "over"):
            return
        await self.leases.run(s, self._settle)

    async def _settle(self, s: Session) -> None:
        if s.game is None or s.row.status not in ("active", "over"):
            return
        try:
            away = await self.sync_waits(s)
        except Exception:
            log.exception("game %s: could not store the waits", s.row.id)
            away = set()
        # Computer seats move whatever the posts below do.
        self.schedule_cpus(s, away)
        mover = s.loaded.last_player
        # A person after whose move only computers moved is still at the table: their DM
        # goes on to their next decision rather than a new DM for each (computers answer
        # within seconds).
        here = s.loaded.last_human
        last = s.loaded.outcomes.get(s.loaded.seq)
        sealed = last is not None and last.before.get("decision") == "sealed"
        if sealed and last is not None and last.before.get("stage") != game_stage(s):
            # The move completed a sealed choice: what comes next is a new turn for everyone
            # (a new ping in the thread), though a DM may go on to it.
            mover = None
        if here == mover:
            here = None  # the mover goes on in the prompt they acted from, DM or ping
        merged = await self._announce_pending(s)
        if s.game.is_over and not await ratings.record_finished(self.storage, s):
            self.pending.add(s.row.id)  # the result is stored by the next try
        await self._present(s, away, merged, mover, here)
        seq = s.loaded.seq
        if s.row.id not in self.pending and s.row.settled_seq < seq:
            await self.storage.mark_settled(s.row.id, seq)
            s.loaded.row = dataclasses.replace(s.loaded.row, settled_seq=seq)

    async def _announce_pending(self, s: Session) -> str | None:
        """Announce every move not yet announced, in order; the last move's line may be kept
        to join the next ping (returned)."""
        storage = self.storage
        game = s.game
        assert game is not None
        done_up_to = await storage.announced(s.row.id)
        if done_up_to == 0 and not await self.announcer.opening(s):
            self.pending.add(s.row.id)  # the start line first: the moves' posts wait for it
            return None
        merged: str | None = None
        for seq in range(done_up_to + 1, s.loaded.seq + 1):
            outcome = s.loaded.outcomes.pop(seq, None)
            if outcome is not None and outcome.after is None:
                if seq == s.loaded.seq:  # still the latest move: the game is as it left it
                    outcome = dataclasses.replace(outcome, after=game.view(None))
                else:
                    outcome = None
            if outcome is None:
                outcome = await self._rebuild(s, seq)
            last = seq == s.loaded.seq
            complete, merged = await self.announcer.announce(s, outcome, last=last)
            if not complete:
                self.pending.add(s.row.id)
                return None
            await storage.mark_announced(s.row.id, seq)
            await self.leases.renew(s)
        self.pending.discard(s.row.id)
        s.loaded.outcomes.clear()
        return merged

    async def _rebuild(self, s: Session, seq: int) -> Outcome:
        stored = await self.storage.actions(s.row.id)
        plugin = table.plugin_of(s)
        return await asyncio.to_thread(outcome_of, plugin, s.row, s.loaded.players, stored, seq)

    async def _present(
        self,
        s: Session,
        away: set[str],
        merged: str | None,
        mover: str | None = None,
        here: str | None = None,
    ) -> None:
        """The pin, then prompts and pings for whoever must act now (each once per decision)."""
        game = s.game
        assert game is not None
        try:
            await self.pins.update(s)
        except Exception:
            log.exception("game %s: could not update the pinned status", s.row.id)
        if game.is_over or s.row.status != "active":
            await self.prompts.flush_notes(s)
            return
        now = game.view(None)
        prompts = self.prompts
        if now.get("decision") == "sealed":
            # The lock-in list from the start of a sealed decision (edited in place later).
            lockin = self.announcer.lockin
            await self.poster.call(
                s, lambda thread: lockin(s, thread, now), what="the lock-in list"
            )
        # Whoever made the last move and must act again keeps the prompt they act from: one
        # DM or one ping per turn, however many steps it has.
        going_on: set[str] = set()
        for player in (mover, here):
            if player is not None and can_act(s, player):
                seat = s.loaded.seat(player)
                if seat is not None and not seat.is_cpu and player not in away:
                    going_on.add(player)
        try:
            await prompts.retire_stale(s, now, going_on, in_dm_only={here} - {mover, None})
        except Exception:
            log.exception("game %s: could not retire old prompts", s.row.id)
        for player in now.get("active_players") or []:
            seat = s.loaded.seat(player)
            if seat is None or seat.is_cpu or player in away:
                continue
            try:
                if now.get("decision") in ("sealed", "private"):
                    await prompts.send_private(s, player, at_table=player in going_on)
                elif await prompts.ping_public(s, player, now, prefix=merged):
                    merged = None
            except PromptNotSent:
                self.pending.add(s.row.id)  # tried again by the periodic check
            except Exception:
                self.pending.add(s.row.id)
                log.exception("game %s: could not prompt a player", s.row.id)
        try:
            await prompts.flush_notes(s)
        except Exception:
            log.exception("game %s: could not send private notes", s.row.id)
        if merged:
            text, part = merged, f"{s.loaded.seq}:line"
            storage = self.storage
            await self.poster.call(
                s, lambda thread: running.add(storage, s, thread, part, text), what="a move line"
            )

    async def retry_pending(self) -> None:
        """Games whose effects stopped (a failure, a crash): settle them again."""
        ids = set(self.pending) | set(await self.storage.games_unsettled())
        for game_id in sorted(ids):
            try:
                async with self.sessions.open(game_id) as s:
                    await self.settle(s)
            except Exception:
                log.exception("game %s: effects could not be carried out", game_id)
