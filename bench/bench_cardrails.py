"""Card Rails speed, run by hand: `taskset -c 0 .venv/bin/python bench/bench_cardrails.py`.

1. Random playouts calling legal_actions and apply at every step: actions per second.
2. Replaying whole 5-player records (engine.replay): milliseconds per record.
3. Board images of a 5-player heuristic game: whole render vs. PNG-encoding the drawn image.
Goals: >= 20,000 actions/s; replay < 20 ms; image median < 60 ms, <= 1.3x encode, < 150 KB.
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
from render import cardrails
from render.common import encode


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    engine.new_game("cardrails", ["a", "b", "c"], 0)  # data loading is a one-time cost

    engine_figures("cardrails", args.games, args.seed, None)

    players = ["ann", "bob", "cy", "dee", "eve"]
    g = engine.new_game("cardrails", players, args.seed)
    seats = {p: make_player("heuristic", i, "cardrails") for i, p in enumerate(players)}
    views = []
    while not g.is_over:
        p = g.active_players()[0]
        g.apply(p, seats[p].choose(g, p))
        if g.view(None)["step"] in ("card", None):
            views.append(g.view(None))
    cardrails.warm_up()
    render.board_png("cardrails", views[0])
    whole, enc, sizes = [], [], []
    for _ in range(3):
        prev = None
        for v in views:
            t = time.perf_counter()
            png = render.board_png("cardrails", v, previous=prev)
            whole.append(time.perf_counter() - t)
            sizes.append(len(png))
            img = cardrails.draw_board(v, previous=prev)
            t = time.perf_counter()
            encode(img)
            enc.append(time.perf_counter() - t)
            prev = v
    print(
        f"board images: {len(views)} turn ends x3: whole render median "
        f"{statistics.median(whole) * 1000:.1f} ms, PNG encode alone "
        f"{statistics.median(enc) * 1000:.1f} ms, ratio "
        f"{statistics.median(whole) / statistics.median(enc):.2f}; PNG size median "
        f"{statistics.median(sizes) / 1024:.0f} KB, max {max(sizes) / 1024:.0f} KB"
    )


if __name__ == "__main__":
    main()
