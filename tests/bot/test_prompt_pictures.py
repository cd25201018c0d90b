"""A prompt's picture is attached once drawn, unless newer words took the message meanwhile
(bot/prompt_picture.py): a picture for older words is never attached."""

from __future__ import annotations

import asyncio
import io
from typing import Any

import discord

from bot.prompt_picture import Job, Pictures


async def test_a_picture_for_older_words_is_not_attached(monkeypatch):
    import bot.prompt_picture as pp

    gate = asyncio.Event()

    async def draw(job: Job) -> discord.File:
        await gate.wait()
        return discord.File(io.BytesIO(b"png"), filename="prompt.png")

    monkeypatch.setattr(pp, "draw", draw)
    pictures = Pictures(client=None, storage=None)  # type: ignore[arg-type]
    attached: list[str] = []

    async def edit(label: str) -> Any:
        async def run(file: discord.File) -> None:
            attached.append(label)

        return run

    job = Job("g", {}, None, (), {}, "en", "")
    pictures.later((1, 2), job, await edit("old"))
    pictures.now((1, 2))  # new words: the picture on its way is for the old ones
    pictures.later((1, 3), job, await edit("other message"))
    gate.set()
    await pictures.wait()
    assert attached == ["other message"]
