"""Work that holds the interpreter for long stretches, done in child processes.

Drawing images (bot/renderer.py) and computer players' thinking (bot/thinking.py) are CPU work
that would stall the event loop even in a thread (the GIL), so each is sent to a pool of
processes of its own: spawned (fresh interpreters, not forks of this one with its threads and
sockets), started by the bot at start, stopped at its end. Without a pool (tests, the demo, a
pool that could not start) the work runs in a thread of this process, as before. A pool whose
process dies is started again, up to `restarts` times, and the call that found it broken is sent
once more (a second death raises: that call may be the cause); after the last restart the work
stays in this process. Computer players think at a lower priority than the event loop.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

log = logging.getLogger("whistlestop.children")

T = TypeVar("T")


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

    @property
    def running(self) -> bool:
        return self._pool is not None

    def _new_pool(self) -> Executor:
        return ProcessPoolExecutor(
            max_workers=self.workers,
            mp_context=multiprocessing.get_context("spawn"),
            # A lower priority than the event loop's: on a busy machine the bot answers people
            # first and the children take the CPU that is left.
            initializer=functools.partial(os.nice, self.nice) if self.nice else None,
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
            log.exception("%s could not start in a process; working in this process", self.what)
            self.stop()

    def stop(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """`fn(*args, **kwargs)` (a module-level function, its arguments picklable) off the
        event loop: in the pool if there is one, else in a thread."""
        call = functools.partial(fn, *args, **kwargs)
        loop = asyncio.get_running_loop()
        broken = 0
        while (pool := self._pool) is not None:
            try:
                return await loop.run_in_executor(pool, call)
            except BrokenProcessPool:
                if self._pool is pool:  # the first call to find it broken replaces it
                    pool.shutdown(wait=False, cancel_futures=True)
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
        return await asyncio.to_thread(call)
