"""Santa Fe's score breakdown adds up on the golden records (tests/golden/santafe; the records
themselves are replayed with every game's in tests/obligations/test_golden.py)."""

import json

import pytest

from tests.obligations import golden_files, replay

GOLDEN = golden_files("santafe")


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_the_score_breakdown_adds_up(path):
    view = replay(json.loads(path.read_text())["record"]).view(None)
    # Money plus each card's value times its connected railroads.
    for score in view["score_breakdown"].values():
        assert score["total"] == score["money"] + sum(
            c["value"] * c["railroads"] for c in score["cities"]
        )
