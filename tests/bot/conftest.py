"""Fixtures: the real bot on simcord, the neutral test games (Toy Rails, a toy engine that
also stands in for Santa Fe's; the trick game, of another shape), a fake renderer, a temp
database."""

from __future__ import annotations

import dataclasses
from typing import Any

import discord
import pytest
import pytest_asyncio
import simcord.interactions
from simcord import Env

from bot import plugins
from bot.core import create_bot
from bot.settings import Settings
from tests.bot import fakegame, faketrick

PNG = b"\x89PNG\r\n\x1a\nfake"


@pytest.fixture(autouse=True)
def toy_santafe(request):
    """The platform's neutral test games under their own names for every test: Toy Rails
    (fakegame.py, fast and predictable) and the trick game (another shape). Santa Fe's
    Discord side runs over the toy engine (`SantaFeStandIn`) unless the test is marked
    `real_engine`."""
    plugins.register(faketrick.PLUGIN)
    plugins.register(fakegame.PLUGIN)
    real = plugins.get("santafe")
    assert real is not None
    if request.node.get_closest_marker("real_engine") is None:
        plugins.register(dataclasses.replace(real, engine=fakegame.SantaFeStandIn))
    yield
    plugins.register(real)
    plugins.unregister(faketrick.PLUGIN.name)
    plugins.unregister(fakegame.PLUGIN.name)


@pytest.fixture
def rendered(monkeypatch) -> list[dict[str, Any]]:
    """Every view the bot renders; the fake renderer records it and returns a tiny 'PNG'."""
    import render

    views: list[dict[str, Any]] = []

    def board_png(game_name: str, view: dict[str, Any], **kwargs: Any) -> bytes:
        views.append(view)
        return PNG

    monkeypatch.setattr(render, "board_png", board_png, raising=False)
    monkeypatch.setattr(render, "scores_png", board_png, raising=False)
    _fake_prompt_pictures(monkeypatch)
    return views


def _fake_prompt_pictures(monkeypatch: Any) -> list[dict[str, Any]]:
    """Prompt pictures (render/prompt.py) as the tiny fake PNG too, each call recorded."""
    import render.prompt

    calls: list[dict[str, Any]] = []

    def prompt_png(game_name: str, own: dict[str, Any], **kwargs: Any) -> bytes:
        calls.append({"game": game_name, "own": own, **kwargs})
        return PNG

    monkeypatch.setattr(render.prompt, "prompt_png", prompt_png)
    return calls


@pytest.fixture
def prompt_pictures(monkeypatch, rendered) -> list[dict[str, Any]]:
    """Every prompt picture the bot asks for, with its arguments (the PNG is a fake)."""
    return _fake_prompt_pictures(monkeypatch)


@pytest.fixture
def board_calls(monkeypatch) -> list[dict[str, Any]]:
    """Every board render with its keyword arguments (the fake PNG is enough for Discord)."""
    import render

    calls: list[dict[str, Any]] = []

    def board_png(game_name: str, view: dict[str, Any], **kwargs: Any) -> bytes:
        calls.append({"view": view, **kwargs})
        return b"\x89PNG\r\n\x1a\nfake"

    monkeypatch.setattr(render, "board_png", board_png, raising=False)
    monkeypatch.setattr(render, "scores_png", lambda *a, **k: b"\x89PNG\r\n\x1a\nfake")
    _fake_prompt_pictures(monkeypatch)
    return calls


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "whistlestop.sqlite3"


@pytest.fixture
def database_url() -> str | None:
    """None: the bot stores in the SQLite file db_path. A module overrides this fixture with
    `postgres_url` (tests/conftest.py) to run its tests on PostgreSQL."""
    return None


@pytest.fixture
def settings(db_path, database_url) -> Settings:
    # No periodic cadence tick: tests call bot.cadence.tick() after moving the clock.
    return Settings(
        token=None,
        db_path=str(db_path),
        database_url=database_url,
        cpu_delay=0.0,
        cadence_interval=0,
        warm_renderer=False,
        think_processes=0,  # computer players think in a thread: no processes per test bot
        catalogs_apart=False,  # one compilation in this process serves every test's bot
        seed=20261130,
        retry_delays=(0.0, 0.0),
        gc_freeze=False,  # freezing in a test process would keep every earlier test's bots
    )


@pytest.fixture
async def make_bot(settings, rendered):
    """Build bots on one database; their storage is closed at teardown (simcord never
    calls bot.close(), and an open aiosqlite thread would outlive the event loop)."""
    made = []

    def make():
        bot = create_bot(settings)
        made.append(bot)
        return bot

    yield make
    for bot in made:
        if bot.started:
            bot.cadence.stop()
            await bot.flow.stop()
            bot.thinking.stop()
            await bot.storage.close()


@pytest.fixture
def simcord_bot(make_bot):
    return make_bot()


# simcord gives up on a bot that has not settled after this many real seconds. A hang guard
# only (its default, 5 s, is a budget a loaded machine exceeds while rendering or compiling):
# the tests wait on simcord's settling, which is an event, and run on its virtual clock.
# It must stay under asyncpg's idle-connection timer (300 s): settling waits for every timer
# due before its guard, and that one is real, so a longer guard hangs the PostgreSQL tests.
SETTLE_GUARD = 120.0


@pytest_asyncio.fixture
async def simcord_env(simcord_bot, request):
    """simcord's own fixture, with SETTLE_GUARD unless a test's simcord marker says more."""
    marker = request.node.get_closest_marker("simcord")
    options = {"settle_timeout": SETTLE_GUARD, **(marker.kwargs if marker else {})}
    env = Env(simcord_bot, **options)
    await env.start()
    try:
        yield env
    finally:
        await env.shutdown()
        if env.check_errors:
            env._raise_errors_since(env._errors_acknowledged)


@pytest.fixture
def locales(monkeypatch) -> dict[int, str]:
    """Discord locales by user id (and by guild id for the server's locale): simcord sends
    every interaction as en-US, real clients send their own."""
    chosen: dict[int, str] = {}
    original = simcord.interactions.base_payload

    def base_payload(backend: Any, **kwargs: Any) -> Any:
        record, payload = original(backend, **kwargs)
        payload["locale"] = chosen.get(kwargs["user_id"], "en-US")
        if kwargs.get("guild_id") is not None:
            payload["guild_locale"] = chosen.get(kwargs["guild_id"], "en-US")
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", base_payload)
    return chosen


def select_values(message: Any) -> dict[str, str]:
    """{value: label} of the string selects on a message (simcord ResponseMessage or Message)."""
    out: dict[str, str] = {}
    rows = message.components
    for row in rows:
        children = row["components"] if isinstance(row, dict) else row.children
        for child in children:
            options = (
                child.get("options") if isinstance(child, dict) else getattr(child, "options", None)
            )
            for option in options or []:
                if isinstance(option, dict):
                    out[option["value"]] = option["label"]
                else:
                    out[option.value] = option.label
    return out


def _component_fields(message: Any, key: str) -> list[str]:
    """One field (custom_id, label) of every component of a message, where it is set."""
    out = []
    for row in message.components:
        children = row["components"] if isinstance(row, dict) else row.children
        for child in children:
            value = child.get(key) if isinstance(child, dict) else getattr(child, key, None)
            if value:
                out.append(value)
    return out


def custom_ids(message: Any) -> list[str]:
    return _component_fields(message, "custom_id")


def labels(message: Any) -> list[str]:
    return _component_fields(message, "label")


__all__ = ["PNG", "custom_ids", "discord", "labels", "select_values"]
