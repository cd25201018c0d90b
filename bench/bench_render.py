"""Benchmark board images: whole render vs. PNG-encoding the finished image alone.

    taskset -c 0 .venv/bin/python bench/bench_render.py [--seed 7] [--views 30] [--language fr]

Plays a seeded 4-player heuristic game (advanced, tile purchase), keeps the spectator view at
the end of every track-laying turn, warms the static map, then times `render.board_png` per
view and, in the same run, `santafe.draw_board` alone and `render.common.encode` of the drawn
image (the drawing is what a language can change; the minimum is the figure least disturbed by
other processes). Twice: with the text cache warm (as in a long-running bot) and cold (every
text mask and width cleared before each image by `render.common.clear_text_cache`, as after a
restart or for names never drawn before). `--language` draws the images' texts in that language
(en, fr, nl). No assertions: the figures are quoted in notes.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine
import render
from engine.players import make_player
from render import common, santafe
from render.common import encode


def track_turn_views(seed: int) -> list[dict]:
    g = engine.new_game(
        "santafe", ["ann", "bob", "cy", "dee"], seed, {"advanced": True, "tile_purchase": True}
    )
    seats = {p: make_player("heuristic", seed * 10 + i, "santafe") for i, p in enumerate(g.players)}
    views = []
    while not g.is_over:
        p = g.active_players()[0]
        before = (g.view(None)["phase"], g.view(None)["track_turn"])
        g.apply(p, seats[p].choose(g, p))
        v = g.view(None)
        if before[0] == "track" and (v["phase"], v["track_turn"]) != before:
            views.append(v)
    return views


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(q * (len(values) - 1)))]


def measure(
    views: list[dict], repeat: int, cold: bool, language: str
) -> tuple[list[float], list[float], list[float], list[int]]:
    whole, draw, enc, sizes = [], [], [], []
    for _ in range(repeat):
        prev = None
        for v in views:
            if cold:
                common.clear_text_cache()
            t = time.perf_counter()
            png = render.board_png("santafe", v, previous=prev, language=language)
            whole.append(time.perf_counter() - t)
            sizes.append(len(png))
            if cold:
                common.clear_text_cache()
            t = time.perf_counter()
            img = santafe.draw_board(v, previous=prev, language=language)
            draw.append(time.perf_counter() - t)
            t = time.perf_counter()
            encode(img)
            enc.append(time.perf_counter() - t)
            prev = v
    return whole, draw, enc, sizes


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--views", type=int, default=30)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--language", default="en", choices=("en", "fr", "nl"))
    args = ap.parse_args()

    views = track_turn_views(args.seed)
    step = max(1, len(views) // args.views)
    views = views[::step][: args.views]
    t0 = time.perf_counter()
    santafe.warm_up(args.language)
    warm = time.perf_counter() - t0
    render.board_png("santafe", views[0], language=args.language)  # first image: fonts, caches

    ms = 1000
    print(
        f"views: {len(views)} track-turn ends (seed {args.seed}), x{args.repeat} repeats, "
        f"language {args.language}"
    )
    print(f"static map, palette and vocabulary, once per process: {warm * ms:.0f} ms")
    for label, cold in (("warm text cache", False), ("cold text cache", True)):
        whole, draw, enc, sizes = measure(views, args.repeat, cold, args.language)
        print(f"-- {label}")
        print(f"{'':24}{'median':>10}{'p95':>10}{'min':>10}")
        for name, xs in (
            ("whole render (ms)", whole),
            ("drawing alone (ms)", draw),
            ("PNG encode alone (ms)", enc),
        ):
            print(
                f"{name:24}{statistics.median(xs) * ms:10.1f}{pct(xs, 0.95) * ms:10.1f}"
                f"{min(xs) * ms:10.1f}"
            )
        ratio = statistics.median(whole) / statistics.median(enc)
        print(f"ratio whole/encode (medians): {ratio:.2f}")
    print(
        f"PNG size: median {statistics.median(sizes) / 1024:.1f} KB, max {max(sizes) / 1024:.1f} KB"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
