"""Tasks a service starts in the background and keeps hold of (asyncio keeps only a weak
reference to a task), to wait for or cancel them when the bot stops. A task started here holds
no lock, whatever its parent held when it started it (bot/lockorder.py): it runs on its own."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

from bot import lockorder


class Background:
    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[None]] = set()

    def spawn(self, coro: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        """Run `coro` in the background, held until it ends."""
        task = asyncio.get_running_loop().create_task(coro, context=lockorder.detached())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    async def wait(self) -> None:
        """Wait for every task still running (what fails is the task's own business)."""
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    async def cancel(self) -> None:
        """Cancel every task still running and wait until they have stopped."""
        for task in list(self._tasks):
            task.cancel()
        await self.wait()
