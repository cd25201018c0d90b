"""The web pages' tests: the real bot on simcord (tests/bot/conftest.py's fixtures) and the web
server beside it on an ephemeral local port, on the bot's own storage, as in one process."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import Any

import aiohttp
import pytest

from bot import plugins
from bot.storage import Storage
from tests.bot import fakegame, faketrick
from tests.bot.conftest import (  # noqa: F401 - fixtures
    board_calls,
    database_url,
    db_path,
    locales,
    make_bot,
    rendered,
    settings,
    simcord_bot,
    simcord_env,
)
from tests.web.browser import chromium_session
from web.guard import RateLimit
from web.server import WebServer


@pytest.fixture(autouse=True)
def toy_games() -> Iterator[None]:
    """The platform's neutral test games registered beside the real ones (unchanged here:
    the pages show real games too)."""
    plugins.register(faketrick.PLUGIN)
    plugins.register(fakegame.PLUGIN)
    yield
    plugins.unregister(faketrick.PLUGIN.name)
    plugins.unregister(fakegame.PLUGIN.name)


@pytest.fixture
async def web_server(simcord_env) -> AsyncIterator[WebServer]:  # noqa: F811
    """The web server on the bot's storage, on 127.0.0.1 and a free port; pictures drawn in a
    thread (the fake renderer of `rendered` unless a test draws for real)."""
    server = WebServer(simcord_env.bot.storage, limit=RateLimit(rate=1000, burst=1000))
    await server.start("127.0.0.1", 0)
    yield server
    await server.stop()


@pytest.fixture
async def http(web_server) -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession(f"http://127.0.0.1:{web_server.port}") as session:
        yield session


@pytest.fixture
async def storage(tmp_path) -> AsyncIterator[Storage]:
    """A database of its own, for games stored as a bot would store them (tests/web/helpers.py)."""
    store = await Storage.open(str(tmp_path / "web.sqlite3"))
    yield store
    await store.close()


@pytest.fixture
async def site(storage) -> AsyncIterator[WebServer]:
    """The web server alone on that database (as `python -m bot web`), on a free local port."""
    server = WebServer(storage, limit=RateLimit(rate=1000, burst=1000), interval=0.05)
    await server.start("127.0.0.1", 0)
    yield server
    await server.stop()


@pytest.fixture
async def client(site) -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession(f"http://127.0.0.1:{site.port}") as session:
        yield session


@pytest.fixture(scope="session")
def chromium() -> Iterator[str]:
    """Chromium, started once per test process: its DevTools address (tests/web/browser.py)."""
    yield from chromium_session()


@pytest.fixture
async def browser(chromium) -> AsyncIterator[Any]:
    """Playwright connected to that Chromium in this test's event loop."""
    from playwright.async_api import async_playwright

    async with async_playwright() as driver:
        connected = await driver.chromium.connect_over_cdp(chromium)
        try:
            yield connected
        finally:
            for context in connected.contexts[1:]:  # the first is the browser's own
                await context.close()
            await connected.close()
