"""Work that holds the interpreter for long stretches, done in child processes.

Drawing images (bot/renderer.py) and computer players' thinking (bot/thinking.py) are CPU work
that would stall the event loop even in a thread (the GIL), so each is sent to a pool of
processes of its own: spawned (fresh interpreters, not forks of this one with its threads and
sockets), started by the bot at start, stopped at its end. Without a pool (tests, the demo, a
pool that could not start) the work runs in a thread of this process, as before. A pool whose
process dies is started again, up to `restarts` times, and the call that found it broken is sent
once more (a second death raises: that call may be the cause); after the last restart the work
stays in this process. Computer players think at a lower priority than the event loop.

Stopping a pool kills its processes at once, work in progress too: a bot that stops waits for
no drawing or thinking (an interpreter that exits would wait for a running job of a pool merely
shut down), and a call cut this way raises `Stopped` rather than starting the work over in a
thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import multiprocessing
import os
import signal
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

log = logging.getLogger("whistlestop.children")

T = TypeVar("T")


def child_start(nice: int) -> None:
    """Runs first in each child. Ctrl-C reaches the whole process group: the bot stops its
    children itself, so they ignore it rather than print a KeyboardInterrupt each."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if nice:
        os.nice(nice)


class Stopped(Exception):
    """The pool was stopped while the call waited for it (the bot stops)."""


class ChildPool:
    """A pool of `workers` spawned processes running module-level functions for the bot."""

    def __init__(self, what: str, workers: int = 1, restarts: int = 0, nice: int = 0) -> None:
        self.what = what  # for the log: "the renderer", "the computer players"
        self.workers = max(1, workers)
        self.restarts = restarts
        self.nice = nice
        self._pool: Executor | None = None
        self._restarted = 0
        self._warm: functools.partial[Any] | None = None
        self._stops = 0  # how many times it was stopped: a call that saw one ends

    @property
    def running(self) -> bool:
        return self._pool is not None

    def _new_pool(self) -> Executor:
        return ProcessPoolExecutor(
            max_workers=self.workers,
            mp_context=multiprocessing.get_context("spawn"),
            # A lower priority than the event loop's: on a busy machine the bot answers people
            # first and the children take the CPU that is left.
            initializer=functools.partial(child_start, self.nice),
        )

    async def start(
        self,
        warm: Callable[..., Any] | None = None,
        *args: Any,
        after: asyncio.Future[Any] | None = None,
    ) -> None:
        """Start the pool and, with `warm`, wait until one process has run `warm(*args)` (the
        event loop is free meanwhile: the work is in the other process); with `after`, warm
        up only once that is done (calls meanwhile go to the pool, cold)."""
        if self._pool is not None:
            return
        self._pool = pool = self._new_pool()
        self._restarted = 0
        if warm is None:
            return
        self._warm = functools.partial(warm, *args)
        if after is not None:
            await asyncio.wait([after])
            if self._pool is not pool:
                return  # stopped meanwhile
        try:
            await asyncio.get_running_loop().run_in_executor(pool, self._warm)
        except Exception:
            if self._pool is not pool:
                return  # stopped while it warmed up
            log.exception("%s could not start in a process; working in this process", self.what)
            self.stop()

    def stop(self) -> None:
        """Stop at once: waiting calls raise `Stopped`, the processes are killed."""
        pool, self._pool = self._pool, None
        self._stops += 1
        if pool is not None:
            _kill(pool)

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """`fn(*args, **kwargs)` (a module-level function, its arguments picklable) off the
        event loop: in the pool if there is one, else in a thread."""
        call = functools.partial(fn, *args, **kwargs)
        loop = asyncio.get_running_loop()
        broken = 0
        stops = self._stops
        while (pool := self._pool) is not None:
            try:
                return await loop.run_in_executor(pool, call)
            except BrokenProcessPool:
                if self._stops != stops:
                    raise Stopped(self.what) from None
                if self._pool is pool:  # the first call to find it broken replaces it
                    _kill(pool)
                    if self._restarted < self.restarts:
                        self._restarted += 1
                        log.error("a process of %s died; starting it again", self.what)
                        self._pool = self._new_pool()
                    else:
                        log.error("a process of %s died; working in this process", self.what)
                        self._pool = None
                broken += 1
                if broken > 1 and self._pool is not None:
                    raise  # sent once again already: this call may be what kills them
        if self._stops != stops:
            raise Stopped(self.what)
        return await asyncio.to_thread(call)


def _kill(pool: Executor) -> None:
    """Shut a pool down without waiting: its queued calls are cancelled and its processes
    killed, with the call each was running (`_processes` is the executor's own map of them;
    a pool without one is only shut down)."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        with contextlib.suppress(OSError, ValueError):  # gone already, or closed
            process.kill()
