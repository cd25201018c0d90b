"""How long a game takes: the figures `tools/durations.py` measures with the simulator for
every player count and option set of a game, kept beside the game's rules as data
(`engine/<game>/data/durations.json`), read here.

Per configuration: decisions per player, of which real choices (more than one move legal),
moves made at once (no real choice, seen by all: `Game.forced`), and the waits of a whole
game (a turn, or a sealed decision answered by everyone at once; engine/decisions.py) as a
mean and its 10th and 90th percentiles over the games played. The platform turns waits into
days at a game's pace (bot/pace.py).
"""

from __future__ import annotations

import inspect
import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from engine.core import Game

__all__ = ["Figures", "figures", "path_of", "table"]


@dataclass(frozen=True)
class Figures:
    players: int
    options: dict[str, Any]
    decisions: float  # per player and game
    choices: float  # of which real choices
    forced: float  # moves made at once, per player and game
    waits: float  # per game, the mean
    waits_p10: int
    waits_p90: int


def path_of(cls: type[Game]) -> Path:
    """Where a game's figures are kept: `data/durations.json` beside its rules."""
    return Path(inspect.getfile(cls)).parent / "data" / "durations.json"


@cache
def table(cls: type[Game]) -> tuple[Figures, ...]:
    """Every configuration measured for the game; none for a game never measured."""
    path = path_of(cls)
    if not path.is_file():
        return ()
    raw = json.loads(path.read_text(encoding="utf-8"))
    return tuple(
        Figures(
            players=int(row["players"]),
            options=dict(row["options"]),
            decisions=float(row["decisions"]),
            choices=float(row["choices"]),
            forced=float(row["forced"]),
            waits=float(row["waits"]["mean"]),
            waits_p10=int(row["waits"]["p10"]),
            waits_p90=int(row["waits"]["p90"]),
        )
        for row in raw["estimates"]
    )


def figures(cls: type[Game], players: int, options: dict[str, Any] | None) -> Figures | None:
    """The figures of one configuration (options as chosen; the game's defaults fill in the
    rest), None if it was not measured."""
    wanted = {**cls.default_options, **(options or {})}
    for row in table(cls):
        if row.players == players and {**cls.default_options, **row.options} == wanted:
            return row
    return None
