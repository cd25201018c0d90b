"""The running message: consecutive lines in a game's thread are one message, edited as they come.

A thread is read for weeks, so it stays quiet: the lines of moves that need no one's attention
(computer moves, the tiles of a turn, the cards of a trick, a lock-in list) are joined into one
message, edited in place as they come, and the first image closes it (attached to it). Any other
message in the thread (a ping, a person's chat) closes it too: the running message goes on only
while it is the thread's latest message, so lines never appear above something said later.

The message's parts are stored with it (`messages`, kind "running"), each under the key of the
announcement step that made it: a retry or a restart recomputes the same content, so a part is
never added twice, and a part can be replaced in place (a lock-in list as players lock in).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord

if TYPE_CHECKING:
    from bot.session import Session
    from bot.storage import Storage

log = logging.getLogger("whistlestop.running")

RUNNING = "running"
# Discord allows 2,000 characters in a message; a running message that would grow past this
# starts a new one.
LIMIT = 1900
UNKNOWN_CHANNEL = 10003


def content_of(parts: list[tuple[str, str]]) -> str:
    return "\n".join(text for _, text in parts if text)


def _latest(thread: Any, message_id: int) -> bool:
    """Whether the message is still the thread's latest: nothing newer was seen in it (ids grow
    with time; the gateway may not have told us of our own message yet)."""
    last = getattr(thread, "last_message_id", None)
    return last is None or last <= message_id


async def _stored(storage: Storage, game_id: int) -> tuple[int, int, list[tuple[str, str]]] | None:
    found = await storage.get_message(game_id, RUNNING)
    if found is None:
        return None
    channel_id, message_id, token = found
    try:
        parts = [(str(k), str(v)) for k, v in json.loads(token)]
    except (ValueError, TypeError):
        return None
    return channel_id, message_id, parts


async def add(
    storage: Storage,
    s: Session,
    thread: Any,
    key: str,
    text: str,
    *,
    file: discord.File | None = None,
) -> int:
    """Add (or replace) the part `key` of the game's running message in `thread`, or start a
    new message; `file` attaches an image and closes the message. Returns the message id."""
    game_id = s.row.id
    current = await _stored(storage, game_id)
    if current is not None:
        channel_id, message_id, parts = current
        if channel_id == getattr(thread, "id", None) and _latest(thread, message_id):
            known = dict(parts)
            if known.get(key) == text and file is None:
                return message_id  # already there (a retry)
            if key in known:
                parts = [(k, text if k == key else v) for k, v in parts]
            else:
                parts.append((key, text))
            content = content_of(parts)
            if len(content) <= LIMIT:
                try:
                    message = thread.get_partial_message(message_id)
                    if file is not None:
                        await message.edit(content=content, attachments=[file])
                        await storage.delete_message(game_id, RUNNING)
                    else:
                        await message.edit(content=content)
                        await _put(storage, game_id, channel_id, message_id, parts)
                    return message_id
                except discord.NotFound as error:
                    if error.code == UNKNOWN_CHANNEL:
                        raise  # the thread is gone: repaired by the caller
                    log.info("game %s: the running message was deleted", game_id)
    # A new message.
    message = await (thread.send(text, file=file) if file is not None else thread.send(text))
    if file is not None:
        await storage.delete_message(game_id, RUNNING)
    else:
        await _put(storage, game_id, message.channel.id, message.id, [(key, text)])
    return int(message.id)


async def replace_in(
    storage: Storage, s: Session, thread: Any, message_id: int, key: str, old: str, new: str
) -> bool:
    """Replace the part `key` (reading `old`) with `new` in a message that may no longer be the
    running one (a lock-in list above a ping). False if the message is gone."""
    current = await _stored(storage, s.row.id)
    if current is not None and current[1] == message_id:
        await add(storage, s, thread, key, new)
        return True
    try:
        message = await thread.fetch_message(message_id)
    except discord.NotFound as error:
        if error.code == UNKNOWN_CHANNEL:
            raise
        return False
    content = message.content or ""
    updated = content.replace(old, new, 1) if old and old in content else new
    if updated != content:
        await message.edit(content=updated)
    return True


async def rewrite(
    storage: Storage,
    game_id: int,
    thread: Any,
    message_id: int,
    key: str,
    edit: Callable[[str], str],
) -> bool:
    """Rewrite the part `key` of a message posted in the thread with `edit`, in place (never a
    new message, whatever was said since): in the running message only that part (its stored
    parts follow); in a message that is no longer the running one, its whole text. False if
    the message is gone."""
    current = await _stored(storage, game_id)
    try:
        if current is not None and current[1] == message_id:
            channel_id, _, parts = current
            parts = [(k, edit(v) if k == key else v) for k, v in parts]
            await thread.get_partial_message(message_id).edit(content=content_of(parts))
            await _put(storage, game_id, channel_id, message_id, parts)
            return True
        message = await thread.fetch_message(message_id)
        content = message.content or ""
        if edit(content) != content:
            await message.edit(content=edit(content))
        return True
    except discord.NotFound as error:
        if error.code == UNKNOWN_CHANNEL:
            raise  # the thread is gone: repaired by the caller
        return False


async def start(storage: Storage, game_id: int, message: Any, key: str, text: str) -> None:
    """A message the platform just posted (a ping) is the running message from now on: the
    lines of the moves that follow join it, under the ping, until an image closes it."""
    await _put(storage, game_id, message.channel.id, message.id, [(key, text)])


async def close(storage: Storage, game_id: int) -> None:
    """Lines from now on start a new message (the thread moved on)."""
    await storage.delete_message(game_id, RUNNING)


async def _put(
    storage: Storage, game_id: int, channel_id: int, message_id: int, parts: list[tuple[str, str]]
) -> None:
    await storage.put_message(
        game_id, RUNNING, channel_id, message_id, token=json.dumps(parts, ensure_ascii=False)
    )
