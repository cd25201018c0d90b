"""The pictures of the pages: drawn by render/ from the spectator views of a story, off the event
loop, and kept by (game, picture, language).

Drawing holds the interpreter (Pillow), so it is done in a process of the web's own (the same
pool bot/children.py gives the bot's renderer), apart from the bot's renderer: a visitor
scrolling through a replay never queues in front of a board the bot is about to post. Without
the process (tests) it is done in a thread. Each picture is drawn once however many pages ask
for it at the same moment, and the pictures kept are bounded in bytes, the least recently
asked for going first.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from bot import metrics
from bot.children import ChildPool
from text import LANGUAGES
from web.story import Frame

Key = tuple[int, str, int | str, str]  # game, "frame" or "now", index or seq, language

BUDGET = 48 * 1024 * 1024  # bytes of PNG kept (a board is 20 to 150 KB)
NICE = 8  # below the bot's renderer (5) and above the computer players (bot/thinking.py)


def _draw(
    game: str, kind: str, view: Mapping[str, Any], previous: Any, names: Any, lang: str
) -> bytes:
    """In the pool: one picture as PNG bytes."""
    import render

    if kind == "scores":
        return bytes(render.scores_png(game, view, names=names, language=lang))
    return bytes(render.board_png(game, view, names=names, language=lang, previous=previous))


def _warm(languages: tuple[str, ...]) -> None:
    import render

    render.warm_up(languages)


class Pictures(ChildPool):
    """The web's drawing process (one: a page's pictures are few and cached), warmed up at
    start: each game's static layers drawn once, so the first page's board is not the slow
    one."""

    def __init__(self) -> None:
        super().__init__("the web pages' renderer", workers=1, restarts=3, nice=NICE)

    async def start(  # type: ignore[override]
        self, languages: tuple[str, ...] = LANGUAGES
    ) -> None:
        await super().start(_warm, languages)


class Boards:
    def __init__(self, pool: ChildPool | None = None, budget: int = BUDGET) -> None:
        self.pool = pool or Pictures()
        self.budget = budget
        self._kept: OrderedDict[Key, bytes] = OrderedDict()
        self._size = 0
        self._drawing: dict[Key, asyncio.Future[bytes]] = {}

    async def png(self, key: Key, game: str, frame: Frame, names: dict[str, str]) -> bytes:
        kept = self._kept.get(key)
        if kept is not None:
            self._kept.move_to_end(key)
            return kept
        drawing = self._drawing.get(key)
        if drawing is not None:
            return await asyncio.shield(drawing)
        future: asyncio.Future[bytes] = asyncio.get_running_loop().create_future()
        self._drawing[key] = future
        try:
            with metrics.RENDER_SECONDS.labels(kind=f"web-{frame.kind}").time():
                png = await self.pool.run(
                    _draw, game, frame.kind, frame.view, frame.previous, names, key[3]
                )
        except BaseException as error:
            future.set_exception(error)
            future.exception()  # retrieved: nobody else may be waiting
            raise
        finally:
            self._drawing.pop(key, None)
        future.set_result(png)
        self._keep(key, png)
        return png

    def _keep(self, key: Key, png: bytes) -> None:
        self._kept[key] = png
        self._size += len(png)
        while self._size > self.budget and len(self._kept) > 1:
            _, old = self._kept.popitem(last=False)
            self._size -= len(old)
