"""A finished decision never stays a question: when a game ends, is cancelled, or a seat changes
hands, every live prompt of it is closed.

A DM prompt is edited into one line that says what was chosen, or that the game is over (or was
cancelled, or the seat is someone else's now), and loses its select; a thread ping (or the
notice for closed DMs) keeps its text and loses its button. Durably: each closing is stored
first (the prompt marked done at once, so nothing offers it again), then tried; one Discord
fails for now is tried again by the periodic check and after a restart (`retry`), until the
edit is taken or the message is gone. The text is fixed when the closing is owed, in the
reader's language, so a retry needs neither the game nor its lock.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Literal

import discord

from bot import table
from bot.poster import is_transient
from bot.storage import Close
from text import t

if TYPE_CHECKING:
    from bot.prompts import Prompts
    from bot.readers import Readers
    from bot.session import Session
    from bot.storage import Storage

log = logging.getLogger("whistlestop.closing")

DONE = "done:"
PING = "ping|"
Why = Literal["over", "cancelled"]


class Closer:
    """Closes a game's live prompts. Uses the storage (what is owed), the Discord client (the
    edits), the readers (each member's language) and the prompts (what a finished one says)."""

    def __init__(
        self, *, client: discord.Client, storage: Storage, readers: Readers, prompts: Prompts
    ) -> None:
        self.client = client
        self.storage = storage
        self.readers = readers
        self.prompts = prompts

    async def close_game(self, s: Session, why: Why) -> bool:
        """Close every live prompt of a game that is over or cancelled. True once every
        closing of the game is done; False when one waits for a retry."""
        closes: list[Close] = []
        players: list[str] = []
        for seat in s.loaded.seats:
            sent = await self.storage.get_message(s.row.id, "prompt", seat.player)
            if sent is None or sent[2].startswith(DONE):
                continue
            channel_id, message_id, key = sent
            players.append(seat.player)
            text = None if channel_id == s.row.thread_id else self._text(s, seat.player, key, why)
            closes.append(Close(s.row.id, channel_id, message_id, text))
        await self.storage.owe_closes(s.row.id, closes, players)
        return await self.retry(s.row.id)

    async def owe_seat(self, s: Session, player: str) -> None:
        """The seat's member hands it over: their live prompt is owed its closing ("someone
        else plays this seat now"), in their language. Called before the seat changes hands;
        `retry` carries it out."""
        sent = await self.storage.get_message(s.row.id, "prompt", player)
        seat = s.loaded.seat(player)
        if sent is None or sent[2].startswith(DONE) or seat is None:
            return
        channel_id, message_id, _ = sent
        text = None
        if channel_id != s.row.thread_id:
            reader = self.readers.of_seat(s, player)
            text = t("dm.seat_taken", reader, game=table.title(s, reader), id=s.row.id)
        await self.storage.owe_closes(s.row.id, [Close(s.row.id, channel_id, message_id, text)], [])

    def _text(self, s: Session, player: str, key: str, why: Why) -> str:
        """What a closed DM prompt says: the game was cancelled; or it is over, after what
        the player chose for that decision, or before they did."""
        reader = self.readers.of_seat(s, player)
        if why == "cancelled":
            return t("dm.cancelled", reader, game=table.title(s, reader), id=s.row.id)
        told = key.removeprefix(PING).rpartition(":")[2]
        answered = told.isdecimal() and s.loaded.token(player) > int(told)
        if answered:
            return f"{self.prompts.done_text(s, player)} {t('prompt.closed.over', reader)}"
        return t("prompt.closed.over_unanswered", reader, header=table.dm_header(s, reader))

    async def retry(self, game_id: int | None = None) -> bool:
        """Carry out the closings owed (of one game, or of every game): True when none is
        left; a closing Discord fails for now stays owed."""
        left = False
        for close in await self.storage.closes_owed(game_id):
            channel = self.client.get_partial_messageable(close.channel_id)
            message = channel.get_partial_message(close.message_id)
            try:
                if close.content is None:
                    await message.edit(view=None)
                else:
                    await message.edit(content=close.content, view=None)
            except (discord.NotFound, discord.Forbidden):
                log.info("game %s: a prompt to close is gone", close.game_id)
            except (discord.HTTPException, OSError, TimeoutError) as error:
                if is_transient(error) or getattr(error, "status", 0) >= 500:
                    log.info("game %s: could not close a prompt yet (%s)", close.game_id, error)
                    left = True
                    continue
                log.warning("game %s: a prompt could not be closed (%s)", close.game_id, error)
            await self.storage.close_done(close.game_id, close.message_id)
        return not left
