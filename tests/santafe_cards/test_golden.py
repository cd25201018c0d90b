"""The card game's score sheet adds up on the golden records (tests/golden/santafe-cards; the
records themselves are replayed with every game's in tests/obligations/test_golden.py)."""

import json

import pytest

from tests.obligations import golden_files, replay

GOLDEN = golden_files("santafe-cards")


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_each_rounds_rows_add_up(path):
    game = replay(json.loads(path.read_text())["record"])
    view = game.view(None)
    totals = {p: sum(s["rows"][p]["total"] for s in view["score_sheet"]) for p in game.players}
    assert totals == game.scores()
    # Parts (doubled for the brave sheriff) or the all-tricks score.
    for sheet in view["score_sheet"]:
        for row in sheet["rows"].values():
            if "all_tricks" in row:
                assert row["total"] == row["all_tricks"]
            else:
                assert row["total"] == sum(row["parts"].values()) * (2 if row["brave"] else 1)
