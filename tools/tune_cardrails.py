"""Simulate Card Rails card sets with other feature counts: the table in RULINGS.md ("The card
set"). For each setting, the set is generated as tools/build_cardrails_cards.py would (same
seed) and all-heuristic games are played with it (3, 4 and 5 players in turn, default options).

    .venv/bin/python tools/tune_cardrails.py            # the table in RULINGS.md
    .venv/bin/python tools/tune_cardrails.py --games 10 --setting 3/2/4

What each column counts, over all games of a setting:
- mean railroad value: final value of each railroad in play, averaged;
- value from boxes / purple / symbols: the parts of all railroads' values (empty boxes x1,
  purple hexes x2, symbol hexes x5);
- no build possible: turns whose action step (card chosen) lists no build and no place;
- share turns: turns that took a share (the others built, or discarded: R9);
- railroads with <= 2 track: railroads in play ending with at most 2 cubes on the map;
- points from share cubes: the share of all players' points that comes from share cubes (the
  rest from railroad cards kept in hand).

Deterministic: the same arguments print the same table.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine
from engine.cardrails.cards import CardSet, parse
from engine.cardrails.game import CardRails
from engine.cardrails.heuristic import CardRailsHeuristic
from tools.build_cardrails_cards import build

# Per railroad: lakes, swaps, purple hexes (the chosen one is marked in the table).
SETTINGS: list[tuple[int, ...]] = [(0, 1, 2), (3, 2, 4), (6, 2, 4), (3, 2, 8), (9, 3, 6)]
CHOSEN = (3, 2, 4)
HALF_SYMBOLS = 3
SET_SEED = 2024  # build_cardrails_cards.py's default


@dataclass
class Tally:
    railroads: int = 0
    value: int = 0
    parts: list[int] = field(default_factory=lambda: [0, 0, 0])  # boxes, purple, symbols
    turns: int = 0
    no_build: int = 0
    share_turns: int = 0
    short: int = 0
    points: int = 0
    cube_points: int = 0


def card_set(lakes: int, swaps: int, purple: int) -> CardSet:
    return parse(build(lakes, swaps, purple, HALF_SYMBOLS, SET_SEED))


def play(cards: CardSet, n: int, seed: int, tally: Tally) -> None:
    game = engine.new_game("cardrails", [f"p{i}" for i in range(n)], seed)
    assert isinstance(game, CardRails)
    # Same card ids, other printed features: the deal is unchanged, the map is still empty.
    game.board = cards
    game.version += 1
    seats = {}
    for i, p in enumerate(game.players):
        seats[p] = CardRailsHeuristic(seed * 10 + i)
        seats[p].cards = cards
    while not game.is_over:
        p = game.active_players()[0]
        actions = game.legal_actions(p)
        if game.step == "action":
            tally.turns += 1
            if not any(a["type"] in ("build", "place") for a in actions):
                tally.no_build += 1
        action = seats[p].choose(game, p)
        if action["type"] == "share":
            tally.share_turns += 1
        game.apply(p, action)
    view = game.view(None)
    for rr in view["railroads"].values():
        tally.railroads += 1
        tally.value += rr["value"]
        tally.parts[0] += rr["empty_boxes"]
        tally.parts[1] += 2 * rr["purple_hexes"]
        tally.parts[2] += 5 * rr["symbol_hexes"]
        tally.short += len(rr["track"]) <= 2
    for score in view["score_breakdown"].values():
        for row in score["railroads"].values():
            tally.points += row["points"]
            tally.cube_points += row["value"] * row["cubes"]


def pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "-"


def row(setting: tuple[int, ...], t: Tally) -> str:
    name = "/".join(map(str, setting))
    if setting == CHOSEN:
        name = f"**{name} (chosen)**"
    total = sum(t.parts)
    return (
        f"| {name} | {t.value / t.railroads:.1f} | "
        + " / ".join(pct(x, total) for x in t.parts)
        + f" | {100 * t.no_build / t.turns:.1f}% | {pct(t.share_turns, t.turns)}"
        + f" | {pct(t.short, t.railroads)} | {pct(t.cube_points, t.points)} |"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=40, help="games per setting (default 40)")
    ap.add_argument("--seed", type=int, default=1, help="first game seed (default 1)")
    ap.add_argument(
        "--setting", action="append", help="lakes/swaps/purple per railroad (default: all)"
    )
    args = ap.parse_args()
    settings = SETTINGS
    if args.setting:
        settings = [tuple(int(x) for x in s.split("/")) for s in args.setting]
    print(
        "| lakes/swaps/purple per railroad | mean railroad value"
        " | value from boxes / purple / symbols | no build possible | share turns"
        " | railroads with <= 2 track | points from share cubes |"
    )
    print("|---|---|---|---|---|---|---|")
    for setting in settings:
        lakes, swaps, purple = setting
        cards = card_set(lakes, swaps, purple)
        tally = Tally()
        for g in range(args.games):
            play(cards, 3 + g % 3, args.seed + g, tally)
        print(row(setting, tally), flush=True)


if __name__ == "__main__":
    main()
