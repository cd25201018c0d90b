"""Write the golden records of tests/golden/<game>/ (after a deliberate rule change only).

A golden record is a whole game between the game's best computer players and its result: the
scores, the winners and a hash of the final spectator view. tests/obligations/test_golden.py
replays every record, for every game alike, so any change to a game's outcome shows up.

    .venv/bin/python tools/make_golden.py GAME [LABEL ...]
        play each record again from its set-up (players, seed, options) and rewrite it
    .venv/bin/python tools/make_golden.py GAME --same-actions
        keep the stored actions, rewrite only the expected result
    .venv/bin/python tools/make_golden.py GAME --add LABEL PLAYERS SEED [OPTION=VALUE ...]
        a new record (VALUE read as JSON: true, 3, "x")
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core import canonical
from engine.simulate import play
from tests.obligations import engines, golden_files, new_game, replay

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "golden"


def expected(game: Any) -> dict[str, Any]:
    """What a golden record fixes: the results, and the final spectator view (every value a
    player can see at the end) as a hash."""
    return {
        "scores": game.scores(),
        "winners": game.winners(),
        "view_sha256": hashlib.sha256(canonical(game.view(None)).encode()).hexdigest(),
    }


def played(name: str, players: list[str], seed: int, options: dict[str, Any]) -> Any:
    cls = engines()[name]
    game = new_game(name, players, seed, options)
    policy = "heuristic" if "heuristic" in cls.policies() else "random"
    seats = {p: cls.computer_player(policy, seed * 10 + i) for i, p in enumerate(players)}
    return play(game, seats)


def write(path: Path, game: Any) -> None:
    data = {"record": game.record(), "expected": expected(game)}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, separators=(",", ":")) + "\n")
    print(path.relative_to(GOLDEN.parent.parent), data["expected"]["scores"])


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(engines()))
    parser.add_argument("labels", nargs="*", help="only these records (default: all)")
    parser.add_argument("--same-actions", action="store_true")
    parser.add_argument("--add", nargs="+", metavar="ARG")
    args = parser.parse_args(argv)
    if args.add:
        label, n, seed, *pairs = args.add
        options = {k: json.loads(v) for k, v in (p.split("=", 1) for p in pairs)}
        players = [f"p{i}" for i in range(int(n))]
        write(GOLDEN / args.game / f"{label}.json", played(args.game, players, int(seed), options))
        return
    for path in golden_files(args.game):
        if args.labels and path.stem not in args.labels:
            continue
        record = json.loads(path.read_text())["record"]
        if args.same_actions:
            game = replay(record)
        else:
            game = played(args.game, record["players"], record["seed"], record["options"])
        write(path, game)


if __name__ == "__main__":
    main(sys.argv[1:])
