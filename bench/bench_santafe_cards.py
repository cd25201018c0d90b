"""Santa Fe: the card game, speed, run by hand:

    taskset -c 0 .venv/bin/python bench/bench_santafe_cards.py [--games 200]

1. Random playouts calling legal_actions and apply at every step: actions per second.
2. Replaying whole 5-player records (engine.replay): milliseconds per record.
3. Table images (render.board_png) after every trick of a heuristic game, in each language
   (English, French, Dutch; `--languages fr` for one): median, p95, size; the score sheet.
   With it, the image against its PNG encoding alone (render.common.encode of the drawn image):
   median CPU of draw + encode over median CPU of encode.
Goals: >= 20,000 actions/s on one core; a 5-player replay < 20 ms; an image < 40 ms, < 300 KB,
in every language; the table image <= 1.3x its PNG encoding alone.
No assertions: the figures are quoted in notes.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playouts import engine_figures

import engine
import render
from engine.players import make_player
from render import common, santafe_cards
from text import LANGUAGES

ALL = {"ten_wolves": True, "corrupt_sheriff": True, "black_scorpion": True}


def trick_views(seed: int) -> list[dict]:
    players = ["ann", "bob", "cy", "dee", "eve"]
    g = engine.new_game("santafe-cards", players, seed, ALL)
    seats = {
        p: make_player("heuristic", seed * 10 + i, "santafe-cards") for i, p in enumerate(players)
    }
    views = []
    while not g.is_over:
        p = g.active_players()[0]
        events = g.apply(p, seats[p].choose(g, p))
        if any(e["type"] == "trick_won" for e in events):
            views.append(g.view(None))
    return views


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--languages", nargs="+", default=list(LANGUAGES), choices=LANGUAGES)
    ap.add_argument("--images-only", action="store_true", help="skip the engine figures")
    args = ap.parse_args()
    if not args.images_only:
        for options in ({}, ALL):
            engine_figures("santafe-cards", args.games, args.seed, options)
    views = trick_views(args.seed)
    for language in args.languages:
        image_figures(views, language)


def image_figures(views: list[dict], language: str) -> None:
    santafe_cards.warm_up(language)
    render.board_png("santafe-cards", views[0], language=language)
    whole, cpu, sizes = [], [], []
    for v in views:
        t, c = time.perf_counter(), time.process_time()
        png = render.board_png("santafe-cards", v, language=language)
        whole.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)
        sizes.append(len(png))
    whole.sort()
    p95 = whole[min(len(whole) - 1, round(0.95 * (len(whole) - 1)))]
    # CPU time too: on a shared machine the wall clock also counts the other processes.
    print(
        f"[{language}] table image after each of {len(views)} tricks (5 players, all variants): "
        f"median {statistics.median(whole):.1f} ms (CPU {statistics.median(cpu):.1f} ms), "
        f"p95 {p95:.1f} ms; PNG median "
        f"{statistics.median(sizes) / 1024:.0f} KB, max {max(sizes) / 1024:.0f} KB"
    )
    # Drawing against encoding: fresh views of another game, so no text is cached yet.
    drawn, encoded = [], []
    for v in trick_views(seed=7):
        c = time.process_time()
        img = santafe_cards.draw_board(v, language=language)
        drawn.append(time.process_time() - c)
        c = time.process_time()
        common.encode(img)
        encoded.append(time.process_time() - c)
    enc = statistics.median(encoded) * 1000
    both = statistics.median(d + e for d, e in zip(drawn, encoded, strict=True)) * 1000
    print(
        f"[{language}] table image vs its PNG encoding alone (CPU medians, {len(drawn)} "
        f"images): draw + encode {both:.1f} ms, encode {enc:.1f} ms, ratio {both / enc:.2f}"
    )
    sheets, sheets_cpu = [], []
    for _ in range(5):
        t, c = time.perf_counter(), time.process_time()
        png = render.scores_png("santafe-cards", views[-1], language=language)
        sheets.append((time.perf_counter() - t) * 1000)
        sheets_cpu.append((time.process_time() - c) * 1000)
    print(
        f"[{language}] score sheet: median of 5 {statistics.median(sheets):.1f} ms "
        f"(CPU {statistics.median(sheets_cpu):.1f} ms), {len(png) / 1024:.0f} KB"
    )


if __name__ == "__main__":
    main()
