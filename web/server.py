"""The web server: aiohttp on one port, in the bot's process (WHISTLESTOP_WEB_PORT) or alone
(`python -m bot web`). It only reads: every page comes from the database and the plug-ins."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from typing import Any

from aiohttp import web

from bot.storage import Storage
from web import guard
from web.boards import Boards
from web.guard import Gone, RateLimit
from web.health import Gateway, Health, Pending
from web.index import ServerPages
from web.library import Library
from web.live import INTERVAL, Watcher
from web.pages import STATIC, STATIC_TYPES
from web.routes import IMMUTABLE, GamePages

log = logging.getLogger("whistlestop.web")

DEFAULT_PORT = 8080


class WebServer:
    """The pages, the operator's endpoints and the static files, on `storage`."""

    def __init__(
        self,
        storage: Storage,
        *,
        gateway: Gateway | None = None,
        pending: Pending | None = None,
        boards: Boards | None = None,
        limit: RateLimit | None = None,
        behind_proxy: bool = False,
        interval: float = INTERVAL,
    ) -> None:
        self.storage = storage
        self.limit = limit or RateLimit()
        self.boards = boards or Boards()
        self.library = Library(storage)
        self.watcher = Watcher(storage, interval)
        self.health = Health(storage, gateway, pending)
        self.games = GamePages(storage, self.library, self.boards, self.watcher, self.limit)
        app = web.Application(
            middlewares=[guard.middleware(self.limit, behind_proxy)], client_max_size=1024
        )
        app.on_response_prepare.append(guard.secure_headers)
        app.add_routes(
            [
                web.get("/healthz", self.health.healthz),
                web.get("/metrics", self.health.metrics),
                web.get("/static/{name}", self.static),
                *self.games.routes(),
                *ServerPages(storage).routes(),
            ]
        )
        self.app = app
        self._runner: web.AppRunner | None = None
        self._drawing: asyncio.Task[None] | None = None
        self.port: int | None = None

    def draw_apart(self) -> None:
        """Draw the pictures in a process of the web's own, warming it up meanwhile (seconds
        of CPU there, none here): pictures asked for meanwhile are drawn there, cold."""
        if self._drawing is None:
            self._drawing = asyncio.get_running_loop().create_task(self.boards.pool.start())

    async def static(self, request: web.Request) -> web.Response:
        """One of the page's own files, by its exact name: nothing else is served."""
        name = request.match_info["name"]
        if name not in STATIC:
            raise Gone
        return web.Response(
            body=STATIC[name],
            headers={"Content-Type": STATIC_TYPES[name], "Cache-Control": IMMUTABLE},
        )

    async def start(self, host: str | None, port: int) -> int:
        """Listen on `host` (None: every interface) and `port` (0: any free one); the port."""
        self.health.loop.start()
        self.watcher.start()
        runner = web.AppRunner(
            self.app,
            access_log=None,
            # Passed on to each connection's request handler: small requests only.
            max_line_size=guard.MAX_LINE,
            max_field_size=guard.MAX_FIELD,
            max_headers=guard.MAX_HEADERS,
            shutdown_timeout=1.0,
        )
        await runner.setup()
        site = web.TCPSite(runner, host, port)
        await site.start()
        self._runner = runner
        self.port = int(runner.addresses[0][1]) if runner.addresses else port
        return self.port

    async def stop(self) -> None:
        if self._drawing is not None:
            self._drawing.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._drawing
        await self.watcher.stop()
        await self.health.loop.stop()
        runner, self._runner = self._runner, None
        if runner is not None:
            await runner.cleanup()
        self.boards.pool.stop()


def gateway_of(bot: Any) -> Gateway:
    """What /healthz says of the bot's connection to Discord."""

    def probe() -> dict[str, Any]:
        ready = bot.is_ready() and not bot.is_closed()
        latency = bot.latency
        ok_latency = latency == latency and latency != float("inf")  # not NaN, not inf
        return {
            "ok": bool(ready),
            "latency_ms": round(latency * 1000, 1) if ok_latency else None,
            "shards": sorted(getattr(bot, "shards", {}) or []) or None,
        }

    return probe


@contextlib.asynccontextmanager
async def beside(bot: Any) -> AsyncIterator[WebServer]:
    """The web server in the bot's process, on its storage (bot/core.py `run`)."""
    settings = bot.settings
    server = WebServer(
        bot.storage,
        gateway=gateway_of(bot),
        pending=lambda: len(bot.effects.pending),
        behind_proxy=settings.web_behind_proxy,
    )
    server.draw_apart()
    port = await server.start(settings.web_host, settings.web_port or DEFAULT_PORT)
    log.info("Serving the games' pages on port %s", port)
    if settings.public_url is None:
        log.warning(
            "WHISTLESTOP_PUBLIC_URL is not set: the pages are served, but the bot links none"
        )
    try:
        yield server
    finally:
        await server.stop()


@contextlib.asynccontextmanager
async def serve_demo(bot: Any, port: int) -> AsyncIterator[WebServer]:
    """The web server beside the demo's simulated bot (bot/demo.py): pictures in a thread."""
    server = WebServer(
        bot.storage, gateway=gateway_of(bot), pending=lambda: len(bot.effects.pending)
    )
    await server.start("127.0.0.1", port)
    try:
        yield server
    finally:
        await server.stop()
