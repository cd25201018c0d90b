"""The stories of the games pages show, kept told: each game's story in a language is replayed
from the stored log once, then only the moves stored since are told (by whichever process
stored them). Bounded: the stories used least lately leave; one is rebuilt from the log on its
next use. The replay runs in a thread, never on the event loop, and under a lock per story, so
two pages asking at once tell each move once.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from bot import plugins
from bot.storage import GameRow, Seat, Storage
from web.story import Entry, Frame, Story

log = logging.getLogger("whistlestop.web")

STORIES = 48  # stories kept in memory (a few hundred kilobytes each, the views of its boards)


class Unavailable(Exception):
    """The game exists but cannot be shown: its game is not installed, or its log no longer
    replays (the bot reports that to its host)."""


@dataclass(frozen=True)
class Snapshot:
    """A story as it stands, with the game's row and seats now: what one page is made of."""

    row: GameRow
    seats: tuple[Seat, ...]
    lang: str
    seq: int
    view: dict[str, Any] | None  # the spectator's view now (None: a lobby)
    entries: tuple[Entry, ...]
    frames: tuple[Frame, ...]
    names: dict[str, str]  # display names by player (cleaned)
    stage_at: str | None
    plugin: plugins.GamePlugin

    @property
    def head(self) -> Frame | None:
        """The board now: the last picture if it shows this very move, else one drawn from
        the view now, with everything since the last board highlighted."""
        if self.view is None or not self.plugin.renders:
            return None
        boards = [f for f in self.frames if f.kind == "board"]
        if boards and boards[-1].seq == self.seq:
            return boards[-1]
        previous = boards[-1].view if boards else None
        last = self.frames[-1] if self.frames else None
        alt = last.alt if last is not None and last.seq == self.seq else ""
        return Frame(self.seq, "board", self.view, previous, alt, "")


class Library:
    def __init__(self, storage: Storage, capacity: int = STORIES) -> None:
        self.storage = storage
        self.capacity = capacity
        self._stories: OrderedDict[tuple[int, str], Story] = OrderedDict()
        self._locks: dict[tuple[int, str], asyncio.Lock] = {}

    async def snapshot(self, game_id: int, lang: str) -> Snapshot | None:
        """The game's story in `lang` up to its latest stored move; None if there is no
        such game (deleted meanwhile)."""
        key = (game_id, lang)
        lock = self._locks.setdefault(key, asyncio.Lock())
        async with lock:
            found = await self.storage.game_and_seq(game_id)
            if found is None:
                self._stories.pop(key, None)
                return None
            row, last = found
            seats = await self.storage.seats(game_id)
            story = await self._told(key, row, seats, last)
            view = story.view
            snap = Snapshot(
                row,
                tuple(seats),
                lang,
                story.seq,
                view,
                tuple(story.entries),
                tuple(story.frames),
                dict(story.names.by_player),
                story.stage_at,
                story.plugin,
            )
        if not lock.locked() and key not in self._stories:
            self._locks.pop(key, None)
        return snap

    async def _told(
        self, key: tuple[int, str], row: GameRow, seats: list[Seat], last: int
    ) -> Story:
        story = self._stories.get(key)
        if story is not None and (
            story.seq > last or (story.game is None) != (row.status == "lobby")
        ):
            story = None  # a lobby that started, or a log shorter than told: tell it again
        plugin = plugins.get(row.game)
        if plugin is None:
            raise Unavailable(f"game {row.id}: no plug-in for {row.game!r}")
        try:
            if story is None:
                story = await asyncio.to_thread(Story, plugin, row, seats, key[1])
            story.rename(row, seats)
            if story.seq < last:
                stored = await self.storage.actions(row.id, after=story.seq)
                await asyncio.to_thread(story.advance, stored)
        except Exception as error:
            self._stories.pop(key, None)
            log.warning("game %s: its page cannot be told: %r", row.id, error)
            raise Unavailable(repr(error)) from error
        self._stories[key] = story
        self._stories.move_to_end(key)
        while len(self._stories) > self.capacity:
            old, _ = self._stories.popitem(last=False)
            lock = self._locks.get(old)
            if lock is not None and not lock.locked():
                del self._locks[old]
        return story
