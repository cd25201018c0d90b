"""Santa Fe: the card game, the strong player's strength, run by hand:

    nice -n 10 .venv/bin/python bench/bench_strong_santafe_cards.py [--games 200] [--think-ms 25]
        [--players 3 4 5] [--variants none ten-wolves corrupt-sheriff black-scorpion]

For every player count and variant it plays the games of the existing command
`python -m engine simulate santafe-cards --players N --games 2N --seed S --lineup
strong,heuristic,... [--variant]` (each seed S = 1, 2, ... is one such command: 2N games, so the
rotating lineup seats the strong player twice in every seat), with `WHISTLESTOP_CPU_THINK_MS`
set to the budget, and prints after every seed the strong player's share of wins per seat so
far against the fair share 1/N (a shared win counts as a fraction). Goal: >= 50% at 3 players
(fair 33%), and as much above the fair share at 4 and 5 players.
`--rate`: instead, the search's iterations per second of CPU in the positions of one
heuristic game per player count (the figure behind `SantaFeCards.search_rate`).
No assertions: the figures are quoted in notes, with the budget used.

Figures of 2026-12-01 (WHISTLESTOP_CPU_THINK_MS=25, about 25 iterations a move; a machine
loaded ~15x, so far fewer than 200 games per figure; seeds 1..S of the command above):
3 players: none 36/42 = 85.7%, ten-wolves 31/42 = 73.8%, corrupt-sheriff 38/42 = 90.5%,
black-scorpion 34/42 = 81.0% (seeds 1-7, fair 33.3%); 4 players none 15/32 = 46.9% (seeds
1-4, fair 25%); 5 players none 14.5/30 = 48.3% (seeds 1-3, fair 20%). `--rate`: 984
iterations/s at 3 players, 749 at 5 on the loaded machine (1487 and 1001 when quieter).
On 2026-12-02, 3 players, `python -m engine simulate santafe-cards --players 3 --games 24
--seed S --lineup strong,heuristic,heuristic [variant]` for S = 1..9 (216 games), same budget:
none 78.0% (168.5/216), Ten Wolves 72.9% (157.5/216), Corrupt Sheriff 79.7% (153/192, S = 1..8);
later the same day (load 5-14), Black Scorpion (`--black-scorpion`) 76.9% (166/216, S = 1..9).
On 2026-12-02, same budget, `--games 24 --seed S` for S = 1..8 and `--games 8 --seed 9` (200
games each, lineup strong,heuristic: the last policy fills the other seats), the strong player's
share of its seats: 3 players Corrupt Sheriff 80.0% (160/200: 153/192 above, then 7/8 with
seed 9); 4 players (fair 25%) none 61.5% (123/200), Ten Wolves 62.0% (124/200), Corrupt
Sheriff 67.5% (135/200), Black Scorpion 69.8% (139.5/200); 5 players (fair 20%) none 67.0%
(134/200), Ten Wolves 63.2% (126.5/200), Corrupt Sheriff 66.8% (133.5/200), Black Scorpion
60.2% (120.5/200). At the default budget (WHISTLESTOP_CPU_THINK_MS=300), 3 players, no variant,
`--games 24 --seed S` for S = 1, 2: 91.7% (44/48).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.simulate import simulate

VARIANTS = {
    "none": [],
    "ten-wolves": ["--ten-wolves"],
    "corrupt-sheriff": ["--corrupt-sheriff"],
    "black-scorpion": ["--black-scorpion"],
}


def rate(players: int) -> float:
    """Iterations per second of CPU of the strong player's search, over every fifth position
    with a choice of a heuristic game."""
    import engine
    from engine.players import make_player
    from engine.search import SearchPlayer

    game = engine.new_game("santafe-cards", [f"p{i}" for i in range(players)], 1)
    seats = {p: make_player("heuristic", i, "santafe-cards") for i, p in enumerate(game.players)}
    search = SearchPlayer(0, iterations=50, rollout="fast")
    done, spent, step = 0, 0.0, 0
    while not game.is_over:
        q = game.active_players()[0]
        if step % 5 == 0 and len(game.legal_actions(q)) > 1:
            start = time.process_time()
            search.choose(game, q)
            spent += time.process_time() - start
            done += search.last["iterations"]
        game.apply(q, seats[q].choose(game, q))
        step += 1
    return done / spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="at least this many per figure")
    parser.add_argument("--think-ms", type=float, default=25.0)
    parser.add_argument("--players", type=int, nargs="+", default=[3, 4, 5])
    parser.add_argument("--variants", nargs="+", default=list(VARIANTS), choices=list(VARIANTS))
    parser.add_argument("--rate", action="store_true", help="measure the search's speed")
    args = parser.parse_args()
    if args.rate:
        for players in args.players:
            print(f"{players} players: {rate(players):.0f} iterations/s of CPU", flush=True)
        return
    # Read by engine.search when each strong player thinks.
    os.environ["WHISTLESTOP_CPU_THINK_MS"] = f"{args.think_ms:g}"
    for players in args.players:
        lineup = ["strong"] + ["heuristic"] * (players - 1)
        for variant in args.variants:
            options = {flag[2:].replace("-", "_"): True for flag in VARIANTS[variant]}
            wins = 0.0
            seats = 0
            seed = 0
            start = time.process_time()
            while seed * 2 * players < args.games:
                seed += 1
                res = simulate("santafe-cards", players, 2 * players, seed, lineup, options or None)
                wins += res["wins_policy"].get("strong", 0.0)
                seats += res["seats_policy"]["strong"]
                print(
                    f"{players} players, {variant}, seeds 1-{seed} ({seed * 2 * players} games): "
                    f"strong wins {wins:g} of {seats} seats = {100 * wins / seats:.1f}% "
                    f"(fair {100 / players:.1f}%), {time.process_time() - start:.0f} s CPU; "
                    f"WHISTLESTOP_CPU_THINK_MS={args.think_ms:g} python -m engine simulate "
                    f"santafe-cards --players {players} --games {2 * players} --seed S "
                    f"--lineup {','.join(lineup)} {' '.join(VARIANTS[variant])}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
