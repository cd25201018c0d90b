"""For operators: `GET /healthz` and `GET /metrics`.

/healthz is liveness and readiness in one JSON body: the event loop answers (this answer is
the proof, with how late its own ticks ran lately), the database answers a query, and the
gateway is connected (when this process runs the bot; `python -m bot web` has none). 200 when
ready, 503 when not; `?probe=live` is 200 as long as the loop answers. /metrics is Prometheus'
text format (bot/metrics.py): this process's counts, and what the database says of every
process's games when asked.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, generate_latest

from bot import metrics, plugins
from bot.storage import Storage

# What the bot says of its gateway (None: no gateway in this process), and of its effects.
Gateway = Callable[[], dict[str, Any]]
Pending = Callable[[], int]

TICK = 0.5  # seconds between two ticks of the loop monitor
DATABASE_TIMEOUT = 3.0


class LoopMonitor:
    """Ticks every TICK seconds and notes how late each tick came: a stalled loop shows."""

    def __init__(self) -> None:
        self.last = time.monotonic()
        self.lag = 0.0
        self.worst = 0.0  # the latest minute's worst lateness
        self._worst_since = self.last
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _run(self) -> None:
        while True:
            due = time.monotonic() + TICK
            await asyncio.sleep(TICK)
            now = time.monotonic()
            self.last, self.lag = now, max(0.0, now - due)
            if now - self._worst_since > 60:
                self.worst, self._worst_since = 0.0, now
            self.worst = max(self.worst, self.lag)


class Health:
    def __init__(
        self,
        storage: Storage,
        gateway: Gateway | None = None,
        pending: Pending | None = None,
    ) -> None:
        self.storage = storage
        self.gateway = gateway
        self.pending = pending
        self.loop = LoopMonitor()

    async def _database(self) -> dict[str, Any]:
        started = time.perf_counter()
        try:
            await asyncio.wait_for(self.storage._fetchone("SELECT 1"), DATABASE_TIMEOUT)
        except Exception as error:
            return {"ok": False, "error": type(error).__name__}
        return {"ok": True, "ms": round((time.perf_counter() - started) * 1000, 2)}

    async def healthz(self, request: web.Request) -> web.Response:
        loop = {
            "ok": True,
            "lag_ms": round(self.loop.lag * 1000, 1),
            "worst_lag_ms_last_minute": round(self.loop.worst * 1000, 1),
        }
        if request.query.get("probe") == "live":
            return self._json({"live": True, "loop": loop}, 200)
        database = await self._database()
        gateway = self.gateway() if self.gateway is not None else None
        ready = database["ok"] and (gateway is None or bool(gateway.get("ok")))
        body = {
            "live": True,
            "ready": ready,
            "loop": loop,
            "database": database,
            "gateway": gateway,
            "time": datetime.now(UTC).isoformat(timespec="seconds"),
        }
        return self._json(body, 200 if ready else 503)

    @staticmethod
    def _json(body: dict[str, Any], status: int) -> web.Response:
        return web.Response(
            status=status,
            text=json.dumps(body),
            content_type="application/json",
            headers={"Cache-Control": "no-store"},
        )

    async def metrics(self, request: web.Request) -> web.Response:
        live = await self.storage.live_games()
        for plugin in plugins.all_plugins():
            metrics.GAMES_LIVE.labels(game=plugin.name).set(live.get(plugin.name, 0))
        for game, count in live.items():
            metrics.GAMES_LIVE.labels(game=game).set(count)
        depth, oldest = await self.storage.outbox()
        metrics.OUTBOX_DEPTH.set(depth)
        metrics.OUTBOX_AGE_SECONDS.set(0 if oldest is None else max(0.0, time.time() - oldest))
        if self.pending is not None:
            metrics.EFFECTS_PENDING.set(self.pending())
        body = generate_latest(REGISTRY)
        response = web.Response(body=body, headers={"Cache-Control": "no-store"})
        response.content_type, _, _ = CONTENT_TYPE_LATEST.partition(";")
        response.charset = "utf-8"
        return response
