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
- Each Discord call fails on its own: transient failures (5xx, rate limits, network) are retried
  with backoff and, if they persist, left for the periodic check; a thread that was archived is
  unarchived, a deleted thread is replaced; a refusal (403) is logged with the game id and
  skipped. Computer seats are scheduled before any post, whatever the posts do.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord

from bot import ratings, running, table
from bot.prompts import PromptNotSent, can_act
from bot.sessions import Outcome, Session, outcome_of
from text import t

if TYPE_CHECKING:
    from bot.core import WhistlestopBot

log = logging.getLogger("whistlestop.effects")

ThreadCall = Callable[[Any], Awaitable[object]]
UNKNOWN_CHANNEL = 10003
THREAD_ARCHIVED = 50083


class Transient(Exception):
    """A Discord call failed in a way that may pass (5xx, 429, network): try again later."""


def _is_transient(error: BaseException) -> bool:
    if isinstance(error, discord.DiscordServerError | asyncio.TimeoutError | OSError):
        return True
    return isinstance(error, discord.HTTPException) and error.status == 429


def game_stage(s: Session) -> object:
    return s.game.view(None).get("stage") if s.game is not None else None


class Effects:
    def __init__(self, bot: WhistlestopBot) -> None:
        self.bot = bot
        # Games whose announcements stopped on a transient failure: retried by `retry_pending`.
        self.pending: set[int] = set()

    # ---------------------------------------------------------------- calls
    async def call(
        self, s: Session, fn: ThreadCall, *, what: str, must_arrive: bool = False
    ) -> bool:
        """Run `fn(thread)` against the game's thread: retried with backoff on transient
        failures, the thread unarchived or replaced when needed. True when done (or refused
        for good, which is logged); False when it should be tried again later. `must_arrive`
        (prompts): a refusal is tried again later too, since a game cannot go on without it."""
        delays = self.bot.settings.retry_delays
        for attempt in range(len(delays) + 1):
            # Retries may take long: the game's lease (several processes) must not run out.
            await self.bot.leases.renew(s)
            try:
                thread = await table.thread_of(self.bot, s)
                await fn(thread)
                return True
            except discord.Forbidden as error:
                log.warning("game %s: %s refused by Discord (%s)", s.row.id, what, error.code)
                return not must_arrive
            except discord.HTTPException as error:
                if error.code == THREAD_ARCHIVED:
                    await self._unarchive(s)
                    continue
                if isinstance(error, discord.NotFound) and error.code == UNKNOWN_CHANNEL:
                    try:
                        await self.replace_thread(s)
                    except discord.HTTPException as lost:
                        # Even the game's channel is gone: nothing to post to until a host
                        # moves the game; tried again later.
                        log.warning("game %s: no thread and no channel (%s)", s.row.id, lost)
                        return False
                    continue
                if not _is_transient(error):
                    log.warning("game %s: %s failed for good (%s)", s.row.id, what, error)
                    return not must_arrive
                log.info("game %s: %s failed (%s), attempt %d", s.row.id, what, error, attempt)
            except (TimeoutError, OSError) as error:
                log.info("game %s: %s failed (%r), attempt %d", s.row.id, what, error, attempt)
            if attempt < len(delays):
                await asyncio.sleep(delays[attempt])
        return False

    async def _unarchive(self, s: Session) -> None:
        thread = await table.thread_of(self.bot, s)
        if isinstance(thread, discord.Thread):
            try:
                await thread.edit(archived=False)
            except discord.HTTPException:
                log.info("game %s: could not unarchive the thread", s.row.id)

    async def replace_thread(self, s: Session) -> None:
        """The game's thread is gone (deleted by a moderator): open a new one in the game's
        channel, say why, and carry on there (the pin and the board are posted again)."""
        channel = await table.channel(self.bot, s.row.channel_id)
        title = table.title(s)
        notice = await channel.send(
            t("thread.replaced_thread", table.lang(s), game=title, id=s.row.id)
        )
        thread = await notice.create_thread(
            name=t("lobby.thread_name", table.lang(s), game=title, id=s.row.id),
            auto_archive_duration=10080,
        )
        await self.bot.storage.update_game(s.row.id, thread_id=thread.id)
        # Messages kept in the old thread cannot be edited any more.
        for kind in ("status", "board"):
            await self.bot.storage.delete_message(s.row.id, kind)
        await s.reload_row()
        log.warning("game %s: its thread was gone; moved to a new thread", s.row.id)
        if s.game is not None and table.plugin_of(s).renders:
            from bot.announce import render_image

            file = await render_image(s.row.game, s.game.view(None), table.raw_names(s))
            if file is not None:
                await thread.send(t("thread.board_again", table.lang(s)), file=file)

    # ---------------------------------------------------------------- settle
    async def settle(self, s: Session) -> None:
        """Carry out every pending effect of the game (caller holds the game's lock). With
        several processes, the one holding the game's lease does (bot/leases.py)."""
        if s.game is None or s.row.status not in ("active", "over"):
            return
        await self.bot.leases.run(s, self._settle)

    async def _settle(self, s: Session) -> None:
        if s.game is None or s.row.status not in ("active", "over"):
            return
        try:
            away = await self.bot.cadence.sync(s)
        except Exception:
            log.exception("game %s: could not store the waits", s.row.id)
            away = set()
        # Computer seats move whatever the posts below do.
        self.bot.flow.schedule_cpus(s, away)
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
        if s.game.is_over and not await ratings.record_finished(self.bot.storage, s):
            self.pending.add(s.row.id)  # the result is stored by the next try
        await self._present(s, away, merged, mover, here)
        seq = s.loaded.seq
        if s.row.id not in self.pending and s.row.settled_seq < seq:
            await self.bot.storage.mark_settled(s.row.id, seq)
            s.loaded.row = dataclasses.replace(s.loaded.row, settled_seq=seq)

    async def _announce_pending(self, s: Session) -> str | None:
        """Announce every move not yet announced, in order; the last move's line may be kept
        to join the next ping (returned)."""
        storage = self.bot.storage
        game = s.game
        assert game is not None
        done_up_to = await storage.announced(s.row.id)
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
            complete, merged = await self.bot.announcer.announce(s, outcome, last=last)
            if not complete:
                self.pending.add(s.row.id)
                return None
            await storage.mark_announced(s.row.id, seq)
            await self.bot.leases.renew(s)
        self.pending.discard(s.row.id)
        s.loaded.outcomes.clear()
        return merged

    async def _rebuild(self, s: Session, seq: int) -> Outcome:
        stored = await self.bot.storage.actions(s.row.id)
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
            await self.bot.pins.update(s)
        except Exception:
            log.exception("game %s: could not update the pinned status", s.row.id)
        if game.is_over or s.row.status != "active":
            await self.bot.prompts.flush_notes(s)
            return
        now = game.view(None)
        prompts = self.bot.prompts
        if now.get("decision") == "sealed":
            # The lock-in list from the start of a sealed decision (edited in place later).
            lockin = self.bot.announcer.lockin
            await self.call(s, lambda thread: lockin(s, thread, now), what="the lock-in list")
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
            storage = self.bot.storage
            await self.call(
                s, lambda thread: running.add(storage, s, thread, part, text), what="a move line"
            )

    async def retry_pending(self) -> None:
        """Games whose effects stopped (a failure, a crash): settle them again."""
        ids = set(self.pending) | set(await self.bot.storage.games_unsettled())
        for game_id in sorted(ids):
            try:
                async with self.bot.sessions.open(game_id) as s:
                    await self.settle(s)
            except Exception:
                log.exception("game %s: effects could not be carried out", game_id)
