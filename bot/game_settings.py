"""A game's settings as the host changes them (/game settings, /game away): their bounds, and
the checks made before anything is stored. The cadence (bot/cadence.py) acts on them."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from bot.errors import UserFacing
from bot.storage import GameSettings
from bot.thinking import LEVELS

# Bounds for /game settings (hours).
REMINDER_RANGE = (1.0, 336.0)
DEADLINE_RANGE = (1.0, 720.0)
BANK_RANGE = (0.0, 720.0)
AWAY_MAX_HOURS = 30 * 24
DEADLINE_ACTIONS = ("move", "skip", "ask_host")
AWAY_MODES = ("play", "pause")


def validate_settings(current: GameSettings, **changes: Any) -> GameSettings:
    """The settings with the given (not None) `changes` applied, or UserFacing naming what is
    wrong, before anything is stored. deadline_hours 0 removes the deadline."""
    given = {name: value for name, value in changes.items() if value is not None}
    lo, hi = REMINDER_RANGE
    for name in ("reminder_hours", "second_reminder_hours"):
        if name in given and not lo <= given[name] <= hi:
            raise UserFacing("err.settings.range", name=name, lo=int(lo), hi=int(hi))
    if "deadline_hours" in given:
        if given["deadline_hours"] == 0:
            given["deadline_hours"] = None
        elif not DEADLINE_RANGE[0] <= given["deadline_hours"] <= DEADLINE_RANGE[1]:
            lo, hi = DEADLINE_RANGE
            raise UserFacing("err.settings.range", name="deadline_hours", lo=int(lo), hi=int(hi))
    if "bank_hours" in given and not BANK_RANGE[0] <= given["bank_hours"] <= BANK_RANGE[1]:
        lo, hi = BANK_RANGE
        raise UserFacing("err.settings.range", name="bank_hours", lo=int(lo), hi=int(hi))
    if given.get("deadline_action", "move") not in DEADLINE_ACTIONS:
        raise UserFacing("err.settings.choice")
    if given.get("away_mode", "play") not in AWAY_MODES:
        raise UserFacing("err.settings.choice")
    if given.get("computer_level", "strong") not in LEVELS:
        raise UserFacing("err.settings.choice")
    result = replace(current, **given)
    # A deadline before the first reminder would end waits nobody was reminded of.
    if result.deadline_hours is not None and result.deadline_hours <= result.reminder_hours:
        raise UserFacing("err.settings.deadline_early", r1=f"{result.reminder_hours:g}")
    return result


def parse_duration(text: str) -> float:
    """Hours from "36h", "3d", "1d12h" or a plain number of hours; UserFacing if unreadable.
    Days and hours as French and Dutch write them too: "3j" (jours), "36u" (uur), a comma."""
    cleaned = text.strip().lower().replace(" ", "").replace(",", ".")
    parts = re.fullmatch(r"(?:(\d+(?:\.\d+)?)[dj])?(?:(\d+(?:\.\d+)?)[hu]?)?", cleaned)
    if not cleaned or parts is None or not any(parts.groups()):
        raise UserFacing("err.away.bad")
    hours = float(parts[1] or 0) * 24 + float(parts[2] or 0)
    if not 0 < hours <= AWAY_MAX_HOURS:
        raise UserFacing("err.away.bad")
    return hours
