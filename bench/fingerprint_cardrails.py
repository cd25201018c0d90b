"""Card Rails behaviour fingerprint, run by hand before and after an engine change meant to keep
behaviour identical (a speed-up): `.venv/bin/python bench/fingerprint_cardrails.py`.

Over `--games` games per player count (3, 4, 5) and variant (basic, Final Dividend, Open Hands,
both), random play; at every step it hashes every seat's legal actions, three views (the
mover's, another seat's, the spectator's), the events of the move, the refusal (code, text,
values) of near-miss moves (each listed action altered a little, every action type bare, the
wrong player), the heuristic's and the fast heuristic's choices; now and then the strong
player's choice (a fixed budget) and a sampled world's views; at the end the record, its
replay and the scores. Prints one hash per group and one over all: equal hashes, identical
behaviour.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# The strong player's budget is a number of iterations; a CPU-time cap must never cut it.
os.environ["WHISTLESTOP_CPU_THINK_MS"] = "100000"

import engine
from engine.cardrails.cards import label, neighbours, parse_label
from engine.cardrails.strong import FastHeuristic, StrongPlayer
from engine.core import IllegalAction, canonical
from engine.players import make_player

VARIANTS = {
    "basic": {},
    "dividend": {"final_dividend": True},
    "open": {"open_hands": True},
    "both": {"final_dividend": True, "open_hands": True},
}
TYPES = ("card", "share", "build", "place", "stop", "discard", "swap_give", "swap_take", "fly")


def near_misses(game: Any, p: str, legal: list[dict[str, Any]], rng: random.Random) -> list:
    """Actions close to the listed ones, most of them refused."""
    out: list[tuple[str, dict[str, Any]]] = [(p, {"type": t}) for t in TYPES]
    others = [q for q in game.players if q != p]
    cards = sorted(game.board.cards)
    rails = [*game.board.railroads, "nope"]
    for a in rng.sample(legal, min(4, len(legal))):
        out.append((rng.choice(others), dict(a)))
        out.append((p, {**a, "extra": 1}))
        kind = a["type"]
        if "card" in a:
            out.append((p, {**a, "card": rng.choice(cards)}))
            out.append((p, {**a, "card": 7}))
        if "railroad" in a:
            out.append((p, {**a, "railroad": rng.choice(rails)}))
        if kind == "build":
            h = parse_label(a["hex"])
            assert h is not None
            out.append((p, {**a, "hex": label(rng.choice(neighbours(h)))}))
            out.append((p, {**a, "hex": a["hex"].lower()}))
            out.append((p, {**a, "hex": "X9"}))
        if kind == "place":
            h = parse_label(a["at"])
            assert h is not None
            out.append((p, {**a, "at": label(rng.choice(neighbours(h)))}))
            far = (h[0] + rng.choice((-2, 2)), h[1] + rng.choice((-4, 0, 4)))
            out.append((p, {**a, "at": label(far)}))
            out.append((p, {**a, "rotation": rng.choice((90, True, 0.0, "0"))}))
            out.append((p, {**a, "rotation": 180 - a["rotation"]}))
    # Places and builds anywhere near the map, at any step.
    hexes = sorted(game.whole) + sorted(game.open_halves)
    for h in rng.sample(hexes, min(3, len(hexes))):
        out.append((p, {"type": "place", "at": label(h), "rotation": rng.choice((0, 180))}))
        out.append((p, {"type": "build", "railroad": rng.choice(rails), "hex": label(h)}))
    return out


def play(n: int, options: dict[str, Any], seed: int, strong: bool, digest: Any) -> int:
    rng = random.Random(seed)
    players = [f"p{i}" for i in range(n)]
    game = engine.new_game("cardrails", players, seed, options or None)
    heur = {p: make_player("heuristic", seed + i, "cardrails") for i, p in enumerate(players)}
    fast = {p: FastHeuristic(seed + i) for i, p in enumerate(players)}
    put = digest.update
    put(canonical(game.start()).encode())
    steps = 0
    while not game.is_over:
        p = rng.choice(game.active_players())
        # The mover's view, another seat's and the spectator's (every view, every step, is
        # slow: the map is in each).
        for q in (p, rng.choice(players), None):
            put(canonical(game.view(q)).encode())
        for q in players:
            put(canonical(game.legal_actions(q)).encode())
        legal = game.legal_actions(p)
        listed = {canonical(a) for a in legal}
        for who, a in near_misses(game, p, legal, rng):
            if who == p and canonical(a) in listed:
                continue
            try:
                game.apply(who, a)
            except IllegalAction as e:
                put(canonical([e.code, str(e), e.params, e.game]).encode())
            else:
                raise AssertionError(f"near miss accepted: {who} {a}")
        put(canonical(heur[p].choose(game, p)).encode())
        put(canonical(fast[p].choose(game, p)).encode())
        if strong and steps % 9 == 0:
            sp = StrongPlayer(seed + steps, iterations=6)
            put(canonical(sp.choose(game, p)).encode())
            world = game.sample(p, random.Random(steps))
            put(canonical([world.view(p), world.view(None), world.legal_actions(p)]).encode())
            put(canonical(game.hidden_from(p)).encode())
        action = rng.choice(legal)
        put(canonical(game.apply(p, action)).encode())
        steps += 1
    for q in [*players, None]:
        put(canonical(game.view(q)).encode())
    record = game.record()
    put(canonical([record, game.scores(), game.winners(), game.score_breakdown()]).encode())
    again = engine.replay(record)
    assert canonical(again.view(None)) == canonical(game.view(None))
    return steps


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20, help="games per player count and variant")
    ap.add_argument("--strong", type=int, default=2, help="games per group also asking the strong")
    args = ap.parse_args()
    total = hashlib.sha256()
    steps = 0
    for name, options in VARIANTS.items():
        for n in (3, 4, 5):
            digest = hashlib.sha256()
            for g in range(args.games):
                steps += play(n, options, 1000 * n + g, g < args.strong, digest)
            print(f"{name:9} {n}p {args.games} games: {digest.hexdigest()[:16]}", flush=True)
            total.update(digest.digest())
    print(f"all: {total.hexdigest()} ({steps} actions)")


if __name__ == "__main__":
    main()
