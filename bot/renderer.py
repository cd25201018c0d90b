"""Where board images are drawn: in a process of their own once the bot has started one.

Drawing is CPU work that holds the interpreter for long stretches (Pillow does not let go of it
while it draws), so a thread beside the event loop still stalls it: warming the renderer up at
start (about 3 s) delayed heartbeats by up to a second. The bot therefore starts one renderer
process at start, which warms up there, and sends it every image to draw (the view in, the PNG
bytes out). Without it (tests, the demo, a process that could not start) images are drawn in a
thread of this process, as before; a renderer process that dies is replaced by that thread.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import multiprocessing
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

log = logging.getLogger("whistlestop.renderer")


def _warm(languages: tuple[str, ...]) -> None:
    import render

    render.warm_up(languages)


class Renderer:
    def __init__(self) -> None:
        self._pool: Executor | None = None

    async def start(self, languages: tuple[str, ...]) -> None:
        """Start the renderer process and wait until it is warm (the event loop is free
        meanwhile: the work is in the other process)."""
        if self._pool is not None:
            return
        # spawn: a fresh interpreter, not a fork of this one with its threads and sockets.
        pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        self._pool = pool
        try:
            await asyncio.get_running_loop().run_in_executor(pool, _warm, languages)
        except Exception:
            log.exception("the renderer process could not start; drawing in this process")
            self.stop()

    def stop(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    async def draw(self, fn: Callable[..., bytes], *args: Any, **kwargs: Any) -> bytes:
        """`fn(*args, **kwargs)` (a module-level function of render) off the event loop: in
        the renderer process if there is one, else in a thread."""
        call = functools.partial(fn, *args, **kwargs)
        pool = self._pool
        if pool is not None:
            try:
                return await asyncio.get_running_loop().run_in_executor(pool, call)
            except BrokenProcessPool:
                log.error("the renderer process died; drawing in this process from now on")
                self.stop()
        return await asyncio.to_thread(call)


RENDERER = Renderer()
