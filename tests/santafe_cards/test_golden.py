"""Golden records: whole games whose results are fixed. A change here is a rule change
(regenerate with `python tools/make_golden_santafe_cards.py` only after a deliberate one)."""

import json
from pathlib import Path

import pytest

import engine

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_record_replays_to_its_results(path):
    data = json.loads(path.read_text())
    game = engine.replay(data["record"])
    expected = data["expected"]
    assert game.is_over
    assert game.scores() == expected["scores"]
    assert game.winners() == expected["winners"]
    view = game.view(None)
    assert view["end_reason"] == expected["end_reason"]
    totals = [{p: row["total"] for p, row in s["rows"].items()} for s in view["score_sheet"]]
    assert totals == expected["round_totals"]
    # Each round's rows add up: parts (doubled for the brave sheriff) or the all-tricks score.
    for sheet in view["score_sheet"]:
        for row in sheet["rows"].values():
            if "all_tricks" in row:
                assert row["total"] == row["all_tricks"]
            else:
                assert row["total"] == sum(row["parts"].values()) * (2 if row["brave"] else 1)


def test_there_are_golden_records():
    assert len(GOLDEN) >= 3
