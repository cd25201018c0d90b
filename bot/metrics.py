"""What an operator counts (`GET /metrics`, web/health.py), as Prometheus metrics.

The services count their own work here with a line each (a move stored, a person answered, a
Discord call refused, a computer's thinking, an image drawn, a reminder sent); the counts are
this process's, as Prometheus expects of each process it scrapes. What the database knows for
every process (games in progress, the effects still owed) is read when /metrics is asked.
Generic: a game kind is a label's value, never a name here.
"""

from __future__ import annotations

from typing import Any

from prometheus_client import Counter, Gauge, Histogram

__all__ = [
    "ACK_SECONDS",
    "DISCORD_ERRORS",
    "EFFECTS_PENDING",
    "GAMES_LIVE",
    "MOVES",
    "OUTBOX_AGE_SECONDS",
    "OUTBOX_DEPTH",
    "REMINDERS",
    "RENDER_SECONDS",
    "THINK_SECONDS",
    "discord_error",
]

# Seconds: a person's answer should come well under a second; a slow disk or a busy loop shows.
ACK_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
WORK_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)

MOVES = Counter("whistlestop_moves", "Moves stored by this process, by game kind.", ["game"])
ACK_SECONDS = Histogram(
    "whistlestop_ack_seconds",
    "From a person's move reaching this process to its answer sent to Discord.",
    buckets=ACK_BUCKETS,
)
DISCORD_ERRORS = Counter(
    "whistlestop_discord_errors",
    "Calls to Discord's thread posts that failed, by HTTP status (network: no answer).",
    ["status"],
)
THINK_SECONDS = Histogram(
    "whistlestop_think_seconds",
    "How long a computer player's move took to choose (queue and search), by game kind.",
    ["game"],
    buckets=WORK_BUCKETS,
)
RENDER_SECONDS = Histogram(
    "whistlestop_render_seconds",
    "How long an image took to draw (queue and drawing), by what was drawn.",
    ["kind"],
    buckets=WORK_BUCKETS,
)
REMINDERS = Counter("whistlestop_reminders", "Reminders sent to players, by level.", ["level"])

# Read when /metrics is asked: from the database (every process's games) and this process.
GAMES_LIVE = Gauge("whistlestop_games_live", "Games in progress, by game kind.", ["game"])
OUTBOX_DEPTH = Gauge(
    "whistlestop_outbox_depth",
    "Games with effects (posts, prompts, the pin) not all carried out yet.",
)
OUTBOX_AGE_SECONDS = Gauge(
    "whistlestop_outbox_age_seconds",
    "Age of the oldest move whose effects are not all carried out (0: none).",
)
EFFECTS_PENDING = Gauge(
    "whistlestop_effects_pending",
    "Games whose effects failed for now in this process and wait for a retry.",
)


def discord_error(error: Any) -> None:
    """Count a failed Discord call by its HTTP status ("network" when none came back)."""
    status = getattr(error, "status", None)
    DISCORD_ERRORS.labels(status=str(status) if status else "network").inc()
