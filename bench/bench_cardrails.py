"""Card Rails speed, run by hand: `taskset -c 0 .venv/bin/python bench/bench_cardrails.py`.

1. Random playouts calling legal_actions and apply at every step: actions per second.
2. Replaying whole 5-player records (engine.replay): milliseconds per record.
3. Board images of a 5-player heuristic game, in each language (`--languages en,fr,nl`): whole
   render vs. PNG-encoding the drawn image, in wall time and in CPU time (the least of five
   runs per image, `--repeats`: the figure to quote on a shared machine); the final-scores
   image.
   `--images-only` skips 1 and 2.
Goals: >= 20,000 actions/s; replay < 20 ms; image median < 60 ms, <= 1.3x encode, < 150 KB, in
every language. No assertions: the figures are quoted in notes.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playouts import engine_figures, playout

import engine
import render
from engine.players import make_player
from render import cardrails
from render.common import encode


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--languages", default="en,fr,nl", help="comma-separated, e.g. fr")
    ap.add_argument("--images-only", action="store_true", help="skip the engine figures")
    ap.add_argument("--engine-only", action="store_true", help="skip the images")
    ap.add_argument(
        "--players", type=int, default=None, help="random playouts with this many players only"
    )
    ap.add_argument("--repeats", type=int, default=5, help="runs over the board images")
    args = ap.parse_args()
    engine.new_game("cardrails", ["a", "b", "c"], 0)  # data loading is a one-time cost

    if not args.images_only:
        if args.players:
            fixed_count(args.games, args.seed, args.players)
        else:
            engine_figures("cardrails", args.games, args.seed, None)
    if args.engine_only:
        return

    players = ["ann", "bob", "cy", "dee", "eve"]
    g = engine.new_game("cardrails", players, args.seed)
    seats = {p: make_player("heuristic", i, "cardrails") for i, p in enumerate(players)}
    views = []
    while not g.is_over:
        p = g.active_players()[0]
        g.apply(p, seats[p].choose(g, p))
        if g.view(None)["step"] in ("card", None):
            views.append(g.view(None))
    for language in args.languages.split(","):
        images(views, language, args.repeats)


def fixed_count(games: int, seed: int, n: int, repeat: int = 5) -> None:
    """Random playouts (legal_actions + apply at every step) with n players only: the same
    games `repeat` times, the best run quoted (the machine is shared: the best is the least
    disturbed), in CPU time."""
    best = None
    for _ in range(repeat):
        total = 0
        cpu = time.process_time()
        for g in range(games):
            total += playout("cardrails", n, seed * 10_000 + g, None)[1]
        cpu = time.process_time() - cpu
        best = cpu if best is None else min(best, cpu)
    assert best is not None
    print(
        f"[{n} players] random playouts: {games} games, {total} actions; best of {repeat} runs"
        f" {best:.2f} s of CPU = {total / best:,.0f} actions/s of CPU"
        " (legal_actions + apply at every step)"
    )


def images(views: list[dict], language: str, repeats: int) -> None:
    t = time.perf_counter()
    cardrails.warm_up(language)
    warm = time.perf_counter() - t
    render.board_png("cardrails", views[0], language=language)
    whole, enc, sizes = [], [], []
    # CPU time per view, the least of the repeats: steadier than wall time on a shared machine.
    cpu = [float("inf")] * len(views)
    cpu_enc = [float("inf")] * len(views)
    for _ in range(repeats):
        prev = None
        for i, v in enumerate(views):
            t, c = time.perf_counter(), time.process_time()
            png = render.board_png("cardrails", v, previous=prev, language=language)
            whole.append(time.perf_counter() - t)
            cpu[i] = min(cpu[i], time.process_time() - c)
            sizes.append(len(png))
            img = cardrails.draw_board(v, previous=prev, language=language)
            t, c = time.perf_counter(), time.process_time()
            encode(img)
            enc.append(time.perf_counter() - t)
            cpu_enc[i] = min(cpu_enc[i], time.process_time() - c)
            prev = v
    scores = []
    for _ in range(5):
        t = time.perf_counter()
        render.scores_png("cardrails", views[-1], language=language)
        scores.append(time.perf_counter() - t)
    print(
        f"[{language}] warm-up {warm * 1000:.0f} ms; board images: {len(views)} turn ends "
        f"x{repeats}: "
        f"whole render median {statistics.median(whole) * 1000:.1f} ms, PNG encode alone "
        f"{statistics.median(enc) * 1000:.1f} ms, ratio "
        f"{statistics.median(whole) / statistics.median(enc):.2f}; PNG size median "
        f"{statistics.median(sizes) / 1024:.0f} KB, max {max(sizes) / 1024:.0f} KB; CPU per "
        f"image (least of {repeats}) median {statistics.median(cpu) * 1000:.1f} ms, PNG "
        f"encode alone {statistics.median(cpu_enc) * 1000:.1f} ms, ratio "
        f"{statistics.median(cpu) / statistics.median(cpu_enc):.2f}; "
        f"final scores median {statistics.median(scores) * 1000:.1f} ms"
    )


if __name__ == "__main__":
    main()
