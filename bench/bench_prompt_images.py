"""Benchmark the pictures that go with prompts (render/prompt.py): render time per picture as a
ratio to its PNG encode alone, and its bytes, per game at 3, 4 and 5 players.

    taskset -c 0 .venv/bin/python bench/bench_prompt_images.py [--games santafe,cardrails]
        [--seed 3] [--language en] [--limit 60]

Plays a seeded heuristic game per game and player count and keeps, for the first seat, every
picture the bot would draw for its prompts, in order: the options' map with the hand when the
decision's options are places, the hand alone otherwise, and the board with the hand at every
decision where the board changed since that seat's previous decision (as the thread's last
image would be out of date). Renders them in that order in one process after the renderers'
warm-up (the bot's renderer process does the same), with the pictures' own cache emptied
before each (a first drawing: a DM and /game hand of one position share one drawing, which
costs nothing), then times the PNG encode of the same image alone. The minimum of
`--repeats` runs per picture is the figure least disturbed by other processes; the first
run's figure is printed beside it. The first run is the bot's own case: a map layer (Card
Rails' map widened for the places a card may go, a board's map) is drawn on its first use and
shared by the pictures of the same map that follow (a turn's prompts). Later runs reuse a
layer only if it is still among the few kept (the bot keeps 6-8), so they are not all warm.
No assertions: the figures are quoted in notes.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine
import render
from bot import plugins
from bot.option_codes import spots_of
from engine.players import make_player
from render import prompt
from render.common import encode

GAMES = ("santafe", "cardrails", "santafe-cards")


def jobs(name: str, players: int, seed: int, limit: int) -> list[tuple[dict, tuple, Any]]:
    """(own view, spots, board or None) of the first seat's decisions, in order."""
    presenter = plugins.get(name).presenter
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


def measure(name: str, work: list[tuple[dict, tuple, Any]], language: str, repeats: int) -> str:
    whole = [float("inf")] * len(work)
    first = [0.0] * len(work)
    enc = [float("inf")] * len(work)
    sizes = [0] * len(work)
    for run in range(repeats):
        for i, (own, spots, board) in enumerate(work):
            prompt._KEPT.clear()
            t = time.process_time()
            png = prompt.prompt_png(name, own, spots=spots, board=board, language=language)
            took = time.process_time() - t
            whole[i] = min(whole[i], took)
            first[i] = took if run == 0 else first[i]
            sizes[i] = len(png)
            sheet = prompt.prompt_layout(name, own, spots=spots, board=board, language=language)
            img = prompt.prompt_module(name).draw(sheet)
            t = time.process_time()
            encode(img)
            enc[i] = min(enc[i], time.process_time() - t)
    kinds = {
        "options": [i for i, w in enumerate(work) if w[1]],
        "board": [i for i, w in enumerate(work) if w[2] is not None],
        "hand": [i for i, w in enumerate(work) if not w[1] and w[2] is None],
    }
    lines = []
    for kind, idx in kinds.items():
        if not idx:
            continue
        w = statistics.median(whole[i] for i in idx) * 1000
        f = statistics.median(first[i] for i in idx) * 1000
        e = statistics.median(enc[i] for i in idx) * 1000
        b = [sizes[i] / 1024 for i in idx]
        lines.append(
            f"  {kind:8} n={len(idx):3}  render {w:6.1f} ms (first run {f:6.1f})  encode"
            f" {e:6.1f} ms  ratio {w / e:4.2f} (first run {f / e:4.2f})  KB median"
            f" {statistics.median(b):5.1f} max {max(b):5.1f}"
        )
    w = statistics.median(whole) * 1000
    f = statistics.median(first) * 1000
    e = statistics.median(enc) * 1000
    lines.append(
        f"  all      n={len(work):3}  ratio of medians {w / e:4.2f} (first run {f / e:4.2f})"
    )
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--language", default="en", choices=("en", "fr", "nl"))
    ap.add_argument("--limit", type=int, default=60, help="pictures per game and player count")
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    plugins.discover()
    t = time.perf_counter()
    render.warm_up((args.language,))
    print(f"warm-up (every renderer, language {args.language}): {time.perf_counter() - t:.1f} s")
    print("CPU time per picture, the least of the repeats; pictures' cache emptied each time")
    for name in args.games.split(","):
        for players in (3, 4, 5):
            cls = engine.games()[name]
            if not cls.min_players <= players <= cls.max_players:
                continue
            work = jobs(name, players, args.seed, args.limit)
            print(f"{name}, {players} players:")
            print(measure(name, work, args.language, args.repeats))
    return 0


if __name__ == "__main__":
    sys.exit(main())
