"""Card Rails' strong player: its search rate, and its win share against heuristic players.

Run by hand (long; under `nice -n 10` on a shared machine):

    .venv/bin/python bench/bench_strong_cardrails.py --rate
    WHISTLESTOP_CPU_THINK_MS=50 .venv/bin/python bench/bench_strong_cardrails.py \\
        --players 3 --variant none --games 200 --seeds 1

`--rate` measures the iterations per second of CPU (one core) of the search in positions
from heuristic games (what `CardRails.search_rate` is set from). Otherwise each figure plays
the lineup strong,heuristic,... (rotating seats) exactly as
`python -m engine simulate cardrails --players N --games G --seed S --lineup ...` does, and
prints the strong player's share of wins against the fair share. `--players` and `--variant`
take several values (comma-separated) to run every figure in turn.

Measured 2026-12-02, 3 players, `WHISTLESTOP_CPU_THINK_MS=50`, `python -m engine simulate
cardrails --players 3 --games 24 --seed S --lineup strong,heuristic,heuristic [variant]` for
S = 1..9 (216 games each), the strong player's share of its seats (fair 33.3%): no variant
62.0% (134/216), Final Dividend 96.8% (209/216), Open Hands 69.4% (150/216) (each compared
move judged on at least 2 worlds then). With at least 3 worlds per compared move (`rounds`,
2 moves in 4 worlds at this budget), same budget, on a machine loaded 10-17x: 4 players, no
variant, 45.5% (91/200: `--games 24 --seed S` for S = 1..8 and `--games 8 --seed 9`; fair
25%, bar 37.5%); then, the same seeds and budget: Final Dividend 63.5% (127/200), Open
Hands 55.5% (111/200); 5 players (fair 20%, bar 30%): no variant 32.0% (64/200), Final
Dividend 59.5% (119/200), Open Hands 36.0% (72/200).
With that search, on 2026-12-02, 3 players, the same budget and seeds (200 games each): no
variant 59.0% (118/200), Final Dividend 75.5% (151/200), Open Hands 55.0% (110/200). At the
default budget (WHISTLESTOP_CPU_THINK_MS=300), 3 players, no variant, `--games 24 --seed S`
for S = 1, 2: 95.8% (46/48).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from typing import Any

import engine
from engine.cardrails.game import CardRails
from engine.cardrails.heuristic import CardRailsHeuristic
from engine.cardrails.strong import StrongPlayer
from engine.players import make_player
from engine.search import think_ms
from engine.simulate import play

VARIANTS: dict[str, dict[str, Any]] = {
    "none": {},
    "final_dividend": {"final_dividend": True},
    "open_hands": {"open_hands": True},
}
FLAGS = {"none": "", "final_dividend": " --final-dividend", "open_hands": " --open-hands"}


def positions(count: int, seed: int) -> list[tuple[CardRails, str]]:
    """Positions of heuristic games, at every stage, where the mover has a real choice."""
    rng = random.Random(seed)
    out: list[tuple[CardRails, str]] = []
    while len(out) < count:
        n = rng.choice((3, 4, 5))
        game = engine.new_game("cardrails", [f"p{i}" for i in range(n)], rng.randrange(1 << 30))
        assert isinstance(game, CardRails)
        stop = rng.randrange(3 * 9 * n)
        bots = {p: CardRailsHeuristic(i) for i, p in enumerate(game.players)}
        for _ in range(stop):
            if game.is_over:
                break
            p = game.active_players()[0]
            game.apply(p, bots[p].choose(game, p))
        if not game.is_over and len(game.legal_actions(game.active_players()[0])) > 1:
            out.append((game, game.active_players()[0]))
    return out


def rate(count: int, iterations: int) -> None:
    rates = []
    for i, (game, p) in enumerate(positions(count, 7)):
        player = StrongPlayer(i, iterations=iterations)
        start = time.process_time()
        player.choose(game, p)
        spent = time.process_time() - start
        if player.last["iterations"]:
            rates.append(player.last["iterations"] / spent)
    print(
        f"{len(rates)} positions, {iterations} iterations each: "
        f"{statistics.median(rates):.0f} iterations/s median, "
        f"{statistics.mean(rates):.0f} mean, {min(rates):.0f} slowest"
    )


def figure(n: int, variant: str, games: int, seeds: list[int]) -> float:
    """One figure: `games` games for each seed in turn, played exactly as `python -m engine
    simulate` plays them (game seeds s*1000 to s*1000+games-1, the lineup rotating one seat a
    game, the same player seeds), with a running total after each game (a shared machine may
    not let a long run finish)."""
    lineup = ["strong"] + ["heuristic"] * (n - 1)
    think = os.environ.get("WHISTLESTOP_CPU_THINK_MS", "300")
    options = VARIANTS[variant] or None
    wins = 0.0
    seats = 0
    for seed in seeds:
        print(
            f"WHISTLESTOP_CPU_THINK_MS={think} python -m engine simulate cardrails"
            f" --players {n} --games {games} --seed {seed}{FLAGS[variant]}"
            f" --lineup {','.join(lineup)}",
            flush=True,
        )
        for g in range(games):
            players = [f"p{i + 1}" for i in range(n)]
            policy_of = {p: lineup[(i + g) % n] for i, p in enumerate(players)}
            bots = {
                p: make_player(policy_of[p], seed * 1000 + g * 10 + i, "cardrails")
                for i, p in enumerate(players)
            }
            game = play(engine.new_game("cardrails", players, seed * 1000 + g, options), bots)
            winners = game.winners()
            seats += 1
            wins += sum(1 / len(winners) for p in winners if policy_of[p] == "strong")
            print(
                f"  {n} players, {variant}, seed {seed}, game {g + 1}: strong has won"
                f" {wins:.1f} of {seats} seats = {100 * wins / seats:.1f}%",
                flush=True,
            )
    share = wins / seats
    print(
        f"{n} players, {variant}: strong wins {wins:.1f} of {seats} seats = {100 * share:.1f}%"
        f" (fair {100 / n:.1f}%, ratio to fair {share * n:.2f}); seeds {seeds}, {games} games"
        " each",
        flush=True,
    )
    return share


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rate", action="store_true", help="measure the search rate only")
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--iterations", type=int, default=60)
    parser.add_argument("--players", default="3,4,5")
    parser.add_argument("--variant", default="none,final_dividend,open_hands")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seeds", default="1", help="comma-separated; --games games each")
    args = parser.parse_args()
    if args.rate:
        rate(args.positions, args.iterations)
        return
    print(f"budget: {think_ms():.0f} ms x {CardRails.search_rate:.0f} iterations/s per move")
    for n in (int(x) for x in args.players.split(",")):
        for variant in args.variant.split(","):
            figure(n, variant, args.games, [int(x) for x in args.seeds.split(",")])


if __name__ == "__main__":
    main()
