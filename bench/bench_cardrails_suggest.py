"""The /cardrails build autocomplete's cost, run by hand:
`.venv/bin/python bench/bench_cardrails_suggest.py [--seeds 3]`.

For heuristic 3-player games, every fourth turn: the time to work out each option's values
(every card's whole turns tried, `cogs.cardrails.autocomplete._build_values`) with nothing
else typed, and the time of a keystroke that finds them already worked out for that position
(the memo). Prints each option's median and worst (CPU time) and the ratio of a remembered
keystroke to a first one. No assertions: the figures are quoted in notes.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import OrderedDict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import cogs.cardrails  # noqa: F401  (registers the plug-in)
from bot import plugins
from cogs.cardrails.autocomplete import _build_values
from engine.players import make_player

FIELDS = ("card", "place", "first", "second")


def _remembered(memo: OrderedDict[Any, Any], key: Any) -> Any:
    values = memo.get(key)
    memo.move_to_end(key)
    return values


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=3)
    args = parser.parse_args()
    plugin = plugins.get("cardrails")
    assert plugin is not None
    first: dict[str, list[float]] = {f: [] for f in FIELDS}
    again: list[float] = []
    for seed in range(args.seeds):
        players = ["a", "b", "c"]
        game = plugin.new_game(players, seed, {})
        bots = {p: make_player("heuristic", i, "cardrails") for i, p in enumerate(players)}
        for move in range(400):
            if game.is_over:
                break
            p = game.active_players()[0]
            if game.view(p).get("step") == "card" and move % 4 == 0:
                memo: OrderedDict[Any, Any] = OrderedDict()
                for field in FIELDS:
                    empty = {"card": None, "place": None, "first": None, "second": None}
                    t0 = time.process_time()
                    memo[(seed, move, field)] = _build_values(game, p, field, empty)
                    first[field].append(time.process_time() - t0)
                    t0 = time.process_time()
                    _remembered(memo, (seed, move, field))
                    again.append(time.process_time() - t0)
            game.apply(p, bots[p].choose(game, p))
    for field, times in first.items():
        ms = [t * 1000 for t in times]
        print(f"{field:6}: median {statistics.median(ms):6.1f} ms, worst {max(ms):6.1f} ms")
    ratio = statistics.median(again) / statistics.median([t for v in first.values() for t in v])
    print(f"a remembered keystroke / a first one: {ratio:.5f}")


if __name__ == "__main__":
    main()
