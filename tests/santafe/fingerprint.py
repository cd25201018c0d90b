"""A fingerprint of Santa Fe's behaviour, run by hand before and after a refactoring:
`.venv/bin/python tests/santafe/fingerprint.py` prints one digest per game and one for all.

Over random games of 3 to 5 players with every option set, it hashes at every step: the
legal actions of every player (in order), every view (each player's and the spectator's),
the active players, the events of the move played, and the refusal (code, message, params)
of near-miss actions (the legal ones changed a little, other players' moves, other phases'
moves); at the end the record, scores and winners. Equal digests: identical behaviour.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import engine
from engine.santafe.game import DOUBLE_TURN, RAILROADS, SantaFe

OPTION_SETS: tuple[dict[str, Any], ...] = (
    {},
    {"advanced": True},
    {"tile_purchase": True},
    {"advanced": True, "tile_purchase": True},
)


def dump(value: Any) -> bytes:
    def default(o: Any) -> Any:
        if isinstance(o, (set, frozenset)):
            return sorted(o)
        if isinstance(o, tuple):
            return list(o)
        return repr(o)

    return json.dumps(value, sort_keys=True, default=default).encode()


def near_misses(g: SantaFe, legal: list[dict[str, Any]], rng: random.Random) -> list[dict]:
    """Actions close to legal ones: one field changed, a key dropped or added."""
    board = g.board
    cities = sorted(board.cities)
    out: list[dict[str, Any]] = [
        {"type": "warp"},
        {"type": "engineer", "buy": True},
        {"type": "engineer", "buy": 1},
        {"type": "play", "card": DOUBLE_TURN, "branch": False},
        {"type": "play", "card": rng.choice(cities), "branch": True},
        {"type": "end_turn"},
        {"type": "pass"},
        {"type": "exchange", "cards": [rng.choice(cities)]},
        {"type": "exchange", "cards": "x"},
        {"type": "draw", "pile": "city"},
        {"type": "draw", "pile": DOUBLE_TURN},
        {"type": "draw", "pile": "engineer"},
        {"type": "draw", "pile": "moon"},
        {"type": "draw", "pile": "city", "railroad": "SF"},
        {"type": "stop_drawing"},
        {"type": "no_purchase"},
    ]
    out += [{"type": "draw", "pile": "branch", "railroad": r} for r in (*RAILROADS, "XX")]
    out += [{"type": "buy_tile", "railroad": r} for r in (*RAILROADS, "XX")]
    hand = sorted(g.hands[g.players[0]])
    out.append({"type": "exchange", "cards": hand})
    for a in legal[:40]:
        for key, value in a.items():
            if key == "type":
                continue
            out.append({k: v for k, v in a.items() if k != key})
            if isinstance(value, bool):
                out.append({**a, key: not value})
            elif key == "railroad":
                out += [{**a, key: r} for r in RAILROADS if r != value]
            elif key == "toward":
                route = board.routes[a["route"]]
                out.append({**a, key: route.other(value)})
                out.append({**a, key: rng.choice(cities)})
            elif key == "route":
                out.append({**a, key: rng.choice(sorted(board.routes))})
                out.append({**a, key: "nowhere"})
            elif key == "card":
                out.append({**a, key: rng.choice(cities)})
            elif key == "cards":
                out.append({**a, key: [*value, rng.choice(cities)]})
            elif key == "pile":
                out.append({**a, key: "city"})
        out.append({**a, "extra": 1})
    # Track on routes near the railheads, by every railroad, both ways, with and without branch.
    rids = sorted(board.routes)
    for _ in range(12):
        route = board.routes[rng.choice(rids)]
        out.append(
            {
                "type": "track",
                "railroad": rng.choice(RAILROADS),
                "route": route.id,
                "toward": rng.choice((route.a, route.b)),
                "branch": rng.random() < 0.3,
            }
        )
    for r in RAILROADS:
        for head in g.lines[r]:
            city = head if head in board.routes_at else None
            if city is None:
                continue
            for rid in board.routes_at[city][:4]:
                route = board.routes[rid]
                for branch in (False, True):
                    out.append(
                        {
                            "type": "track",
                            "railroad": rng.choice(RAILROADS),
                            "route": rid,
                            "toward": route.other(city),
                            "branch": branch,
                        }
                    )
    return out


def play(n: int, options: dict[str, Any], seed: int) -> str:
    h = hashlib.sha256()
    players = [f"p{i}" for i in range(n)]
    g = SantaFe(players, seed, dict(options))
    h.update(dump(g.start()))
    rng = random.Random(seed * 7919 + n)
    steps = 0
    while not g.is_over and steps < 2000:
        steps += 1
        legal_by = {p: g.legal_actions(p) for p in g.players}
        h.update(dump(g.active_players()))
        h.update(dump(legal_by))
        for p in [*g.players, None]:
            h.update(dump(g.view(p)))
        all_legal = [a for acts in legal_by.values() for a in acts]
        probes = near_misses(g, all_legal, rng)
        for p in g.players:
            listed = {repr(a) for a in legal_by[p]}
            for action in probes:
                if repr(action) in listed:
                    continue
                try:
                    events = g.apply(p, action)
                except engine.IllegalAction as e:
                    # repr: the params' order counts too
                    h.update(
                        repr((p, action, e.code, e.message, str(e), e.params, e.game)).encode()
                    )
                else:  # accepted: note it and rebuild the game as it was
                    h.update(dump(["ACCEPTED", p, action, events]))
                    record = g.record()
                    record["actions"] = record["actions"][:-1]
                    g = engine.replay(record)  # type: ignore[assignment]
        p = rng.choice(g.active_players())
        action = rng.choice(g.legal_actions(p))
        h.update(dump([p, action, g.apply(p, action)]))
    h.update(dump([g.record(), g.scores(), g.winners(), steps]))
    return h.hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=5)
    args = parser.parse_args()
    total = hashlib.sha256()
    count = 0
    for n in (3, 4, 5):
        for oi, options in enumerate(OPTION_SETS):
            for seed in range(args.seeds):
                digest = play(n, options, 1000 * n + 100 * oi + seed)
                total.update(digest.encode())
                count += 1
                print(n, oi, seed, digest[:16], flush=True)
    print(f"{count} games: {total.hexdigest()}")


if __name__ == "__main__":
    main()
