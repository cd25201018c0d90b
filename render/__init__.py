"""Board images for Whistlestop games, rendered from the spectator view only.

`board_png(game_name, view)` after a turn, `scores_png(game_name, view)` at the end. Each game
has a renderer module named after it (`render/<game>.py`, dashes as underscores), found by that
name; it imports the engine only for public board data, never a Game, so an image cannot show
what a view does not.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import Any

from render.common import SpectatorOnly, check_spectator, encode

# Modules under render/ that draw no game: shared helpers, the command line, data charts, the
# legibility's measures.
SHARED = ("common", "__main__", "charts", "legible")

__all__ = [
    "SpectatorOnly",
    "board_png",
    "picture_png",
    "renderer",
    "renderer_modules",
    "scores_png",
    "wants_samples",
    "warm_up",
]


def renderer(game_name: str) -> ModuleType:
    """The module with draw_board(view, *, caption, previous, names) and
    draw_scores(view, *, names), both returning a PIL image ready to encode."""
    module = "render." + game_name.replace("-", "_")
    if not game_name.replace("-", "_").isidentifier() or game_name in SHARED:
        raise ValueError(f"no board renderer for game {game_name!r}")
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as error:
        if error.name != module:
            raise
        raise ValueError(f"no board renderer for game {game_name!r}") from None


def renderer_modules() -> list[ModuleType]:
    """Every game's renderer module: each module under render/ but the shared ones and the
    parts a renderer is split into (`<game>_layout`, ...: they draw no board of their own)."""
    import pkgutil

    import render

    modules = [
        importlib.import_module(f"render.{info.name}")
        for info in pkgutil.iter_modules(render.__path__)
        if info.name not in SHARED and not info.ispkg
    ]
    return [module for module in modules if hasattr(module, "draw_board")]


def board_png(
    game_name: str,
    view: Mapping[str, Any],
    *,
    caption: str | None = None,
    previous: Mapping[str, Any] | None = None,
    names: Mapping[str, str] | None = None,
    language: str = "en",
) -> bytes:
    """The board as PNG bytes, its texts in `language` ("en", "fr", "nl").

    `view` must be `Game.view(None)`; any other view raises ValueError. `previous` is the view
    of the last image posted: the tiles placed since are highlighted (without it, the latest
    track-laying turn's). `caption` defaults to one line built from the view; `names` maps
    player ids to display names. A finished game's view gives the final-scores layout.
    """
    check_spectator(view)
    if previous is not None:
        check_spectator(previous)
    mod = renderer(game_name)
    return encode(
        mod.draw_board(view, caption=caption, previous=previous, names=names, language=language)
    )


def scores_png(
    game_name: str,
    view: Mapping[str, Any],
    *,
    names: Mapping[str, str] | None = None,
    language: str = "en",
) -> bytes:
    """The final-scores image (finished board, each player's breakdown, the winner)."""
    check_spectator(view)
    return encode(renderer(game_name).draw_scores(view, names=names, language=language))


def picture_png(game_name: str, picture: str, language: str = "en") -> bytes:
    """A picture of a game's rules reference (/game rules), e.g. one kind of its cards:
    drawn by `render/<game>_pictures.py`'s `draw(picture, language)`, from the game's public
    data only. ValueError: the game has no such picture."""
    module = "render." + game_name.replace("-", "_") + "_pictures"
    if not game_name.replace("-", "_").isidentifier():
        raise ValueError(f"no pictures for game {game_name!r}")
    try:
        pictures = importlib.import_module(module)
    except ModuleNotFoundError as error:
        if error.name != module:
            raise
        raise ValueError(f"no pictures for game {game_name!r}") from None
    return encode(pictures.draw(picture, language))


def wants_samples(game_name: str) -> bool:
    """Whether the game's renderer lays out the boards of a sample game at warm-up (its
    module's `warm_views(views, language)`): `warm_up`'s samples."""
    try:
        return hasattr(renderer(game_name), "warm_views")
    except ValueError:
        return False


def warm_up(
    languages: tuple[str, ...] = ("en",),
    samples: Mapping[str, Sequence[Mapping[str, Any]]] | None = None,
) -> None:
    """Draw every game's static map layers now, in each of `languages`, so the first board
    image of a process is as fast as the rest (the bot calls this off the event loop).
    `samples`: per game, the spectator views of a game played out (`wants_samples`), whose
    boards are laid out so that their words are drawn before a real game's first boards."""
    from render.prompt import prompt_module

    for module in renderer_modules():
        warm = getattr(module, "warm_up", None)
        if warm is not None:
            for language in languages:
                warm(language)
        base = module.__name__.split(".")[-1]
        views = next((v for g, v in (samples or {}).items() if g.replace("-", "_") == base), ())
        for view in views:
            check_spectator(view)
        for language in languages if views and hasattr(module, "warm_views") else ():
            module.warm_views(views, language)
        try:  # the game's prompt pictures too (its cards drawn once)
            prompt = prompt_module(module.__name__.split(".")[-1])
        except ValueError:
            continue
        if hasattr(prompt, "warm_up"):
            prompt.warm_up()
        for language in languages if hasattr(prompt, "warm_texts") else ():
            prompt.warm_texts(language)  # its sentences, in each language
