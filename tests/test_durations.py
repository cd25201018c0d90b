"""How long a game takes: every game, player count and option set has figures measured by
tools/durations.py, and the lobby turns them into days at a game's pace (bot/pace.py)."""

from __future__ import annotations

import json
import math

import pytest

import engine
from bot.pace import estimate
from bot.storage import GameSettings
from engine.durations import figures, path_of
from tests.test_contract import option_sets


def configurations():
    for name, cls in sorted(engine.games().items()):
        for n in range(cls.min_players, cls.max_players + 1):
            for options in option_sets(cls):
                label = "+".join(k for k, v in options.items() if v) or "basic"
                yield pytest.param(name, n, options, id=f"{name}-{n}p-{label}")


@pytest.mark.parametrize(("name", "n", "options"), list(configurations()))
def test_every_configuration_has_figures(name, n, options):
    cls = engine.games()[name]
    found = figures(cls, n, options)
    assert found is not None, f"run tools/durations.py {name}"
    assert 0 < found.choices <= found.decisions
    assert found.forced >= 0
    assert 0 < found.waits_p10 <= found.waits <= found.waits_p90
    line = estimate(cls, n, options, GameSettings(), "en")
    assert line is not None and f"About {round(found.decisions)} decisions each" in line
    assert "days" in line


@pytest.mark.parametrize("name", sorted(engine.games()))
def test_the_figures_say_how_they_were_measured(name):
    method = json.loads(path_of(engine.games()[name]).read_text())["method"]
    assert method["games"] >= 100 and isinstance(method["seed"], int)
    assert method["command"].startswith("nice -n 19 .venv/bin/python tools/durations.py")


def test_the_days_follow_the_pace():
    cls = engine.games()["cardrails"]
    found = figures(cls, 4, {})
    assert found is not None
    day = estimate(cls, 4, {}, GameSettings(deadline_hours=24), "en")
    half = estimate(cls, 4, {}, GameSettings(deadline_hours=12), "en")
    assert day != half
    # A wait lasts from a 24th of the clock to a quarter of it, the quicker and longer games.
    low, high = math.ceil(found.waits_p10 / 24), math.ceil(found.waits_p90 / 4)
    assert f"about {low} to {high} days" in str(day)
    none = estimate(cls, 4, {}, GameSettings(deadline_hours=None), "en")
    assert none is not None and "without a clock" in none and "days" not in none
