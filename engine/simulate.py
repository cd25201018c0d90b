"""Play whole games between computer players and summarize them (`python -m engine simulate`)."""

from __future__ import annotations

import argparse
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from typing import Any

from engine import core
from engine.core import Game, games, new_game
from engine.decisions import DecisionCount
from engine.players import make_player, policies


def play(
    game: Game,
    seats: dict[str, Any],
    max_actions: int = 100_000,
    on_events: Callable[[list[dict[str, Any]]], None] | None = None,
    counts: DecisionCount | None = None,
) -> Game:
    """Let the computer players in `seats` act until the game ends; `counts` counts their
    decisions (a move with no real choice is then made as the platform makes it)."""
    for _ in range(max_actions):
        active = game.active_players()
        if not active:
            return game
        p = active[0]
        made = counts.before(game, p) if counts is not None else None
        events = game.apply(p, made or seats[p].choose(game, p))
        if on_events is not None:
            on_events(events)
    raise RuntimeError("game did not end")


def simulate(
    name: str, n_players: int, games: int, seed: int, lineup: list[str], options: dict | None
) -> dict[str, Any]:
    """Play `games` games; the lineup rotates one seat per game so every policy sits everywhere."""
    wins_seat: defaultdict[int, float] = defaultdict(float)
    wins_policy: defaultdict[str, float] = defaultdict(float)
    seats_policy: Counter[str] = Counter()
    score_policy: defaultdict[str, list[int]] = defaultdict(list)
    reasons: Counter[str] = Counter()
    rounds: list[int] = []
    stats: Counter[str] = Counter()
    counts: Counter[str] = Counter()  # the game's own figures (Game.tally)
    decided: list[DecisionCount] = []  # each game's decisions per seat and waits
    game_class = core.games()[name]  # `games` here is the number of games to play

    def tally(events: list[dict[str, Any]]) -> None:
        game_class.tally(events, counts)

    for g in range(games):
        players = [f"p{i + 1}" for i in range(n_players)]
        policy_of = {p: lineup[(i + g) % len(lineup)] for i, p in enumerate(players)}
        seats = {
            p: make_player(policy_of[p], seed * 1000 + g * 10 + i, name)
            for i, p in enumerate(players)
        }
        decided.append(DecisionCount())
        game = new_game(name, players, seed * 1000 + g, options)
        game = play(game, seats, on_events=tally, counts=decided[-1])
        scores = game.scores()
        winners = game.winners()
        for i, p in enumerate(players):
            seats_policy[policy_of[p]] += 1
            score_policy[policy_of[p]].append(scores[p])
            if p in winners:
                share = 1 / len(winners)  # a shared win counts as a fraction
                wins_seat[i] += share
                wins_policy[policy_of[p]] += share
        view = game.view(None)
        reasons[view.get("end_reason") or "over"] += 1
        rounds.append(view.get("round", 0))
        for entry in game.record()["actions"]:
            stats[entry["action"]["type"]] += 1
    return {
        "games": games,
        "wins_seat": dict(wins_seat),
        "wins_policy": dict(wins_policy),
        "seats_policy": dict(seats_policy),
        "avg_score_policy": {k: sum(v) / len(v) for k, v in score_policy.items()},
        "reasons": dict(reasons),
        "avg_rounds": sum(rounds) / len(rounds),
        "actions": dict(stats),
        "counts": dict(counts),
        **decision_figures(decided, n_players),
    }


def decision_figures(decided: list[DecisionCount], n_players: int) -> dict[str, Any]:
    """Per player and game: decisions, real choices and moves made at once; per game: the
    waits, sorted (for percentiles)."""
    seats = len(decided) * n_players
    return {
        "decisions": sum(sum(d.decisions.values()) for d in decided) / seats,
        "choices": sum(sum(d.choices.values()) for d in decided) / seats,
        "forced": sum(sum(d.forced.values()) for d in decided) / seats,
        "waits": sorted(d.waits for d in decided),
    }


def main(argv: list[str] | None = None) -> int:
    parser, flags = _parser()
    args = parser.parse_args(argv)
    given = args.lineup.split(",")
    lineup = [given[i] if i < len(given) else given[-1] for i in range(args.players)]
    if args.lineup == "heuristic,random":
        lineup = ["heuristic"] + ["random"] * (args.players - 1)
    if args.game not in games():
        parser.error(f"unknown game {args.game!r}; known: {', '.join(sorted(games()))}")
    options = _options(parser, args, flags)
    start = time.perf_counter()
    res = simulate(args.game, args.players, args.games, args.seed, lineup, options or None)
    elapsed = time.perf_counter() - start
    print(
        f"{args.game}: {res['games']} games, {args.players} players, seed {args.seed}, "
        f"options {options or 'basic'}, lineup rotating {lineup}"
    )
    for line in _report(args.game, args.players, res, options):
        print(line)
    print(f"time: {elapsed:.1f} s")
    return 0


def _parser() -> tuple[argparse.ArgumentParser, dict[str, str]]:
    """The command line, with a flag for every yes/no option of any registered game (by the
    games' own specs: `--advanced`, `--final-dividend`), and the option each flag sets."""
    parser = argparse.ArgumentParser(prog="python -m engine simulate")
    parser.add_argument("game")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--lineup",
        default="heuristic,random",
        help="comma-separated policies, repeated to fill the seats (default: heuristic,random)"
        f"; known: {', '.join(policies())}",
    )
    flags: dict[str, str] = {}
    for cls in games().values():
        for spec in cls.option_specs:
            if spec.kind is bool and spec.name not in flags.values():
                flag = "--" + spec.name.replace("_", "-")
                flags[flag] = spec.name
                parser.add_argument(flag, action="store_true", dest=f"opt_{spec.name}")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    return parser, flags


def _options(
    parser: argparse.ArgumentParser, args: argparse.Namespace, flags: dict[str, str]
) -> dict[str, Any]:
    """The options given (flags and `--option k=v`), checked against the chosen game's specs."""
    specs = {spec.name: spec for spec in games()[args.game].option_specs}
    options: dict[str, Any] = {}
    for name in flags.values():
        if getattr(args, f"opt_{name}", False):
            if name not in specs:
                parser.error(f"{args.game} has no option {name!r}")
            options[name] = True
    for text in args.option:
        name, _, value = text.partition("=")
        if name not in specs:
            parser.error(f"{args.game} has no option {name!r}; known: {', '.join(specs)}")
        kind = specs[name].kind
        options[name] = value.lower() in ("1", "true", "yes") if kind is bool else kind(value)
    return options


def _report(name: str, n_players: int, res: dict[str, Any], options: dict[str, Any]) -> list[str]:
    """The summary's lines: wins per seat and per policy, rounds, endings, actions and the
    game's own figures (`Game.tally_report`)."""
    lines = [
        "wins per seat:   "
        + ", ".join(f"seat {i + 1}: {res['wins_seat'].get(i, 0):.1f}" for i in range(n_players))
    ]
    for pol in sorted(res["seats_policy"]):
        seats = res["seats_policy"][pol]
        wins = res["wins_policy"].get(pol, 0)
        lines.append(
            f"policy {pol:9s}: {wins:6.1f} wins in {seats} seats "
            f"({100 * wins / seats:.1f}% per seat; fair share {100 / n_players:.1f}%), "
            f"average final score {res['avg_score_policy'][pol]:.1f}"
        )
    lines.append(f"average rounds: {res['avg_rounds']:.2f}")
    waits = res["waits"]
    lines.append(
        f"per player:     {res['decisions']:.1f} decisions, {res['choices']:.1f} real choices,"
        f" {res['forced']:.1f} moves made at once (no real choice, seen by all)"
    )
    lines.append(
        f"waits per game: {sum(waits) / len(waits):.1f} (from {waits[0]} to {waits[-1]}; a turn"
        " or a sealed decision each)"
    )
    lines.append(
        "end reasons:    " + ", ".join(f"{k} {v}" for k, v in sorted(res["reasons"].items()))
    )
    acts = res["actions"]
    lines.append("actions:        " + ", ".join(f"{k} {v}" for k, v in sorted(acts.items())))
    lines += games()[name].tally_report(res["counts"], res["games"], options)
    return lines
