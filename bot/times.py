"""Times as readers read them: a Discord timestamp (shown in each reader's own time zone) and
how long something has lasted, in the reader's language."""

from __future__ import annotations

from datetime import datetime

from text import t


def discord_time(when: datetime, style: str = "R") -> str:
    """A Discord timestamp: every reader sees it in their own time zone."""
    return f"<t:{int(when.timestamp())}:{style}>"


def how_long(start: datetime, now: datetime, locale: object | None = None) -> str:
    """How long since `start`, as a reader says it: "3 hours", "3 heures", "3 uur" ("a
    moment" under a minute, minutes under an hour, hours under two days, then days). For a
    message read when sent (a reminder, an answer); the pin shows a live Discord timestamp."""
    minutes = int((now - start).total_seconds() // 60)
    if minutes < 1:
        return t("duration.moment", locale)
    if minutes < 60:
        return t("duration.minutes", locale, n=minutes)
    hours = minutes // 60
    if hours < 48:
        return t("duration.hours", locale, n=hours)
    return t("duration.days", locale, n=hours // 24)
