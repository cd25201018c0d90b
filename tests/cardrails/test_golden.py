"""Card Rails' score breakdown adds up on the golden records (tests/golden/cardrails; the
records themselves are replayed with every game's in tests/obligations/test_golden.py)."""

import json

import pytest

from tests.obligations import golden_files, replay

GOLDEN = golden_files("cardrails")


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_the_score_breakdown_adds_up(path):
    game = replay(json.loads(path.read_text())["record"])
    view = game.view(None)
    assert sum(score["total"] for score in view["score_breakdown"].values()) > 0
    if not game.options["final_dividend"]:
        # Each railroad's value times the player's shares.
        for score in view["score_breakdown"].values():
            rows = score["railroads"].values()
            assert score["total"] == sum(r["value"] * (r["cubes"] + r["cards"]) for r in rows)


def test_a_golden_record_plays_the_final_dividend():
    options = [json.loads(p.read_text())["record"]["options"] for p in GOLDEN]
    assert any(o["final_dividend"] and o["open_hands"] for o in options)
