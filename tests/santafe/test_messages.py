"""Refusals read as rules a player understands: no phase ids, codes, raw ids or Python reprs.
The codes stay stable (the bot and the tests key on them)."""

from __future__ import annotations

import random
import re

import pytest

import engine
from engine.santafe.board import load_board
from engine.santafe.game import _BY_KIND, RAILROADS
from tests.santafe.helpers import new, play_all

RAW = re.compile(r"~|_|'[a-z]+'|\bp\d\b|\{|\}|\bphase\b|None|True|False")
SLUGS = [c for c in load_board().cities if "-" in c]


def probes(g) -> list[dict]:
    """Actions of every kind, most of them illegal now: wrong phase, wrong ids, wrong shapes."""
    board = g.board
    route = next(iter(board.routes.values()))
    out: list[dict] = [
        {"type": "engineer", "buy": True},
        {"type": "engineer", "buy": "yes"},
        {"type": "play", "card": "double_turn", "branch": False},
        {"type": "play", "card": "atlantis", "branch": False},
        {"type": "play", "card": 3, "branch": False},
        {"type": "play", "card": "denver", "branch": True},
        {"type": "end_turn"},
        {"type": "pass"},
        {"type": "exchange", "cards": ["atlantis"]},
        {"type": "exchange", "cards": "denver"},
        {"type": "draw", "pile": "city"},
        {"type": "draw", "pile": "moon"},
        {"type": "draw", "pile": "branch", "railroad": "XX"},
        {"type": "draw", "pile": "city", "railroad": "SF"},
        {"type": "draw", "pile": "engineer"},
        {"type": "stop_drawing"},
        {"type": "buy_tile", "railroad": "XX"},
        {"type": "buy_tile", "railroad": "SF"},
        {"type": "no_purchase"},
        {"type": "track", "railroad": "XX", "route": route.id, "toward": route.b, "branch": False},
        {"type": "track", "railroad": "SF", "route": "nowhere", "toward": "x", "branch": False},
        {
            "type": "track",
            "railroad": "SF",
            "route": route.id,
            "toward": "atlantis",
            "branch": False,
        },
        {"type": "track", "railroad": "SF", "route": 1, "toward": route.b, "branch": False},
    ]
    for rid, r in list(board.routes.items())[:12]:
        for toward in (r.a, r.b):
            for rr in RAILROADS:
                for branch in (False, True):
                    out.append(
                        {
                            "type": "track",
                            "railroad": rr,
                            "route": rid,
                            "toward": toward,
                            "branch": branch,
                        }
                    )
    return out


@pytest.mark.parametrize("options", [{}, {"advanced": True, "tile_purchase": True}])
def test_refusals_read_as_rules(options):
    seen: dict[str, str] = {}
    for seed in range(3):
        g = new(3, seed=seed, **options)
        rng = random.Random(seed)
        for step in range(400):
            if g.is_over:
                break
            for p in g.players if step % 9 == 0 else ():
                legal = g.legal_actions(p)
                for action in probes(g):
                    if action in legal:
                        continue
                    try:
                        g.apply(p, action)
                    except engine.IllegalAction as exc:
                        assert not RAW.search(exc.message), (exc.code, exc.message)
                        assert not any(slug in exc.message for slug in SLUGS), exc.message
                        assert exc.message[-1] in ".!", exc.message
                        seen.setdefault(exc.code, exc.message)
                    else:
                        raise AssertionError(f"{action} was applied but is not listed")
            p = g.active_players()[0]
            g.apply(p, rng.choice(g.legal_actions(p)))
    for code in (
        "wrong_phase",
        "not_your_turn",
        "unknown_railroad",
        "unknown_route",
        "wrong_direction",
        "malformed_play",
        "malformed_track",
        "malformed_exchange",
        "home_city",
    ):
        assert code in seen, sorted(seen)


def test_wrong_phase_names_what_the_table_is_doing():
    g = new(3)
    with pytest.raises(engine.IllegalAction) as info:
        g.apply(
            "p0",
            {
                "type": "track",
                "railroad": "SF",
                "route": "chicago~milwaukee",
                "toward": "milwaukee",
                "branch": False,
            },
        )
    assert info.value.code == "wrong_phase"
    assert info.value.message == (
        "Players are still choosing their cards; track comes after the reveal."
    )
    play_all(g, {})
    with pytest.raises(engine.IllegalAction) as info:
        g.apply(g.active_players()[0], {"type": "draw", "pile": "city"})
    assert info.value.message == (
        "Players are laying track; cards are drawn after the second track-laying turn."
    )
    assert set(_BY_KIND) == set(g.action_shapes)  # every move has its step
