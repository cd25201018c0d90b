"""What bench_scale.py measures with: percentiles, memory, garbage collections, event-loop
stalls and the time from a command to its first answer."""

from __future__ import annotations

import asyncio
import gc
import sys
import threading
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import discord


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def ms(values: list[float]) -> str:
    if not values:
        return "n=0"
    v = [x * 1000 for x in values]
    return f"n={len(v)} p50={pct(v, 50):.2f} ms p95={pct(v, 95):.2f} ms max={max(v):.2f} ms"


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


class GcWatch:
    """Every garbage collection's duration, by generation."""

    def __init__(self) -> None:
        self.pauses: list[tuple[int, float]] = []
        self._start = 0.0
        gc.callbacks.append(self._callback)

    def _callback(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.pauses.append((info["generation"], time.perf_counter() - self._start))

    def take(self) -> list[tuple[int, float]]:
        out, self.pauses = self.pauses, []
        return out


def gc_line(pauses: list[tuple[int, float]]) -> str:
    if not pauses:
        return "no collection"
    total = sum(d for _, d in pauses)
    worst = max(pauses, key=lambda p: p[1])
    full = [d for g, d in pauses if g == 2]
    return (
        f"{len(pauses)} collections, {total:.2f} s in all, longest {worst[1] * 1000:.1f} ms"
        f" (generation {worst[0]}); {len(full)} full"
    )


class StallProbe:
    """A thread posts a callback to the loop every 2 ms; the longest gap between two runs of
    it is the longest time the loop ran nothing else (a stall: a long step, a collection).
    Gaps, not posting delays: a collection holds the interpreter, so the thread cannot post
    during it either."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.worst = 0.0
        self._last: float | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(0.002):
            try:
                self.loop.call_soon_threadsafe(self._arrived)
            except RuntimeError:
                return

    def _arrived(self) -> None:
        now = time.perf_counter()
        if self._last is not None:
            self.worst = max(self.worst, now - self._last)
        self._last = now

    def take(self) -> float:
        worst, self.worst, self._last = self.worst, 0.0, None
        return worst

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()


def dump_tasks() -> None:
    """Every task's chain of awaits, innermost last (asyncio prints only the outermost)."""
    for task in asyncio.all_tasks():
        print(f"-- {task.get_name()}", file=sys.stderr)
        awaited: Any = task.get_coro()
        while awaited is not None:
            frame = getattr(awaited, "cr_frame", None) or getattr(awaited, "gi_frame", None)
            if frame is not None:
                print(f"   {frame.f_code.co_filename}:{frame.f_lineno}", file=sys.stderr)
            awaited = getattr(awaited, "cr_await", None) or getattr(awaited, "gi_yieldfrom", None)
        print(f"   awaiting {awaited!r}", file=sys.stderr)


class Timer:
    """Interaction received -> first response sent, for the one command in flight."""

    def __init__(self) -> None:
        self.start = self.ack = 0.0
        # Called when the bot receives a command (the bench starts a reminder check there).
        self.on_start: Callable[[], None] | None = None
        original = discord.InteractionResponse.send_message
        timer = self

        async def send_message(self: Any, *args: Any, **kwargs: Any) -> Any:
            result = await original(self, *args, **kwargs)
            if not timer.ack:
                timer.ack = time.perf_counter()
            return result

        discord.InteractionResponse.send_message = send_message  # type: ignore[method-assign]

    def install(self, bot: discord.Client) -> None:
        async def on_interaction(interaction: discord.Interaction) -> None:
            if interaction.type is discord.InteractionType.application_command:
                self.start = time.perf_counter()
                if self.on_start is not None:
                    self.on_start()

        bot.add_listener(on_interaction)

    def reset(self) -> None:
        self.start = self.ack = 0.0

    def elapsed(self) -> float | None:
        return self.ack - self.start if self.start and self.ack else None


async def timed(fn: Callable[[], Awaitable[Any]]) -> float:
    t0 = time.perf_counter()
    await fn()
    return time.perf_counter() - t0
