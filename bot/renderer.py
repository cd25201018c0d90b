"""Where board images are drawn: in a process of their own once the bot has started one.

Drawing is CPU work that holds the interpreter for long stretches (Pillow does not let go of it
while it draws), so a thread beside the event loop still stalls it: warming the renderer up at
start (about 3 s) delayed heartbeats by up to a second. The bot therefore starts one renderer
process at start, which warms up there, and sends it every image to draw (the view in, the PNG
bytes out). Without it (tests, the demo, a process that could not start) images are drawn in a
thread of this process, as before; a renderer process that dies is replaced by that thread.
The pool itself is bot/children.py's, shared with the computer players (bot/thinking.py).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from bot.children import ChildPool

SAMPLE_SEED = 7  # the sample games' deal (any will do)
SAMPLE_MOVES = 5000  # a sample game stops here whatever happens (its views are enough)


def sample_views(game_name: str) -> list[dict[str, Any]]:
    """The spectator views after every move of a game of `game_name` played by computers (up
    to four seats): what a renderer lays out at start so that a real game's first boards find
    their words drawn (`render.warm_up`'s samples). Public views only: no hand leaves here."""
    import engine
    from engine.players import make_player

    cls = engine.games()[game_name]
    seats = [f"w{i}" for i in range(1, max(cls.min_players, min(4, cls.max_players)) + 1)]
    game = engine.new_game(game_name, seats, SAMPLE_SEED)
    players = {p: make_player("heuristic", SAMPLE_SEED + i, game_name) for i, p in enumerate(seats)}
    views: list[dict[str, Any]] = []
    while not game.is_over and len(views) < SAMPLE_MOVES:
        player = game.active_players()[0]
        game.apply(player, players[player].choose(game, player))
        views.append(game.view(None))
    return views


def warm(languages: tuple[str, ...]) -> None:
    """Warm a renderer up: every game's layers and vocabulary in `languages`, and the boards
    of a sample game for the games that lay them out (`render.wants_samples`)."""
    import engine
    import render

    samples = {name: sample_views(name) for name in engine.games() if render.wants_samples(name)}
    render.warm_up(languages, samples)


# How much lower the renderer's priority is than the bot's (os.nice): its warming up (seconds of
# CPU at start, once the bot is online) and its drawing yield the CPU to the event loop, which
# answers people at once; above the computer players' (bot/thinking.py), whose moves wait longer.
NICE = 5


class Renderer(ChildPool):
    def __init__(self) -> None:
        super().__init__("the renderer", workers=1, restarts=0, nice=NICE)

    async def start(  # type: ignore[override]
        self, languages: tuple[str, ...], after: asyncio.Future[Any] | None = None
    ) -> None:
        """Start the renderer process and wait until it is warm; with `after` (the catalogs
        being compiled at start), warm once that is done: it reads the compiled catalogs
        then, instead of compiling them again beside the bot (seconds of CPU)."""
        await super().start(warm, languages, after=after)

    async def draw(self, fn: Callable[..., bytes], *args: Any, **kwargs: Any) -> bytes:
        """`fn(*args, **kwargs)` (a module-level function of render) off the event loop: in
        the renderer process if there is one, else in a thread."""
        return await self.run(fn, *args, **kwargs)


RENDERER = Renderer()
