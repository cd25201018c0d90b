"""The whole game as an animation: the board at every moment the game posted one, replayed
from the stored log (the game's presenter says when), as one animated WebP."""

from __future__ import annotations

import io
from typing import Any

from PIL import Image

from bot.plugins import GamePlugin, effective_actions
from bot.storage import GameRow, StoredAction

FRAME_WIDTH = 800
FRAME_MS = 900
MAX_FRAMES = 120  # a few minutes of watching; longer games keep the latest moments


def frames(
    plugin: GamePlugin, row: GameRow, players: list[str], stored: list[StoredAction]
) -> list[dict[str, Any]]:
    """Spectator views at every board picture of the game, and at its end. CPU-bound.

    An undo takes its move out of the story: the game is replayed as it stands, without both."""
    game = plugin.engine(players, row.seed, row.options)
    views = []
    for entry in effective_actions(stored):
        before = game.view(None)
        events = [e for e in game.apply(entry.player, entry.action) if "to" not in e]
        after = game.view(None)
        posts = plugin.presenter.after_move(before, after, events, str)
        if any(post.image == "board" for post in posts) or after.get("over"):
            views.append(after)
    return views[-MAX_FRAMES:]


def animation(
    plugin: GamePlugin,
    row: GameRow,
    players: list[str],
    stored: list[StoredAction],
    names: dict[str, str],
) -> bytes | None:
    """The animated WebP of the whole game (None: the game has no pictures)."""
    import render

    pictures = []
    for view in frames(plugin, row, players, stored):
        png = render.board_png(row.game, view, names=names, language=row.language)
        image = Image.open(io.BytesIO(png)).convert("RGB")
        if image.width > FRAME_WIDTH:
            height = round(image.height * FRAME_WIDTH / image.width)
            image = image.resize((FRAME_WIDTH, height), Image.Resampling.LANCZOS)
        pictures.append(image)
    if not pictures:
        return None
    size = (max(p.width for p in pictures), max(p.height for p in pictures))
    canvas = [_on(p, size) for p in pictures]
    out = io.BytesIO()
    canvas[0].save(
        out,
        format="WEBP",
        save_all=True,
        append_images=canvas[1:],
        duration=[FRAME_MS] * (len(canvas) - 1) + [FRAME_MS * 4],
        loop=0,
        quality=70,
    )
    return out.getvalue()


def _on(picture: Image.Image, size: tuple[int, int]) -> Image.Image:
    if picture.size == size:
        return picture
    canvas = Image.new("RGB", size, (255, 255, 255))
    canvas.paste(picture, (0, 0))
    return canvas


def frames_of(data: bytes) -> list[int]:
    """The frame numbers of an animation (to say how many pictures it has)."""
    with Image.open(io.BytesIO(data)) as image:
        return list(range(getattr(image, "n_frames", 1)))
