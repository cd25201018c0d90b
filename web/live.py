"""Live pages: a move stored by any process reaches the open pages within a second.

The web process does not hear the bot processes: it looks at the database. While pages are
open, one query every `interval` (0.25 s) asks the watched games' latest move, status and page
lookup (Storage.watched: the games' and the pages' keys, the actions' key, one query for up to
500 games; bench/bench_web.py measures it). A change wakes the game's open pages; each gets the
new part of the page as one server-sent event, built once per game, language and starting
move however many pages wait for it. A revoked link closes its pages' streams.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

from bot.storage import Storage, Watched

log = logging.getLogger("whistlestop.web")

INTERVAL = 0.25  # seconds between two looks at the watched games
HEARTBEAT = 20.0  # seconds of silence after which a comment keeps proxies from closing a stream

Build = Callable[[], Awaitable[str]]


class Channel:
    """One game's open pages: what was last seen of it, and a wake-up when it changes."""

    def __init__(self, seen: Watched | None) -> None:
        self.seen = seen
        self.version = 0  # how many changes were seen: a page compares it with its own
        self.pages = 0
        self._changed = asyncio.Event()
        self._payloads: dict[tuple[str, int, int], asyncio.Future[str]] = {}
        self._snapshots: dict[str, asyncio.Future[Any]] = {}

    def see(self, now: Watched | None) -> None:
        if now == self.seen:
            return
        self.seen = now
        self.version += 1
        self._payloads.clear()
        self._snapshots.clear()
        self._changed.set()
        self._changed = asyncio.Event()

    async def changed(self, version: int, timeout: float) -> bool:
        """Whether the game changed since `version`: at once if it did already (a change
        while the page was busy sending is not lost), else after waiting for one, at most
        `timeout` seconds."""
        if self.version == version:
            # A timeout around the wait, not wait_for: no task made per page and change.
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(timeout):
                    await self._changed.wait()
        return self.version != version

    async def snapshot(self, lang: str, build: Callable[[], Awaitable[Any]]) -> Any:
        """The game's story in `lang` as it stands since the latest change: read once for all
        the pages that wake up to it."""
        return await self._once(self._snapshots, lang, build)

    async def payload(self, lang: str, after: int, seq: int, build: Build) -> str:
        """The update to move `seq` for pages in `lang` that showed move `after`: built once
        for them all."""
        return await self._once(self._payloads, (lang, after, seq), build)

    @staticmethod
    async def _once(kept: dict[Any, asyncio.Future[Any]], key: Any, build: Any) -> Any:
        future = kept.get(key)
        if future is None:
            future = kept[key] = asyncio.ensure_future(build())
            future.add_done_callback(lambda done: done.cancelled() or done.exception())
        elif future.done() and not future.cancelled() and future.exception() is None:
            return future.result()  # built already: the other pages take it as it is
        return await asyncio.shield(future)


class Watcher:
    """Looks at the games that open pages show, `interval` seconds apart, while there are
    any: one indexed query for all of them."""

    def __init__(self, storage: Storage, interval: float = INTERVAL) -> None:
        self.storage = storage
        self.interval = interval
        self.channels: dict[int, Channel] = {}
        self._task: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        # What the looks cost (bench/bench_web.py): how many, and their total time.
        self.looks = 0
        self.look_seconds = 0.0

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    def open(self, game_id: int, seen: Watched | None) -> Channel:
        channel = self.channels.get(game_id)
        if channel is None:
            channel = self.channels[game_id] = Channel(seen)
        channel.pages += 1
        self._wake.set()
        return channel

    def close(self, game_id: int) -> None:
        channel = self.channels.get(game_id)
        if channel is not None:
            channel.pages -= 1
            if channel.pages <= 0:
                del self.channels[game_id]

    async def look(self) -> None:
        """One look at every watched game."""
        ids = sorted(self.channels)
        if not ids:
            return
        started = time.perf_counter()
        found = await self.storage.watched(ids)
        self.looks += 1
        self.look_seconds += time.perf_counter() - started
        for game_id in ids:
            channel = self.channels.get(game_id)
            if channel is not None:
                channel.see(found.get(game_id))

    async def _run(self) -> None:
        while True:
            if not self.channels:
                self._wake.clear()
                await self._wake.wait()
            await asyncio.sleep(self.interval)
            try:
                await self.look()
            except Exception:  # the database away for a moment: look again later
                log.warning("could not look at the watched games", exc_info=True)
