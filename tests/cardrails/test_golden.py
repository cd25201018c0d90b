"""Golden records: whole games whose final result is fixed. A change here is a rule change
(regenerate with tools/make_cardrails_golden.py)."""

import json
from pathlib import Path

import pytest

import engine

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_record_replays_to_its_final_scores(path):
    data = json.loads(path.read_text())
    game = engine.replay(data["record"])
    expected = data["expected"]
    assert game.is_over
    assert game.scores() == expected["scores"]
    assert game.winners() == expected["winners"]
    view = game.view(None)
    assert view["end_reason"] == expected["end_reason"]
    assert {r: rr["value"] for r, rr in view["railroads"].items()} == expected["values"]
    assert len(view["map"]["cards"]) == expected["cards_on_map"]
    # The breakdown adds up: each railroad's value times the player's shares.
    if not game.options["final_dividend"]:
        for score in view["score_breakdown"].values():
            rows = score["railroads"].values()
            assert score["total"] == sum(r["value"] * (r["cubes"] + r["cards"]) for r in rows)


def test_there_are_golden_records():
    assert len(GOLDEN) >= 4
