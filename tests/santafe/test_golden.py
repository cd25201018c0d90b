"""Golden records: whole games whose final result is fixed. A change here is a rule change."""

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
    assert view["round"] == expected["rounds"]
    # The breakdown adds up: money plus each card's value times its connected railroads.
    for score in view["score_breakdown"].values():
        assert score["total"] == score["money"] + sum(
            c["value"] * c["railroads"] for c in score["cities"]
        )


def test_there_are_golden_records():
    assert len(GOLDEN) >= 3
