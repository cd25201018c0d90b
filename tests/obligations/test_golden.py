"""Golden records: whole games whose results are fixed, for every game alike. A change here is a
rule change (rewrite them with `tools/make_golden.py` only after a deliberate one)."""

from __future__ import annotations

import hashlib
import json

import pytest

from engine.core import canonical
from tests.obligations import engines, golden_files, replay

RECORDS = [
    pytest.param(path, id=f"{name}-{path.stem}")
    for name in sorted(engines())
    for path in golden_files(name)
]


@pytest.mark.parametrize("path", RECORDS)
def test_a_golden_record_replays_to_its_results(path):
    data = json.loads(path.read_text())
    game = replay(data["record"])
    expected = data["expected"]
    assert game.is_over
    assert not game.active_players()
    assert game.scores() == expected["scores"]
    assert game.winners() == expected["winners"]
    view = hashlib.sha256(canonical(game.view(None)).encode()).hexdigest()
    assert view == expected["view_sha256"], "the final spectator view changed"


@pytest.mark.parametrize("name", sorted(engines()))
def test_every_game_has_golden_records(name):
    records = [json.loads(p.read_text())["record"] for p in golden_files(name)]
    assert len(records) >= 3
    assert {r["game"] for r in records} == {name}
    # More than one table size, so a rule that depends on the count is pinned too.
    assert len({len(r["players"]) for r in records}) >= 2
