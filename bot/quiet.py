"""Quiet hours by a member's own clock: their time zone (an IANA name, read with zoneinfo, so
daylight saving is the zone's own) and a range of local times that may wrap midnight
("22:00-07:30"). During them the DMs that can wait are held and a player's clock never runs
out: what falls in them moves to their end. A member with no zone has no quiet hours.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, time, timedelta
from functools import cache
from zoneinfo import ZoneInfo, available_timezones

from bot.errors import UserFacing
from bot.storage import MemberPrefs

# Quiet hours a member gets with their zone until they choose others: 22:00 to 08:00.
DEFAULT_QUIET = (22 * 60, 8 * 60)
OFF = ("off", "none", "no", "non", "aucune", "geen", "uit", "0")

# The zones most members live in, offered first (then every other zone, as typed).
COMMON = (
    "Europe/London",
    "Europe/Dublin",
    "Europe/Lisbon",
    "Europe/Paris",
    "Europe/Brussels",
    "Europe/Amsterdam",
    "Europe/Berlin",
    "Europe/Zurich",
    "Europe/Madrid",
    "Europe/Rome",
    "Europe/Stockholm",
    "Europe/Warsaw",
    "Europe/Athens",
    "Europe/Helsinki",
    "Europe/Moscow",
    "America/New_York",
    "America/Toronto",
    "America/Chicago",
    "America/Denver",
    "America/Phoenix",
    "America/Los_Angeles",
    "America/Anchorage",
    "Pacific/Honolulu",
    "America/Mexico_City",
    "America/Sao_Paulo",
    "America/Argentina/Buenos_Aires",
    "Africa/Johannesburg",
    "Africa/Lagos",
    "Africa/Cairo",
    "Asia/Dubai",
    "Asia/Kolkata",
    "Asia/Bangkok",
    "Asia/Singapore",
    "Asia/Shanghai",
    "Asia/Tokyo",
    "Asia/Seoul",
    "Australia/Perth",
    "Australia/Sydney",
    "Pacific/Auckland",
    "UTC",
)

# Likely zones by the language Discord reports for a member: the first ask offers these.
LIKELY = {
    "en-US": ("America/New_York", "America/Chicago", "America/Denver", "America/Phoenix",
              "America/Los_Angeles", "America/Anchorage", "Pacific/Honolulu"),
    "en-GB": ("Europe/London", "Europe/Dublin", "Australia/Sydney", "Asia/Kolkata"),
    "fr": ("Europe/Paris", "Europe/Brussels", "Europe/Zurich", "America/Toronto",
           "Africa/Abidjan", "Indian/Reunion"),
    "nl": ("Europe/Amsterdam", "Europe/Brussels", "America/Paramaribo", "America/Curacao"),
    "de": ("Europe/Berlin", "Europe/Vienna", "Europe/Zurich"),
    "es-ES": ("Europe/Madrid", "America/Mexico_City", "America/Bogota",
              "America/Argentina/Buenos_Aires"),
    "pt-BR": ("America/Sao_Paulo", "Europe/Lisbon"),
}  # fmt: skip


@cache
def zones() -> tuple[str, ...]:
    """Every zone name zoneinfo knows, the common ones first, then alphabetically."""
    known = available_timezones()
    common = [z for z in COMMON if z in known]
    return (*common, *sorted(known - set(common) - {"localtime", "Factory"}))


def zone_named(name: str) -> str:
    """The IANA name of the zone typed (case and spaces as people type them), or UserFacing."""
    wanted = name.strip().replace(" ", "_").lower()
    for zone in zones():
        if zone.lower() == wanted:
            return zone
    raise UserFacing("err.me.zone", zone=name.strip()[:60] or "-")


def matching(typed: str, limit: int = 25) -> list[str]:
    """The zones whose name holds what was typed (a city, a region, part of either), common
    ones first; every zone can be reached by typing more of its name."""
    wanted = typed.strip().replace(" ", "_").lower()
    found = [z for z in zones() if wanted in z.lower()]
    if wanted:
        # The zone named exactly first, then those whose city starts with the text.
        found.sort(
            key=lambda z: (z.lower() != wanted, not z.lower().rpartition("/")[2].startswith(wanted))
        )
    return found[:limit]


def likely(locale: object) -> list[str]:
    """The zones a member of that Discord language likely lives in, then the common ones."""
    value = str(getattr(locale, "value", locale))
    first = LIKELY.get(value) or LIKELY.get(value.split("-")[0]) or ()
    return list(dict.fromkeys([*first, *COMMON]))[:25]


_CLOCK = r"(\d{1,2})(?:[:h.](\d{2}))?\s*h?"


def parse_range(text: str) -> tuple[int, int] | None:
    """Quiet hours typed as "22:00-07:30", "22-8", "22h30 - 7h" (minutes after midnight, the
    range may wrap midnight), or "off" for none; UserFacing if unreadable or empty."""
    cleaned = text.strip().lower()
    if cleaned in OFF:
        return None
    parts = re.fullmatch(_CLOCK + r"\s*(?:-|–|—|to|à|tot)\s*" + _CLOCK, cleaned)
    if parts is None:
        raise UserFacing("err.me.quiet", text=text.strip()[:40] or "-")
    h1, m1, h2, m2 = (int(g) if g else 0 for g in parts.groups())
    if h1 > 24 or h2 > 24 or m1 > 59 or m2 > 59:
        raise UserFacing("err.me.quiet", text=text.strip()[:40])
    start, end = (h1 * 60 + m1) % 1440, (h2 * 60 + m2) % 1440
    if start == end:
        raise UserFacing("err.me.quiet_empty")
    return start, end


def clock_text(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def quiet_end(prefs: MemberPrefs | None, when: datetime) -> datetime | None:
    """If `when` falls in the member's quiet hours, the moment they end (UTC); else None."""
    if prefs is None or prefs.time_zone is None or prefs.quiet_start is None:
        return None
    start, end = prefs.quiet_start, prefs.quiet_end or 0
    zone = ZoneInfo(prefs.time_zone)
    local = when.astimezone(zone)
    minute = local.hour * 60 + local.minute
    wraps = start > end
    inside = (minute >= start or minute < end) if wraps else start <= minute < end
    if not inside:
        return None
    day = local.date() + timedelta(days=1) if wraps and minute >= start else local.date()
    return _at(day, end, zone, when)


def _at(day: date, minutes: int, zone: ZoneInfo, after: datetime) -> datetime:
    """`minutes` after local midnight of `day` in `zone`, as UTC, never before `after`. The
    zone's own rules apply: a local time that daylight saving skips is read with the offset
    before the change (02:30 on the night clocks go forward is 03:30), one that comes twice
    is the first."""
    local = datetime.combine(day, time(minutes // 60, minutes % 60), tzinfo=zone)
    return max(local.astimezone(UTC), after)


def not_quiet(prefs: MemberPrefs | None, when: datetime) -> datetime:
    """`when`, or the end of the member's quiet hours if it falls in them."""
    return quiet_end(prefs, when) or when
