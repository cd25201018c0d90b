"""`python -m bot web`: the web server alone, in a process of its own, against the database a bot
process writes: it serves a game stored by another process, its live stream brings the moves
that process stores, and it stops quietly on Ctrl-C."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
from pathlib import Path

import aiohttp

from bot.storage import Storage
from tests.web.helpers import play, store_game
from tests.web.test_pages import events

ROOT = Path(__file__).resolve().parents[2]
# A hang guard for the process to start, never a budget: it compiles the catalogs first (or reads
# them from the user's cache), seconds of CPU that a loaded machine stretches to minutes.
GUARD = 600.0


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_the_web_process_serves_the_games_another_process_stores(tmp_path):
    database = tmp_path / "shared.sqlite3"
    storage = await Storage.open(str(database))
    port = free_port()
    env = {
        **os.environ,
        "WHISTLESTOP_DB": str(database),
        "WHISTLESTOP_WEB_PORT": str(port),
        "WHISTLESTOP_WEB_HOST": "127.0.0.1",
        "DATABASE_URL": "",
        "PYTHONPATH": str(ROOT),
    }
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        "web",
        cwd=tmp_path,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        assert process.stdout is not None
        async with asyncio.timeout(GUARD):
            line = (await process.stdout.readline()).decode()
        assert f"served on port {port}" in line, line
        stored = await store_game(storage, "santafe-cards", seed=4)
        await play(storage, stored, 5)
        async with aiohttp.ClientSession(f"http://127.0.0.1:{port}") as http:
            async with http.get("/healthz") as answer:
                health = await answer.json()
            assert answer.status == 200 and health["database"]["ok"] and health["gateway"] is None
            async with http.get(f"/g/{stored.token}") as answer:
                assert answer.status == 200 and "Ada" in await answer.text()
            async with http.get(f"/g/{stored.token}/events?after={stored.seq}") as stream:
                await play(storage, stored, 2)  # stored by this process, not the web's
                got = await events(stream, stored.seq)
            assert got[-1]["seq"] == stored.seq
        process.send_signal(signal.SIGINT)
        async with asyncio.timeout(GUARD):
            _, err = await process.communicate()
        assert process.returncode == 0, err.decode()
        assert b"Traceback" not in err
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
        await storage.close()
