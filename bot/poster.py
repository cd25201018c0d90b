"""Posting to a game's thread, whatever Discord does meanwhile: the one way every service sends
to a thread. Transient failures (5xx, rate limits, network) are retried with backoff and, if they
persist, reported so the caller tries again later (bot/effects.py); a thread that was archived is
unarchived, a deleted thread is replaced; a refusal (403) is logged with the game id and skipped.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot import metrics, table
from bot.images import render_image
from bot.leases import Leases
from bot.session import Session
from bot.storage import Storage
from text import t

log = logging.getLogger("whistlestop.effects")

ThreadCall = Callable[[Any], Awaitable[object]]
UNKNOWN_CHANNEL = 10003
THREAD_ARCHIVED = 50083


def is_transient(error: BaseException) -> bool:
    if isinstance(error, discord.DiscordServerError | asyncio.TimeoutError | OSError):
        return True
    # A 5xx is Discord's trouble, not a refusal, whichever class the HTTP layer raised it as.
    return isinstance(error, discord.HTTPException) and (error.status == 429 or error.status >= 500)


class Poster:
    """Calls against a game's thread. `client` reaches Discord's channels; `retry_delays` are
    the waits between tries (Settings.retry_delays)."""

    def __init__(
        self,
        *,
        client: discord.Client,
        storage: Storage,
        leases: Leases,
        retry_delays: tuple[float, ...],
    ) -> None:
        self.client = client
        self.storage = storage
        self.leases = leases
        self.retry_delays = retry_delays
        # What else a new thread needs (a host's open question posted again: bot/seats.py).
        self.after_new_thread: list[Callable[[Session], Awaitable[None]]] = []

    async def call(
        self, s: Session, fn: ThreadCall, *, what: str, must_arrive: bool = False
    ) -> bool:
        """Run `fn(thread)` against the game's thread: retried with backoff on transient
        failures, the thread unarchived or replaced when needed. True when done (or refused
        for good, which is logged); False when it should be tried again later. `must_arrive`
        (prompts): a refusal is tried again later too, since a game cannot go on without it."""
        delays = self.retry_delays
        for attempt in range(len(delays) + 1):
            # Retries may take long: the game's lease (several processes) must not run out.
            await self.leases.renew(s)
            try:
                thread = await table.thread_of(self.client, s)
                await fn(thread)
                return True
            except discord.Forbidden as error:
                metrics.discord_error(error)
                log.warning("game %s: %s refused by Discord (%s)", s.row.id, what, error.code)
                return not must_arrive
            except discord.HTTPException as error:
                metrics.discord_error(error)
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
                if not is_transient(error):
                    log.warning("game %s: %s failed for good (%s)", s.row.id, what, error)
                    return not must_arrive
                log.info("game %s: %s failed (%s), attempt %d", s.row.id, what, error, attempt)
            except (TimeoutError, OSError) as error:
                metrics.discord_error(error)
                log.info("game %s: %s failed (%r), attempt %d", s.row.id, what, error, attempt)
            if attempt < len(delays):
                await asyncio.sleep(delays[attempt])
        return False

    async def _unarchive(self, s: Session) -> None:
        thread = await table.thread_of(self.client, s)
        if isinstance(thread, discord.Thread):
            try:
                await thread.edit(archived=False)
            except discord.HTTPException:
                log.info("game %s: could not unarchive the thread", s.row.id)

    async def replace_thread(self, s: Session) -> None:
        """The game's thread is gone (deleted by a moderator): open a new one in the game's
        channel, say why, and carry on there (the pin and the board are posted again)."""
        channel = await table.channel(self.client, s.row.channel_id)
        title = table.title(s)
        notice = await channel.send(
            t("thread.replaced_thread", table.lang(s), game=title, id=s.row.id)
        )
        thread = await notice.create_thread(
            name=t("lobby.thread_name", table.lang(s), game=title, id=s.row.id),
            auto_archive_duration=10080,
        )
        gone = s.row.thread_id
        await self.storage.update_game(s.row.id, thread_id=thread.id)
        # Messages kept in the old thread cannot be edited any more, and a ping there is no
        # prompt any more: forgotten, it is posted again in the new thread.
        for kind in ("status", "board", "running"):
            await self.storage.delete_message(s.row.id, kind)
        for seat in s.loaded.seats:
            sent = await self.storage.get_message(s.row.id, "prompt", seat.player)
            if sent is not None and sent[0] == gone:
                await self.storage.delete_message(s.row.id, "prompt", seat.player)
        await s.reload_row()
        log.warning("game %s: its thread was gone; moved to a new thread", s.row.id)
        if s.game is not None and table.plugin_of(s).renders:
            file = await render_image(s.row.game, s.game.view(None), table.raw_names(s))
            if file is not None:
                await thread.send(t("thread.board_again", table.lang(s)), file=file)
        for hook in self.after_new_thread:
            await hook(s)
