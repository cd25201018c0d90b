"""How long `WhistlestopBot.close()` takes from the moments that used to hang, and how long the
`python -m bot` process takes to exit on SIGTERM, against the bound of bot/stopping.py.

Run by hand: `.venv/bin/python bench/bench_stop.py [--runs 5]`. No Discord: the bot is set up
without connecting (its services, storage, catalogs, children), or started as a process against
a local stand-in of Discord's API that knows the bot and never answers the command
registration. The children are real and made to hang as they start (a `sitecustomize` on
their path, as tests/bot/test_shutdown.py does), so each close comes at the same point:

- `compiling`: during the start, waiting for English from the catalogs' child process;
- `thinking`: set up, three computers thinking in a worker that never answers, the renderer
  warming up in a process that never answers;
- `posting`: set up, a computer's move stored, its announcement waiting for Discord forever;
- `idle`: set up, nothing running;
- `sigterm`: `python -m bot` waiting for the catalogs' child, from SIGTERM to its exit.

Prints, per moment, the fastest, median and slowest of `--runs` stops, and the bound.

Measured 2026-12-03 on the 2-core machine (load average 10-13 from other work), `--runs 5`:
    compiling  min  11.4 ms  median  15.5 ms  max   37.3 ms
    thinking   min   9.4 ms  median  19.5 ms  max   26.8 ms
    posting    min   6.8 ms  median   9.7 ms  max  111.0 ms
    idle       min  10.8 ms  median  12.8 ms  max   40.7 ms
    sigterm    min 586.1 ms  median 871.2 ms  max 1262.5 ms  (the close itself ~20 ms: the rest
               is the interpreter's own exit, after the log's "Stopped in")
against a bound of 10 s. Before: a close during the start left the compiling child and the
set-up running, and a pool merely shut down made the interpreter's exit wait for its job.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import http.server
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot import core, plugins, stopping  # noqa: E402
from bot.core import create_bot  # noqa: E402
from bot.settings import Settings  # noqa: E402
from text.catalogs import Catalogs  # noqa: E402

SITECUSTOMIZE = """
import os, signal, sys
from pathlib import Path
_folder = os.environ.get("WHISTLESTOP_TEST_STUCK")
_argv = " ".join(getattr(sys, "orig_argv", ()))
if _folder and ("spawn_main" in _argv or "compile_to_stdout" in _argv):
    Path(_folder, str(os.getpid())).write_text(_argv)
    while True:
        signal.pause()
"""


async def appeared(folder: Path, count: int) -> None:
    """Until `count` stuck children wrote their pid (polled; they start in a second or two)."""
    while len(list(folder.iterdir())) < count:
        await asyncio.sleep(0.01)


def settings(folder: Path, **changes: Any) -> Settings:
    return dataclasses.replace(
        Settings(
            token=None,
            db_path=str(folder / "db.sqlite3"),
            cpu_delay=0.0,
            cadence_interval=0,
            sync_commands=False,
            think_processes=1,
            gc_freeze=False,
        ),
        **changes,
    )


async def computer_game(bot: Any) -> None:
    storage = bot.storage
    gid = await storage.create_game(
        guild_id=1, channel_id=2, host_id=3, game="santafe-cards", options={}, seed=5, max_seats=3
    )
    for n in (1, 2, 3):
        await storage.add_seat(gid, f"cpu:{n}", f"Computer {n}", "strong")
    async with bot.sessions.open(gid) as s:
        await s.reload_row()
        await s.start()
        bot.flow.schedule_cpus(s)


async def timed_close(bot: Any) -> float:
    began = time.perf_counter()
    await bot.close()
    return time.perf_counter() - began


async def compiling(folder: Path, stuck: Path) -> float:
    kept, core.CATALOGS = core.CATALOGS, Catalogs()  # compiled again, in the child that hangs
    try:
        bot = create_bot(settings(folder))
        async with bot:
            setup = asyncio.get_running_loop().create_task(bot.setup_hook())
            await appeared(stuck, 1)
            took = await timed_close(bot)
            assert setup.cancelled()
        return took
    finally:
        core.CATALOGS = kept


async def thinking(folder: Path, stuck: Path) -> float:
    bot = create_bot(settings(folder, catalogs_apart=False))
    async with bot:
        await bot.setup_hook()
        await computer_game(bot)
        await appeared(stuck, 2)  # the renderer and the thinking worker
        return await timed_close(bot)


async def posting(folder: Path, stuck: Path) -> float:
    bot = create_bot(settings(folder, catalogs_apart=False, warm_renderer=False, think_processes=0))
    reached = asyncio.Event()

    async def never_answers(*args: Any, **kwargs: Any) -> Any:
        reached.set()
        await asyncio.Future()

    async with bot:
        await bot.setup_hook()
        bot.http.request = never_answers  # type: ignore[method-assign]
        await computer_game(bot)
        await reached.wait()
        return await timed_close(bot)


async def idle(folder: Path, stuck: Path) -> float:
    bot = create_bot(settings(folder, catalogs_apart=False, warm_renderer=False))
    async with bot:
        await bot.setup_hook()
        return await timed_close(bot)


USER = {"id": "123456789012345678", "username": "w", "discriminator": "0", "avatar": None}
APPLICATION = {
    **USER,
    "name": "w",
    "description": "",
    "icon": None,
    "bot_public": True,
    "bot_require_code_grant": False,
    "verify_key": "0",
    "flags": 0,
    "owner": USER,
}


class StandIn(http.server.BaseHTTPRequestHandler):
    """Knows the bot and its application (login); the start then waits for the catalogs."""

    def do_GET(self) -> None:
        answer = APPLICATION if self.path.endswith("/applications/@me") else USER
        body = json.dumps(answer).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


def sigterm(folder: Path, stuck: Path) -> float:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), StandIn)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    token = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GhIjKl.fake-secret"
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot"],
        cwd=folder,
        env={
            **os.environ,
            "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ["PYTHONPATH"]]),
            "DISCORD_TOKEN": token,
            "WHISTLESTOP_DB": str(folder / "db.sqlite3"),
            "WHISTLESTOP_TEST_DISCORD_API": f"http://127.0.0.1:{server.server_address[1]}/api/v10",
        },
        stderr=subprocess.DEVNULL,
    )
    try:
        asyncio.run(appeared(stuck, 1))
        began = time.perf_counter()
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=120)
        return time.perf_counter() - began
    finally:
        if proc.poll() is None:
            proc.kill()
        server.shutdown()


def once(moment: Callable[[Path, Path], Awaitable[float] | float]) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        site, stuck = folder / "site", folder / "stuck"
        site.mkdir()
        stuck.mkdir()
        (site / "sitecustomize.py").write_text(SITECUSTOMIZE)
        os.environ["PYTHONPATH"] = os.pathsep.join([str(site), os.environ.get("PYTHONPATH", "")])
        os.environ["WHISTLESTOP_TEST_STUCK"] = str(stuck)
        os.environ["WHISTLESTOP_CACHE"] = ""
        try:
            result = moment(folder, stuck)
            took = asyncio.run(result) if asyncio.iscoroutine(result) else result
            assert isinstance(took, float)
            return took
        finally:
            for pid_file in stuck.iterdir():  # none should be left: kill any that is
                try:
                    os.kill(int(pid_file.name), signal.SIGKILL)
                    print(f"  a stuck child was left running: {pid_file.name}")
                except ProcessLookupError:
                    pass


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    plugins.discover()
    os.environ.setdefault("WHISTLESTOP_CPU_THINK_MS", "20")
    base = os.environ.get("PYTHONPATH", "")
    print(f"bound of a stop (bot/stopping.py): {stopping.BOUND:g} s; {args.runs} runs each")
    moments = {
        "compiling": compiling,
        "thinking": thinking,
        "posting": posting,
        "idle": idle,
        "sigterm": sigterm,
    }
    for name, moment in moments.items():
        took = []
        for _ in range(args.runs):
            took.append(once(moment))
            os.environ["PYTHONPATH"] = base
        print(
            f"{name:10} min {1000 * min(took):7.1f} ms  median"
            f" {1000 * statistics.median(took):7.1f} ms  max {1000 * max(took):7.1f} ms"
        )


if __name__ == "__main__":
    main()
