"""A game's pace as players read it: the clock and bank in words, and how long the game is
expected to take at that pace.

The expected length comes from the game's own figures (engine/durations.py, measured by
tools/durations.py): the waits of a whole game, where a wait is one player's turn or a sealed
decision everyone answers at once. A table at a 24-hour clock answers each wait in an hour when
it plays in bursts, in six hours when it takes its time (the night included); a shorter or
longer clock makes people answer in proportion: each wait lasts from a 24th of the clock to a
quarter of it. The range goes from the quicker games (10th percentile of the waits) at the first
to the longer ones (90th percentile) at the second.
"""

from __future__ import annotations

import math
from typing import Any

from bot.storage import GameSettings
from engine.core import Game
from engine.durations import figures
from text import t

# A wait lasts from this share of the clock (a table that plays in bursts: an hour at 24 h) ...
QUICK = 1 / 24
# ... to this one (a table that takes its time: six hours at 24 h).
SLOW = 1 / 4


def clock_words(settings: GameSettings, locale: object | None) -> str:
    """ "24 h per decision, a bank of 48 h per player, then the computer player moves for
    them", or "none"."""
    if not settings.deadline_hours:
        return t("settings.deadline.none", locale)
    return t(
        "settings.deadline.some",
        locale,
        hours=f"{settings.deadline_hours:g}",
        bank=f"{settings.bank_hours:g}",
        action=t(f"settings.action.{settings.deadline_action}", locale),
    )


def days(waits: float, clock_hours: float, share: float) -> int:
    return max(1, math.ceil(waits * clock_hours * share / 24))


def estimate(
    engine: type[Game],
    players: int,
    options: dict[str, Any],
    settings: GameSettings,
    locale: object | None,
) -> str | None:
    """How long the game takes at this pace, in one line; None if it was never measured."""
    found = figures(engine, players, options)
    if found is None:
        return None
    counts = {"decisions": round(found.decisions), "choices": round(found.choices)}
    clock = settings.deadline_hours
    if not clock:
        return t("lobby.estimate.noclock", locale, **counts)
    return t(
        "lobby.estimate",
        locale,
        **counts,
        low=days(found.waits_p10, clock, QUICK),
        high=days(found.waits_p90, clock, SLOW),
    )


def pace_lines(
    engine: type[Game] | None,
    players: int,
    options: dict[str, Any],
    settings: GameSettings,
    locale: object | None,
) -> list[str]:
    """The lobby's lines on the pace: the clock, and the expected length where it is known."""
    lines = [t("lobby.pace", locale, pace=clock_words(settings, locale))]
    line = estimate(engine, players, options, settings, locale) if engine else None
    return [*lines, line] if line else lines
