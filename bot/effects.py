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
- The turn loop (bot/flow.py) takes the lease, stores the waits and starts the computer moves
  before it hands the game to `carry_out`: this service only posts, and calls no service above.
- Each Discord call fails on its own (bot/poster.py): transient failures (5xx, rate limits,
  network) are retried with backoff and, if they persist, left for the periodic check; a thread
  that was archived is unarchived, a deleted thread is replaced; a refusal (403) is logged with
  the game id and skipped. Computer seats are scheduled before any post, whatever the posts do.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging

from bot import ratings, running, table
from bot.announce import Announcer
from bot.closing import Closer
from bot.leases import Leases
from bot.loaded import Outcome, outcome_of
from bot.poster import Poster
from bot.prompts import PromptNotSent, Prompts, can_act
from bot.session import Session
from bot.status import StatusBoard
from bot.storage import Storage

log = logging.getLogger("whistlestop.effects")


class Transient(Exception):
    """A Discord call failed in a way that may pass (5xx, 429, network): try again later."""


def game_stage(s: Session) -> object:
    return s.game.view(None).get("stage") if s.game is not None else None


class Effects:
    """Carries out a game's pending effects. What it uses comes in by the constructor
    (bot/core.py wires it): the stored log and markers, the lease (renewed while posting), the
    poster, the announcer, the prompts and the pin."""

    def __init__(
        self,
        *,
        storage: Storage,
        leases: Leases,
        poster: Poster,
        announcer: Announcer,
        prompts: Prompts,
        pins: StatusBoard,
        closer: Closer,
    ) -> None:
        self.storage = storage
        self.leases = leases
        self.poster = poster
        self.announcer = announcer
        self.prompts = prompts
        self.pins = pins
        self.closer = closer
        # Games whose announcements stopped on a transient failure: retried by the turn loop's
        # `retry_pending` (bot/flow.py); the sessions keep them in memory meanwhile.
        self.pending: set[int] = set()

    def owed(self) -> set[int]:
        """Games with something still to post: a stopped announcement or a stale pin."""
        return self.pending | self.pins.stale

    async def carry_out(self, s: Session, away: set[str]) -> None:
        """Announce every move not yet announced, store a finished game's result, then bring
        the game to its present (the pin, prompts and pings for whoever must act, but the
        `away` seats the computer plays). The caller holds the game's lock and its lease, and
        stored the waits first (bot/flow.py)."""
        assert s.game is not None
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
            if not await self.pins.update(s):
                self.pending.add(s.row.id)  # tried again by the periodic check
        except Exception:
            self.pending.add(s.row.id)
            log.exception("game %s: could not update the pinned status", s.row.id)
        if game.is_over or s.row.status != "active":
            await self.prompts.flush_notes(s)
            # Every prompt still asking something is closed (tried again while it fails).
            if game.is_over and not await self.closer.close_game(s, "over"):
                self.pending.add(s.row.id)
            return
        now = game.view(None)
        prompts = self.prompts
        if now.get("decision") == "sealed":
            # The lock-in list from the start of a sealed decision (edited in place later).
            lockin = self.announcer.lockin
            await self.poster.call(
                s, lambda thread: lockin(s, thread, now), what="the lock-in list"
            )
        going_on = self._going_on(s, away, (mover, here))
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

    @staticmethod
    def _going_on(s: Session, away: set[str], movers: tuple[str | None, ...]) -> set[str]:
        """Whoever made the last move and must act again keeps the prompt they act from: one
        DM or one ping per turn, however many steps it has."""
        going_on: set[str] = set()
        for player in movers:
            if player is not None and can_act(s, player):
                seat = s.loaded.seat(player)
                if seat is not None and not seat.is_cpu and player not in away:
                    going_on.add(player)
        return going_on
