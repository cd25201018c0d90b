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


async def test_the_renderer_warms_up_once_the_catalogs_are_compiled():
    """At start the renderer waits for the catalogs being compiled (it reads them then); an
    image asked for meanwhile is drawn in its process all the same."""
    import asyncio

    game = engine.new_game("santafe", ["ann", "bob", "cy"], 5, {})
    view = game.view(None)
    here = render.board_png("santafe", view, language="en")
    compiled: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    renderer = Renderer()
    starting = asyncio.create_task(renderer.start(("en",), after=compiled))
    try:
        await asyncio.sleep(0)  # the task runs up to its wait for the catalogs
        assert renderer._pool is not None  # the pool is there, not warm yet
        assert await renderer.draw(render.board_png, "santafe", view, language="en") == here
        assert not starting.done()
        compiled.set_result(None)
        await starting
        assert renderer._pool is not None  # warm
    finally:
        renderer.stop()
        starting.cancel()
