"""`python -m bot web`: the web server alone, against the database of the bot processes.

With several bot processes (docs/scaling.md) one web process serves every game: everything a
page shows is in the database. It opens the storage (and applies migrations the database lacks,
as a bot does), readies the texts and the plug-ins, and serves until stopped (Ctrl-C, SIGTERM).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sys

from bot import plugins
from bot.logs import setup_logging
from bot.settings import Settings
from bot.storage import Storage, StorageError
from text import CATALOGS
from web.server import DEFAULT_PORT, WebServer

log = logging.getLogger("whistlestop.web")


async def serve(settings: Settings, stop: asyncio.Event | None = None) -> None:
    storage = await Storage.open(settings.database)
    try:
        # The catalogs compiled in a child process (seconds of CPU), as the bot does.
        compiling = CATALOGS.prepare_elsewhere()
        plugins.discover()
        await compiling
        server = WebServer(storage, behind_proxy=settings.web_behind_proxy)
        server.draw_apart()
        port = await server.start(settings.web_host, settings.web_port or DEFAULT_PORT)
        log.info("Serving the games' pages on port %s", port)
        print(f"Whistlestop's pages are served on port {port} (Ctrl-C stops).", flush=True)
        stopping = stop or asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(signum, stopping.set)
        try:
            await stopping.wait()
        finally:
            await server.stop()
    finally:
        await storage.close()


def main(settings: Settings) -> int:
    setup_logging(settings.log_level)
    try:
        asyncio.run(serve(settings))
    except StorageError as error:
        print(f"Whistlestop cannot start: the database: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        print(f"Whistlestop cannot serve the pages: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        pass
    return 0
