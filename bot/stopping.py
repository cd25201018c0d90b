"""Stopping the bot at any moment, within a bound.

`WhistlestopBot.close()` (bot/core.py) may come at any point: during `setup_hook` (the catalogs
compiling in their child process, the renderer warming up, the storage opening), while games
are played (a computer thinking in a child, a board being drawn, a post on its way to Discord),
or after a start that failed half-way. It stops what the bot started in steps, each bounded by
its own time (`Step.seconds`): a step that overruns is left behind, logged, and the next one
runs, so one stuck part cannot keep the others (the database's closing above all) from their
turn. Nothing is lost by cutting work short: every accepted move was committed before it was
answered, and what follows a move (announcements, prompts, a computer's move) is derived again
from the stored log at the next start.

The bound of a whole stop is the sum of its steps' (`bound`): 2 s for each of the five that
wait (the start's tasks, the services' tasks, the pending writes, Discord, the database), so 10
s, inside the 10 s a container manager gives a process between asking it to stop and killing it
(Docker's default). In practice each step takes milliseconds: its tasks end at their next await
once cancelled, and the child processes are killed rather than waited for
(bench/bench_stop.py measures it).
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import logging
import signal
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from bot.children import ChildPool
from bot.renderer import RENDERER

log = logging.getLogger("whistlestop")

# How long one step that waits may take before it is left behind (seconds), and the bound of a
# whole stop: its five steps that wait (`steps_of`).
STEP_SECONDS = 2.0
BOUND = 5 * STEP_SECONDS


class _Closes(Protocol):
    async def close(self) -> None: ...


Closable = TypeVar("Closable", bound=_Closes)


@dataclass(frozen=True)
class Step:
    what: str  # for the log: "the computer moves"
    run: Callable[[], Awaitable[object] | object]
    seconds: float = STEP_SECONDS


def bound(steps: Iterable[Step]) -> float:
    """The longest the steps may take together."""
    return sum(step.seconds for step in steps)


async def run(steps: Iterable[Step]) -> float:
    """Run every step in order, each within its time; returns how long they took."""
    began = time.monotonic()
    for step in steps:
        try:
            result = step.run()
            if inspect.isawaitable(result):
                await asyncio.wait_for(_awaited(result), timeout=step.seconds)
        except TimeoutError:
            log.warning("stopping: %s took over %g s; left behind", step.what, step.seconds)
        except Exception:
            log.exception("stopping: %s failed", step.what)
    return time.monotonic() - began


async def _awaited(awaitable: Awaitable[object]) -> None:
    await awaitable


async def cancelled(*tasks: asyncio.Task[object] | None) -> None:
    """Cancel the tasks still running and wait until they ended (what they raise is theirs)."""
    live = [task for task in tasks if task is not None and not task.done()]
    for task in live:
        task.cancel()
    if live:
        await asyncio.gather(*live, return_exceptions=True)


def steps_of(bot: Any, close_discord: Callable[[], Awaitable[None]]) -> list[Step]:
    """What `bot` (a WhistlestopBot) stops, in order, from wherever its start got to: the tasks
    of its start, the periodic check, the services' tasks (computer moves, reports), the child
    processes (killed, whatever they were doing), the writes still pending, Discord
    (`close_discord`: discord.py's own closing), the database."""
    services = [getattr(bot, name, None) for name in ("flow", "broken_logs")]
    services.append(getattr(getattr(bot, "prompts", None), "pictures", None))  # being attached
    cadence, thinking = getattr(bot, "cadence", None), getattr(bot, "thinking", None)
    readers = getattr(bot, "readers", None)
    steps = [
        Step("the start", lambda: cancelled(*bot.starting_tasks())),
        Step("the periodic check", cadence.stop if cadence else _nothing, 0.0),
        Step(
            "the services' tasks",
            lambda: asyncio.gather(*(s.stop() for s in services if s is not None)),
        ),
        Step("the child processes", lambda: _kill(thinking, RENDERER), 0.0),
        Step("the writes still pending", readers.flush if readers else _nothing),
        Step("Discord", close_discord),
        # Always a step: the start, cancelled above, may have opened the storage meanwhile.
        Step("the database", bot.close_storage),
    ]
    return steps


def _nothing() -> None:
    return None


def _kill(*pools: ChildPool | None) -> None:
    for pool in pools:
        if pool is not None:
            pool.stop()


async def opened(opening: Awaitable[Closable]) -> Closable:
    """What `opening` opens (the storage at the start). Stopped meanwhile, it lets the opening
    finish and closes what it opened, so no connection (and no thread of one) outlives the
    bot; then it stops."""
    task = asyncio.ensure_future(opening)
    try:
        return await asyncio.shield(task)
    except asyncio.CancelledError:
        with contextlib.suppress(Exception):
            await asyncio.wait_for((await task).close(), STEP_SECONDS)
        raise


def cancel_on_sigterm() -> None:
    """Asked to stop (SIGTERM: a service manager, a container's stop), the running task stops
    as for Ctrl-C: whatever it waits for is cancelled (where signals are handled so)."""
    task = asyncio.current_task()
    if task is not None:
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows; not main thread
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, task.cancel)
