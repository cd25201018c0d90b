"""A game's page and what it loads: the page, its pictures, its live stream (/g/<token>...).

Every address starts with the token: it is looked up first (by its hash, web/guard.py), the
same way for any token, and whatever is not there is the one 404.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from aiohttp import web

from bot.storage import Storage
from text import LANGUAGES, t
from web import pages
from web.boards import Boards, Key
from web.guard import CLIENT, Gone, RateLimit, busy_text
from web.library import Library, Snapshot, Unavailable
from web.live import HEARTBEAT, Watcher

log = logging.getLogger("whistlestop.web")

TOKEN_LIMIT = 128  # a longer token is cut before it is looked up (none is that long)
IMMUTABLE = "private, max-age=31536000, immutable"


def number(text: str, limit: int = 1_000_000) -> int:
    """A whole number from an address (Gone: anything else)."""
    if not (text.isascii() and text.isdecimal()) or len(text) > 7 or int(text) > limit:
        raise Gone
    return int(text)


class GamePages:
    def __init__(
        self, storage: Storage, library: Library, boards: Boards, watcher: Watcher, limit: RateLimit
    ) -> None:
        self.storage = storage
        self.library = library
        self.boards = boards
        self.watcher = watcher
        self.limit = limit

    def routes(self) -> list[web.RouteDef]:
        return [
            web.get("/g/{token}", self.page),
            web.get("/g/{token}/frame/{index}.png", self.frame),
            web.get("/g/{token}/now/{seq}.png", self.now),
            web.get("/g/{token}/events", self.events),
        ]

    async def _opened(self, request: web.Request) -> tuple[int, str, Snapshot]:
        """The game the token opens, the language asked for (else the game's), its story."""
        token = request.match_info["token"][:TOKEN_LIMIT]
        game_id = await self.storage.game_by_token(token)
        if game_id is None:
            raise Gone
        lang = request.query.get("lang", "")
        if lang not in LANGUAGES:
            row = await self.storage.game(game_id)
            if row is None:
                raise Gone
            lang = row.language if row.language in LANGUAGES else LANGUAGES[0]
        snap = await self.library.snapshot(game_id, lang)
        if snap is None:
            raise Gone
        return game_id, token, snap

    async def page(self, request: web.Request) -> web.Response:
        try:
            game_id, token, snap = await self._opened(request)
        except Unavailable:
            return self._unavailable(request)
        waits = await self.storage.waits(game_id)
        at_text = request.query.get("at", "")
        at = number(at_text) if at_text else None
        html = await asyncio.to_thread(pages.game_page, snap, waits, token, at)
        return web.Response(
            text=html, content_type="text/html", headers={"Cache-Control": "no-store"}
        )

    @staticmethod
    def _unavailable(request: web.Request) -> web.Response:
        lang = request.query.get("lang", "")
        lang = lang if lang in LANGUAGES else LANGUAGES[0]
        html = pages.message_page(
            lang, t("web.unavailable.title", lang), t("web.unavailable", lang)
        )
        return web.Response(status=503, text=html, content_type="text/html")

    async def _picture(self, key: Key, snap: Snapshot, frame: Any) -> web.Response:
        png = await self.boards.png(key, snap.row.game, frame, snap.names)
        return web.Response(
            body=png, content_type="image/png", headers={"Cache-Control": IMMUTABLE}
        )

    async def frame(self, request: web.Request) -> web.Response:
        try:
            game_id, _, snap = await self._opened(request)
        except Unavailable:
            raise Gone from None
        index = number(request.match_info["index"])
        if index >= len(snap.frames):
            raise Gone
        return await self._picture((game_id, "frame", index, snap.lang), snap, snap.frames[index])

    async def now(self, request: web.Request) -> web.Response:
        try:
            game_id, _, snap = await self._opened(request)
        except Unavailable:
            raise Gone from None
        seq = number(request.match_info["seq"])
        head = snap.head
        if head is None or seq > head.seq:
            raise Gone
        if seq < head.seq:
            # The game moved on between the page and its picture: the board now.
            here = f"{head.seq}.png?lang={snap.lang}"
            raise web.HTTPFound(here, headers={"Cache-Control": "no-store"})
        # The board now is often a posted board (the last, or before the final scores): drawn
        # and kept once, under that board's key.
        index = next((i for i, frame in enumerate(snap.frames) if frame is head), None)
        key: Key = (game_id, "now", seq, snap.lang)
        if index is not None:
            key = (game_id, "frame", index, snap.lang)
        return await self._picture(key, snap, head)

    async def events(self, request: web.Request) -> web.StreamResponse:
        """The live stream of an open page: an `update` event after each new move."""
        try:
            game_id, token, snap = await self._opened(request)
        except Unavailable:
            raise Gone from None
        client = request[CLIENT]
        if not self.limit.open_stream(client):
            return web.Response(status=429, text=busy_text(), headers={"Retry-After": "30"})
        try:
            return await self._stream(request, game_id, token, snap)
        finally:
            self.limit.close_stream(client)

    async def _stream(
        self, request: web.Request, game_id: int, token: str, snap: Snapshot
    ) -> web.StreamResponse:
        after_text = request.headers.get("Last-Event-ID") or request.query.get("after", "")
        after = number(after_text) if after_text else snap.seq
        response = web.StreamResponse(
            headers={
                "Content-Type": "text/event-stream; charset=utf-8",
                "Cache-Control": "no-store",
                "X-Accel-Buffering": "no",
            }
        )
        await response.prepare(request)
        lookup = (await self.storage.watched([game_id])).get(game_id)
        channel = self.watcher.open(game_id, lookup)
        version = channel.version
        # A move stored between reading the story and opening the channel: told at once.
        stale = channel.seen is not None and channel.seen.last_seq > snap.seq
        try:
            await response.write(b"retry: 3000\n\n")
            while snap.row.status == "active":
                if snap.seq > after:
                    payload = await channel.payload(
                        snap.lang, after, snap.seq, self._builder(game_id, token, snap, after)
                    )
                    await response.write(
                        f"id: {snap.seq}\nevent: update\ndata: {payload}\n\n".encode()
                    )
                    after = snap.seq
                    continue
                if not stale and not await channel.changed(version, HEARTBEAT):
                    await response.write(b": still here\n\n")
                    continue
                stale, version = False, channel.version
                seen = channel.seen
                if (
                    seen is None
                    or seen.lookup is None
                    or lookup is None
                    or seen.lookup != lookup.lookup
                ):
                    await response.write(b"event: gone\ndata: {}\n\n")
                    break
                fresh = await channel.snapshot(snap.lang, self._reader(game_id, snap.lang))
                if fresh is None:
                    break
                snap = fresh
            else:
                if snap.seq > after:  # the last move, then the stream ends with the game
                    payload = await self._update(game_id, token, snap, after)
                    await response.write(
                        f"id: {snap.seq}\nevent: update\ndata: {payload}\n\n".encode()
                    )
        except (ConnectionResetError, RuntimeError):
            pass  # the page was closed
        finally:
            self.watcher.close(game_id)
        return response

    def _reader(self, game_id: int, lang: str) -> Any:
        return lambda: self.library.snapshot(game_id, lang)

    def _builder(self, game_id: int, token: str, snap: Snapshot, after: int) -> Any:
        return lambda: self._update(game_id, token, snap, after)

    async def _update(self, game_id: int, token: str, snap: Snapshot, after: int) -> str:
        waits = await self.storage.waits(game_id)
        return await asyncio.to_thread(pages.update, snap, waits, token, after)
