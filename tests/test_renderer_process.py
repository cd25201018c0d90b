"""Images drawn in the renderer process the bot starts (bot/renderer.py) are the images drawn
here, and without that process they are drawn in a thread."""

from __future__ import annotations

import engine
import render
from bot.renderer import Renderer


async def test_the_renderer_process_draws_what_this_process_draws():
    game = engine.new_game("santafe", ["ann", "bob", "cy"], 5, {})
    view = game.view(None)
    here = render.board_png("santafe", view, language="fr")
    renderer = Renderer()
    assert await renderer.draw(render.board_png, "santafe", view, language="fr") == here
    await renderer.start(("fr",))
    try:
        assert renderer._pool is not None  # started and warm
        assert await renderer.draw(render.board_png, "santafe", view, language="fr") == here
    finally:
        renderer.stop()
