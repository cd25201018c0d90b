"""Table and score-sheet images: every phase renders, hidden cards never change an image, and
images stay small."""

from __future__ import annotations

import copy
import io

from PIL import Image

import engine
import render
from engine.players import make_player
from render import santafe_cards

PLAYERS = ["ann", "bob", "cy", "dee"]
MAX_BYTES = 300 * 1024


def _views(seed: int, options: dict) -> tuple[engine.Game, list[dict]]:
    g = engine.new_game("santafe-cards", list(PLAYERS), seed, options)
    seats = {
        p: make_player("heuristic", seed * 10 + i, "santafe-cards") for i, p in enumerate(PLAYERS)
    }
    views, seen = [], set()
    while not g.is_over:
        p = g.active_players()[0]
        g.apply(p, seats[p].choose(g, p))
        v = g.view(None)
        if v["phase"] not in seen:
            seen.add(v["phase"])
            views.append(v)
    views.append(g.view(None))
    return g, views


def _png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) < MAX_BYTES
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def test_every_phase_renders():
    phases = set()
    for options in ({}, {"black_scorpion": True, "ten_wolves": True, "corrupt_sheriff": True}):
        _, views = _views(3, options)
        for v in views:
            phases.add(v["phase"])
            img = _png(render.board_png("santafe-cards", v, names={"ann": "Ann\u202e\n🤠"}))
            assert img.width == santafe_cards.W
        _png(render.scores_png("santafe-cards", views[-1]))
    assert {"pass", "declare", "play", "fill", "over"} <= phases


def test_hidden_hands_do_not_change_the_images():
    g2 = engine.new_game("santafe-cards", list(PLAYERS), 8, {})
    for _ in range(40):
        p = g2.active_players()[0]
        g2.apply(p, g2.legal_actions(p)[0])
    twin = copy.deepcopy(g2)
    a, b = twin.players[0], twin.players[1]
    twin.hands[a], twin.hands[b] = twin.hands[b], twin.hands[a]
    for x, y in ((g2, twin),):
        assert render.board_png("santafe-cards", x.view(None)) == render.board_png(
            "santafe-cards", y.view(None)
        )
        assert render.scores_png("santafe-cards", x.view(None)) == render.scores_png(
            "santafe-cards", y.view(None)
        )


def test_player_views_are_refused():
    g, _ = _views(6, {})
    import pytest

    with pytest.raises(ValueError, match="spectator view only"):
        render.board_png("santafe-cards", g.view("ann"))
    with pytest.raises(ValueError, match="spectator view only"):
        render.scores_png("santafe-cards", g.view("bob"))


def test_names_are_drawn_safely():
    assert santafe_cards.safe_name({"a": "x\u202ey\n\x00z🤠"}, "a") == "xyz"
    assert santafe_cards.safe_name({"a": "   "}, "a") == "a"
    long = santafe_cards.safe_name({"a": "W" * 100}, "a", 200)
    assert long.endswith("…") and len(long) < 40
