"""Render a recorded game: `python -m render GAME --record game.json --out DIR [--final]`.

Writes NNN.png at every moment the game's renderer calls a frame (`is_frame(before, after)`
in its module; else after every move that changes the board) and at the end, replay.webp
(an animation of every frame, downscaled: the map and the status lines where the renderer
gives a `REPLAY_CROP`) and with --final scores.png. The CLI replays the record with the
engine; the renderer itself only ever sees `view(None)`.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from pathlib import Path
from typing import Any

from PIL import Image

import render

FRAME_WIDTH = 800
FRAME_MS = 900
WEBP_QUALITY = 75  # lossy WebP: ~0.4 MB for a whole game, where GIF frames took ~4 MB


def turn_views(record: dict[str, Any]) -> list[dict[str, Any]]:
    """Spectator views at every frame the game's renderer calls one, and the final view."""
    import engine  # only the CLI touches a Game

    game = engine.new_game(record["game"], record["players"], record["seed"], record.get("options"))
    is_frame = getattr(render.renderer(record["game"]), "is_frame", _changed)
    views = []
    for entry in record["actions"]:
        before = game.view(None)
        game.apply(entry["player"], entry["action"])
        after = game.view(None)
        if is_frame(before, after) or (after["phase"] == "over" and before["phase"] != "over"):
            views.append(after)
    if not views or views[-1]["phase"] != "over":
        views.append(game.view(None))
    return views


def _changed(before: dict[str, Any], after: dict[str, Any]) -> bool:
    return before != after


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m render")
    ap.add_argument("game", help="the game's registered name (python -m engine simulate --help)")
    ap.add_argument("--record", required=True, type=Path, help="a game record (JSON)")
    ap.add_argument("--out", required=True, type=Path, help="directory for the images")
    ap.add_argument("--final", action="store_true", help="also write scores.png")
    ap.add_argument("--names", help="JSON object of player id -> display name")
    ap.add_argument(
        "--language", default="en", choices=("en", "fr", "nl"), help="language of the texts"
    )
    args = ap.parse_args(argv)

    record = json.loads(args.record.read_text(encoding="utf-8"))
    if record.get("game") != args.game:
        ap.error(f"the record is a {record.get('game')!r} game, not {args.game!r}")
    names = json.loads(args.names) if args.names else None
    args.out.mkdir(parents=True, exist_ok=True)

    crop = getattr(render.renderer(args.game), "REPLAY_CROP", None)
    frames: list[Image.Image] = []
    previous = None
    views = turn_views(record)
    for i, view in enumerate(views, 1):
        png = render.board_png(
            args.game, view, previous=previous, names=names, language=args.language
        )
        (args.out / f"{i:03d}.png").write_bytes(png)
        frame = Image.open(io.BytesIO(png)).convert("RGB")
        if crop is not None:
            frame = frame.crop(crop)  # the map and the status lines: the same size every time
        height = round(frame.height * FRAME_WIDTH / frame.width)
        frames.append(frame.resize((FRAME_WIDTH, height), Image.Resampling.LANCZOS))
        previous = view
    if frames:
        # Frames must share one size; without a crop the panel height varies, so pad.
        height = max(f.height for f in frames)
        padded = []
        for f in frames:
            canvas = Image.new("RGB", (FRAME_WIDTH, height), (250, 247, 240))
            canvas.paste(f, (0, 0))
            padded.append(canvas)
        durations = [FRAME_MS] * (len(padded) - 1) + [FRAME_MS * 4]
        padded[0].save(
            args.out / "replay.webp",
            save_all=True,
            append_images=padded[1:],
            duration=durations,
            loop=0,
            quality=WEBP_QUALITY,
            method=4,
        )
    if args.final and views and views[-1]["phase"] == "over":
        scores = render.scores_png(args.game, views[-1], names=names, language=args.language)
        (args.out / "scores.png").write_bytes(scores)
    print(f"wrote {len(views)} images and replay.webp to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
