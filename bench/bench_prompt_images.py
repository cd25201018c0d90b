"""Benchmark the pictures that go with prompts (render/prompt.py): render time per picture as a
ratio to its PNG encode alone, and its bytes, per game at 3, 4 and 5 players.

    taskset -c 0 .venv/bin/python bench/bench_prompt_images.py [--games santafe,cardrails]
        [--seed 3] [--language en] [--limit 60] [--repeats 3] [--fresh 3]

Plays a seeded heuristic game per game and player count and keeps, for the first seat, every
picture the bot would draw for its prompts, in order: the options' map with the hand when the
decision's options are places, the hand alone otherwise, and the board with the hand at every
decision where the board changed since that seat's previous decision (as the thread's last
image would be out of date). Renders them in that order after the renderers' warm-up (the
bot's renderer process does the same), with the pictures' own cache emptied before each (a DM
and /game hand of one position share one drawing, which costs nothing), then times the PNG
encode of the same image alone. Two figures per kind:

- "least": the least of `--repeats` runs in one process, as the board benchmarks measure it.
  Later runs find some layers (a map widened for a card's places, a board's map) and panel
  parts still kept from the earlier runs (the bot keeps a few).
- "first": each picture's first drawing in a renderer just warmed up, drawing that game's
  pictures in order (the bot's own case for a new position): the least of `--fresh` fresh
  processes, one per game each, so that a burst of other work on a shared machine does not
  count as the picture's cost.

No assertions: the figures are quoted in notes.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine
from bot import plugins
from bot.option_codes import spots_of
from bot.renderer import warm
from engine.players import make_player
from render import prompt
from render.common import encode

GAMES = ("santafe", "cardrails", "santafe-cards")


def jobs(name: str, players: int, seed: int, limit: int) -> list[tuple[dict, tuple, Any]]:
    """(own view, spots, board or None) of the first seat's decisions, in order."""
    plugin = plugins.get(name)
    assert plugin is not None, name
    presenter = plugin.presenter
    ids = [f"p{i}" for i in range(players)]
    g = engine.new_game(name, ids, seed)
    seats = {p: make_player("heuristic", seed * 10 + i, name) for i, p in enumerate(ids)}
    out: list[tuple[dict, tuple, Any]] = []
    shown = None
    while not g.is_over and len(out) < limit:
        if "p0" in g.active_players() and g.legal_actions("p0"):
            own = g.view("p0")
            found = spots_of(g.legal_actions("p0"), presenter, own, "en")
            spots = tuple(s for s in found if s is not None)
            now = g.view(None)
            board = now if not spots and now != shown else None
            shown = now
            out.append((own, spots, board))
        p = g.active_players()[0]
        g.apply(p, seats[p].choose(g, p))
    return out


Timing = tuple[list[float], list[float], list[int]]  # render, encode (s), PNG bytes


def run_once(name: str, work: list[tuple[dict, tuple, Any]], language: str) -> Timing:
    """Each picture drawn once, in order, its own cache emptied: render, encode, bytes."""
    whole, enc, sizes = [], [], []
    for own, spots, board in work:
        prompt._KEPT.clear()
        t = time.process_time()
        png = prompt.prompt_png(name, own, spots=spots, board=board, language=language)
        whole.append(time.process_time() - t)
        sizes.append(len(png))
        sheet = prompt.prompt_layout(name, own, spots=spots, board=board, language=language)
        img = prompt.prompt_module(name).draw(sheet)
        t = time.process_time()
        encode(img)
        enc.append(time.process_time() - t)
    return whole, enc, sizes


def least(runs: list[Timing]) -> Timing:
    """Per picture, the least time of the runs (bytes are the same in each)."""
    return (
        [min(r[0][i] for r in runs) for i in range(len(runs[0][0]))],
        [min(r[1][i] for r in runs) for i in range(len(runs[0][1]))],
        runs[0][2],
    )


def fresh_first(name: str, seed: int, limit: int, language: str) -> dict[int, Timing]:
    """In a new process (spawned): the renderers warmed up, then every player count's pictures
    of `name` drawn once, in order."""
    plugins.discover()
    warm((language,))  # as the bot's renderer process warms up
    out = {}
    for players in counts(name):
        out[players] = run_once(name, jobs(name, players, seed, limit), language)
    return out


def counts(name: str) -> list[int]:
    cls = engine.games()[name]
    return [n for n in (3, 4, 5) if cls.min_players <= n <= cls.max_players]


def report(work: list[tuple[dict, tuple, Any]], best: Timing, first: Timing) -> str:
    kinds = {
        "options": [i for i, w in enumerate(work) if w[1]],
        "board": [i for i, w in enumerate(work) if w[2] is not None],
        "hand": [i for i, w in enumerate(work) if not w[1] and w[2] is None],
    }
    lines = []
    for kind, idx in kinds.items():
        if not idx:
            continue
        w = statistics.median(best[0][i] for i in idx) * 1000
        e = statistics.median(best[1][i] for i in idx) * 1000
        f = statistics.median(first[0][i] for i in idx) * 1000
        fe = statistics.median(first[1][i] for i in idx) * 1000
        b = [best[2][i] / 1024 for i in idx]
        lines.append(
            f"  {kind:8} n={len(idx):3}  least: render {w:6.1f} ms encode {e:6.1f} ms ratio"
            f" {w / e:4.2f}   first: render {f:6.1f} ms encode {fe:6.1f} ms ratio {f / fe:4.2f}"
            f"   KB median {statistics.median(b):5.1f} max {max(b):5.1f}"
        )
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--language", default="en", choices=("en", "fr", "nl"))
    ap.add_argument("--limit", type=int, default=60, help="pictures per game and player count")
    ap.add_argument("--repeats", type=int, default=3, help="runs in one process (least)")
    ap.add_argument("--fresh", type=int, default=3, help="fresh processes per game (first)")
    args = ap.parse_args()
    plugins.discover()
    t = time.perf_counter()
    warm((args.language,))
    print(f"warm-up (every renderer, language {args.language}): {time.perf_counter() - t:.1f} s")
    print("CPU time per picture, median of a kind; pictures' cache emptied before each")
    spawn = multiprocessing.get_context("spawn")
    for name in args.games.split(","):
        firsts: list[dict[int, Timing]] = []
        for _ in range(args.fresh):
            with ProcessPoolExecutor(1, mp_context=spawn) as pool:
                job = pool.submit(fresh_first, name, args.seed, args.limit, args.language)
                firsts.append(job.result())
        for players in counts(name):
            work = jobs(name, players, args.seed, args.limit)
            runs = [run_once(name, work, args.language) for _ in range(args.repeats)]
            first = least([f[players] for f in firsts])
            print(f"{name}, {players} players:")
            print(report(work, least(runs), first))
    return 0


if __name__ == "__main__":
    sys.exit(main())
