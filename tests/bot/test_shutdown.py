"""Stopping at any moment: `WhistlestopBot.close()` stops everything the bot started and returns,
from any point of its start or its run, and `python -m bot` exits.

The child processes are real and made to hang where it matters: a `sitecustomize` put on the
children's path stops every catalog-compiling child and every process of a pool (the renderer,
the thinking workers) as it starts, after writing its pid down, until it is killed. So a close
comes deterministically while the catalogs compile, while the renderer warms up (draws), while
a computer thinks; a Discord call that never answers stands for a post on its way. Every wait
of these tests on the bot is a hang guard (`GUARD`, far above the bound of bot/stopping.py), not
a timed assertion: the bound is measured by bench/bench_stop.py.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import dataclasses
import http.server
import json
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import discord
import pytest

from bot import core, stopping
from bot.core import create_bot
from bot.renderer import RENDERER
from bot.storage import Storage
from text.catalogs import Catalogs

# How long a test waits for the bot before it fails as hung (seconds): a guard, not a budget.
GUARD = 120.0

SITECUSTOMIZE = """
import os, signal, sys
from pathlib import Path

_folder = os.environ.get("WHISTLESTOP_TEST_STUCK")
_argv = " ".join(getattr(sys, "orig_argv", ()))
if _folder and ("spawn_main" in _argv or "compile_to_stdout" in _argv):
    kind = "compile" if "compile_to_stdout" in _argv else "pool"
    Path(_folder, f"{kind}-{os.getpid()}").write_text(_argv)
    while True:
        signal.pause()  # stuck until killed
"""


class Stuck:
    """The children that hang as they start (see the module's text), by kind and pid."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def pids(self, kind: str) -> list[int]:
        return [int(p.name.split("-")[1]) for p in self.folder.glob(f"{kind}-*")]

    async def started(self, kind: str, count: int = 1) -> list[int]:
        """Wait until `count` children of `kind` ("compile", "pool") hang: each writes its pid
        file as it starts (polled: the event is the file, a guard bounds the wait)."""
        async with asyncio.timeout(GUARD):
            while len(self.pids(kind)) < count:
                await asyncio.sleep(0.02)
        return self.pids(kind)

    async def gone(self) -> list[int]:
        """The stuck children still running once those killed have died (a kill takes effect
        a moment after it is sent): [] when every one is gone, else those left after the
        guard."""
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(GUARD):
                while self.alive():
                    await asyncio.sleep(0.02)
        return self.alive()

    def alive(self) -> list[int]:
        """The stuck children still running (a zombie, ended but not reaped yet, is not)."""
        found = []
        for kind in ("compile", "pool"):
            for pid in self.pids(kind):
                with contextlib.suppress(ChildProcessError):  # not a child of this process
                    os.waitpid(pid, os.WNOHANG)
                try:
                    state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
                except (FileNotFoundError, ProcessLookupError):
                    continue
                if state != "Z":
                    found.append(pid)
        return found


@pytest.fixture
def stuck(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Stuck]:
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(SITECUSTOMIZE)
    folder = tmp_path / "stuck"
    folder.mkdir()
    monkeypatch.setenv("WHISTLESTOP_TEST_STUCK", str(folder))
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(site), os.environ.get("PYTHONPATH", "")]))
    monkeypatch.setenv("WHISTLESTOP_CACHE", "")  # the catalogs compiled for real
    watch = Stuck(folder)
    yield watch
    for pid in watch.alive():  # a failed test leaves no stuck process behind
        os.kill(pid, signal.SIGKILL)


@pytest.fixture(autouse=True)
def quick_thinking(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WHISTLESTOP_CPU_THINK_MS", "20")


@pytest.fixture
def apart(settings: Any) -> Any:
    """The settings of a real start: the catalogs compiled in a child, the renderer warmed up
    in its process, one thinking process; no commands registered (no Discord here)."""
    return dataclasses.replace(
        settings, catalogs_apart=True, warm_renderer=True, think_processes=1, sync_commands=False
    )


@pytest.fixture
def fresh_catalogs(monkeypatch: pytest.MonkeyPatch) -> None:
    """Catalogs not compiled yet in this process: the start compiles every language."""
    monkeypatch.setattr(core, "CATALOGS", Catalogs())


async def _closed(bot: Any) -> None:
    """close(), within the guard; then nothing of the bot runs any more."""
    assert stopping.bound(stopping.steps_of(bot, bot.close)) <= stopping.BOUND
    await asyncio.wait_for(bot.close(), GUARD)
    assert not bot.started
    for task in bot.starting_tasks():
        assert task is None or task.done()
    thinking = getattr(bot, "thinking", None)
    assert not RENDERER.running and not (thinking and thinking.running)
    flow = getattr(bot, "flow", None)
    assert flow is None or flow.computers.busy == 0


async def test_close_while_the_start_waits_for_the_catalogs_compiling(stuck, apart, fresh_catalogs):
    bot = create_bot(apart)
    async with bot:
        setup = asyncio.get_running_loop().create_task(bot.setup_hook())
        await stuck.started("compile")
        assert not setup.done()  # waiting for English from the child
        await _closed(bot)
        assert setup.cancelled()
        assert await stuck.gone() == []


async def test_a_start_whose_database_cannot_open_stops(stuck, apart, fresh_catalogs, tmp_path):
    bot = create_bot(dataclasses.replace(apart, db_path=str(tmp_path)))  # a folder: no database

    async def start() -> None:
        async with bot:  # leaving it closes the bot, as `python -m bot` does
            await bot.setup_hook()

    with pytest.raises(Exception, match="unable to open"):
        await asyncio.wait_for(start(), GUARD)
    assert bot._compiling is not None and bot._compiling.done()
    assert not bot.started and not RENDERER.running
    assert await stuck.gone() == []


async def test_a_start_whose_commands_discord_refuses_stops(stuck, apart, make_bot):
    from simcord import Env

    # Every language here already: the commands' translations wait for each (a child stuck
    # compiling one would hold the start; the first test closes during that).
    await asyncio.to_thread(core.CATALOGS.prepare)
    bot = make_bot()
    bot.settings = dataclasses.replace(apart, sync_commands=True)
    env = Env(bot, settle_timeout=GUARD)
    env.inject_error("PUT", "/applications/*/commands", status=403, code=50001, times=None)
    with pytest.raises(discord.Forbidden, match="50001"):
        await env.start()
    await _closed(bot)
    assert await stuck.gone() == []


async def _set_up(bot: Any) -> None:
    """The bot's start without Discord: its services, storage, catalogs, children."""
    await asyncio.wait_for(bot.setup_hook(), GUARD)


async def _computer_game(bot: Any, seats: int = 3) -> int:
    """A game of the trick game whose seats are all strong computers, started."""
    storage: Storage = bot.storage
    game_id = await storage.create_game(
        guild_id=1, channel_id=2, host_id=3, game="tricks", options={}, seed=5, max_seats=seats
    )
    for n in range(1, seats + 1):
        await storage.add_seat(game_id, f"cpu:{n}", f"Computer {n}", "strong")
    async with bot.sessions.open(game_id) as s:
        await s.reload_row()
        await s.start()
    return game_id


async def test_close_while_the_renderer_warms_up_and_a_computer_thinks(stuck, apart):
    bot = create_bot(apart)
    async with bot:
        await _set_up(bot)
        game_id = await _computer_game(bot)
        async with bot.sessions.open(game_id) as s:
            bot.flow.schedule_cpus(s)  # each computer: a slot, its game read, a think sent
        # The renderer's process, warming up, and the thinking worker: both never answer.
        await stuck.started("pool", count=2)
        assert bot.flow.computers.busy == 3
        await _closed(bot)
        assert await stuck.gone() == []


async def test_close_while_a_computer_moves_announcement_is_on_its_way(apart, monkeypatch):
    settings = dataclasses.replace(
        apart, catalogs_apart=False, warm_renderer=False, think_processes=0
    )
    bot = create_bot(settings)
    posting = asyncio.Event()

    async def never_answers(*args: Any, **kwargs: Any) -> Any:
        posting.set()
        await asyncio.Future()  # Discord never answers

    async with bot:
        await _set_up(bot)
        monkeypatch.setattr(bot.http, "request", never_answers)
        game_id = await _computer_game(bot)
        async with bot.sessions.open(game_id) as s:
            bot.flow.schedule_cpus(s)
        await asyncio.wait_for(posting.wait(), GUARD)  # a move stored, its post on its way
        assert await bot.storage.actions(game_id)
        assert bot.flow.computers.busy
        await _closed(bot)


async def test_the_stop_is_bounded_by_its_steps(settings):
    bot = create_bot(dataclasses.replace(settings, sync_commands=False))
    steps = stopping.steps_of(bot, bot.close)
    assert [s.what for s in steps][-1] == "the database"  # the start may open it meanwhile
    async with bot:
        await _set_up(bot)
        steps = stopping.steps_of(bot, bot.close)
        assert stopping.bound(steps) == stopping.BOUND == 10.0  # what the docs promise
        assert [s.what for s in steps][-1] == "the database"
        await _closed(bot)


async def test_a_storage_opened_after_the_stop_began_is_closed(settings):
    """close() decides its steps at once, then cancels the start at its next turn of the loop:
    a start that opened the storage in between still has it closed (CI caught it left open)."""
    bot = create_bot(dataclasses.replace(settings, sync_commands=False))
    async with bot:
        # Before the start opened anything; Discord closed as discord.py does, not again by us.
        steps = stopping.steps_of(bot, super(core.WhistlestopBot, bot).close)
        await _set_up(bot)
        assert bot.started
        await stopping.run(steps)
        assert not bot.started


# ------------------------------------------------------------------ `python -m bot`, for real
ROOT = Path(__file__).resolve().parents[2]
APP_ID = "123456789012345678"
TOKEN = base64.b64encode(APP_ID.encode()).decode().rstrip("=") + ".GhIjKl.fake-secret"
USER = {"id": APP_ID, "username": "whistlestop", "discriminator": "0", "avatar": None, "bot": True}
APPLICATION = {
    "id": APP_ID,
    "name": "whistlestop",
    "description": "",
    "icon": None,
    "bot_public": True,
    "bot_require_code_grant": False,
    "verify_key": "0",
    "flags": 0,
    "owner": USER,
}


class _Discord:
    """A local stand-in for Discord's API: it knows the bot and its application, and refuses
    to register its commands (403)."""

    def __init__(self) -> None:
        self.requests: list[str] = []
        stand_in = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def _answer(self, status: int, body: object) -> None:
                stand_in.requests.append(f"{self.command} {self.path}")
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:
                if self.path.endswith("/users/@me"):
                    self._answer(200, USER)
                elif self.path.endswith("/oauth2/applications/@me"):
                    self._answer(200, APPLICATION)
                else:
                    self._answer(404, {"message": "Unknown", "code": 0})

            def do_PUT(self) -> None:
                self._answer(403, {"message": "Missing Access", "code": 50001})

            def log_message(self, *args: object) -> None:
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/api/v10"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def discord_api() -> Iterator[_Discord]:
    api = _Discord()
    yield api
    api.stop()


def _bot_process(tmp_path: Path, api: str, **env: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={
            "PATH": os.environ.get("PATH", ""),
            "HOME": os.environ.get("HOME", str(tmp_path)),
            "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
            "DISCORD_TOKEN": TOKEN,
            "WHISTLESTOP_DB": str(tmp_path / "db.sqlite3"),
            "WHISTLESTOP_TEST_DISCORD_API": api,
            "WHISTLESTOP_LOGIN_RETRY_DELAYS": "0",
            **env,
        },
        stderr=subprocess.PIPE,
        text=True,
    )


def test_the_process_exits_in_one_line_when_discord_refuses_its_commands(tmp_path, discord_api):
    proc = _bot_process(tmp_path, discord_api.url)
    _, err = proc.communicate(timeout=GUARD)  # a hang guard
    assert proc.returncode == 1, err
    assert "Traceback" not in err, err
    last = err.strip().splitlines()[-1]
    assert last.startswith("Whistlestop cannot start: Discord refused to register its commands")
    assert "HTTP 403" in last and "applications.commands" in last
    assert any(r.startswith("PUT ") for r in discord_api.requests)


def test_the_process_stops_on_sigterm_while_its_start_waits_for_a_child(
    tmp_path, discord_api, stuck
):
    """SIGTERM (a service manager, `docker stop`) while the start waits for the catalogs from
    their child process, stuck: the bot stops at once, the child killed, exit code 0."""
    proc = _bot_process(
        tmp_path,
        discord_api.url,
        PYTHONPATH=os.pathsep.join([str(ROOT), os.environ["PYTHONPATH"]]),
        WHISTLESTOP_TEST_STUCK=os.environ["WHISTLESTOP_TEST_STUCK"],
        WHISTLESTOP_CACHE="",
    )
    try:
        asyncio.run(stuck.started("compile"))
        assert proc.poll() is None
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=GUARD)  # a hang guard
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert "Traceback" not in err, err
    assert "Stopped in" in err
    assert asyncio.run(stuck.gone()) == []
