"""Board and score images as Discord files: drawn by the renderer (bot/renderer.py), off the
event loop. Apart from the renderer so that its process, which imports bot.renderer, loads
neither discord.py nor the platform."""

from __future__ import annotations

import importlib
import io
from collections.abc import Mapping
from typing import Any

import discord

from bot import metrics
from bot.renderer import RENDERER

ALT_LIMIT = 1024  # Discord's longest attachment description


async def render_image(
    game_name: str,
    view: Mapping[str, Any],
    names: Mapping[str, str] | None = None,
    previous: Mapping[str, Any] | None = None,
    kind: str = "board",
    language: str = "en",
    description: str | None = None,
) -> discord.File | None:
    """The board (or final scores) image in `language`, rendered off the event loop; None
    without a renderer. `description`: the image's alt text, for screen readers."""
    try:
        render = importlib.import_module("render")
        draw = render.scores_png if kind == "scores" else render.board_png
        kwargs: dict[str, Any] = {"names": names, "language": language}
        if previous is not None and kind == "board":
            kwargs["previous"] = previous  # highlights everything since that view
        with metrics.RENDER_SECONDS.labels(kind=kind).time():
            png = await RENDERER.draw(draw, game_name, view, **kwargs)
    except ValueError:  # the game has no renderer module
        return None
    alt = description[:ALT_LIMIT] if description else None
    return discord.File(io.BytesIO(png), filename=f"{kind}.png", description=alt)
