"""docker-compose.yml parses as YAML (anchors and merge keys as Compose reads them), publishes
the web process's port, runs `python -m bot web` there, gives every bot process a web port for
its /healthz, and checks each with a health check that really asks /healthz: the check's own
command, run against a web server that is ready and one that is not."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

import yaml

from bot.storage import Storage
from web.server import WebServer

ROOT = Path(__file__).resolve().parents[1]
GUARD = 120.0  # a hang guard for the check's process, never a budget


def compose() -> dict[str, Any]:
    loaded = yaml.safe_load((ROOT / "docker-compose.yml").read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def test_the_web_process_is_published_and_every_process_serves_healthz():
    services = compose()["services"]
    web = services["web"]
    assert web["command"] == ["python", "-m", "bot", "web"]
    assert "8080:8080" in web["ports"]
    processes = {name: s for name, s in services.items() if name != "db"}
    assert {"bot-0", "bot-1", "bot-2", "web"} <= set(processes)
    for name, service in processes.items():
        assert service["environment"]["WHISTLESTOP_WEB_PORT"] == "8080", name
        assert service["environment"]["DATABASE_URL"].startswith("postgresql://"), name
        check = service["healthcheck"]["test"]
        assert check[0] == "CMD" and "http://127.0.0.1:8080/healthz" in " ".join(check), name
    # Only the web process is reachable from outside; the bots' ports stay in the network.
    assert [name for name, s in processes.items() if s.get("ports")] == ["web"]


async def _check(port: int) -> int:
    """The health check's own command, against `port`: its exit status."""
    command = compose()["services"]["web"]["healthcheck"]["test"]
    assert command[:3] == ["CMD", "python", "-c"]
    code = command[3].replace("127.0.0.1:8080", f"127.0.0.1:{port}")
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-c", code, stderr=asyncio.subprocess.DEVNULL
    )
    async with asyncio.timeout(GUARD):
        return await process.wait()


async def test_the_health_check_passes_when_ready_and_fails_when_not(tmp_path):
    storage = await Storage.open(str(tmp_path / "compose.sqlite3"))
    ready = WebServer(storage)
    unready = WebServer(storage, gateway=lambda: {"ok": False, "latency_ms": None})
    try:
        assert await _check(await ready.start("127.0.0.1", 0)) == 0
        assert await _check(await unready.start("127.0.0.1", 0)) != 0
    finally:
        await ready.stop()
        await unready.stop()
        await storage.close()
